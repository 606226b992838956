import type { BirthPlace } from "./birth-places";

// A place of birth the gazetteer does not hold, given by its latitude, longitude and time zone.
// Such a place is written as one line that the place search reads back as that very place
// ("26.9200°N, 75.8200°E, Asia/Kolkata"), so a form posted again (another clock, the profile)
// carries it as any other place.

export type OtherPlace = { latitude: number; longitude: number; timeZone: string };

const DEGREES = /^[+-]?\d{1,3}(?:\.\d+)?$/;

/** Degrees as typed ("26.92", "-75.8"); null when not a number of degrees within ±`limit`. */
export function parseDegrees(text: string, limit: 90 | 180): number | null {
  const value = text.trim().replace(",", ".");
  if (!DEGREES.test(value)) return null;
  const degrees = Number(value);
  return Math.abs(degrees) <= limit ? degrees : null;
}

/**
 * A time zone's name as the tz database spells it ("Asia/Kolkata"), typed in any case; null when
 * the runtime does not know it. It is kept as typed, not as the runtime would rename it (Node's
 * ICU calls Asia/Kolkata by its old name Asia/Calcutta), with the case of the runtime's list where
 * the list has it, else each word's first letter raised.
 */
export function parseTimeZone(text: string): string | null {
  const typed = text.trim();
  // An area and a place (Asia/Kolkata, Etc/GMT-5): never an abbreviation, which names several
  // zones (IST is India's, Israel's and Ireland's) though the runtime takes some.
  if (typed.length > 40 || !/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+){1,2}$/.test(typed)) return null;
  try {
    new Intl.DateTimeFormat("en", { timeZone: typed });
  } catch {
    return null;
  }
  const listed = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const known = listed.find((zone) => zone.toLowerCase() === typed.toLowerCase());
  if (known) return known;
  return typed === typed.toLowerCase()
    ? typed.replace(/(^|[/_-])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase())
    : typed;
}

const fixed = (degrees: number) => Math.abs(degrees).toFixed(4);

/** The one line an other place is written as: what the search reads back as this place. */
export function otherPlaceLine({ latitude, longitude, timeZone }: OtherPlace): string {
  return `${fixed(latitude)}°${latitude < 0 ? "S" : "N"}, ${fixed(longitude)}°${longitude < 0 ? "W" : "E"}, ${timeZone}`;
}

const LINE = /^(\d{1,2}(?:\.\d+)?)°([NS]),\s*(\d{1,3}(?:\.\d+)?)°([EW]),\s*(\S+)$/;

/** An other place from its line; null when `text` is not one (a place's name). */
export function parseOtherPlaceLine(text: string): OtherPlace | null {
  const match = LINE.exec(text.trim());
  if (!match) return null;
  const latitude = Number(match[1]) * (match[2] === "S" ? -1 : 1);
  const longitude = Number(match[3]) * (match[4] === "W" ? -1 : 1);
  const timeZone = parseTimeZone(match[5]!);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180 || !timeZone) return null;
  return { latitude, longitude, timeZone };
}

/** India's zone, under its name and the old one: a place in it keeps India's clocks (birth-clock.ts). */
const INDIA_ZONES = new Set(["Asia/Kolkata", "Asia/Calcutta"]);

/** An other place as a birth place: its line is its label; a place on India's clock counts as India's. */
export function otherBirthPlace(place: OtherPlace): BirthPlace {
  const india = INDIA_ZONES.has(place.timeZone);
  return {
    label: otherPlaceLine(place),
    name: "",
    state: "",
    country: india ? "India" : "",
    countryCode: india ? "IN" : "",
    ...place,
  };
}
