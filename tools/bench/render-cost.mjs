// The cost of one uncached render: for each page, sequential requests at one connection that
// the page cache cannot answer, with the wall time each took and the server's CPU time per
// request read from /proc/<pid>/task/*/schedstat before and after it. The server measured is
// started with PAGE_CACHE_MB=0 (NO_PAGE_CACHE): the page cache keys a copy by the query
// parameters its page reads alone, so a made-up query string would be answered from memory.
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

import { chartBodyAt, milanBodyAt } from "./births.mjs";
import { ADMIN_PAGES, FORM_PAGES } from "./pages.mjs";
import { cpuNanoseconds, cpuTicks, serverAsleep } from "./process-cpu.mjs";
import { calibrated } from "./reference-render.mjs";

/**
 * Budgets: median CPU time of an uncached render, per page, at one connection. A reading page's
 * miss is rendered once and then served from the page cache; a form or admin page is rendered for
 * every request, so one core should serve 100 of them a second.
 */
export const RENDER_BUDGET_MS = 12;
export const FORM_RENDER_BUDGET_MS = 10;

const ACCEPT_ENCODING = "gzip, deflate, br";

/**
 * The environment of a server whose page cache keeps nothing: each reading page is rendered,
 * kept and compressed for every request, as on a cache miss.
 */
export const NO_PAGE_CACHE = { PAGE_CACHE_MB: "0" };

/**
 * Configuration, never code: the render cost is measured one request after another from one
 * address, which the costly-work gate (edge/costly-work.ts) would rightly slow to a chart every
 * few seconds; its turns are raised so that every chart and kept chart is measured.
 */
export const RENDER_COST_ENV = { COSTLY_WORK_BURST: "1000000", COSTLY_WORK_PER_MINUTE: "100000000" };

/**
 * The pages the budget covers, as `measureRenderCost` takes them: the reading pages as cache
 * misses (on a server with NO_PAGE_CACHE), then the form pages (pages.mjs), each with its session.
 */
export function renderCostPages(readingPaths) {
  const forms = [...FORM_PAGES, ...ADMIN_PAGES.filter((admin) => !FORM_PAGES.some((page) => page.path === admin.path))];
  return [
    ...readingPaths.map((p) => ({
      label: `${p} (cache miss)`,
      path: p,
      ...(DAY_PERIODS_PAGE.test(p) ? { budgetMs: DAY_PERIODS_RENDER_BUDGET_MS } : {}),
    })),
    PANCHANG_UNASKED,
    CHOGHADIYA_UNASKED,
    ...KUNDLI_POSTS,
    ...KEPT_CHART_PAGES,
    ...forms.map((page) => ({ ...page, budgetMs: FORM_RENDER_BUDGET_MS })),
  ];
}

/**
 * Budget: median CPU time of one chart, and of one match, as the answer to its form's post: the
 * sky of the birth (or of both) computed and the page rendered, for a birth nobody posted before.
 */
export const KUNDLI_POST_BUDGET_MS = 20;

/** The kundli and milan posts of both editions, each request a new birth (births.mjs). */
export const KUNDLI_POSTS = [
  { label: "POST /kundli (a chart)", path: "/kundli", bodyAt: chartBodyAt },
  { label: "POST /hi/kundli (a chart)", path: "/hi/kundli", bodyAt: chartBodyAt },
  { label: "POST /kundli-milan (a match)", path: "/kundli-milan", bodyAt: milanBodyAt },
  { label: "POST /hi/kundli-milan (a match)", path: "/hi/kundli-milan", bodyAt: milanBodyAt },
].map((page) => ({ ...page, budgetMs: KUNDLI_POST_BUDGET_MS }));

/** Budget: a divisional chart other than the navamsa, in the other style, costs at most this much more than the chart. */
export const VARGA_SECTION_BUDGET_MS = 2;

const VARGA_POST = {
  label: "POST /kundli (a chart, D10 in the South Indian style)",
  path: "/kundli",
  bodyAt: (n) => `${chartBodyAt(n)}&varga=10&style=south`,
  budgetMs: KUNDLI_POST_BUDGET_MS,
};

/**
 * "My kundlis" as a signed-in customer opens it: the list within the signed-in form pages'
 * budget, a kept chart within a chart's (its path is the bench customer's first kept chart,
 * kept by renderCostCookies).
 */
