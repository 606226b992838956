import { getCitiesOfState, getStatesOfCountry } from "@countrystatecity/countries";
import { describe, expect, it } from "vitest";

import { CITY_CORRECTIONS, correctedPosition, onQuarterDegreeGrid } from "~/data/city-corrections";
import { everyPlace } from "~/domain/birth-places";
import { birthPlaceIndex } from "~/services/birth-places.server";
import { cityPosition, listCities, listCountries, listStates } from "~/services/locations.server";
import { listPanchangCities } from "~/services/panchang.server";

const key = (place: { state: string; name: string }) => `${place.state}|${place.name}`;

function km(lat1: number, lon1: number, lat2: number, lon2: number) {
  const r = Math.PI / 180;
  const h = Math.sin(((lat2 - lat1) * r) / 2) ** 2 + Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(((lon2 - lon1) * r) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
}

// The cities whose source itself places them on the grid: the only ones allowed to stay there.
const trulyOnGrid = new Set(CITY_CORRECTIONS.filter((row) => onQuarterDegreeGrid(...row.to)).map(key));

/** The Indian cities of the location data at a quarter-degree point, as the data gives them. */
async function gridCitiesOfTheData() {
  const found: Array<{ state: string; name: string; from: [number, number] }> = [];
  for (const state of await getStatesOfCountry("IN"))
    for (const city of await getCitiesOfState("IN", state.iso2)) {
      const from: [number, number] = [Number(city.latitude), Number(city.longitude)];
      if (onQuarterDegreeGrid(...from)) found.push({ state: state.name, name: city.name, from });
    }
  return found;
}

describe("the table of city corrections", () => {
  it("has a row for every Indian city the location data puts on the grid, and for no other", async () => {
    const grid = await gridCitiesOfTheData();
    expect(grid.length).toBeGreaterThan(0);
    expect(
      CITY_CORRECTIONS.map((row) => ({ state: row.state, name: row.name, from: [...row.from] })).sort((a, b) =>
        key(a).localeCompare(key(b)),
      ),
    ).toEqual(grid.sort((a, b) => key(a).localeCompare(key(b))));
  });

  it("moves each city a plausible distance, names its source, and says why when it moves it far", () => {
    for (const row of CITY_CORRECTIONS) {
      const distance = km(...row.from, ...row.to);
      expect(Math.abs(distance - row.km), key(row)).toBeLessThanOrEqual(1);
      if (!row.note) expect(distance, key(row)).toBeLessThanOrEqual(60);
      expect(row.source, key(row)).toMatch(/GeoNames|Wikipedia|Gazetteer/);
    }
    expect(new Set(CITY_CORRECTIONS.map(key)).size).toBe(CITY_CORRECTIONS.length);
  });

  it("keeps a city on the grid only where its own source puts it there", () => {
    expect([...trulyOnGrid].sort()).toEqual(["Andhra Pradesh|Korukollu", "Karnataka|Pangala", "Uttar Pradesh|Rudauli"]);
  });

  it("applies to the point it was reviewed for, not to a point the data moves the city to", () => {
    expect(correctedPosition("Rajasthan", "Jaipur", 27, 76)).toEqual({ latitude: 26.91962, longitude: 75.78781 });
    expect(correctedPosition("Rajasthan", "Jaipur", 26.9, 75.8)).toEqual({ latitude: 26.9, longitude: 75.8 });
    expect(correctedPosition("Rajasthan", "Ajmer", 26.45, 74.64)).toEqual({ latitude: 26.45, longitude: 74.64 });
  });
});

describe("no city offered sits on a district's centre", () => {
  it("in the panchang's cities", async () => {
    const cities = await listPanchangCities();
    expect(cities.length).toBeGreaterThan(4000);
    const onGrid = cities.filter((city) => onQuarterDegreeGrid(city.latitude, city.longitude)).map(key);
    expect(onGrid.filter((city) => !trulyOnGrid.has(city))).toEqual([]);
    const jaipur = cities.find((city) => city.slug === "jaipur")!;
    expect(km(jaipur.latitude, jaipur.longitude, 26.91, 75.79)).toBeLessThan(2);
  });

  it("in the birth places the kundli looks up", async () => {
    const indian = [...everyPlace(await birthPlaceIndex())].filter((place) => place.countryCode === "IN");
    expect(indian.length).toBeGreaterThan(4000);
    const onGrid = indian.filter((place) => onQuarterDegreeGrid(place.latitude, place.longitude)).map(key);
    expect(onGrid.filter((place) => !trulyOnGrid.has(place))).toEqual([]);
  }, 60_000);

  it("in the position of a birth city chosen in the selects (profile, kundli, birth sky)", async () => {
    const india = (await listCountries()).find((country) => country.country_name === "India")!;
    const states = await listStates(india.id);
    const rajasthan = states.find((state) => state.state_name === "Rajasthan")!;
    const jaipur = (await listCities(rajasthan.state_id, india.id)).find((city) => city.city_name === "Jaipur")!;
    const position = await cityPosition(india.id, rajasthan.state_id, jaipur.city_id);
    expect(position).toMatchObject({ countryCode: "IN", timeZone: "Asia/Kolkata" });
    expect(km(position!.latitude, position!.longitude, 26.91, 75.79)).toBeLessThan(2);
    // Every state's cities, through the same call the forms' birth city goes through.
    const offered: string[] = [];
    for (const state of states)
      for (const city of await listCities(state.state_id, india.id)) {
        const at = await cityPosition(india.id, state.state_id, city.city_id);
        if (at && onQuarterDegreeGrid(at.latitude, at.longitude)) offered.push(`${state.state_name}|${city.city_name}`);
      }
    expect(offered.filter((city) => !trulyOnGrid.has(city))).toEqual([]);
  }, 60_000);
});
