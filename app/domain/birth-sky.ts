// A birth's clock and its sky as a page names it: the instant a wall-clock time was in its zone,
// and the engine's birth sky (app/jyotish/birth-sky.ts) by the keys of its words.
import type { BirthSky } from "~/jyotish";
import { NAKSHATRAS, RASHIS } from "~/jyotish/zodiac";

import { SIGNS, type SignSlug } from "./horoscope";

/**
 * The instant a wall-clock time was in a time zone: the zone's offset at that moment, from
 * Intl (which knows every zone's history, India's wartime clocks included).
 */
export function instantOfLocalTime(isoDate: string, time: string, timeZone: string): number {
  const asIfUtc = Date.parse(`${isoDate}T${time}:00Z`);
  const format = wallClockIn(timeZone);
  const offsetAt = (ms: number) => {
    const parts = format.formatToParts(new Date(ms));
    const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
    return Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second")) - ms;
  };
  // Twice: the offset at the first guess may differ from the offset at the answer near a change.
  const first = asIfUtc - offsetAt(asIfUtc);
  return asIfUtc - offsetAt(first);
}

// A formatter costs far more to make than to use, and the zones are few: one per zone, kept.
const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** A formatter of a zone's wall-clock date and time in numbers. */
function wallClockIn(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

type Rashi = (typeof RASHIS)[number];

/**
 * A sky as a page names it: each sign and the nakshatra by the key of its words (panchang's
 * `rashi.*` and `nakshatra.*`), and the Moon sign's daily horoscope. The profile receives this
 * rather than the numbers, so its script carries no tables of signs.
 */
export type BirthSkyNames = {
  moonSign: Rashi;
  nakshatra: (typeof NAKSHATRAS)[number];
  pada: number;
  lagna: Rashi;
  sunSign: Rashi;
  /** The daily horoscopes are written per sign in the same order as the rashis (Mesha is Aries). */
  moonSignSlug: SignSlug;
};

export function birthSkyNames(sky: BirthSky): BirthSkyNames {
  return {
    moonSign: RASHIS[sky.moonSign],
    nakshatra: NAKSHATRAS[sky.nakshatra],
    pada: sky.pada,
    lagna: RASHIS[sky.lagna],
    sunSign: RASHIS[sky.sunSign],
    moonSignSlug: SIGNS[sky.moonSign].slug,
  };
}
