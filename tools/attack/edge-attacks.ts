// The smaller holes at the HTTP edge: links built from the raw address, the page cache's copies
// and encodings, slow uploads, odd request targets, the data folder's modes, the Origin check.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

import type { APIRequestContext } from "@playwright/test";

import {
  FIELD_READING_FORMS,
  HOSTILE_FIELD_NAMES,
  loggedSince,
  postHostileName,
  type Reach,
} from "../../tests/support/hostile-field-names";
import { E2E_ADMIN, type RunningServer } from "../../tests/support/server-process";
import {
  Broken,
  browser,
  closedAfter,
  digits,
  errorLines,
  type Finding,
  freshAddress,
  freshMobile,
  logEntries,
  nextCode,
  rawGet,
  registeredCustomer,
  sleep,
  type Target,
} from "./talk";

/** Every address a page links to or loads from (href, src, action, srcset's first, content of og:url). */
function linksOf(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src|action|content)="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, "&"));
}

/** A link that leaves our origin: protocol-relative, or naming another host that the path put there. */
const offSite = (link: string) => link.startsWith("//") || /^[a-z]+:\/\/[^/]*evil\.example/i.test(link) || /^\/\\/.test(link);

/** `/hi//evil.example` followed by hand: every Location and every link of the page it ends on stays on our origin. */
export async function doubleSlashLinks(target: Target): Promise<Finding> {
  const hops: string[] = [];
  const bad: string[] = [];
  let at: string | null = "/hi//evil.example";
  let page = "";
  for (let hop = 0; at && hop < 4; hop++) {
    const answer: Response = await fetch(target.baseURL + at, { redirect: "manual" });
    const location = answer.headers.get("location");
    hops.push(`${at} → ${answer.status}${location ? ` ${location}` : ""}`);
    if (location && (offSite(location) || !new URL(location, target.baseURL).href.startsWith(target.baseURL)))
      bad.push(`Location ${location}`);
    page = await answer.text();
    at = answer.status >= 300 && answer.status < 400 && location?.startsWith("/") && !location.startsWith("//") ? location : null;
  }
  const links = linksOf(page);
  bad.push(...links.filter(offSite));
  const evidence = `${hops.join("; ")}; the last page's ${links.length} links, ${bad.length} off our origin${bad.length ? `: ${bad.slice(0, 4).join(", ")}` : ""}`;
  if (links.length === 0 && bad.length === 0) throw new Broken(`no page with links came back: ${evidence}`);
  return { verdict: bad.length === 0 ? "SAFE" : "WEAK", evidence };
}

/**
 * A reading page first asked for with a query parameter its cache address ignores (the server
 * just started, so it is the first ask), then without: the copy from memory must not carry it.
 */
export async function cachedQueryLeak(server: RunningServer, pathname: string): Promise<Finding> {
  const hits = () => logEntries(server).filter((e) => e.msg === "request" && e.path === pathname && e.cache === "hit").length;
  const first = await fetch(`${server.baseURL}${pathname}?evil=1&lang=evil`);
  const firstPage = await first.text();
  const hitsBefore = hits();
  let clean = "";
  let fromMemory = false;
  for (let i = 0; i < 10 && !fromMemory; i++) {
    clean = await (await fetch(`${server.baseURL}${pathname}`)).text();
    await sleep(100);
    fromMemory = hits() > hitsBefore;
  }
  const carried = linksOf(clean).filter((link) => link.includes("evil"));
  const evidence =
    `${pathname}?evil=1&lang=evil first (${first.status}, its own page links "evil" ${linksOf(firstPage).filter((l) => l.includes("evil")).length} times); ` +
    `then ${pathname} ${fromMemory ? "from memory" : "NOT from memory"}: ${carried.length} links carry "evil"${carried.length ? ` (${carried.slice(0, 3).join(", ")})` : ""}`;
  if (!fromMemory) throw new Broken(`the clean ask never came from the cached copy: ${evidence}`);
  return { verdict: carried.length === 0 ? "SAFE" : "WEAK", evidence };
}

