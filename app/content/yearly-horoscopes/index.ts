// Registry of yearly horoscope content by year. To publish a new year, add a
// module like ./2025.ts, register it here and move CURRENT_YEARLY_YEAR on.

import { yearly2025 } from "./2025";
import type { YearlyHoroscope, YearlyHoroscopeYear } from "./types";

export type { YearlyHoroscope, YearlyHoroscopeYear } from "./types";

export const yearlyHoroscopes: Record<number, YearlyHoroscopeYear> = {
  2025: yearly2025,
};

/** The year the /yearly-horoscope/{sign} pages show (spec §9: 2025). */
export const CURRENT_YEARLY_YEAR = 2025;

/** The text for one sign in one year, or null for an unknown year or slug. */
export function getYearlyHoroscope(year: number, signSlug: string): YearlyHoroscope | null {
  if (!Object.prototype.hasOwnProperty.call(yearlyHoroscopes, year)) return null;
  const slug = signSlug.trim().toLowerCase();
  return yearlyHoroscopes[year].signs.find((s) => s.signSlug === slug) ?? null;
}
