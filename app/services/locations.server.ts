import { getCitiesOfState, getCountries, getStatesOfCountry } from "@countrystatecity/countries";

import { correctedPosition } from "~/data/city-corrections";
import type { Language } from "~/domain/language";
import { DEFAULT_COUNTRY, type LocationLists, resolveLocationLists } from "~/domain/locations";
import type { LocatedCity } from "~/domain/panchang-cities";
import { submittedText } from "~/forms/customer";
import { countryName, placeName, stateName } from "~/services/place-names.server";

// Shapes of the spec's location calls (public-and-customer §3 "Location lists").
export type Country = { id: number; country_name: string };
export type State = { state_id: number; state_name: string };
export type City = { city_id: number; city_name: string };

type StateRef = { countryCode: string; stateCode: string; stateName: string };

let countries: Array<Country & { iso2: string }> | null = null;
const statesByCountry = new Map<number, State[]>();
const citiesByState = new Map<number, City[]>();
const stateRefs = new Map<number, StateRef>();

export async function listCountries(): Promise<Country[]> {
  countries ??= (await getCountries())
    .map((c) => ({ id: c.id, country_name: c.name, iso2: c.iso2 }))
    // India first (where nearly every visitor is), then the rest by name.
    .sort((a, b) => Number(b.iso2 === "IN") - Number(a.iso2 === "IN") || a.country_name.localeCompare(b.country_name));
  return countries.map(({ id, country_name }) => ({ id, country_name }));
}

export async function listStates(countryId: number): Promise<State[]> {
  const cached = statesByCountry.get(countryId);
  if (cached) return cached;
  await listCountries();
  const country = countries!.find((c) => c.id === countryId);
  if (!country) return [];
  const states = (await getStatesOfCountry(country.iso2))
    .map((s) => {
      stateRefs.set(s.id, { countryCode: country.iso2, stateCode: s.iso2, stateName: s.name });
      return { state_id: s.id, state_name: s.name };
    })
    .sort((a, b) => a.state_name.localeCompare(b.state_name));
  statesByCountry.set(countryId, states);
  return states;
}

/** Cities of a state; the state's country is found from the state lists read so far. */
export async function listCities(stateId: number, countryId?: number): Promise<City[]> {
  const cached = citiesByState.get(stateId);
  if (cached) return cached;
  if (!stateRefs.has(stateId) && countryId !== undefined) await listStates(countryId);
  if (!stateRefs.has(stateId)) await indexAllStates();
  const ref = stateRefs.get(stateId);
  if (!ref) return [];
  const cities = (await getCitiesOfState(ref.countryCode, ref.stateCode))
    .map((c) => ({ city_id: c.id, city_name: c.name }))
    .sort((a, b) => a.city_name.localeCompare(b.city_name));
  citiesByState.set(stateId, cities);
  return cities;
}

export async function findCountry(countryId: number) {
  return (await listCountries()).find((c) => c.id === countryId) ?? null;
}

export async function findState(countryId: number, stateId: number) {
  return (await listStates(countryId)).find((s) => s.state_id === stateId) ?? null;
}

export async function findCity(stateId: number, cityId: number, countryId?: number) {
  return (await listCities(stateId, countryId)).find((c) => c.city_id === cityId) ?? null;
}

/** Where a chosen city is, its country's code and the time zone of its clocks, or null when the choice is not known. */
export async function cityPosition(countryId: number, stateId: number, cityId: number) {
  await listStates(countryId);
  const ref = stateRefs.get(stateId);
  if (!ref) return null;
  const city = (await getCitiesOfState(ref.countryCode, ref.stateCode)).find((c) => c.id === cityId);
  if (!city) return null;
  const position = located(ref.countryCode, ref.stateName, city);
  if (!position) return null;
  return { ...position, timeZone: city.timezone || "Asia/Kolkata", countryCode: ref.countryCode };
}

/**
 * Where a city of the location data is: its coordinates, or for an Indian city the data puts on
 * a district's centre, the city's own (data/city-corrections.ts). Null without coordinates.
 */
export function located(countryCode: string, state: string, city: { name: string; latitude?: string | null; longitude?: string | null }) {
  const latitude = Number(city.latitude);
  const longitude = Number(city.longitude);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return countryCode === "IN" ? correctedPosition(state, city.name, latitude, longitude) : { latitude, longitude };
}

