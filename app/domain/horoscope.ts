// The twelve signs, their URL codes and slugs, day handling and the daily page's
// words (spec public-and-customer §2 "Daily horoscope", §3 "Signs", §8 "Horoscope").
import { addDays, isIsoDate } from "~/clock/india-clock";

import type { Language } from "./language";

/** The signs' slugs, as the daily pages write them and the texts name them (common's `signs`). */
export type SignSlug =
  "aries" | "taurus" | "gemini" | "cancer" | "leo" | "virgo" | "libra" | "scorpio" | "sagittarius" | "capricorn" | "aquarius" | "pisces";

export type Sign = {
  name: string;
  /** slug of the daily pages: the sign's name in lowercase */
  slug: SignSlug;
  /** slug of the yearly pages; the site spells Taurus 'tauras' there */
  yearlySlug: string;
  /** three-letter code of the /daily-horoscope{code} links */
  code: string;
};

export const SIGNS: readonly Sign[] = [
  { name: "Aries", slug: "aries", yearlySlug: "aries", code: "ari" },
  { name: "Taurus", slug: "taurus", yearlySlug: "tauras", code: "tau" },
  { name: "Gemini", slug: "gemini", yearlySlug: "gemini", code: "gem" },
  { name: "Cancer", slug: "cancer", yearlySlug: "cancer", code: "can" },
  { name: "Leo", slug: "leo", yearlySlug: "leo", code: "leo" },
  { name: "Virgo", slug: "virgo", yearlySlug: "virgo", code: "vir" },
  { name: "Libra", slug: "libra", yearlySlug: "libra", code: "lib" },
  { name: "Scorpio", slug: "scorpio", yearlySlug: "scorpio", code: "sco" },
  { name: "Sagittarius", slug: "sagittarius", yearlySlug: "sagittarius", code: "sag" },
  { name: "Capricorn", slug: "capricorn", yearlySlug: "capricorn", code: "cap" },
  { name: "Aquarius", slug: "aquarius", yearlySlug: "aquarius", code: "aqa" },
  { name: "Pisces", slug: "pisces", yearlySlug: "pisces", code: "pis" },
];

export function signFromCode(code: string): Sign | null {
  return SIGNS.find((s) => s.code === code.toLowerCase()) ?? null;
}

/** Matches a daily-page sign case-insensitively; 'tauras' (the yearly spelling) is Taurus too. */
export function signFromSlug(slug: string): Sign | null {
  const wanted = slug.toLowerCase();
  return SIGNS.find((s) => s.slug === wanted || s.yearlySlug === wanted) ?? null;
}

export function signFromYearlySlug(slug: string): Sign | null {
  return SIGNS.find((s) => s.yearlySlug === slug.toLowerCase()) ?? null;
}

/** A sign and its neighbours in zodiac order (Aries has no previous sign, Pisces no next). */
export function signNeighbours(sign: Sign) {
  const index = SIGNS.indexOf(sign);
  const pick = (other: Sign | undefined) => (other ? { slug: other.slug, yearlySlug: other.yearlySlug } : null);
  return { previous: pick(SIGNS[index - 1]), next: pick(SIGNS[index + 1]) };
}

/** Spec: "normalised to a capital first letter and lowercase rest". */
export function normaliseSignName(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();
}

export const RELATIVE_DAYS = { yesterday: -1, today: 0, tomorrow: 1 } as const;
export type RelativeDay = keyof typeof RELATIVE_DAYS;

/** Own keys only: `in` would take 'constructor' or 'toString' from a URL for a day. */
export function isRelativeDay(value: string): value is RelativeDay {
  return Object.prototype.hasOwnProperty.call(RELATIVE_DAYS, value);
}

export type ResolvedDay = { date: string; relative: RelativeDay | null };

/** 'yesterday' | 'today' | 'tomorrow' relative to India's today, or a dated 'YYYY-MM-DD'. */
export function resolveDay(day: string, indiaToday: string): ResolvedDay | null {
  const lower = day.toLowerCase();
  if (isRelativeDay(lower)) return { date: addDays(indiaToday, RELATIVE_DAYS[lower]), relative: lower };
  return isIsoDate(day) ? { date: day, relative: null } : null;
}

/** Prediction dates arrive as 'YYYY-MM-DD' or the old service's yyyymmdd; shown DD-MM-YYYY. */
export function formatPredictionDate(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === "") return "N/A";
  const text = String(value);
  const match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(text);
  if (!match || !isIsoDate(`${match[1]}-${match[2]}-${match[3]}`)) return "N/A";
  return `${match[3]}-${match[2]}-${match[1]}`;
}

export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

// Sun-sign seasons by [month, day] of their first day, in calendar order from Capricorn's tail.
const SEASON_STARTS: Array<[number, number, string]> = [
  [1, 20, "aquarius"],
  [2, 19, "pisces"],
  [3, 21, "aries"],
  [4, 20, "taurus"],
  [5, 21, "gemini"],
  [6, 21, "cancer"],
  [7, 23, "leo"],
  [8, 23, "virgo"],
  [9, 23, "libra"],
  [10, 23, "scorpio"],
  [11, 22, "sagittarius"],
  [12, 22, "capricorn"],
];

/** The sign whose season a date falls in (the home widget features it). */
export function sunSignOn(isoDate: string): Sign {
  const month = Number(isoDate.slice(5, 7));
  const day = Number(isoDate.slice(8, 10));
  let slug = "capricorn";
  for (const [m, d, s] of SEASON_STARTS) if (month > m || (month === m && day >= d)) slug = s;
  return signFromSlug(slug)!;
}

/** How the predictions' table names each edition's language (the upload form's values). */
export const PREDICTION_LANGUAGES = { en: "english", hi: "hindi" } as const satisfies Record<Language, string>;

/** Canonical paths of the daily pages. */
export function dailyPath(day: string, sign: Sign): string {
  // The day may come from a query string as typed: encoded, a Location header stays ASCII.
  return `/daily-horoscope/${encodeURIComponent(day)}/${sign.slug}`;
}

/**
 * The daily page's heading: the sign picker and the day links lead to it, so the new text is in
 * view on a phone, where they sit below it.
 */
export const DAILY_TEXT_ANCHOR = "daily-title";
