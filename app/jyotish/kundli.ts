// A birth chart (janam kundli) as Indian astrology draws it: the lagna and the nine grahas in
// their sidereal signs, houses counted in whole signs from the lagna, the divisional charts
// (vargas.ts), the Vimshottari dashas, Manglik dosha and Sade Sati. The sky itself is grahas.ts
// and sky.ts.
import { type Avakahada, avakahadaOf } from "./avakahada";
import { type KaalSarp, kaalSarpOf, type PitraDosha, pitraDoshaOf } from "./doshas";
import { type Gochar, gocharOf } from "./gochar";
import { type Graha, grahaLongitude, grahaPositions, GRAHAS, NODE_KIND } from "./grahas";
import { houseFrom, type ManglikReading, manglikReading } from "./manglik";
import { NAKSHATRA_DEGREES, normalizeDegrees, SIGN_DEGREES } from "./measures";
import { type MoonDay, moonDay } from "./moon-day";
import { type SadeSati, sadeSati } from "./sade-sati";
import { ascendantSidereal, astroTime, lahiriAyanamsa, type Place } from "./sky";
import { vargaSign } from "./vargas";
import { antarAndNext, antardashas, type DashaPeriod, mahadashas, periodAt, pratyantardashas } from "./vimshottari";
import { type YogaReading, yogasOf } from "./yogas";
import { NAKSHATRAS, padaOf, signOf, VARGAS } from "./zodiac";

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
  /** The sign in each of the sixteen vargas, in the order of VARGAS (D1 first). */
  vargas: number[];
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
  ayanamsa: number;
  nodeKind: typeof NODE_KIND;
};

/** The navamsa (D9) sign: each 3°20′ from Mesha's start, counted on through the zodiac. */
export function navamsaOf(longitude: number): number {
  return vargaSign(longitude, 9);
}

function row(body: ChartBody, longitude: number, lagnaSign: number, retrograde: boolean): ChartRow {
  const within = normalizeDegrees(longitude) % SIGN_DEGREES;
  // The nudge keeps an exact minute, which `% SIGN_DEGREES` can leave a hair short, from showing
  // one less; the cap keeps a longitude a hair short of the sign's end from showing as 30°00′.
  const totalMinutes = Math.min(Math.floor(within * 60 + 1e-9), SIGN_DEGREES * 60 - 1);
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
    vargas: VARGAS.map((varga) => vargaSign(longitude, varga)),
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
  /**
   * The mahadasha running at `now` and its antardashas, the running pratyantardasha, and the
   * pratyantardashas of the running antardasha and of the next; null outside the 120 years.
   */
  currentDasha: {
    maha: DashaPeriod;
    antardashas: DashaPeriod[];
    antar: DashaPeriod | null;
    pratyantar: DashaPeriod | null;
    pratyantars: { antar: DashaPeriod; periods: DashaPeriod[] }[];
  } | null;
  manglik: ManglikReading;
  avakahada: Avakahada;
  yogas: YogaReading[];
  kaalSarp: KaalSarp;
  pitraDosha: PitraDosha;
  /** Where the grahas stand at `now`, over this chart. */
  gochar: Gochar;
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
  const lagnaSign = day ? null : find("lagna").sign;
  const dashas = mahadashas(moon.longitude, instant);
  const maha = periodAt(dashas, now);
  const antars = maha ? antardashas(maha) : [];
  const pratyantars = antarAndNext(dashas, now).map((antar) => ({ antar, periods: pratyantardashas(antar) }));
  const sade = sadeSatiOf(moon.sign, now);
  const signs = Object.fromEntries(GRAHAS.map((graha) => [graha, find(graha).sign])) as Record<Graha, number>;
  const longitudes = Object.fromEntries(GRAHAS.map((graha) => [graha, find(graha).longitude])) as Record<Graha, number>;
  return {
    ...chart,
    instant,
    mahadashas: dashas,
    currentDasha: maha
      ? {
          maha,
          antardashas: antars,
          antar: periodAt(antars, now),
          pratyantar: pratyantars.length ? periodAt(pratyantars[0].periods, now) : null,
          pratyantars,
        }
      : null,
    manglik: manglikOf(chart),
    avakahada: avakahadaOf(moon.longitude, lagnaSign, place, instant),
    yogas: yogasOf(signs, lagnaSign),
    kaalSarp: kaalSarpOf(longitudes, lagnaSign),
    pitraDosha: pitraDoshaOf(signs, lagnaSign),
    gochar: gocharOf({ moonSign: moon.sign, lagnaSign }, now),
    sadeSati: { running: sade.running, current: sade.current, next: sade.next, ingresses: sade.ingresses, backIn: sade.backIn },
    moonDay: day ? moonDay(day.start, day.end) : null,
  };
}
