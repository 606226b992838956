// The zodiac's basics every reckoning shares: the names of its parts in order (their words, in
// English and Hindi, are the locale files'), and which rashi and pada a sidereal longitude is in.
import { NAKSHATRA_DEGREES, normalizeDegrees, SIGN_DEGREES } from "./measures";

export const TITHI_COUNT = 30;
export const NAKSHATRA_COUNT = 27;
export const YOGA_COUNT = 27;

export const KARANAS = [
  "bava",
  "balava",
  "kaulava",
  "taitila",
  "gara",
  "vanija",
  "vishti",
  "shakuni",
  "chatushpada",
  "naga",
  "kimstughna",
] as const;

/** The karana of half-tithi `half` (0–59) of the lunar month. */
export function karanaOfHalf(half: number): number {
  if (half === 0) return 10;
  if (half >= 57) return half - 50;
  return (half - 1) % 7;
}

/** The sixteen vargas (divisional charts) of Parashara, by the number of parts a sign is divided into; vargas.ts reckons them. */
export const VARGAS = [1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60] as const;
export type Varga = (typeof VARGAS)[number];

/** The divisional charts a chart page draws, the leading sites' set: D1, D2 wealth, D3 siblings, D7 children, D9 marriage, D10 career, D12 parents. */
export const DRAWN_VARGAS = [1, 2, 3, 7, 9, 10, 12] as const satisfies readonly Varga[];
export type DrawnVarga = (typeof DRAWN_VARGAS)[number];

export function signOf(longitude: number): number {
  return Math.floor(normalizeDegrees(longitude) / SIGN_DEGREES);
}

/** 1–4: the quarter of its nakshatra a sidereal longitude falls in. */
export function padaOf(longitude: number): number {
  return Math.floor((normalizeDegrees(longitude) % NAKSHATRA_DEGREES) / (NAKSHATRA_DEGREES / 4)) + 1;
}

// The names' keys, in order; their words are the `panchang` namespace's.
export const TITHIS = [
  "pratipada",
  "dwitiya",
  "tritiya",
  "chaturthi",
  "panchami",
  "shashthi",
  "saptami",
  "ashtami",
  "navami",
  "dashami",
  "ekadashi",
  "dwadashi",
  "trayodashi",
  "chaturdashi",
] as const;

/** A tithi's name key and paksha: the fifteenth of the bright half is Purnima, of the dark Amavasya. */
export function tithiName(index: number): { paksha: "shukla" | "krishna"; name: (typeof TITHIS)[number] | "purnima" | "amavasya" } {
  const paksha = index < 15 ? "shukla" : "krishna";
  const day = index % 15;
  if (day === 14) return { paksha, name: paksha === "shukla" ? "purnima" : "amavasya" };
  return { paksha, name: TITHIS[day] };
}

export const NAKSHATRAS = [
  "ashwini",
  "bharani",
  "krittika",
  "rohini",
  "mrigashira",
  "ardra",
  "punarvasu",
  "pushya",
  "ashlesha",
  "magha",
  "purvaPhalguni",
  "uttaraPhalguni",
  "hasta",
  "chitra",
  "swati",
  "vishakha",
  "anuradha",
  "jyeshtha",
  "mula",
  "purvaAshadha",
  "uttaraAshadha",
  "shravana",
  "dhanishtha",
  "shatabhisha",
  "purvaBhadrapada",
  "uttaraBhadrapada",
  "revati",
] as const;

export const YOGAS = [
  "vishkambha",
  "priti",
  "ayushman",
  "saubhagya",
  "shobhana",
  "atiganda",
  "sukarma",
  "dhriti",
  "shula",
  "ganda",
  "vriddhi",
  "dhruva",
  "vyaghata",
  "harshana",
  "vajra",
  "siddhi",
  "vyatipata",
  "variyana",
  "parigha",
  "shiva",
  "siddha",
  "sadhya",
  "shubha",
  "shukla",
  "brahma",
  "indra",
  "vaidhriti",
] as const;

export const VARAS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;

export const LUNAR_MONTHS = [
  "chaitra",
  "vaishakha",
  "jyeshtha",
  "ashadha",
  "shravana",
  "bhadrapada",
  "ashwin",
  "kartika",
  "margashirsha",
  "pausha",
  "magha",
  "phalguna",
] as const;

export const RITUS = ["vasant", "grishma", "varsha", "sharad", "hemant", "shishir"] as const;

/** The sidereal signs by their Indian names. */
export const RASHIS = [
  "mesha",
  "vrishabha",
  "mithuna",
  "karka",
  "simha",
  "kanya",
  "tula",
  "vrishchika",
  "dhanu",
  "makara",
  "kumbha",
  "meena",
] as const;
