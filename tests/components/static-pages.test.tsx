// @vitest-environment happy-dom
import { json, type MetaDescriptor } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import type { ComponentType } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";

import type { Language } from "~/domain/language";
import About, { meta as aboutMeta } from "~/features/site/pages/about";
import AppDownload, { meta as appDownloadMeta } from "~/features/site/pages/app-download";
import Faq, { meta as faqMeta } from "~/features/site/pages/faq";
import PrivacyPolicy, { meta as privacyMeta } from "~/features/site/pages/privacy-policy";
import Terms from "~/features/site/pages/terms-and-conditions";
import { i18nForPage } from "~/infra/i18next.server";
import { faqPageItemsIn } from "~/locales/content/faq-page";
import { legalDocument } from "~/locales/content/legal/documents";

import { render } from "./dom";

// The static pages in each edition: the document, the words around it and the links of the
// page's own language, as entry.server.tsx renders them (an i18next instance set to the page's).

const SITE = { origin: "https://grahavani.example", brand: "Grahavani", legalName: "Grahavani Astro Services Private Limited" };
const CONTACT = { email: "help@example.in", phone: "+91 98765 43210" };

function page(language: Language, path: string, Component: ComponentType, data: unknown = null) {
  const root = { site: SITE, language, contact: CONTACT, grievanceOfficer: null };
  const address = language === "hi" ? `/hi${path}` : path;
  const Stub = createRemixStub([
    {
      id: "root",
      path: "/",
      loader: () => json(root),
      Component: () => <Outlet />,
      children: [{ id: "page", path: address.slice(1), Component, loader: () => json(data) }],
    },
  ]);
  return render(
    <I18nextProvider i18n={i18nForPage(language)}>
      <Stub initialEntries={[address]} hydrationData={{ loaderData: { root, page: data } }} />
    </I18nextProvider>,
  );
}

function metaOf(meta: unknown, language: Language): MetaDescriptor[] {
  const matches = [{ id: "root", data: { site: SITE, language } }];
  return (meta as (args: { matches: typeof matches }) => MetaDescriptor[])({ matches });
}
type Tag = { title?: string; name?: string; content?: string };
const titleOf = (tags: MetaDescriptor[]) => (tags as Tag[]).find((tag) => tag.title !== undefined)?.title;
const descriptionOf = (tags: MetaDescriptor[]) => (tags as Tag[]).find((tag) => tag.name === "description")?.content;

const h1 = () => document.querySelector("h1")?.textContent;
const hrefs = () => Array.from(document.querySelectorAll("a"), (a) => a.getAttribute("href"));

let unmount = () => {};
afterEach(() => unmount());

describe("a legal page", () => {
  it("in Hindi shows the Hindi text, says the English text is binding and links it, and keeps the English anchors", async () => {
    ({ unmount } = await page("hi", "/privacy-policy", PrivacyPolicy, { closedApplicationDays: 45 }));
    const hindi = legalDocument("privacy-policy", "hi");
    expect(h1()).toBe(hindi.title);
    expect(document.querySelector(".legal-updated")?.textContent).toBe("पिछली बार अपडेट किया गया: नवंबर 2026");
    const english = document.querySelector('.lead a[hreflang="en-IN"]');
    expect(english?.getAttribute("href")).toBe("/privacy-policy");
    expect(english?.closest("p")?.textContent).toContain("कानूनी रूप से इसका अंग्रेज़ी पाठ ही मान्य है");
    expect(document.querySelector("#legal-toc-title")?.textContent).toBe("विषय-सूची");
    expect(document.getElementById("who-we-are-and-what-this-policy-covers")?.querySelector("h2")?.textContent).toBe(
      hindi.sections[0].heading,
    );
    expect(hrefs()).toContain("/hi/grievance");
    expect(document.body.textContent).toContain("45 दिन बाद");
    expect(document.body.textContent).not.toMatch(/\{\w+\}/);
  });

  it("in English has no translation notice and links the English grievance form", async () => {
    ({ unmount } = await page("en", "/terms-and-conditions", Terms));
    expect(h1()).toBe("Terms & Conditions");
    expect(document.querySelector(".legal-updated")?.textContent).toBe("Last updated: September 2025");
    expect(document.querySelector('a[hreflang="en-IN"]')).toBeNull();
    expect(hrefs()).toContain("/grievance");
    expect(document.body.textContent).not.toMatch(/\{\w+\}/);
  });

  it("names itself in the page's language to search engines", () => {
    const hindi = metaOf(privacyMeta, "hi");
    expect(titleOf(hindi)).toBe("Grahavani - गोपनीयता नीति");
    expect(descriptionOf(hindi)).toBe(legalDocument("privacy-policy", "hi").metaDescription);
    expect(titleOf(metaOf(privacyMeta, "en"))).toBe("Grahavani - Privacy Policy");
  });
});

