import { describe, expect, it } from "vitest";

import { monthName } from "~/domain/india-date";
import { slugify } from "~/domain/slug";
import { fillPlaceholders, type PlaceholderValues } from "~/features/site/LegalDocumentView";
import { aboutPage, aboutPageIn } from "~/locales/content/about";
import { dailyHoroscopeFaq, dailyHoroscopeFaqItems } from "~/locales/content/daily-horoscope-faq";
import { faqPageItems, faqPageItemsIn } from "~/locales/content/faq-page";
import { englishPathOf, legalDocument, legalDocuments } from "~/locales/content/legal/documents";
import { privacyNotice } from "~/locales/content/legal/privacy-notice";
import { privacyPolicy } from "~/locales/content/legal/privacy-policy";
import { refundPolicy } from "~/locales/content/legal/refund-policy";
import { termsAndConditions } from "~/locales/content/legal/terms";
import type { LegalDocument, LegalSlug } from "~/locales/content/legal/types";

// The Hindi edition's static copy (app/locales/content/**/hi): the type holds each translation to its
// English document's shape; these tests hold it to being a translation, every text its own,
// with the same placeholders and figures, and each legal one deferring to the English text.

const SLUGS = Object.keys(legalDocuments) as LegalSlug[];

/** A document's texts by where they sit: "sections.2.blocks.1.items.0" → text. `kind` and `slug` are not texts. */
function texts(value: unknown, at = ""): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === "string") found.set(at, value);
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (key === "kind" || key === "slug") continue;
      for (const [where, text] of texts(inner, at ? `${at}.${key}` : key)) found.set(where, text);
    }
  }
  return found;
}

const PLACEHOLDER = /\{\w+\}/g;
const placeholdersOf = (text: string) => (text.match(PLACEHOLDER) ?? []).sort();
/** The figures a text states (days, rupees, years, per cent), in order of size. */
const figuresOf = (text: string) => (text.match(/\d+/g) ?? []).map(Number).sort((a, b) => a - b);
/** A text that is nothing but placeholders and punctuation: the same in every language. */
const onlyPlaceholders = (text: string) => text.replace(PLACEHOLDER, "").replace(/[\s\p{P}]/gu, "") === "";
const DEVANAGARI = /[\u0900-\u097F]/;

const pairs: [name: string, english: unknown, hindi: unknown][] = [
  ...SLUGS.map((slug): [string, unknown, unknown] => [slug, legalDocument(slug, "en"), legalDocument(slug, "hi")]),
  ["about", aboutPage, aboutPageIn("hi")],
  ["faq page", faqPageItems, faqPageItemsIn("hi")],
  ["daily horoscope faq", dailyHoroscopeFaqItems, dailyHoroscopeFaq("hi")],
];

describe("Hindi static copy", () => {
  it.each(pairs)("%s has the English one's shape, every text in Hindi and its own", (_name, english, hindi) => {
    const en = texts(english);
    const hi = texts(hindi);
    expect([...hi.keys()]).toEqual([...en.keys()]);
    for (const [where, text] of hi) {
      const original = en.get(where)!;
      expect(text.trim(), where).not.toBe("");
      if (onlyPlaceholders(original)) continue;
      expect(text, `${where} is the English text`).not.toBe(original);
      expect(text, `${where} has no Hindi`).toMatch(DEVANAGARI);
    }
  });

  it.each(pairs)("%s keeps every placeholder and every figure of the English text", (_name, english, hindi) => {
    const en = texts(english);
    for (const [where, text] of texts(hindi)) {
      const original = en.get(where)!;
      // A translation's intro adds one: the link to the English text it defers to.
      const own = placeholdersOf(text).filter((p) => !(where === "intro" && p === "{englishVersion}"));
      expect(own, `${where}: placeholders`).toEqual(placeholdersOf(original));
      expect(figuresOf(text), `${where}: figures`).toEqual(figuresOf(original));
    }
  });

  it("keeps the English pages' addresses and the slugs", () => {
    for (const slug of SLUGS) {
      expect(legalDocument(slug, "en").slug).toBe(slug);
      expect(legalDocument(slug, "hi").slug).toBe(slug);
      expect(englishPathOf(slug)).toBe(`/${slug}`);
    }
    expect(legalDocument("privacy-policy", "en")).toBe(privacyPolicy);
    expect(legalDocument("refund-policy", "en")).toBe(refundPolicy);
    expect(legalDocument("terms-and-conditions", "en")).toBe(termsAndConditions);
    expect(legalDocument("privacy-notice", "en")).toBe(privacyNotice);
    expect(aboutPageIn("en")).toBe(aboutPage);
    expect(faqPageItemsIn("en")).toBe(faqPageItems);
    expect(dailyHoroscopeFaq("en")).toBe(dailyHoroscopeFaqItems);
  });
});