let allIndexed = false;
// Only reached for a state id no list has shown yet (a hand-made URL): one pass, then cached.
async function indexAllStates() {
  if (allIndexed) return;
  for (const country of await listCountries()) await listStates(country.id);
  allIndexed = true;
}

/**
 * The lists for a saved or chosen place (domain/locations.ts, resolveLocationLists), named as a
 * page in `language` shows them; without a language, as the location data names them, the names
 * a choice is saved under.
 */
export async function locationLists(
  wanted: Parameters<typeof resolveLocationLists>[1],
  { language, ...options }: NonNullable<Parameters<typeof resolveLocationLists>[2]> & { language?: Language } = {},
): Promise<LocationLists> {
  const lists = await resolveLocationLists({ listCountries, listStates, listCities }, wanted, options);
  return language ? shownLocations(lists, language) : lists;
}

const isIndia = async (countryId: number) => (await findCountry(countryId))?.country_name === DEFAULT_COUNTRY;

/**
 * The lists as a page in `language` shows them: India's cities by their official names (Prayagraj,
 * not the data's Allahabad), and its states and cities in Hindi on /hi where the names are known
 * (services/place-names.server.ts). Only the words change, never an id, so what a form posts is
 * the same; the names a choice is saved under come from the lists before.
 */
export async function shownLocations(lists: LocationLists, language: Language): Promise<LocationLists> {
  const countries = lists.countries.map((c) => ({ ...c, country_name: countryName(c.country_name, language) }));
  if (!(await isIndia(Number(lists.countryId)))) return { ...lists, countries };
  const state = lists.states.find((s) => String(s.state_id) === lists.stateId)?.state_name ?? "";
  return {
    ...lists,
    countries,
    states: shownStates(lists.states, language),
    cities: shownCities(lists.cities, state, language),
  };
}

/** A country's states as the API answers them in `language` (in Hindi, in the order of their Hindi names). */
export async function statesIn(countryId: number, language: Language): Promise<State[]> {
  const states = await listStates(countryId);
  return language === "en" || !(await isIndia(countryId)) ? states : shownStates(states, language);
}

/** A state's cities as the API answers them in `language`. */
export async function citiesIn(stateId: number, countryId: number | undefined, language: Language): Promise<City[]> {
  const cities = await listCities(stateId, countryId);
  const ref = stateRefs.get(stateId);
  return ref?.countryCode === "IN" ? shownCities(cities, ref.stateName, language) : cities;
}

function shownStates(states: State[], language: Language): State[] {
  if (language === "en") return states;
  return states
    .map((s) => ({ ...s, state_name: stateName(s.state_name, language) }))
    .sort((a, b) => a.state_name.localeCompare(b.state_name, "hi"));
}

/** An Indian state's cities named in `language`; in English in the order of those names, Prayagraj among the P's. */
function shownCities(cities: City[], state: string, language: Language): City[] {
  const shown = cities.map((c) => ({ ...c, city_name: placeName({ name: c.city_name, state }, language) }));
  return language === "en" ? shown.sort((a, b) => a.city_name.localeCompare(b.city_name)) : shown;
}

/**
 * A posted form with the country, state and city selects: the text of `fields`, and the lists
 * to draw again (in English: the names a choice is saved under come from them; `shownLocations`
 * names them for the page). The location ids in both (and in `form`, for the schema) become the ones that
 * resolve: a state of another country, or a city of another state, is dropped. A 'Show' button
 * posted without JavaScript (`intent=locations`) asks for every list in full.
 */
export async function postedLocations<F extends string>(form: FormData, fields: readonly F[]) {
  const values = submittedText(form, fields) as Record<F | "countryId" | "stateId" | "cityId", string>;
  const locations = await locationLists(values, { full: form.get("intent") === "locations" });
  for (const name of ["countryId", "stateId", "cityId"] as const) {
    values[name] = locations[name];
    form.set(name, locations[name]);
  }
  return { values, locations };
}

let indianCities: Promise<LocatedCity[]> | null = null;

/** Every city of India with its state and coordinates, read once. */
export function citiesOfIndia(): Promise<LocatedCity[]> {
  indianCities ??= (async () => {
    const found: LocatedCity[] = [];
    for (const state of await getStatesOfCountry("IN")) {
      for (const city of await getCitiesOfState("IN", state.iso2)) {
        const position = located("IN", state.name, city);
        if (position) found.push({ name: city.name, state: state.name, ...position });
      }
    }
    return found;
  })();
  return indianCities;
}
