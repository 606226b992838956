import { sql } from "kysely";

import { ASTROLOGER_STATUS } from "~/domain/onboarding";
import { BRANCH_FIELDS } from "~/forms/astrologer";
import { publishChange } from "~/infra/change-notices.server";
import { getDb } from "~/infra/db.server";
import { decryptField, decryptFile } from "~/infra/encryption.server";
import { env } from "~/infra/env.server";
import { adminApplications } from "~/locales/en/admin/applications";
import { audit, auditIn } from "~/services/audit.server";
import { queueNotice, wakeOutboxWorkers } from "~/services/outbox.server";

export type ApplicationRow = {
  id: number;
  name: string;
  email: string;
  mobile: string;
  status: number;
  registrationDate: Date;
  decidedAt: Date | null;
  rejectionReason: string | null;
  deactivated: boolean;
  canReapply: boolean;
  /** Pending applications only (null otherwise): what the applicant has given so far. */
  given: { hasBankDetails: boolean; documentKinds: string[] } | null;
};

type Tab = "pending" | "approved" | "rejected" | "withdrawn";
const STATUS_OF: Record<Tab, number> = {
  pending: ASTROLOGER_STATUS.PENDING,
  approved: ASTROLOGER_STATUS.ACTIVE,
  rejected: ASTROLOGER_STATUS.REJECTED,
  withdrawn: ASTROLOGER_STATUS.WITHDRAWN,
};
const DECISION_OF: Record<Tab, string | null> = { pending: null, approved: "approved", rejected: "rejected", withdrawn: "withdrawn" };

/**
 * Rows per page of the dashboard's tables: thousands of approved astrologers are not one page.
 * 25: on a phone each row is a card, and a full page of 50 costs more CPU to draw than
 * the render budget allows a page (decision 021).
 */
export const APPLICATIONS_PAGE_SIZE = 25;

/** The dashboard's tables: applications by status, newest first, with when they were decided; one page of them. */
export async function listApplications(tab: Tab, page = 1): Promise<{ rows: ApplicationRow[]; pageCount: number }> {
  const db = await getDb();
  const decision = DECISION_OF[tab];
  // One round trip: the page of applications in the order of the status's index, and how many
  // there are from the count the database keeps per status (migration 012), not from the rows;
  // when was each decided, for that page's rows only.
  const rows = await db
    .selectFrom("astrologers as a")
    .select([
      "a.id",
      "a.firstName",
      "a.lastName",
      "a.email",
      "a.mobile",
      "a.status",
      "a.registrationDate",
      "a.rejectionReason",
      "a.deactivatedAt",
      "a.canReapply",
    ])
    .select((eb) => [
      // Not correlated: read once for the page, not once a row.
      eb.selectFrom("astrologerStatusCounts as c").select("c.astrologers").where("c.status", "=", STATUS_OF[tab]).as("total"),
      // Pending applications have no decision to look up.
      decision === null
        ? sql<Date | null>`null::timestamptz`.as("decidedAt")
        : eb
            .selectFrom("reviewEvents as r")
            .select((e) => e.fn.max("r.createdAt").as("at"))
            .whereRef("r.astrologerId", "=", "a.id")
            .where("r.action", "=", decision)
            .as("decidedAt"),
      // What a pending application still lacks, for the page's rows only.
      decision === null
        ? eb
            .selectFrom("astrologerBankDetails as b")
            .select(sql<boolean>`true`.as("given"))
            .whereRef("b.astrologerId", "=", "a.id")
            .as("hasBankDetails")
        : sql<boolean | null>`null::boolean`.as("hasBankDetails"),
      decision === null
        ? eb
            .selectFrom("astrologerDocuments as d")
            .select(sql<string[]>`coalesce(array_agg(distinct d.kind), '{}')`.as("kinds"))
            .whereRef("d.astrologerId", "=", "a.id")
            .as("documentKinds")
        : sql<string[] | null>`null::text[]`.as("documentKinds"),
    ])
    .where("a.status", "=", STATUS_OF[tab])
    .orderBy("a.registrationDate", "desc")
    .orderBy("a.id", "desc")
    .limit(APPLICATIONS_PAGE_SIZE)
    .offset((page - 1) * APPLICATIONS_PAGE_SIZE)
    .execute();
  // A page past the end has no rows and so no count: no pages, which the route answers with 404.
  const pageCount = rows.length ? Math.ceil(Number(rows[0].total) / APPLICATIONS_PAGE_SIZE) : 0;
  return {
    pageCount,
    rows: rows.map((r) => ({
      id: r.id,
      name: [r.firstName, r.lastName].filter(Boolean).join(" "),
      email: r.email,
      mobile: r.mobile,
      status: r.status,
      registrationDate: r.registrationDate,
      decidedAt: (r.decidedAt as Date | null) ?? null,
      rejectionReason: r.rejectionReason,
      deactivated: r.deactivatedAt !== null,
      canReapply: r.canReapply,
      given:
        decision === null ? { hasBankDetails: r.hasBankDetails === true, documentKinds: (r.documentKinds as string[] | null) ?? [] } : null,
    })),
  };
}

