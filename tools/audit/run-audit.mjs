// `npm run audit` (docs/performance.md): Lighthouse and HTML validity budgets of the production server.
//
// 1. Lighthouse (mobile defaults) on the reading pages the bench measures, and on /signup
//    for the record (no budget: the form pages' budgets are the bench's slow phone), three runs
//    each in Debian's Chromium (CHROME_PATH, else /usr/bin/chromium); the median of each category.
// 2. The served HTML (what a browser with JavaScript off gets) of every public page (the sitemap
//    and the pages outside it) and of every form page, reached by walking the flows with plain
//    HTTP requests: sign-up, OTP, registration, the astrologer application, the admin screens,
//    and each form posted empty (its error rendering). Checked with the W3C Nu checker (vnu-jar;
//    Java from Debian's default-jre-headless) when Java is installed, else with html-validate
//    (tests/support/html-validate.config.mjs, close to the Nu checker's rules); it says which ran.
//
// Budgets: Performance, Accessibility, Best Practices and SEO all 100 on every reading page;
// zero HTML errors. Exits 1 when a budget fails.
// AUDIT_RUNS=n changes the number of Lighthouse runs per page; AUDIT_SKIP_LIGHTHOUSE=1 or
// AUDIT_SKIP_HTML=1 leaves a part out (for trying things out; the budgets then say SKIPPED).
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { serverCommand } from "../../scripts/server-command.mjs";
import { readingPaths } from "../bench/pages.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const require = createRequire(import.meta.url);

const RUNS = Number(process.env.AUDIT_RUNS ?? 3);
/** Audited and printed, without a budget. */
const REPORTED_PAGES = ["/signup"];
const CATEGORIES = [
  { id: "performance", label: "Performance", min: 100 },
  { id: "accessibility", label: "Accessibility", min: 100 },
  { id: "best-practices", label: "Best Practices", min: 100 },
  { id: "seo", label: "SEO", min: 100 },
];
const ADMIN = { email: "audit-admin@example.in", password: "audit admin password 1" };

/** The authenticator's current code for a base32 secret (RFC 6238: SHA-1, 6 digits, 30 s). */
function totpCode(secret) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of secret.toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)));
  const digest = crypto.createHmac("sha1", key).update(counter).digest();
  const offset = digest[digest.length - 1] & 0xf;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/** Public pages outside the sitemap: relative days, pagination, redirects' targets, errors. */
const EXTRA_PUBLIC = [
  "/daily-horoscope",
  "/daily-horoscope/today/aries",
  "/daily-horoscope/yesterday/leo",
  "/daily-horoscope/tomorrow/pisces",
  "/daily-horoscope/choose",
  "/blogs?page=2",
  "/call-with-astrologer?page=2",
  "/chat-with-astrologer?sort=rating",
  "/app-downloads",
  "/astrologer-welcome",
  "/astrologer-thank-you",
  "/login",
  "/no-such-page-here",
  "/blogs/no-such-article",
];

async function main() {
  const started = Date.now();
  console.log(
    `Grahavani audit — ${new Date().toISOString()} — ${os.cpus().length} cores, ` +
      `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")}`,
  );
  const server = await startServer();
  const budgets = [];
  try {
    // The bench's reading pages, each English one beside its Hindi twin (tools/bench/pages.mjs).
    const pages = [...(await readingPaths(server.origin)), ...REPORTED_PAGES];

    if (process.env.AUDIT_SKIP_LIGHTHOUSE === "1") {
      budgets.push(["Lighthouse", null]);
    } else {
      const scores = await lighthouseScores(server.origin, pages);
      printScores(scores);
      for (const { page, median } of scores) {
        if (REPORTED_PAGES.includes(page)) continue;
        for (const category of CATEGORIES) {
          const score = median[category.id];
          budgets.push([`Lighthouse ${page}: ${category.label} ≥ ${category.min} (${score})`, score >= category.min]);
        }
      }
    }

    if (process.env.AUDIT_SKIP_HTML === "1") {
      budgets.push(["HTML validity", null]);
    } else {
      const documents = await collectDocuments(server);
      const { checker, problems } = await validate(documents);
      printProblems(checker, documents, problems);
      budgets.push([
        `HTML validity (${checker}): zero errors on ${documents.length} served pages (${problems.length})`,
        problems.length === 0,
      ]);
    }
  } finally {
    await server.stop();
  }

  console.log("\nBudgets:");
  for (const [name, ok] of budgets) console.log(`  ${ok === null ? "SKIPPED" : ok ? "PASS" : "FAIL"}  ${name}`);
  const failed = budgets.filter(([, ok]) => ok === false).length;
  console.log(`\n${failed === 0 ? "All budgets pass." : `${failed} budget(s) FAIL.`} (${Math.round((Date.now() - started) / 1000)} s)`);
  process.exitCode = failed === 0 ? 0 : 1;
}

