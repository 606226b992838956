import { useFetcher } from "@remix-run/react";
import { useEffect, useState, type ChangeEvent } from "react";
import { SelectField } from "./form-fields";
import { useHydrated } from "./use-hydrated";

// Country, state and city as dependent selects (ARCHITECTURE.md "Progressive enhancement
// patterns"; spec §4 "Profile form"). The lists always come from the server with the page.
// Without JavaScript a button named `intent` (value `locations`) posts the form so the
// route shows it again, everything typed kept and the next list filled. With JavaScript
// those buttons go, a fetcher fills the next list at once, and a select stays disabled
// until its parent is chosen. Changing the country clears state and city; changing the
// state clears the city.

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

/** What `resolveLocationLists` needs: the location service, passed in by the route. */
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
 */
export async function resolveLocationLists(
  source: LocationSource,
  wanted: { countryId?: Choice; stateId?: Choice; cityId?: Choice },
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
  return { countries, states, cities, countryId, stateId, cityId };
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

type Props = {
  /** The server's lists and choice: the loader's, or the action's after a post. */
  locations: LocationLists;
  labels?: { country: string; state: string; city: string };
};

const DEFAULT_LABELS = { country: "Country", state: "State", city: "City" };

export function LocationSelects({ locations, labels = DEFAULT_LABELS }: Props) {
  const hydrated = useHydrated();
  const statesFetcher = useFetcher<StateOption[]>();
  const citiesFetcher = useFetcher<CityOption[]>();
  const [countryId, setCountryId] = useState(locations.countryId);
  const [stateId, setStateId] = useState(locations.stateId);
  const [cityId, setCityId] = useState(locations.cityId);
  const [states, setStates] = useState(locations.states);
  const [cities, setCities] = useState(locations.cities);

  // A new answer from the server (the form shown again after a post, or after saving) wins.
  useEffect(() => {
    setCountryId(locations.countryId);
    setStateId(locations.stateId);
    setCityId(locations.cityId);
    setStates(locations.states);
    setCities(locations.cities);
  }, [locations]);

  useEffect(() => {
    if (statesFetcher.state === "idle" && statesFetcher.data) setStates(statesFetcher.data);
  }, [statesFetcher.state, statesFetcher.data]);

  useEffect(() => {
    if (citiesFetcher.state === "idle" && citiesFetcher.data) setCities(citiesFetcher.data);
  }, [citiesFetcher.state, citiesFetcher.data]);

  const chooseCountry = (event: ChangeEvent<HTMLSelectElement>) => {
    const id = event.currentTarget.value;
    setCountryId(id);
    setStateId("");
    setCityId("");
    setStates([]);
    setCities([]);
    if (id) statesFetcher.load(`/api/states/${encodeURIComponent(id)}`);
  };

  const chooseState = (event: ChangeEvent<HTMLSelectElement>) => {
    const id = event.currentTarget.value;
    setStateId(id);
    setCityId("");
    setCities([]);
    if (id) citiesFetcher.load(`/api/cities/${encodeURIComponent(id)}?countryId=${encodeURIComponent(countryId)}`);
  };

  const loadingStates = statesFetcher.state === "loading";
  const loadingCities = citiesFetcher.state === "loading";

  return (
    <div className="location-selects">
      <SelectField
        name={LOCATION_FIELDS.country}
        label={labels.country}
        placeholder="Select a country"
        required
        options={locations.countries.map((c) => ({ value: String(c.id), label: c.country_name }))}
        value={countryId}
        onChange={chooseCountry}
      />
      {hydrated ? null : <ListsButton>Show states</ListsButton>}
      <SelectField
        name={LOCATION_FIELDS.state}
        label={labels.state}
        placeholder={loadingStates ? "Loading states..." : countryId ? "Select a state" : "Select a country first"}
        required
        options={states.map((s) => ({ value: String(s.state_id), label: s.state_name }))}
        value={stateId}
        onChange={chooseState}
        disabled={hydrated && !countryId}
        busy={loadingStates}
      />
      {hydrated ? null : <ListsButton>Show cities</ListsButton>}
      <SelectField
        name={LOCATION_FIELDS.city}
        label={labels.city}
        placeholder={loadingCities ? "Loading cities..." : stateId ? "Select a city" : "Select a state first"}
        required
        options={cities.map((c) => ({ value: String(c.city_id), label: c.city_name }))}
        value={cityId}
        onChange={(event) => setCityId(event.currentTarget.value)}
        disabled={hydrated && !stateId}
        busy={loadingCities}
      />
    </div>
  );
}

/** Without JavaScript: posts the form to show it again with the next list filled. */
function ListsButton({ children }: { children: string }) {
  return (
    <button type="submit" name="intent" value="locations" className="button button-light button-small location-refresh">
      {children}
    </button>
  );
}
