import crypto from "node:crypto";
import { promisify } from "node:util";

import { sql } from "kysely";

import { ADMIN_LOGIN_POLICY } from "~/domain/admin";
import { getDb } from "~/infra/db.server";
import { endSessionsOfAdmin } from "~/infra/session-store.server";

import { audit } from "./audit.server";

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

// OWASP's Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1 (128 MiB per hash).
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const MAX_MEMORY = 256 * 1024 * 1024;
const KEY_LENGTH = 32;

export async function hashPassword(password: string, params: { N: number; r: number; p: number } = SCRYPT_PARAMS): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...params, maxmem: MAX_MEMORY });
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

/** Whether the password matches, and whether its hash was made with weaker settings than today's. */
export async function verifyPassword(password: string, stored: string): Promise<{ valid: boolean; outdated: boolean }> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== "scrypt" || !salt || !key || ![params.N, params.r, params.p].every(Number.isSafeInteger)) {
    return { valid: false, outdated: true };
  }
  const expected = Buffer.from(key, "base64");
  const actual = await scrypt(password.normalize("NFKC"), Buffer.from(salt, "base64"), expected.length, { ...params, maxmem: MAX_MEMORY });
  const valid = crypto.timingSafeEqual(actual, expected);
  const outdated = params.N < SCRYPT_PARAMS.N || params.r < SCRYPT_PARAMS.r || params.p < SCRYPT_PARAMS.p;
  return { valid, outdated };
}

/**
 * Creates the admin, or sets a new password when the e-mail exists and the password differs.
 * A changed password ends every session of that administrator.
 */
export async function upsertAdmin(email: string, password: string): Promise<{ id: number; created: boolean; changed: boolean }> {
  const db = await getDb();
  const normalised = email.trim().toLowerCase();
  const existing = await db.selectFrom("admins").select(["id", "passwordHash"]).where("email", "=", normalised).executeTakeFirst();
  if (existing) {
    const { valid, outdated } = await verifyPassword(password, existing.passwordHash);
    if (valid && !outdated) return { id: existing.id, created: false, changed: false };
    const passwordHash = await hashPassword(password);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable("admins").set({ passwordHash }).where("id", "=", existing.id).execute();
      // A rehash of the same password (stronger settings) is no change of password.
      if (!valid) await endSessionsOfAdmin(existing.id, trx);
    });
    return { id: existing.id, created: false, changed: !valid };
  }
  const row = await db
    .insertInto("admins")
    .values({ email: normalised, passwordHash: await hashPassword(password) })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, created: true, changed: false };
}

export type AdminLoginResult = { ok: true; adminId: number; hasSecondFactor: boolean } | { ok: false; reason: "failed" | "locked" };

const FAILURE_SCOPE = "admin_login";

/**
 * Checks an admin's e-mail and password. The attempt is recorded before the password is
 * checked, under a lock on the address, so parallel guesses all count: after 5 failures for
 * an e-mail from one address (or 20 for any e-mails) within 15 minutes, that address is
 * refused without checking. Failures from other addresses only slow an address down, so
 * strangers cannot lock the real administrator out. Every failure looks the same to the user.
 */
export async function attemptAdminLogin(email: string, password: string, ip: string | null, now = new Date()): Promise<AdminLoginResult> {
  const db = await getDb();
  const normalised = email.trim().toLowerCase();
  const since = new Date(now.getTime() - ADMIN_LOGIN_POLICY.windowMinutes * 60_000);
  const address = ip ?? "";

  const attempt = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`admin-login:${address}`}))`.execute(trx);
    const counts = await trx
      .selectFrom("authFailures")
      .select((eb) => [eb.fn.countAll<number>().filterWhere("subject", "=", normalised).as("pair"), eb.fn.countAll<number>().as("address")])
      .where("scope", "=", FAILURE_SCOPE)
      .where("ip", "=", address)
      .where("createdAt", ">", since)
      .executeTakeFirstOrThrow();
    if (Number(counts.pair) >= ADMIN_LOGIN_POLICY.maxFailures || Number(counts.address) >= ADMIN_LOGIN_POLICY.maxFailuresPerAddress) {
      return null;
    }
    // Counted as a failure until the password proves right.
    return trx
      .insertInto("authFailures")
      .values({ scope: FAILURE_SCOPE, subject: normalised, ip: address, createdAt: now })
      .returning("id")
      .executeTakeFirstOrThrow();
  });
  if (!attempt) {
    await audit(null, "admin.login.refused", undefined, { email: normalised, reason: "too many failures" }, ip);
    return { ok: false, reason: "locked" };
  }

  const elsewhere = await db
    .selectFrom("authFailures")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("scope", "=", FAILURE_SCOPE)
    .where("subject", "=", normalised)
    .where("ip", "<>", address)
    .where("createdAt", ">", since)
    .executeTakeFirstOrThrow();
  const delay = slowDownMs(Number(elsewhere.n));
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));

  const admin = await db
    .selectFrom("admins")
    .select(["id", "passwordHash", "totpSecret"])
    .where("email", "=", normalised)
    .executeTakeFirst();
  // An unknown e-mail still costs one hash, so timing does not tell which e-mails exist.
  const check = admin
    ? await verifyPassword(password, admin.passwordHash)
    : (await hashPassword(password), { valid: false, outdated: false });
  if (!admin || !check.valid) {
    await audit(admin?.id ?? null, "admin.login.failed", undefined, { email: normalised, step: "password" }, ip);
    return { ok: false, reason: "failed" };
  }
  await db.deleteFrom("authFailures").where("id", "=", attempt.id).execute();
  if (check.outdated) {
    await db
      .updateTable("admins")
      .set({ passwordHash: await hashPassword(password) })
      .where("id", "=", admin.id)
      .execute();
  }
  await audit(admin.id, "admin.login.password", undefined, { email: normalised }, ip);
  return { ok: true, adminId: admin.id, hasSecondFactor: Boolean(admin.totpSecret) };
}

/** Other addresses' failures on an e-mail cost each try a little time, at most 3 seconds. */
export function slowDownMs(failuresElsewhere: number): number {
  const over = failuresElsewhere - ADMIN_LOGIN_POLICY.maxFailures;
  return over > 0 ? Math.min(3000, over * 200) : 0;
}
