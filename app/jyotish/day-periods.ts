// The day's choghadiyas and horas (docs/research/choghadiya-hora.md): the daytime and the night
// each cut into equal parts, every part ruled by a planet in the order the weekdays' lords
// follow through the hours. Names are keys here; their words live in the `dayPeriods` namespace.
import { sunCautions, type SunDay } from "./panchang";

/** The seven planets in the order their horas follow one another (the Chaldean order, counted down). */
export const HORA_LORDS = ["sun", "venus", "mercury", "moon", "saturn", "jupiter", "mars"] as const;
export type HoraLord = (typeof HORA_LORDS)[number];

/** Each weekday's lord (0 Sunday … 6 Saturday), as an index into HORA_LORDS. */
const WEEKDAY_LORD = [0, 3, 6, 2, 5, 1, 4];

/** The choghadiya each planet rules, in HORA_LORDS's order: the Sun's is Udveg, Venus's Chal… */
export const CHOGHADIYAS = ["udveg", "chal", "labh", "amrit", "kaal", "shubh", "rog"] as const;
export type ChoghadiyaName = (typeof CHOGHADIYAS)[number];

export type Quality = "good" | "neutral" | "bad";

export const CHOGHADIYA_QUALITY: Record<ChoghadiyaName, Quality> = {
  amrit: "good",
  shubh: "good",
  labh: "good",
  chal: "neutral",
  udveg: "bad",
  kaal: "bad",
  rog: "bad",
};

/** A part of the day: the daytime's (sunrise to sunset) or the night's (sunset to the next sunrise). */
export type Half = "day" | "night";

/** The daytime's eighths a good choghadiya may fall in, which bar a beginning however good the choghadiya. */
export type SunCaution = "rahuKaal" | "yamaganda" | "gulikaKaal";

export type Choghadiya = {
  name: ChoghadiyaName;
  quality: Quality;
  half: Half;
  start: number;
  end: number;
  /** A good one's: the eighths that take ten minutes or more of it, so the page says why it is passed over. */
  marredBy?: SunCaution[];
};
export type Hora = { lord: HoraLord; half: Half; start: number; end: number };

/** `count` equal parts from `start` to `end`, the last ending exactly at `end`. */
function parts(start: number, end: number, count: number): Array<{ start: number; end: number }> {
  const length = (end - start) / count;
  return Array.from({ length: count }, (_, i) => ({ start: start + i * length, end: i === count - 1 ? end : start + (i + 1) * length }));
}

/**
 * The sixteen choghadiyas of a panchang day. The daytime's first is the weekday lord's and each
 * next the following planet's in HORA_LORDS, so the eighth is the lord's again. The night's first
 * is the lord of the weekday four days on (Sunday night starts with Thursday's Jupiter, Shubh) and
 * each next the planet five places on, the order every published choghadiya table prints.
 */
export function choghadiyasOf(day: SunDay): Choghadiya[] {
  const lord = WEEKDAY_LORD[day.vara];
  const nightLord = WEEKDAY_LORD[(day.vara + 4) % 7];
  const named = (half: Half, planet: number, span: { start: number; end: number }): Choghadiya => {
    const name = CHOGHADIYAS[planet % 7];
    return { name, quality: CHOGHADIYA_QUALITY[name], half, ...span };
  };
  const cautions = Object.entries(sunCautions(day)) as [SunCaution, { start: number; end: number }][];
  const marred = (choghadiya: Choghadiya): Choghadiya => {
    if (choghadiya.quality !== "good") return choghadiya;
    const by = cautions
      .filter(([, span]) => Math.min(span.end, choghadiya.end) - Math.max(span.start, choghadiya.start) >= 10 * 60_000)
      .map(([name]) => name);
    return by.length ? { ...choghadiya, marredBy: by } : choghadiya;
  };
  return [
    ...parts(day.sunrise, day.sunset, 8).map((span, i) => marred(named("day", lord + i, span))),
    ...parts(day.sunset, day.nextSunrise, 8).map((span, i) => named("night", nightLord + 5 * i, span)),
  ];
}

/**
 * The twenty-four horas of a panchang day: twelve equal parts of the daytime from sunrise, the
 * first ruled by the weekday's lord, and twelve of the night from sunset, the planets running on
 * in HORA_LORDS's order through both (so the next sunrise's hora is the next weekday's lord's).
 */
export function horasOf(day: SunDay): Hora[] {
  const lord = WEEKDAY_LORD[day.vara];
  return [...parts(day.sunrise, day.sunset, 12), ...parts(day.sunset, day.nextSunrise, 12)].map((span, i) => ({
    lord: HORA_LORDS[(lord + i) % 7],
    half: i < 12 ? "day" : "night",
    ...span,
  }));
}

/** The index of the period running at `ms`, or -1 when the periods do not cover it. */
export function runningAt(periods: ReadonlyArray<{ start: number; end: number }>, ms: number): number {
  return periods.findIndex((period) => period.start <= ms && ms < period.end);
}
