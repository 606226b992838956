// A flood of chart posts, timed: 128 connections post POST /kundli from one address as fast as
// the server answers (autocannon, in a process of its own so that the flood does not slow this
// one's clocks), while cached pages and /healthz are asked for again and again, and now and then
// a visitor from another address posts a chart of their own. Charts are let through a few at a
// time per client and in all (edge/costly-work.ts, decision 102): the budget is how soon the
// rest of the site, and that visitor, are answered meanwhile.
//
// Then festival years: twelve years nobody asked for yet, asked for at once by twelve visitors,
// while /healthz is timed; the years are computed on a worker thread, so this thread's loop
// keeps answering (the /healthz times bound its delay).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { chartBodyAt } from "./births.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export const CHART_FLOOD = { connections: 128, medianMs: 50, p99Ms: 250, visitorChartMs: 2_000, loopP99Ms: 50, years: 12 };

/** The server must believe X-Forwarded-For from the bench on this machine. */
export const CHART_FLOOD_ENV = { TRUST_PROXY: "loopback" };

const ATTACKER = "10.66.6.6";
const READER = "192.0.2.10";
const VISITOR = "198.51.100.20";

const percentile = (times, p) => [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(times.length * p))];

async function timed(server, pathname, init = {}) {
  const started = performance.now();
  const response = await fetch(`${server.origin}${pathname}`, init);
  const text = await response.text();
  return { ms: performance.now() - started, status: response.status, text };
}

/**
 * The flood as a child process: from one address, autocannon's CLI; from a fresh address a
 * request of the /16 10.66 (`many`), address-flood.mjs; either way autocannon's report, or its
 * statuses and count in the same shape.
 */
function flood(
  server,
  seconds,
  { addresses = "one", connections = CHART_FLOOD.connections, method = "POST", paths = ["/kundli"], body = chartBodyAt(1), networks } = {},
) {
  // The many addresses' flood reads its orders from a file: a list of paths is too long for argv.
  const orders = path.join(os.tmpdir(), `address-flood-${process.pid}-${Date.now()}.json`);
  if (addresses === "many") {
    const bodies = method === "POST" ? [body] : undefined;
    fs.writeFileSync(
      orders,
      JSON.stringify({ origin: server.origin, connections, seconds, method, paths, bodies, sixteen: "10.66", networks }),
    );
  }
  const args =
    addresses === "many"
      ? [path.join(root, "tools/bench/address-flood.mjs"), orders]
      : [
          path.join(root, "node_modules/autocannon/autocannon.js"),
          "-c",
          String(connections),
          "-d",
          String(seconds),
          "-m",
          "POST",
          "-H",
          `Origin=${server.origin}`,
          "-H",
          `X-Forwarded-For=${ATTACKER}`,
          "-H",
          "Content-Type=application/x-www-form-urlencoded",
          "-b",
          body,
          "-j",
          `${server.origin}${paths[0]}`,
        ];
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "ignore"] });
  let out = "";
  child.stdout.on("data", (chunk) => (out += chunk));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", () => {
      fs.rmSync(orders, { force: true });
      try {
        const report = JSON.parse(out);
        // The many addresses' flood says its statuses and count; autocannon's CLI gives its whole report.
        resolve(
          addresses === "many"
            ? {
                requests: { total: report.asked },
                statusCodeStats: Object.fromEntries(Object.entries(report.statuses).map(([code, count]) => [code, { count }])),
                errors: report.errors,
              }
            : report,
        );
      } catch (error) {
        reject(new Error(`autocannon gave no report: ${error.message}`));
      }
    });
  });
}

/**
 * Floods `server` for `seconds` (charts from one address unless `flood` says otherwise); the
 * cached pages', /healthz's and a visitor's chart's times meanwhile.
 */
