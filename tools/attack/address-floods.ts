// What many addresses can do to everyone through costly work: charts, uncached city days, muhurat
// years and vrats.ics files asked for from a fresh address per request (as a provider's IPv6 block
// gives one), and the same from one address. Each flood is judged against the same reads timed
// just before it, so that the machine's other work does not decide the verdict.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { MUHURAT_SLUGS } from "../../app/domain/muhurat-paths";
import { MAIN_PANCHANG_CITIES } from "../../app/domain/panchang-cities";
import { summary, timeReads, type Times } from "./cpu-attacks";
import { Broken, browser, type Finding, freshAddress, machineLoad, median, percentile, sleep, type Target } from "./talk";

const here = path.dirname(fileURLToPath(import.meta.url));
const FORM_BIRTH = { name: "Visitor", date: "1990-05-14", time: "06:30", place: "Pune" };

/**
 * The budgets of `npm run bench`'s flood rows (50 ms median, 250 ms p99 for cached pages and /healthz) hold on an idle
 * machine. When other work loads its two cores the reads are slower before any flood, so a read
 * may also be three times its figure of the second before: that much is the machine, while a flood
 * that held the thread (before its share was bounded) put /faq at 490–2,125 ms against 2–6 ms.
 */
const BUDGET = { medianMs: 50, p99Ms: 250, slowerBy: 3, visitorChartMs: 2_000 };
/** Past this median while flooded, twice, pages are not slow but stalled. */
const STALLED_MS = 500;
/** The first server's costly-work bucket (COSTLY_WORK_BURST, COSTLY_WORK_PER_MINUTE, their defaults). */
const BUCKET = { burst: 20, perMinute: 30 };
const QUIET_MS = 1_000;
/** Reads start this long after the flood's process: it starts and opens its connections first. */
const FLOOD_WARM_MS = 1_000;

type FloodOrders = {
  connections: number;
  seconds: number;
  method?: "GET" | "POST";
  /** Taken in turn, as are `bodies` when given: a flood of things nobody asked for asks each once. */
  paths: string[];
  bodies?: string[];
  /** A fresh address of this /16 ("10.77") per request, or of each of `networks` /16s in turn (a botnet), or always `address`. */
  sixteen?: string;
  networks?: number;
  address?: string;
};
type FloodReport = { statuses: Record<string, number>; asked: number; errors: number; timeouts: number };

/** tools/bench/address-flood.mjs in a process of its own, its orders in a file (the paths are many). */
function floodProcess(server: Target, orders: FloodOrders): Promise<FloodReport> {
  const file = path.join(os.tmpdir(), `attack-flood-${process.pid}-${Date.now()}.json`);
  fs.writeFileSync(file, JSON.stringify({ origin: server.baseURL, ...orders }));
  const child = spawn(process.execPath, [path.join(here, "../bench/address-flood.mjs"), file], { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  let err = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk));
  child.stderr.on("data", (chunk: Buffer) => (err += chunk));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", () => {
      fs.rmSync(file, { force: true });
      try {
        resolve(JSON.parse(out) as FloodReport);
      } catch {
        reject(new Broken(`the flood gave no report: ${err.split("\n")[0]}`));
      }
    });
  });
}

/**
 * A visitor from a network of its own posts a chart every 700 ms until `untilMs`: each answer's
 * status and time. With `newcomers`, each chart is another person's, from a network of its own.
 */
async function visitorCharts(server: Target, untilMs: number, newcomers = false) {
  const visitor = browser(server, freshAddress());
  const charts: Array<{ status: number; ms: number }> = [];
  while (Date.now() < untilMs) {
    const started = performance.now();
    const answer = await (newcomers ? browser(server, freshAddress()) : visitor).post("/kundli", FORM_BIRTH);
    await answer.arrayBuffer();
    charts.push({ status: answer.status, ms: performance.now() - started });
    await sleep(700);
  }
  return charts;
}

const withinBudget = (quiet: number[], during: number[]) =>
  median(during) <= Math.max(BUDGET.medianMs, BUDGET.slowerBy * median(quiet)) &&
  percentile(during, 99) <= Math.max(BUDGET.p99Ms, BUDGET.slowerBy * percentile(quiet, 99));