const KEPT_CHART_PAGES = [
  VARGA_POST,
  { label: "/my-kundlis (a customer's kept charts)", path: "/my-kundlis", as: "customer", budgetMs: FORM_RENDER_BUDGET_MS },
  { label: "/hi/my-kundlis (a customer's kept charts)", path: "/hi/my-kundlis", as: "customer", budgetMs: FORM_RENDER_BUDGET_MS },
  {
    label: "/my-kundlis/{id} (a kept chart)",
    path: "/my-kundlis/{id}",
    as: "customer",
    pathOf: (cookies) => cookies.keptChart,
    budgetMs: KUNDLI_POST_BUDGET_MS,
  },
];

/** The divisional chart's cost beside the chart's: D10 South against the default D9 North, both posted alike. */
export function vargaSectionBudget(results) {
  const chart = results.find((r) => r.label === KUNDLI_POSTS[0].label);
  const varga = results.find((r) => r.label === VARGA_POST.label);
  if (!chart || !varga) return [];
  const ms = (r) => r.budgetMachineMs ?? r.cpuMedianMs;
  const more = ms(varga) - ms(chart);
  return [
    [
      `a divisional chart of choice costs at most ${VARGA_SECTION_BUDGET_MS} ms more than the chart (${more.toFixed(2)} ms: ${ms(varga).toFixed(2)} against ${ms(chart).toFixed(2)} ms${chart.budgetMachineMs === undefined ? "" : " on the budgets' machine"})`,
      more <= VARGA_SECTION_BUDGET_MS,
    ],
  ];
}

/** Budget: median CPU time of a panchang page for a city and day nobody asked for yet. */
export const PANCHANG_RENDER_BUDGET_MS = 15;

const PANCHANG_CITIES = ["varanasi", "new-delhi", "mumbai", "chennai", "kolkata", "bengaluru", "ujjain", "jaipur"];

/**
 * A panchang page whose day is computed for the request: each request asks for a city-date no
 * request asked for before (the server keeps every computed day), from 1 January 1951 on.
 */
const PANCHANG_UNASKED = {
  label: "/panchang/{city}/{date} (a day nobody asked for)",
  path: "/panchang/varanasi/1951-01-01",
  budgetMs: PANCHANG_RENDER_BUDGET_MS,
  pathAt: (n) => {
    const date = new Date(Date.UTC(1951, 0, 1) + Math.floor(n / PANCHANG_CITIES.length) * 86_400_000).toISOString().slice(0, 10);
    return `/panchang/${PANCHANG_CITIES[n % PANCHANG_CITIES.length]}/${date}`;
  },
};

/**
 * Budget: median CPU time of a choghadiya or hora page as a cache miss, and of a choghadiya page
 * for a city and day nobody asked for yet (its sunrise, sunset and next sunrise computed for the
 * request): two tables of a day's times are a small page, made from three sun searches.
 */
export const DAY_PERIODS_RENDER_BUDGET_MS = 8;

const DAY_PERIODS_PAGE = /^(\/hi)?\/(choghadiya|hora)\//;

/** A choghadiya page whose day is computed for the request, as PANCHANG_UNASKED's, from 1 January 1961 on. */
const CHOGHADIYA_UNASKED = {
  label: "/choghadiya/{city}/{date} (a day nobody asked for)",
  path: "/choghadiya/varanasi/1961-01-01",
  budgetMs: DAY_PERIODS_RENDER_BUDGET_MS,
  pathAt: (n) => {
    const date = new Date(Date.UTC(1961, 0, 1) + Math.floor(n / PANCHANG_CITIES.length) * 86_400_000).toISOString().slice(0, 10);
    return `/choghadiya/${PANCHANG_CITIES[n % PANCHANG_CITIES.length]}/${date}`;
  },
};

