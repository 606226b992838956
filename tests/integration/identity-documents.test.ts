import fs from "node:fs";
import path from "node:path";

import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { verhoeffCheckDigit } from "~/domain/bank";
import { getApplication, getDocumentForAdmin } from "~/features/admin/admin-review.server";
import { documentUploadReceiver, storeDocuments, submitDocumentStep as submitStep } from "~/features/onboarding/document-uploads.server";
import { documentRefusalMessage } from "~/forms/astrologer";
import { getDb } from "~/infra/db.server";
import { decryptField, decryptFile } from "~/infra/encryption.server";
import { receiveUpload } from "~/infra/form-data.server";
import { en } from "~/locales/en";
import { translator } from "~/locales/i18n";
import { registerAstrologer, saveBankDetails } from "~/services/onboarding.server";

import { astrologerRegistration, bankDetails } from "../support/applications";
import { ACTIVE_PDF_KEYS, flateBombPdf, lockedPdf, pdfKeys, pdfWithActiveParts } from "../support/hostile-files";
import { carriesGps, distinctiveRuns, fakePdf, jpegWithGps, pdfWithPattern } from "../support/images";

const documentMessages = en.onboarding.documentMessages;

// Identity documents as the service stores them: re-encoded or rebuilt, sealed, and opened
// only for an admin. (tests/e2e/server/document-uploads.spec.ts searches the real server's
// DATA_DIR, where the embedded database lives, for any plain copy.)

const MOBILE = "7000033344";
const ID_CARD = fs.readFileSync(path.join(__dirname, "../fixtures/id-card.jpg"));
const CERTIFICATE = fs.readFileSync(path.join(__dirname, "../fixtures/certificate.pdf"));

let astrologerId: number;
let adminId: number;

async function clean() {
  const db = await getDb();
  await db.deleteFrom("astrologers").where("mobile", "=", MOBILE).execute();
  await db.deleteFrom("admins").where("email", "=", "documents@example.in").execute();
}