/** Accept-Encoding headers and what each must get: refusals by q=0, and names in any letter case. */
const NEGOTIATIONS: Array<{ accept: string; expect: string }> = [
  { accept: "br;q=0, gzip;q=0", expect: "identity" },
  { accept: "gzip;q=0, br;q=0, identity", expect: "identity" },
  { accept: "GZIP", expect: "gzip" },
  { accept: "Br", expect: "br" },
  { accept: "br;q=0, gzip", expect: "gzip" },
];

/** Each Accept-Encoding on a page from memory, a page rendered now and a built script. */
export async function encodingNegotiation(target: Target): Promise<Finding> {
  const signup = await (await fetch(`${target.baseURL}/signup`)).text();
  const script = /\/build\/[\w./-]+\.js/.exec(signup)?.[0];
  if (!script) throw new Broken("the sign-up page loads no built script");
  // Asked for until it comes from memory.
  for (let i = 0; i < 5; i++) await (await fetch(`${target.baseURL}/faq`)).arrayBuffer();
  const wrong: string[] = [];
  const seen: string[] = [];
  for (const where of ["/faq", "/signup", script]) {
    const got = [];
    for (const { accept, expect } of NEGOTIATIONS) {
      const answer = await rawGet(target, where, { "Accept-Encoding": accept });
      const encoding = String(answer.headers["content-encoding"] ?? "identity");
      got.push(encoding);
      if (answer.status !== 200) throw new Broken(`${where} answered ${answer.status}`);
      if (encoding !== expect) wrong.push(`${where} "${accept}" → ${encoding} (expected ${expect})`);
    }
    seen.push(`${where.replace(/\/build\/.*/, "/build/…js")}: ${got.join(",")}`);
  }
  const evidence = `${NEGOTIATIONS.map((n) => `"${n.accept}"`).join(", ")} → ${seen.join("; ")}${wrong.length ? `; wrong: ${wrong.join("; ")}` : ""}`;
  return { verdict: wrong.length === 0 ? "SAFE" : "WEAK", evidence };
}

/**
 * A document upload declaring 90 MB (under the drain limit, so the server reads on) that sends a
 * byte every two seconds: cut once its rate falls under the floor after the grace period.
 */
export async function slowUpload(target: Target, graceMs: number): Promise<Finding> {
  const limitMs = graceMs + 8_000;
  const closed = await closedAfter(
    target,
    (socket) => {
      const { host } = new URL(target.baseURL);
      socket.write(
        `POST /document HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${target.origin}\r\n` +
          "Content-Type: multipart/form-data; boundary=xyz\r\n" +
          `Content-Length: ${90 * 1024 * 1024}\r\n\r\n--xyz\r\n`,
      );
      const drip = setInterval(() => (socket.writable ? socket.write("x") : clearInterval(drip)), 2_000);
      socket.on("close", () => clearInterval(drip));
    },
    limitMs,
  );
  if (!closed)
    return { verdict: "VULNERABLE", evidence: `still open after ${limitMs / 1000} s, at a byte every 2 s (grace ${graceMs} ms)` };
  const said = closed.answer ? closed.answer.split("\r\n")[0] : "nothing";
  const evidence = `a byte every 2 s after 90 MB declared: cut after ${Math.round(closed.ms)} ms (grace ${graceMs} ms), the server said ${said}`;
  if (closed.ms < 1_000) throw new Broken(`refused at once, not read slowly: ${evidence}`);
  return { verdict: said === "nothing" || said.startsWith("HTTP/1.1 408") ? "SAFE" : "WEAK", evidence };
}

