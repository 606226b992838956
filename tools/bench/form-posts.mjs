// The four form posts of signing up and keeping a profile, each under load as browsers post
// them: OTP send (POST /signup), OTP verify (POST /otp-verifications), registration
// (POST /user-registration) and profile save (POST /profile). Every request carries its own
// fresh data and the session cookie the flow has at that step, so each one does the work a real
// visitor's does (a new number, a pending code, a verified number, a signed-in customer).
//
// The runs feed each other: the sessions an OTP-send run leaves (cookie + number, the code read
// from $DATA_DIR/outbox.jsonl) are the verify run's pool; the verified sessions, after
// "Are you a User?", are the registration run's; the registered customers save their profiles.
// Only the answer the real flow gives on success counts as one (a redirect to the next step with
// its cookie), and a sample of each run is checked afterwards over HTTP to have taken effect.
//
// The server must run with the OTP caps raised (FORM_POSTS_ENV): every request comes from
// 127.0.0.1 and thousands of SMS go out in a minute. measureFormPosts(server) works on any
// running instance whose DATA_DIR outbox this process can read ({ origin, dataDir, child }).
//
// measureChartPosts runs POST /kundli the same way: a new birth in every request (births.mjs).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import autocannon from "autocannon";

import { birthAt, chartBodyAt } from "./births.mjs";
import { calibratedRate, referenceMedian } from "./reference-render.mjs";

/** Configuration, never code: caps high enough that no bench request is refused. */
export const FORM_POSTS_ENV = {
  // Chart posts come from many visitors, each a new address (X-Forwarded-For from this machine):
  // the server lets only a few charts of one client run at once (edge/costly-work.ts).
  TRUST_PROXY: "loopback",
  OTP_SENDS_PER_ADDRESS_PER_HOUR: "100000000",
  OTP_SENDS_PER_PHONE_PER_HOUR: "100000000",
  OTP_SENDS_PER_PHONE_PER_DAY: "100000000",
  OTP_SENDS_PER_NETWORK_PER_HOUR: "100000000",
  OTP_SENDS_PER_WIDE_NETWORK_PER_HOUR: "100000000",
  OTP_SENDS_PER_PHONE_FROM_STRANGERS_PER_DAY: "100000000",
  OTP_WRONG_TRIES_PER_PHONE_PER_DAY: "100000000",
  OTP_WRONG_TRIES_PER_NETWORK_PER_DAY: "100000000",
  OTP_WRONG_TRIES_PER_WIDE_NETWORK_PER_DAY: "100000000",
  OTP_WRONG_TRIES_PER_DAY: "100000000",
  OTP_CODES_PER_NETWORK_PER_PHONE_PER_DAY: "100000000",
  SMS_BUDGET_BURST_MINUTES: "60",
  SMS_BUDGET_PER_HOUR: "100000000",
  SMS_BUDGET_PER_DAY: "100000000",
  SMS_BUDGET_KNOWN_PER_HOUR: "100000000",
  SMS_BUDGET_KNOWN_PER_DAY: "100000000",
};

/** The budget: at least 200 successful posts per second each at 50 connections, zero 5xx. */
export const FORM_POSTS_BUDGET = { rps: 200, connections: 50 };

const FORM = "application/x-www-form-urlencoded";
const SAMPLE = 20;

/**
 * Measures the four posts on a running server. Options: seconds (10), connections (50),
 * warmupSeconds (2: OTP sends before the first measured run),
 * poolSize (sessions to prepare for a consuming run when the previous run left fewer;
 * default seconds × 700), log (progress lines), onRun(name, "start" | "end") around each measured
 * run (to take a profile or a snapshot of one post). Returns { rows, prepareSeconds, totalSeconds },
 * one row per post: rps (answers/s), successRps, p50, p99, statusCodes, s5xx, errors,
 * timeouts, cpuPerRequestUs, sample { checked, ok }, ranOutOfPool.
 */
