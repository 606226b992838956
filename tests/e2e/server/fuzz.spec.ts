import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { expect, test } from "@playwright/test";

import { adminCookie, cookiesSetBy } from "../../support/admin-auth";
import { adminEnv, E2E_ADMIN, type RunningServer, startServer } from "../../support/server-process";

// Every route of app/routes, derived from the file names (a new route is fuzzed without
// touching this file), gets odd path parameters, odd query strings and odd methods; every
// route with an action gets malformed posts: wrong or missing content types, broken
// multipart, repeated fields, NUL bytes, CR/LF, non-ASCII text, huge numbers, over-long
// values and unknown intents. Each request runs once per identity (no cookie, a customer, an
// astrologer applicant, an administrator). Any 5xx, or a request that gets no answer, fails
// the test and is printed whole. The random parts come from a seeded generator (FUZZ_SEED
// picks another seed), so a failure replays.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const ROUTES_DIR = path.join(root, "app/routes");
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
/** Requests in flight at once: enough to finish fast, few enough for a shared 2-core machine. */
const CONCURRENCY = 6;

type Identity = { name: string; cookie: string };
type Probe = { method: string; target: string; headers?: Record<string, string>; body?: Buffer };
type Route = { file: string; id: string; pattern: string; params: string[]; hasAction: boolean; source: string };
type ScrapedForm = { action: string; multipart: boolean; fields: Array<[string, string]>; intents: string[] };

let server: RunningServer;

// ---------------------------------------------------------------------------------------------
// A seeded generator (mulberry32): the same seed gives the same requests.

function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)];
  const ALPHABET = [
    "a",
    "Z",
    "0",
    "9",
    " ",
    "-",
    "/",
    "%",
    "&",
    "=",
    "<",
    ">",
    '"',
    "'",
    "\0",
    "\r\n",
    "\t",
    "é",
    "क",
    "😀",
    "\u202e",
    "\uffff",
  ];
  const text = (max: number) => Array.from({ length: int(max) + 1 }, () => pick(ALPHABET)).join("");
  /** Up to `count` distinct items, in a stable random order. */
  const some = <T>(items: readonly T[], count: number): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(i + 1);
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, count);
  };
  return { int, pick, text, some };
}

// ---------------------------------------------------------------------------------------------
// Routes from file names (Remix v2 flat routes).

