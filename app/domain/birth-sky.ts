// A customer's own sky at birth, as Indian astrology reads it: the Moon's sign (rashi), its
// nakshatra and pada, the rising sign (lagna) and the Sun's sign, all sidereal (Lahiri).
import { padaOf, signOf } from "./panchang";
import { ascendantSidereal, moonSidereal, type Place, sunSidereal } from "./sky";

export type BirthSky = { moonSign: number; nakshatra: number; pada: number; lagna: number; sunSign: number };

/**
 * The instant a wall-clock time was in a time zone: the zone's offset at that moment, from
 * Intl (which knows every zone's history, India's wartime clocks included).
 */
export function instantOfLocalTime(isoDate: string, time: string, timeZone: string): number {
  const asIfUtc = Date.parse(`${isoDate}T${time}:00Z`);
  const offsetAt = (ms: number) => {
    const parts = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    }).formatToParts(new Date(ms));
    const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
    return Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second")) - ms;
  };
  // Twice: the offset at the first guess may differ from the offset at the answer near a change.
  const first = asIfUtc - offsetAt(asIfUtc);
  return asIfUtc - offsetAt(first);
}

/** The sky of a birth at a place and instant. */
export function birthSky(place: Place, instant: number): BirthSky {
  const moon = moonSidereal(instant);
  return {
    moonSign: signOf(moon),
    nakshatra: Math.floor(moon / (360 / 27)),
    pada: padaOf(moon),
    lagna: signOf(ascendantSidereal(place, instant)),
    sunSign: signOf(sunSidereal(instant)),
  };
}
