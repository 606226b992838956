import os from "node:os";

import { Piscina } from "piscina";

import { skyWorkFile } from "~/infra/sky-work-file.server";
import {
  type ComputedFestival,
  type GocharYear,
  type Graha,
  type HinduMonth,
  isComputableYear,
  type MuhuratKind,
  type MuhuratYear,
  type Panchang,
  type Place,
  type SeenEclipse,
  type SunDay,
} from "~/jyotish";

import { env } from "./env.server";
import { logger } from "./logger.server";
import { singleton } from "./singleton.server";
import type * as SkyWork from "./sky-work.server";

// The reckonings that search the sky for a page (a festival year, a ceremony's muhurat year, a
// city's Hindu month, a city's day) run on a pool of worker threads (piscina), never on the
// thread that answers requests: each takes tens to hundreds of milliseconds, and on this thread
// it would stop every other answer, cached pages included, while it ran. The pool has a thread
// for each core but one, which stays the site's; what cannot start at once waits in a bounded
// queue, and past it the asker is told SkyBusy (answered 429) rather than made to wait without
// end. A chart's or a milan's reckoning is not sent here: it is a fraction of a millisecond of a
// request whose cost is the render, and the whole request is drawn on the page pool
// (edge/page-pool.ts, decision 121).

/** Threads of the sky pool: every core but one, and at least one. */
export function skyThreads(): number {
  return Math.max(1, os.availableParallelism() - 1);
}

function pool(): Piscina {
  return singleton(
    "sky-worker",
    () =>
      new Piscina({
        filename: skyWorkFile,
        minThreads: 0,
        maxThreads: skyThreads(),
        maxQueue: env().SKY_WORK_QUEUE,
        idleTimeout: 60_000,
        // A reckoning keeps a few megabytes alive; left to V8's defaults a busy thread's heap
        // grew by its garbage to 70 MB in 2,500 months and on. These limits hold it near 27 MB
        // at no measured cost in time (decision 130).
        resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 },
      }),
  );
}

/** The sky pool's queue is full: the page asks the visitor to try again in a moment (429). */
export class SkyBusy extends Error {
  override name = "SkyBusy";
  constructor() {
    super("The sky pool's queue is full");
  }
}

/**
 * Whether an error is SkyBusy. By name: the server's bundle and the Remix build each have their
 * own copy of this module, and a reckoning one began may be awaited by the other.
 */
export function isSkyBusy(error: unknown): boolean {
  return error instanceof Error && error.name === "SkyBusy";
}

// piscina's refusal when its queue is full (a plain Error; a test drives it, so an upgrade that
// words it otherwise fails there).
const QUEUE_FULL = "Task queue is at limit";

// Counted once for both bundles, so that the line stays one a minute.
const refusals = () => singleton("sky-refusals", () => ({ count: 0, warnedAt: 0 }));

type Work = typeof SkyWork;
type WorkName =
  "festivalYear" | "muhuratYearAt" | "hinduMonthAt" | "panchangAt" | "sunDayAt" | "grahanYearAt" | "lookoutsAt" | "gocharYearAt";

/** `name` of the pool's entry run on `task`, on a thread of the pool; SkyBusy when its queue is full. */
async function onPool<N extends WorkName>(name: N, task: Parameters<Work[N]>[0]): Promise<ReturnType<Work[N]>> {
  try {
    return (await pool().run(task, { name })) as ReturnType<Work[N]>;
  } catch (error) {
    if (!(error instanceof Error) || error.message !== QUEUE_FULL) throw error;
    // One line a minute counts the refusals: a flood of them must not become a flood of lines.
    const counted = refusals();
    counted.count++;
    if (Date.now() - counted.warnedAt >= 60_000) {
      logger.warn("sky pool full: reckonings refused", { refused: counted.count, queue: env().SKY_WORK_QUEUE });
      counted.warnedAt = Date.now();
      counted.count = 0;
    }
    throw new SkyBusy();
  }
}

/** Only a place's coordinates cross to the pool: a city's other fields are no part of the sky. */
const coordinates = ({ latitude, longitude }: Place): Place => ({ latitude, longitude });

/** A ceremony's muhurats of a Gregorian year at a place, reckoned on the pool. */
export function reckonMuhuratYear(kind: MuhuratKind, year: number, place: Place): Promise<MuhuratYear> {
  return onPool("muhuratYearAt", { kind, year, place: coordinates(place) });
}

/** The Hindu calendar of a Gregorian month (1–12) at a place, reckoned on the pool. */
export function reckonHinduMonth(place: Place, year: number, month: number): Promise<HinduMonth> {
  return onPool("hinduMonthAt", { place: coordinates(place), year, month });
}

/** The panchang of an India date at a place, reckoned on the pool. */
export function reckonPanchang(place: Place, date: string): Promise<Panchang> {
  return onPool("panchangAt", { place: coordinates(place), date });
}

/** Sunrise, sunset and the next sunrise of an India date at a place, reckoned on the pool. */
export function reckonSunDay(place: Place, date: string): Promise<SunDay> {
  return onPool("sunDayAt", { place: coordinates(place), date });
}

/** A year's eclipses as a place sees them, reckoned on the pool. */
export function reckonGrahanYear(year: number, place: Place): Promise<SeenEclipse[]> {
  return onPool("grahanYearAt", { year, place: coordinates(place) });
}

/** A year's eclipses as each of a few places sees them, reckoned on the pool. */
export function reckonLookouts(year: number, places: Place[]): Promise<ReturnType<Work["lookoutsAt"]>> {
  return onPool("lookoutsAt", { year, places: places.map(coordinates) });
}

/** A graha's transits of a year, reckoned on the pool. */
export function reckonGocharYear(graha: Graha, year: number): Promise<GocharYear> {
  return onPool("gocharYearAt", { graha, year });
}

// Festival years are kept here, for the process's life, the most recently asked first: enough
// for every visitor's few and a crawler's walk through them; an older one is computed again if
// asked. A year asked for many times at once is computed once.
const MAX_FESTIVAL_YEARS = 24;
const years = () => singleton("festival-years", () => new Map<number, Promise<readonly ComputedFestival[]>>());
const done = () => singleton("festival-years-done", () => new Set<number>());

/** A year's computed festivals, from the pool the first time it is asked for. */
export function festivalYear(year: number): Promise<readonly ComputedFestival[]> {
  let found = years().get(year);
  if (found) {
    // Asked again: it goes to the back of the queue.
    years().delete(year);
    years().set(year, found);
  } else {
    const started = Date.now();
    found = onPool("festivalYear", year).then(
      (festivals) => {
        done().add(year);
        logger.info("festival year computed on the sky pool", { year, festivals: festivals.length, ms: Date.now() - started });
        return festivals;
      },
      (error: unknown) => {
        // Not kept: the next request asks the pool again.
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

/** Starts the years visitors ask for most (this one and its neighbours) on the pool, at start. */
export function warmFestivalYears(around: number): void {
  for (const year of [around, around + 1, around - 1].filter(isComputableYear)) {
    festivalYear(year).catch((error: unknown) => logger.error("festival year failed on the sky pool", { year, error }));
  }
}

/** What /readyz says of the sky pool: its threads, what runs there, and how many festival years are kept. */
export function festivalYearsStatus(): string {
  const threads = skyThreads();
  return (
    `sky pool: ${threads} worker thread${threads === 1 ? "" : "s"} (festival years, muhurat years, Hindu months, city days), ` +
    `${env().SKY_WORK_QUEUE} may wait; festival years: ${done().size} kept`
  );
}
