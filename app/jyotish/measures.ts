// The zodiac's measures every reckoning shares, defined once: its degrees, the mean month and a
// span of time. India's clock and calendar (the time units, India's midnight and date) are
// ~/clock/india-clock's.

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
