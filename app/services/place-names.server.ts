// Indian states and cities as a page names them: as a Hindi reader writes them on the /hi pages
// (the panchang and choghadiya pages, the kundli's places and the forms' selects), and a city
// whose state renamed it by its new name in both editions (Prayagraj, प्रयागराज; decision 122).
// The location data names every place in English, some by an old name; a place the Hindi tables
// do not name keeps its English name (smaller towns only: the tables hold every state and union
// territory and the largest cities).
//
// Pure, but a server module, not domain/: the tables are tens of kilobytes of text that no
// browser needs (loaders and resource routes write the names; a select's options come from the
// server), and a .server module never reaches a browser bundle. Sources and review: decision 101.
import { HINDI_CITY_NAMES, HINDI_STATE_NAMES } from "~/data/hindi-place-names";
import { OFFICIAL_NAMES } from "~/data/other-place-names";
import type { Language } from "~/domain/language";

/** A place as the location data names it: a city with its state. */
export type NamedPlace = { name: string; state: string };

/** The key of a city in the Hindi table: its state and its name, as the location data writes them. */
export const cityKey = (place: NamedPlace) => `${place.state}|${place.name}`;

// The only country a Hindi page names in Hindi: the site's own, chosen first in every country list.
const HINDI_COUNTRY_NAMES: Readonly<Record<string, string>> = { India: "भारत" };

/** A country's name in `language`: India's in Hindi on /hi, the others as the location data writes them. */
export function countryName(country: string, language: Language): string {
  return language === "hi" ? (HINDI_COUNTRY_NAMES[country] ?? country) : country;
}

/** A state or union territory's name in `language`. */
export function stateName(state: string, language: Language): string {
  return language === "hi" ? (HINDI_STATE_NAMES[state] ?? state) : state;
}

/**
 * A city's name in `language`: in Hindi when the table has it, else its official name where the
 * location data keeps one its state replaced (Allahabad is Prayagraj), else as the data writes it.
 */
export function placeName(place: NamedPlace, language: Language): string {
  const official = OFFICIAL_NAMES[cityKey(place)] ?? place.name;
  return language === "hi" ? (HINDI_CITY_NAMES[cityKey(place)] ?? official) : official;
}

/** "City, State" in `language`, as a page's place line writes it. */
export function placeWithState(place: NamedPlace, language: Language): string {
  return `${placeName(place, language)}, ${stateName(place.state, language)}`;
}
