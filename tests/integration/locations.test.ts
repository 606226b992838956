import { getStatesOfCountry } from "@countrystatecity/countries";
import { describe, expect, it } from "vitest";

import { listCities, listCountries, listStates } from "~/services/locations.server";

describe("location lists", () => {
  it("answers countries, states and cities in the spec's shapes", async () => {
    const countries = await listCountries();
    const india = countries.find((c) => c.country_name === "India");
    expect(india).toEqual({ id: expect.any(Number), country_name: "India" });
    const states = await listStates(india!.id);
    const maharashtra = states.find((s) => s.state_name === "Maharashtra");
    expect(maharashtra).toEqual({ state_id: expect.any(Number), state_name: "Maharashtra" });
    const cities = await listCities(maharashtra!.state_id);
    expect(cities).toContainEqual({ city_id: expect.any(Number), city_name: "Pune" });
  });

  it("finds a state's cities even before its country's list was read", async () => {
    // The spec's city call carries only the state id; take one straight from the data package.
    const [bagmati] = (await getStatesOfCountry("NP")).filter((s) => s.name.startsWith("Bagmati"));
    const cities = await listCities(bagmati.id);
    expect(cities).toContainEqual({ city_id: expect.any(Number), city_name: "Kathmandu" });
  });

  it("puts India first in the country list, the rest by name", async () => {
    const [first, ...rest] = await listCountries();
    expect(first.country_name).toBe("India");
    const names = rest.map((c) => c.country_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toContain("Afghanistan");
  });

  it("answers empty lists for unknown ids", async () => {
    expect(await listStates(-1)).toEqual([]);
    expect(await listCities(-1)).toEqual([]);
  });
});
