// The clock a birth time was written in, and the instant it names. The zone database (through
// Intl) knows each zone's offsets, India's wartime +6:30 included, but for India it follows the
// railways: it has no Bombay Time, no Calcutta Time after 1906, and gives Madras or Howrah time
// before 1906 where people kept their own town's sun time. Decision 094 gives the sources.

import { addDays, HOUR_MS, MINUTE_MS } from "~/clock/india-clock";

import { instantOfLocalTime } from "./birth-sky";

export const BIRTH_CLOCKS = ["zone", "lmt", "bombay", "calcutta"] as const;
export type BirthClock = (typeof BIRTH_CLOCKS)[number];

export type ClockPlace = { latitude: number; longitude: number; timeZone: string; countryCode: string };

/**
 * The years of India's old clocks, the one source of every year the pages name (decision 094):
 * Bombay Time and Calcutta Time from 1884 to the year each city moved to Indian Standard Time,
 * and standard time by law from 1906 (tzdata: IST from 1906-01-01).
 */
export const CLOCK_YEARS = {
  bombay: { from: 1884, until: 1955 },
  calcutta: { from: 1884, until: 1948 },
  indianStandardTime: 1906,
} as const;

/**
 * India's war time, UTC+06:30, an hour ahead of Indian Standard Time: the two spells tzdata
 * gives `Asia/Kolkata`, each from its first day to its last (the clocks went back on 15 May 1942
 * and 15 October 1945). Intl applies them; these are the dates the pages name.
 */
export const WAR_TIME_SPELLS = [
  { from: "1941-10-01", until: "1942-05-14" },
  { from: "1942-09-01", until: "1945-10-14" },
] as const;

/** The fixed offsets of the two city clocks, in milliseconds east of Greenwich. */
const CITY_CLOCKS = {
  bombay: {
    offsetMs: 4 * HOUR_MS + 51 * MINUTE_MS,
    centre: { latitude: 18.93, longitude: 72.83 },
    // The location data puts Thane at its district's centre, 63 km from the Fort.
    radiusKm: 65,
    ...cityYears(CLOCK_YEARS.bombay),
  },
  calcutta: {
    offsetMs: 5 * HOUR_MS + 53 * MINUTE_MS + 20_000,
    centre: { latitude: 22.57, longitude: 88.36 },
    radiusKm: 30,
    ...cityYears(CLOCK_YEARS.calcutta),
  },
} as const;

/**
 * A city clock's days: offered from the first day of its first year to the last of its last,
 * taken by default to the end of the year before its last, since nobody recorded the day in that
 * year when the city changed.
 */
function cityYears(years: { from: number; until: number }) {
  return { from: `${years.from}-01-01`, until: `${years.until}-12-31`, defaultUntil: `${years.until - 1}-12-31` };
}

/** Standard time reached all of India, by law, on this day. */
const INDIAN_STANDARD_TIME_FROM = `${CLOCK_YEARS.indianStandardTime}-01-01`;

/** Great-circle distance in kilometres. */
function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Whether a clock is one that people at this place could have written a time in on this day. */
export function clockApplies(clock: BirthClock, place: ClockPlace, isoDate: string): boolean {
  if (clock === "zone") return true;
  if (place.countryCode !== "IN") return false;
  if (clock === "lmt") return isoDate < INDIAN_STANDARD_TIME_FROM;
  const city = CITY_CLOCKS[clock];
  return isoDate >= city.from && isoDate <= city.until && distanceKm(place, city.centre) <= city.radiusKm;
}

/** The clocks offered for a place and day, the default first. */
export function clocksFor(place: ClockPlace, isoDate: string): BirthClock[] {
  const fitting = BIRTH_CLOCKS.filter((clock) => clockApplies(clock, place, isoDate));
  const first = defaultClock(place, isoDate);
  return [first, ...fitting.filter((clock) => clock !== first)];
}

/**
 * The clock a time written at this place and day was most likely kept in: the city's own clock
 * while most of the city kept it (to the end of the year before its last, since the day in that
 * year it stopped is not known), local mean time elsewhere in India before standard time, and
 * otherwise the zone's time.
 */
export function defaultClock(place: ClockPlace, isoDate: string): BirthClock {
  for (const clock of ["bombay", "calcutta"] as const) {
    if (clockApplies(clock, place, isoDate) && isoDate <= CITY_CLOCKS[clock].defaultUntil) return clock;
  }
  return clockApplies("lmt", place, isoDate) ? "lmt" : "zone";
}

export type BirthMoment = { instant: number; clock: BirthClock; offsetMs: number };