export async function measureFormPosts(server, options = {}) {
  const seconds = options.seconds ?? 10;
  const connections = options.connections ?? FORM_POSTS_BUDGET.connections;
  const poolSize = options.poolSize ?? seconds * 700;
  const warmupSeconds = options.warmupSeconds ?? Math.min(2, seconds);
  const log = options.log ?? ((text) => process.stdout.write(text));
  const started = Date.now();
  let measuring = 0;
  const timed = async (name, run) => {
    await options.onRun?.(name, "start");
    const t = Date.now();
    const result = await run();
    measuring += Date.now() - t;
    await options.onRun?.(name, "end");
    return result;
  };
  const mobiles = freshMobiles();
  const place = await birthPlace(server.origin);
  const rows = [];

  // 1. OTP send: a new number each time, no session yet.
  log(`  form posts: OTP send ...`);
  const pending = [];
  const send = signupRequest(server, mobiles, pending);
  // A warm-up first, as for the pages (its sessions join the verify run's pool).
  await run(server, send, { connections, seconds: warmupSeconds });
  const sendRow = await timed("send", () => measured(server, "OTP send (POST /signup)", send, { connections, seconds }));
  await topUp(server, send, pending, poolSize, connections);
  await attachCodes(server, pending);
  sendRow.sample = await checkSample(pending, async (item) => {
    const page = await get(server, "/otp-verifications", item.cookie);
    return page.status === 200 && page.text.includes(item.mobile.slice(-4)) && Boolean(item.code);
  });
  rows.push(sendRow);
  log(` ${Math.round(sendRow.successRps)}/s; verify ...`);

  // 2. OTP verify: each session with its pending code.
  const verified = [];
  const pool = pending.filter((item) => item.code);
  const verifyRow = await timed("verify", () =>
    measured(server, "OTP verify (POST /otp-verifications)", consuming(pool, verifyRequest(server, verified)), {
      connections,
      seconds,
      amount: pool.length,
    }),
  );
  verifyRow.sample = await checkSample(verified, async (item) => (await get(server, "/who-are-you", item.cookie)).status === 200);
  rows.push(verifyRow);
  log(` ${Math.round(verifyRow.successRps)}/s; "Are you a User?" for ${verified.length} ...`);

  // 3. Registration: "Are you a User?" first (not measured), as the flow goes, then the form.
  const chosen = [];
  await run(server, consuming([...verified], whoAreYouRequest(server, chosen)), { connections, amount: verified.length });
  const registered = [];
  const registerRow = await timed("registration", () =>
    measured(server, "registration (POST /user-registration)", consuming(chosen, registrationRequest(server, place, registered)), {
      connections,
      seconds,
      amount: chosen.length,
    }),
  );
  registerRow.sample = await checkSample(registered, async (item) => {
    const page = await get(server, "/profile", item.cookie);
    return page.status === 200 && page.text.includes(item.name) && page.text.includes(item.mobile);
  });
  rows.push(registerRow);
  log(` ${Math.round(registerRow.successRps)}/s; profile save ...`);

  // 4. Profile save: the registered customers in turn, each post a new PIN code and name.
  const customers = registered.slice(0, Math.max(connections * 4, 200));
  if (customers.length === 0) throw new Error("no customer registered: cannot measure the profile save");
  const profileRow = await timed("profile", () =>
    measured(server, "profile save (POST /profile)", profileRequest(server, place, customers), { connections, seconds }),
  );
  profileRow.sample = await checkSample(
    customers.filter((c) => c.saved.size > 0),
    async (item) => {
      const page = await get(server, "/profile", item.cookie);
      const pin = /name="pinCode"[^>]*value="(\d{6})"|value="(\d{6})"[^>]*name="pinCode"/.exec(page.text);
      // The last save a customer's page shows may be one still in flight when the run stopped.
      return page.status === 200 && Boolean(pin) && item.sent.has(pin[1] ?? pin[2]);
    },
  );
  rows.push(profileRow);
  log(` ${Math.round(profileRow.successRps)}/s\n`);

  const totalSeconds = (Date.now() - started) / 1000;
  return { rows, totalSeconds, prepareSeconds: totalSeconds - measuring / 1000 };
}

