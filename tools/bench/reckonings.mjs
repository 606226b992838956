// The reckonings a page makes once and then serves from memory, timed one by one on this thread
// from the built sky pool's entry (build/sky-work.server.js), as a thread of the pool runs them:
// a city's eclipses of a year, each for a city and a year not asked before; a graha's year.
//
//   npm run build && node tools/bench/reckonings.mjs     (or: node tools/bench/run-bench.mjs --reckonings)
import { fileURLToPath } from "node:url";

export const RECKONING_BUDGETS = { grahanYearMs: 50, gocharYearMs: 100 };

// Cities across India and years across the panchang's range.
const PLACES = [
  { latitude: 28.6139, longitude: 77.209 },
  { latitude: 19.076, longitude: 72.8777 },
  { latitude: 22.5726, longitude: 88.3639 },
  { latitude: 13.0827, longitude: 80.2707 },
  { latitude: 26.1445, longitude: 91.7362 },
  { latitude: 34.0837, longitude: 74.7973 },
  { latitude: 8.5241, longitude: 76.9366 },
  { latitude: 23.2599, longitude: 77.4126 },
];
const YEARS = [1901, 1947, 1975, 1999, 2026, 2027, 2031, 2050, 2077, 2099];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const p90 = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)];

export async function measureReckonings() {
  const { grahanYearAt, gocharYearAt } = await import("../../build/sky-work.server.js");
  // The first reckoning loads and compiles the library; a thread of the pool has done so long before.
  grahanYearAt({ year: 2000, place: PLACES[0] });
  const grahan = [];
  for (const year of YEARS)
    for (const place of PLACES) {
      const started = performance.now();
      grahanYearAt({ year, place });
      grahan.push(performance.now() - started);
    }
  // Each graha's year, the slowest first (the Moon's 160 sign changes): the worst of each year asked.
  gocharYearAt({ graha: "mars", year: 2000 });
  const gochar = [];
  for (const year of YEARS) {
    let worst = 0;
    for (const graha of ["moon", "sun", "mars", "mercury", "jupiter", "venus", "saturn", "rahu", "ketu"]) {
      const started = performance.now();
      gocharYearAt({ graha, year });
      worst = Math.max(worst, performance.now() - started);
    }
    gochar.push(worst);
  }
  return {
    grahan: { count: grahan.length, medianMs: median(grahan), p90Ms: p90(grahan) },
    gochar: { count: gochar.length, medianMs: median(gochar), p90Ms: p90(gochar) },
  };
}

export function reckoningLines({ grahan, gochar }) {
  return [
    `\nReckonings made once and kept (one at a time on one thread, each a city and year not asked before):`,
    `  a city's eclipses of a year: median ${grahan.medianMs.toFixed(1)} ms, p90 ${grahan.p90Ms.toFixed(1)} ms over ${grahan.count}`,
    `  a graha's year, the slowest graha of each year: median ${gochar.medianMs.toFixed(1)} ms, p90 ${gochar.p90Ms.toFixed(1)} ms over ${gochar.count}`,
  ];
}

export function reckoningBudgets({ grahan, gochar }) {
  return [
    [
      `a city's eclipses of a year reckoned in ≤ ${RECKONING_BUDGETS.grahanYearMs} ms (median ${grahan.medianMs.toFixed(1)} ms)`,
      grahan.medianMs <= RECKONING_BUDGETS.grahanYearMs,
    ],
    [
      `a graha's year reckoned in ≤ ${RECKONING_BUDGETS.gocharYearMs} ms (the slowest graha's, median ${gochar.medianMs.toFixed(1)} ms)`,
      gochar.medianMs <= RECKONING_BUDGETS.gocharYearMs,
    ],
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const measured = await measureReckonings();
  for (const line of reckoningLines(measured)) console.log(line);
  const budgets = reckoningBudgets(measured);
  for (const [text, ok] of budgets) console.log(`  ${ok ? "PASS" : "FAIL"}  ${text}`);
  process.exitCode = budgets.every(([, ok]) => ok) ? 0 : 1;
}
