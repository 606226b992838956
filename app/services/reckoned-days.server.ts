import { keptPromises } from "~/infra/kept-store.server";

// The days the city-and-day pages reckon on the sky pool (a panchang, a sunrise-to-sunrise frame),
// kept in one store: a day's sky never changes, so an entry is kept until the space is wanted, the
// least recently asked going first; a day asked for by many at once is reckoned once, and one the
// pool refused is asked again next time. Each entry is a handful of small records; full, the store
// is small beside the page cache.
const MAX_RECKONED_DAYS = 10_000;
const reckoned = keptPromises<unknown>(MAX_RECKONED_DAYS);

/** What `reckon` gives for a city on an India date, reckoned once: `what` names the reckoning. */
export function reckonedDay<T>(what: string, citySlug: string, isoDate: string, reckon: () => Promise<T>): Promise<T> {
  return reckoned.kept(`${what}/${citySlug}/${isoDate}`, reckon) as Promise<T>;
}
