import { type ComputedFestival, computeFestivalYear } from "~/jyotish";

// The sky worker's entry (built to build/sky-work.server.js, run by sky-worker.server.ts on a
// thread of its own): a festival year searches the sky over a whole year, work of a few hundred
// milliseconds that must never hold up the thread answering requests.

export function festivalYear(year: number): ComputedFestival[] {
  return computeFestivalYear(year);
}
