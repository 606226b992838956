import { describe, expect, it } from "vitest";

import type { YearlyHoroscope } from "~/domain/yearly-horoscope";
import { demoYearlyHoroscopes } from "~/infra/seed/demo-yearly-horoscopes.server";

const SLUGS = ["aries", "tauras", "gemini", "cancer", "leo", "virgo", "libra", "scorpio", "sagittarius", "capricorn", "aquarius", "pisces"];
const NAMES = ["Aries", "Taurus", "Gemini", "Cancer", "Leo", "Virgo", "Libra", "Scorpio", "Sagittarius", "Capricorn", "Aquarius", "Pisces"];
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

function allText(sign: YearlyHoroscope): string[] {
  return [
    sign.signSlug,
    sign.heading,
    ...paragraphs(sign),
    ...sign.faqs.map((f) => f.question),
    ...(sign.extraSections ?? []).map((s) => s.title),
    sign.metaDescription,
    sign.keywords,
  ];
}

describe.each(YEARS)("demo yearly horoscopes for %i", (year) => {
  const signs = demoYearlyHoroscopes(year);

  it("has twelve signs in zodiac order with the site's slugs", () => {
    expect(signs.map((s) => s.signSlug)).toEqual(SLUGS);
  });

  it("names the sign and the year in every heading, with Taurus under the slug tauras", () => {
    expect(signs.map((s) => s.heading)).toEqual(NAMES.map((name) => `${name} Yearly Horoscope ${year}`));
  });

  it.each(SLUGS.map((slug, i) => [slug, NAMES[i]]))("%s has the specified sections", (slug, name) => {
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
    expect(sign.health.join(" ")).toMatch(/doctor/);
    expect(sign.career.join(" ")).toMatch(/qualified/);
    expect(sign.metaDescription).toContain(name);
    expect(sign.metaDescription).toContain(String(year));
    expect(sign.metaDescription.length).toBeGreaterThanOrEqual(100);
    expect(sign.metaDescription.length).toBeLessThanOrEqual(170);
    expect(sign.keywords).toContain(`${name.toLowerCase()} horoscope ${year}`);
    expect(sign.keywords.split(", ").every((k) => k.trim().length > 0)).toBe(true);
  });

  it("gives Aries alone the extra Love, Career and Family sections", () => {
    const [aries, ...others] = signs;
    expect(aries.extraSections?.map((s) => s.title)).toEqual(["Love", "Career", "Family"]);
    for (const section of aries.extraSections ?? []) {
      expect(section.paragraphs.length).toBeGreaterThanOrEqual(1);
      expect(section.paragraphs.length).toBeLessThanOrEqual(2);
    }
    for (const sign of others) expect(sign.extraSections, sign.signSlug).toBeUndefined();
  });

  it("never repeats a paragraph, within a sign or across signs", () => {
    const seen = new Map<string, string>();
    for (const sign of signs) {
      for (const p of paragraphs(sign)) {
        const key = p.trim().toLowerCase();
        expect(seen.get(key), `"${p.slice(0, 60)}..." in ${sign.signSlug}`).toBeUndefined();
        seen.set(key, sign.signSlug);
      }
    }
  });

  it("has non-empty texts without 2025, placeholders or control characters", () => {
    for (const sign of signs) {
      for (const text of allText(sign)) {
        expect(text.trim().length, sign.signSlug).toBeGreaterThan(0);
        expect(text, sign.signSlug).not.toContain("2025");
        expect(text, sign.signSlug).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b|placeholder|\bundefined\b|\bNaN\b|\{|\}|<\/?[a-z]/i);
        // eslint-disable-next-line no-control-regex
        expect(text, sign.signSlug).not.toMatch(/[\u0000-\u001f\u007f]/);
      }
    }
  });
});

describe("demo yearly horoscopes across years", () => {
  it("gives every sign a different intro in 2026 and 2027", () => {
    const [a, b] = YEARS.map((year) => demoYearlyHoroscopes(year));
    const intros2026 = new Set(a.flatMap((s) => s.intro));
    for (let i = 0; i < SLUGS.length; i++) {
      expect(a[i].intro.join("\n")).not.toBe(b[i].intro.join("\n"));
      for (const p of b[i].intro) expect(intros2026.has(p), p.slice(0, 60)).toBe(false);
    }
  });

  it("is deterministic", () => {
    expect(demoYearlyHoroscopes(2026)).toEqual(demoYearlyHoroscopes(2026));
  });

  it("rejects a year that is not a whole four-digit number", () => {
    expect(() => demoYearlyHoroscopes(2026.5)).toThrow();
    expect(() => demoYearlyHoroscopes(Number.NaN)).toThrow();
  });
});
