import fs from "node:fs";

import { expect, test } from "@playwright/test";

import { adminWords } from "../../../app/locales/en/admin";
import { adminCookie } from "../../support/admin-auth";
import { adminEnv, E2E_ADMIN, type RunningServer, startServer } from "../../support/server-process";

// A flood of admin sign-ins against a running server: sixteen clients post wrong passwords,
// each post from an address of its own (as a botnet would), while a static file and a page
// compressed on the fly are asked for again and again. Every one of those must answer meanwhile,
// and sign-ins past the rate are refused without a hash. How soon they answer is a budget, timed
// by `npm run bench` (tools/bench/admin-login-flood.mjs), not here. These tests load the server,
// so they run in the "alone" project, after every other test.

test.describe.configure({ mode: "serial" });

const CLIENTS = 16;
const FLOOD_MS = 8_000;
// A file read from public/ and compressed on the fly (over compression's 1 KB threshold), and a
// form page, which the page cache never keeps, so each answer is compressed afresh.
const STATIC_FILE = "/images/app-phone.svg";
const PAGE = "/login";

let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ env: adminEnv() });
});

test.afterAll(async () => {
  if (server) {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
});

let addressCounter = 0;
/** A new address for every post: per-address limits alone cannot stop this flood. */
function floodAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

let postCounter = 0;
async function postWrongPassword(): Promise<Response> {
  postCounter += 1;
  const n = postCounter;
  return fetch(`${server.baseURL}/admin/login`, {
    method: "POST",
    headers: { Origin: server.baseURL, "X-Forwarded-For": floodAddress(), "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: `flood-${n}@example.in`, password: `wrong password ${n}` }),
    redirect: "manual",
  });
}

/** `path` read in full, asked for with gzip as a browser would. */
async function read(path: string): Promise<{ status: number; encoding: string | null; bytes: number }> {
  const response = await fetch(`${server.baseURL}${path}`, { headers: { "Accept-Encoding": "gzip", "X-Forwarded-For": "192.0.2.9" } });
  const body = await response.arrayBuffer();
  return { status: response.status, encoding: response.headers.get("Content-Encoding"), bytes: body.byteLength };
}

test("while sixteen clients flood the admin login, a static file and a gzip page keep answering, and the flood is refused before a hash", async () => {
  test.setTimeout(60_000);
  for (const path of [STATIC_FILE, PAGE]) expect((await read(path)).status).toBe(200);

  const statuses = new Map<number, number>();
  const until = Date.now() + FLOOD_MS;
  const flood = Array.from({ length: CLIENTS }, async () => {
    while (Date.now() < until) {
      const answer = await postWrongPassword();
      await answer.arrayBuffer();
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
  });
  let answered = 0;
  const reading = (async () => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    while (Date.now() < until) {
      for (const path of [STATIC_FILE, PAGE]) {
        const answer = await read(path);
        expect(answer.status, path).toBe(200);
        expect(answer.encoding, path).toBe("gzip");
        expect(answer.bytes, path).toBeGreaterThan(0);
      }
      answered += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  await Promise.all([...flood, reading]);

  console.log(`admin login flood: ${answered} reads answered; ${JSON.stringify(Object.fromEntries(statuses))}`);
  expect(answered).toBeGreaterThan(0);
  // The flood reached the password check (401) and most of it was refused before any hash (429).
  expect(statuses.get(401) ?? 0).toBeGreaterThan(0);
  expect(statuses.get(429) ?? 0).toBeGreaterThan(statuses.get(401) ?? 0);
  expect([...statuses.keys()].every((status) => status === 401 || status === 429)).toBe(true);
});

test("after the flood the administrator signs in from an address of their own", async () => {
  const answer = await fetch(`${server.baseURL}/admin/login`, {
    method: "POST",
    headers: { Origin: server.baseURL, "X-Forwarded-For": "192.0.2.77", "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
    redirect: "manual",
  });
  expect(answer.status).toBe(302);
  expect(answer.headers.get("Location")).toBe("/admin/two-factor");
});

test("during the flood, the administrator's remembered browser signs in", async () => {
  test.setTimeout(90_000);
  // A browser that completed the sign-in (password and authenticator) keeps its device cookie.
  const device = (await adminCookie(server.baseURL))
    .split("; ")
    .filter((pair) => /^__(Host-)?device=/.test(pair))
    .join("; ");
  expect(device).not.toBe("");

  const statuses = new Map<number, number>();
  const until = Date.now() + 6_000;
  const flood = Array.from({ length: CLIENTS }, async () => {
    while (Date.now() < until) {
      const answer = await postWrongPassword();
      await answer.arrayBuffer();
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
  });
  // Once the flood has filled the hashing line (and its first refusals, each held a second, are
  // back), the administrator signs in from that browser.
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  const refusedBefore = statuses.get(429) ?? 0;
  const started = performance.now();
  const answer = await fetch(`${server.baseURL}/admin/login`, {
    method: "POST",
    headers: {
      Origin: server.baseURL,
      "X-Forwarded-For": "192.0.2.78",
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: device,
    },
    body: new URLSearchParams({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
    redirect: "manual",
  });
  const waitedMs = Math.round(performance.now() - started);
  await Promise.all(flood);
  console.log(`remembered browser during the flood: ${JSON.stringify({ waitedMs, statuses: Object.fromEntries(statuses) })}`);
  // Strangers were being refused when the administrator's browser was let through.
  expect(refusedBefore).toBeGreaterThan(0);
  expect(answer.status).toBe(302);
  expect(answer.headers.get("Location")).toBe("/admin/two-factor");
});

test("a refused sign-in keeps the typed e-mail and says so beside the form, without a hash; the next ones are answered small, before a render", async () => {
  // Past the per-address rate: the next post from that address is refused at once.
  const address = "192.0.2.88";
  const signIn = (i: number) =>
    fetch(`${server.baseURL}/admin/login`, {
      method: "POST",
      headers: { Origin: server.baseURL, "X-Forwarded-For": address, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: `someone-${i}@example.in`, password: "wrong password" }),
      redirect: "manual",
    });
  let last: Response | undefined;
  let tries = 0;
  for (; tries < 12; tries += 1) {
    last = await signIn(tries);
    if (last.status === 429) break;
  }
  expect(last!.status).toBe(429);
  const page = await last!.text();
  expect(page).toContain(adminWords.signIn.tooManyRightNow);
  expect(page).toMatch(/value="someone-\d+@example\.in"/);

  // The database refused that address: until its rate lets it in again, the edge answers.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const offset = server.output().length;
  const again = await signIn(tries + 1);
  const small = await again.text();
  expect(again.status).toBe(429);
  expect(Number(again.headers.get("Retry-After"))).toBeGreaterThan(0);
  expect(Number(again.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
  expect(again.headers.get("Cache-Control")).toBe("no-store");
  expect(small).toContain(adminWords.signIn.tooManyRightNow);
  expect(small).toContain(`href="/admin/login"`);
  expect(small).not.toContain("<script");
  expect(small.length).toBeLessThan(page.length / 4);
  await new Promise((resolve) => setTimeout(resolve, 200));
  // No audit, no check: the request's own line alone.
  const logged = server
    .output()
    .slice(offset)
    .split("\n")
    .filter((line) => line.trim() !== "");
  expect(logged).toHaveLength(1);
  expect(JSON.parse(logged[0])).toMatchObject({ msg: "request", path: "/admin/login", status: 429 });

  // The same page under the other spellings the router accepts.
  for (const spelling of ["/admin/login/", "/Admin/Login"]) {
    const other = await fetch(`${server.baseURL}${spelling}`, {
      method: "POST",
      headers: { Origin: server.baseURL, "X-Forwarded-For": address, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "someone@example.in", password: "wrong password" }),
      redirect: "manual",
    });
    expect(other.status, spelling).toBe(429);
    expect(await other.text(), spelling).not.toContain("<script");
  }
});
