// Muhurat calendars: the windows of a year in which a ceremony may begin, for a place, and the
// periods of the year closed to it. A window is a stretch of a Hindu day (sunrise to the next
// sunrise) in which the Moon is in one of the ceremony's nakshatras, the tithi, the weekday,
// the yoga and the karana are ones its rule allows, and no closed period runs. The rules are
// Muhurta Chintamani's as the leading panchangs apply them; docs/research/muhurat-rules.md
// names each rule's source and the choice made where traditions differ. A window's lagna is
// left to the family's astrologer, as the published date lists leave it.
import { addDays, DAY_MS, HOUR_MS, indiaDateAt, indiaMidnight, weekdayOf } from "~/clock/india-clock";

import { dayOfTithi, festivalDayIn, hinduDayOf, hinduDayTimes, lunarMonthsBetween, type LunarMonthSpan, tithiSpan } from "./festival-rules";
import { eclipseDays } from "./grahan";
import { NAKSHATRA_DEGREES, normalizeDegrees, SIGN_DEGREES, type Span } from "./measures";
import {
  elongation,
  momentAt,
  moonSidereal,
  nextSunEvent,
  type Place,
  planetApparentLongitude,
  sunMoonSum,
  sunSidereal,
  sunTropical,
  whenAngleReaches,
} from "./sky";
import { karanaOfHalf, KARANAS } from "./zodiac";

export const MUHURAT_KINDS = ["vivah", "grihaPravesh", "vehicle", "property", "mundan", "namkaran", "annaprashan"] as const;
export type MuhuratKind = (typeof MUHURAT_KINDS)[number];

/** The periods a rule may close: each named on the page with its dates. */
export const CLOSED_PERIODS = [
  "kharmas",
  "chaturmas",
  "guruAsta",
  "shukraAsta",
  "holashtak",
  "pitruPaksha",
  "adhikMaas",
  "grahan",
] as const;
export type ClosedPeriodName = (typeof CLOSED_PERIODS)[number];

export type MuhuratRule = {
  /** 0 Ashwini … 26 Revati. */
  nakshatras: readonly number[];
  /** Tithis allowed (0 Shukla Pratipada … 29 Amavasya); every tithi when absent. */
  tithis?: readonly number[];
  /** Weekdays allowed (0 Sunday … 6 Saturday); every day when absent. */
  weekdays?: readonly number[];
  /** Sidereal signs the Sun must be in (0 Mesha … 11 Meena); any when absent. */
  sunSigns?: readonly number[];
  /** Amanta months closed to it (0 Chaitra … 11 Phalguna). */
  closedMonths?: readonly number[];
  /** The named periods closed to it. */
  closed: readonly ClosedPeriodName[];
  /** Yogas it does not begin in: Vyatipata and Vaidhriti unless told. */
  badYogas?: readonly number[];
  /** Quarters (padas, 1–4) of its nakshatras it leaves out, by nakshatra. */
  leavesOut?: Readonly<Record<number, readonly number[]>>;
};

const [
  ASHWINI,
  BHARANI,
  KRITTIKA,
  ROHINI,
  MRIGASHIRA,
  ARDRA,
  PUNARVASU,
  PUSHYA,
  ,
  MAGHA,
  ,
  U_PHALGUNI,
  HASTA,
  CHITRA,
  SWATI,
  ,
  ANURADHA,
  JYESHTHA,
  MULA,
  ,
  U_ASHADHA,
  SHRAVANA,
  DHANISHTHA,
  SHATABHISHA,
  ,
  U_BHADRAPADA,
  REVATI,
] = Array.from({ length: 27 }, (_, i) => i);
void BHARANI;
void KRITTIKA;
void ARDRA;

/** Tithi indices of the numbers given, in both halves: 2 → Shukla and Krishna Dwitiya. */
const bothHalves = (...numbers: number[]) => numbers.flatMap((n) => [n - 1, 14 + n]);
const GOOD_TITHIS = bothHalves(2, 3, 5, 7, 10, 11, 13);
// The nakshatras by nature (Muhurta Chintamani): fixed (dhruva), movable (chara), soft (mridu)
// and light (kshipra, with Abhijit, which the 27 leave out).
const FIXED = [ROHINI, U_PHALGUNI, U_ASHADHA, U_BHADRAPADA];
const MOVABLE = [PUNARVASU, SWATI, SHRAVANA, DHANISHTHA, SHATABHISHA];
const SOFT = [MRIGASHIRA, CHITRA, ANURADHA, REVATI];
const LIGHT = [ASHWINI, PUSHYA, HASTA];
/** The nakshatras of these natures, in order from Ashwini. */
const ofNatures = (...natures: number[][]) => natures.flat().sort((a, b) => a - b);
/** The fixed, movable, soft and light nakshatras: the childhood samskaras' (Drik Panchang's namakarana set). */
const SAMSKARA_NAKSHATRAS = ofNatures(FIXED, MOVABLE, SOFT, LIGHT);
const NOT_SUNDAY_OR_TUESDAY = [1, 3, 4, 5, 6];
const MON_WED_THU_FRI = [1, 3, 4, 5];

