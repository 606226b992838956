// How the attack list talks to a running server from outside: browsers over fetch (cookies and a
// client address each), raw sockets, and what the server leaves behind (its outbox, its log).
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";

import { cookiesSetBy } from "../../tests/support/admin-auth";
import type { RunningServer } from "../../tests/support/server-process";

/**
 * BROKEN: the attack never reached what it attacks (a form refused before the upload, a sign-in
 * that did not happen), so it proves nothing; like VULNERABLE, it fails the run.
 */
export type Verdict = "SAFE" | "WEAK" | "VULNERABLE" | "BROKEN";
export type Finding = { verdict: Verdict; evidence: string };

/** Thrown when an attack's precondition fails: the run prints it as BROKEN. */
export class Broken extends Error {}

/** A server under attack and the origin its own pages post from (PUBLIC_ORIGIN). */
export type Target = RunningServer & { origin: string };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const median = (values: number[]) => percentile(values, 50);

/** The nearest-rank percentile of some figures (0 when there are none). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const machineLoad = () => `machine load ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores`;

/** A fresh valid Indian mobile number. */
export function freshMobile(): string {
  return `7${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
}

let sixteens = 0;

/**
 * A client address in a /16 of its own (X-Forwarded-For, which TRUST_PROXY=loopback believes):
 * the per-network caps (a /24, a /16) then count each visitor of the list apart, and only the
 * attacks that mean to share a network do.
 */
export function freshAddress(): string {
  const n = sixteens++;
  return `${11 + Math.floor(n / 250)}.${n % 250}.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
}

/** One address of each of `count` /24 networks inside the /16 `sixteen` ("a.b"), host `host`. */
export const networksOf = (sixteen: string, count: number, from = 1) => Array.from({ length: count }, (_, i) => `${sixteen}.${from + i}`);

export type Browser = ReturnType<typeof browser>;

/** A browser over fetch: one client address and its cookies, posting from `origin`. */
export function browser(target: Target, address = freshAddress(), origin = target.origin) {
  const jar = new Map<string, string>();
  const setCookies: string[] = [];
  const send = async (pathname: string, init: RequestInit & { headers?: Record<string, string> } = {}) => {
    const cookie = [...jar.values()].join("; ");
    const response = await fetch(target.baseURL + pathname, {
      ...init,
      redirect: "manual",
      headers: { Origin: origin, "X-Forwarded-For": address, ...(cookie ? { Cookie: cookie } : {}), ...init.headers },
    });
    // What is set, then what is cleared (an empty value).
    setCookies.push(...response.headers.getSetCookie());
    for (const pair of cookiesSetBy(response).split("; ").filter(Boolean)) jar.set(pair.split("=")[0], pair);
    for (const line of response.headers.getSetCookie()) if (line.split(";")[0].endsWith("=")) jar.delete(line.split("=")[0]);
    return response;
  };
  return {
    address,
    cookie: () => [...jar.values()].join("; "),
    cookieNames: () => [...jar.keys()],
    /** Every Set-Cookie line this browser was sent, in order. */
    setCookies,
    get: (pathname: string, headers: Record<string, string> = {}) => send(pathname, { headers }),
    post: (pathname: string, form: Record<string, string> | FormData) =>
      send(pathname, { method: "POST", body: form instanceof FormData ? form : new URLSearchParams(form) }),
  };
}

/**
 * What a page shows, without its scripts: a hydrating page carries every message of its
 * namespaces in its scripts, so only the rendered part tells which one was said.
 */
export const visibleText = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/gi, "");

/** A timed post: the answer, its body read whole, and how long it took. */
export async function timedPost(visitor: Browser, pathname: string, form: Record<string, string>) {
  const started = performance.now();
  const response = await visitor.post(pathname, form);
  const text = visibleText(await response.text());
  return { status: response.status, location: response.headers.get("location"), text, ms: performance.now() - started, response };
}

type OutboxMessage = { channel: "sms" | "email"; to: string; subject: string; text: string; at: string };

