// `npm run bench` (docs/performance.md): the budgets of the production server, on this machine.
//
// It starts build/server.js on a fresh seeded embedded database (a temporary DATA_DIR), so run
// it on a built tree (`npm run bench` builds when sources are newer than the build), and
// measures: the reading pages' weight and scripts (reading-pages.mjs, and Chromium:
// slow-phone.mjs); the form pages on a slow phone (slow-phone.mjs); each reading page's
// throughput against a "ceiling", a bare node:http server answering with the very bytes and
// headers ours sent, from memory; signed-in visitors beside anonymous ones (session-pages.mjs);
// uncached renders (render-cost.mjs), the kundli posts among them; form posts and chart posts
// (form-posts.mjs); memory, a sustained run and SIGTERM under load; a flood of admin sign-ins
// (admin-login-flood.mjs). BENCH_QUICK=1 makes every
// load run 2 s long, for trying the script out.
// Then, when a PostgreSQL server answers at BENCH_POSTGRES_URL (default 127.0.0.1:5432), one and
// two instances on a fresh database of it, measured beside the embedded instance (no budget).
// With `--scale N`, then a server on N times the demo data, each figure within 1.5× (scale.mjs).
// Prints tables, then each budget with PASS or FAIL; exits 1 when any budget fails.
import { fork, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import autocannon from "autocannon";
import pg from "pg";

import { serverCommand } from "../../scripts/server-command.mjs";
import { adminLoginFloodBudgets, adminLoginFloodLine, FLOOD_ENV, measureAdminLoginFlood } from "./admin-login-flood.mjs";
import {
  addressFloodBudgets,
  addressFloodLines,
  CHART_FLOOD_ENV,
  chartFloodBudgets,
  chartFloodLines,
  measureAddressFloods,
  measureChartFlood,
  measureFestivalYears,
} from "./chart-flood.mjs";
import {
  chartPostBudgets,
  FORM_POSTS_ENV,
  formPostBudgets,
  formPostTable,
  measureChartPosts,
  measureFormPostRounds,
  measureFormPosts,
} from "./form-posts.mjs";
import { FORM_PAGES, readingPaths } from "./pages.mjs";
import { measurePlaceSearch, placeSearchBudgets, placeSearchLines } from "./place-search.mjs";
import { printTable } from "./print-table.mjs";
import { measureReadingPages, READING_PAGE_BUDGET, readingPageBudgets, readingPageTable } from "./reading-pages.mjs";
import { measureReckonings, reckoningBudgets, reckoningLines } from "./reckonings.mjs";
import { BUDGET_MACHINE_REFERENCE_MS, startReference } from "./reference-render.mjs";
import {
  measureRenderCost,
  NO_PAGE_CACHE,
  otpFromOutbox,
  RENDER_COST_ENV,
  renderCostCookies,
  renderCostPages,
  renderCostReport,
} from "./render-cost.mjs";
import { compareAtScale, parseScale, seedScaledDataDir } from "./scale.mjs";
import { renderCostParts, runSideBySide, scaleFigureParts } from "./scale-side-by-side.mjs";
import { measureSessionPages, printSessionPages, sessionCookieOnly, sessionPageBudgets } from "./session-pages.mjs";
import {
  FORM_PAGE_BUDGET,
  formPageBudgets,
  formPageTable,
  measureFormPages,
  scriptRequestsOfReadingPages,
  SLOW_PHONE,
} from "./slow-phone.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const self = fileURLToPath(import.meta.url);
const ACCEPT_ENCODING = "gzip, deflate, br";

// ---------------------------------------------------------------------------------------------
// Settings

const QUICK = process.env.BENCH_QUICK === "1";
const RUN_SECONDS = QUICK ? 2 : 10;
const WARMUP_SECONDS = QUICK ? 1 : 2;
const SOAK_SECONDS = QUICK ? 2 : 60;
const SIGTERM_RUN_SECONDS = QUICK ? 3 : 8;
const CONNECTIONS = 50;
const SOAK_CONNECTIONS = 100;
/** The embedded instance, one PostgreSQL instance and two: the reading pages, then a signed-in page. */
const CLUSTER_SECONDS = QUICK ? 2 : 15;
const FLOOD_SECONDS = QUICK ? 3 : 8;
/** Node's arguments that preload the event-loop delay probe into a server (loop-delay-probe.mjs). */
const LOOP_DELAY_PROBE = ["--import", pathToFileURL(path.join(root, "tools/bench/loop-delay-probe.mjs")).href];
/** A signed-in page is rendered for every request (tens of ms each): fewer connections, less queueing. */
const SIGNED_IN_CONNECTIONS = 10;
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

const BUDGET = {
  ratio: 0.5,
  p99Ms: 50,
  rssBytes: 400 * 1024 * 1024,
  shutdownMs: 10_000,
};
/** Fresh visits per form page on the slow phone; each figure is their median. */
const SLOW_PHONE_RUNS = QUICK ? 1 : 3;

/** The administrator the bench server creates at start, for the admin page's render cost. */
const BENCH_ADMIN = { email: "bench-admin@example.in", password: "bench admin password", totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP" };
/** The server's configuration that creates the bench's administrator. */
const BENCH_ADMIN_ENV = { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, ADMIN_TOTP_SECRET: BENCH_ADMIN.totpSecret };
const RENDER_REQUESTS = Number(process.env.BENCH_RENDER_REQUESTS) || (QUICK ? 60 : 200);

// ---------------------------------------------------------------------------------------------

async function main() {
  const started = Date.now();
  const scale = parseScale(process.argv.slice(2));
  console.log(
    `Grahavani bench — ${new Date().toISOString()} — ${os.cpus().length} cores, ` +
      `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")}` +
      (QUICK ? " — BENCH_QUICK: 2 s runs, figures are indicative only" : ""),
  );

  // OTP caps raised for the form posts (configuration, never code), and an administrator.
  const serverEnv = { ...FORM_POSTS_ENV, ...BENCH_ADMIN_ENV, ...RENDER_COST_ENV };
  const server = await startServer(serverEnv);
  // The sessions the form and admin pages need, made once (an administrator's code works once)
  // and before the memory watch: the administrator's scrypt check is not part of the load runs.
  const sessionCookies = await renderCostCookies(server, BENCH_ADMIN);
  const cookie = sessionCookieOnly(await signedInCookie(server));
  const memory = watchMemory(server.child.pid);
  // The yardstick every time budget is judged beside (reference-render.mjs, decision 127).
  const reference = process.env.BENCH_NO_YARDSTICK ? null : startReference(v8Options([]));
  let ceiling;
  try {
    const paths = await readingPaths(server.origin);

    // 1. The reading pages: weight and scripts, as sent and as Chromium loads them.
    process.stdout.write("  reading pages: weight, and scripts in Chromium ...");
    const reading = await measureReadingPages(server.origin, paths, cookie);
    const readingInBrowser = await scriptRequestsOfReadingPages(server.origin, paths, cookie);
    process.stdout.write(" done\n");

    // 2. The form pages on the slow phone.
    process.stdout.write(`  form pages on the slow phone, ${SLOW_PHONE_RUNS} fresh visit(s) each ...`);
    const formPages = await measureFormPages(server.origin, formPagesWith(sessionCookies), { runs: SLOW_PHONE_RUNS });
    process.stdout.write(" done\n");

    // 3. The ceiling: the same bytes and headers from a bare node:http server. Each page is asked
    // for twice and the second answer kept: what every visitor but the very first gets.
    const answers = [];
    for (const pathname of paths) {
      await fetchRaw(server.origin + pathname);
      const response = await fetchRaw(server.origin + pathname);
      if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}, expected 200`);
      answers.push({ path: pathname, response });
    }
    ceiling = await startCeiling(answers);

    // 4. Each page in turn: ours, then the ceiling, each after a warm-up.
    const rows = [];
    for (const pathname of paths) {
      process.stdout.write(`  measuring ${pathname} ...`);
      await load(server.origin, [pathname], CONNECTIONS, WARMUP_SECONDS);
      const ours = await withCpu(server.child.pid, () => load(server.origin, [pathname], CONNECTIONS, RUN_SECONDS));
      await load(ceiling.origin, [pathname], CONNECTIONS, WARMUP_SECONDS);
      const top = await withCpu(ceiling.child.pid, () => load(ceiling.origin, [pathname], CONNECTIONS, RUN_SECONDS));
      rows.push({ path: pathname, ours, top });
      process.stdout.write(` ${Math.round(ours.rps)} / ${Math.round(top.rps)} req/s\n`);
    }

    // 5. Sustained load across the reading pages.
    process.stdout.write(`  ${SOAK_SECONDS} s at ${SOAK_CONNECTIONS} connections across the reading pages ...`);
    const soak = await load(server.origin, paths, SOAK_CONNECTIONS, SOAK_SECONDS);
    process.stdout.write(` ${Math.round(soak.rps)} req/s\n`);
    const peakRss = memory.stop();

    // 6. Uncached renders, one at a time, on a server of their own whose page cache keeps nothing.
    process.stdout.write(`  uncached render cost, ${RENDER_REQUESTS} requests per page at one connection, in rounds ...`);
    const renderCost = await onServer({ ...serverEnv, ...NO_PAGE_CACHE }, async (cold) =>
      measureRenderCost(cold, renderCostPages(paths), await renderCostCookies(cold, BENCH_ADMIN), { requests: RENDER_REQUESTS, reference }),
    );
    process.stdout.write(" done\n");

    // 7. The reading pages with a signed-in customer's session cookie, beside anonymous
    // (session-pages.mjs); then the embedded instance as the PostgreSQL instances are measured below.
    const sessionRows = await sessionPagesOf(server, paths, cookie);
    const embedded = await measureSetup("embedded instance", [server], paths, cookie);

    // 8. The four form posts of signing up and the profile, each with fresh data, in rounds.
    const forms = await measureFormPostRounds(server, {
      reference,
      seconds: RUN_SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      connections: CONNECTIONS,
      rounds: QUICK ? 1 : undefined,
    });
    // 8b. Chart posts: POST /kundli, each a new birth, with the server's memory through them.
    const charts = await chartPostsOf(server, reference);

    // 9. SIGTERM in the middle of a second load run.
    process.stdout.write(`  SIGTERM in the middle of a ${SIGTERM_RUN_SECONDS} s run ...`);
    const shutdown = await loadWithSigterm(server, paths);
    process.stdout.write(` exit ${shutdown.code} after ${shutdown.ms} ms\n`);

    // 9b. The admin sign-in flood, on a server of its own that believes the bench's X-Forwarded-For.
    const flood = await adminLoginFloodOf();

    // 9c. A flood of chart posts and twelve new festival years, on a server of their own.
    const chartFlood = await chartFloodOf();

    // 9d. The place search, on a server of its own: the memory its index adds, the JSON under load.
    process.stdout.write("  place search ...");
    const places = await measurePlaceSearch();
    process.stdout.write(" done\n");

    // 9e. The reckonings a page makes once and keeps, timed on this process's thread.
    const reckonings = await measureReckonings();

    // 10. One, then two instances on PostgreSQL (the embedded server has stopped: its cores are free).
    const cluster = await measureCluster(paths);

    // 11. With --scale N: a server on N times the demo data and a fresh one on the demo data,
    // measured in turns part by part (scale-side-by-side.mjs), as the demo one was in 5.
    // A failure at scale is reported as a FAIL beside every figure already measured.
    const atScale = scale
      ? await runSideBySide(scale, startServer, {
          env: serverEnv,
          parts: [
            ...scaleFigureParts(),
            ...renderCostParts(renderCostPages(paths), (instance) => renderCostCookies(instance, BENCH_ADMIN), {
              requests: RENDER_REQUESTS,
            }),
            async (instance) =>
              scaleFiguresOf(
                [],
                await measureFormPosts(instance, { seconds: RUN_SECONDS, warmupSeconds: WARMUP_SECONDS, connections: CONNECTIONS }),
              ),
          ],
        }).catch((error) => ({ error, factor: scale }))
      : null;
    console.log("");

    report({
      rows,
      reading,
      readingInBrowser,
      formPages,
      soak,
      peakRss,
      startupPeak: memory.startupPeak(),
      shutdown,
      started,
      embedded,
      cluster,
      sessionRows,
      atScale,
      renderCost,
      forms,
      charts,
      flood,
      chartFlood,
      places,
      reckonings,
    });
  } finally {
    memory.stop();
    reference?.stop();
    ceiling?.child.kill("SIGKILL");
    if (server.child.exitCode === null) server.child.kill("SIGKILL");
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

/** The render costs and form posts as figures --scale compares with the demo data's. */
function scaleFiguresOf(renderCost, forms) {
  return [
    ...renderCost.map((r) => ({ label: `uncached render ${r.label}: CPU median`, value: r.cpuMedianMs, unit: "ms", better: "lower" })),
    ...forms.rows.map((row) => ({ label: `form post ${row.name}: successful/s`, value: row.successRps, unit: "/s", better: "higher" })),
  ];
}

// ---------------------------------------------------------------------------------------------
// The server under test

async function startServer(env = {}, benchNodeArgs = []) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "grahavani-bench-"));
  const logFile = path.join(dataDir, "server.log");
  const log = fs.openSync(logFile, "a");
  // BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") reaches the server's node.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const production = serverCommand();
  const child = spawn(process.execPath, [...production.nodeArgs, ...nodeArgs, ...benchNodeArgs, "build/server.js"], {
    cwd: root,
    env: {
      ...process.env,
      ...production.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_ORIGIN: `http://localhost:${port}`,
      DATABASE_URL: "",
      ...env,
    },
    // The request log goes to a file, as a production log would, not through this process.
    stdio: ["ignore", log, log],
  });
  fs.closeSync(log);
  const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal, at: Date.now() })));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${tail(logFile)}`);
    try {
      const response = await fetch(`${origin}/readyz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become ready:\n${tail(logFile)}`);
    }
    await sleep(200);
  }
  return { child, origin, dataDir, logFile, exited };
}

function tail(file, bytes = 4000) {
  try {
    const text = fs.readFileSync(file, "utf8");
    return text.slice(-bytes);
  } catch {
    return "";
  }
}

/** CPU seconds (user + system) a process has used so far, from /proc (clock ticks of 10 ms). */
function cpuSeconds(pid) {
  try {
    const fields = fs
      .readFileSync(`/proc/${pid}/stat`, "utf8")
      .replace(/^.*\) /, "")
      .split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/**
 * Runs a load and adds the server's CPU time per answered request: on a small machine the load
 * generator, not the server, may set the pace of both ours and the ceiling, and this shows the
 * work each server did for one request all the same.
 */
async function withCpu(pid, run) {
  const before = cpuSeconds(pid);
  const result = await run();
  result.cpuPerRequestUs = ((cpuSeconds(pid) - before) / Math.max(1, result.total)) * 1e6;
  return result;
}

/** The process's resident memory now, in bytes. */
function residentBytes(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** Polls the server's resident memory; the peak from the first healthy answer on. */
function watchMemory(pid) {
  let peak = 0;
  let stopped = false;
  const read = () => {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
      return {
        rss: Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024,
        hwm: Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024,
      };
    } catch {
      return { rss: 0, hwm: 0 };
    }
  };
  const startupPeak = read().hwm;
  const timer = setInterval(() => {
    peak = Math.max(peak, read().rss);
  }, 100);
  return {
    stop() {
      if (!stopped) {
        stopped = true;
        clearInterval(timer);
        peak = Math.max(peak, read().rss);
      }
      return peak;
    },
    startupPeak: () => startupPeak,
  };
}

// ---------------------------------------------------------------------------------------------
// Several instances on PostgreSQL (docs/deploying.md)

/** True when something listens where the PostgreSQL URL points. */
function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 5432), hostname);
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

async function onPostgres(text) {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * A signed-in customer's cookie, made through the forms as plain posts: sign-up, the OTP from
 * the outbox of the instance that sent it, the role, the registration.
 */
async function signedInCookie(instance) {
  const jar = new Map();
  const send = async (pathname, form) => {
    const response = await fetch(instance.origin + pathname, {
      method: form ? "POST" : "GET",
      headers: { Origin: instance.origin, Cookie: [...jar.values()].join("; ") },
      body: form ? new URLSearchParams(form) : undefined,
      redirect: "manual",
    });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(";")[0];
      if (!pair.endsWith("=")) jar.set(pair.slice(0, pair.indexOf("=")), pair);
    }
    return response;
  };
  const mobile = `9${String(crypto.randomInt(0, 1e9)).padStart(9, "0")}`;
  await send("/signup", { dialCode: "+91", mobile });
  const code = await otpFromOutbox(instance.dataDir, `+91${mobile}`);
  await send("/otp-verifications", { intent: "verify", d1: code[0], d2: code[1], d3: code[2], d4: code[3] });
  await send("/who-are-you", { role: "user" });
  const states = await (await send("/api/states/101")).json();
  const cities = await (await send(`/api/cities/${states[0].state_id}?countryId=101`)).json();
  const registered = await send("/user-registration", {
    fullName: "Bench Customer",
    gender: "F",
    countryId: "101",
    stateId: String(states[0].state_id),
    cityId: String(cities[0].city_id),
    pinCode: "560001",
    dob: "1990-01-01",
    timeOfBirth: "10:30",
    location: "Bengaluru",
    consent: "on",
    email: "bench@example.in",
  });
  const cookie = [...jar.values()].join("; ");
  const profile = await fetch(`${instance.origin}/profile`, { headers: { Cookie: cookie }, redirect: "manual" });
  if (registered.headers.get("location") !== "/" || profile.status !== 200) {
    throw new Error(`signing in for the bench failed (registration ${registered.status}, /profile ${profile.status})`);
  }
  return cookie;
}

/**
 * The reading pages (SOAK_CONNECTIONS), then a signed-in customer's /profile (a session read
 * from the database on every request, never cached; SIGNED_IN_CONNECTIONS), on these instances: each
 * instance is loaded directly by its own autocannon run with its share of the connections, in
 * parallel, and the rates are added (a proxy in this process would cap the figure).
 */
async function measureSetup(name, instances, paths, cookie) {
  const run = async (list, headers, connections) => {
    const share = connections / instances.length;
    await Promise.all(instances.map((i) => load(i.origin, list, share, WARMUP_SECONDS, headers)));
    const each = await Promise.all(instances.map((i) => load(i.origin, list, share, CLUSTER_SECONDS, headers)));
    return {
      rps: each.reduce((sum, e) => sum + e.rps, 0),
      total: each.reduce((sum, e) => sum + e.total, 0),
      // The slowest instance's p99: a figure for the set without merging their histograms.
      p99: Math.max(...each.map((e) => e.p99)),
      errors: each.reduce((sum, e) => sum + e.errors + e.timeouts, 0),
      non2xx: each.reduce((sum, e) => sum + e.non2xx, 0),
      each: each.map((e) => Math.round(e.rps)),
    };
  };
  process.stdout.write(`  ${name}, ${CLUSTER_SECONDS} s: reading pages ...`);
  const pages = await run(paths, {}, SOAK_CONNECTIONS);
  process.stdout.write(` ${Math.round(pages.rps)} req/s; signed-in /profile ...`);
  const profile = await run(["/profile"], { cookie }, SIGNED_IN_CONNECTIONS);
  process.stdout.write(` ${Math.round(profile.rps)} req/s\n`);
  return { pages, profile };
}

/**
 * One instance on a fresh PostgreSQL database, then two (the second started beside it, with the
 * same secrets), measured as the embedded instance was. Returns null (and says why) when no
 * PostgreSQL answers.
 */
async function measureCluster(paths) {
  if (!(await reachable(POSTGRES_URL))) {
    console.log(`  NOTICE: no PostgreSQL at ${new URL(POSTGRES_URL).host}: the two-instance run is skipped.`);
    return null;
  }
  const name = `grahavani_bench_${Date.now().toString(36)}`;
  await onPostgres(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const env = {
    DATABASE_URL: url.toString(),
    SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
    DATA_ENCRYPTION_KEY: crypto.randomBytes(32).toString("base64"),
  };
  const instances = [];
  try {
    instances.push(await startServer(env));
    const cookie = await signedInCookie(instances[0]);
    for (const p of paths) await fetchRaw(instances[0].origin + p);
    const one = await measureSetup("one instance on PostgreSQL", instances, paths, cookie);
    instances.push(await startServer(env));
    for (const p of paths) await fetchRaw(instances[1].origin + p);
    const two = await measureSetup("two instances on PostgreSQL", instances, paths, cookie);
    return { one, two };
  } finally {
    for (const instance of instances) {
      if (instance.child.exitCode === null) instance.child.kill("SIGTERM");
      await instance.exited;
      fs.rmSync(instance.dataDir, { recursive: true, force: true });
    }
    await onPostgres(`drop database if exists ${name} with (force)`).catch((error) => console.error(`dropping ${name}: ${error.message}`));
  }
}

function reportCluster(embedded, cluster) {
  console.log(
    `\nSeveral instances (no budget: informative), ${CLUSTER_SECONDS} s each; ${SOAK_CONNECTIONS} connections in all for the ` +
      `reading pages, ${SIGNED_IN_CONNECTIONS} for /profile\n(two instances: each loaded directly with half of them, in parallel, rates added):`,
  );
  const row = (name, r) => [
    name,
    Math.round(r.pages.rps),
    `${Number(r.pages.p99).toFixed(0)} ms`,
    Math.round(r.profile.rps),
    `${Number(r.profile.p99).toFixed(0)} ms`,
    r.pages.errors + r.profile.errors,
    r.pages.non2xx + r.profile.non2xx,
  ];
  const rows = [row("one instance, embedded PGlite", embedded)];
  if (cluster) {
    rows.push(row("one instance, PostgreSQL", cluster.one));
    rows.push(
      row(`two instances, PostgreSQL (${cluster.two.pages.each.join(" + ")}; ${cluster.two.profile.each.join(" + ")})`, cluster.two),
    );
  }
  printTable(["setup", "reading pages req/s", "p99", "signed-in /profile req/s", "p99", "errors", "non-2xx"], rows);
  if (!cluster) console.log(`(no PostgreSQL at ${new URL(POSTGRES_URL).host}: set BENCH_POSTGRES_URL to measure two instances)`);
  else
    console.log(
      "(the instances, PostgreSQL and autocannon all share this machine's cores: a second instance here shows\n" +
        " that two share the load without errors, not what a second machine would add.)",
    );
}

// ---------------------------------------------------------------------------------------------
// Fetching as a browser would: raw, compressed bytes

function fetchRaw(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { "Accept-Encoding": ACCEPT_ENCODING, Accept: "text/html,*/*" } }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => {
        resolve({ url, status: response.statusCode ?? 0, rawHeaders: response.rawHeaders, body: Buffer.concat(chunks) });
      });
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

// ---------------------------------------------------------------------------------------------
// The ceiling: a bare node:http server in its own process answering from memory

async function startCeiling(pages) {
  const file = path.join(os.tmpdir(), `grahavani-ceiling-${process.pid}.json`);
  const table = {};
  for (const page of pages) {
    const headers = [];
    const raw = page.response.rawHeaders;
    for (let i = 0; i < raw.length; i += 2) {
      // Framing and connection headers belong to the connection, not the response; node:http
      // writes its own (Content-Length instead of chunks, its own Date and keep-alive).
      if (/^(connection|keep-alive|transfer-encoding|content-length|date)$/i.test(raw[i])) continue;
      headers.push([raw[i], raw[i + 1]]);
    }
    table[page.path] = { status: page.response.status, headers, body: page.response.body.toString("base64") };
  }
  fs.writeFileSync(file, JSON.stringify(table));
  const child = fork(self, ["--ceiling", file], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const port = await new Promise((resolve, reject) => {
    child.once("message", resolve);
    child.once("exit", (code) => reject(new Error(`ceiling server exited with ${code}`)));
  });
  fs.rmSync(file, { force: true });
  return { child, origin: `http://127.0.0.1:${port}` };
}

