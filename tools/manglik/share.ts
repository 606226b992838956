// How many births the site calls Manglik, and how many other rules would: 1,000 births drawn
// from a fixed seed (the same every run), their charts made with the product's own code
// (jyotish/kundli.ts computeChart, jyotish/manglik.ts), printed as the table in
// docs/research/manglik-share.md.
//
//   npx vite-node --config tests/vitest.config.ts tools/manglik/share.ts [count] [seed]
import { computeChart, houseFrom, type ManglikGrade, manglikReading } from "~/jyotish";

const count = Number(process.argv[2] ?? 1000);
const seed = Number(process.argv[3] ?? 55);

/** mulberry32: a small seeded generator, so anyone re-running the script draws the same births. */
function generator(start: number): () => number {
  let state = start >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

// Births across India: the largest cities of each region, from Guwahati to Ahmedabad and from
// Delhi to Thiruvananthapuram.
const PLACES = [
  { name: "Delhi", latitude: 28.61, longitude: 77.21 },
  { name: "Mumbai", latitude: 19.08, longitude: 72.88 },
  { name: "Kolkata", latitude: 22.57, longitude: 88.36 },
  { name: "Chennai", latitude: 13.08, longitude: 80.27 },
  { name: "Bengaluru", latitude: 12.97, longitude: 77.59 },
  { name: "Hyderabad", latitude: 17.39, longitude: 78.49 },
  { name: "Ahmedabad", latitude: 23.02, longitude: 72.57 },
  { name: "Lucknow", latitude: 26.85, longitude: 80.95 },
  { name: "Patna", latitude: 25.59, longitude: 85.14 },
  { name: "Jaipur", latitude: 26.91, longitude: 75.79 },
  { name: "Guwahati", latitude: 26.14, longitude: 91.74 },
  { name: "Thiruvananthapuram", latitude: 8.52, longitude: 76.94 },
];

// Any instant from 1950 to 2009: the years of people marrying now and of their parents.
const FROM = Date.UTC(1950, 0, 1);
const TO = Date.UTC(2010, 0, 1);

const random = generator(seed);
const RAMAN_HOUSES = [2, 4, 7, 8, 12];
const WIDE_HOUSES = [1, 2, 4, 7, 8, 12];
const NORTH_HOUSES = [1, 4, 7, 8, 12];

const tally = {
  site: 0,
  grades: { none: 0, mild: 0, moderate: 0, strong: 0 } as Record<ManglikGrade, number>,
  ramanLagna: 0,
  ramanLagnaOrMoon: 0,
  ramanNoExceptions: 0,
  lagnaOrMoonWide: 0,
  threeReferencesWide: 0,
  lagnaNorth: 0,
  lagnaOrMoonNorth: 0,
};

for (let i = 0; i < count; i++) {
  const place = PLACES[Math.floor(random() * PLACES.length)];
  const instant = FROM + Math.floor(random() * (TO - FROM));
  const chart = computeChart(place, instant);
  const sign = (body: string) => chart.rows.find((r) => r.body === body)!.sign;
  const mars = sign("mars");
  const from = { lagna: houseFrom(mars, sign("lagna")), moon: houseFrom(mars, sign("moon")), venus: houseFrom(mars, sign("venus")) };

  const reading = manglikReading({ mars, moon: sign("moon"), venus: sign("venus"), jupiter: sign("jupiter"), lagna: sign("lagna") });
  if (reading.manglik) tally.site++;
  tally.grades[reading.grade]++;
  const stands = new Set(reading.references.filter((r) => r.dosha).map((r) => r.reference));
  if (stands.has("lagna")) tally.ramanLagna++;
  if (stands.has("lagna") || stands.has("moon")) tally.ramanLagnaOrMoon++;
  if (Object.values(from).some((house) => RAMAN_HOUSES.includes(house))) tally.ramanNoExceptions++;
  if (WIDE_HOUSES.includes(from.lagna) || WIDE_HOUSES.includes(from.moon)) tally.lagnaOrMoonWide++;
  if (Object.values(from).some((house) => WIDE_HOUSES.includes(house))) tally.threeReferencesWide++;
  if (NORTH_HOUSES.includes(from.lagna)) tally.lagnaNorth++;
  if (NORTH_HOUSES.includes(from.lagna) || NORTH_HOUSES.includes(from.moon)) tally.lagnaOrMoonNorth++;
}

const share = (n: number) => `${n} (${((100 * n) / count).toFixed(1)}%)`;
console.log(`${count} births, seed ${seed}, ${PLACES.length} Indian cities, 1950–2009\n`);
console.log("| rule | births called Manglik |");
console.log("|---|---|");
console.log(`| this site: Raman, houses 2, 4, 7, 8, 12 from the lagna, Moon and Venus, his exceptions | ${share(tally.site)} |`);
console.log(`| … of which mild (the lagna only) | ${share(tally.grades.mild)} |`);
console.log(`| … of which moderate (the Moon, not Venus) | ${share(tally.grades.moderate)} |`);
console.log(`| … of which strong (Venus) | ${share(tally.grades.strong)} |`);
console.log(`| Raman's rule and exceptions, counted from the lagna alone | ${share(tally.ramanLagna)} |`);
console.log(`| Raman's rule and exceptions, counted from the lagna or the Moon | ${share(tally.ramanLagnaOrMoon)} |`);
console.log(`| Raman's houses and references, no exceptions | ${share(tally.ramanNoExceptions)} |`);
console.log(`| houses 1, 2, 4, 7, 8, 12 from the lagna or the Moon, no exceptions | ${share(tally.lagnaOrMoonWide)} |`);
console.log(`| houses 1, 2, 4, 7, 8, 12 from the lagna, the Moon or Venus, no exceptions | ${share(tally.threeReferencesWide)} |`);
console.log(`| houses 1, 4, 7, 8, 12 from the lagna alone | ${share(tally.lagnaNorth)} |`);
console.log(`| houses 1, 4, 7, 8, 12 from the lagna or the Moon | ${share(tally.lagnaOrMoonNorth)} |`);
