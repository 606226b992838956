// Muhurat calendars: the windows of a year in which a ceremony may begin, for a place, and the
// periods of the year closed to it. A window is a stretch of a Hindu day (sunrise to the next
// sunrise) in which the Moon is in one of the ceremony's nakshatras, the tithi, the weekday,
// the yoga and the karana are ones its rule allows, and no closed period runs. The rules are
// Muhurta Chintamani's as the leading panchangs apply them; docs/research/muhurat-rules.md
// names each rule's source and the choice made where traditions differ. A window's lagna is
// left to the family's astrologer, as the published date lists leave it.
import { addIndiaDays, lunarMonthsBetween, type LunarMonthSpan, tithiSpan } from "./festival-rules";
import { eclipseDays } from "./grahan";
import { DAY_MS, indiaMidnight, NAKSHATRA_DEGREES, normalizeDegrees, type Span, weekdayOf } from "./measures";
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
/** The fixed, movable, soft and light nakshatras: the childhood samskaras' (Drik Panchang's namakarana set). */
const SAMSKARA_NAKSHATRAS = [
  ASHWINI,
  ROHINI,
  MRIGASHIRA,
  PUNARVASU,
  PUSHYA,
  U_PHALGUNI,
  HASTA,
  CHITRA,
  SWATI,
  ANURADHA,
  U_ASHADHA,
  SHRAVANA,
  DHANISHTHA,
  SHATABHISHA,
  U_BHADRAPADA,
  REVATI,
];
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
    closed: ["kharmas", "chaturmas", "guruAsta", "shukraAsta", "adhikMaas", "pitruPaksha", "grahan"],
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
    nakshatras: [ROHINI, MRIGASHIRA, U_PHALGUNI, CHITRA, ANURADHA, U_ASHADHA, U_BHADRAPADA, REVATI],
    tithis: [...[2, 3, 5, 7, 10, 11, 13].map((n) => n - 1), ...[2, 3, 5, 7, 10, 11, 12].map((n) => 14 + n)],
    weekdays: NOT_SUNDAY_OR_TUESDAY,
    closedMonths: [0, 3, 4, 5, 6],
    closed: ["guruAsta", "shukraAsta", "adhikMaas", "pitruPaksha", "grahan"],
    badYogas: [],
  },
  // The movable and soft nakshatras, the good tithis, not on Tuesday or Saturday.
  vehicle: {
    nakshatras: [ASHWINI, ROHINI, MRIGASHIRA, PUNARVASU, PUSHYA, HASTA, CHITRA, SWATI, ANURADHA, SHRAVANA, DHANISHTHA, SHATABHISHA, REVATI],
    tithis: GOOD_TITHIS,
    weekdays: [0, 1, 3, 4, 5],
    closed: ["pitruPaksha", "adhikMaas", "grahan"],
  },
  // The fixed nakshatras of property (News18's, the griha pravesh set's core), the good tithis.
  property: {
    nakshatras: [ROHINI, MRIGASHIRA, U_PHALGUNI, ANURADHA, U_ASHADHA, U_BHADRAPADA, REVATI],
    tithis: GOOD_TITHIS,
    weekdays: [1, 3, 4, 5],
    closed: ["pitruPaksha", "adhikMaas", "holashtak", "grahan"],
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
    closed: ["holashtak", "adhikMaas", "pitruPaksha", "grahan"],
  },
  // Shukla 2, 3, 5, 7, 10, 11, 12, 13 and Purnima, on Mon, Wed, Thu, Fri.
  annaprashan: {
    nakshatras: SAMSKARA_NAKSHATRAS,
    tithis: [1, 2, 4, 6, 9, 10, 11, 12, 14],
    weekdays: MON_WED_THU_FRI,
    closed: ["adhikMaas", "pitruPaksha", "grahan"],
  },
};

const VISHTI = KARANAS.indexOf("vishti");
const BHADRA_ON_EARTH = [3, 4, 10, 11];

export type ClosedPeriod = {
  name: ClosedPeriodName;
  start: number;
  end: number;
  month?: number;
  /** The eclipse that closes a "grahan" period. */
  eclipse?: { body: "moon" | "sun"; date: string };
};

