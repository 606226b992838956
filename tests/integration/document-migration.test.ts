import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { Migrator, sql } from "kysely";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";

import { type DB, openDatabase } from "~/infra/db.server";
import { decryptField, decryptFile } from "~/infra/encryption.server";
import { env } from "~/infra/env.server";
import { migrateToLatest } from "~/infra/migrate.server";
import * as initialSchema from "~/infra/migrations/001-initial-schema.server";
import * as serverSessions from "~/infra/migrations/002-server-sessions.server";

import { carriesGps, jpegWithGps, pdfWithPattern } from "../support/images";

// A database from before documents were encrypted: its files under $DATA_DIR/uploads/private
// move into the database, sealed, and the PAN is encrypted. A throwaway database of its own,
// migrated only up to that point first.

let db: DB | undefined;
afterAll(async () => {
  await db?.destroy();
});

describe("moving documents into the database", () => {
  it("seals every stored file, drops its metadata, deletes the plain file and encrypts the PAN", async () => {
    db = await openDatabase({ pgliteDir: "memory://" });
    const before = new Migrator({
      db,
      provider: { getMigrations: async () => ({ "001-initial-schema": initialSchema, "002-server-sessions": serverSessions }) },
    });
    expect((await before.migrateToLatest()).error).toBeUndefined();

    const dir = path.join(env().dataDir, "uploads", "private");
    fs.mkdirSync(dir, { recursive: true });
    const scan = await jpegWithGps();
    const { pdf } = await pdfWithPattern();
    const names = { scan: `${crypto.randomBytes(16).toString("hex")}.jpg`, pdf: `${crypto.randomBytes(16).toString("hex")}.pdf` };
    fs.writeFileSync(path.join(dir, names.scan), scan);
    fs.writeFileSync(path.join(dir, names.pdf), pdf);

    const { rows } = await sql<{ id: number }>`
      insert into astrologers (mobile, first_name) values ('7000055566', 'Old Applicant') returning id
    `.execute(db);
    const astrologerId = rows[0].id;
    await sql`
      insert into astrologer_documents (astrologer_id, kind, stored_name, original_name, content_type, size_bytes) values
        (${astrologerId}, 'aadhar_front', ${names.scan}, 'front.jpg', 'image/jpeg', ${scan.length}),
        (${astrologerId}, 'pan_card', ${names.pdf}, 'pan.pdf', 'application/pdf', ${pdf.length}),
        (${astrologerId}, 'aadhar_back', ${"f".repeat(32) + ".jpg"}, 'lost.jpg', 'image/jpeg', 10)
    `.execute(db);
    await sql`
      insert into astrologer_bank_details (astrologer_id, mobile, aadhaar_encrypted, aadhaar_last4, pan,
        account_holder_name, account_number_encrypted, account_last4, ifsc)
      values (${astrologerId}, '7000055566', 'v1:x:y:z', '0124', 'ABCDE1234F', 'Old Applicant', 'v1:x:y:z', '6789', 'SBIN0000001')
    `.execute(db);

    await migrateToLatest(db);

    const documents = await db
      .selectFrom("astrologerDocuments")
      .select(["kind", "encryptedContent", "sizeBytes"])
      .where("astrologerId", "=", astrologerId)
      .orderBy("kind")
      .execute();
    // The row whose file was already gone is asked for again rather than shown empty.
    expect(documents.map((d) => d.kind)).toEqual(["aadhar_front", "pan_card"]);
    const [front, pan] = documents.map((d) => ({ ...d, plain: decryptFile(d.encryptedContent) }));
    expect(Buffer.from(front.encryptedContent).includes(front.plain.subarray(-64))).toBe(false);
    expect((await sharp(front.plain).metadata()).format).toBe("jpeg");
    expect(await carriesGps(front.plain)).toBe(false);
    expect(front.sizeBytes).toBe(front.plain.length);
    expect(pan.plain.equals(pdf)).toBe(true);
    expect(fs.existsSync(path.join(dir, names.scan))).toBe(false);
    expect(fs.existsSync(path.join(dir, names.pdf))).toBe(false);

    const bank = await db
      .selectFrom("astrologerBankDetails")
      .selectAll()
      .where("astrologerId", "=", astrologerId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(bank)).not.toContain("ABCDE1234F");
    expect(bank.panLast4).toBe("234F");
    expect(decryptField(bank.panEncrypted)).toBe("ABCDE1234F");
  });
});
