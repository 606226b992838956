// The pages of a city and a day: the kinds, and their addresses. remix.config.js registers each
// kind at /<kind>, /<kind>/<city> and /<kind>/<city>/<date> (its list must match this one).
export const CITY_DAY_KINDS = ["panchang", "choghadiya", "hora"] as const;
export type CityDayKind = (typeof CITY_DAY_KINDS)[number];

export function isCityDayKind(value: unknown): value is CityDayKind {
  return CITY_DAY_KINDS.includes(value as CityDayKind);
}

/** The address of a city's page of a kind: today's without a date. */
export function cityDayPath(kind: CityDayKind, citySlug: string, isoDate?: string): string {
  return isoDate ? `/${kind}/${citySlug}/${isoDate}` : `/${kind}/${citySlug}`;
}

/** The address of a city's Hindu calendar of a Gregorian month (1–12): '/hindu-calendar/varanasi/2026/12'. */
export function hinduCalendarPath(citySlug: string, year?: number, month?: number): string {
  if (year === undefined || month === undefined) return citySlug ? `/hindu-calendar/${citySlug}` : "/hindu-calendar";
  return `/hindu-calendar/${citySlug}/${year}/${String(month).padStart(2, "0")}`;
}

/** The address of a city's month's vrats as a calendar file. */
export function hinduCalendarIcsPath(citySlug: string, year: number, month: number): string {
  return `${hinduCalendarPath(citySlug, year, month)}/vrats.ics`;
}

/** A month parameter as written in the address ('12', '01'), or null: '1' is a month but not its address. */
export function parseCalendarMonth(value: string | undefined): { month: number; canonical: boolean } | null {
  if (!value || !/^\d{1,2}$/.test(value)) return null;
  const month = Number(value);
  if (month < 1 || month > 12) return null;
  return { month, canonical: value.length === 2 };
}

/** The muhurat calendars' kinds as their addresses name them ('/muhurat/griha-pravesh/2027'). */
export const MUHURAT_SLUGS = {
  vivah: "vivah",
  grihaPravesh: "griha-pravesh",
  vehicle: "vehicle-purchase",
  property: "property-purchase",
  mundan: "mundan",
  namkaran: "namkaran",
  annaprashan: "annaprashan",
} as const;
export type MuhuratSlugKind = keyof typeof MUHURAT_SLUGS;

/** The kind an address's slug names, or null. */
export function muhuratKindOf(slug: string | undefined): MuhuratSlugKind | null {
  const found = Object.entries(MUHURAT_SLUGS).find(([, value]) => value === slug);
  return found ? (found[0] as MuhuratSlugKind) : null;
}

/** The address of a ceremony's muhurat calendar of a year, for New Delhi or another city. */
export function muhuratPath(kind: MuhuratSlugKind, year: number, citySlug?: string): string {
  const path = `/muhurat/${MUHURAT_SLUGS[kind]}/${year}`;
  return citySlug && citySlug !== "new-delhi" ? `${path}?city=${encodeURIComponent(citySlug)}` : path;
}
