import { addDays } from "~/clock/india-clock";
import type { DayPeriodKind } from "~/domain/city-day";
import type { PanchangCity } from "~/domain/panchang-cities";
import { reckonSunDay } from "~/infra/sky-worker.server";
import { type Choghadiya, choghadiyasOf, type Hora, horasOf, runningAt, type SunDay } from "~/jyotish";
import { reckonedDay } from "~/services/reckoned-days.server";

/** A city's sunrise, sunset and next sunrise on an India date, reckoned once on the sky pool. */
function sunDay(city: PanchangCity, isoDate: string): Promise<SunDay> {
  return reckonedDay("sun", city.slug, isoDate, () => reckonSunDay(city, isoDate));
}

type Periods<K extends DayPeriodKind> = K extends "choghadiya" ? Choghadiya[] : Hora[];

export type DayPeriodsOfDay<K extends DayPeriodKind = DayPeriodKind> = {
  kind: K;
  day: SunDay;
  periods: Periods<K>;
  /**
   * Today's page only: the period running as the page is made (an index of `periods`), or,
   * before sunrise, the previous night's running one; with the moment it ends, when the page goes stale.
   */
  now: { running: number; beforeSunrise: Choghadiya | Hora | null; staleAt: number } | null;
};

function periodsOf<K extends DayPeriodKind>(kind: K, day: SunDay): Periods<K> {
  return (kind === "choghadiya" ? choghadiyasOf(day) : horasOf(day)) as Periods<K>;
}

/**
 * A city's choghadiyas or horas on an India date; `nowMs` marks the running one when the date is
 * today. SkyBusy when the pool is full.
 */
export async function dayPeriodsOf<K extends DayPeriodKind>(
  kind: K,
  city: PanchangCity,
  isoDate: string,
  nowMs: number | null,
): Promise<DayPeriodsOfDay<K>> {
  const day = await sunDay(city, isoDate);
  const periods = periodsOf(kind, day);
  return { kind, day, periods, now: nowMs === null ? null : await runningNow(kind, city, day, periods, nowMs) };
}

/** What runs at `ms` on today's page: one of its periods, or before sunrise, the last night's. */
async function runningNow(kind: DayPeriodKind, city: PanchangCity, day: SunDay, periods: Array<Choghadiya | Hora>, ms: number) {
  const running = runningAt(periods, ms);
  if (running >= 0) return { running, beforeSunrise: null, staleAt: periods[running].end };
  if (ms < day.sunrise) {
    const night = periodsOf(kind, await sunDay(city, addDays(day.date, -1)));
    const last = night[runningAt(night, ms)] ?? null;
    return { running: -1, beforeSunrise: last, staleAt: last ? Math.min(last.end, day.sunrise) : day.sunrise };
  }
  // After the next sunrise the India date has turned, so today's page is another date's: no marker.
  return { running: -1, beforeSunrise: null, staleAt: ms };
}