/** Yogas no ceremony begins in: Vyatipata and Vaidhriti. */
const BAD_YOGAS = [16, 26];
/** The nine yogas of ill name: Vishkambha, Atiganda, Shula, Ganda, Vyaghata, Vajra, Vyatipata, Parigha, Vaidhriti. */
const NINE_BAD_YOGAS = [0, 5, 8, 9, 12, 14, 16, 18, 26];

/** The rule of each ceremony (docs/research/muhurat-rules.md §1–7). */
export const MUHURAT_RULES: Record<MuhuratKind, MuhuratRule> = {
  // The eleven nakshatras of marriage, in the six solar months (Muhurta Chintamani 6.13), none
  // of the nine yogas of ill name, no Amavasya; no other tithi or weekday shuddhi, as Drik
  // Panchang's published lists apply none.
  vivah: {
    nakshatras: [ROHINI, MRIGASHIRA, MAGHA, U_PHALGUNI, HASTA, SWATI, ANURADHA, MULA, U_ASHADHA, U_BHADRAPADA, REVATI],
    tithis: Array.from({ length: 29 }, (_, i) => i),
    badYogas: NINE_BAD_YOGAS,
    sunSigns: [0, 1, 2, 7, 9, 10],
    closed: ["kharmas", "chaturmas", "guruAsta", "shukraAsta", "holashtak", "adhikMaas", "pitruPaksha", "grahan"],
    // The first quarter of Magha and of Mula (gandanta, where a sign and a nakshatra begin
    // together) and the last of Revati, as Drik Panchang's windows leave them out.
    leavesOut: { [MAGHA]: [1], [MULA]: [1], [REVATI]: [4] },
  },
  // The fixed and soft nakshatras, the good tithis, no Sunday or Tuesday, not in Chaitra nor in
  // the four months from Ashadha to Ashwin.
  // In the dark half no Trayodashi and nothing after its Dwadashi (Drik Panchang's 2026 dates
  // keep Krishna Ekadashi and Dwadashi, and no Trayodashi), and no yoga barred (they have days
  // of Vyatipata and Vaidhriti).
  grihaPravesh: {
    nakshatras: ofNatures(FIXED, SOFT),
    tithis: [...[2, 3, 5, 7, 10, 11, 13].map((n) => n - 1), ...[2, 3, 5, 7, 10, 11, 12].map((n) => 14 + n)],
    weekdays: NOT_SUNDAY_OR_TUESDAY,
    closedMonths: [0, 3, 4, 5, 6],
    closed: ["kharmas", "chaturmas", "guruAsta", "shukraAsta", "holashtak", "adhikMaas", "pitruPaksha", "grahan"],
    badYogas: [],
  },
  // The movable and soft nakshatras, the good tithis, not on Tuesday or Saturday.
  vehicle: {
    nakshatras: [ASHWINI, ROHINI, MRIGASHIRA, PUNARVASU, PUSHYA, HASTA, CHITRA, SWATI, ANURADHA, SHRAVANA, DHANISHTHA, SHATABHISHA, REVATI],
    tithis: GOOD_TITHIS,
    weekdays: [0, 1, 3, 4, 5],
    closed: ["kharmas", "holashtak", "pitruPaksha", "adhikMaas", "grahan"],
  },
  // The fixed nakshatras of property (News18's, the griha pravesh set's core), the good tithis.
  property: {
    nakshatras: [ROHINI, MRIGASHIRA, U_PHALGUNI, ANURADHA, U_ASHADHA, U_BHADRAPADA, REVATI],
    tithis: GOOD_TITHIS,
    weekdays: [1, 3, 4, 5],
    closed: ["kharmas", "chaturmas", "holashtak", "pitruPaksha", "adhikMaas", "grahan"],
  },
  // Chudakarana: movable, light and soft nakshatras, the good tithis, Mon, Wed, Thu, Fri, in
  // Uttarayana's solar months.
  mundan: {
    nakshatras: [ASHWINI, MRIGASHIRA, PUNARVASU, PUSHYA, HASTA, CHITRA, SWATI, JYESHTHA, SHRAVANA, DHANISHTHA, SHATABHISHA, REVATI],
    tithis: GOOD_TITHIS,
    weekdays: MON_WED_THU_FRI,
    sunSigns: [9, 10, 0, 1, 2],
    closed: ["kharmas", "chaturmas", "guruAsta", "shukraAsta", "holashtak", "adhikMaas", "pitruPaksha", "grahan"],
  },
  // Drik Panchang's namakarana nakshatras and tithis (1, 2, 3, 5, 7, 10, 11, 12, 13 of both halves).
  namkaran: {
    nakshatras: SAMSKARA_NAKSHATRAS,
    tithis: bothHalves(1, 2, 3, 5, 7, 10, 11, 12, 13),
    weekdays: MON_WED_THU_FRI,
    closed: ["kharmas", "chaturmas", "holashtak", "adhikMaas", "pitruPaksha", "grahan"],
  },
  // Shukla 2, 3, 5, 7, 10, 11, 12, 13 and Purnima, on Mon, Wed, Thu, Fri.
  annaprashan: {
    nakshatras: SAMSKARA_NAKSHATRAS,
    tithis: [1, 2, 4, 6, 9, 10, 11, 12, 14],
    weekdays: MON_WED_THU_FRI,
    closed: ["kharmas", "holashtak", "adhikMaas", "pitruPaksha", "grahan"],
  },
};

