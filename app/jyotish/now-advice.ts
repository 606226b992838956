// What a day's panchang and choghadiya say of the present moment, for someone about to start
// something: the inauspicious periods running now (Rahu Kaal, Yamaganda, Gulika Kaal, Dur
// Muhurtam, Varjyam, Bhadra on earth, an eclipse's sutak), the choghadiya running and its
// quality, the next good stretch (a good choghadiya, Amrit, Shubh or Labh, or Abhijit Muhurat)
// clear of every inauspicious period, and the good stretches before it that an inauspicious
// period takes away. The verdict is the panchangs' common reading: a beginning waits out the
// inauspicious periods and is made in a good choghadiya or in Abhijit, which Muhurta Chintamani
// counts good whatever the choghadiya.
import { type Choghadiya, type ChoghadiyaName, type Quality, runningAt } from "./day-periods";
import type { SeenEclipse } from "./grahan";
import type { Span } from "./measures";
import type { Panchang } from "./panchang";

export const CAUTIONS = ["rahuKaal", "yamaganda", "gulikaKaal", "durMuhurtam", "varjyam", "bhadra", "sutak"] as const;
export type Caution = (typeof CAUTIONS)[number];

/** A stretch of the day good for a beginning, by where the page shows it: a good choghadiya, or Abhijit Muhurat. */
export type GoodStretch = Span & ({ source: "choghadiya"; name: ChoghadiyaName } | { source: "abhijit"; name: "abhijit" });

export type NowAdvice = {
  /** Every inauspicious period running now, by its end. */
  cautions: { name: Caution; end: number }[];
  /**
   * When a beginning may be made: the end of the running periods and of every period that
   * overlaps or follows on from them, so the wait never ends inside another; null when none runs.
   */
  clearAt: number | null;
  choghadiya: { name: ChoghadiyaName; quality: Quality; end: number };
  /** Abhijit Muhurat, when it runs now. */
  abhijit: { end: number } | null;
  /** Good for starting something: no inauspicious period, and a good choghadiya or Abhijit. */
  good: boolean;
  /** The next piece of a good stretch, from now, clear of the inauspicious periods, within the day. */
  next: GoodStretch | null;
  /**
   * The good stretches the day still shows before `next` (the rest of the day when there is
   * none) that inauspicious periods take ten minutes or more of, whole as the page shows them,
   * with those periods (`whole` when nothing of it from now on is clear).
   */
  passedOver: (GoodStretch & { by: Caution[]; whole: boolean })[];
  /** When any of this changes. */
  staleAt: number;
};

/** A stretch shorter than this is no time to start anything. */
const SHORTEST_MS = 10 * 60_000;

type CautionSpan = { name: Caution; span: Span };

function cautionSpans(day: Panchang, sutak: Span | null): CautionSpan[] {
  return [
    { name: "rahuKaal" as const, span: day.rahuKaal },
    { name: "yamaganda" as const, span: day.yamaganda },
    { name: "gulikaKaal" as const, span: day.gulikaKaal },
    ...day.durMuhurtam.map((span) => ({ name: "durMuhurtam" as const, span })),
    ...day.varjyam.map((span) => ({ name: "varjyam" as const, span })),
    // Bhadra bars a beginning only while it dwells on earth.
    ...day.bhadra.filter((span) => span.loka === "prithvi").map((span) => ({ name: "bhadra" as const, span })),
    // The muhurat calendars close an eclipse's day; its sutak bars a beginning while it runs.
    ...(sutak ? [{ name: "sutak" as const, span: sutak }] : []),
  ].sort((a, b) => a.span.start - b.span.start);
}

/** The pieces of a span no inauspicious period covers (the periods sorted by start). */
function clearPieces(span: Span, cautions: CautionSpan[]): Span[] {
  const pieces: Span[] = [];
  let from = span.start;
  for (const { span: caution } of cautions) {
    if (caution.end <= from || caution.start >= span.end) continue;
    if (caution.start > from) pieces.push({ start: from, end: caution.start });
    from = Math.max(from, caution.end);
  }
  if (from < span.end) pieces.push({ start: from, end: span.end });
  return pieces;
}

