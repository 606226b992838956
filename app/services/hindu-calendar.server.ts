import { type PanchangCity } from "~/domain/panchang-cities";
import { type HinduMonth, hinduMonth } from "~/jyotish";

// A city's months, reckoned once: a month is some thirty small records, a few kilobytes, so the
// store keeps the most recently reckoned thousand and drops the oldest (a crawler walking every
// city's every month holds at most that many).
const MAX_MONTHS = 1_000;
const months = new Map<string, HinduMonth>();

/** The Hindu calendar of a city's Gregorian month (1–12), reckoned once. */
export function hinduMonthOf(city: PanchangCity, year: number, month: number): HinduMonth {
  const key = `${city.slug}/${year}/${month}`;
  const kept = months.get(key);
  if (kept) {
    // Used again: it goes to the back of the queue.
    months.delete(key);
    months.set(key, kept);
    return kept;
  }
  const reckoned = hinduMonth(city, year, month);
  if (months.size >= MAX_MONTHS) months.delete(months.keys().next().value!);
  months.set(key, reckoned);
  return reckoned;
}