const VISHTI = KARANAS.indexOf("vishti");
const BHADRA_ON_EARTH = [3, 4, 10, 11];

export type ClosedPeriod = {
  name: ClosedPeriodName;
  start: number;
  end: number;
  /** The Hindu days (sunrise to sunrise) it closes, wholly or in part: the first and the last. */
  firstDay: string;
  lastDay: string;
  /** It begins after its first day's sunrise, or ends before the sunrise after its last: the page gives the hour. */
  startsMidDay: boolean;
  endsMidDay: boolean;
  month?: number;
  /** The eclipse that closes a "grahan" period. */
  eclipse?: { body: "moon" | "sun"; date: string };
};

/** A stretch of a window with one nakshatra and one tithi. */
export type MuhuratPart = Span & { nakshatra: number; tithi: number };
/** A window, named part by part where its tithi or nakshatra changes inside it. */
export type MuhuratWindow = Span & { parts: MuhuratPart[] };

/** A Hindu day's windows: `date` is the day of its sunrise. */
export type MuhuratDay = { date: string; weekday: number; windows: MuhuratWindow[] };

export type MuhuratYear = { kind: MuhuratKind; year: number; days: MuhuratDay[]; closed: ClosedPeriod[] };

/** The moments in [from, to) at which a growing angle crosses a multiple of `step`. */
function crossings(angle: (ms: number) => number, step: number, from: number, to: number, meanDays: number): number[] {
  const found: number[] = [];
  let at = from;
  for (;;) {
    const next = (Math.floor(angle(at) / step) + 1) * step;
    const when = whenAngleReaches(angle, next % 360, at, meanDays * 1.6);
    if (when === null || when >= to) return found;
    found.push(when);
    at = when + 1000;
  }
}

const yogaAngle = sunMoonSum;

/** Jupiter's or Venus's distance from the Sun in longitude, in degrees. */
function fromSun(planet: "jupiter" | "venus", ms: number): number {
  const moment = momentAt(ms);
  const distance = Math.abs(normalizeDegrees(planetApparentLongitude(planet, moment) - sunTropical(moment.time)));
  return Math.min(distance, 360 - distance);
}

/**
 * The spans in which a planet is combust (asta), found day by day as the panchangs announce them:
 * Jupiter within 11° of the Sun (Surya Siddhanta); Venus within 7° moving forward and 8° moving
 * back, the orbs that give the published Shukra asta of 2025–27 to within a few days (the
 * panchangs reckon its setting and rising by visibility; docs/research/muhurat-rules.md).
 */
