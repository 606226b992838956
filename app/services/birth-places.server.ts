import { getAllCitiesOfCountry, getCountries, getStatesOfCountry } from "@countrystatecity/countries";

import {
  type BirthPlace,
  buildPlaceIndex,
  findPlace,
  type PlaceIndex,
  placeLabel,
  type PlaceSearch,
  type RawPlace,
} from "~/domain/birth-places";
import { cityPosition, findCity, findCountry, findState } from "~/services/locations.server";

let index: Promise<PlaceIndex> | null = null;

/**
 * Every city of the world's location data with its state, country and time zone, read once. It
 * takes a few seconds, so the kundli pages start it when their form is shown.
 */
export function birthPlaceIndex(): Promise<PlaceIndex> {
  index ??= (async () => {
    const places: RawPlace[] = [];
    const zones = new Map<string, string>();
    // One country at a time, so the raw data of the whole world is never held at once.
    for (const country of await getCountries()) {
      const states = new Map((await getStatesOfCountry(country.iso2)).map((state) => [state.iso2, state.name]));
      for (const city of await getAllCitiesOfCountry(country.iso2)) {
        const latitude = Number(city.latitude);
        const longitude = Number(city.longitude);
        if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || !city.timezone) continue;
        let timeZone = zones.get(city.timezone);
        if (!timeZone) zones.set(city.timezone, (timeZone = city.timezone));
        places.push({
          name: city.name,
          state: states.get(city.state_code) ?? "",
          country: country.name,
          countryCode: country.iso2,
          latitude,
          longitude,
          timeZone,
        });
      }
    }
    return buildPlaceIndex(places);
  })();
  index.catch(() => {
    index = null;
  });
  return index;
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