type Round = { ok: boolean; stalled: boolean; evidence: string; report: FloodReport };

/**
 * One round: the reads for a second, then the flood with the reads and a visitor's charts beside
 * it. `judge` adds what the line itself requires of the flood's answers (a bucket's refusals).
 */
async function round(
  server: Target,
  what: string,
  orders: FloodOrders,
  judge: (report: FloodReport) => { ok: boolean; said: string } = () => ({ ok: true, said: "" }),
  { newcomers = false } = {},
): Promise<Round> {
  const quiet = await timeReads(server, Date.now() + QUIET_MS);
  const started = Date.now();
  const flooding = floodProcess(server, orders);
  await sleep(FLOOD_WARM_MS);
  const until = started + orders.seconds * 1_000;
  const [during, charts] = await Promise.all([timeReads(server, until), visitorCharts(server, until, newcomers)]);
  const report = await flooding;
  const { statuses } = report;
  const count = (test: (code: number) => boolean) =>
    Object.entries(statuses).reduce((sum, [code, n]) => sum + (test(Number(code)) ? n : 0), 0);
  const unexpected = Object.keys(statuses).filter((code) => !["200", "429"].includes(code) && Number(code) < 500);
  if (unexpected.length > 0) throw new Broken(`the flood was answered ${JSON.stringify(statuses)}: it never reached the costly work`);
  const distinct = (orders.bodies ?? orders.paths).length;
  if (report.asked > distinct) throw new Broken(`the flood asked ${report.asked} times with ${distinct} requests to make: some twice`);
  const serverErrors = count((code) => code >= 500);
  const slowest = Math.max(0, ...charts.map((chart) => chart.ms));
  const chartsOk = charts.length > 0 && charts.every((chart) => chart.status === 200 && chart.ms <= BUDGET.visitorChartMs);
  const pagesOk = withinBudget(quiet.pages, during.pages) && withinBudget(quiet.health, during.health);
  const own = judge(report);
  const reads = (times: Times) => `/faq ${summary(times.pages)}, /healthz ${summary(times.health)}`;
  const chartStatuses = [...new Set(charts.map((chart) => chart.status))]
    .map((status) => `${charts.filter((chart) => chart.status === status).length}×${status}`)
    .join(", ");
  const evidence =
    `quiet: ${reads(quiet)}; during ${what}: ${reads(during)}; ${newcomers ? "newcomers'" : "the visitor's"} charts ${chartStatuses || "none"}, slowest ${slowest.toFixed(0)} ms; ` +
    `the flood asked ${report.asked} (${report.errors} errors, ${report.timeouts} timeouts), answered ${JSON.stringify(statuses)}${own.said}; ${machineLoad()}`;
  return {
    ok: pagesOk && chartsOk && serverErrors === 0 && own.ok,
    stalled: serverErrors > 0 || median(during.pages) > STALLED_MS || !charts.some((chart) => chart.status === 200) || !own.ok,
    evidence,
    report,
  };
}

/**
 * A round, and when it fails another after a pause (held refusals and the sky pool's queue drain
 * meanwhile): SAFE when either passes, VULNERABLE when both found the pages stalled, the visitor
 * shut out, a 5xx or the line's own failure, else WEAK.
 */
async function twice(next: () => Promise<Round>): Promise<Finding> {
  const first = await next();
  if (first.ok) return { verdict: "SAFE", evidence: first.evidence };
  await sleep(2_000);
  const second = await next();
  const evidence = `${first.evidence}; again: ${second.evidence}`;
  if (second.ok) return { verdict: "SAFE", evidence };
  return { verdict: first.stalled && second.stalled ? "VULNERABLE" : "WEAK", evidence };
}

let sixteens = 0;
/** A /16 of the flood's own per round, apart from every visitor's (talk.ts's start at 11.0). */
const floodSixteen = () => `10.${70 + sixteens++}`;