/**
 * Measures each page on `server` ({ child: ChildProcess, origin }).
 * `pages`: [{ label, path, pathAt?: (n) => the nth request's path, bodyAt?: (n) => the nth request's form body
 * (the page is then posted, as a browser posts its form), as?: "customer" | "verifiedPhone" | "admin" }].
 * `cookies`: { customer, verifiedPhone, astrologerPhone, admin } Cookie headers for the pages that need them.
 * Returns [{ label, path, requests, rounds, roundMediansMs, wallMedianMs, wallP90Ms, cpuMedianMs, cpuP90Ms, cpuMeanMs, status, bytes }].
 *
 * A request's CPU time is the server's run time across all its threads (the main thread, zlib's
 * and the garbage collector's helpers) from /proc/<pid>/task/<tid>/schedstat, in nanoseconds;
 * the mean is cross-checked against /proc/<pid>/stat's user + system ticks over the whole run.
 *
 * `rounds` (BENCH_RENDER_ROUNDS, default 3): every page is measured that many times, in turns
 * with the other pages, and each page's figures are those of its round with the lowest median.
 * This machine is shared: what else runs on it only ever adds to a request's CPU time (cache
 * misses, other cores' work on the same memory), so the best round is the closest to the cost
 * of the code, as the scale comparison's best-of-rounds is (decision 017).
 * Every round's median is returned too, and printed.
 *
 * `reference` (reference-render.mjs's startReference): the yardstick is rendered after every
 * REFERENCE_EVERY requests, so that the page's median and the yardstick's are taken under the same conditions;
 * each result then has `referenceMedianMs` and `budgetMachineMs` (its median on the machine the
 * budgets were set on), the best round is the one with the lowest of those, and the budget is
 * judged on it (decision 127).
 */
export async function measureRenderCost(
  server,
  pages,
  cookies = {},
  { requests = 200, warmup = 30, rounds = Number(process.env.BENCH_RENDER_ROUNDS) || 3, reference = null } = {},
) {
  let n = 0;
  const getter = (page) => {
    const cookie = page.as ? cookies[page.as] : undefined;
    if (page.as && !cookie) throw new Error(`no ${page.as} cookie for ${page.path}`);
    return async () => {
      const at = n++;
      const url = server.origin + (page.pathOf ? page.pathOf(cookies) : page.pathAt ? page.pathAt(at) : page.path);
      return fetchPage(url, cookie, page.bodyAt ? { body: page.bodyAt(at), origin: server.origin } : undefined);
    };
  };
  // Every page is warmed before any is measured: the render code the pages share is compiled
  // by the JIT once, so the first page measured is not charged for it (a server in service is warm).
  for (const page of pages) {
    const get = getter(page);
    for (let i = 0; i < warmup; i++) await get();
  }
  const best = new Map();
  const roundMedians = new Map(pages.map((page) => [page, []]));
  const judged = (result) => result.budgetMachineMs ?? result.cpuMedianMs;
  for (let round = 0; round < rounds; round++) {
    if (round > 0 && pages.some((page) => STEP_SESSIONS.includes(page.as))) cookies = { ...cookies, ...(await stepCookies(server)) };
    for (const page of pages) {
      const result = await measurePage(server, page, getter(page), requests, reference);
      roundMedians.get(page).push(judged(result));
      const held = best.get(page);
      if (!held || judged(result) < judged(held)) best.set(page, result);
    }
  }
  return pages.map((page) => ({
    ...best.get(page),
    rounds,
    roundMediansMs: roundMedians.get(page),
    budgetMs: page.budgetMs ?? RENDER_BUDGET_MS,
  }));
}

/** The sessions stepCookies makes. */
const STEP_SESSIONS = ["otpPending", "verifiedPhone", "astrologerPhone"];

/** Requests per yardstick render while a page is measured. */
const REFERENCE_EVERY = 5;

/** One round of one page: `requests` sequential requests after ten more to settle, a yardstick render after every few. */
async function measurePage(server, page, get, requests, reference) {
  for (let i = 0; i < 10; i++) await get();
  const walls = [];
  const cpus = [];
  const references = [];
  let status = 0;
  let bytes = 0;
  const ticksBefore = cpuTicks(server.child.pid);
  for (let i = 0; i < requests; i++) {
    const cpuBefore = cpuNanoseconds(server.child.pid);
    const started = process.hrtime.bigint();
    const answer = await get();
    walls.push(Number(process.hrtime.bigint() - started) / 1e6);
    // Work the answer left behind (the capture for the page cache runs just after it is sent,
    // the request's log line after that) is the request's too: wait until the server sleeps.
    await serverAsleep(server.child.pid);
    cpus.push(Number(cpuNanoseconds(server.child.pid) - cpuBefore) / 1e6);
    status = answer.status;
    bytes = answer.bytes;
    if (answer.status !== 200) throw new Error(`${page.path} answered ${answer.status} while measuring its render cost`);
    // The yardstick after every few requests: often enough to sample the same conditions, rarely
    // enough that the request after it (its caches taken by the yardstick) is not the median's.
    if (reference && i % REFERENCE_EVERY === REFERENCE_EVERY - 1) references.push(await reference.render());
  }
  const ticksMeanMs = ((cpuTicks(server.child.pid) - ticksBefore) * 10) / requests;
  return {
    label: page.label,
    path: page.path,
    requests: walls.length,
    wallMedianMs: quantile(walls, 0.5),
    wallP90Ms: quantile(walls, 0.9),
    cpuMedianMs: quantile(cpus, 0.5),
    ...(reference ? calibrated(quantile(cpus, 0.5), quantile(references, 0.5)) : {}),
    cpuP90Ms: quantile(cpus, 0.9),
    cpuMeanMs: cpus.reduce((a, b) => a + b, 0) / cpus.length,
    ticksMeanMs,
    status,
    bytes,
  };
}