function runCeiling(file) {
  const table = JSON.parse(fs.readFileSync(file, "utf8"));
  const answers = new Map();
  for (const [pathname, entry] of Object.entries(table)) {
    const body = Buffer.from(entry.body, "base64");
    answers.set(pathname, { status: entry.status, headers: [...entry.headers, ["Content-Length", String(body.length)]], body });
  }
  const server = http.createServer((req, res) => {
    const answer = answers.get(req.url ?? "");
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, answer.headers.flat());
    res.end(answer.body);
  });
  server.keepAliveTimeout = 5_000;
  server.listen(0, "127.0.0.1", () => process.send?.(server.address().port));
  process.on("disconnect", () => process.exit(0));
}

// ---------------------------------------------------------------------------------------------
// Load

function load(origin, paths, connections, seconds, extraHeaders = {}) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections,
        duration: seconds,
        headers: { "accept-encoding": ACCEPT_ENCODING, accept: "text/html", ...extraHeaders },
        requests: paths.map((p) => ({ method: "GET", path: p })),
      },
      (error, result) => (error ? reject(error) : resolve(summarise(result))),
    );
    instance.on("error", reject);
  });
}

function summarise(result) {
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    s5xx: result["5xx"],
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count])),
  };
}

async function loadWithSigterm(server, paths) {
  let stopped = false;
  const run = new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: server.origin,
        connections: SOAK_CONNECTIONS,
        duration: SIGTERM_RUN_SECONDS,
        headers: { "accept-encoding": ACCEPT_ENCODING, accept: "text/html" },
        requests: paths.map((p) => ({ method: "GET", path: p })),
      },
      (error, result) => (error ? reject(error) : resolve(summarise(result))),
    );
    // Once the server is gone every reconnect is refused: that is expected, stop there.
    server.exited.then(() => {
      if (!stopped) setTimeout(() => instance.stop(), 100);
    });
  });
  await sleep((SIGTERM_RUN_SECONDS * 1000) / 2);
  const sentAt = Date.now();
  server.child.kill("SIGTERM");
  const killer = setTimeout(() => server.child.kill("SIGKILL"), BUDGET.shutdownMs + 5_000);
  const exit = await server.exited;
  clearTimeout(killer);
  const result = await run;
  stopped = true;
  return { code: exit.code, signal: exit.signal, ms: exit.at - sentAt, load: result };
}

