import { type PanchangCity } from "~/domain/panchang-cities";
import { keptStore } from "~/infra/kept-store.server";
import { type HinduMonth, hinduMonth } from "~/jyotish";

// A city's months, reckoned once: a month is some thirty small records, a few kilobytes, so the
// store keeps the most recently reckoned thousand and drops the oldest (a crawler walking every
// city's every month holds at most that many).
const MAX_MONTHS = 1_000;
const months = keptStore<HinduMonth>(MAX_MONTHS);

/** The Hindu calendar of a city's Gregorian month (1–12), reckoned once. */
export function hinduMonthOf(city: PanchangCity, year: number, month: number): HinduMonth {
  return months.kept(`${city.slug}/${year}/${month}`, () => hinduMonth(city, year, month));
}