/**
 * Rows for a table and the budget lines, one per page. Measured beside the yardstick, a page is
 * judged on its median as the budgets' machine would take it, and its line says both figures.
 */
export function renderCostReport(results) {
  const f = (n) => n.toFixed(2);
  const judged = (r) => r.budgetMachineMs ?? r.cpuMedianMs;
  const calibratedRun = results.some((r) => r.referenceMedianMs !== undefined);
  return {
    header: [
      "page (uncached, 1 connection)",
      "CPU median",
      ...(calibratedRun ? ["yardstick", "on the budgets' machine"] : []),
      "every round's median",
      "CPU p90",
      "CPU mean",
      "(/proc/stat)",
      "wall median",
      "wall p90",
      "HTML (compressed)",
    ],
    rows: results.map((r) => [
      r.label,
      `${f(r.cpuMedianMs)} ms`,
      ...(calibratedRun ? [`${f(r.referenceMedianMs)} ms`, `${f(r.budgetMachineMs)} ms`] : []),
      (r.roundMediansMs ?? [judged(r)]).map(f).join(" / "),
      `${f(r.cpuP90Ms)} ms`,
      `${f(r.cpuMeanMs)} ms`,
      `${f(r.ticksMeanMs)} ms`,
      `${f(r.wallMedianMs)} ms`,
      `${f(r.wallP90Ms)} ms`,
      `${(r.bytes / 1024).toFixed(1)} KB`,
    ]),
    budgets: [
      ...results.map((r) => [
        r.referenceMedianMs === undefined
          ? `uncached render ${r.label}: median ≤ ${r.budgetMs} ms of CPU (${f(r.cpuMedianMs)} ms, best of ${r.rounds ?? 1} rounds; wall ${f(r.wallMedianMs)} ms)`
          : `uncached render ${r.label}: median ≤ ${r.budgetMs} ms of CPU on the budgets' machine (${f(r.budgetMachineMs)} ms there: ${f(r.cpuMedianMs)} ms here beside the yardstick's ${f(r.referenceMedianMs)} ms, ratio ${f(r.cpuMedianMs / r.referenceMedianMs)}; best of ${r.rounds ?? 1} rounds)`,
        judged(r) <= r.budgetMs,
      ]),
      ...vargaSectionBudget(results),
    ],
  };
}

/** The sessions the form, onboarding and admin pages need, made through the real forms. */
export async function renderCostCookies(server, admin) {
  const astrologer = await astrologerCookies(server);
  return {
    ...(await stepCookies(server)),
    astrologerBank: astrologer.bank,
    astrologerDocuments: astrologer.documents,
    ...(await customerWithKeptChart(server)),
    admin: admin ? await adminCookie(server, admin) : undefined,
  };
}

/**
 * The sessions of a step half done (a code sent, a number verified), which expire within 15
 * minutes (domain/session-policy.ts): made again before each round, as a run outlasts them.
 */
export async function stepCookies(server) {
  return {
    otpPending: await otpPendingCookie(server),
    verifiedPhone: await verifiedPhoneCookie(server),
    astrologerPhone: await verifiedPhoneCookie(server, "astrologer"),
  };
}

const newMobile = () => `8${String(crypto.randomInt(0, 1e9)).padStart(9, "0")}`;