function discoverRoutes(): Route[] {
  return (
    fs
      .readdirSync(ROUTES_DIR, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(tsx?|jsx?)$/.test(file))
      .map((file) => {
        const id = `routes/${file.replace(/\.[jt]sx?$/, "")}`;
        // A "+" folder's name is the first part of each file's name (remix-flat-routes).
        const segments = file
          .replace(/\.[jt]sx?$/, "")
          .replace(/^([^/]+)\+\//, "$1.")
          .split(/\.(?![^[]*\])/)
          .filter((s) => s !== "_index" && !(s.startsWith("_") && s !== "_"))
          .map((s) =>
            s
              .replace(/\[(.*?)\]/g, "$1")
              .replace(/_$/, "")
              .replace(/^\((.*)\)$/, "$1"),
          );
        const params = segments.filter((s) => s.startsWith("$")).map((s) => (s === "$" ? "*" : s.slice(1)));
        const pattern = "/" + segments.map((s) => (s === "$" ? ":*" : s.startsWith("$") ? `:${s.slice(1)}` : s)).join("/");
        const source = fs.readFileSync(path.join(ROUTES_DIR, file), "utf8");
        const hasAction = /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/.test(source);
        return { file, id, pattern: pattern === "/" ? "/" : pattern.replace(/\/$/, ""), params, hasAction, source };
      })
      // Sign-out routes last, so the identities keep their sessions for every other request.
      .sort((a, b) => Number(/logout/.test(a.file)) - Number(/logout/.test(b.file)) || a.file.localeCompare(b.file))
  );
}

function fill(pattern: string, values: Record<string, string>): string {
  return pattern.replace(/:([\w*]+)/g, (_, name: string) => values[name] ?? "1");
}

// Path segments as they would appear in a request line (already percent-encoded where needed).
const ODD_SEGMENTS = [
  "99999999999999999999",
  "2147483648",
  "-1",
  "0",
  "1e309",
  "NaN",
  "0x1F",
  "1.5",
  "%00",
  "%0D%0ALocation:%20https://evil.example",
  "%E0%A4%95%E0%A5%81%E0%A4%82%E0%A4%AD",
  "%C3%A9t%C3%A9",
  "%FF%FE",
  "%",
  "%E0%A4%A",
  "..%2F..%2F..%2Fetc%2Fpasswd",
  "%2e%2e",
  "a".repeat(3000),
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "'%20OR%201=1--",
  "LEO",
  "constructor",
  "__proto__",
  "2026-02-30",
  "9999-12-31",
];

const ODD_QUERIES = [
  "page=1e309",
  "page=-1",
  "page=0",
  "page=99999999999999999999",
  "page=1&page=2",
  "page[]=1",
  "next=https://evil.example/",
  "next=//evil.example",
  "next=/%0D%0ASet-Cookie:%20x=1",
  "next=/%E2%82%AC%E0%A4%95",
  "next=/%00",
  "next=%FF",
  "tab=%00",
  "tab=%E0%A4%A",
  "countryId=99999999999999999999",
  "countryId=-1",
  "_data=routes/nothing-here",
  "_data=root",
  "index",
  "q=" + "x".repeat(4000),
  "%=%",
  "a=%E0%A4%A",
  "sort=%0D%0A&language=%00&rating=1e309&experience=-99999999999999999999",
  "date=9999-99-99",
  "intent=%00",
];

const ODD_METHODS = ["HEAD", "OPTIONS", "PUT", "PATCH", "DELETE", "TRACE", "PROPFIND"];

// ---------------------------------------------------------------------------------------------
// Raw HTTP: every byte of the request is ours, so malformed requests go out as written.

type Answer = { status: number; head: string; body: string };

function send(probe: Probe, cookie: string): Promise<Answer> {
  const { port, hostname } = new URL(server.baseURL);
  const headers: Record<string, string> = {
    Host: `${hostname}:${port}`,
    Connection: "close",
    ...(cookie ? { Cookie: cookie } : {}),
    ...probe.headers,
  };
  if (probe.body && !Object.keys(headers).some((h) => h.toLowerCase() === "content-length")) {
    headers["Content-Length"] = String(probe.body.length);
  }
  const head = `${probe.method} ${probe.target} HTTP/1.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join("")}\r\n`;
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname === "localhost" ? "127.0.0.1" : hostname);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error("no answer within 15 s"));
    }, 15_000);
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", (error) => {
      // A server that refuses a request may close before reading it all; what it said counts.
      if (chunks.length === 0) {
        clearTimeout(timer);
        reject(error);
      }
    });
    socket.on("close", () => {
      clearTimeout(timer);
      const raw = Buffer.concat(chunks).toString("latin1");
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(raw);
      if (!match) return reject(new Error(`no HTTP answer (${JSON.stringify(raw.slice(0, 80))})`));
      const end = raw.indexOf("\r\n\r\n");
      resolve({ status: Number(match[1]), head: raw.slice(0, end), body: Buffer.from(raw.slice(end + 4), "latin1").toString("utf8") });
    });
    socket.write(Buffer.concat([Buffer.from(head, "latin1"), probe.body ?? Buffer.alloc(0)]));
  });
}

function describe(identity: Identity, probe: Probe): string {
  const headers = Object.entries(probe.headers ?? {})
    .map(([k, v]) => `\n  ${k}: ${v}`)
    .join("");
  const body = probe.body ? `\n  body (${probe.body.length} bytes): ${JSON.stringify(probe.body.toString("latin1").slice(0, 300))}` : "";
  return `[${identity.name}] ${probe.method} ${probe.target.length > 200 ? probe.target.slice(0, 200) + "…" : probe.target}${headers}${body}`;
}

// ---------------------------------------------------------------------------------------------
// Form bodies.

const urlencoded = (fields: Array<[string, string]>) => Buffer.from(new URLSearchParams(fields).toString());

function multipart(fields: Array<[string, string]>, boundary: string, options: { close?: boolean; fileFor?: string } = {}): Buffer {
  const parts = fields.map(([name, value]) => {
    const file = options.fileFor === name ? `; filename="x.txt"\r\nContent-Type: text/plain` : "";
    return `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file}\r\n\r\n${value}\r\n`;
  });
  return Buffer.from(parts.join("") + (options.close === false ? "" : `--${boundary}--\r\n`));
}

