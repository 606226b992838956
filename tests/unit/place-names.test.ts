import { getCitiesOfState, getStatesOfCountry } from "@countrystatecity/countries";
import { describe, expect, it } from "vitest";

import { HINDI_CITY_NAMES, HINDI_STATE_NAMES } from "~/services/hindi-place-names.server";
import { citiesNamedInHindi, placeName, placeWithState, stateName } from "~/services/place-names.server";

import largest from "../fixtures/largest-indian-cities.json";

// Devanagari letters and signs, with the spaces and hyphens of names of more than one word.
const DEVANAGARI_NAME = /^[\u0900-\u097f]+(?:[ -][\u0900-\u097f]+)*$/;

describe("Hindi names of places", () => {
  it("name every state and union territory of the location data", async () => {
    const states = (await getStatesOfCountry("IN")).map((state) => state.name);
    expect(states.length).toBeGreaterThanOrEqual(36);
    expect(states.filter((state) => !HINDI_STATE_NAMES[state])).toEqual([]);
  });

  it("name the 300 most populous cities (GeoNames' population), each a city of the location data", async () => {
    expect(largest.cities).toHaveLength(300);
    expect(largest.cities.filter(({ city }) => !HINDI_CITY_NAMES[city]).map(({ city }) => city)).toEqual([]);
    const known = new Set<string>();
    for (const state of await getStatesOfCountry("IN"))
      for (const city of await getCitiesOfState("IN", state.iso2)) known.add(`${state.name}|${city.name}`);
    expect(Object.keys(HINDI_CITY_NAMES).filter((key) => !known.has(key))).toEqual([]);
    expect(largest.cities.filter(({ city }) => !known.has(city))).toEqual([]);
  });

  it("are written in Devanagari alone", () => {
    const names = [...Object.values(HINDI_STATE_NAMES), ...Object.values(HINDI_CITY_NAMES)];
    expect(names.filter((name) => !DEVANAGARI_NAME.test(name))).toEqual([]);
  });

  it("are shown on Hindi pages only", () => {
    const varanasi = { name: "Varanasi", state: "Uttar Pradesh" };
    expect(placeName(varanasi, "hi")).toBe("वाराणसी");
    expect(placeName(varanasi, "en")).toBe("Varanasi");
    expect(stateName("Uttar Pradesh", "hi")).toBe("उत्तर प्रदेश");
    expect(stateName("Uttar Pradesh", "en")).toBe("Uttar Pradesh");
    expect(placeWithState({ name: "New Delhi", state: "Delhi" }, "hi")).toBe("नई दिल्ली, दिल्ली");
  });

  it("leave a place the tables do not name in English", () => {
    const town = { name: "Zunheboto", state: "Nagaland" };
    expect(placeName(town, "hi")).toBe("Zunheboto");
    expect(stateName("Atlantis", "hi")).toBe("Atlantis");
  });

  it("find a city typed in Hindi, with or without the nukta", () => {
    expect(citiesNamedInHindi("वाराणसी")).toEqual(["Uttar Pradesh|Varanasi"]);
    expect(citiesNamedInHindi("नई दिल्ली")).toEqual(["Delhi|New Delhi"]);
    expect(citiesNamedInHindi("चंडीगढ")).toEqual(["Chandigarh|Chandigarh"]);
    expect(citiesNamedInHindi("वारा")).toContain("Uttar Pradesh|Varanasi");
    expect(citiesNamedInHindi("  ")).toEqual([]);
  });
});