function astaSpans(planet: "jupiter" | "venus", place: Place, from: number, to: number): Span[] {
  const spans: Span[] = [];
  let open: number | null = null;
  // Looked at each sunrise: a planet sets or rises for the almanac on a day, so its spans close whole Hindu days.
  for (let ms = nextSunEvent(place, 1, from)!; ms < to; ms = nextSunEvent(place, 1, ms + HOUR_MS)!) {
    const retrograde =
      planet === "venus" &&
      longitudeOf(planet, ms + DAY_MS) < longitudeOf(planet, ms) &&
      Math.abs(longitudeOf(planet, ms + DAY_MS) - longitudeOf(planet, ms)) < 180;
    const orb = planet === "jupiter" ? 11 : retrograde ? 8 : 7;
    const combust = fromSun(planet, ms) < orb;
    if (combust && open === null) open = ms;
    if (!combust && open !== null) {
      spans.push({ start: open, end: ms });
      open = null;
    }
  }
  if (open !== null) spans.push({ start: open, end: to });
  return spans;
}

function longitudeOf(planet: "jupiter" | "venus", ms: number): number {
  return planetApparentLongitude(planet, momentAt(ms));
}

/** The Sun's entries into each sign within the window, with the sign entered. */
function sankrantis(from: number, to: number): { sign: number; at: number }[] {
  return crossings(sunSidereal, SIGN_DEGREES, from, to, 31).map((at) => ({
    sign: Math.round(sunSidereal(at + 60_000) / SIGN_DEGREES - 0.5) % 12,
    at,
  }));
}

/** A closed period with the Hindu days it touches at a place, and whether its edges fall mid-day. */
function closedPeriod(name: ClosedPeriodName, span: Span, place: Place, extra: Pick<ClosedPeriod, "month" | "eclipse"> = {}): ClosedPeriod {
  // A minute's slack: an edge taken from a sunrise is that sunrise, however its search converged.
  const firstDay = hinduDayOf(place, span.start + 60_000);
  const lastDay = hinduDayOf(place, span.end - 60_000);
  const startsMidDay = span.start - hinduDayTimes(place, firstDay).sunrise > 60_000;
  const endsMidDay = hinduDayTimes(place, lastDay).nextSunrise - span.end > 60_000;
  return { name, start: span.start, end: span.end, firstDay, lastDay, startsMidDay, endsMidDay, ...extra };
}

/** The sunrise of an India date at a place, and the one after it. */
const sunrisesOf = (place: Place, date: string) => {
  const { sunrise, nextSunrise } = hinduDayTimes(place, date);
  return { sunrise, nextSunrise };
};

/**
 * The periods of a year (with their neighbours' edges) closed to ceremonies at a place. Those a
 * festival bounds begin and end on the days the calendar keeps that festival in this place, by
 * the festival's own rule (festivalDayIn): Chaturmas from Devshayani's day to Dev Uthani's,
 * Pitru Paksha from the Bhadrapada Purnima of the festival page to Sarvapitri Amavasya,
 * Holashtak to the day of Holika Dahan. Kharmas runs between the Sun's two entries, with their
 * hours; a planet's setting (asta) is looked at each sunrise.
 */