/**
 * measureFormPosts `rounds` times on the same server (BENCH_FORM_ROUNDS, default 3), each round
 * with fresh numbers, and each post's figures from its round with the most successful posts a
 * second, as the render cost takes its best round (decision 058: on this shared machine the
 * same build's rate, with the same profile, differs between rounds far more than any change
 * the budget guards against). What must hold in every round is summed over them all: 5xx, errors,
 * timeouts and the samples. Each row keeps every round's rate (`roundRps`) for the report.
 * Returns { rows, rounds, prepareSeconds, totalSeconds }.
 */
export async function measureFormPostRounds(server, options = {}) {
  const rounds = options.rounds ?? (Number(process.env.BENCH_FORM_ROUNDS) || 3);
  const log = options.log ?? ((text) => process.stdout.write(text));
  const results = [];
  for (let round = 0; round < rounds; round++) {
    if (rounds > 1) log(`  round ${round + 1} of ${rounds}:`);
    const before = options.reference ? await referenceMedian(options.reference) : null;
    const result = await measureFormPosts(server, { ...options, log: (text) => log(text.replace(/^ {2}form posts:/, "")) });
    if (options.reference) {
      const yardstick = (before + (await referenceMedian(options.reference))) / 2;
      for (const row of result.rows) Object.assign(row, calibratedRate(row.successRps, yardstick));
    }
    results.push(result);
  }
  const rows = results[0].rows.map((_, i) => {
    const all = results.map((result) => result.rows[i]);
    const best = all.reduce((a, b) => (judgedRate(b) > judgedRate(a) ? b : a));
    const sum = (key) => all.reduce((total, row) => total + row[key], 0);
    return {
      ...best,
      s5xx: sum("s5xx"),
      errors: sum("errors"),
      timeouts: sum("timeouts"),
      sample: { checked: all.reduce((n, row) => n + row.sample.checked, 0), ok: all.reduce((n, row) => n + row.sample.ok, 0) },
      roundRps: all.map((row) => row.successRps),
    };
  });
  return {
    rows,
    rounds,
    prepareSeconds: results.reduce((n, r) => n + r.prepareSeconds, 0),
    totalSeconds: results.reduce((n, r) => n + r.totalSeconds, 0),
  };
}

/**
 * A row's rate as its budget judges it: on the budgets' machine when measured beside the
 * yardstick (reference-render.mjs), else as measured.
 */
const judgedRate = (row) => row.budgetMachineRps ?? row.successRps;

/** How a row's rate reads in its budget line: as measured, and on the budgets' machine when calibrated. */
function rateWords(row) {
  const here = `${Math.round(row.successRps)}/s`;
  if (row.budgetMachineRps === undefined) return here;
  return `${Math.round(row.budgetMachineRps)}/s on the budgets' machine: ${here} here beside the yardstick's ${row.referenceMedianMs.toFixed(2)} ms`;
}

/** Budget lines for run-bench's report: [label, ok]. */
export function formPostBudgets(result) {
  return result.rows.map((row) => [
    `form post ${row.name}: ≥ ${FORM_POSTS_BUDGET.rps}/s successful (${rateWords(row)}), zero 5xx (${row.s5xx}), ` +
      `no errors (${row.errors + row.timeouts}), sample took effect (${row.sample.ok}/${row.sample.checked})`,
    judgedRate(row) >= FORM_POSTS_BUDGET.rps &&
      row.s5xx === 0 &&
      row.errors + row.timeouts === 0 &&
      row.sample.checked > 0 &&
      row.sample.ok === row.sample.checked,
  ]);
}

