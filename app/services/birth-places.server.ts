import fs from "node:fs";
import path from "node:path";

import { getAllCitiesOfCountry, getCountries, getStatesOfCountry } from "@countrystatecity/countries";

import {
  type BirthPlace,
  findPlace,
  type PlaceIndex,
  placeIndexBuilder,
  placeIndexFromBytes,
  placeIndexToBytes,
  placeLabel,
  type PlaceSearch,
} from "~/domain/birth-places";
import { env } from "~/infra/env.server";
import { logger } from "~/infra/logger.server";
import { cityPosition, findCity, findCountry, findState, located } from "~/services/locations.server";

/**
 * The index `npm run build` writes (app/infra/cli/birth-places.server.ts). Reading it takes
 * milliseconds; building it from the location data takes seconds, and the process keeps the
 * memory that reading took (some 60 MB more resident in a server).
 */
export const BUILT_PLACE_INDEX = path.join("build", "birth-places.bin");

let index: Promise<PlaceIndex> | null = null;

/**
 * Every city of the world's location data with its state, country and time zone, read once: in
 * production from the build's index, elsewhere (the tests, `npm run dev`, whose sources may be
 * newer than the build) from the location data. The kundli pages start it when their form is shown.
 */
export function birthPlaceIndex(): Promise<PlaceIndex> {
  index ??= (async () => {
    if (env().NODE_ENV === "production") {
      const bytes = await fs.promises.readFile(path.resolve(BUILT_PLACE_INDEX)).catch(() => null);
      if (bytes) return placeIndexFromBytes(bytes);
      logger.warn("the build has no index of places: reading the location data", { file: BUILT_PLACE_INDEX });
    }
    return worldPlaceIndex();
  })();
  index.catch(() => {
    index = null;
  });
  return index;
}

/** The index built from the location data, one country at a time. */
async function worldPlaceIndex(): Promise<PlaceIndex> {
  const builder = placeIndexBuilder();
  // Each city is added as it is read: the raw data of the whole world is never held at once.
  for (const country of await getCountries()) {
    const states = new Map((await getStatesOfCountry(country.iso2)).map((state) => [state.iso2, state.name]));
    for (const city of await getAllCitiesOfCountry(country.iso2)) {
      const state = states.get(city.state_code) ?? "";
      const position = located(country.iso2, state, city);
      if (!position || !city.timezone) continue;
      builder.add({ name: city.name, state, country: country.name, countryCode: country.iso2, ...position, timeZone: city.timezone });
    }
  }
  return builder.index();
}

/** Builds the index from the location data and writes it where production reads it; returns how many places. */
export async function writeBuiltPlaceIndex(file = path.resolve(BUILT_PLACE_INDEX)): Promise<number> {
  const built = await worldPlaceIndex();
  await fs.promises.writeFile(file, placeIndexToBytes(built));
  return built.size;
}

/** Starts reading the places without waiting for them. */
export function warmBirthPlaces(): void {
  void birthPlaceIndex().catch(() => undefined);
}

export async function findBirthPlace(query: string): Promise<PlaceSearch> {
  return findPlace(await birthPlaceIndex(), query);
}

/** A profile's birth city (its location ids) as a birth place, or null when it is not known. */
export async function birthPlaceOfCity(countryId: number, stateId: number, cityId: number): Promise<BirthPlace | null> {
  const [position, country, state, city] = await Promise.all([
    cityPosition(countryId, stateId, cityId),
    findCountry(countryId),
    findState(countryId, stateId),
    findCity(stateId, cityId, countryId),
  ]);
  if (!position || !country || !state || !city) return null;
  const place = { ...position, name: city.city_name, state: state.state_name, country: country.country_name };
  return { ...place, label: placeLabel(place) };
}
