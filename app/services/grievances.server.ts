import crypto from "node:crypto";

import { type ExpressionBuilder, sql, type Transaction } from "kysely";

import { DAY_MS } from "~/clock/india-clock";
import {
  GRIEVANCE_EMAIL_LINK,
  GRIEVANCE_LIMIT,
  grievanceAcknowledgement,
  grievanceAnswer,
  type GrievanceCategory,
  grievanceDueDate,
  grievanceEmailLink,
  grievanceOfficerNotice,
  grievanceReference,
  GRIEVANCES_PAGE_SIZE,
  type GrievanceStatus,
  type GrievanceUpdate,
  overdueIfReceivedBefore,
} from "~/domain/grievance";
import { type Language, pathInLanguage } from "~/domain/language";
import { toE164India } from "~/domain/phone";
import { type GrievanceInput } from "~/forms/grievance";
import { getDb } from "~/infra/db.server";
import type { Database } from "~/infra/db-schema.server";
import { env } from "~/infra/env.server";
import { logger } from "~/infra/logger.server";
import { translator } from "~/locales/i18n";

import { auditIn } from "./audit.server";
import { type Notice, queueNotice, wakeOutboxWorkers } from "./outbox.server";
import { chargeSmsBudget, type SmsBudgetCharge } from "./sms-budget.server";

// Grievances to the Grievance Officer (decision 070): received from the public form with their
// acknowledgement and audit row in one transaction, listed and answered by administrators.
// Whatever we send the person goes only where they have shown the address is theirs (decision
// 080), so the form cannot carry anyone's words to a stranger's inbox or phone.

/** More grievances from one address in the last hour than GRIEVANCE_LIMIT allows. */
export class GrievanceLimitError extends Error {}

export class GrievanceError extends Error {
  constructor(readonly reason: "not-found" | "already-resolved") {
    super(reason);
  }
}

type Address = { channel: "email" | "sms"; to: string };

/**
 * Where our answer to a grievance may go: its e-mail address once the link sent there was
 * opened, otherwise the registered number of the customer who sent it signed in (proven by the
 * OTP of their sign-in); null when the person has shown us neither.
 */
export function answerAddress(row: { email: string | null; emailVerifiedAt: Date | null; customerMobile: string | null }): Address | null {
  if (row.email && row.emailVerifiedAt) return { channel: "email", to: row.email };
  if (row.customerMobile) return { channel: "sms", to: toE164India(row.customerMobile) };
  return null;
}

/** The registered number of the customer who sent a grievance, beside the grievance's own columns. */
const customerMobile = (eb: ExpressionBuilder<Database, "grievances">) =>
  eb.selectFrom("customers").select("customers.mobile").whereRef("customers.id", "=", "grievances.customerId").as("customerMobile");

const emailTokenHash = (token: string) => crypto.createHash("sha256").update(token).digest("hex");
/** 32 random bytes in base64url, as the link carries them. */
const EMAIL_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * An SMS to a customer's registered number, queued only while the budget of numbers with an
 * account lets one more go; otherwise nothing is queued and the refusal is returned to be logged.
 */
async function queueSms(trx: Transaction<Database>, to: string, text: string, now: Date) {
  const charge = await chargeSmsBudget(trx, "known", now);
  if (charge.ok) await queueNotice(trx, { channel: "sms", to, text });
  return charge;
}

/** A notice the budget refused: whoever watches the log must know someone may be pumping SMS. */
function logSkippedSms(what: string, reference: string, charge: SmsBudgetCharge) {
  if (charge.ok) return;
  logger.error(`SMS budget spent: ${what} not sent`, { reference, window: charge.window, sent: charge.sent, budget: charge.budget });
}

function notice(address: { channel: "email" | "sms"; to: string }, message: { subject: string; text: string }): Notice {
  return address.channel === "email"
    ? { channel: "email", to: address.to, subject: message.subject, text: message.text }
    : { channel: "sms", to: address.to, text: message.text };
}

/** How the person was written to when their grievance arrived. */
export type GrievanceAcknowledgement = {
  /** an SMS to the signed-in customer's registered number */
  sms: boolean;
  /** a link to the e-mail address given, to confirm it */
  emailLink: boolean;
};

