// An independent reckoning of the panchang's and the birth chart's sky, for tests only:
// astronomia (Meeus's "Astronomical Algorithms": full VSOP87 for the Sun and the planets, the
// ELP-2000 series of chapter 47 for the Moon, IAU 1980 nutation, Meeus's precession and ΔT)
// instead of astronomy-engine. Nothing here is the product's code: the only things shared are
// Lahiri's definition (its value at its epoch) and the mean node's polynomial, which is the
// definition of the mean node.
import { apparent, deltat, elp, moonposition, nutation, planetposition, precess, sidereal, solar } from "astronomia";
import { Ecliptic } from "astronomia/coord";
import elpMppDeFull from "astronomia/data/elpMppDeFull";
import vsop87Bearth from "astronomia/data/vsop87Bearth";
import vsop87Bjupiter from "astronomia/data/vsop87Bjupiter";
import vsop87Bmars from "astronomia/data/vsop87Bmars";
import vsop87Bmercury from "astronomia/data/vsop87Bmercury";
import vsop87Bsaturn from "astronomia/data/vsop87Bsaturn";
import vsop87Bvenus from "astronomia/data/vsop87Bvenus";

import type { Graha } from "~/jyotish";

const DEG = 180 / Math.PI;
const earth = new planetposition.Planet(vsop87Bearth);
const planets = {
  mars: new planetposition.Planet(vsop87Bmars),
  mercury: new planetposition.Planet(vsop87Bmercury),
  jupiter: new planetposition.Planet(vsop87Bjupiter),
  venus: new planetposition.Planet(vsop87Bvenus),
  saturn: new planetposition.Planet(vsop87Bsaturn),
};

const julianDay = (ms: number) => ms / 86_400_000 + 2440587.5;
function ephemerisDay(ms: number) {
  const jd = julianDay(ms);
  const year = 2000 + (jd - 2451545) / 365.25;
  return jd + deltat.deltaT(year) / 86400;
}

const normalize = (degrees: number) => ((degrees % 360) + 360) % 360;

function apparentSun(jde: number) {
  return solar.apparentVSOP87(earth, jde);
}

function apparentMoonLongitude(jde: number): number {
  return moonposition.position(jde).lon * DEG + nutation.nutation(jde)[0] * DEG;
}

// Lahiri: the mean ayanamsa was 23.245524743° at JD 2435553.5 (TT). Its sidereal zero point is
// carried to the date by Meeus's ecliptic precession (chapter 21).
const LAHIRI_EPOCH_YEAR = 2000 + (2435553.5 - 2451545.0) / 365.25;
const LAHIRI_MEAN_AT_EPOCH = 23.245524743;

function meanAyanamsa(jde: number): number {
  const year = 2000 + (jde - 2451545.0) / 365.25;
  const precessed = new precess.EclipticPrecessor(LAHIRI_EPOCH_YEAR, year).precess(new Ecliptic(LAHIRI_MEAN_AT_EPOCH / DEG, 0));
  return normalize(precessed.lon * DEG);
}

export function independentElongation(ms: number): number {
  const jde = ephemerisDay(ms);
  return normalize(apparentMoonLongitude(jde) - apparentSun(jde).lon * DEG);
}

export function independentMoonSidereal(ms: number): number {
  const jde = ephemerisDay(ms);
  return normalize(apparentMoonLongitude(jde) - nutation.nutation(jde)[0] * DEG - meanAyanamsa(jde));
}

// The full ELP/MPP02 lunar theory (fitted to JPL's DE405): some 35,000 terms, far slower than
// Meeus's series and a few arcseconds closer to the Moon's true place, for the checks that need
// the Moon to a few arcseconds (a dasha's day is 6.6″ of the Moon's longitude).
let preciseMoon: { position(jde: number): { lon: number } } | null = null;

/** The Moon's sidereal longitude from the full ELP/MPP02 theory (geometric; the mean equinox of date less the mean ayanamsa). */
export function independentPreciseMoonSidereal(ms: number): number {
  preciseMoon ??= new elp.Moon(elpMppDeFull);
  const jde = ephemerisDay(ms);
  return normalize(preciseMoon.position(jde).lon * DEG - meanAyanamsa(jde));
}

/** The Sun's altitude in degrees at a place (geocentric, without refraction). */
function sunAltitude(ms: number, latitude: number, longitude: number): number {
  const jde = ephemerisDay(ms);
  const { ra, dec } = solar.apparentEquatorialVSOP87(earth, jde);
  // Greenwich apparent sidereal time comes in seconds of time: 240 of them make a degree.
  const local = (sidereal.apparent(julianDay(ms)) / 240 + longitude) / DEG - ra;
  const phi = latitude / DEG;
  return Math.asin(Math.sin(phi) * Math.sin(dec) + Math.cos(phi) * Math.cos(dec) * Math.cos(local)) * DEG;
}

// The upper limb on the horizon with standard refraction: the centre 50' below it (34' of
// refraction and 16' of semidiameter), as Meeus's h0 for the Sun.
const SUN_H0 = -50 / 60;