/** `GET http://host/path` and `GET *`, written on a socket: each a 400, and no stack in the log. */
export async function oddRequestTargets(target: Target): Promise<Finding> {
  const { host } = new URL(target.baseURL);
  const errorsBefore = errorLines(target).length;
  const outputBefore = target.output().length;
  const answers: string[] = [];
  for (const requestTarget of [`http://${host}/faq`, "*", `http://evil.example/faq`]) {
    const closed = await closedAfter(
      target,
      (socket) => socket.write(`GET ${requestTarget} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
      5_000,
    );
    answers.push(`GET ${requestTarget} → ${closed?.answer.split("\r\n")[0] ?? "no answer in 5 s"}`);
  }
  await sleep(300);
  const logged = target.output().slice(outputBefore);
  const stacks = (logged.match(/\n\s+at /g) ?? []).length + (logged.match(/"stack"/g) ?? []).length;
  const errors = errorLines(target).length - errorsBefore;
  const evidence = `${answers.join("; ")}; error lines logged: ${errors}, stack traces: ${stacks}`;
  const all400 = answers.every((a) => a.includes("HTTP/1.1 400"));
  if (answers.some((a) => / 5\d\d /.test(a)) || stacks > 0) return { verdict: "VULNERABLE", evidence };
  return { verdict: all400 && errors === 0 ? "SAFE" : "WEAK", evidence };
}

/** Every file under the data folder readable by others (not 0600) and every folder not 0700, with its mode. */
export function dataDirModes(dataDir: string): Finding {
  const loose: string[] = [];
  let files = 0;
  let dirs = 0;
  const walk = (at: string) => {
    const stat = fs.statSync(at);
    const mode = stat.mode & 0o777;
    if (stat.isDirectory()) {
      dirs++;
      if (mode !== 0o700) loose.push(`${path.relative(dataDir, at) || "DATA_DIR"}/ ${mode.toString(8)}`);
      for (const name of fs.readdirSync(at)) walk(path.join(at, name));
    } else {
      files++;
      if (mode & 0o077) loose.push(`${path.relative(dataDir, at)} ${mode.toString(8)}`);
    }
  };
  walk(dataDir);
  const evidence = `DATA_DIR made by the server: ${dirs} folders, ${files} files; not 0700/0600: ${loose.length}${loose.length ? ` (${loose.slice(0, 5).join(", ")}${loose.length > 5 ? ", …" : ""})` : ""}`;
  if (files === 0) throw new Broken(`the data folder holds no file: ${evidence}`);
  return { verdict: loose.length === 0 ? "SAFE" : "WEAK", evidence };
}

/** A sign-up post to the site's own host (Host and Origin as a browser sends them), timed out after 5 s. */
function postAs(target: Target, host: string, origin: string) {
  const { hostname, port } = new URL(target.baseURL);
  const body = new URLSearchParams({ dialCode: "+91", mobile: freshMobile() }).toString();
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      {
        hostname,
        port,
        path: "/signup",
        method: "POST",
        agent: false,
        timeout: 5_000,
        headers: {
          Host: host,
          Origin: origin,
          "X-Forwarded-For": `198.18.${Math.floor(Math.random() * 250)}.7`,
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
        },
      },
      (response) => (response.resume(), resolve(response.statusCode ?? 0)),
    );
    request.on("error", reject);
    request.on("timeout", () => request.destroy(new Error("no answer in 5 s")));
    request.end(body);
  });
}

/** On a site whose PUBLIC_ORIGIN is https, posts to its host from `http://` and that host, beside one from the real origin. */
export async function plainHttpOrigin(target: Target): Promise<Finding> {
  const { host } = new URL(target.origin);
  const plain = target.origin.replace(/^https:/, "http:");
  const real = await postAs(target, host, target.origin);
  const fromPlain = await postAs(target, host, plain);
  const local = await postAs(target, new URL(target.baseURL).host, target.baseURL);
  const evidence =
    `PUBLIC_ORIGIN=${target.origin}; a sign-up post with Host ${host} from ${target.origin} → ${real}, from ${plain} → ${fromPlain}; ` +
    `with Host ${new URL(target.baseURL).host} from ${target.baseURL} → ${local}`;
  if (!target.origin.startsWith("https:") || real === 403) throw new Broken(`the site's own origin was refused too: ${evidence}`);
  return { verdict: fromPlain === 403 ? (local === 403 ? "SAFE" : "WEAK") : "VULNERABLE", evidence };
}

/** A visitor who proved a number with its code and chose no role yet, as a Cookie header. */
async function verifiedVisitor(target: Target): Promise<string> {
  const visitor = browser(target);
  const mobile = freshMobile();
  await visitor.post("/signup", { dialCode: "+91", mobile });
  const code = await nextCode(target, mobile, 0);
  if (!code) throw new Broken("no code came for a sign-up, so no verified visitor");
  const verified = await visitor.post("/otp-verifications", digits(code));
  if (verified.status !== 302) throw new Broken(`a right code answered ${verified.status}`);
  return visitor.cookie();
}

/**
 * `__proto__`, `constructor` and `prototype` in eight path forms, urlencoded and multipart, to
 * every form that reads its fields, each by someone it lets in: SAFE when every post gets 422
 * and the server logs the request's own line alone, with no stack.
 */
export async function hostileFieldNames(target: Target, applicant: APIRequestContext, adminCookie: string): Promise<Finding> {
  const pending = browser(target);
  await pending.post("/admin/login", { email: E2E_ADMIN.email, password: E2E_ADMIN.password });
  const cookies: Record<Reach, string> = {
    anyone: "",
    verified: await verifiedVisitor(target),
    applicant: (await applicant.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; "),
    customer: (await registeredCustomer(target)).visitor.cookie(),
    pendingAdmin: pending.cookie(),
    admin: adminCookie,
  };
  // What the sign-ins above still log (their last request lines, their messages) is not the posts'.
  await sleep(500);
  const statuses = new Map<number, number>();
  const wrong: string[] = [];
  let posts = 0;
  let stacks = 0;
  for (const { path: at, reach, multipartOnly } of FIELD_READING_FORMS) {
    // Each form from an address of its own: a chart form's posts are let through twenty at a
    // time an address (edge/costly-work.ts), a limit this line does not test.
    const address = freshAddress();
    for (const name of HOSTILE_FIELD_NAMES) {
      for (const multipart of multipartOnly ? [true] : [false, true]) {
        const offset = target.output().length;
        const answer = await postHostileName(target.baseURL, at, name, { cookie: cookies[reach], address, multipart });
        const log = await loggedSince(target, offset, at);
        posts += 1;
        stacks += log.stacks;
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const lines = log.lines.length === 1 && log.requestLines.length === 1 && log.errors === 0 && log.stacks === 0;
        if (answer.status !== 422 || !lines)
          wrong.push(`${at} ${multipart ? "multipart" : "urlencoded"} "${name}" → ${answer.status}, ${log.lines.length} log lines`);
      }
    }
  }
  const evidence =
    `${posts} posts of ${HOSTILE_FIELD_NAMES.length} names to ${FIELD_READING_FORMS.length} forms (public, account, onboarding, admin): ` +
    `${[...statuses].map(([status, n]) => `${n}×${status}`).join(", ")}; stack traces logged: ${stacks}; not 422 with one log line: ${wrong.length}` +
    (wrong.length ? ` (${wrong.slice(0, 4).join("; ")}${wrong.length > 4 ? "; …" : ""})` : "");
  if (![...statuses.keys()].some((status) => status === 422 || status >= 500)) throw new Broken(`no form read the posts: ${evidence}`);
  if (stacks > 0 || [...statuses.keys()].some((status) => status >= 500)) return { verdict: "VULNERABLE", evidence };
  return { verdict: wrong.length === 0 ? "SAFE" : "WEAK", evidence };
}