beforeAll(async () => {
  await clean();
  astrologerId = await registerAstrologer(astrologerRegistration(MOBILE, { fullName: "Devika Rao", email: "devika@example.in" }));
  const db = await getDb();
  adminId = (
    await db
      .insertInto("admins")
      .values({ email: "documents@example.in", passwordHash: "unused" })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(clean);

function uploadRequest(files: Record<string, { name: string; bytes: Uint8Array }>): Request {
  const form = new FormData();
  for (const [field, file] of Object.entries(files)) form.append(field, new File([new Uint8Array(file.bytes)], file.name));
  return new Request("http://localhost/document", { method: "POST", body: form });
}

// What the document step's action does with a post: read it through the service's receiver, then call the verb.
const receiveDocuments = async (request: Request, id: number) => storeDocuments(await receiveUpload(request, documentUploadReceiver()), id);
const submitDocumentStep = async (request: Request, id: number) => submitStep(await receiveUpload(request, documentUploadReceiver()), id);

async function storedDocuments() {
  const db = await getDb();
  return db.selectFrom("astrologerDocuments").selectAll().where("astrologerId", "=", astrologerId).orderBy("kind").execute();
}

describe("identity documents", () => {
  it("are re-encoded or rebuilt, stored only sealed, and opened for an admin without metadata", async () => {
    const photo = await jpegWithGps();
    expect(await carriesGps(photo)).toBe(true);
    // Anything after the image's end (a polyglot's payload) does not survive re-encoding.
    const appended = Buffer.from("<script>alert('hidden in a scan')</script>");
    const scan = Buffer.concat([await jpegWithGps({ from: ID_CARD }), appended]);
    const { pdf, pattern } = await pdfWithPattern();

    const { errors } = await receiveDocuments(
      uploadRequest({
        aadharFront: { name: "front.jpg", bytes: photo },
        aadharBack: { name: "back.jpeg", bytes: scan },
        panCard: { name: "pan.pdf", bytes: CERTIFICATE },
        certificate: { name: "certificate.pdf", bytes: pdf },
      }),
      astrologerId,
    );
    expect(errors).toEqual({});

    const rows = await storedDocuments();
    expect(rows.map((r) => r.kind)).toEqual(["aadhar_back", "aadhar_front", "certificate", "pan_card"]);
    for (const row of rows) {
      const sealed = Buffer.from(row.encryptedContent);
      const plain = decryptFile(sealed);
      expect(plain.length).toBe(row.sizeBytes);
      for (const run of [...distinctiveRuns(plain), pattern.subarray(0, 32), appended]) expect(sealed.includes(run)).toBe(false);
    }

    const opened = Object.fromEntries(
      await Promise.all(rows.map(async (r) => [r.kind, (await getDocumentForAdmin(adminId, r.id))!] as const)),
    );
    for (const kind of ["aadhar_front", "aadhar_back"]) {
      const { content, contentType } = opened[kind];
      expect(contentType).toBe("image/jpeg");
      const meta = await sharp(content).metadata();
      expect(meta.format).toBe("jpeg");
      expect(meta.exif).toBeUndefined();
      expect(await carriesGps(content)).toBe(false);
    }
    expect(opened.aadhar_back.content.includes(appended)).toBe(false);
    // PDFs are rebuilt from their pages: the same pages, in a new file.
    for (const [kind, sent] of [
      ["pan_card", CERTIFICATE],
      ["certificate", pdf],
    ] as const) {
      const { content, contentType } = opened[kind];
      expect(contentType).toBe("application/pdf");
      expect(content.equals(sent)).toBe(false);
      const [copy, original] = await Promise.all([PDFDocument.load(content), PDFDocument.load(sent)]);
      expect(copy.getPages().map((p) => p.getSize())).toEqual(original.getPages().map((p) => p.getSize()));
    }
  });

  it("a PDF is rebuilt from its pages: no action, script, attachment, form, XFA, annotation or author survives", async () => {
    const hostile = await pdfWithActiveParts();
    const sentKeys = await pdfKeys(hostile);
    for (const key of [...ACTIVE_PDF_KEYS, "Author", "Creator", "Metadata"]) expect(sentKeys, key).toContain(key);

    const { errors, saved } = await receiveDocuments(
      uploadRequest({ certificate: { name: "certificate.pdf", bytes: hostile } }),
      astrologerId,
    );
    expect(errors).toEqual({});
    const stored = saved[0].content;
    const keys = await pdfKeys(stored);
    for (const key of [...ACTIVE_PDF_KEYS, "Author", "Creator", "Metadata"]) expect(keys, key).not.toContain(key);
    const text = Buffer.from(stored).toString("latin1");
    expect(text).not.toMatch(/Secret Author|Secret Creator|app\.alert|invoice\.exe|xdp/);
    // The page itself is kept: its text drawing is there.
    const copy = await PDFDocument.load(stored);
    expect(copy.getPageCount()).toBe(1);
    expect(copy.getPage(0).getSize()).toEqual({ width: 300, height: 200 });
  });

  it("a PDF that inflates past the cap is refused with the size message, at once", async () => {
    const bomb = await flateBombPdf();
    expect(bomb.length).toBeLessThan(4096);
    const before = await storedDocuments();
    const started = Date.now();
    const { errors } = await receiveDocuments(uploadRequest({ certificate: { name: "certificate.pdf", bytes: bomb } }), astrologerId);
    expect(errors).toEqual({ certificate: "size" });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await storedDocuments()).toEqual(before);
  });

  it("a PDF locked with a password is refused, saying so", async () => {
    const { errors } = await receiveDocuments(
      uploadRequest({ certificate: { name: "certificate.pdf", bytes: await lockedPdf() } }),
      astrologerId,
    );
    expect(errors).toEqual({ certificate: "encrypted" });
  });

  it("a file that starts like a PDF but does not parse is refused with the type message", async () => {
    const before = await storedDocuments();
    const { errors } = await receiveDocuments(uploadRequest({ certificate: { name: "certificate.pdf", bytes: fakePdf() } }), astrologerId);
    expect(errors).toEqual({ certificate: "type" });
    expect(await storedDocuments()).toEqual(before);
  });

  it("a file that starts like a JPEG but does not decode is refused with the type message", async () => {
    const broken = Buffer.concat([ID_CARD.subarray(0, 40), Buffer.alloc(400, 0x41)]);
    const { errors } = await receiveDocuments(uploadRequest({ aadharFront: { name: "front.jpg", bytes: broken } }), astrologerId);
    expect(errors).toEqual({ aadharFront: "type" });
  });

  it("a scan that re-encoding would make too large is shrunk until it is stored below 512000 bytes", async () => {
    // Noise saved at a low quality: under the limit as sent, over it at our quality 85.
    const scan = await jpegWithGps({ width: 1500, height: 1500, quality: 20 });
    expect(scan.length).toBeLessThan(512_000);
    expect((await sharp(scan).jpeg({ quality: 85 }).toBuffer()).length).toBeGreaterThanOrEqual(512_000);
    const { errors, saved } = await receiveDocuments(uploadRequest({ aadharFront: { name: "front.jpg", bytes: scan } }), astrologerId);
    expect(errors).toEqual({});
    expect(saved[0].sizeBytes).toBeLessThan(512_000);
    expect((await sharp(saved[0].content).metadata()).format).toBe("jpeg");
  });
});

describe("the document step", () => {
  it("is complete only when every required document is on file, counting those kept from earlier tries", async () => {
    const db = await getDb();
    await db.deleteFrom("astrologerDocuments").where("astrologerId", "=", astrologerId).execute();

    // One good file and one refused: the good one is kept, the rest are named.
    const first = await submitDocumentStep(
      uploadRequest({ aadharFront: { name: "front.jpg", bytes: ID_CARD }, panCard: { name: "pan.gif", bytes: ID_CARD } }),
      astrologerId,
    );
    expect(first).toEqual({ kind: "incomplete", refusals: { panCard: "type", aadharBack: "required" } });
    // As the English page says them beside their fields.
    const t = translator("en");
    expect(documentRefusalMessage(t, "type", "pan_card")).toBe(documentMessages.type);
    expect(documentRefusalMessage(t, "required", "aadhar_back")).toBe("Please choose the Aadhar Back file.");

    // The two still missing, without the front again: done (the certificate is optional).
    const second = await submitDocumentStep(
      uploadRequest({ aadharBack: { name: "back.jpg", bytes: ID_CARD }, panCard: { name: "pan.pdf", bytes: CERTIFICATE } }),
      astrologerId,
    );
    expect(second).toEqual({ kind: "complete" });
  });

  it("names a refused file even when every required document is already on file", async () => {
    const outcome = await submitDocumentStep(uploadRequest({ certificate: { name: "certificate.exe", bytes: CERTIFICATE } }), astrologerId);
    expect(outcome).toEqual({ kind: "incomplete", refusals: { certificate: "type" } });
  });
});

describe("the PAN", () => {
  it("is stored encrypted with its last four digits, and shown whole to the reviewer", async () => {
    const aadhaar = "23456789012" + verhoeffCheckDigit("23456789012");
    await saveBankDetails(astrologerId, bankDetails(MOBILE, { aadhaar, accountHolderName: "Devika Rao" }));
    const db = await getDb();
    const row = await db.selectFrom("astrologerBankDetails").selectAll().where("astrologerId", "=", astrologerId).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain("ABCDE1234F");
    expect(row.panLast4).toBe("234F");
    expect(decryptField(row.panEncrypted)).toBe("ABCDE1234F");
    expect((await getApplication(astrologerId))?.bank?.pan).toBe("ABCDE1234F");
  });
});
