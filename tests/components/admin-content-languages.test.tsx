// @vitest-environment happy-dom
import { json } from "@remix-run/node";
import { createRemixStub } from "@remix-run/testing";
import i18next from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import type { ComponentType } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";

import { YearlyHoroscopePage } from "~/components/YearlyHoroscopePage";
import { signFromSlug, signNeighbours } from "~/domain/horoscope";
import { type Language } from "~/domain/language";
import { valuesToSections } from "~/domain/yearly-admin";
import { InLanguage } from "~/features/admin/InLanguage";
import BlogUpload from "~/features/admin/pages/blogupload";
import FaqManager from "~/features/admin/pages/faqmanager";
import YearlyAdmin from "~/features/admin/pages/yearly._index";
import YearlySignEditor from "~/features/admin/pages/yearly.$year.$sign";
import { en } from "~/locales/en";
import { hi } from "~/locales/hi";
import { i18nConfig, type Namespace } from "~/locales/i18n";

import { byLabel, render, settle } from "./dom";

// The admin screens in English choosing and showing the edition a text is written for: each form's
// Language starts on the edition shown, each list shows one edition and says which, and a Hindi
// yearly text is previewed as the Hindi page shows it.

const SIGN_VALUES: Record<string, string> = {
  intro: "एक स्थिर वर्ष।",
  love: "धैर्य।",
  career: "प्रगति।",
  health: "विश्राम।",
  remedy1: "तुलसी को जल दें।",
  remedy2: "पक्षियों को दाना डालें।",
  remedy3: "रोज़ जप करें।",
  metaDescription: "मेष 2031: स्थिर काम, प्रेम में धैर्य और काम में प्रगति का वर्ष, और उपाय जो मदद करते हैं।",
  keywords: "",
};
for (const n of [1, 2, 3, 4, 5]) {
  SIGN_VALUES[`faq${n}Question`] = `प्रश्न ${n}?`;
  SIGN_VALUES[`faq${n}Answer`] = `उत्तर ${n}।`;
}

function page(Component: ComponentType, path: string, url: string, loaderData: unknown, actionData?: unknown) {
  const Stub = createRemixStub([{ id: "page", path, Component, loader: () => json(loaderData), action: () => null }]);
  return render(
    <Stub
      initialEntries={[url]}
      hydrationData={{ loaderData: { page: loaderData }, ...(actionData ? { actionData: { page: actionData } } : {}) }}
    />,
  );
}

const selected = (select: HTMLSelectElement) => select.options[select.selectedIndex]?.textContent;
const optionsOf = (select: HTMLSelectElement) => Array.from(select.options).map((option) => [option.value, option.textContent]);
const currentTab = (name: string) => document.querySelector(`nav[aria-label="${name}"] [aria-current="page"]`)?.textContent;

let unmount = () => {};
afterEach(() => unmount());

describe("choosing the language", () => {
  it("the blog upload offers English and Hindi, English chosen", async () => {
    ({ unmount } = await page(BlogUpload, "/admin/blogupload", "/admin/blogupload", { today: "2031-06-15", uploaded: null, kept: null }));
    const language = byLabel<HTMLSelectElement>("Language");
    expect(optionsOf(language)).toEqual([
      ["en", "English"],
      ["hi", "Hindi"],
    ]);
    expect(language.value).toBe("en");
  });

  it("the blog upload's receipt names a Hindi post's language and its Hindi addresses", async () => {
    const uploaded = {
      slug: "shani-gochar",
      language: "hi",
      mainHeading: "शनि का गोचर",
      scheduleDate: "2031-06-01",
      images: [],
      skipped: [],
    };
    ({ unmount } = await page(BlogUpload, "/admin/blogupload", "/admin/blogupload", { today: "2031-06-15", uploaded, kept: null }));
    const receipt = document.querySelector(".upload-receipt")!;
    expect(receipt.textContent).toContain("Language: Hindi");
    expect(receipt.querySelector("a")?.getAttribute("href")).toBe("/hi/blogs/shani-gochar");
    expect(receipt.textContent).toContain("It is listed on /hi/blogs now.");
  });

  it("the FAQ manager shows the Hindi questions with their language, and its add form starts in Hindi", async () => {
    const faqs = [{ id: 7, question: "क्या पहली बातचीत मुफ़्त है?", answer: "हाँ।", language: "hi" }];
    ({ unmount } = await page(FaqManager, "/admin/faqmanager", "/admin/faqmanager?language=hi", { language: "hi", faqs, contact: null }));
    expect(currentTab("Questions in")).toBe("Hindi");
    const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('nav[aria-label="Questions in"] a'));
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/admin/faqmanager", "/admin/faqmanager?language=hi"]);
    const item = document.querySelector(".faq-admin-item summary")!;
    expect(item.textContent).toContain("Hindi");
    expect(selected(byLabel<HTMLSelectElement>("Language", document.getElementById("faq-7")!))).toBe("Hindi");
    expect(selected(byLabel<HTMLSelectElement>("Language", document.getElementById("faq-add")!))).toBe("Hindi");
    // The edits post to the list shown, so the answer comes back to it.
    expect(document.getElementById("faq-add")?.getAttribute("action")).toBe("/admin/faqmanager?language=hi");
  });

  it("the yearly list shows one edition's years, linked in that edition, and starts a year in it", async () => {
    const years = [{ year: 2031, written: 12, demo: 0, published: "1 Jan 2031" }];
    ({ unmount } = await page(YearlyAdmin, "/admin/yearly", "/admin/yearly?language=hi", { language: "hi", years, suggestion: "2032" }));
    expect(currentTab("Years of the edition")).toBe("Hindi");
    const open = document.querySelector<HTMLAnchorElement>('a[aria-label="Open 2031 (Hindi)"]');
    expect(open?.getAttribute("href")).toBe("/admin/yearly/2031?language=hi");
    expect(byLabel<HTMLSelectElement>("Language").value).toBe("hi");
  });
});

