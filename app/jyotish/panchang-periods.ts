// The day's further periods as the published panchangs print them: Varjyam and Amrit Kalam (by
// the nakshatra), Dur Muhurtam (by the weekday), Bhadra (the Vishti karana), Panchak (the Moon in
// Kumbha and Meena) and the Moon's entry into its next sign. Each rule and its source are in
// docs/research/panchang-periods.md.
import { DAY_MS } from "~/clock/india-clock";

import { NAKSHATRA_DEGREES, SIGN_DEGREES, type Span } from "./measures";
import { elongation, moonSidereal, whenAngleLastReached, whenAngleReaches } from "./sky";

/** A nakshatra with the moments the Moon enters and leaves it. */
export type NakshatraSpan = { index: number; start: number; end: number };

// The ghati (of the nakshatra's sixty) at which its Varjyam, and its Amrit Kalam, begin; Ashwini
// … Revati. Each lasts four ghatis, all scaled to the nakshatra's real length.
export const VARJYAM_GHATI = [50, 24, 30, 40, 14, 21, 30, 20, 32, 30, 20, 18, 21, 20, 14, 14, 10, 14, 20, 24, 20, 10, 10, 18, 16, 24, 30];
export const AMRIT_GHATI = [42, 48, 54, 52, 38, 35, 54, 44, 56, 54, 44, 42, 45, 44, 38, 38, 34, 38, 44, 48, 44, 34, 34, 42, 40, 48, 54];
// Mula alone has a second Varjyam.
const MULA = 18;
const MULA_SECOND_VARJYAM = 56;
const PERIOD_GHATIS = 4;

function ghatiSpan(nakshatra: NakshatraSpan, offset: number): Span {
  const ghati = (nakshatra.end - nakshatra.start) / 60;
  return { start: nakshatra.start + offset * ghati, end: nakshatra.start + (offset + PERIOD_GHATIS) * ghati };
}

// A span belongs to the day it begins in, as the published panchangs list it: one that began
// before sunrise is the day before's.
const beginsIn = (span: Span, from: number, to: number) => span.start >= from && span.start < to;

/** Varjyam and Amrit Kalam of the nakshatras touching the day, those that begin in it (none, one or two). */
export function nakshatraPeriods(nakshatras: NakshatraSpan[], from: number, to: number): { varjyam: Span[]; amritKalam: Span[] } {
  const inDay = (offsets: (index: number) => number[]) =>
    nakshatras.flatMap((n) => offsets(n.index).map((offset) => ghatiSpan(n, offset))).filter((s) => beginsIn(s, from, to));
  return {
    varjyam: inDay((i) => (i === MULA ? [VARJYAM_GHATI[i], MULA_SECOND_VARJYAM] : [VARJYAM_GHATI[i]])),
    amritKalam: inDay((i) => [AMRIT_GHATI[i]]),
  };
}

/** When the Moon entered nakshatra `index`, the one it is in at `ms`. */
export function nakshatraStart(index: number, ms: number): number {
  return mustFind(whenAngleLastReached(moonSidereal, index * NAKSHATRA_DEGREES, ms, 1.3), "nakshatra start");
}

// The muhurtas (1–15, from sunrise; from sunset at night) each weekday gives to Dur Muhurtam.
const DUR_MUHURTAS: { day: number[]; night: number[] }[] = [
  { day: [14], night: [] },
  { day: [9, 12], night: [] },
  { day: [4], night: [7] },
  { day: [8], night: [] },
  { day: [6, 12], night: [] },
  { day: [4, 9], night: [] },
  { day: [1, 2], night: [] },
];

/** The weekday's Dur Muhurtam: fifteenths of the daytime, and on Tuesday one of the night's. */
export function durMuhurtam(vara: number, sunrise: number, sunset: number, nextSunrise: number): Span[] {
  const fifteenth = (from: number, to: number, n: number) => {
    const length = (to - from) / 15;
    return { start: from + (n - 1) * length, end: from + n * length };
  };
  const { day, night } = DUR_MUHURTAS[vara];
  return [...day.map((n) => fifteenth(sunrise, sunset, n)), ...night.map((n) => fifteenth(sunset, nextSunrise, n))];
}

