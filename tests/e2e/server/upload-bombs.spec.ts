import fs from "node:fs";

import { type APIRequestContext, expect, test } from "@playwright/test";

import { BLOG_AUTHORS, MAX_CONTENT_IMAGES } from "../../../app/domain/blog-upload";
import { en } from "../../../app/locales/en";
import { adminWords } from "../../../app/locales/en/admin";
import { adminCookie } from "../../support/admin-auth";
import { flateBombPdf, gifBomb, pngClaimingTenGigapixels, slowBmp, svgBomb } from "../../support/hostile-files";
import { adminEnv, type RunningServer, startServer } from "../../support/server-process";
import { registeredApplicant } from "../../support/stored-pictures";

const documentMessages = en.onboarding.documentMessages;

// Decompression bombs against a running server: each is refused with its message, and while it
// is being judged the site goes on answering. The upload worker's time limit is set low here
// (400 ms) so the slow-decoding file meets it; every other limit is the production one. These
// tests time answers, so they run in the "alone" project, after every other test.

test.describe.configure({ mode: "serial" });

/** What "answered meanwhile" means: every page request while a bomb is judged. */
const ANSWER_WITHIN_MS = 200;

let server: RunningServer;
let applicant: APIRequestContext;
let admin: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ env: { ...adminEnv(), UPLOAD_WORK_LIMIT_MS: "400" } });
  applicant = await registeredApplicant(server);
  admin = await adminCookie(server.baseURL);
});

test.afterAll(async () => {
  await applicant?.dispose();
  if (server) {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
});

/**
 * `send` run while a page is asked for again and again (each answer read whole); the answer to
 * `send` and how long each page took.
 */
async function whileReading<T>(send: () => Promise<T>): Promise<{ answer: T; pageTimes: number[] }> {
  let settled = false;
  const answer = send().finally(() => (settled = true));
  const pageTimes: number[] = [];
  while (!settled) {
    const started = performance.now();
    const page = await fetch(`${server.baseURL}/faq`);
    await page.arrayBuffer();
    expect(page.status).toBe(200);
    pageTimes.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { answer: await answer, pageTimes };
}

/** A blog post that cannot be saved (no heading), so its answer lists the files skipped and why. */
async function postBlogImage(name: string, type: string, bytes: Buffer): Promise<Response> {
  const form = new FormData();
  const fields = {
    language: "en",
    mainHeading: "",
    heading: "",
    article: BLOG_AUTHORS[0],
    scheduleDate: "2042-01-01",
    htmlContent: "<p>x</p>",
  };
  for (const [field, value] of Object.entries(fields)) form.set(field, value);
  form.set("contentFiles", new Blob([new Uint8Array(bytes)], { type }), name);
  return fetch(`${server.baseURL}/admin/blogupload`, {
    method: "POST",
    headers: { Cookie: admin, Origin: server.baseURL },
    body: form,
    redirect: "manual",
  });
}

test.describe("decompression bombs", () => {
  test("a 2 KB PDF that inflates to 1 GB is refused with the size message while pages are answered", async () => {
    const bomb = await flateBombPdf();
    const { answer, pageTimes } = await whileReading(() =>
      applicant.post("/document", { multipart: { certificate: { name: "certificate.pdf", mimeType: "application/pdf", buffer: bomb } } }),
    );
    expect(answer.status()).toBe(422);
    expect(await answer.text()).toContain(documentMessages.size);
    expect(Math.max(...pageTimes)).toBeLessThan(ANSWER_WITHIN_MS);
  });

  for (const { what, name, type, bytes, reasons } of [
    {
      what: "a BMP that takes seconds to decode",
      name: "slow.bmp",
      type: "image/bmp",
      bytes: slowBmp,
      reasons: [adminWords.blogUpload.skipReasons.tooLargeToDecode],
    },
    // Counting the GIF's 2,000 frames may itself outlast the worker's 400 ms on a busy machine:
    // refused either way.
    {
      what: "a GIF of two billion pixels",
      name: "frames.gif",
      type: "image/gif",
      bytes: gifBomb,
      reasons: [adminWords.blogUpload.skipReasons.notImage, adminWords.blogUpload.skipReasons.tooLargeToDecode],
    },
    {
      what: "a PNG that claims ten billion pixels",
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
  ]) {
    test(`${what} is skipped with its reason while pages are answered`, async () => {
      const file = await bytes();
      const { answer, pageTimes } = await whileReading(() => postBlogImage(name, type, file));
      expect(answer.status).toBe(422);
      const page = await answer.text();
      expect(page).toContain(name);
      expect(
        reasons.some((reason) => page.includes(reason)),
        `one of: ${reasons.join(" | ")}`,
      ).toBe(true);
      expect(pageTimes.length).toBeGreaterThan(0);
      expect(Math.max(...pageTimes)).toBeLessThan(ANSWER_WITHIN_MS);
    });
  }

  test("the worker that met its limit is replaced: the next upload is judged as usual", async () => {
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
    const answer = await postBlogImage("dot.png", "image/png", png);
    expect(answer.status).toBe(422);
    // Kept for the next try (the post itself lacks its heading), not skipped.
    const page = await answer.text();
    expect(page).toContain("dot.png");
    const { tooMany, ...plainReasons } = adminWords.blogUpload.skipReasons;
    for (const reason of [...Object.values(plainReasons), tooMany(MAX_CONTENT_IMAGES)]) expect(page).not.toContain(reason);
    expect(server.output()).toContain("upload refused: the worker's limit was reached");
  });
});
