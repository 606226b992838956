import {
  type BirthClock,
  birthDay,
  birthMoment,
  clockApplies,
  type ClockName,
  clockName,
  clocksFor,
  defaultClock,
  UNKNOWN_TIME_READ_AT,
} from "~/domain/birth-clock";
import type { BirthPlace } from "~/domain/birth-places";
import { type ChartView, DEFAULT_CHART_VIEW, type ShownKundli } from "~/domain/chart-view";
import type { Language } from "~/domain/language";
import type { BirthDetails } from "~/forms/birth-details";
import type { Customer } from "~/infra/db-schema.server";
import {
  computeChart,
  computeKundli,
  kundliMilan,
  manglikOf,
  type ManglikReading,
  type Milan,
  type MilanTotals,
  milanTotalsOverTheDay,
  type MoonDay,
  moonDay,
  sadeSatiKeepingSpells,
  saturnLongitude,
  vargaHouses,
} from "~/jyotish";
import { placeOption, placeOrChoices } from "~/services/birth-places.server";

/** A birth as the chart was made from it: the place found, the clock and the instant. */
export type ResolvedBirth = {
  name: string;
  date: string;
  /** The time as written, or null when it is not known. */
  time: string | null;
  place: Pick<BirthPlace, "label" | "latitude" | "longitude" | "timeZone" | "countryCode"> & {
    /** What the place search reads back as this very place: a form posted again carries it as the place. */
    key: string;
  };
  clock: BirthClock;
  /** What that clock was at that place and day: Indian Standard Time, war time, Bombay Time… */
  clockName: ClockName;
  /** The clocks that could apply at that place and day, the default first, each with its name there. */
  clocks: { clock: BirthClock; name: ClockName }[];
  offsetMs: number;
  /** The instant the time names; without the time, the noon of the day on its clock. */
  instant: number;
  /** Without the time: the day's first instant and the next day's, on its clock; null with it. */
  day: { start: number; end: number } | null;
};

/** Why a birth could not be read: the field it is beside, and the places to choose from. */
export type BirthProblem = {
  field: "place" | "clock";
  message: "placeUnknown" | "placeNearest" | "placeAmbiguous" | "clockNotApplicable";
  /** Each place's label (what choosing it posts) and its words in the page's language. */
  choices: PlaceChoice[];
};

export type PlaceChoice = { value: string; text: string };

/** A place as a page in `language` names it: an Indian city and its state in Hindi on /hi, where known. */
const shownLabel = (place: BirthPlace, language: Language) => placeOption(place, language).text;

/** The resolved birth of a place already found, in the clock given or the place's default. */
function birthAt(details: Omit<BirthDetails, "place">, place: BirthPlace, language: Language): ResolvedBirth {
  const clock = details.clock ?? defaultClock(place, details.date);
  const time = details.time ?? UNKNOWN_TIME_READ_AT;
  const moment = birthMoment(details.date, time, place, clock);
  const nameOf = (other: BirthClock) => clockName(other, place, birthMoment(details.date, time, place, other).offsetMs);
  return {
    name: details.name,
    date: details.date,
    time: details.time,
    place: {
      // What choosing the place from a list posts: the search takes it back as this place without asking.
      key: placeOption(place, language).value,
      label: shownLabel(place, language),
      latitude: place.latitude,
      longitude: place.longitude,
      timeZone: place.timeZone,
      countryCode: place.countryCode,
    },
    clock,
    clockName: clockName(clock, place, moment.offsetMs),
    clocks: clocksFor(place, details.date).map((other) => ({ clock: other, name: nameOf(other) })),
    offsetMs: moment.offsetMs,
    instant: moment.instant,
    day: details.time === null ? birthDay(details.date, place, clock) : null,
  };
}

/** The place and clock of typed birth details, and the instant they name. */
export async function resolveBirth(details: BirthDetails, language: Language = "en"): Promise<ResolvedBirth | BirthProblem> {
  const found = await placeOrChoices(details.place, language);
  if (!("place" in found)) return { field: "place", ...found };
  if (details.clock && !clockApplies(details.clock, found.place, details.date)) {
    return { field: "clock", message: "clockNotApplicable", choices: [] };
  }
  return birthAt(details, found.place, language);
}

