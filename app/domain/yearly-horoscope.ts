// Yearly horoscope content (spec public-and-customer §2 "Yearly horoscope"): one sign's text for
// one year. Years are data, not code, stored by year, sign and language; the seed files under
// infra/seed give 2025 to 2027 and administrators write the rest at /admin/yearly.

import { indiaToday } from "~/clock/india-clock";

export type YearlyHoroscope = {
  /** URL slug: 'aries', 'tauras' (sic, the site's URL spelling for Taurus), 'gemini', ... */
  signSlug: string;
  /** e.g. "Aries Yearly Horoscope 2025" */
  heading: string;
  /** 2-3 paragraphs */
  intro: string[];
  /** "Love and Relationships" paragraphs (2) */
  love: string[];
  /** "Career and Finances" paragraphs (2) */
  career: string[];
  /** "Health & Wellness" paragraphs (1-2) */
  health: string[];
  /** Exactly three "Astrological Remedies" items */
  remedies: [string, string, string];
  /** Exactly five */
  faqs: { question: string; answer: string }[];
  /** Aries only: "Love", "Career" and "Family" sections */
  extraSections?: { title: string; paragraphs: string[] }[];
  /** ~150 characters */
  metaDescription: string;
  keywords: string;
};

/** A year of texts for the twelve signs, as the seed files give it. */
export type YearlyHoroscopeYear = { year: number; signs: YearlyHoroscope[] };

/** What is stored for one sign, year and language: the sections; the heading follows from them. */
export type YearlySections = Omit<YearlyHoroscope, "signSlug" | "heading">;

/** The languages a year can be written in: English now, Hindi ready (the pages show English). */
export const YEARLY_LANGUAGES = ["en", "hi"] as const;
export type YearlyLanguage = (typeof YEARLY_LANGUAGES)[number];

/** The years an address may name; a year outside them is no page. */
export const FIRST_CONTENT_YEAR = 2000;
export const LAST_CONTENT_YEAR = 2999;

/** A year written in an address ('2026'), or null for anything else. */
export function parseContentYear(value: string | undefined): number | null {
  if (!value || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= FIRST_CONTENT_YEAR && year <= LAST_CONTENT_YEAR ? year : null;
}

/** The year it is in India at `now`. */
export function indiaYear(now: Date): number {
  return Number(indiaToday(now).slice(0, 4));
}

/**
 * The year /yearly-horoscope/{sign} shows: the current year in India when it is published, else
 * the latest published year; null when no year is published.
 */
export function chooseYearlyYear(publishedYears: readonly number[], now: Date): number | null {
  const current = indiaYear(now);
  if (publishedYears.includes(current)) return current;
  return publishedYears.length > 0 ? Math.max(...publishedYears) : null;
}

/** The permanent address of one sign's text for one year. */
export function yearlyPath(year: number, yearlySlug: string): string {
  return `/yearly-horoscope/${year}/${yearlySlug}`;
}

/** The sections of a seed file's entry, as stored. */
export function sectionsOf({ signSlug: _slug, heading: _heading, ...sections }: YearlyHoroscope): YearlySections {
  return sections;
}
