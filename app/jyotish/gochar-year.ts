// A graha's year of transits, as the almanacs' gochar pages print it: each sidereal (Lahiri) sign
// it enters and when, a return into the sign behind told as one (it entered moving back), its
// retrograde and direct stations, and its setting and rising in the Sun's glare (asta, uday).
//
// Combustion orbs: Surya Siddhanta's, as the almanacs state them (Drik Panchang's "Combust
// planets"): Mars 17°, Mercury 14° (12° retrograde), Jupiter 11°, Saturn 15°; for Venus 7°
// forward and 8° retrograde, the orbs that give the published Shukra asta of 2025–27 within a few
// days (docs/research/muhurat-rules.md), so that the muhurat calendars and this page close and
// open on the same days. The Moon's setting is the new moon, which the panchang tells.
import { DAY_MS, HOUR_MS, indiaMidnight } from "~/clock/india-clock";

import { type Graha, grahaLongitude } from "./grahas";
import { normalizeDegrees, SIGN_DEGREES, signedDegrees, type Span } from "./measures";
import { moonSidereal, sunSidereal, whenAngleReaches } from "./sky";
import { signOf } from "./zodiac";

export type CombustPlanet = "mars" | "mercury" | "jupiter" | "venus" | "saturn";

/** The distance from the Sun within which a planet is combust, moving forward and moving back. */
export const COMBUSTION_ORBS: Readonly<Record<CombustPlanet, { forward: number; retrograde: number }>> = {
  mars: { forward: 17, retrograde: 17 },
  mercury: { forward: 14, retrograde: 12 },
  jupiter: { forward: 11, retrograde: 11 },
  venus: { forward: 7, retrograde: 8 },
  saturn: { forward: 15, retrograde: 15 },
};

export type GocharEvent =
  /** It enters `sign` from `from`; `retrograde` when it enters moving back (a return into the sign behind). */
  | { kind: "ingress"; at: number; sign: number; from: number; retrograde: boolean }
  /** It stands still and turns: to move back ("retrograde") or forward again ("direct"), in `sign`. */
  | { kind: "station"; at: number; turns: "retrograde" | "direct"; sign: number }
  /** It sets in the Sun's glare (asta) or rises out of it (uday), in `sign`. */
  | { kind: "asta" | "uday"; at: number; sign: number };

export type GocharYear = {
  graha: Graha;
  year: number;
  /** The signs it holds in the year, each from when to when (the year's edges where it holds on). */
  signs: { sign: number; start: number; end: number }[];
  events: GocharEvent[];
};

// How often a graha's longitude is sampled before a change is narrowed down: often enough that no
// sign is entered and left between two samples, nor a station passed and undone.
const STEP_MS: Record<Graha, number> = {
  sun: DAY_MS,
  moon: 6 * HOUR_MS,
  mars: DAY_MS,
  mercury: DAY_MS,
  jupiter: 2 * DAY_MS,
  venus: DAY_MS,
  saturn: 2 * DAY_MS,
  rahu: 5 * DAY_MS,
  ketu: 5 * DAY_MS,
};

/** The moment in (a, b] at which `test` turns true, given false at a and true at b, within ten seconds. */
function narrow(a: number, b: number, test: (ms: number) => boolean): number {
  while (b - a > 10_000) {
    const middle = (a + b) / 2;
    if (test(middle)) b = middle;
    else a = middle;
  }
  return b;
}

/** The graha's sidereal longitude; the Moon's and the Sun's by their own shorter road, the same figure. */
function longitudeOf(graha: Graha, ms: number): number {
  return graha === "moon" ? moonSidereal(ms) : graha === "sun" ? sunSidereal(ms) : grahaLongitude(graha, ms);
}

/** Degrees a day, by the symmetric difference over an hour. */
function speedAt(graha: Graha, ms: number): number {
  return signedDegrees(longitudeOf(graha, ms + HOUR_MS / 2) - longitudeOf(graha, ms - HOUR_MS / 2)) * 24;
}

function fromSun(graha: Graha, ms: number): number {
  const distance = normalizeDegrees(longitudeOf(graha, ms) - sunSidereal(ms));
  return Math.min(distance, 360 - distance);
}

function combust(planet: CombustPlanet, ms: number): boolean {
  const orbs = COMBUSTION_ORBS[planet];
  const distance = fromSun(planet, ms);
  // Only between the two orbs does the direction of its motion decide.
  if (distance >= Math.max(orbs.forward, orbs.retrograde)) return false;
  if (distance < Math.min(orbs.forward, orbs.retrograde)) return true;
  return distance < (speedAt(planet, ms) < 0 ? orbs.retrograde : orbs.forward);
}

