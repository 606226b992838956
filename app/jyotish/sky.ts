// The sky as a panchang reads it: the Sun's and the Moon's sidereal longitudes (Lahiri
// ayanamsa), their rising and setting, and the moment a longitude reaches a value. The
// astronomy is astronomy-engine's (decision 076); this module only chooses the quantities.
import {
  type AstroTime,
  Body,
  e_tilt,
  type EclipseEvent,
  EclipticGeoMoon,
  Equator,
  GeoMoon,
  GeoVector,
  KM_PER_AU,
  MakeTime,
  NextGlobalSolarEclipse,
  NextLunarEclipse,
  Observer,
  RotateVector,
  Rotation_EQJ_ECT,
  type RotationMatrix,
  Search,
  SearchGlobalSolarEclipse,
  SearchLocalSolarEclipse,
  SearchLunarEclipse,
  SearchRiseSet,
  SiderealTime,
  SphereFromVector,
  SunPosition,
} from "astronomy-engine";

import { DAY_MS } from "~/clock/india-clock";

import { normalizeDegrees, signedDegrees } from "./measures";

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

// Eclipses. astronomy-engine finds them and times their phases; the magnitudes the almanacs print
// (the fraction of the Moon's diameter inside the umbra or penumbra, of the Sun's diameter the
// Moon covers) are read here from the same shadow geometry the library uses.

/** The Earth's radius with the atmosphere the library widens the shadow by for lunar eclipses. */
const EARTH_SHADOW_RADIUS_KM = 6371.0 + 88.0;
const MOON_RADIUS_KM = 1737.4;
const SUN_RADIUS_KM = 695700.0;

export type LunarEclipseFound = {
  kind: "penumbral" | "partial" | "total";
  peak: number;
  /** Half of each phase's length in minutes, 0 for a phase the eclipse does not reach. */
  semiMinutes: { penumbral: number; partial: number; total: number };
  umbralMagnitude: number;
  penumbralMagnitude: number;
};

/** The Moon's depth in the Earth's umbra and penumbra at a moment, as fractions of its diameter. */
function lunarMagnitudes(time: AstroTime): { umbral: number; penumbral: number } {
  const sun = GeoVector(Body.Sun, time, true);
  const moon = GeoMoon(time);
  // The shadow's axis runs from the Earth's centre away from the Sun; u is how far along it the
  // Moon lies, in the Sun's distances.
  const dir = { x: -sun.x, y: -sun.y, z: -sun.z };
  const u = (dir.x * moon.x + dir.y * moon.y + dir.z * moon.z) / (dir.x ** 2 + dir.y ** 2 + dir.z ** 2);
  const r = KM_PER_AU * Math.hypot(u * dir.x - moon.x, u * dir.y - moon.y, u * dir.z - moon.z);
  const umbra = SUN_RADIUS_KM - (1 + u) * (SUN_RADIUS_KM - EARTH_SHADOW_RADIUS_KM);
  const penumbra = -SUN_RADIUS_KM + (1 + u) * (SUN_RADIUS_KM + EARTH_SHADOW_RADIUS_KM);
  return { umbral: (umbra + MOON_RADIUS_KM - r) / (2 * MOON_RADIUS_KM), penumbral: (penumbra + MOON_RADIUS_KM - r) / (2 * MOON_RADIUS_KM) };
}

/** Every lunar eclipse whose greatest moment falls in [fromMs, toMs). */
export function lunarEclipsesBetween(fromMs: number, toMs: number): LunarEclipseFound[] {
  const found: LunarEclipseFound[] = [];
  for (let eclipse = SearchLunarEclipse(new Date(fromMs)); eclipse.peak.date.getTime() < toMs; eclipse = NextLunarEclipse(eclipse.peak)) {
    if (eclipse.peak.date.getTime() < fromMs) continue;
    const magnitudes = lunarMagnitudes(eclipse.peak);
    found.push({
      kind: eclipse.kind as LunarEclipseFound["kind"],
      peak: eclipse.peak.date.getTime(),
      semiMinutes: { penumbral: eclipse.sd_penum, partial: eclipse.sd_partial, total: eclipse.sd_total },
      umbralMagnitude: magnitudes.umbral,
      penumbralMagnitude: magnitudes.penumbral,
    });
  }
  return found;
}

