// What a day's panchang and choghadiya say of the present moment, for someone about to start
// something: the inauspicious period running now (Rahu Kaal, Yamaganda, Gulika Kaal, Dur
// Muhurtam, Varjyam, Bhadra on earth), the choghadiya running and its quality, and the next
// stretch of a good choghadiya (Amrit, Shubh, Labh) clear of every inauspicious period. The
// verdict is the panchangs' common reading: a beginning waits out the inauspicious periods and
// is made in a good choghadiya.
import type { Span } from "./measures";
import { type Choghadiya, type ChoghadiyaName, type Quality, runningAt } from "./muhurta";
import type { Panchang } from "./panchang";

export const CAUTIONS = ["rahuKaal", "yamaganda", "gulikaKaal", "durMuhurtam", "varjyam", "bhadra"] as const;
export type Caution = (typeof CAUTIONS)[number];

export type NowAdvice = {
  /** The inauspicious period running now, the first of them when several run. */
  caution: { name: Caution; end: number } | null;
  choghadiya: { name: ChoghadiyaName; quality: Quality; end: number };
  /** Good for starting something: no inauspicious period, and a good choghadiya. */
  good: boolean;
  /** The next stretch of a good choghadiya clear of the inauspicious periods, within the day. */
  next: { name: ChoghadiyaName; start: number; end: number } | null;
  /** When any of this changes. */
  staleAt: number;
};

/** A stretch shorter than this is no time to start anything. */
const SHORTEST_MS = 10 * 60_000;

function cautionSpans(day: Panchang): { name: Caution; span: Span }[] {
  return [
    { name: "rahuKaal" as const, span: day.rahuKaal },
    { name: "yamaganda" as const, span: day.yamaganda },
    { name: "gulikaKaal" as const, span: day.gulikaKaal },
    ...day.durMuhurtam.map((span) => ({ name: "durMuhurtam" as const, span })),
    ...day.varjyam.map((span) => ({ name: "varjyam" as const, span })),
    // Bhadra bars a beginning only while it dwells on earth.
    ...day.bhadra.filter((span) => span.loka === "prithvi").map((span) => ({ name: "bhadra" as const, span })),
  ];
}

/** The advice of a moment of a day (between its sunrise and the next), or null outside it. */
export function nowAdvice(day: Panchang, choghadiyas: Choghadiya[], nowMs: number): NowAdvice | null {
  const running = runningAt(choghadiyas, nowMs);
  if (running < 0) return null;
  const choghadiya = choghadiyas[running];
  const cautions = cautionSpans(day);
  const current = cautions.find(({ span }) => span.start <= nowMs && nowMs < span.end) ?? null;

  // The first piece of a good choghadiya, from now on, that no inauspicious period covers.
  let next: NowAdvice["next"] = null;
  for (const period of choghadiyas.filter((p) => p.quality === "good" && p.end > nowMs)) {
    let start = Math.max(period.start, nowMs);
    for (const { span } of [...cautions].sort((a, b) => a.span.start - b.span.start)) {
      if (span.start <= start && span.end > start) start = span.end;
    }
    const blocking = cautions.filter(({ span }) => span.start > start && span.start < period.end).map(({ span }) => span.start);
    const end = Math.min(period.end, ...blocking);
    if (end - start >= SHORTEST_MS) {
      next = { name: period.name, start, end };
      break;
    }
  }
  // The page is stale when the choghadiya or any inauspicious period begins or ends.
  const changes = [choghadiya.end, ...cautions.flatMap(({ span }) => [span.start, span.end]).filter((ms) => ms > nowMs)];
  return {
    caution: current ? { name: current.name, end: current.span.end } : null,
    choghadiya: { name: choghadiya.name, quality: choghadiya.quality, end: choghadiya.end },
    good: !current && choghadiya.quality === "good",
    next,
    staleAt: Math.min(...changes),
  };
}
