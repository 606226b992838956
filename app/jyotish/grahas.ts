// The nine grahas of a birth chart: sidereal (Lahiri) longitudes and daily motions. The Sun and
// the Moon are sky.ts's, and so are Mars to Saturn's apparent places; Rahu and Ketu
// are the Moon's mean nodes (decision 092).
import { DAY_MS, HOUR_MS } from "~/clock/india-clock";

import { normalizeDegrees, signedDegrees } from "./measures";
import {
  type AstroTime,
  lahiriAyanamsa,
  type Moment,
  momentAt,
  moonTropical,
  type Planet,
  planetApparentLongitude,
  sunTropical,
} from "./sky";

// The nine grahas of a birth chart, in the order Indian charts list them.
export const GRAHAS = ["sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn", "rahu", "ketu"] as const;
export type Graha = (typeof GRAHAS)[number];

export type GrahaPosition = {
  /** Sidereal degrees in [0, 360). */
  longitude: number;
  /** Degrees per day, negative when retrograde. */
  speed: number;
  retrograde: boolean;
};

/** Rahu and Ketu are the Moon's mean ascending and descending nodes, as Lahiri's Indian Ephemeris tabulates them. */
export const NODE_KIND = "mean" as const;

// Half the span of the symmetric difference that gives the speed: short enough that the Moon's
// changing pace and a planet's station blur nothing a chart shows, long enough to dwarf rounding.
const HALF_SPAN_MS = 6 * HOUR_MS;
const SPAN_DAYS = (2 * HALF_SPAN_MS) / DAY_MS;

/** A planet's apparent longitude less the sidereal shift of the Sun's and the Moon's. */
function planetSidereal(planet: Planet, at: Moment): number {
  return normalizeDegrees(planetApparentLongitude(planet, at) - at.shift);
}

/**
 * The Moon's mean ascending node on the mean ecliptic and equinox of date (Meeus 47.7), so less
 * the mean ayanamsa without nutation. astronomy-engine has no node longitude.
 */
function rahuSidereal(time: AstroTime): number {
  const t = time.tt / 36525;
  const tropical = 125.0445479 - 1934.1362891 * t + 0.0020754 * t ** 2 + t ** 3 / 467441 - t ** 4 / 60616000;
  return normalizeDegrees(tropical - lahiriAyanamsa(time));
}

/** Every graha but Ketu, which is Rahu's opposite. */
function siderealAt(graha: Exclude<Graha, "ketu">, at: Moment): number {
  switch (graha) {
    case "sun":
      return normalizeDegrees(sunTropical(at.time) - at.shift);
    case "moon":
      return normalizeDegrees(moonTropical(at.time) - at.shift);
    case "rahu":
      return rahuSidereal(at.time);
    default:
      return planetSidereal(graha, at);
  }
}

/** A graha's sidereal longitude at a moment: what a search for its sign changes needs. */
export function grahaLongitude(graha: Graha, ms: number): number {
  const at = momentAt(ms);
  return graha === "ketu" ? normalizeDegrees(siderealAt("rahu", at) + 180) : siderealAt(graha, at);
}

/** The nine grahas at a moment, each with its daily motion from the six hours either side. */
export function grahaPositions(ms: number): Record<Graha, GrahaPosition> {
  const [before, now, after] = [ms - HALF_SPAN_MS, ms, ms + HALF_SPAN_MS].map(momentAt);
  const position = (graha: Exclude<Graha, "ketu">): GrahaPosition => {
    const speed = signedDegrees(siderealAt(graha, after) - siderealAt(graha, before)) / SPAN_DAYS;
    // The Sun and the Moon never go back; the mean nodes always do.
    const retrograde = graha === "rahu" ? true : graha === "sun" || graha === "moon" ? false : speed < 0;
    return { longitude: siderealAt(graha, now), speed, retrograde };
  };
  const rahu = position("rahu");
  return {
    sun: position("sun"),
    moon: position("moon"),
    mars: position("mars"),
    mercury: position("mercury"),
    jupiter: position("jupiter"),
    venus: position("venus"),
    saturn: position("saturn"),
    rahu,
    ketu: { ...rahu, longitude: normalizeDegrees(rahu.longitude + 180) },
  };
}
