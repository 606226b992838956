// A Gregorian month of a city as a Hindu calendar shows it: each day's tithi and nakshatra at
// sunrise, its sunrise, sunset and moonrise, the lunar months that run through it, and the
// month's vrats, each kept on the day its rule gives for that city. The rules are the ones the
// North Indian panchangs print (Drik Panchang's, after Nirnaya Sindhu and Dharmasindhu):
//   Ekadashi             the Smarta day: the Ekadashi of sunrise, the day before when Dwadashi
//                        is over before the next sunrise (festival-rules.ts, ekadashiDay);
//   Pradosh              the Trayodashi that holds in the three muhurtas after sunset;
//   Sankashti Chaturthi  the Krishna Chaturthi that holds at moonrise (the fast is broken on
//                        seeing the Moon), as Karwa Chauth;
//   Vinayaka Chaturthi   the Shukla Chaturthi that holds at midday (madhyahna), as Ganesh Chaturthi;
//   Masik Shivaratri     the Krishna Chaturdashi that holds at midnight (nishita), as Maha Shivaratri;
//   Purnima, Amavasya    the tithi of sunrise, as the festival calendar lists them; a tithi that
//                        holds at no sunrise (kshaya), the day it begins (dayOfTithi);
//   Sankranti            the Sun's entry into a sidereal sign: that day before sunset, else the next.
// A tithi kept by a part of the day other than sunrise is often not the tithi the day's sunrise
// names: such a vrat says which tithi the sunrise has, and why the day is the vrat's all the same.
// A vrat that is a named festival (by the same rule: Maha Shivaratri, Nirjala Ekadashi, Buddha
// Purnima; or by its own rule, where that gives the same day) says which, so a page names the day
// once; an observance festival of the same tithi that its own rule keeps on another day (Sharad
// Purnima at midnight, Sarvapitri Amavasya in the afternoon) is named beside it.
import { addDays, DAY_MS, HOUR_MS, indiaMidnight, weekdayOf } from "~/clock/india-clock";

import {
  dayOfTithi,
  ekadashiDay,
  type EkadashiName,
  ekadashiName,
  FESTIVAL_DEFINITIONS,
  festivalDayIn,
  type FestivalDefinition,
  type FestivalRule,
  type Kaala,
  lunarMonthsBetween,
  type LunarMonthSpan,
  purnimantaMonth,
  sankrantiDay,
  tithiSpan,
} from "./festival-rules";
import { nakshatraAt, nakshatraEnd, sunDayOf, tithiAt, tithiEnd } from "./panchang";
import { moonEventBetween, type Place } from "./sky";

export const VRAT_KINDS = ["ekadashi", "pradosh", "sankashti", "vinayaka", "masikShivaratri", "purnima", "amavasya", "sankranti"] as const;
export type VratKind = (typeof VRAT_KINDS)[number];

/** What keeps a vrat on its day: the part of the day its tithi must hold in, the Ekadashi fast's rule, or the Sun's entry into a sign. */
export type VratRule = Kaala | "ekadashi" | "sankranti";

/**
 * Why a vrat is kept on a day whose sunrise has another tithi, as a festival card's tithiEntry
 * says it: the part of the day its rite needs, the Ekadashi fast broken within Dwadashi (kept the
 * day before), or a tithi that holds at no sunrise (kshaya), so that no day's sunrise names it.
 */
export type VratEntry = Kaala | "ekadashi" | "noSunrise";

/** An amanta month as a day of it is named: `amanta` and `purnimanta` 0 Chaitra … 11 Phalguna. */
export type DayMonth = { amanta: number; purnimanta: number; adhik: boolean };

export type CalendarDay = {
  date: string;
  /** 0 Sunday … 6 Saturday. */
  vara: number;
  sunrise: number;
  sunset: number;
  moonrise: number | null;
  /** The tithi at sunrise (0 Shukla Pratipada … 29 Amavasya) and when it ends. */
  tithi: number;
  tithiEnd: number;
  /** The nakshatra at sunrise (0 Ashwini … 26 Revati) and when it ends. */
  nakshatra: number;
  nakshatraEnd: number;
  month: DayMonth;
};

export type Vrat = {
  kind: VratKind;
  date: string;
  /** The lunar month it belongs to (amanta), the purnimanta month it is named by, and whether adhik. */
  month: number;
  named: number;
  adhik: boolean;
  /** An Ekadashi's own name. */
  ekadashi?: EkadashiName;
  /** A Sankranti's sign, 0 Mesha … 11 Meena: the sign the Sun enters. */
  sign?: number;
  /** A Sankashti's moonrise, when the fast is broken. */
  moonrise?: number;
  rule: VratRule;
  /** The tithi at the day's sunrise (0 Shukla Pratipada … 29 Amavasya), where it is not the vrat's, and why the day is the vrat's. */
  sunriseTithi?: number;
  entry?: VratEntry;
  /** The named festival the vrat is, by the same rule or on the same day: its key in FESTIVAL_DEFINITIONS (VRAT_FESTIVALS). */
  festival?: string;
  /** An observance festival of the same tithi that its own rule keeps on another day: its key, that day at this place, and its kaala. */
  alsoKept?: { festival: string; date: string; kaala: Kaala };
};

