import crypto from "node:crypto";

import { type Kysely, sql } from "kysely";

import { logger } from "./logger.server";

// How to open a session of its own beside a database's pool: the database module says so for
// each database it opens on PostgreSQL (PGlite has one session, and none is opened beside it).
const sessionOpeners = new WeakMap<object, () => Promise<unknown>>();

export function openSessionsWith<D>(db: Kysely<D>, open: () => Promise<Kysely<D>>): void {
  sessionOpeners.set(db, open);
}

/** Opens a session of its own beside the pool (for long work without the requests' time limit); none on PGlite. */
export function openSessionBeside<D>(db: Kysely<D>): (() => Promise<Kysely<D>>) | undefined {
  return sessionOpeners.get(db) as (() => Promise<Kysely<D>>) | undefined;
}

/**
 * Runs start-up work (migrating, seeding, creating the configured administrator) while this
 * process holds a PostgreSQL advisory lock, so instances that start at the same moment on one
 * database take turns and the later ones find the work done.
 *
 * On PostgreSQL the lock is held by one dedicated connection (a session-level lock) for the
 * whole of `work`, which gets that connection: it has no statement time limit, since a
 * migration or the wait for another instance's may take long. If the process dies, the
 * connection closes and the lock goes with it. On PGlite there is one session and one process:
 * the same lock is taken and released on it (harmlessly, as a session's own locks never block it).
 */
export async function withStartupLock<D, T>(
  db: Kysely<D>,
  schema: string | undefined,
  work: (session: Kysely<D>) => Promise<T>,
): Promise<T> {
  const open = openSessionBeside(db);
  if (!open) return holding(db, schema, work);
  const session = await open();
  try {
    return await session.connection().execute((connection) => holding(connection, schema, work));
  } finally {
    await session.destroy().catch(() => undefined);
  }
}

async function holding<D, T>(session: Kysely<D>, schema: string | undefined, work: (session: Kysely<D>) => Promise<T>): Promise<T> {
  const key = startupLockKey(schema);
  const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}::bigint) as locked`.execute(session);
  if (!rows[0]?.locked) {
    logger.info("waiting for another instance to finish starting");
    await sql`select pg_advisory_lock(${key}::bigint)`.execute(session);
  }
  try {
    return await work(session);
  } finally {
    await sql`select pg_advisory_unlock(${key}::bigint)`.execute(session).catch(() => undefined);
  }
}

/** One lock per schema (tests run one schema per worker on one database), as a signed 64-bit key. */
export function startupLockKey(schema = "public"): string {
  const digest = crypto.createHash("sha256").update(`grahavani start-up ${schema}`).digest();
  return digest.readBigInt64BE(0).toString();
}
