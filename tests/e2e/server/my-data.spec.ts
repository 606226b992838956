import crypto from "node:crypto";
import fs from "node:fs";

import { expect, test } from "@playwright/test";

import { verhoeffCheckDigit } from "../../../app/domain/bank";
import { PRIVACY_NOTICE_VERSION } from "../../../app/locales/content/legal/privacy-notice";
import { en } from "../../../app/locales/en";
import { cookiesSetBy } from "../../support/admin-auth";
import { type RunningServer, startServer } from "../../support/server-process";

const consentMessage = en.forms.consent.message;

// "Download my data" and "Where you are signed in" over HTTP (decision 069), against a server of
// this file's own: the file's headers and contents, what it never carries, who may have it, and
// an ended sign-in's cookie opening nothing on the very next request.

const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const WINDOWS_FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";

const aadhaarBase = "52345678901";
const AADHAAR = aadhaarBase + verhoeffCheckDigit(aadhaarBase);
const PAN = "AAAPL1234C";
const ACCOUNT = "000987654321";

let server: RunningServer;
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

let mobileCounter = 0;
function nextMobile() {
  mobileCounter += 1;
  return `8${String(Date.now() % 1e7).padStart(7, "0")}${String(mobileCounter).padStart(2, "0")}`;
}

function lastOtp(mobile: string): string {
  const lines = fs
    .readFileSync(`${server.dataDir}/outbox.jsonl`, "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));
  const sms = lines.filter((m) => m.to === `+91${mobile}`).at(-1);
  return /\b(\d{4})\b/.exec(sms.text)![1];
}

/** A cookie jar over fetch, as one browser on one network would keep it. */
function browser(userAgent: string, address: string) {
  let cookie = "";
  const remember = (response: Response) => {
    const jar = new Map(
      cookie
        .split("; ")
        .filter(Boolean)
        .map((p) => [p.split("=")[0], p]),
    );
    for (const pair of cookiesSetBy(response).split("; ").filter(Boolean)) jar.set(pair.split("=")[0], pair);
    for (const line of response.headers.getSetCookie()) if (line.split(";")[0].endsWith("=")) jar.delete(line.split("=")[0]);
    cookie = [...jar.values()].join("; ");
    return response;
  };
  const headers = () => ({ Cookie: cookie, Origin: server.baseURL, "X-Forwarded-For": address, "User-Agent": userAgent });
  return {
    cookie: () => cookie,
    get: async (path: string, withCookie = cookie) =>
      remember(await fetch(server.baseURL + path, { headers: { ...headers(), Cookie: withCookie }, redirect: "manual" })),
    post: async (path: string, form: Record<string, string>) =>
      remember(
        await fetch(server.baseURL + path, { method: "POST", headers: headers(), body: new URLSearchParams(form), redirect: "manual" }),
      ),
  };
}

type Browser = ReturnType<typeof browser>;

async function verify(visitor: Browser, mobile: string) {
  expect((await visitor.post("/signup", { dialCode: "+91", mobile })).headers.get("location")).toBe("/otp-verifications");
  const code = lastOtp(mobile);
  const verified = await visitor.post("/otp-verifications", { intent: "verify", d1: code[0], d2: code[1], d3: code[2], d4: code[3] });
  expect(verified.headers.get("location")).toBe("/who-are-you");
}

async function aPlace() {
  const states = (await (await fetch(`${server.baseURL}/api/states/101`)).json()) as Array<{ state_id: number }>;
  const stateId = String(states[0].state_id);
  const cities = (await (await fetch(`${server.baseURL}/api/cities/${stateId}?countryId=101`)).json()) as Array<{ city_id: number }>;
  return { countryId: "101", stateId, cityId: String(cities[0].city_id) };
}

/** A new customer, registered and signed in on this browser. */
async function newCustomer(name: string, visitor: Browser) {
  const mobile = nextMobile();
  await verify(visitor, mobile);
  expect((await visitor.post("/who-are-you", { role: "user" })).headers.get("location")).toBe("/user-registration");
  const answers = {
    fullName: name,
    gender: "F",
    ...(await aPlace()),
    pinCode: "560001",
    dob: "1990-01-01",
    timeOfBirth: "10:30",
    location: "Bengaluru",
    email: "data@example.in",
  };
  // Without the box ticked there is no account: the form comes back with the reason beside the box.
  const unticked = await visitor.post("/user-registration", answers);
  expect(unticked.status).toBe(422);
  expect(await unticked.text()).toContain(consentMessage);
  const registered = await visitor.post("/user-registration", { ...answers, consent: "on" });
  expect(registered.headers.get("location")).toBe("/");
  return mobile;
}

/** The session id a browser's cookie carries, and the SHA-256 the sessions table keys it by. */
function sessionIdOf(visitor: Browser): { id: string; hash: string } {
  const pair = visitor
    .cookie()
    .split("; ")
    .find((p) => p.startsWith("__session="))!;
  const value = decodeURIComponent(pair.slice("__session=".length));
  const id = JSON.parse(Buffer.from(value.slice(0, value.lastIndexOf(".")), "base64").toString("utf8")) as string;
  return { id, hash: crypto.createHash("sha256").update(id).digest("base64url") };
}

type DataFile = { generatedAt: string; sections: Array<{ id: string; records: Array<Record<string, unknown>> }> };
const sectionOf = (file: DataFile, id: string) => file.sections.find((s) => s.id === id)!;

/** The profile's End handles, by the device named beside them. */
function endHandles(profileHtml: string): Map<string, string> {
  const handles = new Map<string, string>();
  for (const match of profileHtml.matchAll(
    /<li class="sign-in">[\s\S]*?<strong>([^<]+)<\/strong>[\s\S]*?name="session" value="([^"]+)"/g,
  )) {
    handles.set(match[1], match[2]);
  }
  return handles;
}

