import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { BLOG_AUTHORS, blogSlugBase } from "../../../app/domain/blog-upload";
import { indiaToday } from "../../../app/domain/india-date";
import { adminCookie } from "../../support/admin-auth";
import { distinctiveRuns } from "../../support/images";
import { adminEnv, startServer, type RunningServer } from "../../support/server-process";
import { freshMobile, visitorAddress } from "../fixtures";

// Uploaded pictures live in the database: a server of its own takes a profile photo and
// publishes a blog post with pictures, sends each file (and a resized copy) with an exact
// Content-Length, an ETag and a 304 for a client that has it; then, stopped, its DATA_DIR
// holds nothing but the embedded database, the development keys and the outbox, and the
// pictures' bytes are found only inside the database's files.

test.describe.configure({ mode: "serial" });

let server: RunningServer;
let owner: APIRequestContext;
/** Every picture as the server sends it: each must be in the database and nowhere else. */
const served: Array<{ url: string; bytes: Buffer }> = [];
let photoUrl: string;
let blogUrls: string[];

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

/** Sign-up by OTP and the registration form, then the profile form with a photo. */
async function customerWithPhoto(): Promise<APIRequestContext> {
  const ctx = await client();
  const mobile = freshMobile();
  await expectRedirect(await ctx.post("/signup", { form: { dialCode: "+91", mobile } }), "/otp-verifications");
  const code = otpFor(mobile);
  await expectRedirect(
    await ctx.post("/otp-verifications", { form: { intent: "verify", d1: code[0], d2: code[1], d3: code[2], d4: code[3] } }),
    "/who-are-you",
  );
  await expectRedirect(await ctx.post("/who-are-you", { form: { role: "user" } }), "/user-registration");
  const countries: Array<{ id: number; country_name: string }> = await (await ctx.get("/api/country/countryList")).json();
  const india = countries.find((c) => c.country_name === "India")!;
  const states: Array<{ state_id: number; state_name: string }> = await (await ctx.get(`/api/states/${india.id}`)).json();
  const state = states.find((s) => s.state_name === "Maharashtra")!;
  const cities: Array<{ city_id: number; city_name: string }> = await (await ctx.get(`/api/cities/${state.state_id}?countryId=${india.id}`)).json();
  const place = { countryId: String(india.id), stateId: String(state.state_id), cityId: String(cities.find((c) => c.city_name === "Pune")!.city_id) };
  const person = { pinCode: "411001", dob: "1990-04-21", timeOfBirth: "06:45", email: "asha@example.in", mobile };
  await expectRedirect(
    await ctx.post("/user-registration", { form: { fullName: "Asha Rao", gender: "F", ...place, location: "Pune", ...person } }),
    "/",
  );
  const photo = await sharp(crypto.randomBytes(16 * 16 * 3), { raw: { width: 16, height: 16, channels: 3 } }).resize(256, 256).jpeg().toBuffer();
  await expectRedirect(
    await ctx.post("/profile", {
      multipart: { name: "Asha Rao", gender: "female", birthPlace: "Pune", ...place, ...person, photo: { name: "me.jpg", mimeType: "image/jpeg", buffer: photo } },
    }),
    "/profile",
  );
  return ctx;
}

/** An admin publishes a post with a main photo and a content chart; its picture addresses. */
async function publishedPictures(): Promise<string[]> {
  const heading = `Stored pictures ${crypto.randomBytes(3).toString("hex")}`;
  const photo = await sharp(crypto.randomBytes(30 * 20 * 3), { raw: { width: 30, height: 20, channels: 3 } }).resize(1200, 800).jpeg().toBuffer();
  const chart = await sharp(photo).resize(700, 350).png().toBuffer();
  const form = new FormData();
  const fields = {
    mainHeading: heading,
    heading,
    article: BLOG_AUTHORS[0],
    scheduleDate: indiaToday(new Date()),
    mainDescription: "Pictures from the database.",
    htmlContent: '<p>A post with pictures.</p><img src="content-1" alt="A chart">',
    metaTags: "pictures",
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("mainImageFile", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "photo.jpg");
  form.set("contentFiles", new Blob([new Uint8Array(chart)], { type: "image/png" }), "chart.png");
  const response = await fetch(`${server.baseURL}/admin/blogupload`, {
    method: "POST",
    headers: { Cookie: await adminCookie(server.baseURL), Origin: server.baseURL },
    body: form,
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  const article = await (await fetch(`${server.baseURL}/blogs/${blogSlugBase(heading)}`)).text();
  return [...new Set(article.match(/\/media\/blog\/[a-f0-9]{32}\.(jpg|png)/g) ?? [])];
}

/** Every file under a folder, at any depth (full paths). */
const allFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? allFiles(path.join(dir, e.name)) : [path.join(dir, e.name)]));

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ env: { ...adminEnv(), SEED_DEMO_DATA: "false" } });
  owner = await customerWithPhoto();
  photoUrl = (await (await owner.get("/profile")).text()).match(/src="(\/media\/avatars\/[a-f0-9]{32}\.jpg)"/)![1];
  blogUrls = await publishedPictures();
});

