import { keptStore } from "~/infra/kept-store.server";

// The days the city-and-day pages reckon (a panchang, a sunrise-to-sunrise frame), kept in one
// store: a day's sky never changes, so an entry is kept until the space is wanted, the least
// recently asked going first. Each entry is a handful of small records; full, the store is small beside the
// page cache.
const MAX_RECKONED_DAYS = 10_000;
const reckoned = keptStore<unknown>(MAX_RECKONED_DAYS);

/** What `reckon` gives for a city on an India date, reckoned once: `what` names the reckoning. */
export function reckonedDay<T>(what: string, citySlug: string, isoDate: string, reckon: () => T): T {
  return reckoned.kept(`${what}/${citySlug}/${isoDate}`, reckon) as T;
}