/** The moment a smooth function of time crosses zero between two moments, by bisection. */
function bisect(f: (ms: number) => number, from: number, to: number): number {
  let low = from;
  let high = to;
  const rising = f(high) > f(low);
  while (high - low > 500) {
    const middle = (low + high) / 2;
    if (f(middle) > 0 === rising) high = middle;
    else low = middle;
  }
  return (low + high) / 2;
}

/** The first sunrise (direction 1) or sunset (-1) after `fromMs`, in ten-minute steps then bisection. */
export function independentSunEvent(latitude: number, longitude: number, direction: 1 | -1, fromMs: number): number {
  const height = (ms: number) => sunAltitude(ms, latitude, longitude) - SUN_H0;
  const step = 10 * 60_000;
  let previous = height(fromMs);
  for (let ms = fromMs + step; ms < fromMs + 2 * 86_400_000; ms += step) {
    const now = height(ms);
    if (direction === 1 ? previous < 0 && now >= 0 : previous > 0 && now <= 0) return bisect(height, ms - step, ms);
    previous = now;
  }
  throw new Error("no sun event found");
}

/** The first moment after `fromMs` at which a growing angle reaches `target`, by bisection. */
export function independentWhenReaches(angle: (ms: number) => number, target: number, fromMs: number, withinDays: number): number {
  const distance = (ms: number) => {
    const d = normalize(angle(ms) - target);
    return d > 180 ? d - 360 : d;
  };
  const step = 30 * 60_000;
  for (let ms = fromMs; ms < fromMs + withinDays * 86_400_000; ms += step) {
    if (distance(ms) < 0 && distance(ms + step) >= 0) return bisect(distance, ms, ms + step);
  }
  throw new Error("angle never reached");
}

/** The sidereal longitude of the eastern horizon at a place and moment (the lagna). */
export function independentAscendant(latitude: number, longitude: number, ms: number): number {
  const jde = ephemerisDay(ms);
  const [, deltaEpsilon] = nutation.nutation(jde);
  const obliquity = nutation.meanObliquity(jde) + deltaEpsilon;
  const ramc = (sidereal.apparent(julianDay(ms)) / 240 + longitude) / DEG;
  const phi = latitude / DEG;
  const tropical = Math.atan2(Math.cos(ramc), -(Math.sin(ramc) * Math.cos(obliquity) + Math.tan(phi) * Math.sin(obliquity))) * DEG;
  return normalize(tropical - nutation.nutation(jde)[0] * DEG - meanAyanamsa(jde));
}

// Light covers an astronomical unit in 0.0057755183 days (Meeus 33.3).
const LIGHT_DAYS_PER_AU = 0.0057755183;

/**
 * A planet's apparent geocentric longitude of date in radians, as Meeus's chapter 33: the Earth
 * at the moment, the planet when its light left it (iterated to convergence), then the annual
 * aberration (23.2), the shift to the FK5 frame (32.3) and the nutation in longitude.
 */
function apparentPlanetLongitude(planet: keyof typeof planets, jde: number): number {
  const e = earth.position(jde);
  let lightDays = 0;
  let x = 0;
  let y = 0;
  let z = 0;
  for (let i = 0; i < 4; i++) {
    const p = planets[planet].position(jde - lightDays);
    x = p.range * Math.cos(p.lat) * Math.cos(p.lon) - e.range * Math.cos(e.lat) * Math.cos(e.lon);
    y = p.range * Math.cos(p.lat) * Math.sin(p.lon) - e.range * Math.cos(e.lat) * Math.sin(e.lon);
    z = p.range * Math.sin(p.lat) - e.range * Math.sin(e.lat);
    lightDays = Math.hypot(x, y, z) * LIGHT_DAYS_PER_AU;
  }
  const lon = Math.atan2(y, x);
  const lat = Math.atan2(z, Math.hypot(x, y));
  const [aberrationLon, aberrationLat] = apparent.eclipticAberration(lon, lat, jde);
  const fk5 = planetposition.toFK5(lon + aberrationLon, lat + aberrationLat, jde);
  return fk5.lon + nutation.nutation(jde)[0];
}

/**
 * A graha's sidereal longitude: the apparent longitude less the nutation and Lahiri's mean
 * ayanamsa; the mean node, on the mean equinox, less the mean ayanamsa alone.
 */
export function independentGrahaSidereal(graha: Graha, ms: number): number {
  const jde = ephemerisDay(ms);
  switch (graha) {
    case "sun":
      return normalize((apparentSun(jde).lon - nutation.nutation(jde)[0]) * DEG - meanAyanamsa(jde));
    case "moon":
      return independentMoonSidereal(ms);
    case "rahu":
      return normalize(moonposition.node(jde) * DEG - meanAyanamsa(jde));
    case "ketu":
      return normalize(moonposition.node(jde) * DEG + 180 - meanAyanamsa(jde));
    default:
      return normalize((apparentPlanetLongitude(graha, jde) - nutation.nutation(jde)[0]) * DEG - meanAyanamsa(jde));
  }
}

/** A graha's motion in degrees per day, from the hour either side. */
export function independentGrahaSpeed(graha: Graha, ms: number): number {
  const hour = 3_600_000;
  const change = normalize(independentGrahaSidereal(graha, ms + hour) - independentGrahaSidereal(graha, ms - hour));
  return (change > 180 ? change - 360 : change) * 12;
}