const thisYear = new Date().getUTCFullYear();
/** Years whose reckonings no cheap address covers: 1900–2100 but for this one and its neighbours. */
const farYears = Array.from({ length: 201 }, (_, i) => 1900 + i).filter((year) => Math.abs(year - thisYear) > 1);
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

const asked = new Set<string>();
/** `count` addresses made by `make`, none asked before in this run: nothing kept answers them. */
function neverAsked(count: number, make: () => string): string[] {
  const fresh: string[] = [];
  for (let tries = 0; fresh.length < count && tries < count * 20; tries++) {
    const address = make();
    if (asked.has(address)) continue;
    asked.add(address);
    fresh.push(address);
  }
  return fresh;
}

// ---------------------------------------------------------------------------------------------
// Charts from a fresh address per post

let chartAt = 0;
/** Chart posts, each of another birth (a day and a minute apart), all of one place. */
function chartBodies(count: number): string[] {
  return Array.from({ length: count }, () => {
    const n = chartAt++;
    const birth = new Date(Date.UTC(1950, 0, 1, 0, 0) + n * (86_400_000 + 60_000));
    return new URLSearchParams({
      name: `Flood ${n}`,
      date: birth.toISOString().slice(0, 10),
      time: birth.toISOString().slice(11, 16),
      place: "Pune",
    }).toString();
  });
}

/** 128 connections post charts for 6 s, each post from a fresh address of one /16. */
export async function chartsFromManyAddresses(server: Target): Promise<Finding> {
  for (let i = 0; i < 3; i++) await (await fetch(`${server.baseURL}/faq`)).arrayBuffer();
  const connections = 128;
  return twice(() =>
    round(server, `${connections} connections posting charts, a fresh address of one /16 per post`, {
      connections,
      seconds: 6,
      method: "POST",
      paths: ["/kundli"],
      bodies: chartBodies(4_000),
      sixteen: floodSixteen(),
    }),
  );
}

/**
 * 128 connections post charts for 6 s from 128 /16s, one address each (a botnet: no network is
 * busier than a visitor's); meanwhile people arrive, each from a network of its own, with a chart
 * to make. A bot's network has had its turns, a newcomer's none.
 */
export async function chartsFromABotnet(server: Target): Promise<Finding> {
  const connections = 128;
  return twice(() =>
    round(
      server,
      `${connections} connections posting charts from ${connections} /16s, one address each`,
      { connections, seconds: 6, method: "POST", paths: ["/kundli"], bodies: chartBodies(4_000), networks: connections },
      undefined,
      { newcomers: true },
    ),
  );
}

/**
 * 32 connections ask the place search for text no place's name answers, each once, a fresh
 * address of one /16 per request: the nearest names are scanned for, milliseconds each.
 */