const FORM = "application/x-www-form-urlencoded";

/** The malformed and odd posts for one form of a route. */
function postVariants(form: ScrapedForm, routeId: string, rnd: ReturnType<typeof generator>): Probe[] {
  const target = form.action;
  const base = form.fields.length > 0 ? form.fields : [["x", "1"] as [string, string]];
  const textNames = base.map(([name]) => name).filter((name) => name !== "intent");
  const withIntent = (intent: string, fields = base) => [...fields.filter(([n]) => n !== "intent"), ["intent", intent] as [string, string]];
  const mapped = (f: (value: string, name: string) => string) =>
    base.map(([n, v]) => [n, n === "intent" ? v : f(v, n)] as [string, string]);
  const post = (body: Buffer, contentType?: string, method = "POST", to = target): Probe => ({
    method,
    target: to,
    headers: { Origin: server.baseURL, ...(contentType ? { "Content-Type": contentType } : {}) },
    body,
  });
  const share = Math.max(100, Math.floor(60_000 / Math.max(1, textNames.length)));
  const good = multipart(base, "fuzzBoundary7MA4YWxkTrZu0gW");

  const probes: Probe[] = [
    post(urlencoded(base)),
    post(Buffer.from(base.map(([n, v]) => `${n}=${v}`).join("\r\n")), "text/plain"),
    post(Buffer.from(JSON.stringify(Object.fromEntries(base))), "application/json"),
    post(Buffer.from("not json"), "application/json"),
    post(good, "multipart/form-data"),
    post(good, "multipart/form-data; boundary=somethingElse"),
    post(good, 'multipart/form-data; boundary="unterminated'),
    post(good.subarray(0, Math.floor(good.length * 0.6)), "multipart/form-data; boundary=fuzzBoundary7MA4YWxkTrZu0gW"),
    post(multipart(base, "fuzzBoundary7MA4YWxkTrZu0gW", { close: false }), "multipart/form-data; boundary=fuzzBoundary7MA4YWxkTrZu0gW"),
    post(Buffer.from("--b\r\nContent-Disposition: form-data\r\n\r\nx\r\n--b--\r\n"), "multipart/form-data; boundary=b"),
    post(Buffer.from("--b\r\n\r\n\r\n--b--\r\n"), "multipart/form-data; boundary=b"),
    post(good, "multipart/form-data; boundary=fuzzBoundary7MA4YWxkTrZu0gW"),
    post(multipart(base, "fb", { fileFor: textNames[0] }), "multipart/form-data; boundary=fb"),
    post(urlencoded(base), form.multipart ? FORM : "multipart/form-data; boundary=x"),
    post(Buffer.from("a=%E0%A4%A&%=%&b=%FF%FE&" + base.map(([n]) => `${n}=%`).join("&")), FORM),
    post(
      urlencoded(
        base.flatMap(
          ([n, v]) =>
            [
              [n, v],
              [n, rnd.text(12)],
            ] as Array<[string, string]>,
        ),
      ),
      FORM,
    ),
    post(urlencoded(mapped((v) => `${v}\0`)), FORM),
    post(urlencoded(mapped(() => "\r\nX-Injected: 1\r\n\r\n<h1>")), FORM),
    post(urlencoded(mapped(() => "नमस्ते 😀 é\u202e")), FORM),
    post(urlencoded(mapped(() => "99999999999999999999")), FORM),
    post(urlencoded(mapped(() => "-1e309")), FORM),
    post(urlencoded(mapped(() => "x".repeat(share))), FORM),
    post(Buffer.alloc(70 * 1024, "a"), FORM),
    post(urlencoded(withIntent("__no-such-intent__")), FORM),
    post(urlencoded(withIntent("")), FORM),
    post(Buffer.alloc(0), FORM),
    post(Buffer.alloc(0)),
    post(urlencoded(base), `${FORM}; charset=utf-16`),
    post(urlencoded(base), "foo/bar; ;; =="),
    post(urlencoded(base), FORM, "POST", `${target}${target.includes("?") ? "&" : "?"}_data=${encodeURIComponent(routeId)}`),
    post(urlencoded(base), FORM, "POST", `${target}${target.includes("?") ? "&" : "?"}index`),
    ...["PUT", "PATCH", "DELETE"].map((method) => post(urlencoded(base), FORM, method)),
  ];
  // Each intent the form offers, with random values in every other field.
  for (const intent of form.intents.length > 0 ? form.intents : [""]) {
    probes.push(
      post(
        urlencoded(
          withIntent(
            intent,
            mapped(() => rnd.text(40)),
          ),
        ),
        FORM,
      ),
    );
    probes.push(
      post(
        multipart(
          withIntent(
            intent,
            mapped(() => rnd.text(40)),
          ),
          "rb",
        ),
        "multipart/form-data; boundary=rb",
      ),
    );
  }
  return probes;
}