/**
 * Records a grievance. Under a lock on the sender's address, the grievances it sent in the last
 * hour are counted first, so parallel posts cannot pass the limit together. With the row, in the
 * same transaction: a link to the e-mail address given, to confirm it (our words only, at most
 * GRIEVANCE_EMAIL_LINK.perAddressPerDay a day to one address); the acknowledgement by SMS to a
 * signed-in customer's registered number, within the SMS budget; a notice to the Grievance
 * Officer and the audit row. A mobile number typed by anyone else gets nothing: we cannot tell
 * it is theirs. Throws GrievanceLimitError past the limit.
 */
export async function submitGrievance(
  input: GrievanceInput,
  from: { customerId: number | null; ip: string | null; language?: Language },
  now = new Date(),
): Promise<{ id: number; reference: string; answerBy: string; acknowledgement: GrievanceAcknowledgement }> {
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
    const brand = config.BRAND_NAME;
    let emailLink = false;
    if (input.email) {
      await sql`select pg_advisory_xact_lock(hashtext(${`grievance-email:${input.email}`}))`.execute(trx);
      const links = await trx
        .selectFrom("grievances")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("email", "=", input.email)
        .where("emailLinkExpiresAt", "is not", null)
        .where("receivedAt", ">", new Date(now.getTime() - DAY_MS))
        .executeTakeFirstOrThrow();
      if (Number(links.n) < GRIEVANCE_EMAIL_LINK.perAddressPerDay) {
        const token = crypto.randomBytes(32).toString("base64url");
        await trx
          .updateTable("grievances")
          .set({ emailTokenHash: emailTokenHash(token), emailLinkExpiresAt: new Date(now.getTime() + GRIEVANCE_EMAIL_LINK.ttlMs) })
          .where("id", "=", id)
          .execute();
        const link = `${config.PUBLIC_ORIGIN}${pathInLanguage(`/grievance/confirm/${token}`, language)}`;
        await queueNotice(trx, { channel: "email", to: input.email, ...grievanceEmailLink({ brand, link, t: translator(language) }) });
        emailLink = true;
      }
    }
    await queueNotice(trx, {
      channel: "email",
      to: config.GRIEVANCE_OFFICER_EMAIL,
      ...grievanceOfficerNotice({
        reference,
        category: input.category,
        answerBy,
        link: `${config.PUBLIC_ORIGIN}/admin/grievances/${id}`,
        t: translator("en"),
      }),
    });
    await auditIn(trx, null, "grievance.received", { type: "grievance", id }, { reference, category: input.category }, from.ip);
    // Last, so the budget's lock is held only to the commit.
    const customer = from.customerId
      ? await trx.selectFrom("customers").select("mobile").where("id", "=", from.customerId).executeTakeFirst()
      : undefined;
    const sms = customer
      ? await queueSms(
          trx,
          toE164India(customer.mobile),
          grievanceAcknowledgement({
            channel: "sms",
            brand,
            officerName: config.GRIEVANCE_OFFICER_NAME,
            name: input.name,
            reference,
            answerBy,
            language,
            t: translator(language),
          }).text,
          now,
        )
      : null;
    return { id, reference, emailLink, sms };
  });
  if (received.sms) logSkippedSms("a grievance's acknowledgement", received.reference, received.sms);
  wakeOutboxWorkers();
  return {
    id: received.id,
    reference: received.reference,
    answerBy,
    acknowledgement: { sms: received.sms?.ok ?? false, emailLink: received.emailLink },
  };
}

export type GrievanceEmailLinkState = "pending" | "confirmed" | "expired" | "not-found";

function linkState(row: { emailLinkExpiresAt: Date | null; emailVerifiedAt: Date | null } | undefined, now: Date): GrievanceEmailLinkState {
  if (!row) return "not-found";
  if (row.emailVerifiedAt) return "confirmed";
  return row.emailLinkExpiresAt && row.emailLinkExpiresAt > now ? "pending" : "expired";
}

/** What a grievance's e-mail link would do if confirmed now; reads only (its page is a GET). */
export async function grievanceEmailLinkState(token: string, now = new Date()): Promise<GrievanceEmailLinkState> {
  if (!EMAIL_TOKEN.test(token)) return "not-found";
  const db = await getDb();
  const row = await db
    .selectFrom("grievances")
    .select(["emailLinkExpiresAt", "emailVerifiedAt"])
    .where("emailTokenHash", "=", emailTokenHash(token))
    .executeTakeFirst();
  return linkState(row, now);
}

