// The units every reckoning shares, defined once: time in milliseconds since 1970 (UTC), India's
// clock (UTC+05:30 all year, no daylight saving) and the zodiac's degrees.

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
export const IST_OFFSET_MS = 19_800_000;

/** A twelfth of the zodiac: one rashi. */
export const SIGN_DEGREES = 30;
/** A twenty-seventh of the zodiac: one nakshatra (13°20′), of four padas. */
export const NAKSHATRA_DEGREES = 360 / 27;

/** The mean synodic month, new Moon to new Moon, in days. */
export const SYNODIC_MONTH_DAYS = 29.530588;

/** A span of time with its start and end instants (milliseconds since 1970). */
export type Span = { start: number; end: number };

/** Degrees in [0, 360). */
export function normalizeDegrees(degrees: number): number {
  const value = degrees % 360;
  return value < 0 ? value + 360 : value;
}

/** An angle in (-180, 180]: how far `degrees` is past zero, either way. */
export function signedDegrees(degrees: number): number {
  const value = normalizeDegrees(degrees);
  return value > 180 ? value - 360 : value;
}

/** The instant a 'YYYY-MM-DD' day starts in India. */
export function indiaMidnight(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`) - IST_OFFSET_MS;
}

/** The calendar day in India at an instant, as 'YYYY-MM-DD'. */
export function indiaDateAt(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The weekday (0 Sunday) of a 'YYYY-MM-DD' date. */
export function weekdayOf(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}
