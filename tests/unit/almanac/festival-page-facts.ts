import { festivalSeed2026 } from "~/infra/seed/festivals-2026.server";
import { festivalSeed2027 } from "~/infra/seed/festivals-2027.server";
import { computeFestivalYear, FESTIVAL_PLACE } from "~/jyotish";

import type { FestivalFact } from "./almanac-facts";

const SEEDED = new Map([festivalSeed2026, festivalSeed2027].map((seed) => [seed.year, seed]));

/**
 * The festivals the festival page shows (New Delhi) in each year: the seeded rows where a year is
 * seeded (a row's name is its rule's key), else the year the rules compute.
 */
export function festivalPageFacts(years: number[]): FestivalFact[] {
  return years.flatMap((year) => {
    const seed = SEEDED.get(year);
    if (seed) return seed.festivals.map(({ name, date, endDate }) => ({ key: name, date, ...(endDate ? { endDate } : {}) }));
    return computeFestivalYear(year, FESTIVAL_PLACE).map(({ key, date, endDate }) => ({ key, date, ...(endDate ? { endDate } : {}) }));
  });
}