/** The figures as table rows for printTable. */
export function formPostTable(result) {
  const ms = (n) => `${Number(n).toFixed(n < 10 ? 1 : 0)} ms`;
  return {
    header: ["form post", "req/s", "successful/s", "p50", "p99", "CPU/req", "statuses", "errors", "sample ok", "successful/s by round"],
    rows: result.rows.map((row) => [
      row.name + (row.ranOutOfPool ? ` (pool used up after ${row.seconds.toFixed(1)} s)` : ""),
      Math.round(row.rps),
      Math.round(row.successRps),
      ms(row.p50),
      ms(row.p99),
      `${(row.cpuPerRequestUs / 1000).toFixed(2)} ms`,
      JSON.stringify(row.statusCodes),
      row.errors + row.timeouts,
      `${row.sample.ok}/${row.sample.checked}`,
      row.roundRps ? row.roundRps.map((rps) => Math.round(rps)).join(", ") : "",
    ]),
  };
}

// ---------------------------------------------------------------------------------------------
// Chart posts: POST /kundli under load, every request a birth nobody posted before.

/** The budget: at least 60 charts a second at 50 connections, zero 5xx. */
export const CHART_POSTS_BUDGET = { rps: 60, connections: 50 };

/**
 * Chart posts at `connections` for `seconds` (after a warm-up), `rounds` times (BENCH_FORM_ROUNDS,
 * default 3), each round's births new: the figures of the round with the most charts a second, the
 * 5xx, errors and samples summed over all, as measureFormPostRounds takes them. A success is a 200;
 * afterwards SAMPLE births of the run are posted once more and their answer must be the chart,
 * headed with the birth's name. `onRound(round, "start" | "end")` is called around each measured
 * run (the bench reads the server's memory through them).
 * Returns { rows: [row], rounds }, a row as measureFormPosts's.
 */
export async function measureChartPosts(server, options = {}) {
  const seconds = options.seconds ?? 10;
  const connections = options.connections ?? CHART_POSTS_BUDGET.connections;
  const warmupSeconds = options.warmupSeconds ?? Math.min(2, seconds);
  const rounds = options.rounds ?? (Number(process.env.BENCH_FORM_ROUNDS) || 3);
  const log = options.log ?? ((text) => process.stdout.write(text));
  let next = crypto.randomInt(0, 10_000) * 100_000;
  // The index of places is read on the form's first showing, as a visitor's first visit reads it;
  // one chart first, which waits for it, so that the load starts on a server with the index built.
  await fetch(`${server.origin}/kundli`).then((response) => response.arrayBuffer());
  await postChart(server, next++);
  const request = chartRequest(server, () => next++);
  log(`  chart posts (POST /kundli):`);
  await run(server, request, { connections, seconds: warmupSeconds });
  const all = [];
  for (let round = 0; round < rounds; round++) {
    const first = next;
    await options.onRound?.(round, "start");
    const before = options.reference ? await referenceMedian(options.reference) : null;
    const row = await measured(server, "chart (POST /kundli)", request, { connections, seconds });
    if (options.reference) Object.assign(row, calibratedRate(row.successRps, (before + (await referenceMedian(options.reference))) / 2));
    await options.onRound?.(round, "end");
    const posted = Array.from({ length: next - first }, (_, i) => first + i);
    row.sample = await checkSample(posted, async (n) => {
      const answer = await postChart(server, n);
      return answer.status === 200 && answer.text.includes(birthAt(n).name) && answer.text.includes('id="kundli-north"');
    });
    all.push(row);
    log(` ${Math.round(row.successRps)}/s`);
  }
  log("\n");
  const best = all.reduce((a, b) => (judgedRate(b) > judgedRate(a) ? b : a));
  const sum = (key) => all.reduce((total, row) => total + row[key], 0);
  return {
    rounds,
    rows: [
      {
        ...best,
        s5xx: sum("s5xx"),
        errors: sum("errors"),
        timeouts: sum("timeouts"),
        sample: { checked: all.reduce((n, row) => n + row.sample.checked, 0), ok: all.reduce((n, row) => n + row.sample.ok, 0) },
        roundRps: all.map((row) => row.successRps),
      },
    ],
  };
}

