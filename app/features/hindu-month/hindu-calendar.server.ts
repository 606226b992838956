import { type PanchangCity } from "~/domain/panchang-cities";
import { keptPromises } from "~/infra/kept-store.server";
import { reckonHinduMonth } from "~/infra/sky-worker.server";
import type { HinduMonth } from "~/jyotish";

// A city's months, reckoned once on the sky pool (tens of milliseconds each, some hundreds): a
// month is some thirty small records, a few kilobytes, so the store keeps the most recently
// reckoned thousand and drops the oldest (a crawler walking every city's every month holds at
// most that many).
const MAX_MONTHS = 1_000;
const months = keptPromises<HinduMonth>(MAX_MONTHS);

/** The Hindu calendar of a city's Gregorian month (1–12), reckoned once; SkyBusy when the pool is full. */
export function hinduMonthOf(city: PanchangCity, year: number, month: number): Promise<HinduMonth> {
  return months.kept(`${city.slug}/${year}/${month}`, () => reckonHinduMonth(city, year, month));
}
