// The eclipse pages' addresses and the places that tell where in India an eclipse is seen.
//   /grahan                          this year's and next year's eclipses, for New Delhi or `city`;
//   /grahan/<year>                   a year's;
//   /grahan/<year>/<body>-<mm>-<dd>  one eclipse, by the India date of its greatest moment:
//                                    'chandra-03-03' (the Moon's), 'surya-08-02' (the Sun's);
//   /grahan/<year>/calendar.ics      the year's eclipses seen in the city, with their sutak.
import { DEFAULT_PANCHANG_CITY } from "./panchang-cities";

export type EclipseBodyName = "moon" | "sun";

const BODY_SLUGS: Record<EclipseBodyName, string> = { moon: "chandra", sun: "surya" };

const withCity = (path: string, citySlug?: string) =>
  citySlug && citySlug !== DEFAULT_PANCHANG_CITY ? `${path}?city=${encodeURIComponent(citySlug)}` : path;

/** An eclipse as a day's page names it, in words, with the address of its own page. */
export type EclipseLine = { path: string; words: string };

export function grahanPath(year?: number, citySlug?: string): string {
  return withCity(year === undefined ? "/grahan" : `/grahan/${year}`, citySlug);
}

/** An eclipse's own slug: its body and the month and day of its India date. */
export function eclipseSlug(body: EclipseBodyName, isoDate: string): string {
  return `${BODY_SLUGS[body]}-${isoDate.slice(5)}`;
}

export function eclipsePath(body: EclipseBodyName, isoDate: string, citySlug?: string): string {
  return withCity(`/grahan/${isoDate.slice(0, 4)}/${eclipseSlug(body, isoDate)}`, citySlug);
}

export function grahanCalendarPath(year: number, citySlug?: string): string {
  return withCity(`/grahan/${year}/calendar.ics`, citySlug);
}

/** The body and India date an eclipse's slug names in a year, or null when it is no such slug. */
export function eclipseOfSlug(year: number, slug: string | undefined): { body: EclipseBodyName; date: string } | null {
  const match = /^(chandra|surya)-(\d{2})-(\d{2})$/.exec(slug ?? "");
  if (!match) return null;
  const body = match[1] === "chandra" ? "moon" : "sun";
  return { body, date: `${year}-${match[2]}-${match[3]}` };
}

/**
 * The places that say where in India an eclipse is seen: India's ends (Srinagar, Bhuj,
 * Dibrugarh, Thiruvananthapuram, Port Blair) and the largest cities between them.
 */
export const INDIA_LOOKOUTS = [
  "srinagar-jammu-and-kashmir",
  "new-delhi",
  "bhuj",
  "ahmedabad",
  "mumbai",
  "bhopal",
  "kolkata",
  "guwahati",
  "dibrugarh",
  "hyderabad",
  "chennai",
  "bengaluru",
  "thiruvananthapuram",
  "port-blair",
] as const;
