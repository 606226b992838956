// Sade Sati: Saturn's passage through the 12th, 1st and 2nd signs counted from the natal Moon's
// sign, about two and a half years each. Saturn's position comes in as a function, so that this
// module only searches time.
import { normalizeDegrees } from "./sky";

export type SadeSatiPhase = { phase: "rising" | "peak" | "setting"; start: number; end: number };

export type SadeSati = {
  running: boolean;
  /** The phase running now; while two overlap, the one whose sign Saturn is in. */
  current: SadeSatiPhase | null;
  /** The phase after the current one, or the first of the coming spell when none is running. */
  next: SadeSatiPhase | null;
  /** The three phases of the spell running now, or of the next one. */
  spells: SadeSatiPhase[];
};

const PHASES = ["rising", "peak", "setting"] as const;
const DAY_MS = 86_400_000;
const YEAR_MS = 365.25 * DAY_MS;
const MINUTE_MS = 60_000;
// Saturn never moves faster than about 0.13° a day, so a step of (distance to the nearest sign
// line we watch) / 0.14 days cannot carry it over one.
const MAX_DEGREES_PER_DAY = 0.14;
// Near a line the steps stay at five days: Saturn's slowest crossings, at a station, are the
// only ones a step could straddle twice, and those excursions last a few days at most.
const MIN_STEP_MS = 5 * DAY_MS;
// A retrograde loop takes Saturn back about 7°: 10° from a line it will not cross it again in the
// same passage.
const LOOP_MARGIN_DEGREES = 10;
// Saturn goes round in 29.5 years: the next spell starts within 30.
const SEARCH_YEARS = 30;
// A spell lasts under ten years, loops included.
const LONGEST_SPELL_YEARS = 12;

/**
 * The Sade Sati of a natal Moon sign (0 Mesha … 11 Meena) as seen at `nowMs`. With retrograde
 * motion Saturn can enter a sign, go back out and enter it again: each phase runs from Saturn's
 * first entry into its sign to its last exit, so neighbouring phases overlap while Saturn loops
 * across the line between them.
 */
export function sadeSati(moonSign: number, nowMs: number, saturnAt: (ms: number) => number): SadeSati {
  return readingAt(spellFrom(moonSign, nowMs, saturnAt), moonSign, nowMs, saturnAt);
}

/**
 * `sadeSati` for one Saturn, keeping each Moon sign's spell once found: the spell that holds or
 * follows a moment holds or follows every later one until it ends, so the search runs once per
 * sign and spell instead of once per chart. Its phases are the search's, to the minute the search
 * finds them (a later search brackets the same crossings differently).
 */
export function sadeSatiKeepingSpells(saturnAt: (ms: number) => number): (moonSign: number, nowMs: number) => SadeSati {
  const kept = new Map<number, { from: number; spell: SadeSatiPhase[] }>();
  return (moonSign, nowMs) => {
    const held = kept.get(moonSign);
    if (held && held.from <= nowMs && nowMs < held.spell[2].end) return readingAt(held.spell, moonSign, nowMs, saturnAt);
    const spell = spellFrom(moonSign, nowMs, saturnAt);
    if (spell) kept.set(moonSign, { from: nowMs, spell });
    return readingAt(spell, moonSign, nowMs, saturnAt);
  };
}

/** What a spell (the one holding `nowMs` or the next, or none) says at `nowMs`. */
function readingAt(spell: SadeSatiPhase[] | null, moonSign: number, nowMs: number, saturnAt: (ms: number) => number): SadeSati {
  if (!spell) return { running: false, current: null, next: null, spells: [] };
  const running = spell[0].start <= nowMs && nowMs < spell[2].end;
  if (!running) return { running, current: null, next: spell[0], spells: spell };
  const holding = spell.filter((phase) => phase.start <= nowMs && nowMs < phase.end);
  const saturnSign = Math.floor(normalizeDegrees(saturnAt(nowMs)) / 30);
  const current = holding.find((phase) => signOfPhase(moonSign, phase) === saturnSign) ?? holding[0];
  return { running, current, next: spell[spell.indexOf(current) + 1] ?? null, spells: spell };
}

function signOfPhase(moonSign: number, phase: SadeSatiPhase): number {
  return (moonSign + 11 + PHASES.indexOf(phase.phase)) % 12;
}

/**
 * The three phases of the spell holding `nowMs` or the next one. The four sign lines watched are
 * the entries into the 12th, 1st and 2nd signs from the Moon and the exit from the 2nd; a phase
 * starts at the first forward crossing of its line and ends at the last forward crossing of the
 * next.
 */
function spellFrom(moonSign: number, nowMs: number, saturnAt: (ms: number) => number): SadeSatiPhase[] | null {
  const firstLine = ((moonSign + 11) % 12) * 30;
  const lines = [0, 30, 60, 90].map((offset) => normalizeDegrees(firstLine + offset));
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

  const firstForward: (number | undefined)[] = [];
  const lastForward: (number | undefined)[] = [];
  let limit = nowMs + SEARCH_YEARS * YEAR_MS;
  while (ms < limit) {
    const distance = Math.min(...lines.map((line) => Math.abs(signedDegrees(longitude - line))));
    const nextMs = ms + Math.max(MIN_STEP_MS, (distance / MAX_DEGREES_PER_DAY) * DAY_MS);
    const nextLongitude = saturnAt(nextMs);
    lines.forEach((line, index) => {
      const before = signedDegrees(longitude - line);
      const after = signedDegrees(nextLongitude - line);
      // Far from the line the signed distance wraps at ±180°, which is no crossing.
      if (before < 0 && after >= 0 && after - before < 90) {
        const crossing = crossingTime(saturnAt, line, ms, nextMs);
        if (index === 0 && firstForward[0] === undefined) limit = crossing + LONGEST_SPELL_YEARS * YEAR_MS;
        if (index === 0 || firstForward[0] !== undefined) {
          firstForward[index] ??= crossing;
          lastForward[index] = crossing;
        }
      }
    });
    ms = nextMs;
    longitude = nextLongitude;
    if (lastForward[3] !== undefined && clear(longitude)) {
      const phases = PHASES.map((phase, index) => ({ phase, start: firstForward[index]!, end: lastForward[index + 1]! }));
      if (phases[2].end > nowMs) return phases;
      firstForward.length = 0;
      lastForward.length = 0;
      limit = nowMs + SEARCH_YEARS * YEAR_MS;
    }
  }
  return null;
}

/** How far `degrees` is past zero, either way: (-180, 180]. */
function signedDegrees(degrees: number): number {
  const value = normalizeDegrees(degrees);
  return value > 180 ? value - 360 : value;
}

/** The moment, to the minute, at which Saturn crosses `line` going forward between two moments. */
function crossingTime(saturnAt: (ms: number) => number, line: number, fromMs: number, toMs: number): number {
  let low = fromMs;
  let high = toMs;
  while (high - low > MINUTE_MS) {
    const middle = (low + high) / 2;
    if (signedDegrees(saturnAt(middle) - line) < 0) low = middle;
    else high = middle;
  }
  return Math.round((low + high) / 2);
}
