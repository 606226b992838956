import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { sectionsToValues } from "~/domain/yearly-admin";
import { sectionsOf, type YearlyHoroscope } from "~/domain/yearly-horoscope";
import { yearlySignValidator } from "~/forms/yearly-admin";
import { demoYearlyHoroscopes } from "~/infra/seed/demo-yearly-horoscopes.server";
import { yearly2025 } from "~/infra/seed/yearly-horoscopes-2025.server";
import { dailyHoroscopeFaq } from "~/locales/content/daily-horoscope-faq";

import { validate } from "../support/validate";

const SLUGS = ["aries", "tauras", "gemini", "cancer", "leo", "virgo", "libra", "scorpio", "sagittarius", "capricorn", "aquarius", "pisces"];

const IMAGE_NAMES = SLUGS.map((s) => (s === "tauras" ? "taurus" : s));

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

function allText(sign: YearlyHoroscope): string[] {
  return [
    ...sign.intro,
    ...sign.love,
    ...sign.career,
    ...sign.health,
    ...sign.remedies,
    ...sign.faqs.flatMap((f) => [f.question, f.answer]),
    ...(sign.extraSections ?? []).flatMap((s) => [s.title, ...s.paragraphs]),
  ];
}

const year = yearly2025;

function getYearlyHoroscope(slug: string): YearlyHoroscope | null {
  return year.signs.find((s) => s.signSlug === slug) ?? null;
}

describe("the spec's 2025 yearly horoscopes (seed data)", () => {
  it("is for 2025", () => {
    expect(year.year).toBe(2025);
  });

  it("has twelve signs in zodiac order with the site's slugs", () => {
    expect(year.signs.map((s) => s.signSlug)).toEqual(SLUGS);
  });

  it.each(SLUGS)("%s has complete, substantive sections", (slug) => {
    const sign = getYearlyHoroscope(slug);
    expect(sign).not.toBeNull();
    if (!sign) return;
    expect(sign.heading).toMatch(/Yearly Horoscope 2025$/);
    expect(sign.intro.length).toBeGreaterThanOrEqual(2);
    expect(sign.intro.length).toBeLessThanOrEqual(3);
    expect(sign.love).toHaveLength(2);
    expect(sign.career).toHaveLength(2);
    expect(sign.health.length).toBeGreaterThanOrEqual(1);
    expect(sign.health.length).toBeLessThanOrEqual(2);
    expect(sign.remedies).toHaveLength(3);
    expect(sign.faqs).toHaveLength(5);
    for (const text of allText(sign)) {
      expect(text.trim().length).toBeGreaterThan(0);
      expect(text).not.toMatch(/lorem|ipsum|TODO|TBD|placeholder|<\/?[a-z]/i);
    }
    for (const faq of sign.faqs) {
      expect(faq.question.trim()).toMatch(/\?$/);
      expect(faq.answer.trim().length).toBeGreaterThan(20);
    }
    expect(allText(sign).reduce((n, t) => n + words(t), 0)).toBeGreaterThanOrEqual(250);
    expect(sign.metaDescription.length).toBeGreaterThan(100);
    expect(sign.metaDescription.length).toBeLessThanOrEqual(160);
    expect(sign.keywords.trim().length).toBeGreaterThan(0);
  });

  it("gives the Taurus page the heading Taurus under the slug tauras", () => {
    expect(getYearlyHoroscope("tauras")?.heading).toBe("Taurus Yearly Horoscope 2025");
  });

  it("never repeats a paragraph across signs", () => {
    const seen = new Map<string, string>();
    for (const sign of year.signs) {
      for (const p of [...sign.intro, ...sign.love, ...sign.career, ...sign.health, ...sign.remedies]) {
        const key = p.trim().toLowerCase();
        expect(seen.get(key), `"${p.slice(0, 60)}..." in ${sign.signSlug}`).toBeUndefined();
        seen.set(key, sign.signSlug);
      }
    }
  });

  it("gives no two signs the same intro paragraph", () => {
    const intros = year.signs.flatMap((s) => s.intro.map((p) => p.trim()));
    expect(new Set(intros).size).toBe(intros.length);
  });

  it("gives Aries extra Love, Career and Family sections and no other sign any", () => {
    const aries = getYearlyHoroscope("aries");
    expect(aries?.extraSections?.map((s) => s.title)).toEqual(["Love", "Career", "Family"]);
    for (const section of aries?.extraSections ?? []) {
      expect(section.paragraphs.length).toBeGreaterThanOrEqual(1);
      for (const p of section.paragraphs) expect(p.trim().length).toBeGreaterThan(0);
    }
    for (const sign of year.signs.filter((s) => s.signSlug !== "aries")) {
      expect(sign.extraSections).toBeUndefined();
    }
  });

  it.each([...year.signs, ...demoYearlyHoroscopes(2026), ...demoYearlyHoroscopes(2027)].map((sign, index) => [index, sign] as const))(
    "text %i passes the admin form unchanged, so an administrator can edit it",
    async (_index, sign) => {
      const checked = await validate(yearlySignValidator, sectionsToValues(sectionsOf(sign)));
      expect(checked.fieldErrors).toBeUndefined();
      expect(checked.data).toEqual(sectionsOf(sign));
    },
  );
});

describe("daily horoscope FAQ", () => {
  it.each(["en", "hi"] as const)("has exactly ten distinct, answered questions (%s)", (language) => {
    const faqs = dailyHoroscopeFaq(language);
    expect(faqs).toHaveLength(10);
    expect(new Set(faqs.map((f) => f.question)).size).toBe(10);
    for (const faq of faqs) {
      expect(faq.question.trim()).toMatch(/\?$/);
      expect(faq.answer.trim().length).toBeGreaterThan(20);
    }
  });
});

describe("sign images", () => {
  it.each(IMAGE_NAMES)("%s.svg is a small, self-contained SVG", (name) => {
    const file = path.resolve(__dirname, "../../public/images/signs", `${name}.svg`);
    const svg = fs.readFileSync(file, "utf8");
    expect(Buffer.byteLength(svg)).toBeLessThan(1536);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain('viewBox="0 0 96 96"');
    expect(svg).toContain(`<title>${name[0].toUpperCase()}${name.slice(1)}</title>`);
    expect(svg).toMatch(/<path /);
    expect(svg).not.toMatch(/<script|<text|href=|url\(/i);
  });
});
