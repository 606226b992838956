import crypto from "node:crypto";

import { sql, type Transaction } from "kysely";

import { provesAnything, SESSION_TOUCH_MS, sessionExpiry, type SessionKind } from "~/domain/session-policy";

import { getDb } from "./db.server";
import type { Database } from "./db-schema.server";
import { forgetSessionReads, rememberedForSession } from "./session-reads.server";

// Rows of the sessions table. The cookie carries a random 256-bit id; the table keeps only
// its SHA-256, so a copy of the database opens no session (OWASP ASVS 3.2).

export type SessionRecord = { data: Record<string, unknown>; createdAt: Date; expiresAt: Date };
/** The device a session signed in from (decision 069): written when a session is made or renewed. */
export type SessionClient = { userAgent: string | null; maskedAddress: string | null };
export type SessionOwner = { phone?: string | null; adminId?: number | null; client?: SessionClient };

function hashId(id: string): string {
  return crypto.createHash("sha256").update(id).digest("base64url");
}

const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export async function createSessionRow(
  kind: SessionKind,
  data: Record<string, unknown>,
  owner: SessionOwner,
  now = new Date(),
): Promise<string> {
  const id = newSessionId();
  const db = await getDb();
  await db
    .insertInto("sessions")
    .values({ idHash: hashId(id), kind, ...rowValues(kind, data, owner, now) })
    .execute();
  return id;
}

/**
 * A renewal (a privilege gained): the old session's row takes a new id and the new data in one
 * statement, so the old id stops working the moment the new one works. When the old row has
 * gone meanwhile (ended elsewhere), the new session is a new row.
 */
export async function replaceSessionRow(
  kind: SessionKind,
  oldId: string,
  data: Record<string, unknown>,
  owner: SessionOwner,
  now = new Date(),
): Promise<string> {
  if (!ID_PATTERN.test(oldId)) return createSessionRow(kind, data, owner, now);
  readsUnderWay.delete(`${kind}:${oldId}`);
  const id = newSessionId();
  const db = await getDb();
  const result = await db
    .updateTable("sessions")
    .set({ idHash: hashId(id), ...rowValues(kind, data, owner, now) })
    .where("idHash", "=", hashId(oldId))
    .where("kind", "=", kind)
    .executeTakeFirst();
  forgetSessionReads();
  return Number(result.numUpdatedRows) > 0 ? id : createSessionRow(kind, data, owner, now);
}

function newSessionId(): string {
  return crypto.randomBytes(32).toString("base64url");
}

function rowValues(kind: SessionKind, data: Record<string, unknown>, owner: SessionOwner, now: Date) {
  return {
    data: JSON.stringify(data),
    phone: owner.phone ?? null,
    adminId: owner.adminId ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: sessionExpiry(kind, now, now, data),
    // A renewal without a device keeps the one the row has.
    ...(owner.client ? { userAgent: owner.client.userAgent, maskedAddress: owner.client.maskedAddress } : {}),
  };
}

/**
 * Reads under way, by kind and id. A page's loaders run together and each reads the session
 * (the root's for the header, the route's for its own rule): they share one read of the row,
 * and one touch, instead of a round trip each (decision 018). Only reads in
 * flight are shared, never a finished one, and a change to a session made here drops its read
 * under way, so a read that starts after the change sees it.
 */
const readsUnderWay = new Map<string, Promise<SessionRecord | null>>();

/**
 * The live session's data, or null when it does not exist, has ended or has expired. Read now
 * (no `now` given), it is remembered for a few seconds on the embedded database and forgotten
 * at every write to a session here (session-reads.server.ts): a signed-in page then needs no
 * round trip for its session.
 */
export async function readSessionRow(kind: SessionKind, id: string, now?: Date): Promise<SessionRecord | null> {
  if (!ID_PATTERN.test(id)) return null;
  const record = now
    ? await sharedRead(kind, id, now)
    : await rememberedForSession(`row:${kind}:${id}`, async () => {
        const read = await sharedRead(kind, id, new Date());
        return { value: read, validUntil: read ? read.expiresAt.getTime() : Infinity };
      });
  // Each reader gets its own copy: one loader's change to its session is not another's.
  return record && { ...record, data: structuredClone(record.data) };
}

function sharedRead(kind: SessionKind, id: string, now: Date): Promise<SessionRecord | null> {
  const key = `${kind}:${id}`;
  let read = readsUnderWay.get(key);
  if (!read) {
    const started: Promise<SessionRecord | null> = readRow(kind, id, now).finally(() => {
      if (readsUnderWay.get(key) === started) readsUnderWay.delete(key);
    });
    readsUnderWay.set(key, started);
    read = started;
  }
  return read;
}

async function readRow(kind: SessionKind, id: string, now: Date): Promise<SessionRecord | null> {
  const db = await getDb();
  const row = await db
    .selectFrom("sessions")
    .select(["data", "createdAt", "lastSeenAt", "expiresAt"])
    .where("idHash", "=", hashId(id))
    .where("kind", "=", kind)
    .executeTakeFirst();
  if (!row) return null;
  if (row.expiresAt <= now) {
    await db.deleteFrom("sessions").where("idHash", "=", hashId(id)).execute();
    forgetSessionReads();
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= SESSION_TOUCH_MS[kind]) {
    const expiresAt = sessionExpiry(kind, row.createdAt, now, row.data as Record<string, unknown>);
    await db.updateTable("sessions").set({ lastSeenAt: now, expiresAt }).where("idHash", "=", hashId(id)).execute();
    return { data: row.data, createdAt: row.createdAt, expiresAt };
  }
  return { data: row.data, createdAt: row.createdAt, expiresAt: row.expiresAt };
}

