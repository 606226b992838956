// The sky as a panchang reads it: the Sun's and the Moon's sidereal longitudes (Lahiri
// ayanamsa), their rising and setting, and the moment a longitude reaches a value. The
// astronomy is astronomy-engine's (decision 076); this module only chooses the quantities.
import {
  type AstroTime,
  Body,
  e_tilt,
  EclipticGeoMoon,
  GeoVector,
  MakeTime,
  Observer,
  RotateVector,
  Rotation_EQJ_ECT,
  type RotationMatrix,
  Search,
  SearchRiseSet,
  SiderealTime,
  SphereFromVector,
  SunPosition,
} from "astronomy-engine";

import { DAY_MS, normalizeDegrees, signedDegrees } from "./measures";

export type { AstroTime };

export type Place = { latitude: number; longitude: number };

// Lahiri (Chitrapaksha), as India's Calendar Reform Committee fixed it: 23°15'00.658" on
// 1956-03-21 0h TT, a value that includes nutation (-16.77" that day). The mean value is
// carried to other dates by the general precession in longitude (IAU 2006).
const LAHIRI_EPOCH_CENTURIES = (2435553.5 - 2451545.0) / 36525;
const LAHIRI_MEAN_AT_EPOCH = 23.250182778 - 0.004658035;

function generalPrecessionArcseconds(centuries: number): number {
  const t = centuries;
  return 5028.796195 * t + 1.1054348 * t ** 2 + 0.00007964 * t ** 3 - 0.000023857 * t ** 4 - 0.0000000383 * t ** 5;
}

/** Lahiri's mean ayanamsa in degrees at a time. */
export function lahiriAyanamsa(time: AstroTime): number {
  const centuries = time.tt / 36525;
  return LAHIRI_MEAN_AT_EPOCH + (generalPrecessionArcseconds(centuries) - generalPrecessionArcseconds(LAHIRI_EPOCH_CENTURIES)) / 3600;
}

/**
 * The tropical longitudes are of the true equinox of date, so the ayanamsa they lose is the
 * mean one plus the nutation in longitude.
 */
export function siderealShift(time: AstroTime): number {
  return lahiriAyanamsa(time) + e_tilt(time).dpsi / 3600;
}

export function astroTime(ms: number): AstroTime {
  return MakeTime(new Date(ms));
}

/** The Sun's apparent geocentric tropical longitude. */
export function sunTropical(time: AstroTime): number {
  return SunPosition(time).elon;
}

/** The Moon's geocentric tropical longitude. */
export function moonTropical(time: AstroTime): number {
  return EclipticGeoMoon(time).lon;
}

export function sunSidereal(ms: number): number {
  const time = astroTime(ms);
  return normalizeDegrees(sunTropical(time) - siderealShift(time));
}

export function moonSidereal(ms: number): number {
  const time = astroTime(ms);
  return normalizeDegrees(moonTropical(time) - siderealShift(time));
}

/** The Moon's distance ahead of the Sun: 0 at new moon, 180 at full moon. */
export function elongation(ms: number): number {
  const time = astroTime(ms);
  return normalizeDegrees(moonTropical(time) - sunTropical(time));
}

/** The sum of the sidereal longitudes, which the yoga divides. */
export function sunMoonSum(ms: number): number {
  const time = astroTime(ms);
  return normalizeDegrees(sunTropical(time) + moonTropical(time) - 2 * siderealShift(time));
}

export type Angle = (ms: number) => number;

/**
 * The first moment after `fromMs` and within `withinDays` at which an ever-growing angle
 * reaches `target` degrees, or null. Every angle here grows, so a sign change of the signed
 * distance to the target is the crossing.
 */
export function whenAngleReaches(angle: Angle, target: number, fromMs: number, withinDays: number): number | null {
  const distance = (time: AstroTime) => signedDegrees(angle(time.date.getTime()) - target);
  // The search needs the angle below the target at the start: an angle a hair past the target
  // starts the search just after it.
  if (distance(astroTime(fromMs)) >= 0) fromMs += 1000;
  const found = Search(distance, astroTime(fromMs), astroTime(fromMs + withinDays * DAY_MS), { dt_tolerance_seconds: 1 });
  return found ? found.date.getTime() : null;
}