/** Where Bhadra dwells, by the Moon's sign: on earth it is to be avoided, elsewhere not. */
export type BhadraLoka = "svarga" | "patala" | "prithvi";
// By the Moon's sign from Mesha: Mesha, Vrishabha, Mithuna and Vrishchika in svarga; Kanya, Tula,
// Dhanu and Makara in patala; Karka, Simha, Kumbha and Meena on earth.
const BHADRA_LOKA: BhadraLoka[] = [
  "svarga",
  "svarga",
  "svarga",
  "prithvi",
  "prithvi",
  "patala",
  "patala",
  "svarga",
  "patala",
  "patala",
  "prithvi",
  "prithvi",
];

/** Bhadra with where it dwells: one loka, or two when the Moon changes sign during it (the first until `at`). */
export type Bhadra = Span & { loka: BhadraLoka; then: { loka: BhadraLoka; at: number } | null };

/** The Vishti karana's spans among the day's karanas (each with its end), the first one's start found when it is Vishti. */
export function bhadraSpans(karanas: { index: number; end: number }[], sunrise: number, vishti: number): Bhadra[] {
  return karanas.flatMap((karana, i) => {
    if (karana.index !== vishti) return [];
    const start = i > 0 ? karanas[i - 1].end : karanaStart(sunrise);
    return [{ start, end: karana.end, ...bhadraLoka(start, karana.end) }];
  });
}

function bhadraLoka(start: number, end: number): { loka: BhadraLoka; then: { loka: BhadraLoka; at: number } | null } {
  const sign = Math.floor(moonSidereal(start) / SIGN_DEGREES);
  const loka = BHADRA_LOKA[sign];
  const next = (sign + 1) % 12;
  // A Bhadra lasts at most about half a day, in which the Moon enters one sign at most.
  if (Math.floor(moonSidereal(end) / SIGN_DEGREES) === sign || BHADRA_LOKA[next] === loka) return { loka, then: null };
  const at = mustFind(whenAngleReaches(moonSidereal, next * SIGN_DEGREES, start, (end - start) / DAY_MS), "Moon's sign change");
  return { loka, then: { loka: BHADRA_LOKA[next], at } };
}

function karanaStart(ms: number): number {
  const half = Math.floor(elongation(ms) / 6);
  return mustFind(whenAngleLastReached(elongation, half * 6, ms, 0.7), "karana start");
}

// Panchak: the Moon from the second half of Dhanishtha (the start of Kumbha) to the end of Revati.
const PANCHAK_FROM = 300;
// The Moon covers the sixty degrees in four to five days.
const PANCHAK_SEARCH_DAYS = 6;

/** The Panchak touching the day (the Moon at `longitude` at sunrise), with its start and end (either may lie on another day), or null. */
export function panchakSpan(longitude: number, sunrise: number, nextSunrise: number): Span | null {
  if (longitude >= PANCHAK_FROM) {
    return {
      start: mustFind(whenAngleLastReached(moonSidereal, PANCHAK_FROM, sunrise, PANCHAK_SEARCH_DAYS), "Panchak start"),
      end: mustFind(whenAngleReaches(moonSidereal, 0, sunrise, PANCHAK_SEARCH_DAYS), "Panchak end"),
    };
  }
  // The Moon moves at most about 15½ degrees a day.
  if (longitude < PANCHAK_FROM - 20) return null;
  const start = whenAngleReaches(moonSidereal, PANCHAK_FROM, sunrise, (nextSunrise - sunrise) / DAY_MS);
  if (start === null || start >= nextSunrise) return null;
  return { start, end: mustFind(whenAngleReaches(moonSidereal, 0, start, PANCHAK_SEARCH_DAYS), "Panchak end") };
}

/** The Moon's entry into its next sidereal sign (from `longitude` at sunrise) before the next sunrise (it makes one at most), or null. */
export function moonSignChange(longitude: number, sunrise: number, nextSunrise: number): { sign: number; at: number } | null {
  const sign = Math.floor(longitude / SIGN_DEGREES);
  const next = (sign + 1) % 12;
  if (Math.floor(moonSidereal(nextSunrise) / SIGN_DEGREES) === sign) return null;
  const at = whenAngleReaches(moonSidereal, next * SIGN_DEGREES, sunrise, (nextSunrise - sunrise) / DAY_MS);
  return at === null ? null : { sign: next, at };
}

function mustFind(value: number | null, what: string): number {
  if (value === null) throw new Error(`The ${what} was not found`);
  return value;
}