/** Sign-up sent: a session waiting for its OTP at /otp-verifications. */
async function otpPendingCookie(server) {
  const jar = new Map();
  const sent = await post(server, "/signup", { dialCode: "+91", mobile: newMobile() }, jar);
  if (sent.headers.get("location") !== "/otp-verifications") throw new Error(`the sign-up for the bench answered ${sent.status}`);
  return cookieOf(jar);
}

/** A test Aadhaar number with its Verhoeff check digit (the bench's fixture, not a person's). */
const BENCH_AADHAAR = "523456789015";

/**
 * An applicant through the real forms: registered (a session for the bank details step), then with
 * bank details given (a session for the documents step). Each step answers with the next's address.
 */
async function astrologerCookies(server) {
  const jar = new Map();
  const mobile = newMobile();
  for (const [name, value] of (await verifiedPhoneCookie(server, "astrologer", mobile))
    .split("; ")
    .map((p) => [p.slice(0, p.indexOf("=")), p])) {
    jar.set(name, value);
  }
  const { stateId, cityId } = await firstStateAndCity(server);
  const registered = await post(
    server,
    "/astrologer-registration",
    {
      fullName: "Bench Applicant",
      mobile,
      age: "41",
      gender: "Female",
      address: "8 Temple Street",
      countryId: "101",
      stateId,
      cityId,
      pinCode: "411001",
      email: "bench-applicant@example.in",
      languages: "Marathi, Hindi",
      experience: "12",
      specialization: "vedic",
      consent: "on",
    },
    jar,
  );
  if (registered.headers.get("location") !== "/bank-details") throw new Error(`the astrologer registration answered ${registered.status}`);
  const bank = cookieOf(jar);
  const banked = await post(
    server,
    "/bank-details",
    {
      mobile,
      aadhaar: BENCH_AADHAAR,
      pan: "ABCDE1234F",
      accountHolderName: "Bench Applicant",
      accountNumber: "000123456789",
      accountNumberConfirm: "000123456789",
      ifsc: "SBIN0000001",
    },
    jar,
  );
  if (banked.headers.get("location") !== "/document") throw new Error(`the bank details answered ${banked.status}`);
  return { bank, documents: cookieOf(jar) };
}

async function firstStateAndCity(server) {
  const states = await (await fetch(`${server.origin}/api/states/101`)).json();
  const cities = await (await fetch(`${server.origin}/api/cities/${states[0].state_id}?countryId=101`)).json();
  return { stateId: String(states[0].state_id), cityId: String(cities[0].city_id) };
}

const NEXT_STEP = { user: "/user-registration", astrologer: "/astrologer-registration" };

/**
 * Sign-up, the OTP from the outbox, then "I am a user" (a session that may fill in
 * /user-registration) or "I am an astrologer" (one that may fill in /astrologer-registration).
 */
export async function verifiedPhoneCookie(server, role = "user", mobile = newMobile()) {
  const jar = new Map();
  await post(server, "/signup", { dialCode: "+91", mobile }, jar);
  const code = await otpFromOutbox(server.dataDir, `+91${mobile}`);
  await post(server, "/otp-verifications", { intent: "verify", d1: code[0], d2: code[1], d3: code[2], d4: code[3] }, jar);
  const chosen = await post(server, "/who-are-you", { role }, jar);
  if (chosen.headers.get("location") !== NEXT_STEP[role]) {
    throw new Error(`the verified-phone session was not sent to ${NEXT_STEP[role]} (${chosen.status} ${chosen.headers.get("location")})`);
  }
  return cookieOf(jar);
}

/**
 * The OTP of the latest SMS to this number in $DATA_DIR/outbox.jsonl. The outbox worker writes
 * it just after the commit that queued it, so this waits for it a while.
 */