// ---------------------------------------------------------------------------------------------
// Report

function report({
  rows,
  reading,
  readingInBrowser,
  formPages,
  soak,
  peakRss,
  startupPeak,
  shutdown,
  started,
  embedded,
  cluster,
  sessionRows,
  atScale,
  renderCost,
  forms,
  charts,
  flood,
  chartFlood,
  places,
  reckonings,
}) {
  console.log(`Reading pages (Accept-Encoding: br, the page cache warm; budget ${READING_PAGE_BUDGET.bytes / 1024} KB and no script):`);
  const readingTable = readingPageTable(reading, readingInBrowser);
  printTable(readingTable.header, readingTable.rows);

  reportFormPages(formPages);

  console.log(`\nThroughput at ${CONNECTIONS} connections, ${RUN_SECONDS} s each (Accept-Encoding: ${ACCEPT_ENCODING}):`);
  printTable(
    [
      "page",
      "ours req/s",
      "ours p50",
      "ours p99",
      "ceiling req/s",
      "ceiling p50",
      "ceiling p99",
      "ours/ceiling",
      "CPU/req ours",
      "CPU/req ceiling",
    ],
    rows.map(({ path: p, ours, top }) => [
      p,
      Math.round(ours.rps),
      ms(ours.p50),
      ms(ours.p99),
      Math.round(top.rps),
      ms(top.p50),
      ms(top.p99),
      `${Math.round((ours.rps / top.rps) * 100)}%`,
      `${Math.round(ours.cpuPerRequestUs)} µs`,
      `${Math.round(top.cpuPerRequestUs)} µs`,
    ]),
  );
  console.log(
    "(autocannon shares this machine: where both servers reach about the same rate, the load generator set it;\n" +
      " CPU/req is each server's own CPU time per answered request in that run.)",
  );
  console.log(
    `\nServer memory: peak resident ${mb(peakRss)} during the load runs (VmRSS polled every 100 ms; ` +
      `the start-up high-water mark, including creating the database, was ${mb(startupPeak)}).`,
  );
  console.log(
    `Sustained run: ${SOAK_SECONDS} s at ${SOAK_CONNECTIONS} connections: ${soak.total} requests, ${Math.round(soak.rps)} req/s, ` +
      `p99 ${ms(soak.p99)}, errors ${soak.errors}, timeouts ${soak.timeouts}, statuses ${JSON.stringify(soak.statusCodes)}.`,
  );
  console.log(
    `SIGTERM run: exit code ${shutdown.code}${shutdown.signal ? ` (signal ${shutdown.signal})` : ""} ${shutdown.ms} ms after SIGTERM; ` +
      `statuses ${JSON.stringify(shutdown.load.statusCodes)}, connection errors after the close ${shutdown.load.errors}.`,
  );

  printSessionPages(sessionRows, { printTable, connections: CONNECTIONS, seconds: RUN_SECONDS });
  reportCluster(embedded, cluster);
  reportFormPosts(forms);
  reportChartPosts(charts);
  console.log(adminLoginFloodLine(flood, FLOOD_SECONDS));
  for (const line of chartFloodLines(chartFlood.charts, chartFlood.years, FLOOD_SECONDS)) console.log(line);
  for (const line of addressFloodLines(chartFlood.addresses, FLOOD_SECONDS)) console.log(line);
  for (const line of placeSearchLines(places)) console.log(line);
  for (const line of reckoningLines(reckonings)) console.log(line);

  const render = renderCostReport(renderCost);
  console.log(
    `\nUncached render, ${RENDER_REQUESTS} sequential requests per page per round, the best of ${renderCost[0]?.rounds ?? 1} rounds (CPU: the server's, all threads, per request):`,
  );
  printTable(render.header, render.rows);
  console.log(yardstickLine(renderCost));

  const budgets = [];
  budgets.push(...readingPageBudgets(reading, readingInBrowser));
  for (const { path: p, ours, top } of rows) {
    const ratio = ours.rps / top.rps;
    budgets.push([
      `throughput ${p}: ≥ ${BUDGET.ratio * 100}% of ceiling (${Math.round(ratio * 100)}%), p99 < ${BUDGET.p99Ms} ms (${ms(ours.p99)}), no errors`,
      ratio >= BUDGET.ratio && ours.p99 < BUDGET.p99Ms && ours.errors === 0 && ours.non2xx === 0,
    ]);
  }
  budgets.push(...sessionPageBudgets(sessionRows));
  budgets.push(...formPageBudgets(formPages));
  budgets.push(...render.budgets);
  budgets.push(...formPostBudgets(forms));
  budgets.push(...chartPostBudgets(charts));
  budgets.push(...adminLoginFloodBudgets(flood));
  budgets.push(...chartFloodBudgets(chartFlood.charts, chartFlood.years));
  budgets.push(...addressFloodBudgets(chartFlood.addresses));
  budgets.push(...placeSearchBudgets(places));
  budgets.push(...reckoningBudgets(reckonings));
  budgets.push([`memory: peak resident ≤ 400 MB (${mb(peakRss)})`, peakRss <= BUDGET.rssBytes]);
  budgets.push([
    `${SOAK_SECONDS} s at ${SOAK_CONNECTIONS} connections: zero errors (${soak.errors + soak.timeouts}) and zero 5xx (${soak.s5xx})`,
    soak.errors === 0 && soak.timeouts === 0 && soak.s5xx === 0,
  ]);
  budgets.push([
    `SIGTERM under load: zero 5xx (${shutdown.load.s5xx}), exit 0 (${shutdown.code}) within 10 s (${shutdown.ms} ms)`,
    shutdown.load.s5xx === 0 && shutdown.code === 0 && shutdown.ms <= BUDGET.shutdownMs,
  ]);

  if (atScale?.error) {
    budgets.push([`at --scale ${atScale.factor}: the run completes (${atScale.error?.message ?? atScale.error})`, false]);
  } else if (atScale) {
    budgets.push(...compareAtScale(atScale.demoFigures, atScale.figures, atScale.factor));
    console.log(`(seeding ${atScale.factor}× the demo data into the embedded database took ${(atScale.seedMs / 1000).toFixed(0)} s)`);
  }

  printBudgets(budgets);
  const failed = budgets.filter(([, ok]) => !ok).length;
  console.log(
    `\n${failed === 0 ? "All budgets pass." : `${failed} budget(s) FAIL.`} (${Math.round((Date.now() - started) / 1000)} s; ` +
      `load average now ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")})`,
  );
  process.exitCode = failed === 0 ? 0 : 1;
}