export function closedPeriods(year: number, place: Place): ClosedPeriod[] {
  const from = Date.UTC(year - 1, 10, 1);
  const to = Date.UTC(year + 1, 1, 1);
  const months = lunarMonthsBetween(from, to);
  const nija = (month: number) => months.filter((span) => span.month === month && !span.adhik);
  const periods: ClosedPeriod[] = [];
  const entries = sankrantis(from - 40 * DAY_MS, to);
  for (const [i, entry] of entries.entries()) {
    const next = entries[i + 1];
    if (!next || (entry.sign !== 8 && entry.sign !== 11)) continue;
    // It ends with the Sun's entry into Makara or Mesha, or where that comes after sunset (the
    // Sankranti then kept the next day, as the calendar keeps it) at that next day's sunrise.
    const date = indiaDateAt(next.at);
    const kept = next.at < hinduDayTimes(place, date).sunset ? date : addDays(date, 1);
    periods.push(closedPeriod("kharmas", { start: entry.at, end: Math.max(next.at, hinduDayTimes(place, kept).sunrise) }, place));
  }
  for (const ashadha of nija(3)) {
    const kartika = nija(7).find((span) => span.start > ashadha.start);
    if (!kartika) continue;
    const begins = sunrisesOf(place, festivalDayIn("Ashadhi Ekadashi", ashadha, place)).sunrise;
    // Through Dev Uthani's day; to the end of its Ekadashi tithi where that runs out in the day's
    // daylight (the hour is given), as the panchangs open that afternoon.
    const last = hinduDayTimes(place, festivalDayIn("Dev Uthani Ekadashi", kartika, place));
    const tithiEnds = tithiSpan(kartika, 10).end;
    const ends = tithiEnds > last.sunrise && tithiEnds < last.sunset ? tithiEnds : last.nextSunrise;
    periods.push(closedPeriod("chaturmas", { start: begins, end: ends }, place));
  }
  // Holashtak: from Phalguna Shukla Ashtami, as it begins, to the day of Holika Dahan.
  for (const phalguna of nija(11)) {
    const ends = sunrisesOf(place, festivalDayIn("Holika Dahan", phalguna, place)).nextSunrise;
    periods.push(closedPeriod("holashtak", { start: tithiSpan(phalguna, 7).start, end: ends }, place));
  }
  for (const bhadrapada of nija(5)) {
    const begins = sunrisesOf(place, festivalDayIn("Pitru Paksha", bhadrapada, place)).sunrise;
    const ends = sunrisesOf(place, festivalDayIn("Sarvapitri Amavasya", bhadrapada, place)).nextSunrise;
    periods.push(closedPeriod("pitruPaksha", { start: begins, end: ends }, place));
  }
  // An adhik month from the day of its first sunrise to its Amavasya's, as its festival card keeps it.
  for (const span of months.filter((month) => month.adhik)) {
    const begins = sunrisesOf(place, dayOfTithi(tithiSpan(span, 0), "sunrise", place)).sunrise;
    const ends = sunrisesOf(place, dayOfTithi(tithiSpan(span, 29), "sunrise", place)).nextSunrise;
    periods.push(closedPeriod("adhikMaas", { start: begins, end: ends }, place, { month: span.month }));
  }
  for (const span of astaSpans("jupiter", place, from, to)) periods.push(closedPeriod("guruAsta", span, place));
  for (const span of astaSpans("venus", place, from, to)) periods.push(closedPeriod("shukraAsta", span, place));
  const yearStart = indiaMidnight(`${year}-01-01`);
  const yearEnd = indiaMidnight(`${year + 1}-01-01`);
  return periods.filter((period) => period.end > yearStart && period.start < yearEnd).sort((a, b) => a.start - b.start);
}

/** Cuts a span by the moments in it, into pieces. */
function cut(span: Span, moments: number[]): Span[] {
  const edges = [span.start, ...moments.filter((m) => m > span.start && m < span.end).sort((a, b) => a - b), span.end];
  return edges.slice(0, -1).map((start, i) => ({ start, end: edges[i + 1] }));
}

function monthOf(months: LunarMonthSpan[], ms: number): LunarMonthSpan | undefined {
  return months.find((span) => span.start <= ms && ms < span.end);
}