export type SolarEclipseFound = { kind: "partial" | "annular" | "total"; peak: number };

/** Every solar eclipse, anywhere on the Earth, whose greatest moment falls in [fromMs, toMs). */
export function solarEclipsesBetween(fromMs: number, toMs: number): SolarEclipseFound[] {
  const found: SolarEclipseFound[] = [];
  for (
    let eclipse = SearchGlobalSolarEclipse(new Date(fromMs));
    eclipse.peak.date.getTime() < toMs;
    eclipse = NextGlobalSolarEclipse(eclipse.peak)
  ) {
    if (eclipse.peak.date.getTime() >= fromMs)
      found.push({ kind: eclipse.kind as SolarEclipseFound["kind"], peak: eclipse.peak.date.getTime() });
  }
  return found;
}

/** A moment of a local solar eclipse and the Sun's altitude then (refracted; below 0 it is not seen). */
export type SunAt = { at: number; altitude: number };

export type LocalSolarEclipseFound = {
  kind: "partial" | "annular" | "total";
  begin: SunAt;
  /** The total or annular phase, where the place is inside the central path. */
  centralBegin: SunAt | null;
  peak: SunAt;
  centralEnd: SunAt | null;
  end: SunAt;
  /** The fraction of the Sun's diameter the Moon covers at the greatest moment, as seen here. */
  magnitude: number;
  /** The fraction of the Sun's disc it covers then. */
  obscuration: number;
};

const sunAt = (event: EclipseEvent): SunAt => ({ at: event.time.date.getTime(), altitude: event.altitude });

/** The Sun's diameter the Moon covers, seen from a place at a moment (ms). */
export function solarMagnitudeSeen(place: Place, ms: number): number {
  return solarMagnitudeAt(place, astroTime(ms));
}

/** The Sun's diameter the Moon covers, seen from a place at a moment. */
function solarMagnitudeAt(place: Place, time: AstroTime): number {
  const seenFrom = observer(place);
  const sun = Equator(Body.Sun, time, seenFrom, true, true);
  const moon = Equator(Body.Moon, time, seenFrom, true, true);
  const toRadians = Math.PI / 180;
  const separation = Math.acos(
    Math.min(
      1,
      Math.sin(sun.dec * toRadians) * Math.sin(moon.dec * toRadians) +
        Math.cos(sun.dec * toRadians) * Math.cos(moon.dec * toRadians) * Math.cos((sun.ra - moon.ra) * 15 * toRadians),
    ),
  );
  const sunRadius = Math.asin(SUN_RADIUS_KM / (sun.dist * KM_PER_AU));
  const moonRadius = Math.asin(MOON_RADIUS_KM / (moon.dist * KM_PER_AU));
  return (sunRadius + moonRadius - separation) / (2 * sunRadius);
}

/**
 * The solar eclipse whose greatest moment is within a day of `nearMs` as a place sees it, or
 * null when the place sees none of it (outside the shadow, or the Sun down throughout).
 */
export function localSolarEclipse(place: Place, nearMs: number): LocalSolarEclipseFound | null {
  // The library skips an eclipse the place cannot see and goes on to the next; a search that
  // starts two days before and ends on a later eclipse found none here.
  const eclipse = SearchLocalSolarEclipse(new Date(nearMs - 2 * DAY_MS), observer(place));
  if (Math.abs(eclipse.peak.time.date.getTime() - nearMs) > DAY_MS) return null;
  return {
    kind: eclipse.kind as LocalSolarEclipseFound["kind"],
    begin: sunAt(eclipse.partial_begin),
    centralBegin: eclipse.total_begin ? sunAt(eclipse.total_begin) : null,
    peak: sunAt(eclipse.peak),
    centralEnd: eclipse.total_end ? sunAt(eclipse.total_end) : null,
    end: sunAt(eclipse.partial_end),
    magnitude: solarMagnitudeAt(place, eclipse.peak.time),
    obscuration: eclipse.obscuration,
  };
}