export type MuhuratWindow = Span & { nakshatra: number; tithi: number };

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
function astaSpans(planet: "jupiter" | "venus", from: number, to: number): Span[] {
  const spans: Span[] = [];
  let open: number | null = null;
  for (let ms = from; ms < to; ms += DAY_MS) {
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
  return crossings(sunSidereal, 30, from, to, 31).map((at) => ({ sign: Math.round(sunSidereal(at + 60_000) / 30 - 0.5) % 12, at }));
}

/** The periods of a year (with their neighbours' edges) closed to ceremonies. */
export function closedPeriods(year: number): ClosedPeriod[] {
  const from = Date.UTC(year - 1, 10, 1);
  const to = Date.UTC(year + 1, 1, 1);
  const months = lunarMonthsBetween(from, to);
  const nija = (month: number) => months.filter((span) => span.month === month && !span.adhik);
  const periods: ClosedPeriod[] = [];
  const entries = sankrantis(from - 40 * DAY_MS, to);
  for (const [i, entry] of entries.entries()) {
    const next = entries[i + 1];
    if (next && (entry.sign === 8 || entry.sign === 11)) periods.push({ name: "kharmas", start: entry.at, end: next.at });
  }
  // From the Devshayani Ekadashi (Ashadha Shukla) to the end of the Dev Uthani Ekadashi (Kartika Shukla).
  for (const ashadha of nija(3)) {
    const kartika = nija(7).find((span) => span.start > ashadha.start);
    if (kartika) periods.push({ name: "chaturmas", start: tithiSpan(ashadha, 10).start, end: tithiSpan(kartika, 10).end });
  }
  // Holashtak: Phalguna Shukla Ashtami to the Purnima of Holika Dahan.
  for (const phalguna of nija(11))
    periods.push({ name: "holashtak", start: tithiSpan(phalguna, 7).start, end: tithiSpan(phalguna, 14).end });
  // Pitru Paksha: Bhadrapada Purnima to the Sarvapitri Amavasya.
  for (const bhadrapada of nija(5)) periods.push({ name: "pitruPaksha", start: tithiSpan(bhadrapada, 14).start, end: bhadrapada.end });
  for (const span of months.filter((month) => month.adhik))
    periods.push({ name: "adhikMaas", start: span.start, end: span.end, month: span.month });
  for (const span of astaSpans("jupiter", from, to)) periods.push({ name: "guruAsta", ...span });
  for (const span of astaSpans("venus", from, to)) periods.push({ name: "shukraAsta", ...span });
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
  closedOf: (year: number) => ClosedPeriod[] = closedPeriods,
): MuhuratYear {
  const rule = MUHURAT_RULES[kind];
  // The Hindu days of the year: from the first sunrise of 1 January to the first of the next year.
  const from = nextSunEvent(place, 1, indiaMidnight(`${year}-01-01`))!;
  const to = nextSunEvent(place, 1, indiaMidnight(`${year + 1}-01-01`))!;
  // An eclipse seen here closes its day to every ceremony: from its sutak to the next sunrise.
  const closed = [...closedOf(year), ...eclipseDays(year, place).map((span) => ({ name: "grahan" as const, ...span }))].sort(
    (a, b) => a.start - b.start,
  );
  const barred = closed.filter((period) => rule.closed.includes(period.name));
  const months = lunarMonthsBetween(from - 35 * DAY_MS, to + DAY_MS);

  // The stretches the Moon spends in the rule's nakshatras, less the closed periods.
  const nakshatraEdges = [from, ...crossings(moonSidereal, NAKSHATRA_DEGREES, from, to, 1), to];
  const candidates: MuhuratWindow[] = [];
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
      ...crossings(sunSidereal, 30, span.start, span.end, 31),
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
      if (karanaOfHalf(half) === VISHTI && BHADRA_ON_EARTH.includes(Math.floor(moonSidereal(middle) / 30))) continue;
      if ((rule.badYogas ?? BAD_YOGAS).includes(Math.floor(yogaAngle(middle) / NAKSHATRA_DEGREES))) continue;
      if (rule.sunSigns && !rule.sunSigns.includes(Math.floor(sunSidereal(middle) / 30))) continue;
      if (barred.some((period) => period.start <= middle && middle < period.end)) continue;
      const month = monthOf(months, middle);
      if (rule.closedMonths && month && !month.adhik && rule.closedMonths.includes(month.month)) continue;
      candidates.push({ ...piece, nakshatra, tithi });
    }
  }

  // Join the pieces that touch, then give each stretch to the Hindu days it runs through.
  const joined: MuhuratWindow[] = [];
  for (const piece of candidates) {
    const last = joined[joined.length - 1];
    if (last && last.end === piece.start && last.nakshatra === piece.nakshatra) last.end = piece.end;
    else joined.push({ ...piece });
  }
  const days = new Map<string, MuhuratDay>();
  let date = `${year}-01-01`;
  let sunrise = from;
  let nextSunrise = nextSunEvent(place, 1, sunrise + 60_000)!;
  for (const window of joined) {
    while (window.start >= nextSunrise) {
      date = addIndiaDays(date, 1);
      sunrise = nextSunrise;
      nextSunrise = nextSunEvent(place, 1, sunrise + 60_000)!;
    }
    let piece: MuhuratWindow | null = window;
    while (piece) {
      const inDay: MuhuratWindow = { ...piece, end: Math.min(piece.end, nextSunrise) };
      const weekday = weekdayOf(date);
      if (!rule.weekdays || rule.weekdays.includes(weekday)) {
        const day = days.get(date) ?? { date, weekday, windows: [] };
        const previous = day.windows[day.windows.length - 1];
        // A window of the same day running on into the next nakshatra is one window.
        if (previous && previous.end === inDay.start) previous.end = inDay.end;
        else day.windows.push(inDay);
        days.set(date, day);
      }
      if (piece.end <= nextSunrise) piece = null;
      else {
        piece = { ...piece, start: nextSunrise };
        date = addIndiaDays(date, 1);
        sunrise = nextSunrise;
        nextSunrise = nextSunEvent(place, 1, sunrise + 60_000)!;
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
