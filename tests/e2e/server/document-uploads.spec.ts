import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { type APIRequestContext, expect, request as playwrightRequest, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";

import { MAX_CAMERA_PHOTO_BYTES } from "../../../app/domain/camera-photos";
import { MAX_DOCUMENT_BYTES } from "../../../app/domain/onboarding";
import { en } from "../../../app/locales/en";
import { adminCookie } from "../../support/admin-auth";
import { carriesGps, distinctiveRuns, fakePdf, jpegWithGps, pdfWithPattern } from "../../support/images";
import { adminEnv, type RunningServer, startServer } from "../../support/server-process";
import { registeredApplicant } from "../../support/stored-pictures";
import { visitorAddress } from "../fixtures";

const documentMessages = en.onboarding.documentMessages;

// The document upload against a running server. It runs a server of its own, whose DATA_DIR
// holds nothing but this file's uploads (the embedded database lives there too): at the end
// the server is stopped and every file under DATA_DIR is searched for a plain copy of any
// uploaded document. With a fresh database our accepted uploads are documents 1 to 4.

test.describe.configure({ mode: "serial" });

const JPEG = fs.readFileSync(fileURLToPath(new URL("../../fixtures/id-card.jpg", import.meta.url)));
const PDF = fs.readFileSync(fileURLToPath(new URL("../../fixtures/certificate.pdf", import.meta.url)));
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

let server: RunningServer;
let applicant: APIRequestContext;
/** Every document this file sent, refused or not, and every one as the server stores it. */
const sent: Buffer[] = [];
const storedPlain: Buffer[] = [];

/** How many documents the form lists as uploaded. */
// The page's words for the browser (its i18n store) hold the template "Uploaded: {{name}}": not a document.
const uploadedCount = async () => ((await (await applicant.get("/document")).text()).match(/Uploaded: (?!\{\{)/g) ?? []).length;

async function client(cookie?: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: server.baseURL,
    extraHTTPHeaders: { Origin: server.baseURL, "X-Forwarded-For": visitorAddress(), ...(cookie ? { Cookie: cookie } : {}) },
    maxRedirects: 0,
  });
}

const upload = (field: string, name: string, mimeType: string, buffer: Buffer) => {
  sent.push(buffer);
  return applicant.post("/document", { multipart: { [field]: { name, mimeType, buffer } } });
};

/** A copy of `base` no other upload shares, so a stored copy could be told apart. */
const unique = (base: Buffer, size = base.length) => Buffer.concat([base, crypto.randomBytes(Math.max(size - base.length, 16))]);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ env: adminEnv() });
  applicant = await registeredApplicant(server);
  expect((await applicant.get("/document")).status()).toBe(200);
});

test.afterAll(async () => {
  await applicant?.dispose();
  if (server) {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
});

/** Every file under a folder, at any depth (full paths). */
const allFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? allFiles(path.join(dir, e.name)) : [path.join(dir, e.name)]));

