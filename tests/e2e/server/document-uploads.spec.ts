import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { documentMessages, MAX_DOCUMENT_BYTES } from "../../../app/domain/onboarding";
import { INVALID_NAME_MESSAGE } from "../../../app/services/document-uploads.server";
import { startServer, type RunningServer } from "../../support/server-process";
import { freshMobile, visitorAddress } from "../fixtures";

// The document upload against a running server. It runs a server of its own: the shared
// one's private folder also receives the browser tests' uploads, so its file count would
// move under us. With a fresh database our uploads are also documents 1, 2 and 3.

test.describe.configure({ mode: "serial" });

const JPEG = fs.readFileSync(fileURLToPath(new URL("../../fixtures/id-card.jpg", import.meta.url)));
const PDF = fs.readFileSync(fileURLToPath(new URL("../../fixtures/certificate.pdf", import.meta.url)));
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const ADMIN = { email: "documents-admin@example.in", password: "a long enough password" };

let server: RunningServer;
let applicant: APIRequestContext;

const privateFiles = () => {
  const dir = path.join(server.dataDir, "uploads", "private");
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

async function client(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: server.baseURL,
    extraHTTPHeaders: { Origin: server.baseURL, "X-Forwarded-For": visitorAddress() },
    maxRedirects: 0,
  });
}

function otpFor(mobile: string): string {
  const lines = fs.readFileSync(path.join(server.dataDir, "outbox.jsonl"), "utf8").trim().split("\n");
  const sms = lines.map((line) => JSON.parse(line)).filter((m) => m.channel === "sms" && m.to === `+91${mobile}`).at(-1);
  return sms.text.match(/\b\d{4}\b/)[0];
}

async function expectRedirect(response: { status(): number; headers(): Record<string, string> }, location: string) {
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toBe(location);
}

/** Sign-up, OTP, 'Are you an Astrologer?' and the registration form, all as plain posts. */
async function registeredApplicant(): Promise<APIRequestContext> {
  const ctx = await client();
  const mobile = freshMobile();
  await expectRedirect(await ctx.post("/signup", { form: { dialCode: "+91", mobile } }), "/otp-verifications");
  const code = otpFor(mobile);
  await expectRedirect(
    await ctx.post("/otp-verifications", { form: { intent: "verify", d1: code[0], d2: code[1], d3: code[2], d4: code[3] } }),
    "/who-are-you",
  );
  await expectRedirect(await ctx.post("/who-are-you", { form: { role: "astrologer" } }), "/astrologer-registration");

  const countries: Array<{ id: number; country_name: string }> = await (await ctx.get("/api/country/countryList")).json();
  const india = countries.find((c) => c.country_name === "India")!;
  const states: Array<{ state_id: number; state_name: string }> = await (await ctx.get(`/api/states/${india.id}`)).json();
  const state = states.find((s) => s.state_name === "Maharashtra")!;
  const cities: Array<{ city_id: number; city_name: string }> = await (
    await ctx.get(`/api/cities/${state.state_id}?countryId=${india.id}`)
  ).json();
  const city = cities.find((c) => c.city_name === "Pune")!;
  const registered = await ctx.post("/astrologer-registration", {
    form: {
      fullName: "Meera Joshi",
      age: "41",
      gender: "Female",
      address: "9 Fort Lane",
      countryId: String(india.id),
      stateId: String(state.state_id),
      cityId: String(city.city_id),
      pinCode: "411001",
      email: "meera@example.in",
      languages: "Marathi, Hindi",
      experience: "15",
      specialization: "tarot",
    },
  });
  await expectRedirect(registered, "/bank-details");
  expect((await ctx.get("/document")).status()).toBe(200);
  return ctx;
}

const upload = (field: string, name: string, mimeType: string, buffer: Buffer) =>
  applicant.post("/document", { multipart: { [field]: { name, mimeType, buffer } } });

/** A copy of `base` no other upload shares, so a stored copy could be told apart. */
const unique = (base: Buffer, size = base.length) => {
  const bytes = Buffer.alloc(Math.max(size, base.length + 16));
  base.copy(bytes);
  crypto.randomBytes(16).copy(bytes, base.length);
  return bytes;
};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  applicant = await registeredApplicant();
});

test.afterAll(async () => {
  await applicant?.dispose();
  if (server) {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
});

/** Every file under a folder, at any depth. */
const allFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? allFiles(path.join(dir, e.name)) : [e.name]));