// ---------------------------------------------------------------------------------------------
// The server

async function startServer() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "grahavani-audit-"));
  const logFile = path.join(dataDir, "server.log");
  const log = fs.openSync(logFile, "a");
  const production = serverCommand();
  const child = spawn(process.execPath, [...production.nodeArgs, "build/server.js"], {
    cwd: root,
    env: {
      ...process.env,
      ...production.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      // Lighthouse checks canonical links against the address it visits.
      PUBLIC_ORIGIN: `http://localhost:${port}`,
      DATABASE_URL: "",
      // The walker stands where a local reverse proxy would and names a visitor address each.
      TRUST_PROXY: "loopback",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ["ignore", log, log],
  });
  fs.closeSync(log);
  const exited = new Promise((resolve) => child.on("exit", (code) => resolve(code)));
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${fs.readFileSync(logFile, "utf8").slice(-4000)}`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error("server did not become ready");
    }
    await sleep(200);
  }
  return {
    origin,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

async function lighthouseScores(origin, pages) {
  const { default: lighthouse } = await import("lighthouse");
  const chrome = await launchChrome();
  const results = [];
  try {
    for (const page of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        // A busy machine sometimes spoils a trace (NO_NAVSTART, NO_FCP): that run is redone.
        for (let attempt = 1; ; attempt++) {
          const result = await lighthouse(`${origin}${page}`, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: CATEGORIES.map((c) => c.id),
          });
          if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
          if (!result.lhr.runtimeError) {
            runs.push(result.lhr);
            break;
          }
          if (attempt === 3) throw new Error(`Lighthouse on ${page}: ${result.lhr.runtimeError.message}`);
          process.stdout.write(`  (Lighthouse run on ${page} failed: ${result.lhr.runtimeError.code}; again)\n`);
        }
      }
      const median = {};
      for (const category of CATEGORIES) {
        median[category.id] = medianOf(runs.map((lhr) => Math.round((lhr.categories[category.id]?.score ?? 0) * 100)));
      }
      const flagged = failingAudits(runs);
      results.push({
        page,
        runs: runs.map((lhr) => CATEGORIES.map((c) => Math.round((lhr.categories[c.id]?.score ?? 0) * 100))),
        median,
        flagged,
      });
      process.stdout.write(`  Lighthouse ${page}: ${CATEGORIES.map((c) => median[c.id]).join(" / ")}\n`);
    }
  } finally {
    await chrome.close();
  }
  return results;
}

/** Audits below full marks in the median run's categories, to say why a score is not 100. */
function failingAudits(runs) {
  const flagged = new Map();
  for (const lhr of runs) {
    for (const category of CATEGORIES) {
      for (const ref of lhr.categories[category.id]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          const key = `${category.label}: ${audit.id}`;
          flagged.set(key, `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
        }
      }
    }
  }
  return [...flagged].map(([key, text]) => `${key} — ${text}`);
}