const length = (span: Span) => span.end - span.start;

/**
 * The sutak that runs within a Hindu day (sunrise to the next sunrise), of the eclipses its date
 * shows; none for an eclipse not seen there or a penumbral one, which keep no sutak.
 */
export function sutakWithin(eclipses: SeenEclipse[], day: Pick<Panchang, "sunrise" | "nextSunrise">): Span | null {
  const sutak = eclipses.find(({ sutak }) => sutak && sutak.start < day.nextSunrise && sutak.end > day.sunrise)?.sutak;
  return sutak ? { start: sutak.start, end: sutak.end } : null;
}

/**
 * The advice of a moment of a day (between its sunrise and the next), or null outside it;
 * `sutak` is the sutak of an eclipse that runs within the day, if any.
 */
export function nowAdvice(day: Panchang, choghadiyas: Choghadiya[], nowMs: number, sutak: Span | null = null): NowAdvice | null {
  const running = runningAt(choghadiyas, nowMs);
  if (running < 0) return null;
  const choghadiya = choghadiyas[running];
  const cautions = cautionSpans(day, sutak);
  const current = cautions.filter(({ span }) => span.start <= nowMs && nowMs < span.end).sort((a, b) => a.span.end - b.span.end);

  let clearAt = nowMs;
  for (let overlapping = current; overlapping.length;) {
    clearAt = Math.max(...overlapping.map(({ span }) => span.end));
    overlapping = cautions.filter(({ span }) => span.start <= clearAt && clearAt < span.end);
  }

  const stretches: GoodStretch[] = [
    ...choghadiyas
      .filter((p) => p.quality === "good")
      .map((p) => ({ source: "choghadiya" as const, name: p.name, start: p.start, end: p.end })),
    ...(day.abhijit ? [{ source: "abhijit" as const, name: "abhijit" as const, ...day.abhijit }] : []),
  ].filter((stretch) => stretch.end > nowMs);
  // What is left of each from now, and its pieces long enough to begin something in.
  const reckoned = stretches.map((stretch) => {
    const rest = { start: Math.max(stretch.start, nowMs), end: stretch.end };
    const clear = clearPieces(rest, cautions);
    return { stretch, rest, clear, usable: clear.filter((piece) => length(piece) >= SHORTEST_MS) };
  });

  // The earliest usable piece; of two that begin together, the longer.
  const first = reckoned
    .filter(({ usable }) => usable.length)
    .sort((a, b) => a.usable[0].start - b.usable[0].start || b.usable[0].end - a.usable[0].end)[0];
  const next: GoodStretch | null = first ? { ...first.stretch, ...first.usable[0] } : null;

  const passedOver = reckoned.flatMap(({ stretch, rest, clear }) => {
    if (first && (stretch === first.stretch || stretch.start >= first.usable[0].start)) return [];
    const blocked = length(rest) - clear.reduce((sum, piece) => sum + length(piece), 0);
    if (blocked < SHORTEST_MS) return [];
    const by = [...new Set(cautions.filter(({ span }) => span.start < rest.end && span.end > rest.start).map(({ name }) => name))];
    return [{ ...stretch, by, whole: clear.length === 0 }];
  });

  const abhijit = day.abhijit && day.abhijit.start <= nowMs && nowMs < day.abhijit.end ? { end: day.abhijit.end } : null;
  // The page is stale when the choghadiya, Abhijit or any inauspicious period begins or ends.
  const changes = [
    choghadiya.end,
    ...[...cautions.map(({ span }) => span), ...(day.abhijit ? [day.abhijit] : [])].flatMap((span) => [span.start, span.end]),
  ].filter((ms) => ms > nowMs);
  return {
    cautions: current.map(({ name, span }) => ({ name, end: span.end })),
    clearAt: current.length ? clearAt : null,
    choghadiya: { name: choghadiya.name, quality: choghadiya.quality, end: choghadiya.end },
    abhijit,
    good: current.length === 0 && (choghadiya.quality === "good" || abhijit !== null),
    next,
    passedOver,
    staleAt: Math.min(...changes),
  };
}
