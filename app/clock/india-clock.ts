// India's clock and calendar arithmetic, defined once, beneath the engine and the app. Time is
// milliseconds since 1970 (UTC); India keeps one zone, UTC+05:30 all year with no daylight saving,
// so "today" for our users is the calendar day in Asia/Kolkata whatever the server's zone is; a
// day is written 'YYYY-MM-DD'. This module imports nothing, so the engine, the server and the
// browser may all take from it.

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
export const IST_OFFSET_MS = 19_800_000;

/** The instant a 'YYYY-MM-DD' day starts in India. */
export function indiaMidnight(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`) - IST_OFFSET_MS;
}

/** The calendar day in India at an instant, as 'YYYY-MM-DD'. */
export function indiaDateAt(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The calendar day in India at the instant `now`, as 'YYYY-MM-DD'. */
export function indiaToday(now: Date): string {
  return indiaDateAt(now.getTime());
}

/** Adds whole days to a 'YYYY-MM-DD' date. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The weekday (0 Sunday) of a 'YYYY-MM-DD' date. */
export function weekdayOf(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}

/** True for a real calendar date written as 'YYYY-MM-DD'. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** Milliseconds from `now` until the next midnight in India. */
export function msUntilIndiaMidnight(now: Date): number {
  const shifted = now.getTime() + IST_OFFSET_MS;
  return DAY_MS - (((shifted % DAY_MS) + DAY_MS) % DAY_MS);
}
