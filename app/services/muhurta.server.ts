import { addDays, indiaToday, isIsoDate } from "~/domain/india-date";
import type { Language } from "~/domain/language";
import type { MuhurtaKind } from "~/domain/muhurta-page";
import { PANCHANG_FIRST_YEAR, PANCHANG_LAST_YEAR, type PanchangCity } from "~/domain/panchang-cities";
import { type Choghadiya, choghadiyasOf, type Hora, horasOf, runningAt, type SunDay, sunDayOf } from "~/jyotish";
import { cityNames } from "~/services/panchang.server";

// A computed day never changes: kept like the panchang's days, the oldest going first. An entry
// is five numbers.
const MAX_CACHED_DAYS = 5000;
const computed = new Map<string, SunDay>();

/** A city's sunrise, sunset and next sunrise on an India date, computed once. */
function sunDay(city: PanchangCity, isoDate: string): SunDay {
  const key = `${city.slug}/${isoDate}`;
  const cached = computed.get(key);
  if (cached) return cached;
  const day = sunDayOf(city, isoDate);
  if (computed.size >= MAX_CACHED_DAYS) computed.delete(computed.keys().next().value!);
  computed.set(key, day);
  return day;
}

type Periods<K extends MuhurtaKind> = K extends "choghadiya" ? Choghadiya[] : Hora[];

export type MuhurtaPage<K extends MuhurtaKind = MuhurtaKind> = {
  kind: K;
  city: PanchangCity;
  /** The city and its state as the page's language names them. */
  place: { name: string; state: string };
  day: SunDay;
  periods: Periods<K>;
  today: string;
  previousDate: string | null;
  nextDate: string | null;
  /**
   * Today's page only: the period running as the page is made (an index of `periods`), or,
   * before sunrise, the previous night's running one; with the moment it ends, when the page goes stale.
   */
  now: { running: number; beforeSunrise: Choghadiya | Hora | null; staleAt: number } | null;
};

function periodsOf<K extends MuhurtaKind>(kind: K, day: SunDay): Periods<K> {
  return (kind === "choghadiya" ? choghadiyasOf(day) : horasOf(day)) as Periods<K>;
}

/** A city's choghadiyas or horas for an India date (today's without one), or null for a day out of range. */
export function muhurtaPage<K extends MuhurtaKind>(
  kind: K,
  city: PanchangCity,
  isoDate: string | null,
  now: Date,
  language: Language,
): MuhurtaPage<K> | null {
  const today = indiaToday(now);
  const date = isoDate ?? today;
  if (!isIsoDate(date)) return null;
  const year = Number(date.slice(0, 4));
  if (year < PANCHANG_FIRST_YEAR || year > PANCHANG_LAST_YEAR) return null;
  const day = sunDay(city, date);
  const periods = periodsOf(kind, day);
  const previousDate = addDays(date, -1);
  const nextDate = addDays(date, 1);
  return {
    kind,
    city,
    place: placeOf(city, language),
    day,
    periods,
    today,
    previousDate: Number(previousDate.slice(0, 4)) >= PANCHANG_FIRST_YEAR ? previousDate : null,
    nextDate: Number(nextDate.slice(0, 4)) <= PANCHANG_LAST_YEAR ? nextDate : null,
    now: date === today ? runningNow(kind, city, day, periods, now.getTime()) : null,
  };
}

/** What runs at `ms` on today's page: one of its periods, or before sunrise, the last night's. */
function runningNow(kind: MuhurtaKind, city: PanchangCity, day: SunDay, periods: Array<Choghadiya | Hora>, ms: number) {
  const running = runningAt(periods, ms);
  if (running >= 0) return { running, beforeSunrise: null, staleAt: periods[running].end };
  if (ms < day.sunrise) {
    const night = periodsOf(kind, sunDay(city, addDays(day.date, -1)));
    const last = night[runningAt(night, ms)] ?? null;
    return { running: -1, beforeSunrise: last, staleAt: last ? Math.min(last.end, day.sunrise) : day.sunrise };
  }
  // After the next sunrise the India date has turned, so today's page is another date's: no marker.
  return { running: -1, beforeSunrise: null, staleAt: ms };
}

/** A city and its state as `language` names them (the panchang's names). */
function placeOf(city: PanchangCity, language: Language) {
  const names = cityNames(city, language);
  return { name: names.city, state: names.state };
}

/** The cities a typed name may mean, each with its address and its names in the page's language. */
export function namedCities(cities: PanchangCity[], language: Language) {
  return cities.map((city) => ({ slug: city.slug, ...placeOf(city, language) }));
}