test.describe("document uploads", () => {
  for (const { what, field, name, mimeType, bytes, message } of [
    { what: "a text file renamed .jpg", field: "aadharFront", name: "aadhar.jpg", mimeType: "image/jpeg", bytes: () => Buffer.from("hello, I am text\n".repeat(20)), message: documentMessages.type },
    { what: "a PNG", field: "aadharBack", name: "aadhar-back.png", mimeType: "image/png", bytes: () => PNG, message: documentMessages.type },
    { what: "a JPEG of 512001 bytes", field: "panCard", name: "pan.jpg", mimeType: "image/jpeg", bytes: () => unique(JPEG, MAX_DOCUMENT_BYTES + 1), message: documentMessages.size },
    { what: "a JPEG with a 250-character name", field: "aadharFront", name: `${"a".repeat(246)}.jpg`, mimeType: "image/jpeg", bytes: () => unique(JPEG), message: INVALID_NAME_MESSAGE },
  ]) {
    test(`${what} is refused with '${message}' and leaves no file behind`, async () => {
      const before = privateFiles();
      const response = await upload(field, name, mimeType, bytes());
      expect(response.status()).toBe(422);
      const page = await response.text();
      expect(page).toContain(message);
      expect(page).toContain(documentMessages.missing);
      expect(privateFiles()).toEqual(before);
    });
  }

  test("a 20 MB post is sent back to the form, which says 'file size must be less than 500KB'", async () => {
    const before = privateFiles();
    const response = await upload("aadharFront", "huge.jpg", "image/jpeg", unique(JPEG, 20 * 1024 * 1024));
    expect(response.status()).toBe(303);
    expect(response.headers()["location"]).toBe("/document");
    const next = await applicant.get("/document");
    expect(next.status()).toBe(200);
    expect(await next.text()).toContain(documentMessages.size);
    expect(privateFiles()).toEqual(before);
  });

  test("valid documents are stored privately and complete the application", async () => {
    const before = privateFiles();
    const front = unique(JPEG);
    const response = await applicant.post("/document", {
      multipart: {
        aadharFront: { name: "front.jpg", mimeType: "image/jpeg", buffer: front },
        aadharBack: { name: "back.jpeg", mimeType: "image/jpeg", buffer: unique(JPEG) },
        panCard: { name: "pan.pdf", mimeType: "application/pdf", buffer: PDF },
      },
    });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/app-downloads");
    const added = privateFiles().filter((f) => !before.includes(f));
    expect(added).toHaveLength(3);
    for (const name of added) expect(name).toMatch(/^[a-f0-9]{32}\.(jpg|pdf)$/);
    const stored = added.map((name) => fs.readFileSync(path.join(server.dataDir, "uploads", "private", name)));
    expect(stored.some((bytes) => bytes.equals(front))).toBe(true);
  });

  test("an uploaded document has no public address and only an admin reads it", async () => {
    const [name] = privateFiles();
    expect(name).toBeTruthy();
    const stranger = await client();
    for (const ctx of [stranger, applicant]) {
      for (const url of [`/uploads/private/${name}`, `/uploads/${name}`, `/media/${name}`, `/media/avatars/${name}`, `/document/${name}`]) {
        expect((await ctx.get(url)).status(), url).toBe(404);
      }
      for (const id of [1, 2, 3]) {
        const response = await ctx.get(`/admin/documents/${id}`);
        if (response.status() === 302) expect(response.headers()["location"]).toMatch(/^\/admin\/login\b/);
        else expect([403, 404]).toContain(response.status());
        expect(response.headers()["content-type"] ?? "").not.toMatch(/image\/jpeg|application\/pdf/);
      }
    }

    // The same address does serve the file to an admin: the refusals above are about the session.
    const admin = await client();
    expect((await admin.post("/admin/login", { form: ADMIN })).status()).toBe(302);
    const served = await admin.get("/admin/documents/1");
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/jpeg");
    expect(served.headers()["cache-control"]).toContain("no-store");
  });

  // Remix's multipart parser keeps only the last part of a file name, so a path never reaches
  // our check; what matters is that no file lands anywhere but under a random name.
  test("a JPEG named ../../x.jpg is kept as x.jpg under a random private name, nothing outside", async () => {
    const before = privateFiles();
    const response = await upload("aadharFront", "../../x.jpg", "image/jpeg", unique(JPEG));
    expect(response.status()).toBe(302);
    const page = await (await applicant.get("/document")).text();
    expect(page).toContain("x.jpg");
    expect(page).not.toContain("../x.jpg");
    const now = privateFiles();
    // It replaced the earlier Aadhar front: one file in, one out.
    expect(now).toHaveLength(before.length);
    for (const name of now) expect(name).toMatch(/^[a-f0-9]{32}\.(jpg|pdf)$/);
    expect(allFiles(server.dataDir).filter((f) => f === "x.jpg")).toEqual([]);
    expect(fs.existsSync(path.join(path.dirname(server.dataDir), "x.jpg"))).toBe(false);
  });
});
