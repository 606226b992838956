import { sql } from "kysely";

import { ASTROLOGER_STATUS, DOCUMENT_KINDS, type DocumentKind, NEW_ASTROLOGER_DEFAULTS } from "~/domain/onboarding";
import { mayRegisterAgain } from "~/forms/astrologer";
import { getDb } from "~/infra/db.server";
import { encryptField, encryptFile } from "~/infra/encryption.server";

import { type GivenConsent, recordConsent } from "./consents.server";
import { bankNameFor } from "./ifsc.server";

export type AstrologerRegistration = {
  mobile: string;
  fullName: string;
  age: number;
  gender: string;
  address: string;
  country: string;
  countryId: number;
  state: string;
  stateId: number;
  city: string;
  cityId: number;
  pinCode: string;
  email: string;
  languages: string;
  experience: number;
  specialization: string;
};

export class AlreadyRegisteredError extends Error {
  constructor(readonly astrologerId: number) {
    super("This mobile number already has an astrologer record.");
  }
}

/**
 * Creates a Pending application. A number never gets a second record: an existing one
 * is refused, except a rejected applicant whom an admin allowed to reapply or one who
 * withdrew, whose record is updated and goes back to Pending. Each application records the
 * consent its form asked for (demo data and tests have none).
 */
export async function registerAstrologer(input: AstrologerRegistration, consent?: GivenConsent): Promise<number> {
  const db = await getDb();
  const [firstName, ...rest] = input.fullName.trim().split(/\s+/);
  const values = {
    firstName,
    lastName: rest.join(" ") || null,
    email: input.email,
    gender: input.gender,
    age: input.age,
    address: input.address,
    country: input.country,
    countryId: input.countryId,
    state: input.state,
    stateId: input.stateId,
    city: input.city,
    cityId: input.cityId,
    pinCode: input.pinCode,
    language: input.languages,
    specialization: input.specialization,
    experience: input.experience,
    status: ASTROLOGER_STATUS.PENDING,
  };
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`astrologer:${input.mobile}`}))`.execute(trx);
    const existing = await trx
      .selectFrom("astrologers")
      .select(["id", "status", "canReapply", "deactivatedAt"])
      .where("mobile", "=", input.mobile)
      .executeTakeFirst();
    if (existing) {
      if (!mayRegisterAgain({ ...existing, deactivated: existing.deactivatedAt !== null })) throw new AlreadyRegisteredError(existing.id);
      // A new application: documents and bank details erased from the last one are asked afresh.
      await trx
        .updateTable("astrologers")
        .set({
          ...values,
          canReapply: false,
          rejectionReason: null,
          identityDataErasedAt: null,
          identityDataErasure: null,
          updatedAt: new Date(),
        })
        .where("id", "=", existing.id)
        .execute();
      await trx.insertInto("reviewEvents").values({ astrologerId: existing.id, action: "resubmitted" }).execute();
      if (consent) await recordConsent(trx, { astrologerId: existing.id }, "astrologer_application", consent);
      return existing.id;
    }
    const row = await trx
      .insertInto("astrologers")
      .values({ mobile: input.mobile, ...values, ...NEW_ASTROLOGER_DEFAULTS })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx.insertInto("reviewEvents").values({ astrologerId: row.id, action: "submitted" }).execute();
    if (consent) await recordConsent(trx, { astrologerId: row.id }, "astrologer_application", consent);
    return row.id;
  });
}

export type BankDetailsInput = {
  mobile: string;
  aadhaar: string;
  pan: string;
  accountHolderName: string;
  accountNumber: string;
  ifsc: string;
  bankName: string;
  branchName: string;
  address: string;
  city: string;
  state: string;
};

/** Saves (or replaces) the bank details; Aadhaar, PAN and account numbers only encrypted. */
export async function saveBankDetails(astrologerId: number, input: BankDetailsInput): Promise<void> {
  const db = await getDb();
  const row = {
    mobile: input.mobile,
    aadhaarEncrypted: encryptField(input.aadhaar),
    aadhaarLast4: input.aadhaar.slice(-4),
    panEncrypted: encryptField(input.pan),
    panLast4: input.pan.slice(-4),
    accountHolderName: input.accountHolderName,
    accountNumberEncrypted: encryptField(input.accountNumber),
    accountLast4: input.accountNumber.slice(-4),
    ifsc: input.ifsc,
    // Left empty (no branch found, no JavaScript): the offline IFSC list still names the bank.
    bankName: input.bankName || bankNameFor(input.ifsc) || null,
    branchName: input.branchName || null,
    address: input.address || null,
    city: input.city || null,
    state: input.state || null,
  };
  await db
    .insertInto("astrologerBankDetails")
    .values({ astrologerId, ...row })
    .onConflict((oc) => oc.column("astrologerId").doUpdateSet({ ...row, updatedAt: new Date() }))
    .execute();
}

export type StoredDocument = {
  kind: DocumentKind;
  /** The file as it will be shown to the reviewer (re-encoded when an image); stored only encrypted. */
  content: Uint8Array;
  originalName: string;
  contentType: string;
  sizeBytes: number;
};

/**
 * Records uploaded documents, replacing earlier files of the same kind. Each file is sealed
 * under a key of its own and written with its row, in one transaction: no plain copy is
 * ever written anywhere, and a failed save leaves nothing behind.
 */
export async function saveDocuments(astrologerId: number, documents: StoredDocument[]): Promise<void> {
  if (documents.length === 0) return;
  const rows = documents.map(({ content, ...d }) => ({ astrologerId, ...d, encryptedContent: encryptFile(content) }));
  const db = await getDb();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("astrologerDocuments")
      .where("astrologerId", "=", astrologerId)
      .where(
        "kind",
        "in",
        documents.map((d) => d.kind),
      )
      .execute();
    await trx.insertInto("astrologerDocuments").values(rows).execute();
  });
}

export async function documentKindsOf(astrologerId: number): Promise<Array<{ kind: string; originalName: string }>> {
  const db = await getDb();
  return db.selectFrom("astrologerDocuments").select(["kind", "originalName"]).where("astrologerId", "=", astrologerId).execute();
}

export type ApplicationStatus = {
  astrologerId: number;
  name: string;
  status: number;
  rejectionReason: string | null;
  canReapply: boolean;
  deactivated: boolean;
  bankDetailsSaved: boolean;
  documentsUploaded: string[];
  missingDocuments: string[];
  /** When the documents and bank details were erased (a withdrawal or the retention rule), and why. */
  erasure: { at: Date; cause: "withdrawal" | "retention" } | null;
  /** When the applicant withdrew; null unless Withdrawn. */
  withdrawnAt: Date | null;
};

/**
 * Where an application stands, for the applicant's status page and the onboarding steps' guard.
 * One round trip: whether bank details are saved, which documents are uploaded and, for a
 * withdrawn application only, when it was withdrawn, each read for this application alone.
 */
export async function applicationStatus(mobile: string): Promise<ApplicationStatus | null> {
  const db = await getDb();
  const astrologer = await db
    .selectFrom("astrologers as a")
    .select([
      "a.id",
      "a.firstName",
      "a.lastName",
      "a.status",
      "a.rejectionReason",
      "a.canReapply",
      "a.deactivatedAt",
      "a.identityDataErasedAt",
      "a.identityDataErasure",
    ])
    .select((eb) => [
      eb
        .exists(eb.selectFrom("astrologerBankDetails as b").select("b.astrologerId").whereRef("b.astrologerId", "=", "a.id"))
        .as("bankDetailsSaved"),
      eb
        .selectFrom("astrologerDocuments as d")
        .select(sql<string[]>`coalesce(array_agg(d.kind), '{}')`.as("kinds"))
        .whereRef("d.astrologerId", "=", "a.id")
        .as("documentKinds"),
      eb
        .case()
        .when("a.status", "=", ASTROLOGER_STATUS.WITHDRAWN)
        .then(
          eb
            .selectFrom("reviewEvents as r")
            .select("r.createdAt")
            .whereRef("r.astrologerId", "=", "a.id")
            .where("r.action", "=", "withdrawn")
            .orderBy("r.createdAt", "desc")
            .limit(1),
        )
        .end()
        .as("withdrawnAt"),
    ])
    .where("a.mobile", "=", mobile)
    .executeTakeFirst();
  if (!astrologer) return null;
  const uploaded = (astrologer.documentKinds as string[] | null) ?? [];
  return {
    astrologerId: astrologer.id,
    name: [astrologer.firstName, astrologer.lastName].filter(Boolean).join(" "),
    status: astrologer.status,
    rejectionReason: astrologer.rejectionReason,
    canReapply: astrologer.canReapply,
    deactivated: astrologer.deactivatedAt !== null,
    bankDetailsSaved: astrologer.bankDetailsSaved === true,
    documentsUploaded: uploaded,
    missingDocuments: DOCUMENT_KINDS.filter((d) => d.required && !uploaded.includes(d.kind)).map((d) => d.kind),
    erasure:
      astrologer.identityDataErasedAt && astrologer.identityDataErasure
        ? { at: astrologer.identityDataErasedAt, cause: astrologer.identityDataErasure }
        : null,
    withdrawnAt: astrologer.withdrawnAt ?? null,
  };
}

/** Saved bank details as the applicant may see them again: numbers masked to their last four digits. */
export async function bankDetailsSummary(astrologerId: number) {
  const db = await getDb();
  const row = await db
    .selectFrom("astrologerBankDetails")
    .select(["accountHolderName", "bankName", "ifsc", "accountLast4", "aadhaarLast4"])
    .where("astrologerId", "=", astrologerId)
    .executeTakeFirst();
  return row ?? null;
}