describe("the about page", () => {
  it("in Hindi fills in the brand and links the Hindi FAQ", async () => {
    ({ unmount } = await page("hi", "/about", About));
    expect(h1()).toBe("हमारे बारे में");
    expect(document.querySelector(".lead")?.textContent).toMatch(/^Grahavani भरोसेमंद ज्योतिष/);
    const faq = document.querySelector('a[href="/hi/faq"]');
    expect(faq?.textContent).toBe("अक्सर पूछे जाने वाले प्रश्न पढ़ें");
    expect(titleOf(metaOf(aboutMeta, "hi"))).toBe("Grahavani - हमारे बारे में");
  });
});

describe("the FAQ page", () => {
  it("in Hindi shows its questions, the words around them and links in Hindi, and tells search engines the language", async () => {
    const items = faqPageItemsIn("hi").map(({ question, answer }) => ({ question, answer }));
    ({ unmount } = await page("hi", "/faq", Faq, { items }));
    expect(h1()).toBe("अक्सर पूछे जाने वाले प्रश्न");
    expect(document.querySelector(".accordion-question")?.textContent).toBe(items[0].question);
    const more = document.querySelector(".faq-more");
    expect(more?.textContent).toBe("अब भी कोई सवाल है? हमें help@example.in पर लिखें, या हमारे बारे में और जानें और हमारे नियम और शर्तें पढ़ें।");
    expect(hrefs()).toEqual(expect.arrayContaining(["mailto:help@example.in", "/hi/about", "/hi/terms-and-conditions"]));
    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}");
    expect(data).toMatchObject({ "@type": "FAQPage", inLanguage: "hi-IN" });
    expect(data.mainEntity[0].name).toBe(items[0].question);
    expect(titleOf(metaOf(faqMeta, "hi"))).toBe("Grahavani - अक्सर पूछे जाने वाले प्रश्न");
  });
});

describe("the FAQ page in English", () => {
  it("says what it said before", async () => {
    const items = faqPageItemsIn("en").map(({ question, answer }) => ({ question, answer }));
    ({ unmount } = await page("en", "/faq", Faq, { items }));
    expect(h1()).toBe("Frequently Asked Questions");
    expect(document.querySelector(".faq-more")?.textContent).toBe(
      "Still have a question? Write to us at help@example.in, or read more about us and our Terms & Conditions.",
    );
    expect(hrefs()).toEqual(expect.arrayContaining(["/about", "/terms-and-conditions"]));
    expect(titleOf(metaOf(faqMeta, "en"))).toBe("Grahavani - Frequently Asked Questions");
  });
});

describe("the app download page", () => {
  it("in Hindi speaks Hindi to a customer", async () => {
    ({ unmount } = await page("hi", "/app-download", AppDownload, { astrologer: null, partnerAppUrl: null }));
    expect(h1()).toBe("Grahavani ऐप में ज्योतिषी से बात करें");
    expect(document.querySelector("#why-app")?.textContent).toBe("ऐप क्यों इस्तेमाल करें");
    expect(titleOf(metaOf(appDownloadMeta, "hi"))).toBe("Grahavani - ज्योतिषियों से चैट और कॉल के लिए ऐप डाउनलोड करें");
  });

  it("in Hindi tells an astrologer where their application stands, with links in Hindi", async () => {
    const astrologer = { name: "Asha", stage: "incomplete", bankDetailsSaved: false, rejectionReason: null, mayReapply: false };
    ({ unmount } = await page("hi", "/app-download", AppDownload, { astrologer, partnerAppUrl: "https://example.in/partner" }));
    expect(h1()).toBe("Grahavani पार्टनर ऐप");
    expect(document.querySelector(".application-state h2")?.textContent).toBe("आपका आवेदन अभी पूरा नहीं हुआ है।");
    expect(document.querySelector('a[href="/hi/bank-details"]')?.textContent).toBe("अपना बैंक विवरण दें");
    expect(hrefs()).toEqual(expect.arrayContaining(["/hi/astrologer-status", "/hi/my-data"]));
  });

  it("in English says what it said before", async () => {
    ({ unmount } = await page("en", "/app-download", AppDownload, { astrologer: null, partnerAppUrl: null }));
    expect(h1()).toBe("Talk to an astrologer in the Grahavani app");
  });
});