let asha: { visitor: Browser; mobile: string };

test("a customer downloads everything held about them as an attachment no cache keeps", async () => {
  const phone = browser(ANDROID_CHROME, "203.0.113.45");
  const mobile = await newCustomer("Asha Download", phone);
  asha = { visitor: phone, mobile };
  const other = browser(WINDOWS_FIREFOX, "198.51.100.9");
  const otherMobile = await newCustomer("Bhavesh Elsewhere", other);

  const response = await phone.get("/my-data.json");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="grahavani-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  expect(response.headers.get("x-robots-tag")).toBe("noindex");
  const text = await response.text();
  const file = JSON.parse(text) as DataFile;
  expect(file.sections.map((s) => s.id)).toEqual([
    "profile",
    "profile-photo",
    "sessions",
    "otp-codes",
    "remembered-devices",
    "activity",
    "consents",
    "grievances",
    "kept-charts",
  ]);
  // One consent, the one ticked at registration, to the notice the form linked.
  expect(sectionOf(file, "consents").records).toEqual([
    { for: "Your customer account", agreedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), noticeVersion: PRIVACY_NOTICE_VERSION },
  ]);
  expect(sectionOf(file, "profile").records[0]).toMatchObject({ name: "Asha Download", mobile, placeOfBirth: "Bengaluru, Karnataka" });
  expect(sectionOf(file, "sessions").records).toEqual([
    expect.objectContaining({ device: "Chrome on Android", place: "from 203.0.113.x", thisDevice: true }),
  ]);
  expect(sectionOf(file, "otp-codes").records[0]).toMatchObject({ purpose: "Signing in", used: true });
  // The phone's browser, remembered when it proved the number, and never its cookie's value.
  expect(sectionOf(file, "remembered-devices").records).toEqual([
    { firstSignIn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), lastSignIn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
  ]);
  // Nothing of the other customer, nor the full address, nor the session's cookie.
  expect(text).not.toContain("Bhavesh");
  expect(text).not.toContain(otherMobile);
  expect(text).not.toContain("203.0.113.45");
  const session = sessionIdOf(phone);
  expect(text).not.toContain(session.id);
  expect(text).not.toContain(session.hash);
});