function printBudgets(budgets) {
  console.log("\nBudgets:");
  for (const [name, ok] of budgets) console.log(`  ${ok ? "PASS" : "FAIL"}  ${name}`);
}

function reportFormPosts(forms) {
  console.log(
    `\nForm posts at ${CONNECTIONS} connections, ${RUN_SECONDS} s each, embedded database, every request with fresh data, ` +
      `the best of ${forms.rounds} round(s) (preparing the sessions took ${Math.round(forms.prepareSeconds)} s of ${Math.round(forms.totalSeconds)} s):`,
  );
  const table = formPostTable(forms);
  printTable(table.header, table.rows);
}

/**
 * Chart posts (form-posts.mjs) on a running server, with its resident memory: when the first
 * measured round starts (the index of places built, the warm-up's charts done) and its peak
 * through the runs.
 */
async function chartPostsOf(server, reference) {
  const memory = watchMemory(server.child.pid);
  let rssAfterIndex = 0;
  const charts = await measureChartPosts(server, {
    reference,
    seconds: RUN_SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    connections: CONNECTIONS,
    rounds: QUICK ? 1 : undefined,
    onRound: (round, moment) => {
      if (round === 0 && moment === "start") rssAfterIndex = residentBytes(server.child.pid);
    },
  });
  return { ...charts, rssAfterIndex, peakRss: memory.stop() };
}

