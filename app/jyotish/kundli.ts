// A birth chart (janam kundli) as Indian astrology draws it: the lagna and the nine grahas in
// their sidereal signs, houses counted in whole signs from the lagna, the navamsa (D9), the
// Vimshottari dashas, Manglik dosha and Sade Sati. The sky itself is grahas.ts and sky.ts.
import { type Graha, grahaLongitude, grahaPositions, GRAHAS, NODE_KIND } from "./grahas";
import { houseFrom, type ManglikReading, manglikReading } from "./manglik";
import { NAKSHATRA_DEGREES, normalizeDegrees } from "./measures";
import { type MoonDay, moonDay } from "./moon-day";
import { type SadeSati, sadeSati } from "./sade-sati";
import { ascendantSidereal, astroTime, lahiriAyanamsa, type Place } from "./sky";
import { antardashas, type DashaPeriod, mahadashas, periodAt } from "./vimshottari";
import { NAKSHATRAS, padaOf, signOf } from "./zodiac";

export type ChartBody = "lagna" | Graha;

export type ChartRow = {
  body: ChartBody;
  longitude: number;
  sign: number;
  /** Whole degrees and minutes within the sign, cut (not rounded) so a graha at 29°59.8′ stays in its sign. */
  degrees: number;
  minutes: number;
  nakshatra: number;
  pada: number;
  /** 1–12, whole signs from the chart's first house: the lagna's sign, or the Moon's without the time. */
  house: number;
  retrograde: boolean;
  /** The navamsa (D9) sign: each 3°20′ from Mesha's start, counted on through the zodiac. */
  navamsa: number;
};

export type ChartHouseCell = { house: number; sign: number; bodies: Graha[] };

/**
 * What the houses are counted from: the lagna, or, when the birth time is not known, the Moon's
 * sign (chandra lagna), as Parashara reads a chart from the Moon as well as from the lagna.
 */
export type ChartReference = "lagna" | "moon";

export type Chart = {
  reference: ChartReference;
  /** The lagna first, then the nine grahas; without the time, the grahas alone. */
  rows: ChartRow[];
  /** The lagna chart (D1): house 1 holds the lagna's sign (the Moon's in a chandra kundli). */
  houses: ChartHouseCell[];
  /** The navamsa chart (D9): house 1 holds the navamsa lagna's sign; null without the time. */
  navamsaHouses: ChartHouseCell[] | null;
  ayanamsa: number;
  nodeKind: typeof NODE_KIND;
};

const NAVAMSA_DEGREES = 30 / 9;

export function navamsaOf(longitude: number): number {
  return Math.floor(normalizeDegrees(longitude) / NAVAMSA_DEGREES) % 12;
}

function row(body: ChartBody, longitude: number, lagnaSign: number, retrograde: boolean): ChartRow {
  const within = normalizeDegrees(longitude) % 30;
  // The nudge keeps an exact minute, which `% 30` can leave a hair short, from showing one less;
  // the cap keeps a longitude a hair short of the sign's end from showing as 30°00′.
  const totalMinutes = Math.min(Math.floor(within * 60 + 1e-9), 30 * 60 - 1);
  const sign = signOf(longitude);
  return {
    body,
    longitude,
    sign,
    degrees: Math.floor(totalMinutes / 60),
    minutes: totalMinutes % 60,
    nakshatra: Math.floor(normalizeDegrees(longitude) / NAKSHATRA_DEGREES) % NAKSHATRAS.length,
    pada: padaOf(longitude),
    house: houseFrom(sign, lagnaSign),
    retrograde,
    navamsa: navamsaOf(longitude),
  };
}

function cells(firstSign: number, signOfGraha: (graha: Graha) => number): ChartHouseCell[] {
  return Array.from({ length: 12 }, (_, index) => {
    const sign = (firstSign + index) % 12;
    return { house: index + 1, sign, bodies: GRAHAS.filter((graha) => signOfGraha(graha) === sign) };
  });
}

