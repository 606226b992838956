// An independent reckoning of the panchang's sky, for tests only: astronomia (Meeus's
// "Astronomical Algorithms": VSOP87 for the Sun, the ELP-2000 series of chapter 47 for the
// Moon, IAU 1980 nutation, Meeus's precession and ΔT) instead of astronomy-engine. Nothing here
// is the product's code: the only thing shared is Lahiri's definition (its value at its epoch).
import { deltat, moonposition, nutation, planetposition, precess, sidereal, solar } from "astronomia";
import { Ecliptic } from "astronomia/coord";
import vsop87Bearth from "astronomia/data/vsop87Bearth";

const DEG = 180 / Math.PI;
const earth = new planetposition.Planet(vsop87Bearth);

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