test.afterAll(async () => {
  await owner?.dispose();
  if (server) {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
});

/** A 200 with an exact Content-Length and a strong ETag, then a 304 for that ETag; the body. */
async function expectServedWithValidators(ctx: APIRequestContext, url: string, cacheControl: string): Promise<Buffer> {
  const answer = await ctx.get(url);
  expect(answer.status(), url).toBe(200);
  const bytes = await answer.body();
  const headers = answer.headers();
  expect(headers["content-length"], url).toBe(String(bytes.length));
  expect(headers["etag"], url).toBe(`"${crypto.createHash("sha256").update(bytes).digest("base64url")}"`);
  expect(headers["cache-control"], url).toBe(cacheControl);
  const again = await ctx.get(url, { headers: { "If-None-Match": headers["etag"] } });
  expect(again.status(), url).toBe(304);
  expect((await again.body()).length).toBe(0);
  expect(again.headers()["etag"]).toBe(headers["etag"]);
  expect(again.headers()["cache-control"]).toBe(cacheControl);
  served.push({ url, bytes });
  return bytes;
}

test.describe("files from the database", () => {
  test("a profile photo is sent to its owner with Content-Length and an ETag, and a 304 when the owner has it", async () => {
    await expectServedWithValidators(owner, photoUrl, "private, no-store");
    const stranger = await client();
    expect((await stranger.get(photoUrl)).status()).toBe(404);
    await stranger.dispose();
  });

  test("blog pictures and their copies are sent with Content-Length, an ETag, a 304 and their CSP, cached for good", async () => {
    expect(blogUrls).toHaveLength(2);
    const visitor = await client();
    for (const url of blogUrls) {
      for (const variant of ["", "?w=320", "?w=960", "?v=share"]) {
        const bytes = await expectServedWithValidators(visitor, url + variant, "public, max-age=31536000, immutable");
        const format = (await sharp(bytes).metadata()).format;
        expect(format, url + variant).toBe(variant === "" ? (url.endsWith(".png") ? "png" : "jpeg") : variant === "?v=share" ? "jpeg" : "webp");
      }
      expect((await visitor.get(url)).headers()["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    }
    await visitor.dispose();
  });

  test("nothing of value is left under DATA_DIR but the database, the development keys and the outbox", async () => {
    // Stopped first, so the embedded database has written everything it holds to its files.
    expect(await server.stop()).toBe(0);
    const files = allFiles(server.dataDir).map((file) => ({ name: path.relative(server.dataDir, file), bytes: fs.readFileSync(file) }));
    const outside = files.filter((f) => !f.name.startsWith(`pglite${path.sep}`)).map((f) => f.name);
    expect(outside.sort()).toEqual(["data-encryption-key", "outbox.jsonl", "session-secret"]);
    expect(fs.existsSync(path.join(server.dataDir, "uploads"))).toBe(false);
    // The pictures are in the database's files (the search reaches them there), and only there.
    expect(served.length).toBeGreaterThanOrEqual(9);
    for (const { url, bytes } of served) {
      const holding = new Set(distinctiveRuns(bytes).flatMap((run) => files.filter((f) => f.bytes.includes(run)).map((f) => f.name.split(path.sep)[0])));
      expect([...holding], url).toEqual(["pglite"]);
    }
  });
});