/**
 * The festivals a vrat can be or stand beside: those the festival table keeps as their tithi's
 * own observance (Nirjala Ekadashi, Buddha Purnima, Mauni Amavasya, Sharad Purnima), and Maha
 * Shivaratri, the masik Shivaratri of amanta Magha (purnimanta Phalguna). The table's other
 * festivals of a vrat's tithi (Hanuman Jayanti on Chaitra Purnima, Gita Jayanti on Mokshada
 * Ekadashi) are kept on that day beside the vrat, not as it.
 */
export const VRAT_FESTIVALS: readonly FestivalDefinition[] = FESTIVAL_DEFINITIONS.filter(
  (definition) => definition.observance || definition.key === "Maha Shivaratri",
);

type LunarRule = Extract<FestivalRule, { kind: "lunar" }>;

/** Whether a festival's rule keeps its tithi as a vrat kept at `kaala` is kept: by the kaala alone. */
function keptAlike(rule: LunarRule, kaala: Kaala): boolean {
  return (
    rule.kaala === kaala &&
    rule.heldAfterSunrise === undefined &&
    !rule.secondEvening &&
    !rule.later &&
    (rule.otherwise ?? "sunrise") === "sunrise"
  );
}

/** A lunar month that runs through the Gregorian month, with the first and last of its days there. */
export type MonthInView = { amanta: number; adhik: boolean; from: string; to: string };

export type HinduMonth = { year: number; month: number; days: CalendarDay[]; vrats: Vrat[]; lunarMonths: MonthInView[] };

const SHUKLA_CHATURTHI = 3;
const SHUKLA_EKADASHI = 10;
const SHUKLA_TRAYODASHI = 12;
const PURNIMA = 14;
const KRISHNA_CHATURTHI = 18;
const KRISHNA_EKADASHI = 25;
const KRISHNA_TRAYODASHI = 27;
const KRISHNA_CHATURDASHI = 28;
const AMAVASYA = 29;

/** The vrats kept on a tithi at a part of the day (Ekadashi and Sankranti have rules of their own). */
const TITHI_VRATS: readonly { kind: VratKind; tithi: number; kaala: Kaala }[] = [
  { kind: "vinayaka", tithi: SHUKLA_CHATURTHI, kaala: "madhyahna" },
  { kind: "pradosh", tithi: SHUKLA_TRAYODASHI, kaala: "pradosh" },
  { kind: "purnima", tithi: PURNIMA, kaala: "sunrise" },
  { kind: "sankashti", tithi: KRISHNA_CHATURTHI, kaala: "moonrise" },
  { kind: "pradosh", tithi: KRISHNA_TRAYODASHI, kaala: "pradosh" },
  { kind: "masikShivaratri", tithi: KRISHNA_CHATURDASHI, kaala: "nishita" },
  { kind: "amavasya", tithi: AMAVASYA, kaala: "sunrise" },
];

function daysOf(year: number, month: number): string[] {
  const first = `${year}-${String(month).padStart(2, "0")}-01`;
  const count = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => addDays(first, i));
}

function spanHolding(spans: LunarMonthSpan[], ms: number): LunarMonthSpan {
  const span = spans.find((s) => s.start <= ms && ms < s.end);
  if (!span) throw new Error("No lunar month holds the instant");
  return span;
}