/** The chart of a birth at a place and instant, its houses counted from the lagna or the Moon. */
export function computeChart(place: Place, instant: number, reference: ChartReference = "lagna"): Chart {
  const positions = grahaPositions(instant);
  // The lagna turns through the twelve signs in a day: without the time it is not known at all.
  const lagna = reference === "lagna" ? ascendantSidereal(place, instant) : null;
  const firstSign = signOf(lagna ?? positions.moon.longitude);
  const rows = [
    ...(lagna === null ? [] : [row("lagna", lagna, firstSign, false)]),
    ...GRAHAS.map((graha) => row(graha, positions[graha].longitude, firstSign, positions[graha].retrograde)),
  ];
  const bySign = new Map(rows.map((r) => [r.body, r]));
  return {
    reference,
    rows,
    houses: cells(firstSign, (graha) => bySign.get(graha)!.sign),
    navamsaHouses: lagna === null ? null : cells(navamsaOf(lagna), (graha) => bySign.get(graha)!.navamsa),
    ayanamsa: lahiriAyanamsa(astroTime(instant)),
    nodeKind: NODE_KIND,
  };
}

/** The chart's Manglik reading (manglik.ts): Mars, the Moon, Venus and Jupiter by sign, and the lagna. */
export function manglikOf(chart: Pick<Chart, "rows">): ManglikReading {
  const sign = (body: ChartBody) => chart.rows.find((r) => r.body === body)!.sign;
  const lagna = chart.rows.some((r) => r.body === "lagna") ? sign("lagna") : null;
  return manglikReading({ mars: sign("mars"), moon: sign("moon"), venus: sign("venus"), jupiter: sign("jupiter"), lagna });
}

export type SadeSatiReading = Pick<SadeSati, "running" | "current" | "next" | "ingresses" | "backIn">;

export type Kundli = Chart & {
  instant: number;
  mahadashas: DashaPeriod[];
  /** The mahadasha running at `now` and its antardashas, or null outside the 120 years. */
  currentDasha: { maha: DashaPeriod; antardashas: DashaPeriod[]; antar: DashaPeriod | null } | null;
  manglik: ManglikReading;
  sadeSati: SadeSatiReading;
  /** Without the birth time: the Moon's signs, nakshatras and padas over the day of birth. */
  moonDay: MoonDay | null;
};

/** The Sade Sati of a natal Moon sign as of a moment (sade-sati.ts, with the chart's Saturn). */
export type SadeSatiOf = (moonSign: number, now: number) => SadeSati;

/** Saturn's sidereal longitude at a moment: what Sade Sati's search follows. */
export function saturnLongitude(ms: number): number {
  return grahaLongitude("saturn", ms);
}

const searchSadeSati: SadeSatiOf = (moonSign, now) => sadeSati(moonSign, now, saturnLongitude);

/**
 * Everything the kundli page shows of a birth, as of `now`. A birth whose time is not known is
 * given its day (its first instant and the next day's) and `instant` is that day's noon: the
 * chart is then counted from the Moon, and the Moon's day is told.
 */
export function computeKundli(
  place: Place,
  instant: number,
  now: number,
  sadeSatiOf: SadeSatiOf = searchSadeSati,
  day: { start: number; end: number } | null = null,
): Kundli {
  const chart = computeChart(place, instant, day ? "moon" : "lagna");
  const find = (body: ChartBody) => chart.rows.find((r) => r.body === body)!;
  const moon = find("moon");
  const dashas = mahadashas(moon.longitude, instant);
  const maha = periodAt(dashas, now);
  const antars = maha ? antardashas(maha) : [];
  const sade = sadeSatiOf(moon.sign, now);
  return {
    ...chart,
    instant,
    mahadashas: dashas,
    currentDasha: maha ? { maha, antardashas: antars, antar: periodAt(antars, now) } : null,
    manglik: manglikOf(chart),
    sadeSati: { running: sade.running, current: sade.current, next: sade.next, ingresses: sade.ingresses, backIn: sade.backIn },
    moonDay: day ? moonDay(day.start, day.end) : null,
  };
}