function reportChartPosts(charts) {
  console.log(
    `\nChart posts at ${CONNECTIONS} connections, ${RUN_SECONDS} s each, every request a new birth, the best of ${charts.rounds} round(s):`,
  );
  const table = formPostTable(charts);
  printTable(table.header, table.rows);
  console.log(
    `(server memory, no budget: ${mb(charts.rssAfterIndex)} resident with the index of places built and the warm-up's charts done, ` +
      `peak ${mb(charts.peakRss)} through the chart posts;\n` +
      ` the memory budget is the reading pages' load runs, where every answer is a cached copy, not a render)`,
  );
}

/** `node tools/bench/run-bench.mjs --chart-posts`: the chart posts alone, on a fresh server, with its memory. */
async function chartPostsOnly() {
  await onFreshServer({ ...FORM_POSTS_ENV, ...BENCH_ADMIN_ENV }, async (server) => {
    const charts = await withReference([], (reference) => chartPostsOf(server, reference));
    reportChartPosts(charts);
    return chartPostBudgets(charts);
  });
}

const mb = (n) => `${(n / 1024 / 1024).toFixed(0)} MB`;
const ms = (n) => `${Number(n).toFixed(n < 10 ? 1 : 0)} ms`;

function reportFormPages(results) {
  console.log(
    `\nForm pages on the slow phone (CPU ×${SLOW_PHONE.cpuRate}, ${SLOW_PHONE.latencyMs} ms round trip, ` +
      `${(SLOW_PHONE.bytesPerSecond * 8) / 1000} kbit/s each way, an empty cache; median of ${results[0]?.runs.length ?? 0} visit(s); ` +
      `budget: usable within ${FORM_PAGE_BUDGET.usableMs / 1000} s, hydrated within ${FORM_PAGE_BUDGET.hydratedMs / 1000} s, ` +
      `${FORM_PAGE_BUDGET.scriptBytes / 1024} KB of script in ${FORM_PAGE_BUDGET.scriptFiles} files):`,
  );
  const table = formPageTable(results);
  printTable(table.header, table.rows);
  console.log(
    "(in the page's clock from navigation start: usable in the first painted frame with the form's fields and button laid out;\n" +
      " hydrated when the root's effect sets <html data-hydrated>;\n" +
      " document parsed is domInteractive; last script in is the last .js response's end)",
  );
}