/**
 * An application with its personal and bank data. Every view by an administrator is in the
 * audit log with the address it came from (DPDP Act: who saw whose identity data, when).
 */
export async function getApplication(id: number, viewer?: { adminId: number; ip: string | null }) {
  const db = await getDb();
  const astrologer = await db.selectFrom("astrologers").selectAll().where("id", "=", id).executeTakeFirst();
  if (!astrologer) return null;
  if (viewer) await audit(viewer.adminId, "application.view", { type: "astrologer", id }, undefined, viewer.ip);
  const [bank, documents, events, auditEntries] = await Promise.all([
    db
      .selectFrom("astrologerBankDetails")
      .select(["aadhaarLast4", "panEncrypted", "accountHolderName", "accountLast4", "ifsc", ...BRANCH_FIELDS, "mobile"])
      .where("astrologerId", "=", id)
      .executeTakeFirst()
      // The reviewer checks the PAN against the card, so it is the one number shown whole.
      .then((row) => {
        if (!row) return row;
        const { panEncrypted, ...rest } = row;
        return { ...rest, pan: decryptField(panEncrypted) };
      }),
    db
      .selectFrom("astrologerDocuments")
      .select(["id", "kind", "originalName", "contentType", "sizeBytes", "uploadedAt"])
      .where("astrologerId", "=", id)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("reviewEvents as r")
      .leftJoin("admins as ad", "ad.id", "r.adminId")
      .select(["r.id", "r.action", "r.reason", "r.createdAt", "ad.email as adminEmail"])
      .where("r.astrologerId", "=", id)
      .orderBy("r.createdAt", "asc")
      .orderBy("r.id", "asc")
      .execute(),
    db
      .selectFrom("auditLog as l")
      .leftJoin("admins as ad", "ad.id", "l.adminId")
      .select(["l.id", "l.action", "l.createdAt", "ad.email as adminEmail"])
      .where("l.targetType", "=", "astrologer")
      .where("l.targetId", "=", String(id))
      .where("l.action", "like", "document.%")
      .orderBy("l.createdAt", "asc")
      .execute(),
  ]);
  return { astrologer, bank: bank ?? null, documents, events, documentViews: auditEntries };
}

export class ReviewError extends Error {}

type Decision = { action: string; changes: Record<string, unknown>; reason?: string };
type Notify = (astrologer: { firstName: string; email: string }) => { subject: string; text: string };

/**
 * One decision in one transaction: the astrologer's row, its review event, the audit row and
 * the e-mail to the applicant (queued in the outbox) all commit together or not at all.
 */
