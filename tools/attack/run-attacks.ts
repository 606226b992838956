// `npm run attack`: the attacker's list of "Trust, second round", tried again from outside.
//
// It starts the production build (build/server.js) on a fresh DATA_DIR, with its database on a
// throwaway PostgreSQL when initdb is on this machine (so the sessions table can be counted from
// outside; otherwise the embedded one, and sessions are judged by their cookies alone), attacks
// it over HTTP as a stranger would, then a second server with short socket limits for the slow
// clients and an administrator who has no second factor yet. Each attack prints SAFE, WEAK or
// VULNERABLE with its evidence; the run ends with a summary and exits 1 unless all are SAFE.
// A WEAK or VULNERABLE line is a finding about the product, to check against its test and report.
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import type { APIRequestContext } from "@playwright/test";
import pg from "pg";

import { loginMessages } from "../../app/domain/account-messages";
import { BLOG_AUTHORS, blogSlugBase, skipReasons } from "../../app/domain/blog-upload";
import { indiaToday } from "../../app/domain/india-date";
import { documentMessages } from "../../app/domain/onboarding";
import { UNPROVEN_VISITOR_LIFETIME } from "../../app/domain/session-policy";
import { totpCode } from "../../app/infra/totp.server";
import { freshMobile, visitorAddress } from "../../tests/e2e/fixtures";
import { adminCookie, cookiesSetBy } from "../../tests/support/admin-auth";
import {
  ACTIVE_PDF_KEYS,
  flateBombPdf,
  gifBomb,
  pdfKeys,
  pdfWithActiveParts,
  pngClaimingTenGigapixels,
  slowBmp,
  svgBomb,
} from "../../tests/support/hostile-files";
import { adminEnv, E2E_ADMIN, type RunningServer, startServer } from "../../tests/support/server-process";
import { registeredApplicant } from "../../tests/support/stored-pictures";
import { canMakeThrowawayPostgres, type ThrowawayPostgres, throwawayPostgres } from "../../tests/support/throwaway-postgres";

type Verdict = "SAFE" | "WEAK" | "VULNERABLE";
type Finding = { verdict: Verdict; evidence: string };

/** Every page asked for while a bomb is judged must be answered within this (README, Security). */
const ANSWER_WITHIN_MS = 200;
/** A page slower than this waited for the bomb rather than merely sharing the machine with it. */
const WAITED_FOR_THE_BOMB_MS = 1_000;
/** The server process's peak resident memory past which a bomb "blew it up". */
const MEMORY_LIMIT_MB = 1_024;

// Lower than production so the run is quick, as tests/integration/otp-sends.test.ts lowers them.
const SMS_BUDGET_PER_HOUR = 50;
const OTP_SENDS_PER_NETWORK_PER_HOUR = 5;
// Short socket limits, as tests/e2e/server/slow-clients.spec.ts sets them.
const HEADERS_MS = 2_000;
const REQUEST_MS = 4_000;
const SOCKET_MARGIN_MS = 1_500;
/**
 * The slow BMP decodes in seconds, within production's 15 s: upload-bombs.spec.ts lowers the
 * limit so that it meets it, and so does the second server here (the first keeps production's).
 */
const SLOW_DECODE_LIMIT_MS = 400;

const ID_CARD_JPEG = fs.readFileSync(fileURLToPath(new URL("../../tests/fixtures/id-card.jpg", import.meta.url)));
const CERTIFICATE_PDF = fs.readFileSync(fileURLToPath(new URL("../../tests/fixtures/certificate.pdf", import.meta.url)));

// ---------------------------------------------------------------------------------------------
// Talking to the server as a browser would

/** A browser over fetch: one client address (X-Forwarded-For, which TRUST_PROXY=loopback believes) and its cookies. */
function browser(baseURL: string, address = visitorAddress(), origin = baseURL) {
  const jar = new Map<string, string>();
  const setCookies: string[] = [];
  const send = async (target: string, init: RequestInit = {}) => {
    const cookie = [...jar.values()].join("; ");
    const response = await fetch(baseURL + target, {
      ...init,
      redirect: "manual",
      headers: { Origin: origin, "X-Forwarded-For": address, ...(cookie ? { Cookie: cookie } : {}) },
    });
    // As session-security.spec.ts keeps its jar: what is set, then what is cleared (an empty value).
    setCookies.push(...response.headers.getSetCookie());
    for (const pair of cookiesSetBy(response).split("; ").filter(Boolean)) jar.set(pair.split("=")[0], pair);
    for (const line of response.headers.getSetCookie()) if (line.split(";")[0].endsWith("=")) jar.delete(line.split("=")[0]);
    return response;
  };
  return {
    cookie: () => [...jar.values()].join("; "),
    /** Every Set-Cookie line this browser was sent, in order. */
    setCookies,
    get: (target: string) => send(target),
    post: (target: string, form: Record<string, string> | FormData) =>
      send(target, { method: "POST", body: form instanceof FormData ? form : new URLSearchParams(form) }),
  };
}

/** The codes texted to a number so far, from the outbox file in DATA_DIR. */
function codesSentTo(server: RunningServer, mobile: string): string[] {
  const file = path.join(server.dataDir, "outbox.jsonl");
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { channel: string; to: string; text: string })
    .filter((m) => m.channel === "sms" && m.to === `+91${mobile}`)
    .map((m) => /\b(\d{4})\b/.exec(m.text)?.[1] ?? "");
}

