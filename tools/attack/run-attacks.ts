// `npm run attack`: the attacker's list, tried from outside over HTTP as a stranger would.
//
// It starts the production build (build/server.js) on a fresh DATA_DIR, with its database on a
// throwaway PostgreSQL when one can be made on this machine (so the sessions table and the OTP
// tries can be counted from outside; otherwise the embedded one), with OTP caps and budgets
// lowered so that each is met within seconds. Then a second server, with short socket limits, an
// https PUBLIC_ORIGIN, a DATA_DIR it makes itself and an administrator who has no second factor
// yet. Each attack prints SAFE, WEAK, VULNERABLE or BROKEN (it never reached what it attacks)
// with its evidence; the run ends with a summary and exits 1 unless all are SAFE. A line that is
// not SAFE is a finding about the product (or the list), to check against its test and report.
// Lines are numbered by kind: 1 decompression bombs, 2 active content, 3 SMS and one-time codes,
// 4 administrators' sign-in, 5 sessions, 6 requests and the edge, 7 the site as a relay.
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import type { APIRequestContext } from "@playwright/test";
import pg from "pg";

import { indiaToday } from "../../app/clock/india-clock";
import { BLOG_AUTHORS, MAX_CONTENT_IMAGES } from "../../app/domain/blog-upload";
import { UNPROVEN_VISITOR_LIFETIME } from "../../app/domain/session-policy";
import { blogSlugBase } from "../../app/domain/slug";
import { totpCode } from "../../app/infra/totp.server";
import { en } from "../../app/locales/en";
import { adminWords } from "../../app/locales/en/admin";
import { adminCookie } from "../../tests/support/admin-auth";
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
import {
  chartsFromABotnet,
  chartsFromManyAddresses,
  cityDaysFromManyAddresses,
  muhuratYearsFromManyAddresses,
  muhuratYearsFromOneClient,
  placeSearchesFromManyAddresses,
  vratsFilesFromOneAddress,
} from "./address-floods";
import { keptChartsOfOthers } from "./chart-attacks";
import { chartFlood, festivalYearStall, kundliFormPoisoning } from "./cpu-attacks";
import {
  cachedQueryLeak,
  dataDirModes,
  doubleSlashLinks,
  encodingNegotiation,
  hostileFieldNames,
  oddRequestTargets,
  plainHttpOrigin,
  slowUpload,
} from "./edge-attacks";
import { adminPasswordFlood } from "./floods";
import {
  aimedLockOut,
  budgetOracle,
  burstAddress,
  busySixteenCustomers,
  codeGuessing,
  liveCodeVoided,
  liveCodeVoidedFromSameAddress,
  OTP_LIMITS,
  ownerWhileOneNetworkPolls,
  pumpedAddress,
  rightCodeAfterSpentTries,
  signUpBurst,
  smsPerNetwork,
  smsPumping,
  sustainedSignUpStarvation,
} from "./otp-attacks";
import { grievanceRelay } from "./relay";
import {
  Broken,
  type Browser,
  browser,
  closedAfter,
  digits,
  errorLines,
  type Finding,
  freshAddress,
  freshMobile,
  logEntries,
  machineLoad,
  registeredNumber,
  sleep,
  type Target,
  type Verdict,
} from "./talk";

const documentMessages = en.onboarding.documentMessages;

/** Every page asked for while a bomb is judged must be answered within this (docs/security.md). */
const ANSWER_WITHIN_MS = 200;
/** A page slower than this waited for the bomb rather than merely sharing the machine with it. */
const WAITED_FOR_THE_BOMB_MS = 1_000;
/** The server process's peak resident memory past which a bomb "blew it up". */
const MEMORY_LIMIT_MB = 1_024;

// Short socket limits, as tests/e2e/server/slow-clients.spec.ts sets them.
const HEADERS_MS = 2_000;
const REQUEST_MS = 4_000;
const SOCKET_MARGIN_MS = 1_500;
/**
 * The slow BMP decodes in seconds, within production's 15 s: upload-bombs.spec.ts lowers the
 * limit so that it meets it, and so does the second server here (the first keeps production's).
 */
