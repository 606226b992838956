// Vimshottari dasha: the 120-year cycle of nine planetary periods that starts from the
// nakshatra the Moon holds at birth. Ashwini's lord is Ketu, and the lords then follow the order
// below round the 27 nakshatras three times.
import { DAY_MS } from "~/clock/india-clock";

import type { Graha } from "./grahas";
import { NAKSHATRA_DEGREES } from "./measures";

// A dasha year of 365.25 days, K. S. Krishnamurti's (KP Reader I, pp. 96–97). The 365.2425-day
// and sidereal years that other programs use move a date by under a day in 120 years.
export const DASHA_YEAR_DAYS = 365.25;

export type DashaPeriod = { lord: Graha; start: number; end: number };

/** The lords in their order, with each one's years. */
export const DASHA_ORDER: readonly { lord: Graha; years: number }[] = [
  { lord: "ketu", years: 7 },
  { lord: "venus", years: 20 },
  { lord: "sun", years: 6 },
  { lord: "moon", years: 10 },
  { lord: "mars", years: 7 },
  { lord: "rahu", years: 18 },
  { lord: "jupiter", years: 16 },
  { lord: "saturn", years: 19 },
  { lord: "mercury", years: 17 },
];

const CYCLE_YEARS = 120;
const YEAR_MS = DASHA_YEAR_DAYS * DAY_MS;

function orderIndex(lord: Graha): number {
  const index = DASHA_ORDER.findIndex((entry) => entry.lord === lord);
  if (index < 0) throw new Error(`${lord} rules no dasha`);
  return index;
}

/** The lord of the birth nakshatra and how much of that nakshatra the Moon has crossed (0 to 1). */
function birthNakshatra(moonSiderealLongitude: number): { index: number; crossed: number } {
  const longitude = ((moonSiderealLongitude % 360) + 360) % 360;
  const nakshatra = Math.floor(longitude / NAKSHATRA_DEGREES);
  return { index: nakshatra % DASHA_ORDER.length, crossed: longitude / NAKSHATRA_DEGREES - nakshatra };
}

/** The dasha running at birth and the years of it still to come. */
export function dashaBalance(moonSiderealLongitude: number): { lord: Graha; years: number } {
  const { index, crossed } = birthNakshatra(moonSiderealLongitude);
  const { lord, years } = DASHA_ORDER[index];
  return { lord, years: (1 - crossed) * years };
}

/**
 * Nine periods in order from `first`, sharing out `totalMs` in proportion to the lords' years
 * and starting at `startMs`. Each boundary comes from the running total, so no rounding
 * accumulates and each period ends where the next starts.
 */
function shareOut(first: number, startMs: number, totalMs: number): DashaPeriod[] {
  let years = 0;
  return DASHA_ORDER.map((_, step) => {
    const { lord, years: own } = DASHA_ORDER[(first + step) % DASHA_ORDER.length];
    const start = startMs + Math.round((years / CYCLE_YEARS) * totalMs);
    years += own;
    return { lord, start, end: startMs + Math.round((years / CYCLE_YEARS) * totalMs) };
  });
}

/**
 * The nine mahadashas from the one running at birth. That one began before birth, by the share
 * of its years matching the part of the nakshatra the Moon had already crossed; that real start
 * is kept, and the page shows the balance left at birth.
 */
export function mahadashas(moonSiderealLongitude: number, birthMs: number): DashaPeriod[] {
  const { index, crossed } = birthNakshatra(moonSiderealLongitude);
  const start = birthMs - crossed * DASHA_ORDER[index].years * YEAR_MS;
  return shareOut(index, start, CYCLE_YEARS * YEAR_MS);
}

/** The nine antardashas of a mahadasha, from its own lord: maha years × antar years / 120 each. */
export function antardashas(maha: DashaPeriod): DashaPeriod[] {
  return shareOut(orderIndex(maha.lord), maha.start, maha.end - maha.start);
}

/**
 * The nine pratyantardashas of an antardasha, divided as an antardasha divides its mahadasha:
 * from the antardasha's own lord, each its share of the 120 years (Parashara, BPHS ch. 52).
 */
export const pratyantardashas: (antar: DashaPeriod) => DashaPeriod[] = antardashas;

/** The running antardasha and the one after it (the next mahadasha's first after a mahadasha's last), or fewer at the cycle's end. */
export function antarAndNext(mahas: DashaPeriod[], ms: number): DashaPeriod[] {
  const maha = periodAt(mahas, ms);
  if (!maha) return [];
  const antars = antardashas(maha);
  const running = periodAt(antars, ms)!;
  const nextMaha = periodAt(mahas, running.end);
  const next = periodAt(antars, running.end) ?? (nextMaha ? antardashas(nextMaha)[0] : null);
  return next ? [running, next] : [running];
}

/** The period holding a moment (a start belongs to its period, an end to the next), or null. */
export function periodAt(periods: DashaPeriod[], ms: number): DashaPeriod | null {
  return periods.find((period) => period.start <= ms && ms < period.end) ?? null;
}