/** The muhurats of a ceremony through a Gregorian year at a place, by Hindu day. */
export function muhuratYear(
  kind: MuhuratKind,
  year: number,
  place: Place,
  closedOf: (year: number, place: Place) => ClosedPeriod[] = closedPeriods,
): MuhuratYear {
  const rule = MUHURAT_RULES[kind];
  // The Hindu days of the year: from the first sunrise of 1 January to the first of the next year.
  const from = nextSunEvent(place, 1, indiaMidnight(`${year}-01-01`))!;
  const to = nextSunEvent(place, 1, indiaMidnight(`${year + 1}-01-01`))!;
  // An eclipse seen here closes its day to every ceremony: from its sutak to the next sunrise.
  const closed = [
    ...closedOf(year, place),
    ...eclipseDays(year, place).map(({ eclipse, ...span }) => closedPeriod("grahan", span, place, { eclipse })),
  ].sort((a, b) => a.start - b.start);
  const barred = closed.filter((period) => rule.closed.includes(period.name));
  const months = lunarMonthsBetween(from - 35 * DAY_MS, to + DAY_MS);

  // The stretches the Moon spends in the rule's nakshatras, less the closed periods.
  const nakshatraEdges = [from, ...crossings(moonSidereal, NAKSHATRA_DEGREES, from, to, 1), to];
  const candidates: MuhuratPart[] = [];
  for (let i = 0; i < nakshatraEdges.length - 1; i++) {
    const span = { start: nakshatraEdges[i], end: nakshatraEdges[i + 1] };
    const nakshatra = Math.floor(moonSidereal((span.start + span.end) / 2) / NAKSHATRA_DEGREES);
    if (!rule.nakshatras.includes(nakshatra)) continue;
    if (barred.some((period) => period.start <= span.start && span.end <= period.end)) continue;
    // Where the tithi, yoga, karana, the Sun's sign or (where a quarter is left out) the quarter changes inside it.
    const quarters = rule.leavesOut?.[nakshatra] ? crossings(moonSidereal, NAKSHATRA_DEGREES / 4, span.start, span.end, 0.3) : [];
    const moments = [
      ...quarters,
      ...crossings(elongation, 6, span.start, span.end, 0.6),
      ...crossings(yogaAngle, NAKSHATRA_DEGREES, span.start, span.end, 1),
      ...crossings(sunSidereal, SIGN_DEGREES, span.start, span.end, 31),
      ...barred.flatMap((period) => [period.start, period.end]),
    ];
    for (const piece of cut(span, moments)) {
      const middle = (piece.start + piece.end) / 2;
      const half = Math.floor(elongation(middle) / 6);
      const tithi = Math.floor(half / 2);
      if (rule.tithis && !rule.tithis.includes(tithi)) continue;
      const quarter = Math.floor((moonSidereal(middle) % NAKSHATRA_DEGREES) / (NAKSHATRA_DEGREES / 4)) + 1;
      if (rule.leavesOut?.[nakshatra]?.includes(quarter)) continue;
      // Bhadra bars a beginning only while it dwells on earth: the Moon in Karka, Simha, Kumbha or Meena.
      if (karanaOfHalf(half) === VISHTI && BHADRA_ON_EARTH.includes(Math.floor(moonSidereal(middle) / SIGN_DEGREES))) continue;
      if ((rule.badYogas ?? BAD_YOGAS).includes(Math.floor(yogaAngle(middle) / NAKSHATRA_DEGREES))) continue;
      if (rule.sunSigns && !rule.sunSigns.includes(Math.floor(sunSidereal(middle) / SIGN_DEGREES))) continue;
      if (barred.some((period) => period.start <= middle && middle < period.end)) continue;
      const month = monthOf(months, middle);
      if (rule.closedMonths && month && !month.adhik && rule.closedMonths.includes(month.month)) continue;
      candidates.push({ ...piece, nakshatra, tithi });
    }
  }

  // Join the pieces that touch into windows, a part for each run of one nakshatra and one tithi.
  const joined: MuhuratWindow[] = [];
  for (const piece of candidates) {
    const last = joined[joined.length - 1];
    if (last && last.end === piece.start) {
      last.end = piece.end;
      const part = last.parts[last.parts.length - 1];
      if (part.nakshatra === piece.nakshatra && part.tithi === piece.tithi) part.end = piece.end;
      else last.parts.push({ ...piece });
    } else joined.push({ start: piece.start, end: piece.end, parts: [{ ...piece }] });
  }
  // Then give each window to the Hindu days it runs through, cut at each sunrise.
  const days = new Map<string, MuhuratDay>();
  let date = `${year}-01-01`;
  let nextSunrise = nextSunEvent(place, 1, from + 60_000)!;
  const nextDay = () => {
    date = addDays(date, 1);
    nextSunrise = nextSunEvent(place, 1, nextSunrise + 60_000)!;
  };
  for (const window of joined) {
    while (window.start >= nextSunrise) nextDay();
    let rest: MuhuratWindow | null = window;
    while (rest) {
      const cutAt = nextSunrise;
      const inDay: MuhuratWindow = {
        start: rest.start,
        end: Math.min(rest.end, cutAt),
        parts: rest.parts.filter((part) => part.start < cutAt).map((part) => ({ ...part, end: Math.min(part.end, cutAt) })),
      };
      // Slivers of a minute or less are where two searches for one sunrise differ by moments: none is a window.
      inDay.parts = inDay.parts.filter((part) => part.end - part.start > 60_000);
      const weekday = weekdayOf(date);
      if (inDay.parts.length && (!rule.weekdays || rule.weekdays.includes(weekday))) {
        const day = days.get(date) ?? { date, weekday, windows: [] };
        day.windows.push(inDay);
        days.set(date, day);
      }
      if (rest.end <= cutAt) rest = null;
      else {
        rest = {
          start: cutAt,
          end: rest.end,
          parts: rest.parts.filter((part) => part.end > cutAt).map((part) => ({ ...part, start: Math.max(part.start, cutAt) })),
        };
        nextDay();
      }
    }
  }
  return {
    kind,
    year,
    days: [...days.values()].filter((day) => day.date.startsWith(`${year}-`)),
    closed,
  };
}