/** The form pages of pages.mjs with the Cookie header each needs. */
function formPagesWith(cookies) {
  return FORM_PAGES.map((page) => {
    if (page.as && !cookies[page.as]) throw new Error(`no ${page.as} session for ${page.path}`);
    return { ...page, cookie: page.as ? cookies[page.as] : undefined };
  });
}

/**
 * `node tools/bench/run-bench.mjs --slow-phone [--runs N] [--only <text>]`: the form pages on the slow phone and
 * the reading pages in Chromium alone (N fresh visits of each form page, 3 unless told), on a fresh server.
 */
async function slowPhoneOnly() {
  const runs = process.argv.includes("--runs") ? Number(process.argv[process.argv.indexOf("--runs") + 1]) : 3;
  // --only <text>: just the reading pages whose address and the form pages whose label contains it.
  const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : null;
  await onFreshServer(BENCH_ADMIN_ENV, async (server) => {
    const budgets = [];
    const paths = (await readingPaths(server.origin)).filter((p) => !only || p.includes(only));
    if (paths.length > 0) {
      const cookie = sessionCookieOnly(await signedInCookie(server));
      const reading = await measureReadingPages(server.origin, paths, cookie);
      const inBrowser = await scriptRequestsOfReadingPages(server.origin, paths, cookie);
      const table = readingPageTable(reading, inBrowser);
      printTable(table.header, table.rows);
      budgets.push(...readingPageBudgets(reading, inBrowser));
    }
    if (!FORM_PAGES.some((page) => !only || page.label.includes(only))) return budgets;
    const pages = formPagesWith(await renderCostCookies(server, BENCH_ADMIN)).filter((page) => !only || page.label.includes(only));
    const results = await measureFormPages(server.origin, pages, { runs });
    reportFormPages(results);
    return [...budgets, ...formPageBudgets(results)];
  });
}