/** Budget lines for run-bench's report: [label, ok]. */
export function chartPostBudgets(result) {
  return result.rows.map((row) => [
    `${row.name} at ${CHART_POSTS_BUDGET.connections} connections: ≥ ${CHART_POSTS_BUDGET.rps}/s (${rateWords(row)}), ` +
      `zero 5xx (${row.s5xx}), no errors (${row.errors + row.timeouts}), the answer is the chart (${row.sample.ok}/${row.sample.checked})`,
    judgedRate(row) >= CHART_POSTS_BUDGET.rps &&
      row.s5xx === 0 &&
      row.errors + row.timeouts === 0 &&
      row.sample.checked > 0 &&
      row.sample.ok === row.sample.checked,
  ]);
}

/** The visitor's address of the nth chart post: each birth a visitor of its own, as in the load. */
const chartVisitor = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

async function postChart(server, n) {
  const response = await fetch(`${server.origin}/kundli`, {
    method: "POST",
    headers: { "content-type": FORM, origin: server.origin, "x-forwarded-for": chartVisitor(n) },
    body: chartBodyAt(n),
  });
  return { status: response.status, text: await response.text() };
}

function chartRequest(server, nextBirth) {
  return {
    method: "POST",
    path: "/kundli",
    headers: formHeaders(server),
    setupRequest(request) {
      const n = nextBirth();
      request.body = chartBodyAt(n);
      request.headers = { ...request.headers, "x-forwarded-for": chartVisitor(n) };
      return request;
    },
    onResponse: (status) => status === 200,
  };
}

// ---------------------------------------------------------------------------------------------
// The four requests: each builds its body per request and keeps what the answer hands on.

function signupRequest(server, mobiles, into) {
  return {
    method: "POST",
    path: "/signup",
    headers: formHeaders(server),
    setupRequest(request, context) {
      context.mobile = mobiles.next();
      request.body = `dialCode=%2B91&mobile=${context.mobile}`;
      return request;
    },
    onResponse(status, _body, context, headers) {
      const cookie = sessionCookie(headers);
      const ok = status === 302 && header(headers, "location") === "/otp-verifications" && cookie;
      if (ok) into.push({ mobile: context.mobile, cookie });
      return ok;
    },
  };
}

function verifyRequest(server, into) {
  return {
    method: "POST",
    path: "/otp-verifications",
    setupRequest(request, context) {
      const { code, cookie } = context.item;
      request.headers = { ...formHeaders(server), cookie };
      request.body = `intent=verify&d1=${code[0]}&d2=${code[1]}&d3=${code[2]}&d4=${code[3]}`;
      return request;
    },
    onResponse(status, _body, context, headers) {
      const cookie = sessionCookie(headers);
      const ok = status === 302 && header(headers, "location") === "/who-are-you" && cookie;
      if (ok) into.push({ mobile: context.item.mobile, cookie });
      return ok;
    },
  };
}

function whoAreYouRequest(server, into) {
  return {
    method: "POST",
    path: "/who-are-you",
    setupRequest(request, context) {
      request.headers = { ...formHeaders(server), cookie: context.item.cookie };
      request.body = "role=user";
      return request;
    },
    onResponse(status, _body, context, headers) {
      const ok = status === 302 && header(headers, "location") === "/user-registration";
      if (ok) into.push({ mobile: context.item.mobile, cookie: sessionCookie(headers) ?? context.item.cookie });
      return ok;
    },
  };
}