/** The next code texted to a number after `before` codes, or null when none comes within 5 s. */
async function nextCode(server: RunningServer, mobile: string, before: number): Promise<string | null> {
  for (const deadline = Date.now() + 5_000; Date.now() < deadline; await sleep(100)) {
    const codes = codesSentTo(server, mobile);
    if (codes.length > before) return codes.at(-1)!;
  }
  return null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const digits = (code: string) => ({ intent: "verify", d1: code[0], d2: code[1], d3: code[2], d4: code[3] });

/** A customer registered through the forms (sign-up, code, "user", registration): a number with an account. */
async function registeredCustomer(server: RunningServer): Promise<string> {
  const visitor = browser(server.baseURL);
  const mobile = freshMobile();
  await visitor.post("/signup", { dialCode: "+91", mobile });
  const code = await nextCode(server, mobile, 0);
  if (!code) throw new Error("no code came for the customer's sign-up");
  await visitor.post("/otp-verifications", digits(code));
  await visitor.post("/who-are-you", { role: "user" });
  const states = (await (await visitor.get("/api/states/101")).json()) as Array<{ state_id: number }>;
  const cities = (await (await visitor.get(`/api/cities/${states[0].state_id}?countryId=101`)).json()) as Array<{ city_id: number }>;
  const registered = await visitor.post("/user-registration", {
    fullName: "Returning Customer",
    gender: "F",
    countryId: "101",
    stateId: String(states[0].state_id),
    cityId: String(cities[0].city_id),
    pinCode: "560001",
    dob: "1990-01-01",
    timeOfBirth: "10:30",
    location: "Bengaluru",
    consent: "on",
    email: "returning@example.in",
  });
  if (registered.headers.get("location") !== "/") throw new Error(`the customer's registration answered ${registered.status}`);
  return mobile;
}

/** The server's log as JSON entries (one per line; other lines are skipped). */
function logEntries(server: RunningServer): Array<Record<string, unknown>> {
  return server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
}

const errorLines = (server: RunningServer) => logEntries(server).filter((entry) => entry.level === "error");

/** The server process's peak resident memory (VmHWM), in MB. */
function peakMemoryMb(server: RunningServer): number {
  const status = fs.readFileSync(`/proc/${server.process.pid}/status`, "utf8");
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

const isAlive = (server: RunningServer) => server.process.exitCode === null && server.process.signalCode === null;

// ---------------------------------------------------------------------------------------------
// 1. Decompression bombs

type Bomb = { name: string; type: string; bytes: () => Buffer | Promise<Buffer>; reasons: string[] };

/** How long /faq takes to answer, read whole; a failure as its message. */
async function timePage(server: RunningServer): Promise<{ ms: number; failure?: string }> {
  const started = performance.now();
  try {
    const page = await fetch(`${server.baseURL}/faq`);
    await page.arrayBuffer();
    return { ms: performance.now() - started, failure: page.status === 200 ? undefined : `a page answered ${page.status}` };
  } catch (error) {
    return { ms: performance.now() - started, failure: `a page failed: ${(error as Error).message}` };
  }
}

/**
 * `send` while /faq is asked for again and again (as upload-bombs.spec.ts does); the answer, each
 * page's time, any page that failed, and the slowest of ten pages just before, with no upload
 * (what this machine's other work costs a page).
 */
async function whileReading<T>(server: RunningServer, send: () => Promise<T>) {
  let baseline = 0;
  for (let i = 0; i < 10; i++, await sleep(20)) baseline = Math.max(baseline, (await timePage(server)).ms);
  let settled = false;
  const answer = send().finally(() => (settled = true));
  const pageTimes: number[] = [];
  const failures: string[] = [];
  while (!settled && failures.length === 0) {
    const { ms, failure } = await timePage(server);
    pageTimes.push(ms);
    if (failure) failures.push(failure);
    await sleep(20);
  }
  return { answer: await answer.catch((error: Error) => error), pageTimes, failures, baseline };
}

/** The verdict on one bomb: refused with its message, pages answered meanwhile, the server alive and within memory. */
function bombFinding(
  server: RunningServer,
  sent: number,
  answered: { status: number; text: string; ms: number } | Error,
  reasons: string[],
  { pageTimes, failures, baseline }: { pageTimes: number[]; failures: string[]; baseline: number },
): Finding {
  const slowest = Math.round(Math.max(0, ...pageTimes));
  const memory = isAlive(server) ? peakMemoryMb(server) : NaN;
  const pages = `${pageTimes.length} pages meanwhile, slowest ${slowest} ms (${Math.round(baseline)} ms just before, with no upload)`;
  if (answered instanceof Error || !isAlive(server)) {
    return {
      verdict: "VULNERABLE",
      evidence: `${sent} bytes sent; the upload failed (${String(answered)}); server alive: ${isAlive(server)}`,
    };
  }
  const refusedWith = reasons.find((reason) => answered.text.includes(reason));
  const otherReason = Object.values(skipReasons).find((reason) => answered.text.includes(reason));
  const evidence =
    `${sent} bytes sent → ${answered.status} in ${Math.round(answered.ms)} ms` +
    (refusedWith ? ` with "${refusedWith}"` : otherReason ? ` with another reason, "${otherReason}"` : ", not refused (kept)") +
    `; ${pages}; server peak memory ${memory} MB; machine load ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores`;
  if (answered.status >= 500 || failures.length > 0 || slowest > WAITED_FOR_THE_BOMB_MS || memory > MEMORY_LIMIT_MB) {
    return { verdict: "VULNERABLE", evidence: [evidence, ...failures].join("; ") };
  }
  if (!refusedWith || answered.status !== 422 || slowest >= ANSWER_WITHIN_MS || pageTimes.length === 0)
    return { verdict: "WEAK", evidence };
  return { verdict: "SAFE", evidence };
}

async function flatePdfAsDocument(server: RunningServer, applicant: APIRequestContext): Promise<Finding> {
  const bomb = await flateBombPdf();
  const { answer, ...pages } = await whileReading(server, async () => {
    const started = performance.now();
    const response = await applicant.post("/document", {
      multipart: { certificate: { name: "certificate.pdf", mimeType: "application/pdf", buffer: bomb } },
    });
    return { status: response.status(), text: await response.text(), ms: performance.now() - started };
  });
  return bombFinding(server, bomb.length, answer, [documentMessages.size], pages);
}

/** A blog post that cannot be saved (no heading), so its answer lists each file skipped and why (as upload-bombs.spec.ts posts). */
async function postUnsavableBlogImage(server: RunningServer, admin: string, name: string, type: string, bytes: Buffer) {
  const form = new FormData();
  const fields = { mainHeading: "", heading: "", article: BLOG_AUTHORS[0], scheduleDate: "2042-01-01", htmlContent: "<p>x</p>" };
  for (const [field, value] of Object.entries(fields)) form.set(field, value);
  form.set("contentFiles", new Blob([new Uint8Array(bytes)], { type }), name);
  return fetch(`${server.baseURL}/admin/blogupload`, {
    method: "POST",
    headers: { Cookie: admin, Origin: server.baseURL },
    body: form,
    redirect: "manual",
  });
}

async function bombAsBlogImage(server: RunningServer, admin: string, bomb: Bomb): Promise<Finding> {
  const bytes = await bomb.bytes();
  const { answer, ...pages } = await whileReading(server, async () => {
    const started = performance.now();
    const response = await postUnsavableBlogImage(server, admin, bomb.name, bomb.type, bytes);
    const text = await response.text();
    // The reason must be the one given to this file: the page names it beside its reason.
    return { status: response.status, text: text.includes(bomb.name) ? text : "", ms: performance.now() - started };
  });
  return bombFinding(server, bytes.length, answer, bomb.reasons, pages);
}

// ---------------------------------------------------------------------------------------------
// 2. Active content

/**
 * The applicant's four documents, the certificate a PDF with every active part; then an admin
 * downloads each (GET /admin/documents/:id, as document-uploads.spec.ts reads them) and the
 * certificate's copy is searched.
 */
async function activePdfDocument(server: RunningServer, applicant: APIRequestContext, admin: string): Promise<Finding> {
  const hostile = await pdfWithActiveParts();
  const watched = [...ACTIVE_PDF_KEYS, "Author", "Creator", "Metadata"];
  const sentKeys = await pdfKeys(hostile);
  const response = await applicant.post("/document", {
    multipart: {
      aadharFront: { name: "front.jpg", mimeType: "image/jpeg", buffer: ID_CARD_JPEG },
      aadharBack: { name: "back.jpg", mimeType: "image/jpeg", buffer: ID_CARD_JPEG },
      panCard: { name: "pan.pdf", mimeType: "application/pdf", buffer: CERTIFICATE_PDF },
      certificate: { name: "active-parts.pdf", mimeType: "application/pdf", buffer: hostile },
    },
  });
  if (response.status() !== 302) throw new Error(`the documents were answered ${response.status()}, not accepted`);
  let copy: Buffer | null = null;
  for (let id = 1; id <= 20 && !copy; id++) {
    const answer = await fetch(`${server.baseURL}/admin/documents/${id}`, { headers: { Cookie: admin }, redirect: "manual" });
    if (answer.status === 404) break;
    const bytes = Buffer.from(await answer.arrayBuffer());
    if (/filename="active-parts\.pdf"/.test(answer.headers.get("content-disposition") ?? "")) copy = bytes;
  }
  if (!copy) throw new Error("the admin found no document named active-parts.pdf");
  const kept = [...(await pdfKeys(copy))].filter((key) => watched.includes(key));
  const text = copy.toString("latin1").match(/Secret Author|Secret Creator|app\.alert|invoice\.exe|xdp/g) ?? [];
  const evidence =
    `sent with ${watched.filter((key) => sentKeys.has(key)).length}/${watched.length} of ${watched.join(",")}; accepted 302; ` +
    `the admin's copy (${copy.length} bytes) keeps [${kept.join(",")}] and text [${[...new Set(text)].join(",")}]`;
  return { verdict: kept.length === 0 && text.length === 0 ? "SAFE" : "VULNERABLE", evidence };
}

/**
 * A published post whose content image is an SVG with a script, a handler and a CSS-escaped
 * url() (to evil.example and to a listener of ours, which records any fetch); then every image
 * the article shows is fetched and searched.
 */
async function hostileSvgBlogImage(server: RunningServer, admin: string): Promise<Finding> {
  const fetched: string[] = [];
  const listener = http.createServer((req, res) => (fetched.push(req.url ?? ""), res.end()));
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  const port = (listener.address() as net.AddressInfo).port;
  try {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert('load')">
  <script>alert('script')</script>
  <rect width="5" height="5" style="fill:u\\72l(https://evil.example/x)"/>
  <rect x="5" width="5" height="5" style="fill:u\\72l(http://127.0.0.1:${port}/escaped.png)"/>
  <circle cx="5" cy="5" r="3" fill="#b45309"/>
</svg>`;
    const heading = `Attack list SVG ${Date.now().toString(36)}`;
    const form = new FormData();
    const fields = {
      mainHeading: heading,
      heading,
      article: BLOG_AUTHORS[0],
      scheduleDate: indiaToday(new Date()),
      mainDescription: "An SVG from an attacker.",
      htmlContent: '<p>A drawing.</p><img src="content-1" alt="A drawing">',
      metaTags: "drawing",
    };
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set("contentFiles", new Blob([svg], { type: "image/svg+xml" }), "drawing.svg");
    const saved = await fetch(`${server.baseURL}/admin/blogupload`, {
      method: "POST",
      headers: { Cookie: admin, Origin: server.baseURL },
      body: form,
      redirect: "manual",
    });
    if (saved.status !== 302) throw new Error(`the post was answered ${saved.status}, not saved`);
    const article = await (await fetch(`${server.baseURL}/blogs/${blogSlugBase(heading)}`)).text();
    const urls = [...new Set(article.match(/\/media\/blog\/[\w.-]+/g) ?? [])];
    if (urls.length === 0) throw new Error("the article shows no stored image");
    const served = [];
    for (const url of urls) {
      const answer = await fetch(server.baseURL + url);
      const bytes = Buffer.from(await answer.arrayBuffer());
      const markers = bytes.toString("latin1").match(/<svg|<script|alert|evil\.example|127\.0\.0\.1|u\\72l/gi) ?? [];
      served.push({ url, type: answer.headers.get("content-type") ?? "", markers });
    }
    await sleep(300);
    const svgServed = served.filter((s) => /svg/i.test(s.type) || s.url.endsWith(".svg"));
    const carrying = served.filter((s) => s.markers.length > 0);
    const evidence =
      `post saved 302; the article shows ${served.map((s) => `${s.url.split("/").pop()} (${s.type})`).join(", ")}; ` +
      `served as SVG: ${svgServed.length}; carrying script/url markers: ${carrying.map((s) => s.markers.join("+")).join(" ") || "none"}; ` +
      `fetches seen by our listener: ${fetched.length}`;
    const safe = fetched.length === 0 && (svgServed.length === 0 || carrying.length === 0);
    return { verdict: safe ? "SAFE" : "VULNERABLE", evidence };
  } finally {
    listener.close();
  }
}

// ---------------------------------------------------------------------------------------------
// 3. SMS budgets

/** Fresh numbers asked for from several addresses of one /24, then from the next /24. */
async function smsPerNetwork(server: RunningServer): Promise<Finding> {
  const ask = (address: string) => browser(server.baseURL, address).post("/signup", { dialCode: "+91", mobile: freshMobile() });
  const statuses: number[] = [];
  for (let host = 1; host <= OTP_SENDS_PER_NETWORK_PER_HOUR; host++) statuses.push((await ask(`203.0.113.${host}`)).status);
  const last = await ask("203.0.113.250");
  const lastText = await last.text();
  const elsewhere = (await ask("203.0.114.1")).status;
  const evidence =
    `OTP_SENDS_PER_NETWORK_PER_HOUR=${OTP_SENDS_PER_NETWORK_PER_HOUR} (lowered as otp-sends.test.ts does); ` +
    `203.0.113.1–${OTP_SENDS_PER_NETWORK_PER_HOUR} → ${statuses.join(",")}; then 203.0.113.250 → ${last.status}` +
    `${lastText.includes(loginMessages.addressLimited) ? ` "${loginMessages.addressLimited}"` : ""}; then 203.0.114.1 → ${elsewhere}`;
  if (last.status !== 429 || statuses.some((status) => status !== 302)) return { verdict: "VULNERABLE", evidence };
  return { verdict: elsewhere === 302 ? "SAFE" : "WEAK", evidence };
}

/** Fresh numbers from 70 addresses, each in its own /24, until the budget refuses; then a returning customer asks for a code. */
async function smsPumping(server: RunningServer, returningMobile: string): Promise<Finding> {
  const statuses = new Map<number, number>();
  let refusedWithMessage = 0;
  let smsForRefused = 0;
  for (let i = 0; i < 70; i++) {
    const mobile = freshMobile();
    const response = await browser(server.baseURL, `198.18.${i}.9`).post("/signup", { dialCode: "+91", mobile });
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    if (response.status === 503 && (await response.text()).includes(loginMessages.sendFailed)) refusedWithMessage++;
    if (response.status !== 302 && codesSentTo(server, mobile).length > 0) smsForRefused++;
  }
  const spent = errorLines(server).filter((entry) => entry.msg === "SMS budget spent: OTP sends stopped");
  const before = codesSentTo(server, returningMobile).length;
  const returning = await browser(server.baseURL, "198.18.200.9").post("/signup", { dialCode: "+91", mobile: returningMobile });
  const code = await nextCode(server, returningMobile, before);
  const lastSpent = spent.at(-1);
  const evidence =
    `SMS_BUDGET_PER_HOUR=${SMS_BUDGET_PER_HOUR} (lowered as otp-sends.test.ts does); 70 addresses → ` +
    `${[...statuses].map(([status, count]) => `${count}×${status}`).join(", ")}; ${refusedWithMessage} refused with "${loginMessages.sendFailed}"; ` +
    `SMS to refused numbers: ${smsForRefused}; error lines "SMS budget spent": ${spent.length}` +
    (lastSpent ? ` (sent ${String(lastSpent.sent)} of ${String(lastSpent.budget)})` : "") +
    `; a returning customer then → ${returning.status}, code ${code ? "received" : "NOT received"}`;
  if (refusedWithMessage === 0 || smsForRefused > 0) return { verdict: "VULNERABLE", evidence };
  if (returning.status !== 302 || !code) return { verdict: "VULNERABLE", evidence };
  return { verdict: spent.length > 0 ? "SAFE" : "WEAK", evidence };
}

// ---------------------------------------------------------------------------------------------
// 4. The administrator's second factor

/** With the password, five wrong codes from one address; then the real administrator signs in from another. */
async function secondFactorLockOut(server: RunningServer): Promise<Finding> {
  const live = new Set([-30_000, 0, 30_000].map((offset) => totpCode(E2E_ADMIN.totpSecret, new Date(Date.now() + offset))));
  const wrong = ["000000", "000001", "000002"].find((code) => !live.has(code))!;
  const attacker = browser(server.baseURL, "198.19.0.7");
  const password = await attacker.post("/admin/login", { email: E2E_ADMIN.email, password: E2E_ADMIN.password, next: "/admin" });
  if (password.headers.get("location") !== "/admin/two-factor") throw new Error(`the password answered ${password.status}`);
  const tries: number[] = [];
  for (let i = 0; i < 5; i++) tries.push((await attacker.post("/admin/two-factor?index", { code: wrong })).status);
  const sixth = await attacker.post("/admin/two-factor?index", { code: wrong });
  let realAdmin = "";
  try {
    const cookie = await adminCookie(server.baseURL);
    realAdmin = `signs in from 127.0.0.1 with its TOTP → /admin ${(await fetch(`${server.baseURL}/admin`, { headers: { Cookie: cookie } })).status}`;
  } catch (error) {
    realAdmin = `is locked out: ${(error as Error).message}`;
  }
  const evidence =
    `five wrong codes from 198.19.0.7 → ${tries.join(",")}; a sixth → ${sixth.status} ${sixth.headers.get("location") ?? ""}; ` +
    `the real administrator ${realAdmin}`;
  if (!realAdmin.startsWith("signs in") || !realAdmin.endsWith("200")) return { verdict: "VULNERABLE", evidence };
  return { verdict: sixth.headers.get("location") === "/admin/login" ? "SAFE" : "WEAK", evidence };
}

/** Whatever a cookie value says in plain text: itself, URL-decoded, and each part base64-decoded. */
function readableForms(value: string): string[] {
  const decoded = decodeURIComponent(value);
  const parts = decoded
    .split(/[.:|]/)
    .flatMap((part) => [Buffer.from(part, "base64").toString("latin1"), Buffer.from(part, "base64url").toString("latin1")]);
  return [value, decoded, ...parts].map((text) => text.toLowerCase());
}

/**
 * An administrator without a second factor enrols through the pages (password, setup with the
 * key shown, a code from it), and every Set-Cookie met on the way is searched for the recovery
 * codes the next page shows. The browser is left signed in.
 */
async function recoveryCodesInCookies(visitor: ReturnType<typeof browser>, admin: { email: string; password: string }): Promise<Finding> {
  const password = await visitor.post("/admin/login", { ...admin, next: "/admin" });
  if (password.headers.get("location") !== "/admin/two-factor/setup")
    throw new Error(`the password led to ${password.headers.get("location")}`);
  const setup = await (await visitor.get("/admin/two-factor/setup")).text();
  const secret = /class="totp-key">([^<]+)</.exec(setup)?.[1].replace(/\s/g, "");
  if (!secret) throw new Error("the setup page shows no key");
  const enrolled = await visitor.post("/admin/two-factor/setup", { code: totpCode(secret, new Date()) });
  const shown = await visitor.get("/admin/two-factor/recovery-codes");
  const codes = [...(await shown.text()).matchAll(/<li><code>([^<]+)<\/code><\/li>/g)].map((m) => m[1]);
  const again = await visitor.get("/admin/two-factor/recovery-codes");
  const values = visitor.setCookies.map((line) => line.split(";")[0].slice(line.indexOf("=") + 1));
  const leaking = values.filter((value) =>
    readableForms(value).some((text) =>
      codes.some((code) => text.includes(code.toLowerCase()) || text.includes(code.replace(/-/g, "").toLowerCase())),
    ),
  );
  const evidence =
    `enrolment ${enrolled.status} → ${enrolled.headers.get("location")}; page showed ${codes.length} codes (${shown.status}); ` +
    `shown again → ${again.status} ${again.headers.get("location") ?? ""}; ${values.length} Set-Cookie values searched ` +
    `(plain, URL- and base64-decoded), ${leaking.length} carry a code; cookie sizes ${values.map((v) => v.length).join(",")} chars`;
  if (codes.length === 0) throw new Error(`no recovery codes were shown: ${evidence}`);
  if (leaking.length > 0) return { verdict: "VULNERABLE", evidence };
  return { verdict: again.status === 302 ? "SAFE" : "WEAK", evidence };
}

// ---------------------------------------------------------------------------------------------
// 5. Sessions

/**
 * The lifetime in seconds (expiry − creation) of each row of the sessions table that `where`
 * picks, read straight from the database when it is ours to read (a throwaway PostgreSQL).
 */
async function sessionLifetimes(postgres: ThrowawayPostgres | null, where: string, params: unknown[]): Promise<number[] | null> {
  if (!postgres) return null;
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select extract(epoch from expires_at - created_at) as seconds from sessions where ${where}`,
      params,
    );
    return rows.map((row: { seconds: string }) => Math.round(Number(row.seconds)));
  } finally {
    await client.end();
  }
}

const sessionCookiesOf = (response: Response) =>
  response.headers.getSetCookie().filter((line) => /^(__Host-|__)(session|admin)=/.test(line));

async function refusedPostsMakeNoSession(server: RunningServer, postgres: ThrowawayPostgres | null): Promise<Finding> {
  const since = new Date();
  const stranger = browser(server.baseURL, visitorAddress(), "https://evil.example");
  const visitor = browser(server.baseURL);
  const refused = [
    await stranger.post("/signup", { dialCode: "+91", mobile: freshMobile() }),
    await stranger.post("/grievance", { name: "x" }),
    await visitor.post("/signup", { dialCode: "+91", mobile: "12345" }),
    await visitor.post("/account-deletion", { intent: "send", mobile: "12345", confirm: "on" }),
    await visitor.post("/account-deletion", { intent: "send", mobile: freshMobile() }),
    await visitor.post("/otp-verifications", digits("1234")),
    await visitor.post("/admin/login", { email: "nobody@example.in", password: "" }),
  ];
  await sleep(300);
  const created = await sessionLifetimes(postgres, "created_at >= $1", [since]);
  const withCookie = refused.filter((response) => sessionCookiesOf(response).length > 0);
  const rows = created ? `session rows created meanwhile: ${created.length}` : "rows not counted (embedded database)";
  const evidence = `${refused.length} refused posts → ${refused.map((r) => r.status).join(",")}; session cookies set: ${withCookie.length}; ${rows}`;
  if (refused.some((r) => r.status < 300)) throw new Error(`a post meant to be refused was accepted: ${evidence}`);
  return { verdict: withCookie.length === 0 && !created?.length ? "SAFE" : "VULNERABLE", evidence };
}

async function unverifiedNumberLivesADay(server: RunningServer, postgres: ThrowawayPostgres | null): Promise<Finding> {
  const mobile = freshMobile();
  const response = await browser(server.baseURL).post("/signup", { dialCode: "+91", mobile });
  const cookie = sessionCookiesOf(response)[0] ?? "";
  const maxAge = /Max-Age=(\d+)/i.exec(cookie)?.[1];
  const expires = /Expires=([^;]+)/i.exec(cookie)?.[1];
  const cookieSeconds = maxAge ? Number(maxAge) : expires ? Math.round((Date.parse(expires) - Date.now()) / 1000) : null;
  const rowSeconds = await sessionLifetimes(postgres, "phone = $1", [mobile]);
  const day = UNPROVEN_VISITOR_LIFETIME.absoluteMs / 1000;
  const evidence =
    `/signup with a number → ${response.status}; session cookie ${cookie ? `lives ${cookieSeconds ?? "the browser session"} s` : "not set"}; ` +
    (rowSeconds ? `its row expires after ${rowSeconds.join(",") || "(no row)"} s` : "rows not read (embedded database)") +
    ` (one day = ${day} s)`;
  if (response.status !== 302 || !cookie) throw new Error(`no session for a typed number: ${evidence}`);
  // The row is what the server enforces; a longer cookie only outlives the session it names.
  if ((rowSeconds ?? []).some((seconds) => seconds > day + 60)) return { verdict: "VULNERABLE", evidence };
  return { verdict: cookieSeconds !== null && cookieSeconds > day + 60 ? "WEAK" : "SAFE", evidence };
}

// ---------------------------------------------------------------------------------------------
// 6. Malformed requests

/** Each address followed by hand (at most 4 hops): every answer below 500, every Location ASCII, the last a 4xx. */
async function nonAsciiRedirects(server: RunningServer): Promise<Finding> {
  const addresses = [
    "/daily-horoscope/choose?day=%C4%81",
    "/daily-horoscope/choose?day=%C4%81&sign=leo",
    "/daily-horoscope/choose?day=%E0%A4%86%E0%A4%9C&sign=%E0%A4%95",
    "/daily-horoscope/choose?day=%F0%9F%98%80&sign=virgo",
    "/daily-horoscope/choose?day=%FF%FE&sign=leo",
    "/blog/caf%C3%A9",
    "/daily-horoscope/%C4%81",
  ];
  const chains: string[] = [];
  let serverErrors = 0;
  let nonAscii = 0;
  let notRefused = 0;
  for (const address of addresses) {
    const statuses: number[] = [];
    let target: string | null = address;
    for (let hop = 0; target && hop < 4; hop++) {
      const answer: Response = await fetch(new URL(target, server.baseURL), { redirect: "manual" });
      statuses.push(answer.status);
      const location = answer.headers.get("location");
      if (location && !/^[\x21-\x7e]*$/.test(location)) nonAscii++;
      target = answer.status >= 300 && answer.status < 400 ? location : null;
    }
    if (statuses.some((status) => status >= 500)) serverErrors++;
    if (!(statuses.at(-1)! >= 400 && statuses.at(-1)! < 500)) notRefused++;
    chains.push(`${address} ${statuses.join("→")}`);
  }
  const evidence = `${chains.join("; ")}; 5xx: ${serverErrors}, non-ASCII Location: ${nonAscii}`;
  if (serverErrors > 0 || nonAscii > 0) return { verdict: "VULNERABLE", evidence };
  return { verdict: notRefused > 0 ? "WEAK" : "SAFE", evidence };
}

/** Remix's legacy data requests on several routes, as a visitor and as the administrator. */
async function legacyDataRequests(server: RunningServer, admin: string): Promise<Finding> {
  const requests: Array<{ target: string; form?: Record<string, string>; cookie?: string }> = [
    { target: "/?_data=root" },
    { target: "/faq?_data=routes/_public+/faq" },
    { target: "/blogs?_data=routes/_public+/blogs._index" },
    { target: "/daily-horoscope/today/leo?_data=routes/_public+/daily-horoscope.$day.$sign" },
    { target: "/signup?_data=routes/_account+/signup" },
    { target: "/signup?_data=routes/_account+/signup", form: { dialCode: "+91", mobile: freshMobile() } },
    { target: "/document?_data=routes/_onboarding+/document" },
    { target: "/admin?_data=routes/admin+/_index", cookie: admin },
    { target: "/admin/view/1?_data=routes/admin+/view.$id", cookie: admin },
    { target: "/faq?_data=routes/nothing-here" },
  ];
  const before = errorLines(server).length;
  const statuses: number[] = [];
  for (const { target, form, cookie } of requests) {
    const answer = await fetch(server.baseURL + target, {
      method: form ? "POST" : "GET",
      headers: { Origin: server.baseURL, ...(cookie ? { Cookie: cookie } : {}) },
      body: form ? new URLSearchParams(form) : undefined,
      redirect: "manual",
    });
    statuses.push(answer.status);
  }
  await sleep(500);
  const errors = errorLines(server).length - before;
  const evidence = `${requests.length} requests → ${statuses.join(",")}; error lines logged meanwhile: ${errors}`;
  if (statuses.some((status) => status >= 500)) return { verdict: "VULNERABLE", evidence };
  return { verdict: errors === 0 && statuses.every((status) => status >= 400) ? "SAFE" : "WEAK", evidence };
}

/** Names with a `;` and an `=`, which a naive multipart parser splits wrongly. */
async function oddFileNames(applicant: APIRequestContext): Promise<Finding> {
  const names = { aadharFront: "IMG;2026=11.jpg", panCard: "a=b.pdf" };
  const response = await applicant.post("/document", {
    multipart: {
      aadharFront: { name: names.aadharFront, mimeType: "image/jpeg", buffer: ID_CARD_JPEG },
      panCard: { name: names.panCard, mimeType: "application/pdf", buffer: CERTIFICATE_PDF },
    },
  });
  const page = await (await applicant.get("/document")).text();
  const listed = Object.values(names).filter((name) => page.includes(name));
  const evidence = `${Object.values(names).join(" and ")} → ${response.status()} ${response.headers()["location"] ?? ""}; listed by name: ${listed.length}/2`;
  if (response.status() >= 500) return { verdict: "VULNERABLE", evidence };
  return { verdict: response.status() === 302 && listed.length === 2 ? "SAFE" : "WEAK", evidence };
}

/**
 * 300 made-up query strings on a cached page. The server logs each answer it sends from memory
 * with `"cache":"hit"` (page-cache.spec.ts counts them so): a made-up query with a copy of its
 * own would be rendered, and kept, first.
 */
async function pageCacheFlood(server: RunningServer): Promise<Finding> {
  const faqLines = () => logEntries(server).filter((entry) => entry.msg === "request" && entry.path === "/faq");
  const tally = () => {
    const lines = faqLines();
    return { hits: lines.filter((entry) => entry.cache === "hit").length, renders: lines.filter((entry) => entry.cache !== "hit").length };
  };
  // Asked until an answer comes from memory: the first visit after a publish renders and keeps the copy.
  for (let i = 0; i < 20; i++) {
    const hits = tally().hits;
    await (await fetch(`${server.baseURL}/faq`)).arrayBuffer();
    await sleep(200);
    if (tally().hits > hits) break;
  }
  const before = tally();
  const statuses = new Map<number, number>();
  for (let i = 0; i < 300; i++) {
    const answer = await fetch(`${server.baseURL}/faq?x=${i}`);
    await answer.arrayBuffer();
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  }
  for (let i = 0; i < 50 && tally().hits + tally().renders - before.hits - before.renders < 300; i++) await sleep(100);
  const hits = tally().hits - before.hits;
  const renders = tally().renders - before.renders;
  const evidence = `300 × /faq?x=N → ${[...statuses].map(([status, count]) => `${count}×${status}`).join(", ")}; from memory ${hits}, rendered ${renders}`;
  if (renders >= 300) return { verdict: "VULNERABLE", evidence };
  return { verdict: renders === 0 && hits === 300 ? "SAFE" : "WEAK", evidence };
}

/** Opens a socket, lets `talk` write to it; when the server closed it, and what it said. */
function closedAfter(server: RunningServer, talk: (socket: net.Socket) => void): Promise<{ ms: number; answer: string } | null> {
  const { hostname, port } = new URL(server.baseURL);
  return new Promise((resolve) => {
    const started = performance.now();
    let answer = "";
    const socket = net.connect(Number(port), hostname, () => talk(socket));
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("error", () => {});
    socket.on("close", () => resolve({ ms: performance.now() - started, answer }));
    setTimeout(() => (socket.destroy(), resolve(null)), 20_000).unref();
  });
}

/** `text` written one byte a second, as long as the socket stays open. */
function trickle(socket: net.Socket, text: string) {
  let at = 0;
  const drip = setInterval(() => {
    if (!socket.writable || at >= text.length) return clearInterval(drip);
    socket.write(text[at++]);
  }, 1_000);
  socket.on("close", () => clearInterval(drip));
}

function slowClientFinding(limitMs: number, closed: { ms: number; answer: string } | null): Finding {
  if (!closed) return { verdict: "VULNERABLE", evidence: `the socket was still open after 20 s (limit ${limitMs} ms)` };
  const said = closed.answer ? closed.answer.split("\r\n")[0] : "nothing";
  const evidence = `cut after ${Math.round(closed.ms)} ms (limit ${limitMs} ms), the server said ${said}`;
  const inTime = closed.ms > limitMs - 200 && closed.ms < limitMs + SOCKET_MARGIN_MS;
  return { verdict: inTime && (said === "nothing" || said.startsWith("HTTP/1.1 408")) ? "SAFE" : "WEAK", evidence };
}

async function slowHeaders(server: RunningServer): Promise<Finding> {
  const closed = await closedAfter(server, (socket) => {
    socket.write("GET /faq HTTP/1.1\r\n");
    trickle(socket, `Host: localhost\r\nAccept: ${"text/html,".repeat(20)}`);
  });
  return slowClientFinding(HEADERS_MS, closed);
}

async function slowBody(server: RunningServer): Promise<Finding> {
  const closed = await closedAfter(server, (socket) => {
    socket.write(
      `POST /logout HTTP/1.1\r\nHost: localhost\r\nOrigin: ${server.baseURL}\r\n` +
        "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n",
    );
    trickle(socket, "x".repeat(1000));
  });
  return slowClientFinding(REQUEST_MS, closed);
}

// ---------------------------------------------------------------------------------------------
// The run

const findings: Array<Finding & { attack: string }> = [];

/** Runs one attack and prints its line at once; an attack that breaks off is not counted safe. */
async function attempt(attack: string, run: () => Promise<Finding>) {
  let finding: Finding;
  try {
    finding = await run();
  } catch (error) {
    finding = { verdict: "VULNERABLE", evidence: `the attack broke off, so nothing is proven: ${(error as Error).message.split("\n")[0]}` };
  }
  findings.push({ attack, ...finding });
  console.log(`${finding.verdict.padEnd(10)} ${attack}: ${finding.evidence}`);
}

async function stopAndRemove(server: RunningServer) {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

async function main() {
  const started = Date.now();
  const postgres = (await canMakeThrowawayPostgres()) ? await throwawayPostgres() : null;
  const server = await startServer({
    env: {
      ...adminEnv(),
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      SMS_BUDGET_PER_HOUR: String(SMS_BUDGET_PER_HOUR),
      OTP_SENDS_PER_NETWORK_PER_HOUR: String(OTP_SENDS_PER_NETWORK_PER_HOUR),
    },
  }).catch(async (error: Error) => {
    await postgres?.remove();
    throw error;
  });
  console.log(
    `Server 1: build/server.js on ${server.dataDir}, database ${postgres ? "a throwaway PostgreSQL" : "embedded"}, ` +
      `production upload limits; SMS_BUDGET_PER_HOUR=${SMS_BUDGET_PER_HOUR}, OTP_SENDS_PER_NETWORK_PER_HOUR=${OTP_SENDS_PER_NETWORK_PER_HOUR}.`,
  );
  let applicant: APIRequestContext | undefined;
  try {
    applicant = await registeredApplicant(server);
    const admin = await adminCookie(server.baseURL);
    const returningMobile = await registeredCustomer(server);

    await attempt("1. a 2 KB PDF inflating to 1 GB, as an identity document", () => flatePdfAsDocument(server, applicant!));
    const bombs: Array<Bomb & { what: string }> = [
      {
        what: "a GIF of two billion pixels",
        name: "frames.gif",
        type: "image/gif",
        bytes: gifBomb,
        reasons: [skipReasons.notImage, skipReasons.tooLargeToDecode],
      },
      {
        what: "a PNG claiming ten gigapixels",
        name: "huge.png",
        type: "image/png",
        bytes: pngClaimingTenGigapixels,
        reasons: [skipReasons.notImage],
      },
      { what: "an SVG of nested entities", name: "laughs.svg", type: "image/svg+xml", bytes: svgBomb, reasons: [skipReasons.notImage] },
    ];
    for (const bomb of bombs) await attempt(`1. ${bomb.what}, as a blog image`, () => bombAsBlogImage(server, admin, bomb));

    await attempt("2. a PDF with actions, scripts, attachments, XFA and an author, as a document the admin downloads", () =>
      activePdfDocument(server, applicant!, admin),
    );
    await attempt("2. an SVG blog image with <script> and a CSS-escaped u\\72l()", () => hostileSvgBlogImage(server, admin));

    await attempt("4. five wrong second-factor codes from one address, to lock the administrator out", () => secondFactorLockOut(server));

    await attempt("5. refused anonymous posts, to fill the sessions table", () => refusedPostsMakeNoSession(server, postgres));
    await attempt("5. a session holding only an unverified number", () => unverifiedNumberLivesADay(server, postgres));

    await attempt("6. non-ASCII redirect targets", () => nonAsciiRedirects(server));
    await attempt("6. legacy ?_data= requests", () => legacyDataRequests(server, admin));
    await attempt("6. documents named IMG;2026=11.jpg and a=b.pdf", () => oddFileNames(applicant!));
    await attempt("6. 300 made-up query strings on /faq, to fill the page cache", () => pageCacheFlood(server));

    // Last on this server: they spend its SMS budget.
    await attempt("3. several addresses of one /24 asking for codes", () => smsPerNetwork(server));
    await attempt("3. SMS pumping from 70 addresses; then a returning customer asks for a code", () => smsPumping(server, returningMobile));
  } finally {
    await applicant?.dispose();
    await stopAndRemove(server);
    await postgres?.remove();
  }

  const enrolling = { email: "enrolling-admin@example.in", password: "an enrolment passphrase" };
  const second = await startServer({
    env: {
      ...adminEnv(enrolling),
      HEADERS_TIMEOUT_MS: String(HEADERS_MS),
      REQUEST_TIMEOUT_MS: String(REQUEST_MS),
      UPLOAD_WORK_LIMIT_MS: String(SLOW_DECODE_LIMIT_MS),
    },
  });
  console.log(
    `Server 2: build/server.js on ${second.dataDir}, HEADERS_TIMEOUT_MS=${HEADERS_MS}, REQUEST_TIMEOUT_MS=${REQUEST_MS} ` +
      `(as slow-clients.spec.ts sets them), UPLOAD_WORK_LIMIT_MS=${SLOW_DECODE_LIMIT_MS} (as upload-bombs.spec.ts sets it, ` +
      "so the slow BMP meets it), an administrator without a second factor yet.",
  );
  try {
    const enrolment = browser(second.baseURL, "198.19.1.7");
    await attempt("4. recovery codes read from the cookies of second-factor setup", () => recoveryCodesInCookies(enrolment, enrolling));
    const bmp = { name: "slow.bmp", type: "image/bmp", bytes: slowBmp, reasons: [skipReasons.tooLargeToDecode] };
    await attempt("1. a 41-megapixel BMP slow to decode, as a blog image", () => bombAsBlogImage(second, enrolment.cookie(), bmp));
    await attempt("6. headers sent one byte a second (slow loris)", () => slowHeaders(second));
    await attempt("6. a body sent one byte a second", () => slowBody(second));
  } finally {
    await stopAndRemove(second);
  }

  const count = (verdict: Verdict) => findings.filter((f) => f.verdict === verdict).length;
  console.log(
    `\n${findings.length} attacks in ${Math.round((Date.now() - started) / 1000)} s: ` +
      `${count("SAFE")} SAFE, ${count("WEAK")} WEAK, ${count("VULNERABLE")} VULNERABLE.`,
  );
  process.exit(count("SAFE") === findings.length ? 0 : 1);
}

await main();