export async function measureChartFlood(server, { seconds, flood: floodWith = {}, visitor: visitorAddress = VISITOR, newcomers = false }) {
  const reader = { headers: { "X-Forwarded-For": READER, "Accept-Encoding": "br" } };
  // Kept in memory before the flood, as a visited site's pages are.
  for (let i = 0; i < 3; i++) for (const page of ["/faq", "/about"]) await timed(server, page, reader);
  const visitorChart = (n) =>
    timed(server, "/kundli", {
      method: "POST",
      headers: {
        Origin: server.origin,
        // Newcomers: each chart from a visitor of a network of its own, as people arrive.
        "X-Forwarded-For": newcomers ? `203.${n + 1}.113.20` : visitorAddress,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: chartBodyAt(1_000 + n),
    });
  const quiet = await visitorChart(0);

  const flooding = flood(server, seconds, floodWith);
  const until = Date.now() + seconds * 1000;
  // A moment for the flood to fill the server before the first measurement.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const pageTimes = [];
  const healthTimes = [];
  const failures = [];
  const reading = (async () => {
    while (Date.now() < until - 500) {
      for (const page of ["/faq", "/about"]) {
        const answer = await timed(server, page, reader);
        if (answer.status !== 200) failures.push(`${page} ${answer.status}`);
        pageTimes.push(answer.ms);
      }
      const health = await timed(server, "/healthz");
      if (health.status !== 200) failures.push(`/healthz ${health.status}`);
      healthTimes.push(health.ms);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const visitor = [];
  const posting = (async () => {
    for (let n = 1; Date.now() < until - 1_500; n++) {
      const answer = await visitorChart(n);
      visitor.push({ ms: answer.ms, status: answer.status, chart: answer.text.includes('id="kundli-north"') });
      await new Promise((resolve) => setTimeout(resolve, 700));
    }
  })();
  const [report] = await Promise.all([flooding, reading, posting]);
  const statuses = {};
  for (const [code, count] of Object.entries(report.statusCodeStats ?? {})) statuses[code] = count.count;
  return {
    quietChartMs: quiet.ms,
    pageMedianMs: percentile(pageTimes, 0.5),
    pageP99Ms: percentile(pageTimes, 0.99),
    healthMedianMs: percentile(healthTimes, 0.5),
    healthP99Ms: percentile(healthTimes, 0.99),
    measured: pageTimes.length + healthTimes.length,
    failures,
    visitor,
    flood: { requests: report.requests?.total ?? 0, statuses, non2xx: report.non2xx ?? 0, errors: report.errors ?? 0 },
  };
}

/**
 * The server's event-loop delay since the last reading (p50, p99, max in ms), from the probe the
 * bench preloads into it (loop-delay-probe.mjs), which prints it to the server's log on SIGUSR2.
 */
async function loopDelayOf(server) {
  const before = fs.readFileSync(server.logFile, "utf8").length;
  server.child.kill("SIGUSR2");
  for (let tries = 0; tries < 100; tries++) {
    const line = /bench-loop-delay (\{.*\})/.exec(fs.readFileSync(server.logFile, "utf8").slice(before));
    if (line) return JSON.parse(line[1]);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the server printed no event-loop delay: was loop-delay-probe.mjs preloaded?");
}

/**
 * Twelve festival years not computed yet, asked for at once by twelve visitors (from a process of
 * its own, so that reading their pages does not delay this one's clocks): the server's event-loop
 * delay meanwhile (the budget), and /healthz timed every 10 ms.
 */
export async function measureFestivalYears(server) {
  const years = Array.from({ length: CHART_FLOOD.years }, (_, i) => 2060 + i);
  const healthTimes = [];
  let asking = true;
  const probing = (async () => {
    while (asking) {
      healthTimes.push((await timed(server, "/healthz")).ms);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const asker = `const years = ${JSON.stringify(years)};
    const started = performance.now();
    const statuses = await Promise.all(years.map((year, i) =>
      fetch("${server.origin}/festival/" + year + "/march", { headers: { "X-Forwarded-For": "203.0.113." + (i + 1) } })
        .then(async (r) => (await r.arrayBuffer(), r.status))));
    console.log(JSON.stringify({ statuses, allMs: performance.now() - started }));`;
  // A moment of /healthz before the years are asked for.
  await new Promise((resolve) => setTimeout(resolve, 300));
  await loopDelayOf(server);
  const { statuses, allMs } = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", asker], { stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("error", reject);
    child.on("exit", () => resolve(JSON.parse(out)));
  });
  const loop = await loopDelayOf(server);
  asking = false;
  await probing;
  return {
    loop,
    statuses,
    allMs,
    healthMedianMs: percentile(healthTimes, 0.5),
    healthP99Ms: percentile(healthTimes, 0.99),
    healthMaxMs: Math.max(...healthTimes),
    measured: healthTimes.length,
  };
}

const ms = (n) => `${Math.round(n)} ms`;

export function chartFloodLines(result, years, seconds) {
  const visitorMs = result.visitor.map((v) => v.ms);
  return [
    `\nChart flood: ${CHART_FLOOD.connections} connections posting /kundli from one address for ${seconds} s ` +
      `(${result.flood.requests} posts, statuses ${JSON.stringify(result.flood.statuses)}, errors ${result.flood.errors}); meanwhile ` +
      `cached pages median ${ms(result.pageMedianMs)}, p99 ${ms(result.pageP99Ms)}; /healthz median ${ms(result.healthMedianMs)}, ` +
      `p99 ${ms(result.healthP99Ms)} (${result.measured} timed${result.failures.length ? `, failed: ${result.failures.slice(0, 3).join(", ")}` : ""}); ` +
      `a visitor's ${result.visitor.length} charts from another address: ${result.visitor.map((v) => `${v.status} ${ms(v.ms)}`).join(", ")} ` +
      `(slowest ${ms(Math.max(...visitorMs))}; the same chart with no flood ${ms(result.quietChartMs)}).`,
    `Festival years: ${years.statuses.length} years nobody had asked for, asked for at once: all answered in ${ms(years.allMs)} ` +
      `(statuses ${[...new Set(years.statuses)].join(", ")}); /healthz meanwhile median ${ms(years.healthMedianMs)}, ` +
      `p99 ${ms(years.healthP99Ms)}, slowest ${ms(years.healthMaxMs)} (${years.measured} timed); the server's event-loop delay ` +
      `median ${years.loop.p50} ms, p99 ${years.loop.p99} ms, longest ${years.loop.max} ms (${years.loop.samples} samples).`,
  ];
}

export function chartFloodBudgets(result, years) {
  const visitorMs = Math.max(...result.visitor.map((v) => v.ms));
  return [
    [
      `chart flood (${CHART_FLOOD.connections} clients): cached pages median ≤ ${CHART_FLOOD.medianMs} ms and p99 ≤ ${CHART_FLOOD.p99Ms} ms ` +
        `(${ms(result.pageMedianMs)}, ${ms(result.pageP99Ms)}), every one answered 200 (${result.failures.length} not)`,
      result.pageMedianMs <= CHART_FLOOD.medianMs && result.pageP99Ms <= CHART_FLOOD.p99Ms && result.failures.length === 0,
    ],
    [
      `chart flood: /healthz median ≤ ${CHART_FLOOD.medianMs} ms and p99 ≤ ${CHART_FLOOD.p99Ms} ms (${ms(result.healthMedianMs)}, ${ms(result.healthP99Ms)})`,
      result.healthMedianMs <= CHART_FLOOD.medianMs && result.healthP99Ms <= CHART_FLOOD.p99Ms,
    ],
    [
      `chart flood: a visitor from another address gets each chart within ${CHART_FLOOD.visitorChartMs} ms ` +
        `(${result.visitor.filter((v) => v.status === 200 && v.chart).length}/${result.visitor.length} charts, slowest ${ms(visitorMs)})`,
      result.visitor.length > 0 && result.visitor.every((v) => v.status === 200 && v.chart) && visitorMs <= CHART_FLOOD.visitorChartMs,
    ],
    [
      `chart flood: no 5xx and no errors in the flood (${result.flood.statuses["500"] ?? 0} 500s, ${result.flood.errors} errors)`,
      Object.keys(result.flood.statuses).every((code) => Number(code) < 500) && result.flood.errors === 0,
    ],
    [
      `festival years off this thread: ${CHART_FLOOD.years} new years asked for at once, event-loop delay p99 ≤ ${CHART_FLOOD.loopP99Ms} ms ` +
        `(${years.loop.p99} ms), every year answered 200`,
      years.loop.p99 <= CHART_FLOOD.loopP99Ms && years.statuses.every((status) => status === 200),
    ],
  ];
}

const MAIN_CITIES = ["new-delhi", "mumbai", "kolkata", "chennai", "bengaluru", "hyderabad", "pune", "jaipur", "lucknow", "varanasi"];
const FAR_YEARS = Array.from({ length: 140 }, (_, i) => 1955 + i).filter((year) => Math.abs(year - new Date().getUTCFullYear()) > 1);
const shuffled = (list) =>
  list
    .map((item) => [Math.random(), item])
    .sort(([a], [b]) => a - b)
    .map(([, item]) => item);

/**
 * Floods from a fresh address a request (decision 118): charts at 128 connections, and at 32 the
 * reckonings no copy in memory answers (city days, muhurat years of years far from this one,
 * months' vrats as calendar files), each asked once. The thread's share for costly work must hold
 * whatever the number of addresses.
 */
export const ADDRESS_FLOODS = [
  { name: "charts", connections: 128, method: "POST", paths: ["/kundli"] },
  // A botnet: every address in a /16 of its own, each asking again as soon as it is answered.
  // The fair queue gives each network an equal share, about a chart in 3 s each here: a visitor
  // asking a chart a second asks for more than a bot gets, and waits behind them; people arriving
  // during the attack, each with a chart to make, are the measure (`newcomers`).
  { name: "charts", connections: 128, method: "POST", paths: ["/kundli"], networks: 128, newcomers: true },
  {
    name: "city days",
    connections: 32,
    method: "GET",
    paths: () =>
      shuffled(
        MAIN_CITIES.flatMap((city) => FAR_YEARS.slice(0, 60).map((year) => `/panchang/${city}/${year}-0${1 + (year % 9)}-1${year % 10}`)),
      ),
  },
  {
    name: "muhurat years",
    connections: 32,
    method: "GET",
    paths: () =>
      shuffled(
        ["vivah", "griha-pravesh", "mundan", "namkaran"].flatMap((kind) =>
          MAIN_CITIES.flatMap((city) => FAR_YEARS.map((year) => `/muhurat/${kind}/${year}?city=${city}`)),
        ),
      ),
  },
  {
    // Suggestions for text no place's name answers: the nearest names are reckoned on the page pool.
    name: "place searches no name answers",
    connections: 32,
    method: "GET",
    paths: () => Array.from({ length: 20_000 }, (_, i) => `/api/places?q=${encodeURIComponent(`Qx${i.toString(36)}zpur nagar`)}`),
  },
  {
    name: "vrats.ics",
    connections: 32,
    method: "GET",
    paths: () =>
      shuffled(
        MAIN_CITIES.flatMap((city) =>
          FAR_YEARS.map((year) => `/hindu-calendar/${city}/${year}/${String(1 + (year % 12)).padStart(2, "0")}/vrats.ics`),
        ),
      ),
  },
];

export async function measureAddressFloods(server, { seconds }) {
  const results = [];
  for (const [n, flood] of ADDRESS_FLOODS.entries()) {
    const paths = typeof flood.paths === "function" ? flood.paths() : flood.paths;
    // A visitor of each flood's own: one person's charts all through the bench would meet their own bucket.
    const visitor = `198.51.100.${30 + n}`;
    const measured = await measureChartFlood(server, {
      seconds,
      flood: { ...flood, paths, addresses: "many" },
      visitor,
      newcomers: flood.newcomers === true,
    });
    results.push({ name: flood.name, connections: flood.connections, networks: flood.networks, newcomers: flood.newcomers, ...measured });
  }
  return results;
}

const spreadOf = (result) =>
  result.networks ? `a new address a request in one of ${result.networks} /16s, one each` : "a new address of one /16 a request";

export function addressFloodLines(results, seconds) {
  return results.map((result) => {
    const visitorMs = result.visitor.map((v) => v.ms);
    return (
      `Flood of ${result.name} from fresh addresses (${result.connections} connections, ${seconds} s, ${spreadOf(result)}: ` +
      `${result.flood.requests} requests, statuses ${JSON.stringify(result.flood.statuses)}, errors ${result.flood.errors}); meanwhile cached pages ` +
      `median ${ms(result.pageMedianMs)}, p99 ${ms(result.pageP99Ms)}; /healthz median ${ms(result.healthMedianMs)}, p99 ${ms(result.healthP99Ms)} ` +
      `(${result.measured} timed); ${result.newcomers ? "newcomers' charts, each from a network of its own" : "a visitor's charts from another network"}: ${result.visitor.map((v) => `${v.status} ${ms(v.ms)}`).join(", ")} ` +
      `(slowest ${ms(Math.max(...visitorMs))}).`
    );
  });
}

export function addressFloodBudgets(results) {
  return results.flatMap((result) => {
    const visitorMs = Math.max(...result.visitor.map((v) => v.ms));
    const label = `${result.name} from fresh addresses${result.networks ? ` in ${result.networks} /16s` : ""} (${result.connections} clients)`;
    return [
      [
        `${label}: cached pages and /healthz median ≤ ${CHART_FLOOD.medianMs} ms, p99 ≤ ${CHART_FLOOD.p99Ms} ms ` +
          `(pages ${ms(result.pageMedianMs)}, ${ms(result.pageP99Ms)}; /healthz ${ms(result.healthMedianMs)}, ${ms(result.healthP99Ms)})`,
        Math.max(result.pageMedianMs, result.healthMedianMs) <= CHART_FLOOD.medianMs &&
          Math.max(result.pageP99Ms, result.healthP99Ms) <= CHART_FLOOD.p99Ms &&
          result.failures.length === 0,
      ],
      [
        `${label}: ${result.newcomers ? "each newcomer's" : "a visitor's"} chart within ${CHART_FLOOD.visitorChartMs} ms ` +
          `(${result.visitor.filter((v) => v.status === 200 && v.chart).length}/${result.visitor.length}, slowest ${ms(visitorMs)}), no 5xx ` +
          `(${Object.entries(result.flood.statuses)
            .filter(([code]) => Number(code) >= 500)
            .reduce((sum, [, count]) => sum + count, 0)})`,
        result.visitor.length > 0 &&
          result.visitor.every((v) => v.status === 200 && v.chart) &&
          visitorMs <= CHART_FLOOD.visitorChartMs &&
          Object.keys(result.flood.statuses).every((code) => Number(code) < 500) &&
          result.flood.errors === 0,
      ],
    ];
  });
}
