import { Piscina } from "piscina";

import { skyWorkFile } from "~/infra/sky-work-file.server";
import { type ComputedFestival, isComputableYear } from "~/jyotish";

import { logger } from "./logger.server";
import { singleton } from "./singleton.server";

// Festival years are computed on one worker thread (piscina) and kept: a year is a search of the
// sky over twelve months, and asked for in a request it would stop every other answer while it
// ran. One thread, as for uploads: the other core stays the site's, and a year asked for many
// times at once is computed once. The most recently asked years are kept, enough for every
// visitor's few and a crawler's walk through them; an older one is computed again if asked.

function pool(): Piscina {
  return singleton("sky-worker", () => new Piscina({ filename: skyWorkFile, minThreads: 0, maxThreads: 1, idleTimeout: 60_000 }));
}

const MAX_FESTIVAL_YEARS = 24;
const years = () => singleton("festival-years", () => new Map<number, Promise<readonly ComputedFestival[]>>());
const done = () => singleton("festival-years-done", () => new Set<number>());

/** A year's computed festivals, from the worker the first time it is asked for. */
export function festivalYear(year: number): Promise<readonly ComputedFestival[]> {
  let found = years().get(year);
  if (found) {
    // Asked again: it goes to the back of the queue.
    years().delete(year);
    years().set(year, found);
  } else {
    const started = Date.now();
    found = (pool().run(year, { name: "festivalYear" }) as Promise<ComputedFestival[]>).then(
      (festivals) => {
        done().add(year);
        logger.info("festival year computed on the sky worker", { year, festivals: festivals.length, ms: Date.now() - started });
        return festivals;
      },
      (error: unknown) => {
        // Not kept: the next request asks the worker again.
        years().delete(year);
        throw error;
      },
    );
    years().set(year, found);
    forgetOldestYears();
  }
  return found;
}

/** Drops the least recently asked computed years beyond the store's size (never one still on its way). */
function forgetOldestYears(): void {
  for (const year of years().keys()) {
    if (years().size <= MAX_FESTIVAL_YEARS) return;
    if (!done().has(year)) continue;
    years().delete(year);
    done().delete(year);
  }
}

/** Starts the years visitors ask for most (this one and its neighbours) on the worker, at start. */
export function warmFestivalYears(around: number): void {
  for (const year of [around, around + 1, around - 1].filter(isComputableYear)) {
    festivalYear(year).catch((error: unknown) => logger.error("festival year failed on the sky worker", { year, error }));
  }
}

/** What /readyz says of festival years: where they are computed, and how many are kept. */
export function festivalYearsStatus(): string {
  return `festival years: computed on a worker thread, ${done().size} kept`;
}