/** Every message the server sent so far, from the outbox file in its DATA_DIR. */
export function outbox(server: RunningServer): OutboxMessage[] {
  const file = path.join(server.dataDir, "outbox.jsonl");
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxMessage);
}

/** The SMS sent to a number so far. */
export const smsTo = (server: RunningServer, mobile: string) =>
  outbox(server).filter((m) => m.channel === "sms" && m.to === `+91${mobile}`);

/** The codes texted to a number so far. */
export const codesSentTo = (server: RunningServer, mobile: string) =>
  smsTo(server, mobile).map((m) => /\b(\d{4})\b/.exec(m.text)?.[1] ?? "");

/** The next code texted to a number after `before` codes, or null when none comes within `withinMs`. */
export async function nextCode(server: RunningServer, mobile: string, before: number, withinMs = 5_000): Promise<string | null> {
  for (const deadline = Date.now() + withinMs; ; await sleep(100)) {
    const codes = codesSentTo(server, mobile);
    if (codes.length > before) return codes.at(-1)!;
    if (Date.now() > deadline) return null;
  }
}

export const digits = (code: string) => ({ intent: "verify", d1: code[0], d2: code[1], d3: code[2], d4: code[3] });

/** A code other than `code` (and other than any of `avoid`). */
export function wrongCode(...avoid: string[]): string {
  for (;;) {
    const guess = String(Math.floor(Math.random() * 10_000)).padStart(4, "0");
    if (!avoid.includes(guess)) return guess;
  }
}

/** The server's log as JSON entries (one per line; other lines are skipped). */
export function logEntries(server: RunningServer): Array<Record<string, unknown>> {
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

export const errorLines = (server: RunningServer) => logEntries(server).filter((entry) => entry.level === "error");

/** Opens a socket, lets `talk` write to it; when the server closed it, and what it said (null: still open after `limitMs`). */
export function closedAfter(
  server: RunningServer,
  talk: (socket: net.Socket) => void,
  limitMs = 20_000,
): Promise<{ ms: number; answer: string } | null> {
  const { hostname, port } = new URL(server.baseURL);
  return new Promise((resolve) => {
    const started = performance.now();
    let answer = "";
    const socket = net.connect(Number(port), hostname, () => talk(socket));
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("error", () => {});
    socket.on("close", () => resolve({ ms: performance.now() - started, answer }));
    setTimeout(() => (socket.destroy(), resolve(null)), limitMs).unref();
  });
}

/** A GET with exactly these headers (no decoding of the body): status, headers and the raw bytes, timed. */
export function rawGet(server: RunningServer, pathname: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(server.baseURL);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const request = http.get({ hostname, port, path: pathname, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

// ---------------------------------------------------------------------------------------------
// People with an account

/** A customer registered through the forms (sign-up, code, "user", registration), in their browser, signed in. */
export async function registeredCustomer(
  target: Target,
  address = freshAddress(),
): Promise<{ mobile: string; visitor: Browser; verifiedCookies: string[] }> {
  const visitor = browser(target, address);
  const mobile = freshMobile();
  const asked = await visitor.post("/signup", { dialCode: "+91", mobile });
  const code = await nextCode(target, mobile, 0);
  if (!code) throw new Broken(`no code came for a customer's sign-up (the sign-up answered ${asked.status})`);
  const verified = await visitor.post("/otp-verifications", digits(code));
  if (verified.status !== 302) throw new Broken(`a customer's right code answered ${verified.status}`);
  const verifiedCookies = verified.headers.getSetCookie().map((line) => line.split("=")[0]);
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
  if (registered.headers.get("location") !== "/") throw new Broken(`a customer's registration answered ${registered.status}`);
  return { mobile, visitor, verifiedCookies };
}

/** A registered customer's number, the customer signed out again. */
export async function registeredNumber(target: Target): Promise<string> {
  const { mobile, visitor } = await registeredCustomer(target);
  await visitor.post("/logout", {});
  return mobile;
}
