// The Moon over a day of birth whose hour is not known. The Moon moves some 12° to 15° a day, so
// in one day it can leave a sign (30°), most days leaves a nakshatra (13°20′) and always leaves a
// pada (3°20′): a chart made at noon names the Moon of most of the day, and the parts of the
// day tell the rest (decision 106).
import { HOUR_MS } from "~/clock/india-clock";

import { kundliMilan, type MatchPerson } from "./ashtakoota";
import { grahaLongitude } from "./grahas";
import { normalizeDegrees, SIGN_DEGREES } from "./measures";

/** A part of the zodiac (a sign, a nakshatra or a pada, by its number) and when the Moon was in it. */
export type MoonPart = { index: number; start: number; end: number };

export type MoonDay = {
  /** The day's first instant and the next day's, on the birth's clock. */
  start: number;
  end: number;
  signs: MoonPart[];
  nakshatras: MoonPart[];
  /** Each pada (3°20′, 108 in all), with a longitude inside the part of it the Moon crossed that day. */
  padas: (MoonPart & { longitude: number })[];
};

const SECOND_MS = 1000;

export const moonLongitude = (ms: number) => grahaLongitude("moon", ms);

/**
 * The parts of `width` degrees a longitude passes through from `start` to `end`, with the
 * instants it crosses from one to the next, to the second. The Moon never turns back, and crosses
 * no part of 3°20′ or more in less than an hour, so a crossing lies between two hourly readings that
 * differ and is found by halving.
 */
export function partsOver(longitudeAt: (ms: number) => number, width: number, start: number, end: number): MoonPart[] {
  const count = Math.round(360 / width);
  const indexAt = (ms: number) => Math.floor(normalizeDegrees(longitudeAt(ms)) / width) % count;
  const parts: MoonPart[] = [];
  let from = start;
  let index = indexAt(start);
  for (let before = start; before < end;) {
    const after = Math.min(before + HOUR_MS, end);
    const next = indexAt(after);
    if (next !== index) {
      let low = before;
      let high = after;
      while (high - low > SECOND_MS) {
        const middle = Math.floor((low + high) / 2);
        if (indexAt(middle) === index) low = middle;
        else high = middle;
      }
      parts.push({ index, start: from, end: high });
      from = high;
      index = next;
    }
    before = after;
  }
  parts.push({ index, start: from, end });
  return parts;
}

/** Parts that follow one another merged where `group` gives them the same number. */
function grouped(parts: MoonPart[], group: (index: number) => number): MoonPart[] {
  const merged: MoonPart[] = [];
  for (const part of parts) {
    const index = group(part.index);
    const last = merged.at(-1);
    if (last && last.index === index) last.end = part.end;
    else merged.push({ index, start: part.start, end: part.end });
  }
  return merged;
}

/**
 * The Moon's signs, nakshatras and padas over a day of birth. A sign is nine padas and a
 * nakshatra four, each beginning where a pada does: the padas' crossings are all there are.
 */
export function moonDay(start: number, end: number, longitudeAt: (ms: number) => number = moonLongitude): MoonDay {
  const padas = partsOver(longitudeAt, SIGN_DEGREES / 9, start, end);
  return {
    start,
    end,
    signs: grouped(padas, (pada) => Math.floor(pada / 9)),
    nakshatras: grouped(padas, (pada) => Math.floor(pada / 4)),
    padas: padas.map((part) => ({ ...part, longitude: normalizeDegrees(longitudeAt((part.start + part.end) / 2)) })),
  };
}

/** The least and the most a milan's total can be over the hours a birth time leaves open. */
export type MilanTotals = { least: number; most: number };

/**
 * A milan's total at every pairing of the Moons the two days allow: a person whose time is known
 * has one Moon, one whose time is not known the Moon of each pada it crossed that day. The total
 * depends on the Moons' signs and nakshatras alone, each a run of whole padas.
 */
export function milanTotalsOverTheDay(
  boy: MatchPerson & { moonDay: MoonDay | null },
  girl: MatchPerson & { moonDay: MoonDay | null },
): MilanTotals {
  const moons = (person: typeof boy) => person.moonDay?.padas.map((pada) => pada.longitude) ?? [person.moonLongitude];
  let least = Infinity;
  let most = -Infinity;
  for (const boyMoon of moons(boy)) {
    for (const girlMoon of moons(girl)) {
      const { total } = kundliMilan({ ...boy, moonLongitude: boyMoon }, { ...girl, moonLongitude: girlMoon });
      least = Math.min(least, total);
      most = Math.max(most, total);
    }
  }
  return { least, most };
}