const isCombustPlanet = (graha: Graha): graha is CombustPlanet => graha in COMBUSTION_ORBS;

/** The spans in [from, to) in which a planet is combust, each end to the second. */
export function combustionSpans(planet: CombustPlanet, from: number, to: number): Span[] {
  const spans: Span[] = [];
  const step = STEP_MS[planet];
  let previous = combust(planet, from);
  let open: number | null = previous ? from : null;
  for (let ms = from + step; ms < to + step; ms += step) {
    const at = Math.min(ms, to);
    const now = combust(planet, at);
    if (now !== previous) {
      const edge = narrow(at - step, at, (moment) => combust(planet, moment) === now);
      if (now) open = edge;
      else if (open !== null) {
        spans.push({ start: open, end: edge });
        open = null;
      }
      previous = now;
    }
    if (at === to) break;
  }
  if (open !== null) spans.push({ start: open, end: to });
  return spans;
}

/** A graha's transits through an India calendar year. */
export function gocharYear(graha: Graha, year: number): GocharYear {
  const from = indiaMidnight(`${year}-01-01`);
  const to = indiaMidnight(`${year + 1}-01-01`);
  const step = STEP_MS[graha];
  const events: GocharEvent[] = [];
  const signs: GocharYear["signs"] = [];
  const signAt = (ms: number) => signOf(longitudeOf(graha, ms));
  const turns = graha !== "sun" && graha !== "moon" && graha !== "rahu" && graha !== "ketu";

  if (graha === "sun" || graha === "moon") return luminaryYear(graha, year, from, to);
  let sign = signAt(from);
  let signStart = from;
  let speed = turns ? speedAt(graha, from) : 0;
  for (let ms = from + step; ; ms += step) {
    const at = Math.min(ms, to);
    const now = signAt(at);
    if (now !== sign) {
      const entered = narrow(at - step, at, (moment) => signAt(moment) !== sign);
      const back = signedDegrees((now - sign) * SIGN_DEGREES) < 0;
      events.push({ kind: "ingress", at: entered, sign: now, from: sign, retrograde: back });
      signs.push({ sign, start: signStart, end: entered });
      sign = now;
      signStart = entered;
    }
    if (turns) {
      const nowSpeed = speedAt(graha, at);
      if (Math.sign(nowSpeed) !== Math.sign(speed) && nowSpeed !== 0) {
        const still = narrow(at - step, at, (moment) => Math.sign(speedAt(graha, moment)) === Math.sign(nowSpeed));
        events.push({ kind: "station", at: still, turns: nowSpeed < 0 ? "retrograde" : "direct", sign: signAt(still) });
        speed = nowSpeed;
      }
    }
    if (at === to) break;
  }
  signs.push({ sign, start: signStart, end: to });
  if (isCombustPlanet(graha)) {
    for (const span of combustionSpans(graha, from - 40 * DAY_MS, to + 40 * DAY_MS)) {
      if (span.start >= from && span.start < to) events.push({ kind: "asta", at: span.start, sign: signAt(span.start) });
      if (span.end >= from && span.end < to) events.push({ kind: "uday", at: span.end, sign: signAt(span.end) });
    }
  }
  return { graha, year, signs, events: events.sort((a, b) => a.at - b.at) };
}

/**
 * The Sun's or the Moon's year: they never turn back, so each sign is entered once in its turn,
 * and the library's search finds each entry in a few steps.
 */
function luminaryYear(graha: "sun" | "moon", year: number, from: number, to: number): GocharYear {
  const longitude = graha === "moon" ? moonSidereal : sunSidereal;
  const events: GocharEvent[] = [];
  const signs: GocharYear["signs"] = [];
  let sign = signOf(longitude(from));
  let start = from;
  for (;;) {
    const next = (sign + 1) % 12;
    const entered = whenAngleReaches(longitude, next * SIGN_DEGREES, start + 1000, graha === "moon" ? 4 : 35);
    if (entered === null || entered >= to) break;
    events.push({ kind: "ingress", at: entered, sign: next, from: sign, retrograde: false });
    signs.push({ sign, start, end: entered });
    sign = next;
    start = entered;
  }
  signs.push({ sign, start, end: to });
  return { graha, year, signs, events };
}

/** The events of a graha's year that fall on an India date: what a day's panchang names. */
export function gocharEventsOn(year: GocharYear, isoDate: string): GocharEvent[] {
  const start = indiaMidnight(isoDate);
  return year.events.filter((event) => event.at >= start && event.at < start + DAY_MS);
}