/** The last moment before `beforeMs` at which the angle passed `target`, within the window. */
export function whenAngleLastReached(angle: Angle, target: number, beforeMs: number, withinDays: number): number | null {
  const distance = (time: AstroTime) => signedDegrees(angle(time.date.getTime()) - target);
  // A growing angle that passed the target within the window is positive now and negative at
  // the window's start, so the forward search from there finds that crossing.
  const found = Search(distance, astroTime(beforeMs - withinDays * DAY_MS), astroTime(beforeMs), { dt_tolerance_seconds: 1 });
  return found ? found.date.getTime() : null;
}

function observer(place: Place) {
  return new Observer(place.latitude, place.longitude, 0);
}

/**
 * The next sunrise (+1) or sunset (-1) after `fromMs`: the Sun's upper limb on the horizon with
 * standard refraction, as the published panchangs take it.
 */
export function nextSunEvent(place: Place, direction: 1 | -1, fromMs: number, withinDays = 1.5): number | null {
  const found = SearchRiseSet(Body.Sun, observer(place), direction, astroTime(fromMs), withinDays);
  return found ? found.date.getTime() : null;
}

/** The Moon's rising (+1) or setting (-1) between two moments, or null when it has none. */
export function moonEventBetween(place: Place, direction: 1 | -1, fromMs: number, toMs: number): number | null {
  const found = SearchRiseSet(Body.Moon, observer(place), direction, astroTime(fromMs), (toMs - fromMs) / DAY_MS);
  return found && found.date.getTime() < toMs ? found.date.getTime() : null;
}

/**
 * The sidereal longitude of the eastern horizon (the lagna) at a moment and place: from the
 * local apparent sidereal time and the true obliquity, the ecliptic point rising in the east.
 */
export function ascendantSidereal(place: Place, ms: number): number {
  const time = astroTime(ms);
  const ramc = normalizeDegrees(SiderealTime(time) * 15 + place.longitude) * (Math.PI / 180);
  const obliquity = e_tilt(time).tobl * (Math.PI / 180);
  const latitude = place.latitude * (Math.PI / 180);
  const tropical =
    Math.atan2(Math.cos(ramc), -(Math.sin(ramc) * Math.cos(obliquity) + Math.tan(latitude) * Math.sin(obliquity))) * (180 / Math.PI);
  return normalizeDegrees(tropical - siderealShift(time));
}

export type Planet = "mars" | "mercury" | "jupiter" | "venus" | "saturn";

// A function, not a table: a table of astronomy-engine's values would be read when the module
// loads, and keep the library in every browser bundle that reaches this module.
function bodyOf(planet: Planet): Body {
  switch (planet) {
    case "mars":
      return Body.Mars;
    case "mercury":
      return Body.Mercury;
    case "jupiter":
      return Body.Jupiter;
    case "venus":
      return Body.Venus;
    case "saturn":
      return Body.Saturn;
  }
}

/** One moment's shared quantities, so that a chart computes each once. */
export type Moment = { time: AstroTime; shift: number; toEclipticOfDate: RotationMatrix };

export function momentAt(ms: number): Moment {
  const time = astroTime(ms);
  return { time, shift: siderealShift(time), toEclipticOfDate: Rotation_EQJ_ECT(time) };
}

/**
 * A planet's apparent geocentric longitude (light time and aberration) on the true ecliptic and
 * equinox of date, the frame of the Sun's and the Moon's.
 */
export function planetApparentLongitude(planet: Planet, at: Moment): number {
  const j2000Equatorial = GeoVector(bodyOf(planet), at.time, true);
  return SphereFromVector(RotateVector(at.toEclipticOfDate, j2000Equatorial)).lon;
}
