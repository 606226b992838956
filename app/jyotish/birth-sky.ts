// A customer's own sky at birth, as Indian astrology reads it: the Moon's sign (rashi), its
// nakshatra and pada, the rising sign (lagna) and the Sun's sign, all sidereal (Lahiri).
import { NAKSHATRA_DEGREES } from "./measures";
import { ascendantSidereal, moonSidereal, type Place, sunSidereal } from "./sky";
import { padaOf, signOf } from "./zodiac";

export type BirthSky = { moonSign: number; nakshatra: number; pada: number; lagna: number; sunSign: number };

/** The sky of a birth at a place and instant. */
export function birthSky(place: Place, instant: number): BirthSky {
  const moon = moonSidereal(instant);
  return {
    moonSign: signOf(moon),
    nakshatra: Math.floor(moon / NAKSHATRA_DEGREES),
    pada: padaOf(moon),
    lagna: signOf(ascendantSidereal(place, instant)),
    sunSign: signOf(sunSidereal(instant)),
  };
}
