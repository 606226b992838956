// Sade Sati: Saturn's passage through the 12th, 1st and 2nd signs counted from the natal Moon's
// sign, about two and a half years each. Saturn's position comes in as a function, so that this
// module only searches time.
//
// Saturn turns back about 7° once a year, so near a sign line it can enter a sign, return to the
// one before and enter again months later. The rule followed (docs/decisions/108): the spell
// begins at Saturn's first entry into the 12th sign from the Moon and ends at its last exit from
// the 2nd ("the day Saturn leaves the second house from the moon", jyotishexpert.com); each phase
// begins at Saturn's first entry into its sign (Meena's Sade Sati began on 29 April 2022, the
// day Saturn first entered Kumbha: hindustantimes.com, 2 January 2022) and ends where the next
// begins, so no two phases overlap. A return by retrograde motion and the re-entry after it are
// events inside a phase, listed with their dates, not phases of their own.
import { DAY_MS, MINUTE_MS } from "~/clock/india-clock";

import { normalizeDegrees, SIGN_DEGREES } from "./measures";

export type SadeSatiPhaseName = "rising" | "peak" | "setting";

export type SadeSatiPhase = { phase: SadeSatiPhaseName; start: number; end: number };

/**
 * One of Saturn's sign changes in a spell: the sign it goes into, and whether it enters it for the
 * first time in the spell, returns to it by retrograde motion, or enters it again after a return.
 */
export type SaturnIngress = {
  at: number;
  sign: number;
  kind: "enters" | "returns" | "reenters";
  /** The phase this sign change begins, if it begins one. */
  begins: SadeSatiPhaseName | null;
  /** Whether this is Saturn's last exit from the 2nd sign, which ends the spell. */
  ends: boolean;
};

export type SadeSati = {
  running: boolean;
  /** The phase running now. */
  current: SadeSatiPhase | null;
  /** The phase after the current one, or the first of the coming spell when none is running. */
  next: SadeSatiPhase | null;
  /** The three phases of the spell running now, or of the next one, each ending as the next begins. */
  phases: SadeSatiPhase[];
  /** Every sign change of that spell, from its first to its last, returns by retrograde motion included. */
  ingresses: SaturnIngress[];
  /** While Saturn is back in an earlier sign by retrograde motion: that sign, and when it leaves it. */
  backIn: { sign: number; until: number } | null;
};

type Spell = { phases: SadeSatiPhase[]; ingresses: SaturnIngress[] };

const PHASES = ["rising", "peak", "setting"] as const;
const YEAR_MS = 365.25 * DAY_MS;
// Saturn never moves faster than about 0.13° a day, so a step of (distance to the nearest sign
// line we watch) / 0.14 days cannot carry it over one.
const MAX_DEGREES_PER_DAY = 0.14;
// Near a line the steps stay at five days. Saturn could cross a line and come back within one
// step only at a station a few thousandths of a degree from the line, an excursion of days that
// two ephemerides would not agree on anyway.
const MIN_STEP_MS = 5 * DAY_MS;
// A retrograde loop takes Saturn back about 7°: 10° from a line it will not cross it again in the
// same passage.
const LOOP_MARGIN_DEGREES = 10;
// Saturn goes round in 29.5 years: the next spell starts within 30.
const SEARCH_YEARS = 30;
// A spell lasts under ten years, loops included.
const LONGEST_SPELL_YEARS = 12;

/** The Sade Sati of a natal Moon sign (0 Mesha … 11 Meena) as seen at `nowMs`. */
export function sadeSati(moonSign: number, nowMs: number, saturnAt: (ms: number) => number): SadeSati {
  return readingAt(spellFrom(moonSign, nowMs, saturnAt), nowMs);
}

/**
 * `sadeSati` for one Saturn, keeping each Moon sign's spell once found: the spell that holds or
 * follows a moment holds or follows every later one until it ends, so the search runs once per
 * sign and spell instead of once per chart. Its dates are the search's, to the minute the search
 * finds them (a later search brackets the same crossings differently).
 */
export function sadeSatiKeepingSpells(saturnAt: (ms: number) => number): (moonSign: number, nowMs: number) => SadeSati {
  const kept = new Map<number, { from: number; spell: Spell }>();
  return (moonSign, nowMs) => {
    const held = kept.get(moonSign);
    if (held && held.from <= nowMs && nowMs < held.spell.phases[2].end) return readingAt(held.spell, nowMs);
    const spell = spellFrom(moonSign, nowMs, saturnAt);
    if (spell) kept.set(moonSign, { from: nowMs, spell });
    return readingAt(spell, nowMs);
  };
}

/** What a spell (the one holding `nowMs` or the next, or none) says at `nowMs`. */
function readingAt(spell: Spell | null, nowMs: number): SadeSati {
  if (!spell) return { running: false, current: null, next: null, phases: [], ingresses: [], backIn: null };
  const { phases, ingresses } = spell;
  const running = phases[0].start <= nowMs && nowMs < phases[2].end;
  if (!running) return { running, current: null, next: phases[0], phases, ingresses, backIn: null };
  const index = phases.findIndex((phase) => phase.start <= nowMs && nowMs < phase.end);
  let latest = 0;
  while (latest + 1 < ingresses.length && ingresses[latest + 1].at <= nowMs) latest++;
  // The spell ends with a forward crossing, so a return is always followed by a re-entry.
  const backIn = ingresses[latest].kind === "returns" ? { sign: ingresses[latest].sign, until: ingresses[latest + 1].at } : null;
  return { running, current: phases[index], next: phases[index + 1] ?? null, phases, ingresses, backIn };
}