describe("Hindi legal documents", () => {
  const hindi = SLUGS.map((slug): [LegalSlug, LegalDocument] => [slug, legalDocument(slug, "hi")]);

  it.each(hindi)("%s opens by saying it is a translation and the English text, linked, is binding", (_slug, doc) => {
    const opening = doc.intro.split("।").slice(0, 2).join("।");
    expect(opening).toMatch(/हिंदी अनुवाद/);
    expect(opening).toMatch(/सुविधा के लिए/);
    expect(opening).toContain("{englishVersion} ही मान्य है");
    expect(opening).toMatch(/अंग्रेज़ी पाठ ही लागू होगा/);
  });

  it("the English documents are the originals: they name no English text to defer to", () => {
    for (const slug of SLUGS) expect(JSON.stringify(legalDocument(slug, "en"))).not.toContain("{englishVersion}");
  });

  it.each(hindi)("%s was last updated when the English one was, said in Hindi", (slug, doc) => {
    const english = legalDocument(slug, "en").lastUpdated;
    const inHindi = english.replace(/[A-Z][a-z]+/, (name) => {
      const month = Array.from({ length: 12 }, (_, i) => i + 1).find((m) => monthName(m, "en") === name);
      expect(month, `${name} is a month`).toBeDefined();
      return monthName(month!, "hi");
    });
    expect(doc.lastUpdated).toBe(inHindi);
  });

  it.each(hindi)("%s keeps placeholders out of its title, headings and meta description, and uses straight quotes", (_slug, doc) => {
    expect(doc.title).not.toMatch(/\{/);
    for (const section of doc.sections) expect(section.heading).not.toMatch(/\{/);
    expect(doc.metaDescription.replace("{brand}", "")).not.toMatch(/\{/);
    for (const text of texts(doc).values()) {
      expect(text).not.toMatch(/[\u2018\u2019\u201C\u201D]/);
      expect(text).not.toMatch(/grahavani/i);
    }
  });

  it("the English headings give every section an anchor, the same in both editions", () => {
    for (const slug of SLUGS) {
      const ids = legalDocument(slug, "en").sections.map((section) => slugify(section.heading));
      expect(ids.every(Boolean), slug).toBe(true);
      expect(new Set(ids).size, slug).toBe(ids.length);
    }
  });
});

describe("placeholders on a Hindi page", () => {
  const values: PlaceholderValues = {
    brand: "Grahavani",
    legalName: "Grahavani Astro Services Private Limited",
    contact: null,
    closedApplicationDays: 90,
    grievanceOfficer: null,
    grievanceFormPath: "/hi/grievance",
    englishPath: "/privacy-policy",
    words: {
      noContact: "हमारी सहायता टीम",
      grievanceOfficer: "हमारे शिकायत अधिकारी",
      grievanceForm: "हमारा शिकायत फ़ॉर्म",
      englishVersion: "अंग्रेज़ी पाठ",
    },
  };

  it("say what is not published yet in the page's words, and point to the page's own edition", () => {
    expect(fillPlaceholders("{contactEmail} पर लिखें", values)).toBe("हमारी सहायता टीम पर लिखें");
    expect(fillPlaceholders("नाम: {grievanceOfficerName}", values)).toBe("नाम: हमारे शिकायत अधिकारी");
    expect(fillPlaceholders("ऑनलाइन: {grievanceForm}", values)).toBe("ऑनलाइन: हमारा शिकायत फ़ॉर्म (/hi/grievance)");
    expect(fillPlaceholders("इसका {englishVersion} ही मान्य है", values)).toBe("इसका अंग्रेज़ी पाठ (/privacy-policy) ही मान्य है");
  });
});