/** `node tools/bench/run-bench.mjs --form-posts`: the form posts alone, on a fresh server. */
async function formPostsOnly() {
  await onFreshServer(FORM_POSTS_ENV, async (server) => {
    const forms = await withReference([], (reference) =>
      measureFormPostRounds(server, {
        reference,
        seconds: RUN_SECONDS,
        warmupSeconds: WARMUP_SECONDS,
        connections: CONNECTIONS,
        rounds: QUICK ? 1 : undefined,
      }),
    );
    reportFormPosts(forms);
    return formPostBudgets(forms);
  });
}

/** The reading pages signed in beside anonymous, at the bench's load settings. */
function sessionPagesOf(server, paths, cookie) {
  return measureSessionPages({
    origin: server.origin,
    pid: server.child.pid,
    paths,
    cookie,
    load,
    withCpu,
    connections: CONNECTIONS,
    seconds: RUN_SECONDS,
    warmupSeconds: WARMUP_SECONDS,
  });
}

/** `node tools/bench/run-bench.mjs --session-pages`: the reading pages signed in beside anonymous. */
async function sessionPagesOnly() {
  await onFreshServer(BENCH_ADMIN_ENV, async (server) => {
    const paths = await readingPaths(server.origin);
    const cookie = sessionCookieOnly(await signedInCookie(server));
    const rows = await sessionPagesOf(server, paths, cookie);
    printSessionPages(rows, { printTable, connections: CONNECTIONS, seconds: RUN_SECONDS });
    return sessionPageBudgets(rows);
  });
}

async function adminLoginFloodOf() {
  process.stdout.write(`  admin sign-in flood, ${FLOOD_SECONDS} s ...`);
  const flood = await onServer({ ...BENCH_ADMIN_ENV, ...FLOOD_ENV }, (server) =>
    measureAdminLoginFlood(server, { seconds: FLOOD_SECONDS }),
  );
  process.stdout.write(" done\n");
  return flood;
}

async function chartFloodOf() {
  process.stdout.write(`  chart flood, ${FLOOD_SECONDS} s, new festival years, and floods from fresh addresses ...`);
  const measured = await onServer(
    { ...BENCH_ADMIN_ENV, ...CHART_FLOOD_ENV },
    async (server) => ({
      years: await measureFestivalYears(server),
      charts: await measureChartFlood(server, { seconds: FLOOD_SECONDS }),
      addresses: await measureAddressFloods(server, { seconds: FLOOD_SECONDS }),
    }),
    // The festival years' budget is the server's own event-loop delay.
    LOOP_DELAY_PROBE,
  );
  process.stdout.write(" done\n");
  return measured;
}

/** `node tools/bench/run-bench.mjs --chart-flood`: the chart flood, the festival years and the floods from fresh addresses alone. */
async function chartFloodOnly() {
  const { charts, years, addresses } = await chartFloodOf();
  for (const line of chartFloodLines(charts, years, FLOOD_SECONDS)) console.log(line);
  for (const line of addressFloodLines(addresses, FLOOD_SECONDS)) console.log(line);
  const budgets = [...chartFloodBudgets(charts, years), ...addressFloodBudgets(addresses)];
  printBudgets(budgets);
  process.exitCode = budgets.every(([, ok]) => ok) ? 0 : 1;
}

/** `node tools/bench/run-bench.mjs --admin-login-flood`: the flood alone. */
async function adminLoginFloodOnly() {
  const flood = await adminLoginFloodOf();
  console.log(adminLoginFloodLine(flood, FLOOD_SECONDS));
  const budgets = adminLoginFloodBudgets(flood);
  printBudgets(budgets);
  process.exitCode = budgets.every(([, ok]) => ok) ? 0 : 1;
}

/** Runs one measurement on a fresh server, prints its budgets and exits non-zero on a FAIL. */
async function onFreshServer(env, measure) {
  const budgets = await onServer(env, measure);
  printBudgets(budgets);
  process.exitCode = budgets.every(([, ok]) => ok) ? 0 : 1;
}

