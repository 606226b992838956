import { useFetcher } from "@remix-run/react";
import { type ChangeEvent, type MouseEvent, useEffect, useRef, useState } from "react";

import { useTranslation } from "~/components/use-translation";
import type { Language } from "~/domain/language";
import { type CityOption, type CountryOption, LOCATION_FIELDS, type LocationLists, type StateOption } from "~/domain/locations";

import { SelectField } from "./form-fields";
import { useLanguage } from "./language";

// Country, state and city as dependent selects (ARCHITECTURE.md "Progressive enhancement
// patterns"; spec §4 "Profile form"). The lists come from the server with the page, each in full
// only while it is to be chosen from: a list whose choice is made holds that choice alone
// (domain/locations.ts), and its 'Show' button brings the rest. Without JavaScript that button,
// named `intent` (value `locations`), posts the form so the route shows it again, everything
// typed kept and every list filled. With JavaScript a fetcher fills that list at once, and the
// same buttons stay where they are, refreshing the list in place: nothing moves or changes
// purpose when the scripts start. A select is disabled while its parent is unchosen, in both
// modes. Changing the country clears state and city; changing the state clears the city.

type Props = {
  /** The server's lists and choice: the loader's, or the action's after a post. */
  locations: LocationLists;
  /** The selects' labels; "Country", "State" and "City" in the page's language when not given. */
  labels?: { country: string; state: string; city: string };
};

const COUNTRIES_URL = "/api/country/countryList";
// The Hindi edition asks for the names it shows (`lang=hi`; the ids are the same in both).
const statesUrl = (countryId: string, language: Language) =>
  `/api/states/${encodeURIComponent(countryId)}${language === "hi" ? "?lang=hi" : ""}`;
const citiesUrl = (stateId: string, countryId: string, language: Language) =>
  `/api/cities/${encodeURIComponent(stateId)}?countryId=${encodeURIComponent(countryId)}${language === "hi" ? "&lang=hi" : ""}`;

/** What the three selects show right now, which may be what the visitor chose before hydration. */
function liveChoice(box: HTMLElement | null) {
  const value = (name: string) => box?.querySelector<HTMLSelectElement>(`select[name="${name}"]`)?.value ?? "";
  return { countryId: value(LOCATION_FIELDS.country), stateId: value(LOCATION_FIELDS.state), cityId: value(LOCATION_FIELDS.city) };
}