function registrationRequest(server, place, into) {
  return {
    method: "POST",
    path: "/user-registration",
    setupRequest(request, context) {
      const item = context.item;
      item.name = `Bench ${item.mobile.slice(-6)}`;
      request.headers = { ...formHeaders(server), cookie: item.cookie };
      request.body = new URLSearchParams({
        fullName: item.name,
        gender: "F",
        countryId: place.countryId,
        stateId: place.stateId,
        cityId: place.cityId,
        pinCode: "560001",
        dob: "1990-01-01",
        timeOfBirth: "10:30",
        location: "Bengaluru",
        consent: "on",
        email: `b${item.mobile}@example.in`,
        mobile: item.mobile,
      }).toString();
      return request;
    },
    onResponse(status, _body, context, headers) {
      const cookie = sessionCookie(headers);
      const ok = status === 302 && header(headers, "location") === "/" && cookie;
      if (ok) into.push({ ...context.item, cookie, saved: new Set(), sent: new Set() });
      return ok;
    },
  };
}

/** Multipart, as the profile form is (it carries a photo input, left empty here as a browser sends it). */
function profileRequest(server, place, customers) {
  let turn = 0;
  return {
    method: "POST",
    path: "/profile",
    setupRequest(request, context) {
      const item = customers[turn++ % customers.length];
      context.item = item;
      context.pin = String(400_000 + crypto.randomInt(0, 100_000));
      item.sent.add(context.pin);
      const boundary = `----benchform${crypto.randomBytes(8).toString("hex")}`;
      const fields = {
        name: `${item.name} ${context.pin.slice(-2)}`,
        gender: "female",
        dob: "1990-01-01",
        timeOfBirth: "10:30",
        birthPlace: "Mysuru",
        countryId: place.countryId,
        stateId: place.stateId,
        cityId: place.cityId,
        pinCode: context.pin,
        email: `b${item.mobile}@example.in`,
        mobile: item.mobile,
      };
      let body = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n`;
      for (const [name, value] of Object.entries(fields)) {
        body += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
      }
      body += `--${boundary}--\r\n`;
      request.headers = {
        ...formHeaders(server),
        "content-type": `multipart/form-data; boundary=${boundary}`,
        cookie: item.cookie,
      };
      request.body = body;
      return request;
    },
    onResponse(status, _body, context, headers) {
      const ok = status === 302 && header(headers, "location") === "/profile";
      if (ok) context.item.saved.add(context.pin);
      return ok;
    },
  };
}

/** A request that takes its item from the pool, one per request (a pending code is used once). */
function consuming(pool, request) {
  const setup = request.setupRequest;
  return {
    ...request,
    setupRequest(req, context) {
      // autocannon builds exactly `amount` requests, so the pool is never asked for more than it has.
      context.item = pool.pop();
      return setup(req, context);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Running the loads

/**
 * A measured run: `seconds` long, or shorter when its pool (`amount`) runs out first, with the
 * server's CPU time per answer (from /proc). Successes are the answers `onResponse` accepts.
 */
async function measured(server, name, request, { connections, seconds, amount }) {
  const before = cpuSeconds(server.child?.pid);
  const { result, successes } = await run(server, request, { connections, seconds, amount });
  const cpu = cpuSeconds(server.child?.pid) - before;
  const elapsed = result.duration;
  return {
    name,
    seconds: elapsed,
    total: result.requests.total,
    rps: result.requests.total / elapsed,
    successes,
    successRps: successes / elapsed,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count])),
    s5xx: result["5xx"],
    errors: result.errors,
    timeouts: result.timeouts,
    cpuPerRequestUs: (cpu / Math.max(1, result.requests.total)) * 1e6,
    ranOutOfPool: amount !== undefined && elapsed < seconds - 0.5,
    sample: { checked: 0, ok: 0 },
  };
}

/** One autocannon run; with `amount` it stops at `seconds` all the same (if given). */
function run(server, request, { connections, seconds, amount }) {
  let successes = 0;
  const onResponse = request.onResponse;
  const counted = {
    ...request,
    onResponse(...args) {
      if (onResponse(...args)) successes++;
    },
  };
  if (amount !== undefined && amount < connections) connections = Math.max(1, amount);
  if (amount === 0) return Promise.resolve({ result: emptyResult(), successes: 0 });
  return new Promise((resolve, reject) => {
    let timer;
    const instance = autocannon(
      {
        url: server.origin,
        connections,
        ...(amount !== undefined ? { amount } : { duration: seconds }),
        timeout: 10,
        requests: [counted],
      },
      (error, result) => {
        clearTimeout(timer);
        if (error) reject(error);
        else resolve({ result, successes });
      },
    );
    instance.on("error", reject);
    if (amount !== undefined && seconds) timer = setTimeout(() => instance.stop(), seconds * 1000);
  });
}

function emptyResult() {
  return { duration: 1, requests: { total: 0 }, latency: { p50: 0, p99: 0 }, statusCodeStats: {}, "5xx": 0, errors: 0, timeouts: 0 };
}

/** More OTP sends (not measured) until the verify run has `size` sessions to use. */
async function topUp(server, send, pending, size, connections) {
  const missing = size - pending.length;
  if (missing > 0) await run(server, send, { connections, amount: missing });
}

// ---------------------------------------------------------------------------------------------
// Helpers

/** Ten-digit Indian mobile numbers never used before on this server (a random block of 6…). */
function freshMobiles() {
  let next = crypto.randomInt(0, 900_000_000);
  return { next: () => `6${String(next++).padStart(9, "0")}` };
}

/** Each pending session's code: the newest OTP SMS to its number in the outbox. */
/**
 * Each pending session's code, from the outbox file. The outbox worker writes the messages just
 * after the commits that queued them, so this waits (15 s at most) until every one is there.
 */
async function attachCodes(server, pending) {
  const file = path.join(server.dataDir, "outbox.jsonl");
  const deadline = Date.now() + 15_000;
  for (;;) {
    const codes = new Map();
    const text = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
    for (const line of text.split("\n")) {
      if (!line.includes('"sms"')) continue;
      const message = parsed(line);
      const code = message && /\b\d{4}\b/.exec(message.text)?.[0];
      if (code) codes.set(message.to, code);
    }
    for (const item of pending) item.code = codes.get(`+91${item.mobile}`);
    if (pending.every((item) => item.code) || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A line of the outbox file, or null for the last one while it is still being written. */
function parsed(line) {
  try {
    return JSON.parse(line);
  } catch {
    return null;
  }
}

async function birthPlace(origin) {
  const states = await (await fetch(`${origin}/api/states/101`)).json();
  const cities = await (await fetch(`${origin}/api/cities/${states[0].state_id}?countryId=101`)).json();
  return { countryId: "101", stateId: String(states[0].state_id), cityId: String(cities[0].city_id) };
}

function formHeaders(server) {
  return { "content-type": FORM, origin: server.origin, accept: "text/html", "accept-encoding": "gzip, deflate, br" };
}

function header(headers, name) {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

/** The session cookie an answer sets ("name=value"), if any. */
function sessionCookie(headers) {
  const raw = header(headers, "set-cookie");
  const lines = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const line = lines.find((l) => /^(__session|__Host-session)=[^;]/.test(l));
  return line?.split(";")[0];
}

async function get(server, pathname, cookie) {
  const response = await fetch(server.origin + pathname, { headers: { cookie }, redirect: "manual" });
  return { status: response.status, text: await response.text() };
}

/** Checks up to SAMPLE items spread over the list. */
async function checkSample(items, check) {
  const step = Math.max(1, Math.floor(items.length / SAMPLE));
  let checked = 0;
  let ok = 0;
  for (let i = 0; i < items.length && checked < SAMPLE; i += step) {
    checked++;
    if (await check(items[i])) ok++;
  }
  return { checked, ok };
}

function cpuSeconds(pid) {
  if (!pid) return NaN;
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