test.describe("document uploads", () => {
  for (const { what, field, name, mimeType, bytes, message } of [
    {
      what: "a text file renamed .jpg",
      field: "aadharFront",
      name: "aadhar.jpg",
      mimeType: "image/jpeg",
      bytes: () => Buffer.from(`hello, I am text ${crypto.randomUUID()}\n`.repeat(20)),
      message: documentMessages.type,
    },
    {
      what: "a PNG",
      field: "aadharBack",
      name: "aadhar-back.png",
      mimeType: "image/png",
      bytes: () => unique(PNG),
      message: documentMessages.type,
    },
    // A photo larger than 500KB is shrunk to fit (camera-photos.spec.ts); a PDF keeps the spec's rule.
    {
      what: "a PDF of 512000 bytes",
      field: "panCard",
      name: "pan.pdf",
      mimeType: "application/pdf",
      bytes: () => unique(PDF, MAX_DOCUMENT_BYTES),
      message: documentMessages.size,
    },
    {
      what: "a JPEG over 15 MB",
      field: "panCard",
      name: "pan.jpg",
      mimeType: "image/jpeg",
      bytes: () => unique(JPEG, MAX_CAMERA_PHOTO_BYTES + 1),
      message: documentMessages.imageTooLarge,
    },
    {
      what: "a JPEG with a 250-character name",
      field: "aadharFront",
      name: `${"a".repeat(246)}.jpg`,
      mimeType: "image/jpeg",
      bytes: () => unique(JPEG),
      message: documentMessages.invalidName,
    },
    {
      what: "a file that starts with %PDF- but is no PDF",
      field: "panCard",
      name: "pan.pdf",
      mimeType: "application/pdf",
      bytes: fakePdf,
      message: documentMessages.type,
    },
    {
      what: "a JPEG cut short after its header",
      field: "aadharBack",
      name: "back.jpg",
      mimeType: "image/jpeg",
      bytes: () => Buffer.concat([JPEG.subarray(0, 120), crypto.randomBytes(480)]),
      message: documentMessages.type,
    },
  ]) {
    test(`${what} is refused with '${message}' and stores nothing`, async () => {
      const response = await upload(field, name, mimeType, bytes());
      expect(response.status()).toBe(422);
      const page = await response.text();
      expect(page).toContain(message);
      expect(page).toContain(documentMessages.missing);
      expect(await uploadedCount()).toBe(0);
    });
  }

  /** Four 16 MB photos, over the form's cap, posted to `target`. */
  const postOverTheCap = (target: string) => {
    const huge = unique(JPEG, 16 * 1024 * 1024);
    const fields = ["aadharFront", "aadharBack", "panCard", "certificate"];
    return applicant.post(target, {
      multipart: Object.fromEntries(fields.map((f) => [f, { name: `${f}.jpg`, mimeType: "image/jpeg", buffer: huge }])),
    });
  };

  test("a post over the form's cap (four 15 MB photos) is sent back to the form, which says why", async () => {
    const response = await postOverTheCap("/document");
    expect(response.status()).toBe(303);
    expect(response.headers()["location"]).toBe("/document");
    const next = await applicant.get("/document");
    expect(next.status()).toBe(200);
    expect(await next.text()).toContain(documentMessages.imageTooLarge);
    expect(await uploadedCount()).toBe(0);
  });

  test("the same post from the page's scripts (to /document.data) is refused with 413 before a byte is kept", async () => {
    // The edge writes no answers in Remix's data format: the scripts show their error page.
    const response = await postOverTheCap("/document.data");
    expect(response.status()).toBe(413);
    expect(await uploadedCount()).toBe(0);
  });

  test("a post to /document.data is held to the page's rules: files only as multipart", async () => {
    const response = await applicant.post("/document.data", { form: { aadharFront: "x" } });
    expect(response.status()).toBe(415);
    expect(await uploadedCount()).toBe(0);
  });

  test("valid documents complete the application; an admin gets them back re-encoded or rebuilt, without metadata", async () => {
    const photo = await jpegWithGps({ width: 120, height: 80 });
    expect(await carriesGps(photo)).toBe(true);
    const scan = unique(JPEG);
    const { pdf, pattern } = await pdfWithPattern();
    const files = {
      aadharFront: { name: "front.jpg", mimeType: "image/jpeg", buffer: photo },
      aadharBack: { name: "back.jpeg", mimeType: "image/jpeg", buffer: scan },
      panCard: { name: "pan.pdf", mimeType: "application/pdf", buffer: PDF },
      certificate: { name: "certificate.pdf", mimeType: "application/pdf", buffer: pdf },
    };
    sent.push(photo, scan, pdf, pattern);
    const response = await applicant.post("/document", { multipart: files });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/app-downloads");
    expect(fs.existsSync(path.join(server.dataDir, "uploads", "private"))).toBe(false);

    const admin = await client(await adminCookie(server.baseURL));
    const served = [];
    for (const id of [1, 2, 3, 4]) {
      const answer = await admin.get(`/admin/documents/${id}`);
      expect(answer.status()).toBe(200);
      expect(answer.headers()["cache-control"]).toBe("private, no-store");
      served.push({ type: answer.headers()["content-type"], bytes: Buffer.from(await answer.body()) });
    }
    storedPlain.push(...served.map((s) => s.bytes));
    expect(served.map((s) => s.type)).toEqual(["image/jpeg", "image/jpeg", "application/pdf", "application/pdf"]);
    for (const image of served.slice(0, 2)) {
      const meta = await sharp(image.bytes).metadata();
      expect(meta.format).toBe("jpeg");
      expect(meta.exif).toBeUndefined();
      expect(await carriesGps(image.bytes)).toBe(false);
    }
    // The random bytes appended to the scan do not survive its re-encoding.
    expect(served[1].bytes.includes(scan.subarray(-16))).toBe(false);
    // PDFs come back rebuilt from their pages: a new file with the same pages, and nothing the
    // page tree does not use (the made-up stream of random bytes).
    for (const [copy, original] of [
      [served[2].bytes, PDF],
      [served[3].bytes, pdf],
    ]) {
      expect(copy.equals(original)).toBe(false);
      expect((await PDFDocument.load(copy)).getPageCount()).toBe((await PDFDocument.load(original)).getPageCount());
    }
    expect(served[3].bytes.includes(pattern)).toBe(false);
  });

  test("an uploaded document has no public address and only an admin reads it", async () => {
    const stranger = await client();
    for (const ctx of [stranger, applicant]) {
      for (const url of ["/uploads/private/", "/uploads/", "/media/", "/media/avatars/1", "/document/1"]) {
        expect((await ctx.get(url)).status(), url).toBe(404);
      }
      for (const id of [1, 2, 3, 4]) {
        const response = await ctx.get(`/admin/documents/${id}`);
        if (response.status() === 302) expect(response.headers()["location"]).toMatch(/^\/admin\/login\b/);
        else expect([403, 404]).toContain(response.status());
        expect(response.headers()["content-type"] ?? "").not.toMatch(/image\/jpeg|application\/pdf/);
      }
    }
  });

  // The multipart parser keeps only the last part of a file name, so a path never reaches
  // our check; what matters is that no file lands anywhere but under a random name.
  test("a JPEG named ../../x.jpg is kept as x.jpg, and nothing lands on disk under any name", async () => {
    const response = await upload("aadharFront", "../../x.jpg", "image/jpeg", unique(JPEG));
    expect(response.status()).toBe(302);
    const page = await (await applicant.get("/document")).text();
    expect(page).toContain("x.jpg");
    expect(page).not.toContain("../x.jpg");
    // It replaced the earlier Aadhar front.
    expect(await uploadedCount()).toBe(4);
    expect(allFiles(server.dataDir).filter((f) => path.basename(f) === "x.jpg")).toEqual([]);
    expect(fs.existsSync(path.join(path.dirname(server.dataDir), "x.jpg"))).toBe(false);
  });

  test("a photo whose name has a semicolon, an equals sign and Devanagari in it is accepted and listed by that name", async () => {
    const name = "IMG;2026=11 आधार.jpg";
    const response = await upload("aadharBack", name, "image/jpeg", unique(JPEG));
    expect(response.status()).toBe(302);
    expect(await (await applicant.get("/document")).text()).toContain(name);
    expect(await uploadedCount()).toBe(4);
  });

  test("no plain copy of any uploaded document is anywhere under DATA_DIR, the database's files included", async () => {
    // Stopped first, so the embedded database has written everything it holds to its files.
    expect(await server.stop()).toBe(0);
    const files = allFiles(server.dataDir).map((file) => ({ file, bytes: fs.readFileSync(file) }));
    const holding = (needle: Buffer) => files.filter((f) => f.bytes.includes(needle)).map((f) => path.relative(server.dataDir, f.file));
    // The search does reach what the database stores: the applicant's e-mail address is there in plain text.
    expect(holding(Buffer.from("meera@example.in")).some((f) => f.startsWith("pglite"))).toBe(true);
    expect(storedPlain).toHaveLength(4);
    for (const document of [...sent, ...storedPlain]) {
      for (const run of distinctiveRuns(document)) expect(holding(run), run.toString("hex")).toEqual([]);
    }
  });
});