// ---------------------------------------------------------------------------------------------
// What a page's forms post: scraped from its HTML, plus the names its source mentions.

const decodeEntities = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) attrs[m[1].toLowerCase()] = decodeEntities(m[2] ?? "");
  return attrs;
}

function scrapeForms(html: string, pagePath: string): ScrapedForm[] {
  const forms: ScrapedForm[] = [];
  for (const m of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    const attrs = attributes(m[1]);
    if ((attrs.method ?? "get").toLowerCase() !== "post") continue;
    const fields: Array<[string, string]> = [];
    const intents: string[] = [];
    for (const c of m[2].matchAll(/<(input|select|textarea|button)\b([^>]*)>/gi)) {
      const a = attributes(c[2]);
      if (!a.name) continue;
      if (c[1].toLowerCase() === "button") {
        if (a.name === "intent" && a.value) intents.push(a.value);
        continue;
      }
      if (a.type === "file") continue;
      if (fields.some(([n]) => n === a.name)) continue;
      fields.push([a.name, a.value ?? ""]);
    }
    forms.push({ action: attrs.action || pagePath, multipart: /multipart/i.test(attrs.enctype ?? ""), fields, intents });
  }
  return forms;
}

/** Field names and intents the route's source mentions, for forms the identity cannot see. */
function formFromSource(route: Route, target: string): ScrapedForm {
  const names = new Set<string>();
  for (const m of route.source.matchAll(/name[=:]\s*\{?\s*"([\w-]+)"/g)) names.add(m[1]);
  for (const m of route.source.matchAll(/\.get(?:All)?\("([\w-]+)"\)/g)) names.add(m[1]);
  const intents = new Set<string>();
  for (const m of route.source.matchAll(/intent\)?\s*===\s*"([\w-]+)"|case\s+"([\w-]+)":/g)) intents.add(m[1] ?? m[2]);
  return {
    action: target,
    multipart: /multipart\/form-data/.test(route.source),
    fields: [...names].filter((n) => n !== "intent").map((n) => [n, "1"]),
    intents: [...intents],
  };
}

// ---------------------------------------------------------------------------------------------
// Identities, through the real flows.

const MOBILE_START = 7_000_000_000 + (SEED % 1_000_000) * 1000;
let mobileCounter = 0;
const nextMobile = () => String(MOBILE_START + mobileCounter++);

function lastOtp(mobile: string): string {
  const lines = fs.readFileSync(path.join(server.dataDir, "outbox.jsonl"), "utf8").trim().split("\n");
  const sms = lines
    .map((line) => JSON.parse(line) as { channel: string; to: string; text: string })
    .filter((m) => m.channel === "sms" && m.to === `+91${mobile}`)
    .at(-1);
  const code = sms?.text.match(/\b\d{4}\b/)?.[0];
  if (!code) throw new Error(`no OTP for ${mobile} in the outbox`);
  return code;
}

/** A cookie jar over fetch: posts as a browser form would, follows nothing. */
function browser(start = "") {
  const jar = new Map<string, string>();
  for (const pair of start.split("; ").filter(Boolean)) jar.set(pair.split("=")[0], pair);
  const cookie = () => [...jar.values()].join("; ");
  const remember = (response: Response) => {
    for (const pair of cookiesSetBy(response).split("; ").filter(Boolean)) jar.set(pair.split("=")[0], pair);
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      if (pair.endsWith("=")) jar.delete(pair.slice(0, -1));
    }
    return response;
  };
  return {
    cookie,
    get: async (target: string) => remember(await fetch(server.baseURL + target, { headers: { Cookie: cookie() }, redirect: "manual" })),
    post: async (target: string, fields: Record<string, string> | FormData) =>
      remember(
        await fetch(server.baseURL + target, {
          method: "POST",
          headers: { Cookie: cookie(), Origin: server.baseURL },
          body: fields instanceof FormData ? fields : new URLSearchParams(fields),
          redirect: "manual",
        }),
      ),
  };
}

