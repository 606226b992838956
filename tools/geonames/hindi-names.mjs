// Writes tests/fixtures/geonames-hindi-names.json: GeoNames' Hindi names of the cities our Hindi
// tables name (data/hindi-place-names.ts), for the unit test that compares the two
// (decision 101). GeoNames' alternate names in Hindi (CC BY 4.0) come as Debian's
// libgeonames-common, whose hi catalogue pairs a GeoNames id with the city's Hindi name:
//
//   cd /tmp && apt-get download libgeonames-common && dpkg-deb -x libgeonames-common_*.deb geo
//   GEONAMES_HI_MO=/tmp/geo/usr/share/locale/hi/LC_MESSAGES/geonames.mo node tools/geonames/hindi-names.mjs
//
// A city's GeoNames id is the one tests/fixtures/largest-indian-cities.json gives, or for the
// capitals and pilgrimage towns outside the 300, the one below (GeoNames cities1000, matched by
// name and state as largest-cities.mjs matches).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const mo = process.env.GEONAMES_HI_MO;
if (!mo) throw new Error("Set GEONAMES_HI_MO to libgeonames-common's hi/LC_MESSAGES/geonames.mo.");

const OUTSIDE_THE_300 = {
  "Andaman and Nicobar Islands|Port Blair": 1259385,
  "Arunachal Pradesh|Itanagar": 1269655,
  "Assam|Dibrugarh": 1272648,
  "Assam|Jorhat": 1268820,
  "Bihar|Rajgir": 1258864,
  "Dadra and Nagar Haveli and Daman and Diu|Daman": 1273618,
  "Dadra and Nagar Haveli and Daman and Diu|Silvassa": 1256259,
  "Goa|Panaji": 1260607,
  "Gujarat|Dwarka": 1272140,
  "Haryana|Kurukshetra": 1254657,
  "Himachal Pradesh|Dharamsala": 1272832,
  "Himachal Pradesh|Hamirpur": 1270454,
  "Himachal Pradesh|Kulu": 1265709,
  "Himachal Pradesh|Mandi": 1263862,
  "Jharkhand|Hazaribag": 1270164,
  "Ladakh|Kargil": 1267776,
  "Ladakh|Leh": 1264976,
  "Lakshadweep|Kavaratti": 1267390,
  "Madhya Pradesh|Maheshwar": 1264385,
  "Maharashtra|Pandharpur": 1260546,
  "Maharashtra|Shirdi": 1256489,
  "Maharashtra|Trimbak": 1254177,
  "Meghalaya|Shillong": 1256523,
  "Nagaland|Kohima": 1266366,
  "Rajasthan|Chittaurgarh": 1274040,
  "Rajasthan|Pushkar": 1259148,
  "Sikkim|Gangtok": 1271631,
  "Tamil Nadu|Rameswaram": 1258698,
  "Uttar Pradesh|Faizabad": 1271976,
  "Uttar Pradesh|Hamirpur": 1270455,
  "Uttar Pradesh|Lucknow District": 1264733,
  "Uttar Pradesh|Vrindavan": 1253079,
  "Uttarakhand|Almora": 1278974,
  "Uttarakhand|Rishikesh": 1258128,
};

/** A gettext catalogue's pairs (the GNU .mo format, little-endian as Debian's is). */
function catalogue(file) {
  const bytes = fs.readFileSync(file);
  if (bytes.readUInt32LE(0) !== 0x950412de) throw new Error(`${file} is not a little-endian .mo file`);
  const count = bytes.readUInt32LE(8);
  const originals = bytes.readUInt32LE(12);
  const translations = bytes.readUInt32LE(16);
  const text = (table, i) => {
    const length = bytes.readUInt32LE(table + 8 * i);
    const offset = bytes.readUInt32LE(table + 8 * i + 4);
    return bytes.subarray(offset, offset + length).toString("utf8");
  };
  const pairs = new Map();
  for (let i = 0; i < count; i++) pairs.set(text(originals, i), text(translations, i));
  return pairs;
}

const hindi = catalogue(mo);
const largest = JSON.parse(fs.readFileSync(path.join(root, "tests/fixtures/largest-indian-cities.json"), "utf8"));
const ids = { ...Object.fromEntries(largest.cities.map((c) => [c.city, c.geonameId])), ...OUTSIDE_THE_300 };
const names = {};
for (const [key, id] of Object.entries(ids).sort(([a], [b]) => a.localeCompare(b))) {
  const name = hindi.get(String(id));
  if (name) names[key] = { geonameId: id, hi: name.normalize("NFC") };
}
const out = path.join(root, "tests/fixtures/geonames-hindi-names.json");
fs.writeFileSync(
  out,
  JSON.stringify(
    {
      source:
        "GeoNames alternate names in Hindi (CC BY 4.0), as Debian bookworm's libgeonames-common 0.3.0-1 carries them (hi/LC_MESSAGES/geonames.mo); made by tools/geonames/hindi-names.mjs",
      names,
    },
    null,
    1,
  ) + "\n",
);
console.log(`${Object.keys(names).length} of ${Object.keys(ids).length} cities have a GeoNames name in Hindi: ${path.relative(root, out)}`);
