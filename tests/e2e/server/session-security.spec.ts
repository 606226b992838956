import fs from "node:fs";

import { expect, test } from "@playwright/test";

import { adminWords } from "../../../app/locales/en/admin";
import { adminCookie, cookiesSetBy } from "../../support/admin-auth";
import { adminEnv, type RunningServer, startServer } from "../../support/server-process";

// Attacks on sessions, tried over HTTP against a server of this file's own: a copied cookie
// after logout, after account deletion and after an admin password change; parallel password
// guessing; the __Host- cookie names of a deployment on https.

const ADMIN = {
  email: "sessions-admin@example.in",
  password: "the first passphrase",
  totpSecret: "KRUGS4ZANFZSAYJAONSWG4TFOQQGW33ZKRUGS4ZA",
};

let server: RunningServer;
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ env: adminEnv(ADMIN) });
});
test.afterAll(async () => {
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

let mobileCounter = 0;
function nextMobile() {
  mobileCounter += 1;
  return `9${String(Date.now() % 1e7).padStart(7, "0")}${String(mobileCounter).padStart(2, "0")}`;
}

function lastOtp(dataDir: string, mobile: string): string {
  const lines = fs
    .readFileSync(`${dataDir}/outbox.jsonl`, "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));
  const sms = lines.filter((m) => m.to === `+91${mobile}`).at(-1);
  return /\b(\d{4})\b/.exec(sms.text)![1];
}

/** A cookie jar over fetch, as a browser would keep it. */
function browser(base: string, address = `203.0.113.${1 + Math.floor(Math.random() * 250)}`) {
  let cookie = "";
  const remember = (response: Response) => {
    const set = cookiesSetBy(response);
    const jar = new Map(
      cookie
        .split("; ")
        .filter(Boolean)
        .map((p) => [p.split("=")[0], p]),
    );
    for (const pair of set.split("; ").filter(Boolean)) jar.set(pair.split("=")[0], pair);
    for (const line of response.headers.getSetCookie()) if (line.split(";")[0].endsWith("=")) jar.delete(line.split("=")[0]);
    cookie = [...jar.values()].join("; ");
    return response;
  };
  const headers = () => ({ Cookie: cookie, Origin: base, "X-Forwarded-For": address });
  return {
    cookie: () => cookie,
    get: async (path: string, withCookie = cookie) =>
      fetch(base + path, { headers: { ...headers(), Cookie: withCookie }, redirect: "manual" }),
    post: async (path: string, form: Record<string, string>) =>
      remember(await fetch(base + path, { method: "POST", headers: headers(), body: new URLSearchParams(form), redirect: "manual" })),
  };
}

/** A registered customer, signed in: signup, OTP, "user", registration. */
async function signedInCustomer() {
  const visitor = browser(server.baseURL);
  const mobile = nextMobile();
  await visitor.post("/signup", { dialCode: "+91", mobile });
  const code = lastOtp(server.dataDir, mobile);
  expect((await visitor.post("/otp-verifications", { intent: "verify", d1: code[0], d2: code[1], d3: code[2], d4: code[3] })).status).toBe(
    302,
  );
  expect((await visitor.post("/who-are-you", { role: "user" })).headers.get("location")).toBe("/user-registration");
  const states = (await (await fetch(`${server.baseURL}/api/states/101`)).json()) as Array<{ state_id: number }>;
  const cities = (await (await fetch(`${server.baseURL}/api/cities/${states[0].state_id}?countryId=101`)).json()) as Array<{
    city_id: number;
  }>;
  const registered = await visitor.post("/user-registration", {
    fullName: "Session Tester",
    gender: "F",
    countryId: "101",
    stateId: String(states[0].state_id),
    cityId: String(cities[0].city_id),
    pinCode: "560001",
    dob: "1990-01-01",
    timeOfBirth: "10:30",
    location: "Bengaluru",
    consent: "on",
    email: "session@example.in",
  });
  expect(registered.headers.get("location")).toBe("/");
  expect((await visitor.get("/profile")).status).toBe(200);
  return { visitor, mobile };
}

test("a refused post from a visitor without a session starts none", async () => {
  const sessionCookieOf = (response: Response) => response.headers.getSetCookie().filter((line) => line.startsWith("__session="));
  const visitor = browser(server.baseURL);
  const refused = [
    await visitor.post("/signup", { dialCode: "+91", mobile: "12345" }),
    await visitor.post("/account-deletion", { intent: "send", mobile: "12345", confirm: "on" }),
    await visitor.post("/account-deletion", { intent: "send", mobile: nextMobile() }),
    await visitor.post("/account-deletion", { intent: "verify", d1: "1", d2: "2", d3: "3", d4: "4" }),
    await visitor.post("/account-deletion", { intent: "restart" }),
    await visitor.post("/otp-verifications", { intent: "verify", d1: "1", d2: "2", d3: "3", d4: "4" }),
  ];
  for (const response of refused) {
    expect(response.status, response.url).toBeGreaterThanOrEqual(300);
    expect(sessionCookieOf(response), response.url).toEqual([]);
  }
  expect(visitor.cookie()).not.toContain("__session=");
});

test("a copy of a customer's cookie stops working when the customer logs out", async () => {
  const { visitor } = await signedInCustomer();
  const stolen = visitor.cookie();
  await visitor.post("/logout", {});
  const replay = await visitor.get("/profile", stolen);
  expect(replay.status).toBe(302);
  expect(replay.headers.get("location")).toBe("/");
  expect(await (await visitor.get("/", stolen)).text()).not.toContain("Session Tester");
});

test("every copy of a customer's cookie stops working when the account is deleted", async () => {
  const { visitor, mobile } = await signedInCustomer();
  const stolen = visitor.cookie();
  const deleter = browser(server.baseURL);
  await deleter.post("/account-deletion", { intent: "send", mobile, confirm: "on" });
  const code = lastOtp(server.dataDir, mobile);
  const deleted = await deleter.post("/account-deletion", { intent: "verify", d1: code[0], d2: code[1], d3: code[2], d4: code[3] });
  expect(deleted.status).toBe(302);
  expect((await visitor.get("/profile", stolen)).status).toBe(302);
});

test("'Log out of all devices' ends the sessions of the number on every device", async () => {
  const { visitor } = await signedInCustomer();
  const otherDevice = visitor.cookie();
  expect(await (await visitor.get("/profile")).text()).toContain("Log out of all devices");
  await visitor.post("/logout", { scope: "all" });
  expect((await visitor.get("/profile", otherDevice)).status).toBe(302);
});

test("twenty parallel wrong passwords from one address: five are checked, fifteen answered 429", async () => {
  const attacker = browser(server.baseURL, "198.18.0.7");
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) => attacker.post("/admin/login", { email: ADMIN.email, password: `guess number ${i}` })),
  );
  const statuses = answers.map((a) => a.status).sort();
  expect(statuses.filter((s) => s === 401)).toHaveLength(5);
  expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  expect(await answers.find((a) => a.status === 429)!.text()).toContain(adminWords.signIn.tooManyAttempts);
  // The real administrator, elsewhere, still signs in.
  expect(await adminCookie(server.baseURL, ADMIN)).toMatch(/__admin=/);
});