async function expectRedirect(response: Response, to: string) {
  if (response.status !== 302 && response.status !== 303) {
    throw new Error(`expected a redirect to ${to}, got ${response.status}: ${(await response.text()).slice(0, 500)}`);
  }
  expect(response.headers.get("location")).toBe(to);
}

/** A number proved by OTP: the state before choosing user or astrologer. */
async function verifiedVisitor() {
  const visitor = browser();
  const mobile = nextMobile();
  await expectRedirect(await visitor.post("/signup", { dialCode: "+91", mobile }), "/otp-verifications");
  const code = lastOtp(mobile);
  await expectRedirect(
    await visitor.post("/otp-verifications", { intent: "verify", d1: code[0], d2: code[1], d3: code[2], d4: code[3] }),
    "/who-are-you",
  );
  return { visitor, mobile };
}

async function aPlace() {
  const states = (await (await fetch(`${server.baseURL}/api/states/101`)).json()) as Array<{ state_id: number }>;
  const stateId = String(states[0].state_id);
  const cities = (await (await fetch(`${server.baseURL}/api/cities/${stateId}?countryId=101`)).json()) as Array<{ city_id: number }>;
  return { countryId: "101", stateId, cityId: String(cities[0].city_id) };
}

async function customerCookie(): Promise<string> {
  const { visitor } = await verifiedVisitor();
  await expectRedirect(await visitor.post("/who-are-you", { role: "user" }), "/user-registration");
  const place = await aPlace();
  const registered = await visitor.post("/user-registration", {
    fullName: "Fuzz Customer",
    gender: "F",
    ...place,
    pinCode: "560001",
    dob: "1990-01-01",
    timeOfBirth: "10:30",
    location: "Bengaluru",
    consent: "on",
    email: "fuzz@example.in",
  });
  await expectRedirect(registered, "/");
  return visitor.cookie();
}

/** An astrologer whose application is open, with one document uploaded (for the admin's pages). */
async function applicantCookie(): Promise<string> {
  const { visitor } = await verifiedVisitor();
  await expectRedirect(await visitor.post("/who-are-you", { role: "astrologer" }), "/astrologer-registration");
  const place = await aPlace();
  const registered = await visitor.post("/astrologer-registration", {
    fullName: "Fuzz Astrologer",
    age: "40",
    gender: "Male",
    address: "1 MG Road",
    ...place,
    pinCode: "560001",
    email: "fuzz-astrologer@example.in",
    languages: "Hindi, English",
    experience: "10",
    specialization: "vedic",
    consent: "on",
  });
  await expectRedirect(registered, "/bank-details");
  const documents = new FormData();
  const jpeg = fs.readFileSync(path.join(root, "tests/fixtures/id-card.jpg"));
  documents.set("aadharFront", new Blob([jpeg], { type: "image/jpeg" }), "front.jpg");
  expect((await visitor.post("/document", documents)).status).toBeLessThan(500);
  return visitor.cookie();
}

async function passwordOnlyAdminCookie(): Promise<string> {
  const visitor = browser();
  const response = await visitor.post("/admin/login", { email: E2E_ADMIN.email, password: E2E_ADMIN.password, next: "/admin" });
  expect(response.status).toBe(302);
  return visitor.cookie();
}

// ---------------------------------------------------------------------------------------------

test.describe.configure({ mode: "serial" });