function medianOf(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Debian's Chromium, headless, on a free DevTools port, with a throwaway profile. */
async function launchChrome() {
  const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  if (!fs.existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath}: apt-get install -y chromium, or set CHROME_PATH`);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "grahavani-audit-chrome-"));
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const child = spawn(
    chromePath,
    [
      "--headless=new",
      ...(isRoot ? ["--no-sandbox"] : []),
      "--disable-gpu",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      // This machine's network is closed: no background traffic, no updates, no first-run UI.
      "--disable-quic",
      "--no-first-run",
      "--no-default-browser-check",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-extensions",
      "--disable-default-apps",
      "--disable-domain-reliability",
      "--disable-client-side-phishing-detection",
      "--metrics-recording-only",
      "--mute-audio",
      "--password-store=basic",
      "--use-mock-keychain",
      "--disable-background-timer-throttling",
      "--disable-backgrounding-occluded-windows",
      "--disable-renderer-backgrounding",
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const port = await new Promise((resolve, reject) => {
    let text = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not open DevTools:\n${text}`)), 30_000);
    child.stderr.on("data", (chunk) => {
      text += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on("exit", (code) => reject(new Error(`Chromium exited with ${code}:\n${text}`)));
  });
  child.stderr.resume();
  return {
    port,
    close: async () => {
      const gone = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([gone, sleep(5_000)]);
      if (child.exitCode === null) child.kill("SIGKILL");
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

function printScores(scores) {
  console.log(`\nLighthouse ${require("lighthouse/package.json").version}, mobile defaults, median of ${RUNS} run(s):`);
  const header = ["page", ...CATEGORIES.map((c) => c.label), "runs (P/A/BP/SEO)"];
  const rows = scores.map(({ page, median, runs }) => [
    REPORTED_PAGES.includes(page) ? `${page} (no budget)` : page,
    ...CATEGORIES.map((c) => median[c.id]),
    runs.map((r) => r.join("/")).join("  "),
  ]);
  printTable(header, rows);
  const notes = scores.flatMap(({ page, flagged }) => flagged.map((f) => `  ${page}: ${f}`));
  if (notes.length > 0) console.log(`Audits below full marks in some run:\n${notes.join("\n")}`);
}

// ---------------------------------------------------------------------------------------------
// Served HTML of every public page and every form page

/** A visitor with its own cookies and address, asking with plain HTTP (no JavaScript). */
class Visitor {
  constructor(origin, documents) {
    this.origin = origin;
    this.documents = documents;
    this.cookies = new Map();
    this.address = `198.51.100.${1 + Math.floor(Math.random() * 254)}`;
  }

  /** GET or POST, following redirects; every HTML page answered is recorded. Returns the last. */
  async go(target, { method = "GET", form, label } = {}) {
    let url = new URL(target, this.origin).href;
    let body = form ? new URLSearchParams(form).toString() : undefined;
    for (let hop = 0; hop < 10; hop++) {
      const response = await fetch(url, {
        method,
        redirect: "manual",
        headers: {
          Accept: "text/html",
          "X-Forwarded-For": this.address,
          ...(this.cookies.size ? { Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
          ...(body !== undefined ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
        },
        body,
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair, ...attributes] = cookie.split(";");
        const eq = pair.indexOf("=");
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        const expired = attributes.some(
          (a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split("=")[1]) < Date.now()),
        );
        if (expired || value === "") this.cookies.delete(name);
        else this.cookies.set(name, value);
      }
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location) {
        await response.arrayBuffer();
        url = new URL(location, url).href;
        method = "GET";
        body = undefined;
        continue;
      }
      const html = await response.text();
      const page = {
        url: url.replace(this.origin, ""),
        status: response.status,
        html,
        label: label ?? `${method} ${new URL(url).pathname}`,
      };
      if (/^text\/html/i.test(response.headers.get("content-type") ?? "")) this.documents.push(page);
      label = undefined;
      return page;
    }
    throw new Error(`too many redirects from ${target}`);
  }

  /** Submits the page's form (the one whose fields include `marker`, else the first POST form). */
  async submit(page, values = {}, { button, marker, label } = {}) {
    const form = pickForm(page.html, marker);
    if (!form) throw new Error(`no form on ${page.url}`);
    const fields = { ...form.defaults, ...values };
    if (button) Object.assign(fields, button);
    return this.go(form.action ? new URL(form.action, this.origin + page.url).pathname : page.url, { method: "POST", form: fields, label });
  }
}

/** The POST forms of a page: action and the values a browser would send by default. */
function forms(html) {
  const found = [];
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    const [, attrs, inner] = match;
    if ((attr(attrs, "method") ?? "get").toLowerCase() !== "post") continue;
    const defaults = {};
    const names = new Set();
    for (const input of inner.matchAll(/<input\b([^>]*)>/gi)) {
      const a = input[1];
      const name = attr(a, "name");
      if (!name) continue;
      names.add(name);
      const type = (attr(a, "type") ?? "text").toLowerCase();
      if (type === "file" || type === "submit" || type === "button" || type === "image") continue;
      if ((type === "radio" || type === "checkbox") && !hasAttr(a, "checked")) continue;
      defaults[name] = decodeEntities(attr(a, "value") ?? (type === "checkbox" ? "on" : ""));
    }
    for (const select of inner.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/gi)) {
      const name = attr(select[1], "name");
      if (!name) continue;
      names.add(name);
      const options = [...select[2].matchAll(/<option\b([^>]*)>([\s\S]*?)<\/option>/gi)];
      const chosen = options.find((o) => hasAttr(o[1], "selected")) ?? options[0];
      if (chosen) defaults[name] = decodeEntities(attr(chosen[1], "value") ?? chosen[2].trim());
    }
    for (const area of inner.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/gi)) {
      const name = attr(area[1], "name");
      if (name) {
        names.add(name);
        defaults[name] = decodeEntities(area[2]);
      }
    }
    found.push({ action: attr(attrs, "action"), defaults, names, inner });
  }
  return found;
}

