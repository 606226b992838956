import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { type APIRequestContext, expect, test } from "@playwright/test";
import sharp from "sharp";

import { distinctiveRuns } from "../../support/images";
import { adminEnv, type RunningServer, startServer } from "../../support/server-process";
import { customerWithPhoto, publishedPictures, visitorOf } from "../../support/stored-pictures";

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

/** Every file under a folder, at any depth (full paths). */
const allFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? allFiles(path.join(dir, e.name)) : [path.join(dir, e.name)]));

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ env: { ...adminEnv(), SEED_DEMO_DATA: "false" } });
  ({ ctx: owner, photoUrl } = await customerWithPhoto(server));
  blogUrls = await publishedPictures(server);
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
    const stranger = await visitorOf(server);
    expect((await stranger.get(photoUrl)).status()).toBe(404);
    await stranger.dispose();
  });

  test("blog pictures and their copies are sent with Content-Length, an ETag, a 304 and their CSP, cached for good", async () => {
    expect(blogUrls).toHaveLength(2);
    const visitor = await visitorOf(server);
    for (const url of blogUrls) {
      for (const variant of ["", "?w=320", "?w=960", "?v=share"]) {
        const bytes = await expectServedWithValidators(visitor, url + variant, "public, max-age=31536000, immutable");
        const format = (await sharp(bytes).metadata()).format;
        expect(format, url + variant).toBe(
          variant === "" ? (url.endsWith(".png") ? "png" : "jpeg") : variant === "?v=share" ? "jpeg" : "webp",
        );
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
      const holding = new Set(
        distinctiveRuns(bytes).flatMap((run) => files.filter((f) => f.bytes.includes(run)).map((f) => f.name.split(path.sep)[0])),
      );
      // When it fails, the server's last words say whether the database closed as it should.
      expect([...holding], `${url} (${bytes.length} bytes)\n${server.output().slice(-3000)}`).toEqual(["pglite"]);
    }
  });
});
