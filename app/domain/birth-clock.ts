// The clock a birth time was written in, and the instant it names. The zone database (through
// Intl) knows each zone's offsets, India's wartime +6:30 included, but for India it follows the
// railways: it has no Bombay Time, no Calcutta Time after 1906, and gives Madras or Howrah time
// before 1906 where people kept their own town's sun time. Decision 094 gives the sources.
import { instantOfLocalTime } from "./birth-sky";

export const BIRTH_CLOCKS = ["zone", "lmt", "bombay", "calcutta"] as const;
export type BirthClock = (typeof BIRTH_CLOCKS)[number];

export type ClockPlace = { latitude: number; longitude: number; timeZone: string; countryCode: string };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The fixed offsets of the two city clocks, in milliseconds east of Greenwich. */
const CITY_CLOCKS = {
  bombay: {
    offsetMs: 4 * HOUR_MS + 51 * MINUTE_MS,
    centre: { latitude: 18.93, longitude: 72.83 },
    // The location data puts Thane at its district's centre, 63 km from the Fort.
    radiusKm: 65,
    from: "1884-01-01",
    until: "1955-12-31",
    defaultUntil: "1954-12-31",
  },
  calcutta: {
    offsetMs: 5 * HOUR_MS + 53 * MINUTE_MS + 20_000,
    centre: { latitude: 22.57, longitude: 88.36 },
    radiusKm: 30,
    from: "1884-01-01",
    until: "1948-12-31",
    defaultUntil: "1947-12-31",
  },
} as const;

/** Standard time reached all of India, by law, on this day (tzdata: IST from 1906-01-01). */
const INDIAN_STANDARD_TIME_FROM = "1906-01-01";

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
 * while most of the city kept it (Bombay to the end of 1954, since the day of 1955 it stopped is
 * not known; Calcutta to 1947), local mean time elsewhere in India before standard time, and
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
  // Local mean time: the Sun's mean noon at the place's own meridian, 4 minutes a degree.
  const offsetMs = clock === "lmt" ? Math.round(place.longitude * 4 * MINUTE_MS) : CITY_CLOCKS[clock].offsetMs;
  return { instant: asIfUtc - offsetMs, clock, offsetMs };
}

/** An offset as "UTC+05:53:20" (seconds only when there are any), as the chart shows it; `utc` is how the edition writes UTC. */
export function formatOffset(offsetMs: number, utc = "UTC"): string {
  const sign = offsetMs < 0 ? "−" : "+";
  const total = Math.round(Math.abs(offsetMs) / 1000);
  const pad = (n: number) => String(n).padStart(2, "0");
  const seconds = total % 60;
  return `${utc}${sign}${pad(Math.floor(total / 3600))}:${pad(Math.floor(total / 60) % 60)}${seconds ? `:${pad(seconds)}` : ""}`;
}