function pickForm(html, marker) {
  const all = forms(html);
  return (marker ? all.find((f) => f.names.has(marker)) : undefined) ?? all[0];
}

/** Option values of a select, by their label. */
function selectOptions(html, name) {
  const select = new RegExp(`<select\\b[^>]*\\bname="${name}"[^>]*>([\\s\\S]*?)</select>`, "i").exec(html);
  if (!select) return [];
  return [...select[1].matchAll(/<option\b([^>]*)>([\s\S]*?)<\/option>/gi)]
    .map((o) => ({ value: decodeEntities(attr(o[1], "value") ?? ""), label: decodeEntities(o[2].replace(/<[^>]*>/g, "").trim()) }))
    .filter((o) => o.value !== "");
}

function attr(attrs, name) {
  const m = new RegExp(`(?:^|\\s)${name}\\s*=\\s*"([^"]*)"`, "i").exec(attrs);
  return m ? m[1] : undefined;
}
function hasAttr(attrs, name) {
  return new RegExp(`(?:^|\\s)${name}(?:\\s|=|$)`, "i").test(attrs);
}
function decodeEntities(text) {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function latestOtp(dataDir, mobile) {
  const file = path.join(dataDir, "outbox.jsonl");
  const lines = fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim().split("\n").filter(Boolean) : [];
  const sms = lines
    .map((l) => JSON.parse(l))
    .filter((m) => m.channel === "sms" && m.to === `+91${mobile}`)
    .at(-1);
  const code = sms?.text.match(/\b\d{4}\b/g);
  if (!code || code.length !== 1) throw new Error(`no OTP SMS to +91${mobile}`);
  return code[0];
}

/** Signs in by mobile and OTP (from the outbox), as JavaScript-off visitors do. */
async function verifyMobile(visitor, dataDir, mobile) {
  const signup = await visitor.go("/signup");
  const otpPage = await visitor.submit(signup, { mobile }, { marker: "mobile" });
  await visitor.submit(
    otpPage,
    { d1: "0", d2: "0", d3: "0", d4: "0" },
    { button: { intent: "verify" }, marker: "d1", label: "POST /otp-verifications (wrong code)" },
  );
  const code = latestOtp(dataDir, mobile);
  const verify = await visitor.go("/otp-verifications");
  return visitor.submit(verify, { d1: code[0], d2: code[1], d3: code[2], d4: code[3] }, { button: { intent: "verify" }, marker: "d1" });
}

/** No-JavaScript location choice: the page's "Show states/cities" buttons reload the lists. */
async function chooseLocation(visitor, page, stateLabel, cityLabel, values) {
  let current = page;
  const states = () => selectOptions(current.html, "stateId");
  if (states().length === 0) current = await visitor.submit(current, values, { button: { intent: "locations" }, marker: "stateId" });
  const state = states().find((o) => o.label === stateLabel) ?? states()[0];
  if (!state) return { page: current, location: {} };
  current = await visitor.submit(current, { ...values, stateId: state.value }, { button: { intent: "locations" }, marker: "stateId" });
  const cities = selectOptions(current.html, "cityId");
  const city = cities.find((o) => o.label === cityLabel) ?? cities[0];
  return { page: current, location: { stateId: state.value, ...(city ? { cityId: city.value } : {}) } };
}

async function collectDocuments(server) {
  const documents = [];
  const reached = [];
  const note = (what, ok) => reached.push(`${ok ? "reached" : "NOT reached"}: ${what}`);
  const origin = server.origin;

  // Public pages: the sitemap, then the ones outside it.
  const anonymous = new Visitor(origin, documents);
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname + new URL(m[1]).search);
  for (const pathname of [...listed, ...EXTRA_PUBLIC]) await new Visitor(origin, documents).go(pathname);
  note(`${listed.length} sitemap pages and ${EXTRA_PUBLIC.length} others`, true);

  // Anonymous forms and their error renderings.
  const signup = await anonymous.go("/signup");
  await anonymous.submit(signup, { mobile: "12" }, { marker: "mobile", label: "POST /signup (invalid number)" });
  const deletion = await anonymous.go("/account-deletion");
  await anonymous.submit(deletion, { mobile: "" }, { button: { intent: "send" }, label: "POST /account-deletion (empty)" });
  const adminLogin = await anonymous.go("/admin/login");
  await anonymous.submit(
    adminLogin,
    { email: "nobody@example.in", password: "wrong password" },
    { label: "POST /admin/login (wrong password)" },
  );

  // A customer: OTP, role, registration (empty, then filled), profile, account deletion.
  const customer = new Visitor(origin, documents);
  const customerMobile = `7${String(Date.now()).slice(-9)}`;
  try {
    const who = await verifyMobile(customer, server.dataDir, customerMobile);
    note("/who-are-you", who.url.startsWith("/who-are-you"));
    let form = await customer.submit(who, { role: "user" }, { button: { role: "user" } });
    note("/user-registration", form.url.startsWith("/user-registration"));
    await customer.submit(form, { fullName: "" }, { marker: "fullName", label: "POST /user-registration (empty)" });
    form = await customer.go("/user-registration");
    const person = {
      fullName: "Asha Devi Rao",
      gender: "Female",
      pinCode: "411001",
      dob: "1990-04-21",
      timeOfBirth: "06:45",
      location: "Pune",
      consent: "on",
      email: "asha@example.in",
    };
    const { page, location } = await chooseLocation(customer, form, "Maharashtra", "Pune", person);
    const done = await customer.submit(page, { ...person, ...location }, { marker: "fullName", label: "POST /user-registration" });
    const profile = await customer.go("/profile");
    note("/profile", profile.url.startsWith("/profile") && profile.status === 200 && done.status < 400);
    if (profile.url.startsWith("/profile"))
      await customer.submit(profile, { fullName: "" }, { marker: "fullName", label: "POST /profile (empty)" });
    const ownDeletion = await customer.go("/account-deletion");
    const sent = await customer.submit(
      ownDeletion,
      { mobile: customerMobile, confirm: "on" },
      { button: { intent: "send" }, marker: "mobile", label: "POST /account-deletion" },
    );
    const otpStep = await customer.go("/account-deletion");
    note("/account-deletion OTP step", sent.status < 400 && /name="d1"/.test(otpStep.html));
    await customer.submit(
      otpStep,
      { d1: "0", d2: "0", d3: "0", d4: "0" },
      { button: { intent: "verify" }, marker: "d1", label: "POST /account-deletion (wrong code)" },
    );
    const code = latestOtp(server.dataDir, customerMobile);
    const gone = await customer.submit(
      otpStep,
      { d1: code[0], d2: code[1], d3: code[2], d4: code[3] },
      { button: { intent: "verify" }, marker: "d1", label: "POST /account-deletion (right code)" },
    );
    note("/account-deletion done", gone.status < 400);
  } catch (error) {
    note(`customer flow (${error.message})`, false);
  }

  // An astrologer: OTP, role, application (empty, then filled), bank details, documents.
  const astrologer = new Visitor(origin, documents);
  const astrologerMobile = `6${String(Date.now() + 7).slice(-9)}`;
  try {
    const who = await verifyMobile(astrologer, server.dataDir, astrologerMobile);
    let form = await astrologer.submit(who, { role: "astrologer" }, { button: { role: "astrologer" } });
    note("/astrologer-registration", form.url.startsWith("/astrologer-registration"));
    await astrologer.submit(form, { fullName: "" }, { marker: "fullName", label: "POST /astrologer-registration (empty)" });
    form = await astrologer.go("/astrologer-registration");
    const genders = selectOptions(form.html, "gender");
    const specialities = selectOptions(form.html, "specialization");
    const person = {
      fullName: "Ravi Kumar Iyer",
      age: "40",
      gender: genders[0]?.value ?? "Male",
      address: "12 MG Road",
      pinCode: "560001",
      email: "ravi@example.in",
      languages: "Hindi",
      experience: "12",
      specialization: specialities[0]?.value ?? "vedic",
      consent: "on",
    };
    const { page, location } = await chooseLocation(astrologer, form, "Karnataka", "Bengaluru", person);
    const bank = await astrologer.submit(page, { ...person, ...location }, { marker: "fullName", label: "POST /astrologer-registration" });
    note("/bank-details", bank.url.startsWith("/bank-details"));
    if (bank.url.startsWith("/bank-details")) {
      await astrologer.submit(bank, {}, { label: "POST /bank-details (empty)" });
      const documentsPage = await astrologer.go("/document");
      note("/document", documentsPage.url.startsWith("/document"));
      await astrologer.go("/astrologer-status");
    }
  } catch (error) {
    note(`astrologer flow (${error.message})`, false);
  }

  // Seeded applicants (pending, rejected): existing astrologers are sent to the app-download
  // page (spec §4), and their status page follows them.
  for (const mobile of ["9000000021", "9000000025"]) {
    try {
      const visitor = new Visitor(origin, documents);
      const who = await verifyMobile(visitor, server.dataDir, mobile);
      const landing = await visitor.submit(who, { role: "astrologer" }, { button: { role: "astrologer" } });
      const status = await visitor.go("/astrologer-status");
      note(`seeded applicant ${mobile} → ${landing.url}, then ${status.url}`, status.status < 400);
    } catch (error) {
      note(`seeded applicant ${mobile} (${error.message})`, false);
    }
  }

  // The administrator's screens.
  const admin = new Visitor(origin, documents);
  try {
    const login = await admin.go("/admin/login");
    // First sign-in: the second factor is enrolled (a wrong code first, for its error page).
    const setup = await admin.submit(login, ADMIN, { label: "POST /admin/login" });
    note("/admin/two-factor/setup", setup.url === "/admin/two-factor/setup");
    const key = (/class="totp-key">([^<]+)</.exec(setup.html)?.[1] ?? "").replace(/\s/g, "");
    const refused = await admin.submit(setup, { code: "000000" }, { label: "POST /admin/two-factor/setup (wrong code)" });
    const codes = await admin.submit(refused, { code: totpCode(key) }, { label: "POST /admin/two-factor/setup" });
    note("/admin/two-factor/recovery-codes", codes.url === "/admin/two-factor/recovery-codes");
    const dashboard = await admin.go("/admin");
    note("/admin", dashboard.url.startsWith("/admin") && !dashboard.url.startsWith("/admin/login"));
    for (const screen of ["/admin/blogupload", "/admin/faqmanager", "/admin/horoscopeupload", "/admin/reports", "/admin/messages"])
      await admin.go(screen);
    const views = [...new Set([...dashboard.html.matchAll(/href="(\/admin\/view\/\d+)"/g)].map((m) => m[1]))];
    for (const view of views.slice(0, 4)) await admin.go(view);
    note(`${Math.min(4, views.length)} /admin/view pages`, views.length > 0);
  } catch (error) {
    note(`admin screens (${error.message})`, false);
  }

  const unique = dedupe(documents);
  console.log(`\nServed HTML collected: ${unique.length} documents. Flows:\n  ${reached.join("\n  ")}`);
  return unique;
}

