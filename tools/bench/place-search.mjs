// The place search's budgets (decision 107): the memory the index of places adds to the server,
// and the JSON search's latency at 50 connections. Starts the built server as the bench does,
// reads its resident memory before and after the first search (which reads the index), then
// loads `/api/places` with the typed places of the unit test's table.
//
//   npm run build && node tools/bench/place-search.mjs   (also a part of `npm run bench`)
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";

import autocannon from "autocannon";

import { serverCommand } from "../../scripts/server-command.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const BUDGET = { addedMegabytes: 60, p95Milliseconds: 20, connections: 50 };
const SECONDS = Number(process.env.PLACE_SEARCH_SECONDS ?? 10);

const typed = JSON.parse(fs.readFileSync(path.join(root, "tests/fixtures/typed-places.json"), "utf8")).rows.map((row) => row.typed);

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function residentMegabytes(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

async function startServer() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "grahavani-places-"));
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
      // The bench's 50 connections come from one address: a person's limit would refuse them.
      PLACE_SEARCH_BURST: "1000000",
      PLACE_SEARCH_PER_MINUTE: "100000000",
    },
    stdio: ["ignore", log, log],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 90_000; Date.now() < deadline; await sleep(200)) {
    if (child.exitCode !== null) throw new Error(`the server exited: see ${dataDir}/server.log`);
    if (
      await fetch(`${origin}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, origin };
  }
  child.kill("SIGKILL");
  throw new Error("the server did not become ready");
}

// PLACE_SEARCH_BASELINE=1: the same load on a JSON resource that does no search, for comparison.
const paths = process.env.PLACE_SEARCH_BASELINE
  ? [process.env.PLACE_SEARCH_BASELINE === "1" ? "/api/country/countryList" : process.env.PLACE_SEARCH_BASELINE]
  : typed.map((query) => `/api/places?q=${encodeURIComponent(query)}`);

/** A fresh server's memory before and after its index of places, and the JSON search under load. */
export async function measurePlaceSearch() {
  const server = await startServer();
  try {
    // The server settles after its start; then one search reads the index.
    await sleep(3000);
    const before = residentMegabytes(server.child.pid);
    const first = await fetch(server.origin + paths[0]);
    if (!first.ok) throw new Error(`/api/places answered ${first.status}`);
    await sleep(1000);
    const afterFirst = residentMegabytes(server.child.pid);
    const result = await new Promise((resolve, reject) => {
      const instance = autocannon(
        {
          url: server.origin,
          connections: BUDGET.connections,
          duration: SECONDS,
          requests: paths.map((p) => ({ method: "GET", path: p })),
        },
        (error, done) => (error ? reject(error) : resolve(done)),
      );
      instance.on("error", reject);
    });
    const afterLoad = residentMegabytes(server.child.pid);
    return { before, afterFirst, afterLoad, result };
  } finally {
    server.child.kill("SIGTERM");
  }
}

// The index is what the first search adds; the load adds what any route's load adds (compare
// PLACE_SEARCH_BASELINE=/readyz), the heap grown for requests in flight.
const addedOf = (measured) => measured.afterFirst - measured.before;

export function placeSearchLines({ before, afterFirst, afterLoad, result }) {
  const { latency, requests, non2xx, errors } = result;
  return [
    `\nPlace search (GET /api/places), ${SECONDS} s at ${BUDGET.connections} connections, ${paths.length} typed places:`,
    `  resident memory: ${before.toFixed(1)} MB before the index, ${afterFirst.toFixed(1)} MB after the first search, ${afterLoad.toFixed(1)} MB after the load`,
    `  latency: p50 ${latency.p50} ms, p90 ${latency.p90} ms, p97.5 ${latency.p97_5} ms, max ${latency.max} ms; ${requests.average.toFixed(0)} requests/s, ${non2xx} non-2xx, ${errors} errors`,
  ];
}

// autocannon reports p90 and p97.5, not p95: the p97.5 is the bound the budget is judged by.
export function placeSearchBudgets(measured) {
  const { latency, non2xx, errors } = measured.result;
  const added = addedOf(measured);
  return [
    [`place search: the index adds ≤ ${BUDGET.addedMegabytes} MB to the server (${added.toFixed(1)} MB)`, added <= BUDGET.addedMegabytes],
    [
      `place search at ${BUDGET.connections} connections: p95 ≤ ${BUDGET.p95Milliseconds} ms (p97.5 ${latency.p97_5} ms), no errors`,
      latency.p97_5 <= BUDGET.p95Milliseconds && non2xx === 0 && errors === 0,
    ],
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const measured = await measurePlaceSearch();
  for (const line of placeSearchLines(measured)) console.log(line);
  const budgets = placeSearchBudgets(measured);
  for (const [text, ok] of budgets) console.log(`  ${ok ? "PASS" : "FAIL"}  ${text}`);
  process.exitCode = budgets.every(([, ok]) => ok) ? 0 : 1;
}
