// The memory a crawler costs that walks every city's every month of the Hindu calendar: a fresh
// server's resident memory before, and after MONTH_PAGES distinct month pages (20,000 unless
// told), asked one after another as a polite crawler does. The months and the page cache are
// bounded stores; the budget holds the server under the bench's memory budget all the same.
//
//   npm run build && node tools/bench/month-pages.mjs     (or: node tools/bench/run-bench.mjs --month-pages)
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";

import { serverCommand } from "../../scripts/server-command.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const PAGES = Number(process.env.MONTH_PAGES ?? 20_000);
const BUDGET = { rssMegabytes: 400 };
const CITIES = [
  "new-delhi",
  "mumbai",
  "kolkata",
  "chennai",
  "bengaluru",
  "hyderabad",
  "ahmedabad",
  "pune",
  "jaipur",
  "lucknow",
  "varanasi",
  "ujjain",
  "patna",
  "bhopal",
  "chandigarh",
];

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const residentMegabytes = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024;

/** The distinct month pages in the order a crawler walks them: city by city, month by month, from 2026 to 2100, then from 1950. */
function* monthPaths() {
  const years = [...Array.from({ length: 75 }, (_, i) => 2026 + i), ...Array.from({ length: 76 }, (_, i) => 1950 + i)];
  for (const year of years)
    for (const city of CITIES)
      for (let month = 1; month <= 12; month++) yield `/hindu-calendar/${city}/${year}/${String(month).padStart(2, "0")}`;
}

export async function measureMonthPages(pages = PAGES) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "grahavani-months-"));
  const log = fs.openSync(path.join(dataDir, "server.log"), "a");
  const production = serverCommand();
  const child = spawn(process.execPath, [...production.nodeArgs, "build/server.js"], {
    cwd: root,
    env: {
      ...process.env,
      ...production.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: `http://localhost:${port}`,
      DATABASE_URL: "",
      // One address asks them all: a visitor's share of costly work would refuse two in three.
      COSTLY_WORK_BURST: "1000000",
      COSTLY_WORK_PER_MINUTE: "100000000",
    },
    stdio: ["ignore", log, log],
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    for (const deadline = Date.now() + 90_000; ; await sleep(200)) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the server did not start: see ${dataDir}/server.log`);
      if (
        await fetch(`${origin}/readyz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
    }
    await sleep(3000);
    const before = residentMegabytes(child.pid);
    const started = Date.now();
    let asked = 0;
    let failed = 0;
    let peak = before;
    for (const pathname of monthPaths()) {
      if (asked >= pages) break;
      const response = await fetch(origin + pathname, { headers: { Accept: "text/html" } });
      await response.arrayBuffer();
      if (response.status !== 200) failed++;
      asked++;
      if (asked % 500 === 0) {
        peak = Math.max(peak, residentMegabytes(child.pid));
        process.stderr.write(`  ${asked} month pages, ${residentMegabytes(child.pid).toFixed(0)} MB resident\n`);
      }
    }
    const after = residentMegabytes(child.pid);
    return { asked, failed, before, after, peak: Math.max(peak, after), seconds: (Date.now() - started) / 1000 };
  } finally {
    child.kill("SIGTERM");
  }
}

export function monthPagesReport(result) {
  const ok = result.peak <= BUDGET.rssMegabytes && result.failed === 0;
  return [
    `Hindu calendar month pages: ${result.asked} distinct pages in ${result.seconds.toFixed(0)} s (${((result.seconds * 1000) / result.asked).toFixed(1)} ms each), ${result.failed} not 200;`,
    `resident memory ${result.before.toFixed(0)} MB before, ${result.after.toFixed(0)} MB after, ${result.peak.toFixed(0)} MB at the most.`,
    `${ok ? "PASS" : "FAIL"}  memory after ${result.asked} month pages: resident ≤ ${BUDGET.rssMegabytes} MB and every page 200 (${result.peak.toFixed(0)} MB)`,
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(monthPagesReport(await measureMonthPages()));
}