const SLOW_DECODE_LIMIT_MS = 400;
/**
 * The second server's budget for new numbers: 180 a minute, strangers 162 of it in its one-minute
 * window. Decision 118 keeps a quarter of the window for networks an attacker has not used, less
 * one code for each /16 it uses (¾ W + N): 20 /16s against a window of 162 leave 20 a window for
 * new customers, as about 28 /16s would against production's 225.
 */
const STARVATION_BUDGET_PER_HOUR = 10_800;

const ID_CARD_JPEG = fs.readFileSync(fileURLToPath(new URL("../../tests/fixtures/id-card.jpg", import.meta.url)));
const CERTIFICATE_PDF = fs.readFileSync(fileURLToPath(new URL("../../tests/fixtures/certificate.pdf", import.meta.url)));

/** The server process's peak resident memory (VmHWM), in MB. */
function peakMemoryMb(server: Target): number {
  const status = fs.readFileSync(`/proc/${server.process.pid}/status`, "utf8");
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

const isAlive = (server: Target) => server.process.exitCode === null && server.process.signalCode === null;

// ---------------------------------------------------------------------------------------------
// 1. Decompression bombs

type Bomb = { name: string; type: string; bytes: () => Buffer | Promise<Buffer>; reasons: string[] };

/** How long /faq takes to answer, read whole; a failure as its message. */
async function timePage(server: Target): Promise<{ ms: number; failure?: string }> {
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
async function whileReading<T>(server: Target, send: () => Promise<T>) {
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
  server: Target,
  sent: number,
  answered: { status: number; text: string; ms: number; reached: boolean } | Error,
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
  if (!answered.reached) throw new Broken(`the form answered ${answered.status} without judging the file: it never reached the upload`);
  const refusedWith = reasons.find((reason) => answered.text.includes(reason));
  const { tooMany, ...plainReasons } = adminWords.blogUpload.skipReasons;
  const otherReason = [...Object.values(plainReasons), tooMany(MAX_CONTENT_IMAGES)].find((reason) => answered.text.includes(reason));
  const evidence =
    `${sent} bytes sent → ${answered.status} in ${Math.round(answered.ms)} ms` +
    (refusedWith ? ` with "${refusedWith}"` : otherReason ? ` with another reason, "${otherReason}"` : ", not refused (kept)") +
    `; ${pages}; server peak memory ${memory} MB; ${machineLoad()}`;
  if (answered.status >= 500 || failures.length > 0 || slowest > WAITED_FOR_THE_BOMB_MS || memory > MEMORY_LIMIT_MB) {
    return { verdict: "VULNERABLE", evidence: [evidence, ...failures].join("; ") };
  }
  if (!refusedWith || answered.status !== 422 || slowest >= ANSWER_WITHIN_MS || pageTimes.length === 0)
    return { verdict: "WEAK", evidence };
  return { verdict: "SAFE", evidence };
}

async function flatePdfAsDocument(server: Target, applicant: APIRequestContext): Promise<Finding> {
  const bomb = await flateBombPdf();
  const { answer, ...pages } = await whileReading(server, async () => {
    const started = performance.now();
    const response = await applicant.post("/document", {
      multipart: { certificate: { name: "certificate.pdf", mimeType: "application/pdf", buffer: bomb } },
    });
    const text = await response.text();
    // An applicant who is not signed in is sent away before any file is read.
    const reached = !/signup|login/.test(response.headers()["location"] ?? "");
    return { status: response.status(), text, ms: performance.now() - started, reached };
  });
  return bombFinding(server, bomb.length, answer, [documentMessages.size], pages);
}

/** A blog post that cannot be saved (no heading), so its answer lists each file skipped and why (as upload-bombs.spec.ts posts). */
async function postUnsavableBlogImage(server: Target, admin: string, name: string, type: string, bytes: Buffer) {
  const form = new FormData();
  const fields = {
    mainHeading: "",
    heading: "",
    article: BLOG_AUTHORS[0],
    language: "en",
    scheduleDate: "2042-01-01",
    htmlContent: "<p>x</p>",
  };
  for (const [field, value] of Object.entries(fields)) form.set(field, value);
  form.set("contentFiles", new Blob([new Uint8Array(bytes)], { type }), name);
  return fetch(`${server.baseURL}/admin/blogupload`, {
    method: "POST",
    headers: { Cookie: admin, Origin: server.origin },
    body: form,
    redirect: "manual",
  });
}

async function bombAsBlogImage(server: Target, admin: string, bomb: Bomb): Promise<Finding> {
  const bytes = await bomb.bytes();
  const { answer, ...pages } = await whileReading(server, async () => {
    const started = performance.now();
    const response = await postUnsavableBlogImage(server, admin, bomb.name, bomb.type, bytes);
    const text = await response.text();
    // The reason must be the one given to this file: the page names it beside its reason. A page
    // that names no file at all refused the form before its files (a missing field, no admin).
    const reached = text.includes(bomb.name) || response.status >= 500;
    return { status: response.status, text: text.includes(bomb.name) ? text : "", ms: performance.now() - started, reached };
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
async function activePdfDocument(server: Target, applicant: APIRequestContext, admin: string): Promise<Finding> {
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
async function hostileSvgBlogImage(server: Target, admin: string): Promise<Finding> {
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
      language: "en",
      scheduleDate: indiaToday(new Date()),
      mainDescription: "An SVG from an attacker.",
      htmlContent: '<p>A drawing.</p><img src="content-1" alt="A drawing">',
      metaTags: "drawing",
    };
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set("contentFiles", new Blob([svg], { type: "image/svg+xml" }), "drawing.svg");
    const saved = await fetch(`${server.baseURL}/admin/blogupload`, {
      method: "POST",
      headers: { Cookie: admin, Origin: server.origin },
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
// 4. The administrator's second factor

/** With the password, five wrong codes from one address; then the real administrator signs in from another. */
async function secondFactorLockOut(server: Target): Promise<Finding> {
  const live = new Set([-30_000, 0, 30_000].map((offset) => totpCode(E2E_ADMIN.totpSecret, new Date(Date.now() + offset))));
  const wrong = ["000000", "000001", "000002"].find((code) => !live.has(code))!;
  const attacker = browser(server, "198.19.0.7");
  const password = await attacker.post("/admin/login", { email: E2E_ADMIN.email, password: E2E_ADMIN.password, next: "/admin" });
  if (password.headers.get("location") !== "/admin/two-factor") throw new Error(`the password answered ${password.status}`);
  const tries: number[] = [];
  for (let i = 0; i < 5; i++) tries.push((await attacker.post("/admin/two-factor?index", { code: wrong })).status);
  if (tries[0] !== 401) throw new Broken(`the first wrong code was answered ${tries[0]}, not checked`);
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
async function recoveryCodesInCookies(visitor: Browser, admin: { email: string; password: string }): Promise<Finding> {
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

async function refusedPostsMakeNoSession(server: Target, postgres: ThrowawayPostgres | null): Promise<Finding> {
  const since = new Date();
  const stranger = browser(server, freshAddress(), "https://evil.example");
  const visitor = browser(server);
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

async function unverifiedNumberLivesADay(server: Target, postgres: ThrowawayPostgres | null): Promise<Finding> {
  const mobile = freshMobile();
  const response = await browser(server).post("/signup", { dialCode: "+91", mobile });
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
async function nonAsciiRedirects(server: Target): Promise<Finding> {
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
async function legacyDataRequests(server: Target, admin: string): Promise<Finding> {
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
      headers: { Origin: server.origin, ...(cookie ? { Cookie: cookie } : {}) },
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
  if (/signup|login/.test(response.headers()["location"] ?? "")) throw new Broken(`the applicant is not signed in: ${evidence}`);
  if (response.status() >= 500) return { verdict: "VULNERABLE", evidence };
  return { verdict: response.status() === 302 && listed.length === 2 ? "SAFE" : "WEAK", evidence };
}

/**
 * 300 made-up query strings on a cached page. The server logs each answer it sends from memory
 * with `"cache":"hit"` (page-cache.spec.ts counts them so): a made-up query with a copy of its
 * own would be rendered, and kept, first.
 */
async function pageCacheFlood(server: Target): Promise<Finding> {
  const faqLines = () => logEntries(server).filter((entry) => entry.msg === "request" && entry.path === "/faq");
  const tally = () => {
    const lines = faqLines();
    return { hits: lines.filter((entry) => entry.cache === "hit").length, renders: lines.filter((entry) => entry.cache !== "hit").length };
  };
  // Asked until an answer comes from memory: the first visit after a publish renders and keeps the copy.
  let kept = false;
  for (let i = 0; i < 20 && !kept; i++) {
    const hits = tally().hits;
    await (await fetch(`${server.baseURL}/faq`)).arrayBuffer();
    await sleep(200);
    kept = tally().hits > hits;
  }
  if (!kept) throw new Broken("/faq never came from memory, so there was no cache to fill");
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

async function slowHeaders(server: Target): Promise<Finding> {
  const closed = await closedAfter(server, (socket) => {
    socket.write("GET /faq HTTP/1.1\r\n");
    trickle(socket, `Host: localhost\r\nAccept: ${"text/html,".repeat(20)}`);
  });
  return slowClientFinding(HEADERS_MS, closed);
}

async function slowBody(server: Target): Promise<Finding> {
  const closed = await closedAfter(server, (socket) => {
    socket.write(
      `POST /logout HTTP/1.1\r\nHost: localhost\r\nOrigin: ${server.origin}\r\n` +
        "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n",
    );
    trickle(socket, "x".repeat(1000));
  });
  return slowClientFinding(REQUEST_MS, closed);
}

// ---------------------------------------------------------------------------------------------
// The run

const findings: Array<Finding & { attack: string }> = [];

/**
 * ATTACK_ONLY="charts,vrats" runs only the lines whose name contains one of these words (in any
 * case), for a quick run while working on a few: the whole list takes minutes. The lines left out
 * are not printed, and a server or a wait none of the chosen lines needs is skipped.
 */
const only = (process.env.ATTACK_ONLY ?? "")
  .split(",")
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
const chosen = (attack: string) => only.length === 0 || only.some((word) => attack.toLowerCase().includes(word));

/** Starts a slow line now, to be printed later by `attempt` (beside the others): nothing when it is not chosen. */
const begun = (attack: string, run: () => Promise<Finding>): Promise<Finding | Error> =>
  chosen(attack) ? run().catch((error: Error) => error) : Promise.resolve(new Error("not chosen"));

/** A line begun earlier, as `attempt` runs it. */
const settled = (result: Finding | Error) => () => (result instanceof Error ? Promise.reject(result) : result);

/** Runs one attack and prints its line at once; an attack that breaks off proved nothing (BROKEN). */
async function attempt(attack: string, run: () => Promise<Finding> | Finding) {
  if (!chosen(attack)) return;
  let finding: Finding;
  try {
    finding = await run();
  } catch (error) {
    const why = (error as Error).message.split("\n")[0];
    finding = { verdict: "BROKEN", evidence: error instanceof Broken ? why : `the attack broke off, so nothing is proven: ${why}` };
  }
  findings.push({ attack, ...finding });
  console.log(`${finding.verdict.padEnd(10)} ${attack}: ${finding.evidence}`);
}

async function stopAndRemove(server: RunningServer) {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

/** A throwaway PostgreSQL when this machine can make one, else null (the embedded database), saying why. */
async function databaseForRun(): Promise<ThrowawayPostgres | null> {
  if (!(await canMakeThrowawayPostgres())) return null;
  try {
    return await throwawayPostgres();
  } catch (error) {
    console.log(`NOTICE: no throwaway PostgreSQL (${(error as Error).message.split("\n")[0]}); the embedded database instead.`);
    return null;
  }
}

async function firstServer(started: number) {
  const postgres = await databaseForRun();
  const running = await startServer({
    env: {
      ...adminEnv(),
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      ...Object.fromEntries(Object.entries(OTP_LIMITS).map(([name, value]) => [name, String(value)])),
    },
  }).catch(async (error: Error) => {
    await postgres?.remove();
    throw error;
  });
  const server: Target = Object.assign(running, { origin: running.baseURL });
  console.log(
    `Server 1: build/server.js on ${server.dataDir}, database ${postgres ? "a throwaway PostgreSQL" : "embedded"}, production upload ` +
      `limits; ${Object.entries(OTP_LIMITS)
        .map(([name, value]) => `${name}=${value}`)
        .join(", ")}. Ready after ${Math.round((Date.now() - started) / 1000)} s.`,
  );
  let applicant: APIRequestContext | undefined;
  try {
    // First of all, while the page cache is empty.
    await attempt("6. /faq first asked with a query the cache ignores (evil=1), then without: the kept copy's links", () =>
      cachedQueryLeak(server, "/faq"),
    );
    applicant = await registeredApplicant(server);
    const admin = await adminCookie(server.baseURL);
    const adminHome = await fetch(`${server.baseURL}/admin`, { headers: { Cookie: admin }, redirect: "manual" });
    if (adminHome.status !== 200) throw new Error(`the administrator's cookie opens /admin with ${adminHome.status}`);
    const returningMobile = await registeredNumber(server);
    // Three for each of the budget's oracles, four whose wrong tries the right-code line spends.
    const registered = await Promise.all(Array.from({ length: 10 }, () => registeredNumber(server)));
    // Light and slow (it may wait out a countdown): beside the others.
    const voidedLine = "3. browser B on another network asks for browser A's number; then A types A's code";
    const voided = begun(voidedLine, () => liveCodeVoided(server));

    await attempt("1. a 2 KB PDF inflating to 1 GB, as an identity document", () => flatePdfAsDocument(server, applicant!));
    const bombs: Array<Bomb & { what: string }> = [
      {
        what: "a GIF of two billion pixels",
        name: "frames.gif",
        type: "image/gif",
        bytes: gifBomb,
        reasons: [adminWords.blogUpload.skipReasons.notImage, adminWords.blogUpload.skipReasons.tooLargeToDecode],
      },
      {
        what: "a PNG claiming ten gigapixels",
        name: "huge.png",
        type: "image/png",
        bytes: pngClaimingTenGigapixels,
        reasons: [adminWords.blogUpload.skipReasons.notImage],
      },
      {
        what: "an SVG of nested entities",
        name: "laughs.svg",
        type: "image/svg+xml",
        bytes: svgBomb,
        reasons: [adminWords.blogUpload.skipReasons.notImage],
      },
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
    await attempt("6. field names __proto__, constructor and prototype in eight path forms, to every form", () =>
      hostileFieldNames(server, applicant!, admin),
    );
    await attempt("6. 300 made-up query strings on /faq, to fill the page cache", () => pageCacheFlood(server));
    await attempt("6. each kundli form page first asked with a 15 KB query, then posted to by the next visitor", () =>
      kundliFormPoisoning(server),
    );
    await attempt("6. 128 connections posting charts from one address, while pages from memory and /healthz are read", () =>
      chartFlood(server),
    );
    await attempt("6. twelve festival years nobody asked for, asked for at once, while /healthz is read", () => festivalYearStall(server));
    // Costly work from a fresh address per request (a provider's block): no client's bucket meets
    // it, only the site-wide share of the thread; each judged against the reads of the second before.
    await attempt(
      "6. 128 connections posting charts, a fresh address of one /16 per post, while pages from memory and /healthz are read and a visitor from another network posts charts",
      () => chartsFromManyAddresses(server),
    );
    await attempt(
      "6. 128 connections posting charts from 128 /16s, one address each (a botnet), while pages from memory and /healthz are read and people arriving, each from a network of its own, post a chart",
      () => chartsFromABotnet(server),
    );
    await attempt(
      "6. 32 connections searching places no name answers, a fresh address of one /16 each; pages, /healthz and a visitor's charts meanwhile",
      () => placeSearchesFromManyAddresses(server),
    );
    await attempt(
      "6. 32 connections asking city days nobody asked for (far dates), a fresh address of one /16 each; pages, /healthz and a visitor's charts meanwhile",
      () => cityDaysFromManyAddresses(server),
    );
    await attempt(
      "6. 32 connections asking muhurat years of other cities and far years, a fresh address of one /16 each; pages, /healthz and a visitor's charts meanwhile",
      () => muhuratYearsFromManyAddresses(server),
    );
    await attempt(
      "6. one client at one address asking one city's muhurat year after another; pages, /healthz and a visitor's charts meanwhile",
      () => muhuratYearsFromOneClient(server),
    );
    await attempt(
      "6. 16 connections from one address asking vrats.ics of far months, each once: refused past the bucket, pages unharmed",
      () => vratsFilesFromOneAddress(server),
    );
    await attempt("8. a customer opens, renames, sends and deletes another's kept chart by its id; strangers guess its link", () =>
      keptChartsOfOthers(server),
    );
    await attempt("6. /hi//evil.example: where its redirects and links lead", () => doubleSlashLinks(server));
    await attempt("6. Accept-Encoding refusing with q=0, and names in other letter case", () => encodingNegotiation(server));

    await attempt("3. a stranger on two networks spends a customer's codes and deletion codes; then the customer signs in", () =>
      aimedLockOut(server),
    );
    await attempt("3. a stranger guesses a registered number's codes from fresh browsers and addresses", () =>
      codeGuessing(server, postgres),
    );
    await attempt(
      "3. a stranger spends a /24's wrong tries at accounts; returning customers on new browsers there and on another /24 of the /16 type the right code",
      () => rightCodeAfterSpentTries(server, registered.slice(6)),
    );
    await attempt("7. an anonymous grievance naming a third party's e-mail and mobile, with the attacker's text", () =>
      grievanceRelay(server),
    );
    await attempt(voidedLine, settled(await voided));

    // Last on this server: they spend its SMS budget.
    await attempt("3. several addresses of one /24 asking for codes", () => smsPerNetwork(server));
    await attempt("3. a burst of sign-ups from 12 /24s in two /16s; then a new customer from another /16", () => signUpBurst(server));
    await attempt("3. what a network-capped attacker is told for unknown and registered numbers", () =>
      budgetOracle(server, "from the burst's /24s, which their caps refuse", burstAddress, registered.slice(0, 3)),
    );
    await attempt("3. SMS pumping from many /16s until the budget is spent; then a returning customer asks for a code", () =>
      smsPumping(server, returningMobile),
    );
    await attempt("3. what an attacker is told for unknown and registered numbers from /16s past their share of the budget", () =>
      budgetOracle(
        server,
        "from the pumping's /16s, each past its share once half the window is spent",
        pumpedAddress,
        registered.slice(3, 6),
      ),
    );
    await attempt("4. sixteen clients posting administrators' passwords; a static file and a gzip page meanwhile", () =>
      adminPasswordFlood(server),
    );
  } finally {
    await applicant?.dispose();
    await stopAndRemove(server);
    await postgres?.remove();
  }
}

/** The second server's lines, by name: ATTACK_ONLY may leave out some, or the server. */
const SECOND = {
  plainHttp: "6. a post from http:// and the site's host to an https site",
  recoveryCodes: "4. recovery codes read from the cookies of second-factor setup",
  slowBmp: "1. a 41-megapixel BMP slow to decode, as a blog image",
  oddTargets: "6. GET http://host/path and GET * written on a socket",
  modes: "6. the modes of the files and folders the server made in DATA_DIR",
  busySixteen: "3. sign-ups from eight /24s of a /16 as fast as answered; real customers on other /24s of that /16",
  lockOut: "3. a stranger on one network polls a number's codes every 2 s; its owner on a new browser on another network signs in",
  voidedHere: "3. browser B at the same carrier address asks for browser A's number; then A types A's code",
  headers: "6. headers sent one byte a second (slow loris)",
  body: "6. a body sent one byte a second",
  upload: "6. an upload declaring 90 MB, sending a byte every 2 s",
  starvation: "3. a sustained sign-up attack from 20 /16s outrunning the budget 7 times; the share of new customers who get a code",
};

async function secondServer() {
  if (!Object.values(SECOND).some(chosen)) return;
  const enrolling = { email: "enrolling-admin@example.in", password: "an enrolment passphrase" };
  // An https site (as deployed behind TLS): the Origin check must hold to the scheme too.
  const origin = "https://grahavani.test";
  // A folder the server makes itself, so the modes it creates are what is judged.
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), "grahavani-attack-"));
  const dataDir = path.join(parent, "data");
  const uploadGraceMs = 3_000;
  const running = await startServer({
    dataDir,
    env: {
      ...adminEnv(enrolling),
      PUBLIC_ORIGIN: origin,
      SESSION_SECRET: crypto.randomBytes(32).toString("base64"),
      DATA_ENCRYPTION_KEY: crypto.randomBytes(32).toString("base64"),
      HEADERS_TIMEOUT_MS: String(HEADERS_MS),
      REQUEST_TIMEOUT_MS: String(REQUEST_MS),
      UPLOAD_WORK_LIMIT_MS: String(SLOW_DECODE_LIMIT_MS),
      UPLOAD_RATE_GRACE_MS: String(uploadGraceMs),
      // The sustained sign-up attack scaled down in time: a one-minute window of 162 strangers'
      // codes (10,800 an hour).
      SMS_BUDGET_PER_HOUR: String(STARVATION_BUDGET_PER_HOUR),
      SMS_BUDGET_BURST_MINUTES: "1",
    },
  }).catch((error: Error) => {
    fs.rmSync(parent, { recursive: true, force: true });
    throw error;
  });
  const second: Target = Object.assign(running, { origin });
  console.log(
    `Server 2: build/server.js on ${dataDir} (made by the server), PUBLIC_ORIGIN=${origin}, HEADERS_TIMEOUT_MS=${HEADERS_MS}, ` +
      `REQUEST_TIMEOUT_MS=${REQUEST_MS} (as slow-clients.spec.ts sets them), UPLOAD_WORK_LIMIT_MS=${SLOW_DECODE_LIMIT_MS} (as ` +
      `upload-bombs.spec.ts sets it, so the slow BMP meets it), UPLOAD_RATE_GRACE_MS=${uploadGraceMs}, an administrator without a second factor yet.`,
  );
  try {
    // Slow (each waits out a minute): beside the others, before the sustained attack spends the window.
    const strangersLines = Promise.all([
      begun(SECOND.lockOut, () => ownerWhileOneNetworkPolls(second)),
      begun(SECOND.voidedHere, () => liveCodeVoidedFromSameAddress(second)),
    ]);
    await attempt(SECOND.plainHttp, () => plainHttpOrigin(second));
    const enrolment = browser(second, "198.19.1.7");
    await attempt(SECOND.recoveryCodes, () => recoveryCodesInCookies(enrolment, enrolling));
    const bmp = { name: "slow.bmp", type: "image/bmp", bytes: slowBmp, reasons: [adminWords.blogUpload.skipReasons.tooLargeToDecode] };
    // The BMP is posted by the administrator the line before enrols.
    if (chosen(SECOND.slowBmp) && !chosen(SECOND.recoveryCodes)) await recoveryCodesInCookies(enrolment, enrolling);
    await attempt(SECOND.slowBmp, () => bombAsBlogImage(second, enrolment.cookie(), bmp));
    await attempt(SECOND.oddTargets, () => oddRequestTargets(second));
    // The slow clients side by side: each holds a socket, none costs the machine anything.
    const [headers, body, upload] = await Promise.all([
      begun(SECOND.headers, () => slowHeaders(second)),
      begun(SECOND.body, () => slowBody(second)),
      begun(SECOND.upload, () => slowUpload(second, uploadGraceMs)),
    ]);
    await attempt(SECOND.headers, settled(headers));
    await attempt(SECOND.body, settled(body));
    await attempt(SECOND.upload, settled(upload));
    await attempt(SECOND.modes, () => dataDirModes(dataDir));
    const [lockOut, voidedHere] = await strangersLines;
    await attempt(SECOND.lockOut, settled(lockOut));
    await attempt(SECOND.voidedHere, settled(voidedHere));
    await attempt(SECOND.busySixteen, () => busySixteenCustomers(second));
    if (chosen(SECOND.starvation)) {
      // The one-minute window, counted by whole minutes, empties before the next attack.
      await sleep(125_000);
      await attempt(SECOND.starvation, () => sustainedSignUpStarvation(second, Math.floor((STARVATION_BUDGET_PER_HOUR / 60) * 0.9)));
    }
  } finally {
    await second.stop();
    fs.rmSync(parent, { recursive: true, force: true });
  }
}

async function main() {
  const started = Date.now();
  await firstServer(started);
  await secondServer();
  const count = (verdict: Verdict) => findings.filter((f) => f.verdict === verdict).length;
  console.log(
    `\n${findings.length} attacks in ${Math.round((Date.now() - started) / 1000)} s: ` +
      `${count("SAFE")} SAFE, ${count("WEAK")} WEAK, ${count("VULNERABLE")} VULNERABLE, ${count("BROKEN")} BROKEN.`,
  );
  process.exit(count("SAFE") === findings.length ? 0 : 1);
}

await main();