export async function placeSearchesFromManyAddresses(server: Target): Promise<Finding> {
  const connections = 32;
  const misses = () => neverAsked(100_000, () => `/api/places?q=${encodeURIComponent(`Qx${Math.random().toString(36).slice(2, 10)}pur`)}`);
  return twice(() =>
    round(server, `${connections} connections searching places no name answers, a fresh address of one /16 each`, {
      connections,
      seconds: 5,
      paths: misses(),
      sixteen: floodSixteen(),
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// City days nobody asked for yet

/** 32 connections ask main cities' panchang of far dates, each once, from fresh addresses. */
export async function cityDaysFromManyAddresses(server: Target): Promise<Finding> {
  const connections = 32;
  const days = () =>
    neverAsked(10_000, () => {
      const day = new Date(Date.UTC(pick(farYears), 0, 1 + Math.floor(Math.random() * 365)));
      return `/panchang/${pick(MAIN_PANCHANG_CITIES)}/${day.toISOString().slice(0, 10)}`;
    });
  return twice(() =>
    round(server, `${connections} connections asking uncached city days, a fresh address of one /16 each`, {
      connections,
      seconds: 5,
      paths: days(),
      sixteen: floodSixteen(),
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Muhurat years of other cities and other years

/** Cities of the location data that are not main cities (each checked to exist: a 302 to its month, not a 404). */
const OTHER_CITIES = [
  "nagpur",
  "indore",
  "surat",
  "kanpur",
  "agra",
  "nashik",
  "vadodara",
  "ludhiana",
  "rajkot",
  "meerut",
  "amritsar",
  "ranchi",
  "raipur",
  "guwahati",
  "coimbatore",
  "madurai",
  "jodhpur",
  "udaipur",
  "gwalior",
  "jabalpur",
  "dehradun",
  "mathura",
  "gaya",
  "thane",
  "solapur",
  "kota",
  "bikaner",
  "ajmer",
];
let citiesFound: Promise<string[]> | null = null;
function otherCities(server: Target): Promise<string[]> {
  citiesFound ??= (async () => {
    const found: string[] = [];
    for (const city of OTHER_CITIES) {
      const answer = await fetch(`${server.baseURL}/hindu-calendar/${city}`, { redirect: "manual" });
      await answer.arrayBuffer();
      if (answer.status === 302) found.push(city);
    }
    if (found.length < 5) throw new Broken(`only ${found.length} of ${OTHER_CITIES.length} cities exist: ${found.join(", ")}`);
    return found;
  })();
  return citiesFound;
}

const kinds = Object.values(MUHURAT_SLUGS);
/**
 * Muhurat years nobody asked for yet, a third of each: other cities' years around this one (which
 * the sitemap does not list, and which were once let through as cheap), other cities' far years,
 * main cities' far years.
 */
const muhuratYears = (cities: string[], count: number) =>
  neverAsked(count, () => {
    const [city, years] = pick([
      [pick(cities), [thisYear - 1, thisYear, thisYear + 1]],
      [pick(cities), farYears],
      [pick(MAIN_PANCHANG_CITIES), farYears],
    ] as const);
    return `/muhurat/${pick(kinds)}/${pick(years)}?city=${city}`;
  });

/** 32 connections ask muhurat years of other cities and far years, from fresh addresses. */
export async function muhuratYearsFromManyAddresses(server: Target): Promise<Finding> {
  const cities = await otherCities(server);
  const connections = 32;
  return twice(() =>
    round(server, `${connections} connections asking muhurat years nobody asked for, a fresh address of one /16 each`, {
      connections,
      seconds: 5,
      paths: muhuratYears(cities, 2_000),
      sixteen: floodSixteen(),
    }),
  );
}

/** One client at one address asking one city's year after another, as fast as answered. */
export async function muhuratYearsFromOneClient(server: Target): Promise<Finding> {
  const cities = await otherCities(server);
  return twice(() =>
    round(server, "one client at one address asking one city-year after another", {
      connections: 1,
      seconds: 5,
      paths: muhuratYears(cities, 500),
      address: freshAddress(),
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// vrats.ics of many months from one address

/**
 * 16 connections from one address ask main cities' vrats.ics of far months, each once: beyond the
 * address's bucket they must be refused (429), and cached pages unharmed.
 */
export async function vratsFilesFromOneAddress(server: Target): Promise<Finding> {
  const connections = 16;
  const seconds = 5;
  const months = () =>
    neverAsked(
      2_000,
      () =>
        `/hindu-calendar/${pick(MAIN_PANCHANG_CITIES)}/${pick(farYears)}/${String(1 + Math.floor(Math.random() * 12)).padStart(2, "0")}/vrats.ics`,
    );
  // A fresh address's bucket, and what it refills while the flood lasts (its process's start included).
  const allowed = BUCKET.burst + Math.ceil((BUCKET.perMinute * (seconds + 1)) / 60);
  const judge = ({ statuses }: FloodReport) => {
    const answered = statuses["200"] ?? 0;
    const refused = statuses["429"] ?? 0;
    return {
      ok: answered <= allowed && refused > 0,
      said: ` (the bucket allows at most ${allowed}: ${answered} reckoned, ${refused} refused)`,
    };
  };
  return twice(() =>
    round(
      server,
      `${connections} connections from one address asking vrats.ics of far months`,
      { connections, seconds, paths: months(), address: freshAddress() },
      judge,
    ),
  );
}