test("the readable page says the same, private and not for search engines", async () => {
  const response = await asha.visitor.get("/my-data");
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  const html = await response.text();
  expect(html).toContain("Asha Download");
  expect(html).toMatch(/<meta name="robots" content="noindex/);
  expect(html).toContain('href="/my-data.json"');
  expect(html).toContain("from 203.0.113.x");
  // A page to read: no script.
  expect(html).not.toMatch(/<script[^>]+src=/);
});

test("nobody else gets a person's data: a visitor without a sign-in is sent to log in", async () => {
  const stranger = browser(ANDROID_CHROME, "192.0.2.77");
  for (const path of ["/my-data.json", "/my-data"]) {
    const response = await stranger.get(path);
    expect(response.status, path).toBe(302);
    expect(response.headers.get("location"), path).toBe("/login");
    expect(await response.text()).not.toContain("Asha");
  }
  // A number typed but never verified proves nothing.
  const typed = browser(ANDROID_CHROME, "192.0.2.78");
  expect((await typed.post("/signup", { dialCode: "+91", mobile: nextMobile() })).headers.get("location")).toBe("/otp-verifications");
  expect((await typed.get("/my-data.json")).status).toBe(302);
});

test("an astrologer applicant's file shows Aadhaar, PAN and account numbers by their last four characters only", async () => {
  const visitor = browser(WINDOWS_FIREFOX, "198.51.100.20");
  const mobile = nextMobile();
  await verify(visitor, mobile);
  expect((await visitor.post("/who-are-you", { role: "astrologer" })).headers.get("location")).toBe("/astrologer-registration");
  const registered = await visitor.post("/astrologer-registration", {
    fullName: "Kavya Applicant",
    age: "40",
    gender: "Female",
    address: "1 MG Road",
    ...(await aPlace()),
    pinCode: "560001",
    email: "kavya-applicant@example.in",
    languages: "Kannada, English",
    experience: "10",
    specialization: "vedic",
    consent: "on",
  });
  expect(registered.headers.get("location")).toBe("/bank-details");
  const saved = await visitor.post("/bank-details", {
    mobile,
    aadhaar: AADHAAR,
    pan: PAN,
    accountHolderName: "Kavya Applicant",
    accountNumber: ACCOUNT,
    accountNumberConfirm: ACCOUNT,
    ifsc: "SBIN0000001",
    bankName: "",
    branchName: "",
    address: "",
    city: "",
    state: "",
  });
  expect(saved.headers.get("location")).toBe("/document");

  const status = await (await visitor.get("/astrologer-status")).text();
  expect(status).toContain('href="/my-data"');
  const response = await visitor.get("/my-data.json");
  expect(response.status).toBe(200);
  const text = await response.text();
  const file = JSON.parse(text) as DataFile;
  expect(sectionOf(file, "astrologer-application").records[0]).toMatchObject({ name: "Kavya Applicant", status: "Pending" });
  expect(sectionOf(file, "bank-details").records[0]).toMatchObject({
    aadhaarNumber: `XXXX XXXX ${AADHAAR.slice(-4)}`,
    panNumber: `XXXXXX${PAN.slice(-4)}`,
    accountNumber: `XXXX XXXX ${ACCOUNT.slice(-4)}`,
  });
  const html = await (await visitor.get("/my-data")).text();
  for (const body of [text, html]) {
    for (const secret of [AADHAAR, AADHAAR.slice(0, 8), PAN, PAN.slice(0, 6), ACCOUNT, ACCOUNT.slice(0, 8)])
      expect(body).not.toContain(secret);
  }
  expect(text).not.toContain("Asha Download");
});

test("ending a sign-in from the profile shuts its cookie out at once; another customer's handle ends nothing", async () => {
  // A second device for Asha (her last code was used, so a new one needs no wait).
  const laptop = browser(WINDOWS_FIREFOX, "198.51.100.77");
  await verify(laptop, asha.mobile);
  expect((await laptop.post("/who-are-you", { role: "user" })).headers.get("location")).toBe("/");
  expect((await laptop.get("/profile")).status).toBe(200);

  const stranger = browser(ANDROID_CHROME, "192.0.2.90");
  await newCustomer("Chitra Stranger", stranger);
  const strangersHandle = [...endHandles(await (await stranger.get("/profile")).text()).values()][0];

  const profile = await (await asha.visitor.get("/profile")).text();
  const handles = endHandles(profile);
  expect([...handles.keys()].sort()).toEqual(["Chrome on Android", "Firefox on Windows"]);
  expect(profile).toContain("This device");
  expect(profile).toContain("from 198.51.100.x");
  // The page names sessions by their handle only: neither device's id nor its hash.
  for (const device of [asha.visitor, laptop]) {
    const { id, hash } = sessionIdOf(device);
    expect(profile).not.toContain(id);
    expect(profile).not.toContain(hash);
  }

  // Another customer's handle: refused in the same words as a gone one, and their sign-in lives on.
  const forged = await asha.visitor.post("/profile/sessions", { session: strangersHandle });
  expect(forged.headers.get("location")).toBe("/profile");
  expect((await stranger.get("/profile")).status).toBe(200);

  // The laptop was just used, so its session is remembered on the server; it must still end now.
  const ended = await asha.visitor.post("/profile/sessions", { session: handles.get("Firefox on Windows")! });
  expect(ended.headers.get("location")).toBe("/profile");
  const afterwards = await laptop.get("/profile");
  expect(afterwards.status).toBe(302);
  expect(afterwards.headers.get("location")).toBe("/");
  expect((await laptop.get("/my-data.json")).status).toBe(302);
  expect((await asha.visitor.get("/profile")).status).toBe(200);

  // Ending this device's own sign-in logs it out.
  const own = await asha.visitor.post("/profile/sessions", { session: handles.get("Chrome on Android")! });
  expect(own.headers.get("location")).toBe("/");
  expect((await asha.visitor.get("/profile")).status).toBe(302);
});

test("a cross-site End is refused before it ends anything", async () => {
  const visitor = browser(ANDROID_CHROME, "192.0.2.91");
  await newCustomer("Dev Crosssite", visitor);
  const handle = [...endHandles(await (await visitor.get("/profile")).text()).values()][0];
  const response = await fetch(`${server.baseURL}/profile/sessions`, {
    method: "POST",
    headers: { Cookie: visitor.cookie(), Origin: "https://evil.example", "X-Forwarded-For": "192.0.2.91" },
    body: new URLSearchParams({ session: handle }),
    redirect: "manual",
  });
  expect(response.status).toBe(403);
  expect((await visitor.get("/profile")).status).toBe(200);
});
