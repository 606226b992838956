import { sql } from "kysely";

import {
  GRIEVANCE_LIMIT,
  grievanceAcknowledgement,
  grievanceAnswer,
  type GrievanceCategory,
  grievanceDueDate,
  type GrievanceInput,
  grievanceOfficerNotice,
  grievanceReference,
  GRIEVANCES_PAGE_SIZE,
  type GrievanceStatus,
  type GrievanceUpdate,
  overdueIfReceivedBefore,
} from "~/domain/grievance";
import type { Language } from "~/domain/language";
import { toE164India } from "~/domain/phone";
import { getDb } from "~/infra/db.server";
import { env } from "~/infra/env.server";

import { auditIn } from "./audit.server";
import { type Notice, queueNotice, wakeOutboxWorkers } from "./outbox.server";

// Grievances to the Grievance Officer (decision 070): received from the public form with their
// acknowledgement and audit row in one transaction, listed and answered by administrators.

/** More grievances from one address in the last hour than GRIEVANCE_LIMIT allows. */
export class GrievanceLimitError extends Error {}

export class GrievanceError extends Error {
  constructor(readonly reason: "not-found" | "already-resolved") {
    super(reason);
  }
}

/** Where a notice to the person goes: their e-mail when they gave one, otherwise an SMS to their mobile. */
function replyAddress(row: { email: string | null; mobile: string | null }): { channel: "email" | "sms"; to: string } {
  return row.email ? { channel: "email", to: row.email } : { channel: "sms", to: toE164India(row.mobile ?? "") };
}

function notice(address: { channel: "email" | "sms"; to: string }, message: { subject: string; text: string }): Notice {
  return address.channel === "email"
    ? { channel: "email", to: address.to, subject: message.subject, text: message.text }
    : { channel: "sms", to: address.to, text: message.text };
}

/**
 * Records a grievance. Under a lock on the sender's address, the grievances it sent in the last
 * hour are counted first, so parallel posts cannot pass the limit together. With the row: the
 * acknowledgement to the person, a notice to the Grievance Officer and the audit row, all in
 * the same transaction. Throws GrievanceLimitError past the limit.
 */