test("a copy of an admin's cookie stops working after logout and after a password change", async () => {
  // Each authenticator code works once, so the three sign-ins here wait for fresh codes.
  test.setTimeout(180_000);
  const admin = browser(server.baseURL);
  const signedIn = await adminCookie(server.baseURL, ADMIN);
  expect((await admin.get("/admin", signedIn)).status).toBe(200);
  await fetch(`${server.baseURL}/admin/logout`, {
    method: "POST",
    headers: { Cookie: signedIn, Origin: server.baseURL },
    redirect: "manual",
  });
  expect((await admin.get("/admin", signedIn)).headers.get("location")).toMatch(/^\/admin\/login/);

  // A new password (set at start from ADMIN_PASSWORD, as a deployment would) ends every session.
  const before = await adminCookie(server.baseURL, ADMIN);
  expect((await admin.get("/admin", before)).status).toBe(200);
  await server.stop();
  server = await startServer({ dataDir: server.dataDir, env: adminEnv({ ...ADMIN, password: "the second passphrase" }) });
  expect((await browser(server.baseURL).get("/admin", before)).headers.get("location")).toMatch(/^\/admin\/login/);
  // A restart with the same password and factor ends nothing.
  const after = await adminCookie(server.baseURL, { ...ADMIN, password: "the second passphrase" });
  await server.stop();
  server = await startServer({ dataDir: server.dataDir, env: adminEnv({ ...ADMIN, password: "the second passphrase" }) });
  expect((await browser(server.baseURL).get("/admin", after)).status).toBe(200);
});

test("a deployment on https names its cookies __Host- and refuses to start without its keys", async () => {
  test.setTimeout(120_000);
  const origin = "https://grahavani.example";
  const missing = await startServer({ env: { PUBLIC_ORIGIN: origin, SESSION_SECRET: "", DATA_ENCRYPTION_KEY: "" } }).catch((e: Error) => e);
  expect(missing).toBeInstanceOf(Error);
  expect(String(missing)).toMatch(/SESSION_SECRET/);
  expect(String(missing)).toMatch(/DATA_ENCRYPTION_KEY/);

  const https = await startServer({
    env: {
      PUBLIC_ORIGIN: origin,
      SESSION_SECRET: "a-session-secret-for-this-test-only-0123456789",
      DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
    },
  });
  try {
    const response = await fetch(`${https.baseURL}/signup`, {
      method: "POST",
      headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ dialCode: "+91", mobile: nextMobile() }),
      redirect: "manual",
    });
    const session = response.headers.getSetCookie().find((c) => c.startsWith("__Host-session="));
    expect(session).toBeDefined();
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; Path=\//);
    expect(session).not.toMatch(/Domain=/i);
  } finally {
    await https.stop();
    fs.rmSync(https.dataDir, { recursive: true, force: true });
  }
});

// Last in this file: it locks this administrator's second factor for 15 minutes.
test("five wrong authenticator codes end the half-made sign-in; the password is needed again", async () => {
  const visitor = browser(server.baseURL);
  const password = await visitor.post("/admin/login", { email: ADMIN.email, password: "the second passphrase" });
  expect(password.headers.get("location")).toBe("/admin/two-factor");
  for (let i = 0; i < 5; i++) {
    const wrong = await visitor.post("/admin/two-factor?index", { code: "000000" });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain(adminWords.secondFactor.wrongCode);
  }
  const sixth = await visitor.post("/admin/two-factor?index", { code: "000000" });
  expect(sixth.status).toBe(302);
  expect(sixth.headers.get("location")).toBe("/admin/login");
  expect((await visitor.get("/admin/two-factor")).headers.get("location")).toBe("/admin/login");
  expect((await visitor.get("/admin")).headers.get("location")).toMatch(/^\/admin\/login/);
});