/** The instant a wall-clock time names when written in `clock` at `place` (which must apply). */
export function birthMoment(isoDate: string, time: string, place: ClockPlace, clock: BirthClock): BirthMoment {
  const asIfUtc = Date.parse(`${isoDate}T${time}:00Z`);
  if (clock === "zone") {
    const instant = instantOfLocalTime(isoDate, time, place.timeZone);
    return { instant, clock, offsetMs: asIfUtc - instant };
  }
  const offsetMs = fixedOffsetMs(clock, place);
  return { instant: asIfUtc - offsetMs, clock, offsetMs };
}

/** The offset of a clock that keeps one all year. Local mean time: the Sun's mean noon at the place's own meridian, 4 minutes a degree. */
function fixedOffsetMs(clock: Exclude<BirthClock, "zone">, place: Pick<ClockPlace, "longitude">): number {
  return clock === "lmt" ? Math.round(place.longitude * 4 * MINUTE_MS) : CITY_CLOCKS[clock].offsetMs;
}

/** An offset as "UTC+05:53:20" (seconds only when there are any), as the chart shows it; `utc` is how the edition writes UTC. */
export function formatOffset(offsetMs: number, utc = "UTC"): string {
  const sign = offsetMs < 0 ? "−" : "+";
  const total = Math.round(Math.abs(offsetMs) / 1000);
  const pad = (n: number) => String(n).padStart(2, "0");
  const seconds = total % 60;
  return `${utc}${sign}${pad(Math.floor(total / 3600))}:${pad(Math.floor(total / 60) % 60)}${seconds ? `:${pad(seconds)}` : ""}`;
}

/**
 * What a clock is called, by the time it gave at that place and day. The zone's clock in India is
 * named for what it was: Indian Standard Time, war time (an hour ahead of it) or, before 1906,
 * the Madras railway time tzdata gives; elsewhere it is the place's official time.
 */
export const CLOCK_NAMES = ["zone", "ist", "war", "railway", "lmt", "bombay", "calcutta"] as const;
export type ClockName = (typeof CLOCK_NAMES)[number];

const IST_MS = 5 * HOUR_MS + 30 * MINUTE_MS;
const MADRAS_MS = 5 * HOUR_MS + 21 * MINUTE_MS + 10_000;

export function clockName(clock: BirthClock, place: Pick<ClockPlace, "timeZone">, offsetMs: number): ClockName {
  if (clock !== "zone") return clock;
  if (place.timeZone !== "Asia/Kolkata") return "zone";
  if (offsetMs === IST_MS) return "ist";
  if (offsetMs === IST_MS + HOUR_MS) return "war";
  if (offsetMs === MADRAS_MS) return "railway";
  return "zone";
}

/**
 * The hour a birth whose time is not known is read at: noon, the usual convention, which keeps
 * the Moon within half a day's motion (some 7°) of where it was at any hour of that day.
 */
export const UNKNOWN_TIME_READ_AT = "12:00";

/** The instants a day of birth runs between on `clock` at `place`: its 00:00 and the next day's. */
export function birthDay(isoDate: string, place: ClockPlace, clock: BirthClock): { start: number; end: number } {
  const next = addDays(isoDate, 1);
  return { start: birthMoment(isoDate, "00:00", place, clock).instant, end: birthMoment(next, "00:00", place, clock).instant };
}

/** The years the clocks' words name, from the same constants the reckoning uses. */
export const CLOCK_WORD_YEARS = {
  bombayFrom: CLOCK_YEARS.bombay.from,
  bombayUntil: CLOCK_YEARS.bombay.until,
  calcuttaFrom: CLOCK_YEARS.calcutta.from,
  calcuttaUntil: CLOCK_YEARS.calcutta.until,
  istFrom: CLOCK_YEARS.indianStandardTime,
  warFrom: Number(WAR_TIME_SPELLS[0].from.slice(0, 4)),
  warUntil: Number(WAR_TIME_SPELLS[WAR_TIME_SPELLS.length - 1].until.slice(0, 4)),
} as const;

/** An instant as "HH:MM" on `clock` at `place`: the zone's own offset at that instant, or the clock's fixed one. */
export function wallClockTime(instant: number, place: Pick<ClockPlace, "longitude" | "timeZone">, clock: BirthClock): string {
  if (clock === "zone") {
    const parts = new Intl.DateTimeFormat("en-GB", {
      timeZone: place.timeZone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).formatToParts(instant);
    return `${parts.find((p) => p.type === "hour")!.value}:${parts.find((p) => p.type === "minute")!.value}`;
  }
  return new Date(instant + fixedOffsetMs(clock, place)).toISOString().slice(11, 16);
}
