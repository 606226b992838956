// The cities a panchang can be read for: every Indian city of the location data, each at an
// address of its own ('/panchang/varanasi'). A name two states share takes its state's name
// too ('aurangabad-bihar', 'aurangabad-maharashtra'), so no address ever means two places.
import { slugify } from "./slug";

export type PanchangCity = { slug: string; name: string; state: string; latitude: number; longitude: number };

export type LocatedCity = { name: string; state: string; latitude: number; longitude: number };

/** The capital: the panchang of '/panchang' and of a visitor who chose no city. */
export const DEFAULT_PANCHANG_CITY = "new-delhi";

/** The cities whose panchang of today the sitemap lists: the largest and the holiest. */
export const MAIN_PANCHANG_CITIES = [
  "new-delhi",
  "mumbai",
  "kolkata",
  "chennai",
  "bengaluru",
  "hyderabad",
  "ahmedabad",
  "pune",
  "jaipur",
  "lucknow",
  "varanasi",
  "ujjain",
  "patna",
  "bhopal",
  "chandigarh",
] as const;

/** True for a main city's address (`new-delhi`): the cities the sitemap lists. */
export function isMainPanchangCity(slug: string | undefined): boolean {
  return (MAIN_PANCHANG_CITIES as readonly string[]).includes(slug ?? "");
}

/** The cities with their addresses, sorted by name and then state. */
export function panchangCities(cities: readonly LocatedCity[]): PanchangCity[] {
  const byName = new Map<string, number>();
  for (const city of cities) byName.set(slugify(city.name), (byName.get(slugify(city.name)) ?? 0) + 1);
  return cities
    .map((city) => {
      const name = slugify(city.name);
      return { ...city, slug: (byName.get(name) ?? 0) > 1 ? `${name}-${slugify(city.state)}` : name };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.state.localeCompare(b.state));
}

// The years a panchang page is drawn for: the span the festival rules are checked over, and
// wide enough for any living person's birth.
export const PANCHANG_FIRST_YEAR = 1900;
export const PANCHANG_LAST_YEAR = 2100;

/** The longest city query the form takes: longer than any "Name, State" of the list. */
export const CITY_QUERY_MAX = 100;
