import { type PanchangCity } from "~/domain/panchang-cities";
import { keptPromises } from "~/infra/kept-store.server";
import { reckonHinduMonth } from "~/infra/sky-worker.server";
import type { HinduMonth } from "~/jyotish";

// A city's months, reckoned once on the sky pool (tens of milliseconds each, some hundreds). A
// month is some thirty small records, about 12 KB on the heap. The store keeps the 600 most
// recently asked: the 540 months the sitemap lists (the main cities' months of this year and the
// next two, which hindu-calendar-route.ts counts as cheap for that reason) with room to spare; a
// crawler walking every city's every month holds no more (decision 130).
const MAX_MONTHS = 600;
const months = keptPromises<HinduMonth>(MAX_MONTHS);

/** The Hindu calendar of a city's Gregorian month (1–12), reckoned once; SkyBusy when the pool is full. */
export function hinduMonthOf(city: PanchangCity, year: number, month: number): Promise<HinduMonth> {
  return months.kept(`${city.slug}/${year}/${month}`, () => reckonHinduMonth(city, year, month));
}
