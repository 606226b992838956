// The pages of a city and a day: the kinds, and their addresses. remix.config.js registers each
// kind at /<kind>, /<kind>/<city> and /<kind>/<city>/<date> (its list must match this one).
export const CITY_DAY_KINDS = ["panchang", "choghadiya", "hora"] as const;
export type CityDayKind = (typeof CITY_DAY_KINDS)[number];

/** The day periods: the kinds of city-day page that divide a day (choghadiya, hora). */
export const DAY_PERIOD_KINDS = ["choghadiya", "hora"] as const satisfies readonly CityDayKind[];
export type DayPeriodKind = (typeof DAY_PERIOD_KINDS)[number];

export function isCityDayKind(value: unknown): value is CityDayKind {
  return CITY_DAY_KINDS.includes(value as CityDayKind);
}

/** The address of a city's page of a kind: today's without a date. */
export function cityDayPath(kind: CityDayKind, citySlug: string, isoDate?: string): string {
  return isoDate ? `/${kind}/${citySlug}/${isoDate}` : `/${kind}/${citySlug}`;
}