export async function submitGrievance(
  input: GrievanceInput,
  from: { customerId: number | null; ip: string | null; language?: Language },
  now = new Date(),
): Promise<{ id: number; reference: string; answerBy: string }> {
  const language = from.language ?? "en";
  const db = await getDb();
  const config = env();
  const answerBy = grievanceDueDate(now);
  const received = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`grievance:${from.ip ?? ""}`}))`.execute(trx);
    const recent = await trx
      .selectFrom("grievances")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where((eb) => (from.ip === null ? eb("ip", "is", null) : eb("ip", "=", from.ip)))
      .where("receivedAt", ">", new Date(now.getTime() - GRIEVANCE_LIMIT.windowMs))
      .executeTakeFirstOrThrow();
    if (Number(recent.n) >= GRIEVANCE_LIMIT.perAddress) throw new GrievanceLimitError();

    // The reference is made from the id, so the id is drawn first.
    const next = await sql<{ id: string }>`select nextval(pg_get_serial_sequence('grievances', 'id')) as id`.execute(trx);
    const id = Number(next.rows[0].id);
    const reference = grievanceReference(now, id);
    await trx
      .insertInto("grievances")
      .values({ id, reference, ...input, customerId: from.customerId, receivedAt: now, ip: from.ip, language })
      .execute();
    const address = replyAddress(input);
    const brand = config.BRAND_NAME;
    await queueNotice(
      trx,
      notice(
        address,
        grievanceAcknowledgement({
          channel: address.channel,
          brand,
          officerName: config.GRIEVANCE_OFFICER_NAME,
          name: input.name,
          reference,
          answerBy,
          language,
        }),
      ),
    );
    await queueNotice(trx, {
      channel: "email",
      to: config.GRIEVANCE_OFFICER_EMAIL,
      ...grievanceOfficerNotice({
        reference,
        category: input.category,
        answerBy,
        link: `${config.PUBLIC_ORIGIN}/admin/grievances/${id}`,
      }),
    });
    await auditIn(trx, null, "grievance.received", { type: "grievance", id }, { reference, category: input.category }, from.ip);
    return { id, reference };
  });
  wakeOutboxWorkers();
  return { ...received, answerBy };
}

export type GrievanceListRow = { id: number; reference: string; category: GrievanceCategory; status: GrievanceStatus; receivedAt: Date };

/** The administrators' list: newest first, one page of GRIEVANCES_PAGE_SIZE, and how many pages there are. */
export async function listGrievances(page = 1): Promise<{ rows: GrievanceListRow[]; pageCount: number }> {
  const db = await getDb();
  const rows = await db
    .selectFrom("grievances")
    .select(["id", "reference", "category", "status", "receivedAt"])
    .select((eb) => eb.fn.countAll<string>().over().as("total"))
    .orderBy("receivedAt", "desc")
    .orderBy("id", "desc")
    .limit(GRIEVANCES_PAGE_SIZE)
    .offset((page - 1) * GRIEVANCES_PAGE_SIZE)
    .execute();
  // A page past the end has no rows and so no count: no pages, which the route answers with 404.
  const pageCount = rows.length ? Math.ceil(Number(rows[0].total) / GRIEVANCES_PAGE_SIZE) : 0;
  return { pageCount, rows: rows.map(({ total: _total, ...row }) => row) };
}

/** Grievances not yet resolved, and how many of them are past their day (for the dashboard). */
export async function unresolvedGrievanceCounts(now = new Date()): Promise<{ open: number; overdue: number }> {
  const db = await getDb();
  const row = await db
    .selectFrom("grievances")
    .select((eb) => [
      eb.fn.countAll<string>().as("open"),
      eb.fn.countAll<string>().filterWhere("receivedAt", "<", overdueIfReceivedBefore(now)).as("overdue"),
    ])
    .where("status", "<>", "resolved")
    .executeTakeFirstOrThrow();
  return { open: Number(row.open), overdue: Number(row.overdue) };
}

/** One grievance, whole, for an administrator. */
export async function getGrievance(id: number) {
  const db = await getDb();
  return (await db.selectFrom("grievances").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

/**
 * An administrator changes a grievance's status and its answer. Moving it to Resolved sends the
 * answer to the person (queued with the change, as its audit row is); an answer once sent is not
 * changed behind the person's back: the grievance must go back to In progress first.
 * Returns where the answer went, or null when nothing was sent.
 */
export async function updateGrievance(
  adminId: number,
  id: number,
  update: GrievanceUpdate,
  ip: string | null = null,
  now = new Date(),
): Promise<{ reference: string; sentTo: string | null }> {
  const db = await getDb();
  const config = env();
  const result = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("grievances")
      .select(["reference", "name", "email", "mobile", "status", "language"])
      .where("id", "=", id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new GrievanceError("not-found");
    if (row.status === "resolved" && update.status === "resolved") throw new GrievanceError("already-resolved");
    const resolving = update.status === "resolved";
    await trx
      .updateTable("grievances")
      .set({ status: update.status, reply: update.reply || null, resolvedAt: resolving ? now : null })
      .where("id", "=", id)
      .execute();
    let sentTo: string | null = null;
    if (resolving) {
      const address = replyAddress(row);
      await queueNotice(
        trx,
        notice(
          address,
          grievanceAnswer({
            channel: address.channel,
            brand: config.BRAND_NAME,
            officerName: config.GRIEVANCE_OFFICER_NAME,
            name: row.name,
            reference: row.reference,
            reply: update.reply,
            language: row.language,
          }),
        ),
      );
      sentTo = address.to;
    }
    await auditIn(
      trx,
      adminId,
      "grievance.update",
      { type: "grievance", id },
      { reference: row.reference, from: row.status, to: update.status, answerSent: resolving },
      ip,
    );
    return { reference: row.reference, sentTo };
  });
  if (result.sentTo) wakeOutboxWorkers();
  return result;
}

export type GrievanceRecord = {
  reference: string;
  name: string;
  email: string | null;
  mobile: string | null;
  category: GrievanceCategory;
  description: string;
  status: GrievanceStatus;
  /** the answer sent; null until the grievance is resolved (a draft is not an answer yet) */
  reply: string | null;
  receivedAt: Date;
  resolvedAt: Date | null;
};

/**
 * The grievances a person sent, newest first, for their own copy of their data: those sent
 * while signed in as this customer, and those that gave this mobile number.
 */
export async function grievancesOf(who: { customerId?: number | null; phone?: string | null }): Promise<GrievanceRecord[]> {
  if (!who.customerId && !who.phone) return [];
  const db = await getDb();
  const rows = await db
    .selectFrom("grievances")
    .select(["reference", "name", "email", "mobile", "category", "description", "status", "reply", "receivedAt", "resolvedAt"])
    .where((eb) =>
      eb.or([...(who.customerId ? [eb("customerId", "=", who.customerId)] : []), ...(who.phone ? [eb("mobile", "=", who.phone)] : [])]),
    )
    .orderBy("receivedAt", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({ ...row, reply: row.status === "resolved" ? row.reply : null }));
}