/** The Hindu calendar of Gregorian month `month` (1–12) of `year` at a place. */
export function hinduMonth(place: Place, year: number, month: number): HinduMonth {
  const dates = daysOf(year, month);
  const first = dates[0];
  const last = dates[dates.length - 1];
  const inMonth = (date: string) => date >= first && date <= last;
  // From the month before (a vrat kept on the 1st may belong to a tithi that began then) to past its end.
  const spans = lunarMonthsBetween(indiaMidnight(first) - 32 * DAY_MS, indiaMidnight(last) + 2 * DAY_MS);

  const days = dates.map((date): CalendarDay => {
    const { sunrise, sunset } = sunDayOf(place, date);
    const midnight = indiaMidnight(date);
    const tithi = tithiAt(sunrise);
    const span = spanHolding(spans, sunrise);
    return {
      date,
      vara: weekdayOf(date),
      sunrise,
      sunset,
      moonrise: moonEventBetween(place, 1, midnight, midnight + DAY_MS),
      tithi,
      tithiEnd: tithiEnd(sunrise),
      nakshatra: nakshatraAt(sunrise),
      nakshatraEnd: nakshatraEnd(sunrise),
      month: { amanta: span.month, adhik: span.adhik, purnimanta: purnimantaMonth(span.month, tithi, span.adhik) },
    };
  });

  const sunriseTithiOf = new Map(days.map((day) => [day.date, day.tithi]));
  // Where the day's sunrise has another tithi: that tithi, and why the day is the vrat's all the same.
  const entryOf = (date: string, tithi: number, whole: { start: number; end: number }, why: Kaala | "ekadashi") => {
    const sunriseTithi = sunriseTithiOf.get(date)!;
    if (sunriseTithi === tithi) return {};
    // A tithi is shorter than two days: only the sunrises of the day and the days beside it can fall in it.
    const seen = [-1, 0, 1].some((offset) => {
      const { sunrise } = sunDayOf(place, addDays(date, offset));
      return whole.start <= sunrise && sunrise < whole.end;
    });
    return { sunriseTithi, entry: seen ? why : ("noSunrise" as const) };
  };

  const vrats: Vrat[] = [];
  for (const span of spans) {
    const of = (tithi: number) => ({ month: span.month, named: purnimantaMonth(span.month, tithi, span.adhik), adhik: span.adhik });
    // No festival is kept in an adhik month.
    const festivals = span.adhik ? [] : VRAT_FESTIVALS;
    for (const [tithi, paksha] of [
      [SHUKLA_EKADASHI, "shukla"],
      [KRISHNA_EKADASHI, "krishna"],
    ] as const) {
      const whole = tithiSpan(span, tithi);
      const date = ekadashiDay(whole, tithiSpan(span, tithi + 1).end, place);
      if (!inMonth(date)) continue;
      const festival = festivals.find(({ rule }) => rule.kind === "ekadashi" && rule.month === span.month && rule.paksha === paksha);
      vrats.push({
        kind: "ekadashi",
        date,
        ...of(tithi),
        ekadashi: ekadashiName(span.month, paksha, span.adhik),
        rule: "ekadashi",
        ...entryOf(date, tithi, whole, "ekadashi"),
        ...(festival ? { festival: festival.key } : {}),
      });
    }
    for (const rule of TITHI_VRATS) {
      const whole = tithiSpan(span, rule.tithi);
      const date = dayOfTithi(whole, rule.kaala, place);
      if (!inMonth(date)) continue;
      const vrat: Vrat = { kind: rule.kind, date, ...of(rule.tithi), rule: rule.kaala, ...entryOf(date, rule.tithi, whole, rule.kaala) };
      if (rule.kind === "sankashti") {
        const { sunset, nextSunrise } = sunDayOf(place, date);
        vrat.moonrise = moonEventBetween(place, 1, sunset - 2 * HOUR_MS, nextSunrise) ?? undefined;
      }
      const ofTithi = festivals.flatMap((festival) =>
        festival.rule.kind === "lunar" && festival.rule.month === span.month && festival.rule.tithi === rule.tithi
          ? [{ ...festival, rule: festival.rule }]
          : [],
      );
      const same = ofTithi.find((festival) => keptAlike(festival.rule, rule.kaala));
      if (same) vrat.festival = same.key;
      const other = ofTithi.find((festival) => festival.observance && !keptAlike(festival.rule, rule.kaala));
      if (other) {
        // Its own rule's day, as the festival page and the muhurat calendars take it: the same
        // day, and the vrat is that festival this year; another, and it is named beside the vrat.
        const kept = festivalDayIn(other.key, span, place);
        if (kept !== date) vrat.alsoKept = { festival: other.key, date: kept, kaala: other.rule.kaala };
        else vrat.festival ??= other.key;
      }
      vrats.push(vrat);
    }
  }
  for (let sign = 0; sign < 12; sign++) {
    const date = sankrantiDay(sign, year, place);
    if (!inMonth(date)) continue;
    const { sunrise } = sunDayOf(place, date);
    const span = spanHolding(spans, sunrise);
    vrats.push({
      kind: "sankranti",
      date,
      sign,
      month: span.month,
      named: purnimantaMonth(span.month, tithiAt(sunrise), span.adhik),
      adhik: span.adhik,
      rule: "sankranti",
    });
  }
  vrats.sort((a, b) => a.date.localeCompare(b.date) || VRAT_KINDS.indexOf(a.kind) - VRAT_KINDS.indexOf(b.kind));

  const lunarMonths: MonthInView[] = [];
  for (const day of days) {
    const open = lunarMonths[lunarMonths.length - 1];
    if (open && open.amanta === day.month.amanta && open.adhik === day.month.adhik) open.to = day.date;
    else lunarMonths.push({ amanta: day.month.amanta, adhik: day.month.adhik, from: day.date, to: day.date });
  }
  return { year, month, days, vrats, lunarMonths };
}