export function isBirthProblem(value: ResolvedBirth | BirthProblem): value is BirthProblem {
  return "field" in value;
}

// Sade Sati depends on the Moon's sign and the day, not on the rest of the birth, and its search
// is the costliest part of a chart: each sign's spell is kept until it ends.
const sadeSatiOf = sadeSatiKeepingSpells(saturnLongitude);

/** A birth's kundli as of `now`, drawn in `view`. */
export function kundliOf(birth: ResolvedBirth, now: Date, view: ChartView = DEFAULT_CHART_VIEW): ShownKundli {
  const kundli = computeKundli(birth.place, birth.instant, now.getTime(), sadeSatiOf, birth.day);
  return { ...kundli, view, divisional: vargaHouses(kundli, view.varga) };
}

/** A customer's birth from their profile, or what it lacks: the date and time, or a place of birth the search finds. */
export type CustomerBirth = { birth: ResolvedBirth } | { missing: "details" } | { missing: "place"; typed: string };

/**
 * A customer's birth from their profile: its date and time at its place of birth (not the
 * address's city), in the clock kept there on that day. A place typed before the form searched
 * for it is found as the kundli's form finds one; when that search would ask or finds nothing,
 * the place is missing, never guessed.
 */
export async function customerBirth(
  customer: Pick<Customer, "firstName" | "lastName" | "dob" | "timeOfBirth" | "birthPlace" | "latitude">,
  language: Language = "en",
): Promise<CustomerBirth> {
  const { dob, timeOfBirth } = customer;
  // Registrations of the old site kept the place in the latitude column (spec §3).
  const typed = (customer.birthPlace ?? customer.latitude ?? "").trim();
  if (!dob || !timeOfBirth || !/^\d{2}:\d{2}/.test(timeOfBirth)) return { missing: "details" };
  if (!typed) return { missing: "place", typed };
  const found = await placeOrChoices(typed, language);
  if (!("place" in found)) return { missing: "place", typed };
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(" ");
  return { birth: birthAt({ name, date: dob, time: timeOfBirth.slice(0, 5), clock: null }, found.place, language) };
}

/** One person of a match: their birth and the Moon the kootas compare. */
export type MilanSide = {
  birth: ResolvedBirth;
  moonLongitude: number;
  moonSign: number;
  nakshatra: number;
  pada: number;
  manglik: ManglikReading;
  /** Without the birth time: the Moon's signs, nakshatras and padas over the day; the rest is at noon. */
  moonDay: MoonDay | null;
};

/**
 * The Ashtakoota of two births, the boy's first (the reckoning is directional). A birth whose
 * time is not known is matched by its Moon at noon, and `totals` gives the least and most the
 * total could be at the other hours of the day (null when both times are known).
 */
export function milanOf(
  boyBirth: ResolvedBirth,
  girlBirth: ResolvedBirth,
): { boy: MilanSide; girl: MilanSide; milan: Milan; totals: MilanTotals | null } {
  const side = (birth: ResolvedBirth): MilanSide => {
    const chart = computeChart(birth.place, birth.instant, birth.day ? "moon" : "lagna");
    const moon = chart.rows.find((r) => r.body === "moon")!;
    return {
      birth,
      moonLongitude: moon.longitude,
      moonSign: moon.sign,
      nakshatra: moon.nakshatra,
      pada: moon.pada,
      manglik: manglikOf(chart),
      moonDay: birth.day ? moonDay(birth.day.start, birth.day.end) : null,
    };
  };
  const boy = side(boyBirth);
  const girl = side(girlBirth);
  const totals = boy.moonDay || girl.moonDay ? milanTotalsOverTheDay(boy, girl) : null;
  return { boy, girl, milan: kundliMilan(boy, girl), totals };
}