/**
 * The spell holding `nowMs` or the next one. The four sign lines watched are the entries into the
 * 12th, 1st and 2nd signs from the Moon and the exit from the 2nd; every crossing of one, either
 * way, from the first forward crossing of the first line to the last forward crossing of the
 * fourth, is a sign change of the spell.
 */
function spellFrom(moonSign: number, nowMs: number, saturnAt: (ms: number) => number): Spell | null {
  const firstSign = (moonSign + 11) % 12;
  const firstLine = firstSign * SIGN_DEGREES;
  const lines = [0, 1, 2, 3].map((signs) => normalizeDegrees(firstLine + signs * SIGN_DEGREES));
  // Saturn's place measured from the first line: 0–90° is inside the three signs.
  const along = (longitude: number) => normalizeDegrees(longitude - firstLine);
  // Clear of every line by more than a loop: no crossing before this moment belongs to the spell
  // that follows it.
  const clear = (longitude: number) => along(longitude) >= 90 + LOOP_MARGIN_DEGREES && along(longitude) < 360 - LOOP_MARGIN_DEGREES;

  let ms = nowMs;
  let longitude = saturnAt(ms);
  // A year back takes Saturn about 12° back; a spell holding now started under twelve years ago.
  for (let back = 0; !clear(longitude) && back < LONGEST_SPELL_YEARS; back++) {
    ms -= YEAR_MS;
    longitude = saturnAt(ms);
  }

  let crossings: { at: number; line: number; forward: boolean }[] = [];
  let limit = nowMs + SEARCH_YEARS * YEAR_MS;
  while (ms < limit) {
    const distance = Math.min(...lines.map((line) => Math.abs(signedDegrees(longitude - line))));
    const nextMs = ms + Math.max(MIN_STEP_MS, (distance / MAX_DEGREES_PER_DAY) * DAY_MS);
    const nextLongitude = saturnAt(nextMs);
    lines.forEach((line, index) => {
      const before = signedDegrees(longitude - line);
      const after = signedDegrees(nextLongitude - line);
      // Far from the line the signed distance wraps at ±180°, which is no crossing.
      if (Math.abs(after - before) >= 90 || before < 0 === after < 0) return;
      const forward = before < 0;
      // Saturn starts clear of the lines, so the first crossing is its first entry into the 12th sign.
      if (crossings.length === 0 && !(index === 0 && forward)) return;
      const at = crossingTime(saturnAt, line, forward, ms, nextMs);
      if (crossings.length === 0) limit = at + LONGEST_SPELL_YEARS * YEAR_MS;
      crossings.push({ at, line: index, forward });
    });
    ms = nextMs;
    longitude = nextLongitude;
    if (crossings.length > 0 && clear(longitude)) {
      const spell = spellOf(firstSign, crossings);
      if (spell.phases[2].end > nowMs) return spell;
      crossings = [];
      limit = nowMs + SEARCH_YEARS * YEAR_MS;
    }
  }
  return null;
}

/** A spell's phases and sign changes from its crossings, in order, Saturn clear of the lines after the last. */
function spellOf(firstSign: number, crossings: { at: number; line: number; forward: boolean }[]): Spell {
  const firstForward = (line: number) => crossings.find((c) => c.forward && c.line === line)!.at;
  const end = crossings[crossings.length - 1].at;
  const phases = PHASES.map((phase, index) => ({ phase, start: firstForward(index), end: index < 2 ? firstForward(index + 1) : end }));
  const entered = new Set<number>();
  const ingresses = crossings.map(({ at, line, forward }): SaturnIngress => {
    // Forward over line k Saturn goes into the k-th sign after the first; back over it, into the one before.
    const sign = (firstSign + line + (forward ? 0 : 11)) % 12;
    const kind = !forward ? "returns" : entered.has(sign) ? "reenters" : "enters";
    if (forward) entered.add(sign);
    const begins = forward && line < 3 && at === phases[line].start ? PHASES[line] : null;
    return { at, sign, kind, begins, ends: at === end };
  });
  return { phases, ingresses };
}

/** How far `degrees` is past zero, either way: (-180, 180]. */
function signedDegrees(degrees: number): number {
  const value = normalizeDegrees(degrees);
  return value > 180 ? value - 360 : value;
}

/** The moment, to the minute, at which Saturn crosses `line` between two moments, forward or back. */
function crossingTime(saturnAt: (ms: number) => number, line: number, forward: boolean, fromMs: number, toMs: number): number {
  let low = fromMs;
  let high = toMs;
  while (high - low > MINUTE_MS) {
    const middle = (low + high) / 2;
    if (signedDegrees(saturnAt(middle) - line) < 0 === forward) low = middle;
    else high = middle;
  }
  return Math.round((low + high) / 2);
}
