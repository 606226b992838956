// `npm run bench -- --scale N`: a server on a fresh DATA_DIR seeded with N times the demo data
// (build/seed-scale.server.js, before the server starts) and one on the demo data are measured
// with the same functions (in turns: scale-side-by-side.mjs), and every figure must stay within
// 1.5× of its demo-data value. run-bench.mjs calls parseScale, runSideBySide and compareAtScale,
// whose PASS/FAIL lines join its budgets.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { printTable } from "./print-table.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const QUICK = process.env.BENCH_QUICK === "1";
/** The budget (decision 017): at --scale 100 every figure within 1.5× of the demo data's. */
export const SCALE_LIMIT = 1.5;

/**
 * Pages whose work could grow with the data: the six bench pages and the lists' later pages,
 * filters and sorts (counted and paged by the database), a later page of the blog list.
 * The same addresses exist in the demo data and at any scale.
 */
export const SCALE_PATHS = [
  "/",
  "/daily-horoscope/today/leo",
  "/yearly-horoscope/leo",
  "/blogs",
  "/blogs?page=2",
  "/call-with-astrologer",
  "/call-with-astrologer?page=2",
  "/chat-with-astrologer?language=hindi&sort=price-low",
  "/faq",
  "/festival",
];

/** The N of `--scale N` (or `--scale=N`), or null when the bench runs on the demo data only. */
export function parseScale(argv) {
  const at = argv.findIndex((a) => a === "--scale" || a.startsWith("--scale="));
  if (at < 0) return null;
  const raw = argv[at].includes("=") ? argv[at].split("=")[1] : argv[at + 1];
  const factor = Number(raw);
  if (!Number.isInteger(factor) || factor < 2 || factor > 1000) throw new Error(`--scale takes a whole number from 2 to 1000 (got ${raw})`);
  return factor;
}

/** A fresh DATA_DIR holding N times the demo data, made by the built seeder before any server opens it. */
export async function seedScaledDataDir(factor) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `grahavani-bench-scale${factor}-`));
  const started = Date.now();
  const output = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["build/seed-scale.server.js", "--scale", String(factor)], {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, DATABASE_URL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let text = "";
    child.stdout.on("data", (chunk) => (text += chunk));
    child.stderr.on("data", (chunk) => (text += chunk));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve(text) : reject(new Error(`seeding at --scale ${factor} failed (exit ${code}):\n${text}`)),
    );
  });
  return { dataDir, seedMs: Date.now() - started, output };
}

/** CPU seconds (user + system) a process has used so far, from /proc (10 ms clock ticks). */
function cpuSeconds(pid) {
  const fields = fs
    .readFileSync(`/proc/${pid}/stat`, "utf8")
    .replace(/^.*\) /, "")
    .split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const HEADERS = { "Accept-Encoding": "gzip, deflate, br" };
/**
 * Each page requested one at a time from an instance whose page cache keeps nothing
 * (render-cost.mjs NO_PAGE_CACHE), the median wall time and the server's CPU time per request.
 */
export async function uncachedPageTimings(instance, paths = SCALE_PATHS, { requests = QUICK ? 40 : 200, warmup = 20 } = {}) {
  const figures = [];
  for (const pathname of paths) {
    const get = async () => {
      const t = process.hrtime.bigint();
      const response = await fetch(instance.origin + pathname, { headers: HEADERS, redirect: "manual" });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`);
      return Number(process.hrtime.bigint() - t) / 1e6;
    };
    for (let i = 0; i < warmup; i++) await get();
    const before = cpuSeconds(instance.child.pid);
    const times = [];
    for (let i = 0; i < requests; i++) times.push(await get());
    const cpuMs = ((cpuSeconds(instance.child.pid) - before) * 1000) / requests;
    figures.push({ label: `render ${pathname}: median`, value: median(times), unit: "ms", better: "lower" });
    figures.push({ label: `render ${pathname}: CPU/request`, value: cpuMs, unit: "ms", better: "lower" });
  }
  return figures;
}

/**
 * The Call and Chat lists' cache misses: thirty lists (both kinds, every sort, three
 * languages) asked for once each, so each answer orders, counts and pages in the database.
 * The lists are cached for a minute per filter, sort and page, so the timings above see this
 * work only on their first request.
 */
export async function listCacheMissTimings(instance, languages = ["hindi", "english", "tamil"]) {
  const paths = [];
  for (const list of ["/call-with-astrologer", "/chat-with-astrologer"]) {
    for (const sort of ["recommended", "experience", "price-low", "price-high", "orders"]) {
      for (const language of languages) {
        paths.push(`${list}?language=${language}${sort === "recommended" ? "" : `&sort=${sort}`}`);
      }
    }
  }
  const times = [];
  const before = cpuSeconds(instance.child.pid);
  for (const pathname of paths) {
    const t = process.hrtime.bigint();
    const response = await fetch(instance.origin + pathname, { headers: HEADERS, redirect: "manual" });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`);
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  const cpuMs = ((cpuSeconds(instance.child.pid) - before) * 1000) / paths.length;
  return [
    { label: `list cache misses (${paths.length} lists): median`, value: median(times), unit: "ms", better: "lower" },
    { label: `list cache misses (${paths.length} lists): CPU/request`, value: cpuMs, unit: "ms", better: "lower" },
  ];
}

/**
 * The figures compared at scale, measured on one running instance ({ origin, child, dataDir }).
 * Each figure: { label, value, unit, better: "lower" | "higher" }.
 */
export async function measureScaleFigures(instance) {
  // A server just started on a large database is cold (the JIT, the database's buffer cache):
  // both are warmed the same way, by the same pages and by lists in other languages, first.
  await uncachedPageTimings(instance, SCALE_PATHS, { requests: 20, warmup: 20 });
  await listCacheMissTimings(instance, ["bengali", "marathi", "kannada", "telugu", "malayalam", "gujarati"]);
  return [...(await uncachedPageTimings(instance)), ...(await listCacheMissTimings(instance))];
}

/**
 * Prints each figure on the demo data and at N× with their ratio, and returns run-bench's
 * budget lines: [`at --scale N: … within 1.5× of demo data (…)`, ok] per figure.
 */
export function compareAtScale(demoFigures, scaledFigures, factor) {
  const byLabel = new Map(scaledFigures.map((f) => [f.label, f]));
  const format = (f) => `${f.value.toFixed(f.value < 10 ? 2 : 0)} ${f.unit}`;
  const rows = [];
  const budgets = [];
  for (const demo of demoFigures) {
    const scaled = byLabel.get(demo.label);
    if (!scaled) {
      budgets.push([`at --scale ${factor}: ${demo.label} within ${SCALE_LIMIT}× of demo data (not measured at scale)`, false]);
      continue;
    }
    // Costs may grow by the limit at most; rates may fall by it at most.
    const ratio = demo.better === "higher" ? demo.value / Math.max(scaled.value, 1e-9) : scaled.value / Math.max(demo.value, 1e-9);
    rows.push([demo.label, format(demo), format(scaled), `${ratio.toFixed(2)}×`]);
    budgets.push([
      `at --scale ${factor}: ${demo.label} within ${SCALE_LIMIT}× of demo data (${format(demo)} → ${format(scaled)}, ${ratio.toFixed(2)}×)`,
      ratio <= SCALE_LIMIT,
    ]);
  }
  console.log(`\nAt --scale ${factor} (${factor}× the demo data) beside the demo data:`);
  printTable(["figure", "demo data", `--scale ${factor}`, "ratio"], rows);
  return budgets;
}