/** `work(server)` on a server started for it, stopped and cleared after; resolves to what `work` did. */
async function onServer(env, work, nodeArgs = []) {
  const server = await startServer(env, nodeArgs);
  try {
    return await work(server);
  } finally {
    // A clean stop, so that a profile asked for through BENCH_NODE_ARGS is written.
    if (server.child.exitCode === null) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

/**
 * The V8 options the servers under test run with (BENCH_NODE_ARGS and the run's own), less the
 * profiler's: the yardstick runs with them too, so that a server slowed by an option is measured
 * against a yardstick slowed alike.
 */
function v8Options(benchNodeArgs) {
  return [...(process.env.BENCH_NODE_ARGS ?? "").split(" "), ...benchNodeArgs].filter((arg) => arg && !/^--(cpu|heap)-prof/.test(arg));
}

/**
 * Runs `work` with the yardstick (reference-render.mjs) started beside the server, and stops it.
 * BENCH_NO_YARDSTICK=1 runs it without (figures and verdicts as measured, as before decision 127).
 */
async function withReference(benchNodeArgs, work) {
  if (process.env.BENCH_NO_YARDSTICK) return work(null);
  const reference = startReference(v8Options(benchNodeArgs));
  try {
    return await work(reference);
  } finally {
    reference.stop();
  }
}

/**
 * The handicap: V8 without its optimising compilers, on the server and the yardstick alike. On
 * this machine it made the pages' renders 1.0–2.2× as costly and the yardstick's about 2×: it
 * slows only optimised JavaScript, where a slower processor slows everything.
 */
const HANDICAP_NODE_ARGS = ["--no-opt", "--no-maglev"];

/**
 * `node tools/bench/run-bench.mjs --render-cost [--scale N] [--only <label text>] [--handicap]`:
 * only the uncached render figures, on the demo data or on a fresh N× database, for profiling
 * (BENCH_NODE_ARGS such as --cpu-prof reach the server). With --handicap the same pages are then
 * measured again on a server and yardstick slowed by HANDICAP_NODE_ARGS, and each budget's two
 * verdicts are printed side by side: they must agree (decision 127).
 */
async function renderCostOnly() {
  const scale = parseScale(process.argv.slice(3));
  const serverEnv = { ...BENCH_ADMIN_ENV, ...RENDER_COST_ENV };
  const seeded = scale ? await seedScaledDataDir(scale) : null;
  if (seeded) console.log(`seeded ${scale}× the demo data in ${(seeded.seedMs / 1000).toFixed(0)} s`);
  // --only <text>: just the pages whose label contains it.
  const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : null;
  const handicap = process.argv.includes("--handicap");
  const runs = [];
  try {
    for (const nodeArgs of handicap ? [[], HANDICAP_NODE_ARGS] : [[]]) {
      const started = await startServer({ ...serverEnv, ...NO_PAGE_CACHE, ...(seeded ? { DATA_DIR: seeded.dataDir } : {}) }, nodeArgs);
      // The server's folder is the seeded one when there is one (the sign-up reads its outbox).
      const server = seeded ? { ...started, dataDir: seeded.dataDir } : started;
      try {
        const paths = await readingPaths(server.origin);
        const pages = renderCostPages(paths).filter((page) => !only || page.label.includes(only));
        const cookies = await renderCostCookies(server, BENCH_ADMIN);
        const results = await withReference(nodeArgs, (reference) =>
          measureRenderCost(server, pages, cookies, { requests: RENDER_REQUESTS, reference }),
        );
        const render = renderCostReport(results);
        console.log(nodeArgs.length ? `\nHandicapped (node ${nodeArgs.join(" ")}, the server and the yardstick):` : "");
        printTable(render.header, render.rows);
        console.log(yardstickLine(results));
        printBudgets(render.budgets);
        runs.push({ nodeArgs, results, budgets: render.budgets });
      } finally {
        if (server.child.exitCode === null) {
          server.child.kill("SIGTERM");
          await server.exited;
        }
        fs.rmSync(started.dataDir, { recursive: true, force: true });
      }
    }
    if (handicap) printHandicapVerdicts(runs);
    const plainPass = runs[0].budgets.every(([, ok]) => ok);
    const agree = runs.every((run) => run.budgets.every(([, ok], i) => ok === runs[0].budgets[i][1]));
    process.exitCode = plainPass && agree ? 0 : 1;
  } finally {
    if (seeded) fs.rmSync(seeded.dataDir, { recursive: true, force: true });
  }
}

/** The yardstick's figure for the whole run: the median of its medians beside each page. */
function yardstickLine(results) {
  if (results.every((r) => r.referenceMedianMs === undefined)) return "(measured without the yardstick: BENCH_NO_YARDSTICK)";
  const medians = results.map((r) => r.referenceMedianMs).sort((a, b) => a - b);
  const median = medians[Math.floor(medians.length / 2)];
  return `The yardstick (tools/bench/reference-render.mjs) here: ${median.toFixed(2)} ms median of its ${medians.length} pages' medians (${medians[0].toFixed(2)}–${medians[medians.length - 1].toFixed(2)}); ${BUDGET_MACHINE_REFERENCE_MS} ms on the budgets' machine.`;
}

/** Each budget's verdict as measured and handicapped, with the CPU medians behind them. */
function printHandicapVerdicts([plain, slowed]) {
  const f = (n) => n.toFixed(2);
  const verdict = (ok) => (ok ? "PASS" : "FAIL");
  console.log(`\nVerdicts as measured and with the handicap (node ${slowed.nodeArgs.join(" ")}):`);
  printTable(
    ["page", "CPU here", "handicapped", "slowdown", "budgets' machine", "handicapped", "verdict", "handicapped"],
    plain.results.map((r, i) => {
      const s = slowed.results[i];
      return [
        r.label,
        `${f(r.cpuMedianMs)} ms`,
        `${f(s.cpuMedianMs)} ms`,
        `${f(s.cpuMedianMs / r.cpuMedianMs)}×`,
        `${f(r.budgetMachineMs)} ms`,
        `${f(s.budgetMachineMs)} ms`,
        verdict(plain.budgets[i][1]),
        verdict(slowed.budgets[i][1]),
      ];
    }),
  );
  const same = plain.budgets.filter(([, ok], i) => ok === slowed.budgets[i][1]).length;
  console.log(`${same} of ${plain.budgets.length} verdicts the same with the handicap`);
}

// ---------------------------------------------------------------------------------------------

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// ---------------------------------------------------------------------------------------------

if (process.argv[2] === "--ceiling") {
  runCeiling(process.argv[3]);
} else if (process.argv[2] === "--render-cost") {
  renderCostOnly().catch((error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(2);
  });
} else if (process.argv[2] === "--slow-phone") {
  slowPhoneOnly().catch((error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(2);
  });
} else if (process.argv[2] === "--session-pages") {
  sessionPagesOnly().catch((error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(2);
  });
} else if (process.argv[2] === "--chart-posts") {
  chartPostsOnly().catch((error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(2);
  });
} else if (process.argv[2] === "--chart-flood") {
  chartFloodOnly().catch((error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(2);
  });
} else if (process.argv[2] === "--admin-login-flood") {
  adminLoginFloodOnly().catch((error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(2);
  });
} else if (process.argv[2] === "--form-posts") {
  formPostsOnly().catch((error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(2);
  });
} else {
  main().catch((error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(2);
  });
}