let routes: Route[];
let identities: Identity[];
let samples: Record<string, string>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ env: adminEnv() });
  routes = discoverRoutes();
  identities = [
    { name: "anonymous", cookie: "" },
    { name: "customer", cookie: await customerCookie() },
    { name: "applicant", cookie: await applicantCookie() },
    { name: "admin", cookie: await adminCookie(server.baseURL) },
    // Past the password, before the second factor: the forms of that step get fuzzed too.
    { name: "admin-password-only", cookie: await passwordOnlyAdminCookie() },
  ];
  // Real values for the parameters, so that pages with data and their forms are reached.
  const admin = identities[3].cookie;
  const blogsHtml = await (await fetch(`${server.baseURL}/blogs`)).text();
  const slug = /href="\/blogs\/([\w-]+)"/.exec(blogsHtml)?.[1] ?? "a";
  const blogHtml = await (await fetch(`${server.baseURL}/blogs/${slug}`)).text();
  const dashboard = await (await fetch(`${server.baseURL}/admin?tab=pending`, { headers: { Cookie: admin } })).text();
  const astrologerId = /\/admin\/view\/(\d+)/.exec(dashboard)?.[1] ?? "1";
  const application = await (await fetch(`${server.baseURL}/admin/view/${astrologerId}`, { headers: { Cookie: admin } })).text();
  samples = {
    id: astrologerId,
    docId: /\/admin\/documents\/(\d+)/.exec(application)?.[1] ?? "1",
    slug,
    sign: "leo",
    day: "today",
    month: "january",
    countryId: "101",
    stateId: (await aPlace()).stateId,
    code: "SBIN0000001",
    name: /\/media\/blog\/([\w.-]+)/.exec(blogHtml)?.[1] ?? "x.jpg",
    "*": "no/such/page",
  };
});

test.afterAll(async () => {
  if (!server) return;
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
});

/** Route parameters with real values; admin.documents.$id takes a document id under the name `id`. */
const sampleFor = (route: Route): Record<string, string> =>
  route.file.startsWith("admin+/documents.") ? { ...samples, id: samples.docId } : samples;

const TEXT_INPUT_TYPES = ["", "text", "email", "tel", "search", "url", "password"];

test("a legacy ?_data= request to any route is answered 400, and the server logs no error for it", async () => {
  const errorLines = () =>
    server
      .output()
      .split("\n")
      .filter((line) => /"level":"error"/.test(line)).length;
  const before = errorLines();
  for (const identity of identities) {
    for (const route of routes) {
      const target = fill(route.pattern, sampleFor(route));
      const answer = await fetch(`${server.baseURL}${target}${target.includes("?") ? "&" : "?"}_data=root`, {
        headers: identity.cookie ? { Cookie: identity.cookie } : {},
        redirect: "manual",
      });
      expect(answer.status, `[${identity.name}] ${target}`).toBe(400);
    }
  }
  expect(errorLines()).toBe(before);
});

test("every text field on every page says how long it may be (maxlength)", async () => {
  const unbounded: string[] = [];
  let fields = 0;
  for (const identity of identities) {
    for (const route of routes) {
      const target = fill(route.pattern, sampleFor(route));
      const page = await fetch(server.baseURL + target, {
        headers: identity.cookie ? { Cookie: identity.cookie } : {},
        redirect: "manual",
      });
      if (page.status !== 200 || !/text\/html/.test(page.headers.get("content-type") ?? "")) continue;
      for (const tag of (await page.text()).matchAll(/<(input|textarea)\b([^>]*)>/gi)) {
        const attrs = attributes(tag[2]);
        const textual = tag[1].toLowerCase() === "textarea" || TEXT_INPUT_TYPES.includes((attrs.type ?? "").toLowerCase());
        if (!textual) continue;
        fields++;
        if (!/^\d+$/.test(attrs.maxlength ?? "")) unbounded.push(`[${identity.name}] ${target}: <${tag[1]}${tag[2]}>`);
      }
    }
  }
  expect(fields).toBeGreaterThan(30);
  expect([...new Set(unbounded)]).toEqual([]);
});