export function LocationSelects({ locations, labels: given }: Props) {
  const { t } = useTranslation("forms");
  const language = useLanguage();
  const labels = given ?? { country: t("locations.country"), state: t("locations.state"), city: t("locations.city") };
  const box = useRef<HTMLDivElement>(null);
  const countriesFetcher = useFetcher<CountryOption[]>();
  const statesFetcher = useFetcher<StateOption[]>();
  const citiesFetcher = useFetcher<CityOption[]>();
  const [countryId, setCountryId] = useState(locations.countryId);
  const [stateId, setStateId] = useState(locations.stateId);
  const [cityId, setCityId] = useState(locations.cityId);
  const [countries, setCountries] = useState(locations.countries);
  const [states, setStates] = useState(locations.states);
  const [cities, setCities] = useState(locations.cities);

  const chooseCountry = (id: string) => {
    setCountryId(id);
    setStateId("");
    setCityId("");
    setStates([]);
    setCities([]);
    if (id) statesFetcher.load(statesUrl(id, language));
  };

  const chooseState = (id: string, inCountry: string) => {
    setStateId(id);
    setCityId("");
    setCities([]);
    if (id) citiesFetcher.load(citiesUrl(id, inCountry, language));
  };

  // The page may have been in use while its scripts loaded: a choice made then is in the DOM,
  // not in the server's data. Adopt it, as if it had been made at hydration,
  // so the controlled selects never snap back to the server's choice.
  useEffect(() => {
    const live = liveChoice(box.current);
    if (live.countryId !== locations.countryId) chooseCountry(live.countryId);
    else if (live.stateId !== locations.stateId) chooseState(live.stateId, live.countryId);
    else if (live.cityId !== locations.cityId) setCityId(live.cityId);
    // Once, at hydration; later changes arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on purpose: only the state at hydration
  }, []);

  // A new answer from the server (the form shown again after a post, or after saving) wins.
  const answered = useRef(locations);
  useEffect(() => {
    if (answered.current === locations) return;
    answered.current = locations;
    setCountryId(locations.countryId);
    setStateId(locations.stateId);
    setCityId(locations.cityId);
    setCountries(locations.countries);
    setStates(locations.states);
    setCities(locations.cities);
  }, [locations]);

  useEffect(() => {
    if (countriesFetcher.state === "idle" && countriesFetcher.data) setCountries(countriesFetcher.data);
  }, [countriesFetcher.state, countriesFetcher.data]);

  useEffect(() => {
    if (statesFetcher.state === "idle" && statesFetcher.data) setStates(statesFetcher.data);
  }, [statesFetcher.state, statesFetcher.data]);

  useEffect(() => {
    if (citiesFetcher.state === "idle" && citiesFetcher.data) setCities(citiesFetcher.data);
  }, [citiesFetcher.state, citiesFetcher.data]);

  const loadingStates = statesFetcher.state === "loading";
  const loadingCities = citiesFetcher.state === "loading";

  return (
    <div className="location-selects" ref={box}>
      <ListsButton field={LOCATION_FIELDS.country} onShow={() => countriesFetcher.load(COUNTRIES_URL)}>
        {t("locations.showCountries")}
      </ListsButton>
      <SelectField
        name={LOCATION_FIELDS.country}
        label={labels.country}
        placeholder={t("locations.chooseCountry")}
        required
        options={countries.map((c) => ({ value: String(c.id), label: c.country_name }))}
        busy={countriesFetcher.state === "loading"}
        value={countryId}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => chooseCountry(event.currentTarget.value)}
      />
      <ListsButton field={LOCATION_FIELDS.state} onShow={() => countryId && statesFetcher.load(statesUrl(countryId, language))}>
        {t("locations.showStates")}
      </ListsButton>
      <SelectField
        name={LOCATION_FIELDS.state}
        label={labels.state}
        placeholder={loadingStates ? t("locations.loadingStates") : countryId ? t("locations.chooseState") : t("locations.countryFirst")}
        required
        options={states.map((s) => ({ value: String(s.state_id), label: s.state_name }))}
        value={stateId}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => chooseState(event.currentTarget.value, countryId)}
        disabled={!countryId}
        busy={loadingStates}
      />
      <ListsButton field={LOCATION_FIELDS.city} onShow={() => stateId && citiesFetcher.load(citiesUrl(stateId, countryId, language))}>
        {t("locations.showCities")}
      </ListsButton>
      <SelectField
        name={LOCATION_FIELDS.city}
        label={labels.city}
        placeholder={loadingCities ? t("locations.loadingCities") : stateId ? t("locations.chooseCity") : t("locations.stateFirst")}
        required
        options={cities.map((c) => ({ value: String(c.city_id), label: c.city_name }))}
        value={cityId}
        onChange={(event) => setCityId(event.currentTarget.value)}
        disabled={!stateId}
        busy={loadingCities}
      />
    </div>
  );
}

/**
 * Without JavaScript: posts the form to show it again with the next list filled, scrolled to
 * that list (`field`, the select's id, as the address's fragment). With JavaScript the same
 * button, in the same place, fills the list in place instead (a post would first be stopped by
 * the form's validation of the fields not yet filled).
 */
function ListsButton({ children, field, onShow }: { children: string; field: string; onShow: () => void }) {
  const show = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    onShow();
  };
  return (
    <button
      type="submit"
      name="intent"
      value="locations"
      formAction={`#${field}`}
      className="button button-light button-small location-refresh"
      onClick={show}
    >
      {children}
    </button>
  );
}