/**
 * The owner of a grievance's e-mail address opened its link and confirmed: from now on the
 * address gets the acknowledgement (queued here, with the audit row) and the answer, and at
 * once when the grievance was already answered. The link does this once; used again, or past
 * its time, it changes nothing. Returns the link's state afterwards, and whether this confirmed it.
 */
export async function confirmGrievanceEmail(
  token: string,
  ip: string | null = null,
  now = new Date(),
): Promise<{ state: GrievanceEmailLinkState; confirmedNow: boolean }> {
  if (!EMAIL_TOKEN.test(token)) return { state: "not-found", confirmedNow: false };
  const db = await getDb();
  const config = env();
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("grievances")
      .select(["id", "reference", "name", "email", "status", "reply", "language", "receivedAt", "emailLinkExpiresAt", "emailVerifiedAt"])
      .where("emailTokenHash", "=", emailTokenHash(token))
      .forUpdate()
      .executeTakeFirst();
    const state = linkState(row, now);
    if (state !== "pending" || !row?.email) return { state, confirmedNow: false };
    await trx.updateTable("grievances").set({ emailVerifiedAt: now }).where("id", "=", row.id).execute();
    const person = { brand: config.BRAND_NAME, officerName: config.GRIEVANCE_OFFICER_NAME, name: row.name, reference: row.reference };
    const address = { channel: "email", to: row.email } as const;
    await queueNotice(
      trx,
      notice(
        address,
        grievanceAcknowledgement({
          ...person,
          channel: "email",
          answerBy: grievanceDueDate(row.receivedAt),
          language: row.language,
          t: translator(row.language),
        }),
      ),
    );
    if (row.status === "resolved" && row.reply) {
      await queueNotice(
        trx,
        notice(address, grievanceAnswer({ ...person, channel: "email", reply: row.reply, t: translator(row.language) })),
      );
    }
    await auditIn(trx, null, "grievance.email-confirmed", { type: "grievance", id: row.id }, { reference: row.reference }, ip);
    return { state: "confirmed" as const, confirmedNow: true };
  });
  if (outcome.confirmedNow) wakeOutboxWorkers();
  return outcome;
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
  return (await db.selectFrom("grievances").selectAll().select(customerMobile).where("id", "=", id).executeTakeFirst()) ?? null;
}

/**
 * An administrator changes a grievance's status and its answer. Moving it to Resolved sends the
 * answer to the person's answerAddress (queued with the change, as its audit row is; an SMS only
 * within the budget); an answer once sent is not changed behind the person's back: the grievance
 * must go back to In progress first. Returns where the answer went, or null and why it did not.
 */
export async function updateGrievance(
  adminId: number,
  id: number,
  update: GrievanceUpdate,
  ip: string | null = null,
  now = new Date(),
): Promise<{ reference: string; sentTo: string | null; notSent: "no-confirmed-address" | "sms-budget" | null }> {
  const db = await getDb();
  const config = env();
  const result = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("grievances")
      .select(["reference", "name", "email", "emailVerifiedAt", "status", "language"])
      .select(customerMobile)
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
    let notSent: "no-confirmed-address" | "sms-budget" | null = null;
    let refused: SmsBudgetCharge | null = null;
    const address = resolving ? answerAddress(row) : null;
    if (resolving && !address) notSent = "no-confirmed-address";
    if (address) {
      const answer = grievanceAnswer({
        channel: address.channel,
        brand: config.BRAND_NAME,
        officerName: config.GRIEVANCE_OFFICER_NAME,
        name: row.name,
        reference: row.reference,
        reply: update.reply,
        t: translator(row.language),
      });
      if (address.channel === "email") {
        await queueNotice(trx, notice(address, answer));
        sentTo = address.to;
      } else {
        const charge = await queueSms(trx, address.to, answer.text, now);
        if (charge.ok) sentTo = address.to;
        else {
          notSent = "sms-budget";
          refused = charge;
        }
      }
    }
    await auditIn(
      trx,
      adminId,
      "grievance.update",
      { type: "grievance", id },
      { reference: row.reference, from: row.status, to: update.status, answerSent: sentTo !== null },
      ip,
    );
    return { reference: row.reference, sentTo, notSent, refused };
  });
  if (result.refused) logSkippedSms("a grievance's answer", result.reference, result.refused);
  if (result.sentTo) wakeOutboxWorkers();
  return { reference: result.reference, sentTo: result.sentTo, notSent: result.notSent };
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