/** Saves new data into a live session; false when the session has ended meanwhile. */
export async function updateSessionRow(
  kind: SessionKind,
  id: string,
  data: Record<string, unknown>,
  owner: SessionOwner,
  now = new Date(),
): Promise<boolean> {
  if (!ID_PATTERN.test(id)) return false;
  readsUnderWay.delete(`${kind}:${id}`);
  const db = await getDb();
  const result = await db
    .updateTable("sessions")
    .set({
      data: JSON.stringify(data),
      phone: owner.phone ?? null,
      adminId: owner.adminId ?? null,
      // Data that no longer proves anything (a login cleared) keeps the shorter life from now.
      ...(kind === "visitor" && !provesAnything(data)
        ? { expiresAt: sql<Date>`least(expires_at, ${sessionExpiry(kind, now, now, data)})` }
        : {}),
    })
    .where("idHash", "=", hashId(id))
    .where("kind", "=", kind)
    .where("expiresAt", ">", now)
    .executeTakeFirst();
  forgetSessionReads();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteSessionRow(id: string): Promise<void> {
  if (!ID_PATTERN.test(id)) return;
  readsUnderWay.delete(`visitor:${id}`);
  readsUnderWay.delete(`admin:${id}`);
  const db = await getDb();
  await db.deleteFrom("sessions").where("idHash", "=", hashId(id)).execute();
  forgetSessionReads();
}

type Executor = Transaction<Database> | Awaited<ReturnType<typeof getDb>>;

/** Ends every session that carries this mobile number (account deleted, "log out of all devices"). */
export async function endSessionsOfPhone(phone: string, trx?: Executor): Promise<number> {
  readsUnderWay.clear();
  const db = trx ?? (await getDb());
  const result = await db.deleteFrom("sessions").where("kind", "=", "visitor").where("phone", "=", phone).executeTakeFirst();
  // In a transaction, its caller forgets again once it commits.
  forgetSessionReads();
  return Number(result.numDeletedRows);
}

/** Ends every session of an administrator (password or second factor changed). */
export async function endSessionsOfAdmin(adminId: number, trx?: Executor): Promise<number> {
  readsUnderWay.clear();
  const db = trx ?? (await getDb());
  const result = await db.deleteFrom("sessions").where("adminId", "=", adminId).executeTakeFirst();
  // In a transaction on the embedded database no read can run before it commits (one
  // connection), and a read that began earlier is not remembered (session-reads.server.ts).
  forgetSessionReads();
  return Number(result.numDeletedRows);
}

/** A live visitor session as its owner may see it: never its id or the id's hash. */
export type OwnSession = {
  /** the random handle its End button posts */
  publicId: string;
  userAgent: string | null;
  maskedAddress: string | null;
  createdAt: Date;
  lastSeenAt: Date;
  /** the session this request came with */
  current: boolean;
};

/**
 * The live sessions of this mobile number that prove something (a verified number, a sign-in,
 * an application), most recently used first. One typed but never verified is not the owner's.
 */
export async function liveSessionsOfPhone(phone: string, currentId: string | undefined, now = new Date()): Promise<OwnSession[]> {
  const db = await getDb();
  const rows = await db
    .selectFrom("sessions")
    .select(["idHash", "publicId", "userAgent", "maskedAddress", "createdAt", "lastSeenAt"])
    .where("kind", "=", "visitor")
    .where("phone", "=", phone)
    .where("expiresAt", ">", now)
    .where(sql<boolean>`(data->>'isLoggedIn' = 'true' or data->>'isOtpVerified' = 'true' or jsonb_typeof(data->'astrologerId') = 'number')`)
    .orderBy("lastSeenAt", "desc")
    .execute();
  const currentHash = currentId && ID_PATTERN.test(currentId) ? hashId(currentId) : null;
  return rows.map(({ idHash, ...row }) => ({ ...row, current: idHash === currentHash }));
}

/** The shape of a public handle (gen_random_uuid): anything else ends nothing, unread. */
const PUBLIC_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type EndedSession = { ended: false } | { ended: true; current: boolean; userAgent: string | null };

/**
 * Ends one visitor session of this mobile number by its public handle; a handle of another
 * number's session ends nothing. Every cookie of the ended session opens nothing from the next
 * request on (what was remembered of sessions is forgotten).
 */
export async function endSessionOfPhone(phone: string, publicId: string, currentId: string | undefined): Promise<EndedSession> {
  if (!PUBLIC_ID_PATTERN.test(publicId)) return { ended: false };
  readsUnderWay.clear();
  const db = await getDb();
  const row = await db
    .deleteFrom("sessions")
    .where("kind", "=", "visitor")
    .where("phone", "=", phone)
    .where("publicId", "=", publicId)
    .returning(["idHash", "userAgent"])
    .executeTakeFirst();
  forgetSessionReads();
  if (!row) return { ended: false };
  const current = Boolean(currentId && ID_PATTERN.test(currentId) && hashId(currentId) === row.idHash);
  return { ended: true, current, userAgent: row.userAgent };
}

export async function purgeExpiredSessions(now = new Date()): Promise<number> {
  const db = await getDb();
  const result = await db.deleteFrom("sessions").where("expiresAt", "<=", now).executeTakeFirst();
  forgetSessionReads();
  return Number(result.numDeletedRows);
}
