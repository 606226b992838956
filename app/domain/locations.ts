// Where a customer or an astrologer lives (spec §3 "Location lists", §4 "Profile form"): the
// lists for a choice, and the names a valid choice resolves to. The selects that show them are
// components/LocationSelects.tsx; the lists come from services/locations.server.ts.

// The spec's list shapes (§3 "Location lists"), as /api/country/countryList and friends answer.
export type CountryOption = { id: number; country_name: string };
export type StateOption = { state_id: number; state_name: string };
export type CityOption = { city_id: number; city_name: string };

/** The three lists for one choice, and the choice itself (ids as strings, as forms post them). */
export type LocationLists = {
  countries: CountryOption[];
  states: StateOption[];
  cities: CityOption[];
  countryId: string;
  stateId: string;
  cityId: string;
};

/** What `resolveLocationLists` needs: the location service, passed in by the caller. */
export type LocationSource = {
  listCountries(): Promise<CountryOption[]>;
  listStates(countryId: number): Promise<StateOption[]>;
  listCities(stateId: number, countryId?: number): Promise<CityOption[]>;
};

/** Field names the selects post; routes store the ids and the names they resolve to. */
export const LOCATION_FIELDS = { country: "countryId", state: "stateId", city: "cityId" } as const;
export const DEFAULT_COUNTRY = "India";

type Choice = string | number | null | undefined;

/**
 * For the loader and action: the lists for a saved or submitted choice. No country at all
 * (a fresh form) means India. A state outside the chosen country, or a city outside the
 * chosen state, counts as not chosen: that is what changing the country without JavaScript
 * and without pressing 'Show states' leaves behind.
 *
 * A page draws only what the visitor has to choose from at this step: a list whose choice is
 * made holds that choice alone (its 'Show' button brings the rest), unless `full` asks for every
 * list (the post of such a button without JavaScript).
 */
export async function resolveLocationLists(
  source: LocationSource,
  wanted: { countryId?: Choice; stateId?: Choice; cityId?: Choice },
  { full = false }: { full?: boolean } = {},
): Promise<LocationLists> {
  const asId = (value: Choice) => (value === null || value === undefined ? "" : String(value).trim());
  const countries = await source.listCountries();
  const india = countries.find((c) => c.country_name === DEFAULT_COUNTRY);
  let countryId = wanted.countryId === undefined || wanted.countryId === null ? asId(india?.id) : asId(wanted.countryId);
  if (!countries.some((c) => String(c.id) === countryId)) countryId = "";
  const states = countryId ? await source.listStates(Number(countryId)) : [];
  let stateId = asId(wanted.stateId);
  if (!states.some((s) => String(s.state_id) === stateId)) stateId = "";
  const cities = stateId ? await source.listCities(Number(stateId), Number(countryId)) : [];
  let cityId = asId(wanted.cityId);
  if (!cities.some((c) => String(c.city_id) === cityId)) cityId = "";
  const drawn = <T>(list: T[], chosen: string, idOf: (item: T) => number) =>
    full || chosen === "" ? list : list.filter((item) => String(idOf(item)) === chosen);
  return {
    countries: drawn(countries, countryId, (c) => c.id),
    states: drawn(states, stateId, (s) => s.state_id),
    cities: drawn(cities, cityId, (c) => c.city_id),
    countryId,
    stateId,
    cityId,
  };
}

/** The names of a resolved choice, or null when any part is missing. */
export function locationNames(lists: LocationLists) {
  const country = lists.countries.find((c) => String(c.id) === lists.countryId);
  const state = lists.states.find((s) => String(s.state_id) === lists.stateId);
  const city = lists.cities.find((c) => String(c.city_id) === lists.cityId);
  if (!country || !state || !city) return null;
  return {
    country: country.country_name,
    countryId: country.id,
    state: state.state_name,
    stateId: state.state_id,
    city: city.city_name,
    cityId: city.city_id,
  };
}

/**
 * What a form with the location selects answers to a post it shows again: what
 * remix-validated-form's `validationError` answers (the messages, what was posted with the
 * location ids that resolved), and the lists to draw. A post of the 'Show states' or 'Show
 * cities' button is answered without messages.
 */
export type LocatedFormReply<Field extends string> = {
  fieldErrors?: Record<string, string>;
  repopulateFields: Record<Field, string>;
  locations: LocationLists;
  /** The places a typed place of birth may be, when the search would not take it without asking. */
  placeChoices?: ReadonlyArray<{ value: string; text: string }>;
};