test("no request to any route, however malformed, gets a 5xx, anonymous or signed in", async () => {
  // Some ten thousand requests, more with each page family: 179 s alone on the 2-core machine
  // with the eclipse and transit pages, more beside the other projects.
  test.setTimeout(300_000);
  const started = Date.now();
  const rnd = generator(SEED);
  expect(routes.length).toBeGreaterThan(40);

  const failures: string[] = [];
  const timings: string[] = [];
  let sent = 0;
  const run = async (identity: Identity, probes: Probe[]) => {
    let next = 0;
    const worker = async () => {
      while (next < probes.length) {
        const probe = probes[next++];
        sent++;
        try {
          const answer = await send(probe, identity.cookie);
          if (answer.status >= 500) failures.push(`${describe(identity, probe)}\n  → ${answer.status}`);
        } catch (error) {
          failures.push(`${describe(identity, probe)}\n  → ${(error as Error).message}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  };

  for (const identity of identities) {
    const gets: Probe[] = [];
    const posts: Probe[] = [];
    const logouts: Probe[] = [];
    const anonymous = identity.name === "anonymous";
    for (const route of routes) {
      const values = sampleFor(route);
      const valid = fill(route.pattern, values);
      gets.push({ method: "GET", target: valid });
      // Odd values in every parameter, one at a time: all of them anonymously, a sample signed in
      // (every kind of odd value meets the route's code anonymously; signed in, the sample meets
      // the code that only a session reaches).
      for (const param of route.params) {
        for (const odd of anonymous ? ODD_SEGMENTS : rnd.some(ODD_SEGMENTS, 4)) {
          gets.push({ method: "GET", target: fill(route.pattern, { ...values, [param]: odd }) });
        }
        // Raw UTF-8 bytes in the request line, as a careless client sends them.
        gets.push({
          method: "GET",
          target: Buffer.from(fill(route.pattern, { ...values, [param]: "é\u0080" }), "utf8").toString("latin1"),
        });
      }
      for (const query of rnd.some(ODD_QUERIES, anonymous ? 10 : 2)) {
        gets.push({ method: "GET", target: `${valid}?${query}` });
      }
      for (const method of rnd.some(ODD_METHODS, 3)) {
        (/logout/.test(route.file) ? logouts : gets).push({ method, target: valid, headers: { Origin: server.baseURL } });
      }
      if (!route.hasAction) continue;

      // The forms the page shows this identity, or what its source names when it shows none.
      const page = await fetch(server.baseURL + valid, { headers: identity.cookie ? { Cookie: identity.cookie } : {}, redirect: "manual" });
      const html = page.status === 200 ? await page.text() : "";
      const scraped = scrapeForms(html, valid).filter((f) => f.action.split("?")[0] === valid);
      const forms = scraped.length > 0 ? scraped : [formFromSource(route, valid)];
      const seen = new Set<string>();
      for (const form of forms) {
        const key = JSON.stringify([form.fields.map(([n]) => n), form.intents]);
        if (seen.has(key)) continue;
        seen.add(key);
        // Every variant anonymously; signed in, a seeded share of them (the time budget).
        const variants = postVariants(form, route.id, rnd);
        const chosen = anonymous ? variants : rnd.some(variants, Math.ceil(variants.length * 0.3));
        (/logout/.test(route.file) ? logouts : posts).push(...chosen);
      }
    }
    const t0 = Date.now();
    await run(identity, gets);
    const t1 = Date.now();
    await run(identity, posts);
    const t2 = Date.now();
    await run(identity, logouts);
    timings.push(`${identity.name}: ${gets.length} gets ${t1 - t0} ms, ${posts.length} posts ${t2 - t1} ms`);
  }

  const elapsed = Math.round((Date.now() - started) / 1000);
  if (process.env.FUZZ_REPORT)
    fs.writeFileSync(
      process.env.FUZZ_REPORT,
      `${sent} requests in ${elapsed} s\n${timings.join("\n")}\n\n${failures.join("\n\n")}\n\n${server.output()}`,
    );
  test.info().annotations.push({ type: "fuzz", description: `seed ${SEED}: ${sent} requests in ${elapsed} s` });
  // What the server logged for them: the message and where it was thrown.
  const errors = server
    .output()
    .split("\n")
    .filter((line) => /"level":"error"/.test(line))
    .slice(0, 5)
    .map((line) => {
      const entry = JSON.parse(line) as { msg: string; method?: string; path?: string; error?: { message?: string; stack?: string } };
      const where = (entry.error?.stack ?? "").split("\n").slice(1, 4).join("\n");
      return `${entry.msg} ${entry.method ?? ""} ${entry.path ?? ""}: ${entry.error?.message ?? ""}\n${where}`;
    });
  expect(
    failures,
    `${failures.length} requests answered 5xx or not at all (seed ${SEED}):\n\n${failures.slice(0, 40).join("\n\n")}\n\nserver errors:\n${errors.join("\n")}`,
  ).toEqual([]);
});