function dedupe(documents) {
  const seen = new Set();
  return documents.filter((d) => {
    const key = `${d.label}\n${d.url}\n${d.html.replace(/nonce="[^"]*"/g, "").length}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// ---------------------------------------------------------------------------------------------
// Validation

function javaAvailable() {
  const probe = spawnSync("java", ["-version"], { encoding: "utf8" });
  return probe.status === 0;
}

async function validate(documents) {
  let jar = null;
  try {
    jar = path.join(path.dirname(require.resolve("vnu-jar/package.json")), "build/dist/vnu.jar");
    if (!fs.existsSync(jar)) jar = null;
  } catch {
    jar = null;
  }
  if (jar && javaAvailable()) return { checker: "W3C Nu HTML checker (vnu-jar)", problems: await validateWithNu(jar, documents) };
  console.log("\nJava or vnu-jar is missing: falling back to html-validate (apt-get install -y default-jre-headless for the Nu checker).");
  return { checker: "html-validate (fallback)", problems: await validateWithHtmlValidate(documents) };
}

async function validateWithNu(jar, documents) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "grahavani-vnu-"));
  try {
    const files = documents.map((d, i) => {
      const file = path.join(dir, `page-${String(i).padStart(4, "0")}.html`);
      fs.writeFileSync(file, d.html);
      return file;
    });
    const result = spawnSync(
      "java",
      ["-jar", jar, "--errors-only", "--no-langdetect", "--exit-zero-always", "--format", "json", ...files],
      {
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    if (result.status !== 0) throw new Error(`the Nu checker failed: ${result.stderr}`);
    const report = JSON.parse(result.stderr || result.stdout || '{"messages":[]}');
    return report.messages
      .filter((m) => m.type === "error" || m.type === "non-document-error")
      .map((m) => {
        const index = Number(/page-(\d+)\.html/.exec(m.url ?? "")?.[1]);
        return {
          document: documents[index],
          line: m.lastLine,
          column: m.firstColumn ?? m.lastColumn,
          message: m.message,
          extract: m.extract,
        };
      })
      .filter((problem) => !knownToTheCheckerOnly(problem));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * What the Nu checker reports that is no fault of the page, each named exactly:
 *
 * - React 18's streaming renderer writes what finishes after the shell (Remix's single-fetch
 *   data, `streamController` scripts) after `</html>` on a page that hydrates: Remix's template
 *   renders people's pages with `onShellReady`. The HTML parser puts those scripts into the body
 *   (the spec's "after after body" mode); the checker calls the first one stray and stops there.
 *   Only that script, after the document's end, is let through.
 * - The checker's CSS parser predates `::scroll-button()` (CSS Overflow 5) and alternative
 *   text in `content` (`content: "›" / "Next blogs"`, CSS Generated Content 3), which the blog
 *   row's scroll buttons use and Chromium supports.
 */
function knownToTheCheckerOnly(problem) {
  const { message, extract = "", document, line, column } = problem;
  if (message === "CSS: Parse Error.") return /roll-button\(|\/\s*"[^"]*"\s*\}/.test(extract);
  if (
    message === "Stray start tag \u201cscript\u201d." ||
    message === "Cannot recover after last error. Any further errors will be ignored."
  ) {
    // Only past the document's end: the line holding `</html>`, after it, or any later line.
    const lines = document.html.split("\n");
    const end = lines.findIndex((text) => text.includes("</html>"));
    if (end === -1 || line - 1 < end) return false;
    return line - 1 > end || column > lines[end].indexOf("</html>") + "</html>".length;
  }
  return false;
}

async function validateWithHtmlValidate(documents) {
  const { HtmlValidate } = await import("html-validate");
  const { default: config } = await import("../../tests/support/html-validate.config.mjs");
  const validator = new HtmlValidate(config);
  const problems = [];
  for (const document of documents) {
    const report = await validator.validateString(document.html, document.url);
    for (const result of report.results) {
      for (const m of result.messages) {
        if (m.severity === 2)
          problems.push({ document, line: m.line, column: m.column, message: `${m.message} [${m.ruleId}]`, extract: m.selector });
      }
    }
  }
  return problems;
}

function printProblems(checker, documents, problems) {
  console.log(`\nHTML validity with ${checker}: ${documents.length} served pages, ${problems.length} error(s).`);
  for (const p of problems.slice(0, 200)) {
    console.log(
      `  ${p.document?.label ?? "?"} (${p.document?.url ?? "?"}, status ${p.document?.status ?? "?"}) ${p.line ?? "?"}:${p.column ?? "?"}: ${p.message}`,
    );
    if (p.extract) console.log(`      ${String(p.extract).replace(/\s+/g, " ").slice(0, 160)}`);
  }
  if (problems.length > 200) console.log(`  … and ${problems.length - 200} more`);
}

// ---------------------------------------------------------------------------------------------

function printTable(header, rows) {
  const all = [header, ...rows].map((r) => r.map(String));
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const line = (r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  console.log(line(all[0]));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of all.slice(1)) console.log(line(r));
}

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

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(2);
});