async function setDecision(adminId: number, id: number, { action, changes, reason }: Decision, notify?: Notify) {
  let queued = false;
  // publishChange: every instance drops its astrologer lists once this commits.
  const astrologer = await publishChange("astrologers", async (trx) => {
    // Locked: an applicant withdrawing at the same moment waits, or has already withdrawn.
    const current = await trx.selectFrom("astrologers").select("status").where("id", "=", id).forUpdate().executeTakeFirst();
    if (current?.status === ASTROLOGER_STATUS.WITHDRAWN) throw new ReviewError(adminApplications.withdrawnNoDecision);
    const row = await trx
      .updateTable("astrologers")
      .set({ ...changes, updatedAt: new Date() })
      .where("id", "=", id)
      .returning(["id", "firstName", "email", "mobile"])
      .executeTakeFirst();
    if (!row) throw new ReviewError("No astrologer data found");
    await trx
      .insertInto("reviewEvents")
      .values({ astrologerId: id, adminId, action, reason: reason ?? null })
      .execute();
    await auditIn(trx, adminId, `astrologer.${action}`, { type: "astrologer", id }, reason ? { reason } : undefined);
    // "NA" is the spec's placeholder for no e-mail: nothing to send to.
    if (notify && hasEmail(row.email)) {
      await queueNotice(trx, { channel: "email", to: row.email, ...notify(row) });
      queued = true;
    }
    return row;
  });
  if (queued) wakeOutboxWorkers();
  return astrologer;
}

function hasEmail(email: string) {
  return Boolean(email) && email !== "NA" && email.includes("@");
}

export async function approveApplication(adminId: number, id: number) {
  const brand = env().BRAND_NAME;
  await setDecision(
    adminId,
    id,
    { action: "approved", changes: { status: ASTROLOGER_STATUS.ACTIVE, rejectionReason: null, canReapply: false } },
    (a) => ({
      subject: `Your ${brand} astrologer application is approved`,
      text: `Namaste ${a.firstName},\n\nYour application to consult on ${brand} has been approved. Download the ${brand} app and log in with your mobile number to start taking chats and calls.\n\n${brand}`,
    }),
  );
}

export async function rejectApplication(adminId: number, id: number, reason: string) {
  const brand = env().BRAND_NAME;
  await setDecision(
    adminId,
    id,
    { action: "rejected", changes: { status: ASTROLOGER_STATUS.REJECTED, rejectionReason: reason, canReapply: false }, reason },
    (a) => ({
      subject: `Your ${brand} astrologer application`,
      text: `Namaste ${a.firstName},\n\nThank you for applying to ${brand}. We could not approve your application for this reason:\n\n${reason}\n\nIf we allow you to reapply, you can register again with the same mobile number.\n\n${brand}`,
    }),
  );
}

/** Off the public lists and no longer "existing"; the record and its history are kept. */
export async function deactivateAstrologer(adminId: number, id: number) {
  await setDecision(adminId, id, { action: "deactivated", changes: { deactivatedAt: new Date() } });
}

/** A rejected applicant may register again; the next submission goes back to Pending. */
export async function allowReapplication(adminId: number, id: number) {
  const db = await getDb();
  const row = await db.selectFrom("astrologers").select("status").where("id", "=", id).executeTakeFirst();
  if (!row) throw new ReviewError("No astrologer data found");
  if (row.status !== ASTROLOGER_STATUS.REJECTED) throw new ReviewError("Only a rejected application can be reopened.");
  await setDecision(adminId, id, { action: "reapply_allowed", changes: { canReapply: true } });
}

/** A document and its file, decrypted for the admin who opens it (the one place it is). */
export async function getDocumentForAdmin(adminId: number, documentId: number, ip: string | null = null) {
  const db = await getDb();
  const doc = await db
    .selectFrom("astrologerDocuments")
    .select(["id", "astrologerId", "kind", "encryptedContent", "originalName", "contentType"])
    .where("id", "=", documentId)
    .executeTakeFirst();
  if (!doc) return null;
  await audit(adminId, "document.view", { type: "astrologer", id: doc.astrologerId }, { document: doc.kind }, ip);
  const { encryptedContent, ...rest } = doc;
  return { ...rest, content: decryptFile(encryptedContent) };
}