export async function otpFromOutbox(dataDir, to, { timeoutMs = 15_000 } = {}) {
  const file = path.join(dataDir, "outbox.jsonl");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const sms = (fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim().split("\n") : [])
      .filter((line) => line.endsWith("}"))
      .map((line) => JSON.parse(line))
      .filter((m) => m.channel === "sms" && m.to === to)
      .at(-1);
    if (sms) return sms.text.match(/\b\d{4}\b/)[0];
    if (Date.now() > deadline) throw new Error(`no SMS to ${to} in ${file}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A registered customer's session, and the address of a chart they keep (kept as the kundli page's keep form keeps one). */
async function customerWithKeptChart(server) {
  const customer = await register(server, await verifiedPhoneCookie(server));
  const jar = new Map(customer.split("; ").map((pair) => [pair.slice(0, pair.indexOf("=")), pair]));
  const body = Object.fromEntries(new URLSearchParams(chartBodyAt(7)));
  const kept = await send(server, "POST", "/kundli", { ...body, subaction: "keep", chart_name: "Bench Chart", relation: "self" }, jar);
  const keptChart = kept.headers.get("location");
  if (kept.status !== 302 || !/^\/my-kundlis\/\d+$/.test(keptChart ?? ""))
    throw new Error(`keeping a chart for the bench answered ${kept.status}`);
  // The kept-chart flash is shown once, as a browser would.
  await send(server, "GET", keptChart, undefined, jar);
  return { customer: cookieOf(jar), keptChart };
}

async function register(server, cookie) {
  const jar = new Map(cookie.split("; ").map((pair) => [pair.slice(0, pair.indexOf("=")), pair]));
  const { stateId, cityId } = await firstStateAndCity(server);
  const registered = await post(
    server,
    "/user-registration",
    {
      fullName: "Render Bench",
      gender: "M",
      countryId: "101",
      stateId,
      cityId,
      pinCode: "560001",
      dob: "1990-01-01",
      timeOfBirth: "10:30",
      location: "Bengaluru",
      consent: "on",
      email: "render-bench@example.in",
    },
    jar,
  );
  if (registered.headers.get("location") !== "/") throw new Error(`registration for the bench answered ${registered.status}`);
  // The welcome flash is shown once, as a browser would, so that it is not in every measured page.
  await send(server, "GET", "/", undefined, jar);
  return cookieOf(jar);
}

/** The password at /admin/login, then the authenticator code at /admin/two-factor. */
export async function adminCookie(server, { email, password, totpSecret }) {
  const jar = new Map();
  const first = await post(server, "/admin/login", { email, password, next: "/admin" }, jar);
  if (first.headers.get("location") !== "/admin/two-factor") throw new Error(`admin sign-in answered ${first.status}`);
  const second = await post(server, "/admin/two-factor", { code: totpCode(totpSecret, Date.now()) }, jar);
  if (second.status !== 302) throw new Error(`the admin second factor answered ${second.status}`);
  return cookieOf(jar);
}

const post = (server, pathname, form, jar) => send(server, "POST", pathname, form, jar);

/** A request with the jar's cookies; what the answer sets or clears goes back into the jar. */
async function send(server, method, pathname, form, jar) {
  const headers = { Origin: server.origin, Cookie: cookieOf(jar) };
  if (form) headers["Content-Type"] = "application/x-www-form-urlencoded";
  const response = await fetch(server.origin + pathname, {
    method,
    headers,
    body: form ? new URLSearchParams(form) : undefined,
    redirect: "manual",
  });
  await response.arrayBuffer();
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(";")[0];
    const name = pair.slice(0, pair.indexOf("="));
    if (pair.endsWith("=") || /;\s*max-age=0\b/i.test(line)) jar.delete(name);
    else jar.set(name, pair);
  }
  return response;
}

const cookieOf = (jar) => [...jar.values()].join("; ");

/** RFC 6238 code (SHA-1, 6 digits, 30 s) for a base32 secret. */
function totpCode(secret, at) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const c of secret.replace(/=+$/, "").toUpperCase()) bits += alphabet.indexOf(c).toString(2).padStart(5, "0");
  const key = Buffer.from(bits.match(/.{8}/g).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = crypto.createHmac("sha1", key).update(counter).digest();
  const offset = mac[mac.length - 1] & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/**
 * One request as a browser sends it (compressed), read to its end; one keep-alive connection. A
 * GET, or with `post` ({ body, origin }) a form's post from a page of that origin.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function fetchPage(url, cookie, post) {
  return new Promise((resolve, reject) => {
    const headers = { "Accept-Encoding": ACCEPT_ENCODING, Accept: "text/html,*/*" };
    if (cookie) headers.Cookie = cookie;
    if (post) {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      headers["Content-Length"] = String(Buffer.byteLength(post.body));
      headers.Origin = post.origin;
    }
    const request = http.request(url, { agent, headers, method: post ? "POST" : "GET" }, (response) => {
      let bytes = 0;
      response.on("data", (chunk) => (bytes += chunk.length));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, bytes }));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(post?.body);
  });
}

function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
