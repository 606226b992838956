import { describe, expect, it } from "vitest";

import { sectionsToValues } from "~/domain/yearly-admin";
import { sectionsOf, type YearlyHoroscope } from "~/domain/yearly-horoscope";
import { yearlySignValidator } from "~/forms/yearly-admin";
import { demoYearlyHoroscopesHi } from "~/infra/seed/demo-yearly-horoscopes-hi.server";

import { validate } from "../support/validate";

const SLUGS = ["aries", "tauras", "gemini", "cancer", "leo", "virgo", "libra", "scorpio", "sagittarius", "capricorn", "aquarius", "pisces"];
const NAMES = ["मेष", "वृषभ", "मिथुन", "कर्क", "सिंह", "कन्या", "तुला", "वृश्चिक", "धनु", "मकर", "कुंभ", "मीन"];
const YEARS = [2026, 2027];

function paragraphs(sign: YearlyHoroscope): string[] {
  return [
    ...sign.intro,
    ...sign.love,
    ...sign.career,
    ...sign.health,
    ...sign.remedies,
    ...sign.faqs.map((f) => f.answer),
    ...(sign.extraSections ?? []).flatMap((s) => s.paragraphs),
  ];
}

/** Every text a reader sees (the keywords are for search engines and carry the rashi in Latin letters too). */
function readerText(sign: YearlyHoroscope): string[] {
  return [
    sign.heading,
    ...paragraphs(sign),
    ...sign.faqs.map((f) => f.question),
    ...(sign.extraSections ?? []).map((s) => s.title),
    sign.metaDescription,
  ];
}

describe.each(YEARS)("Hindi demo yearly horoscopes for %i", (year) => {
  const signs = demoYearlyHoroscopesHi(year);

  it("has twelve signs in zodiac order with the site's slugs and Hindi headings", () => {
    expect(signs.map((s) => s.signSlug)).toEqual(SLUGS);
    expect(signs.map((s) => s.heading)).toEqual(NAMES.map((name) => `${name} वार्षिक राशिफल ${year}`));
  });

  it.each(SLUGS.map((slug, i) => [slug, NAMES[i]]))("%s has the specified sections, in Hindi", (slug, name) => {
    const sign = signs.find((s) => s.signSlug === slug)!;
    expect(sign.intro.length).toBeGreaterThanOrEqual(2);
    expect(sign.intro.length).toBeLessThanOrEqual(3);
    expect(sign.love).toHaveLength(2);
    expect(sign.career).toHaveLength(2);
    expect(sign.health.length).toBeGreaterThanOrEqual(1);
    expect(sign.health.length).toBeLessThanOrEqual(2);
    expect(sign.remedies).toHaveLength(3);
    expect(sign.faqs).toHaveLength(5);
    for (const faq of sign.faqs) {
      expect(faq.question).toContain(name);
      expect(faq.question).toContain(String(year));
      expect(faq.question.trim()).toMatch(/\?$/);
      expect(faq.answer.trim().length).toBeGreaterThan(20);
    }
    for (const text of readerText(sign)) {
      expect(text, slug).toMatch(/[\u0900-\u097F]/);
      expect(text, slug).not.toMatch(/[A-Za-z{}<>]/);
      expect(text, slug).not.toContain("2025");
      // eslint-disable-next-line no-control-regex
      expect(text, slug).not.toMatch(/[\u0000-\u001f\u007f]/);
    }
    expect(sign.health.join(" ")).toMatch(/डॉक्टर/);
    expect(sign.career.join(" ")).toMatch(/योग्य/);
    expect(sign.metaDescription).toContain(name);
    expect(sign.metaDescription).toContain(String(year));
    expect(sign.metaDescription.length).toBeGreaterThanOrEqual(100);
    expect(sign.metaDescription.length).toBeLessThanOrEqual(170);
    expect(sign.keywords.split(", ")).toContain(`${name} राशिफल ${year}`);
  });

  it("gives Aries alone the extra Love, Career and Family sections, in Hindi", () => {
    const [aries, ...others] = signs;
    expect(aries.extraSections?.map((s) => s.title)).toEqual(["प्रेम", "करियर", "परिवार"]);
    for (const sign of others) expect(sign.extraSections, sign.signSlug).toBeUndefined();
  });

  it("never repeats a paragraph, within a sign or across signs", () => {
    const seen = new Map<string, string>();
    for (const sign of signs) {
      for (const p of paragraphs(sign)) {
        expect(seen.get(p), `"${p.slice(0, 60)}..." in ${sign.signSlug}`).toBeUndefined();
        seen.set(p, sign.signSlug);
      }
    }
  });

  it.each(signs.map((sign) => [sign.signSlug, sign] as const))(
    "%s passes the admin form unchanged, so an administrator can edit it",
    async (_slug, sign) => {
      const checked = await validate(yearlySignValidator, sectionsToValues(sectionsOf(sign)));
      expect(checked.fieldErrors).toBeUndefined();
      expect(checked.data).toEqual(sectionsOf(sign));
    },
  );
});

describe("Hindi demo yearly horoscopes across years", () => {
  it("gives every sign a different intro in 2026 and 2027", () => {
    const [a, b] = YEARS.map((year) => demoYearlyHoroscopesHi(year));
    const intros2026 = new Set(a.flatMap((s) => s.intro));
    for (let i = 0; i < SLUGS.length; i++) {
      expect(a[i].intro.join("\n")).not.toBe(b[i].intro.join("\n"));
      for (const p of b[i].intro) expect(intros2026.has(p), p.slice(0, 60)).toBe(false);
    }
  });

  it("is deterministic", () => {
    expect(demoYearlyHoroscopesHi(2026)).toEqual(demoYearlyHoroscopesHi(2026));
  });

  it("rejects a year that is not a whole four-digit number", () => {
    expect(() => demoYearlyHoroscopesHi(2026.5)).toThrow();
    expect(() => demoYearlyHoroscopesHi(Number.NaN)).toThrow();
  });
});
