// The days the city-and-day pages reckon (a panchang, a sunrise-to-sunrise frame), kept in one
// store: a day's sky never changes, so an entry is kept until the space is wanted, the oldest
// going first. Each entry is a handful of small records; full, the store is small beside the
// page cache.
const MAX_RECKONED_DAYS = 10_000;
const reckoned = new Map<string, unknown>();

/** What `reckon` gives for a city on an India date, reckoned once: `what` names the reckoning. */
export function reckonedDay<T>(what: string, citySlug: string, isoDate: string, reckon: () => T): T {
  const key = `${what}/${citySlug}/${isoDate}`;
  if (reckoned.has(key)) return reckoned.get(key) as T;
  const day = reckon();
  if (reckoned.size >= MAX_RECKONED_DAYS) reckoned.delete(reckoned.keys().next().value!);
  reckoned.set(key, day);
  return day;
}