describe("previewing a Hindi yearly text", () => {
  const sections = valuesToSections(SIGN_VALUES);

  it("shows the public page in Hindi inside the English editor", async () => {
    const loaderData = {
      year: 2031,
      language: "hi",
      sign: { name: "Aries", slug: "aries", yearlySlug: "aries" },
      published: false,
      demo: false,
      values: SIGN_VALUES,
    };
    ({ unmount } = await page(YearlySignEditor, "/admin/yearly/:year/:sign", "/admin/yearly/2031/aries?language=hi", loaderData, {
      preview: sections,
      repopulateFields: SIGN_VALUES,
    }));
    await settle();
    expect(document.querySelector("main h1, h1")?.textContent).toBe("Aries 2031 (Hindi)");
    const preview = document.querySelector<HTMLElement>(".admin-preview")!;
    expect(preview.querySelector("h2")?.textContent).toBe("Preview (not saved)");
    expect(preview.querySelector('[lang="hi-IN"] h1')?.textContent).toBe("मेष वार्षिक राशिफल 2031");
    expect(preview.textContent).toContain("प्रेम और संबंध");
    expect(byLabel<HTMLTextAreaElement>("Introduction").value).toBe("एक स्थिर वर्ष।");
  });

  it("in a browser that holds only the English texts, loads the Hindi ones first, and leaves the page's language English", async () => {
    const loaded: string[] = [];
    const resources = { en, hi } as Record<Language, Record<Namespace, unknown>>;
    const browser = i18next.createInstance();
    await browser
      .use(
        resourcesToBackend(async (language: Language, namespace: Namespace) => {
          loaded.push(`${language}/${namespace}`);
          await new Promise((resolve) => setTimeout(resolve, 10));
          return resources[language][namespace];
        }),
      )
      .init({
        ...i18nConfig,
        lng: "en",
        resources: { en: { common: en.common, horoscope: en.horoscope } },
        partialBundledLanguages: true,
        ns: ["common", "horoscope"],
        react: { useSuspense: true },
      });
    const aries = signFromSlug("aries")!;
    function Preview() {
      return (
        <I18nextProvider i18n={browser}>
          <InLanguage language="hi" fallback={<p className="waiting">Preparing preview...</p>}>
            <YearlyHoroscopePage
              year={2031}
              signSlug="aries"
              sections={sections}
              {...signNeighbours(aries)}
              otherYears={[]}
              dated
              preview
            />
          </InLanguage>
        </I18nextProvider>
      );
    }
    const Stub = createRemixStub([{ path: "/", Component: Preview }]);
    ({ unmount } = await render(<Stub />));
    for (let i = 0; i < 10 && !document.querySelector("article h1"); i++) await settle();
    expect(document.querySelector("article h1")?.textContent).toBe("मेष वार्षिक राशिफल 2031");
    expect(document.querySelector(".waiting")).toBeNull();
    expect(loaded).toEqual(expect.arrayContaining(["hi/common", "hi/horoscope"]));
    expect(browser.language).toBe("en");
  });
});
