import crypto from "node:crypto";
import { promisify } from "node:util";
import { ADMIN_LOGIN_POLICY } from "~/domain/admin";
import { getDb } from "~/infra/db.server";

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

// scrypt is memory-hard (OWASP's password storage list); N=2^15, r=8 uses 32 MB.
const PARAMS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await scrypt(password.normalize("NFKC"), Buffer.from(salt, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return crypto.timingSafeEqual(actual, expected);
}

/** Creates the admin, or sets a new password when the e-mail already exists. */
export async function upsertAdmin(email: string, password: string): Promise<{ id: number; created: boolean }> {
  const db = await getDb();
  const normalised = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const existing = await db.selectFrom("admins").select("id").where("email", "=", normalised).executeTakeFirst();
  if (existing) {
    await db.updateTable("admins").set({ passwordHash }).where("id", "=", existing.id).execute();
    return { id: existing.id, created: false };
  }
  const row = await db
    .insertInto("admins")
    .values({ email: normalised, passwordHash })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, created: true };
}

export type AdminLoginResult = { ok: true; adminId: number } | { ok: false; reason: "failed" | "locked" };

const FAILURE_SCOPE = "admin_login";

/**
 * Checks an admin's e-mail and password. After 5 failures for an e-mail or from an address
 * within 15 minutes, further tries are refused without checking. Every failure looks the
 * same to the user ('Login failed.'), whatever was wrong.
 */
export async function attemptAdminLogin(email: string, password: string, ip: string | null, now = new Date()): Promise<AdminLoginResult> {
  const db = await getDb();
  const normalised = email.trim().toLowerCase();
  const since = new Date(now.getTime() - ADMIN_LOGIN_POLICY.windowMinutes * 60_000);
  const failures = await db
    .selectFrom("authFailures")
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere("subject", "=", normalised).as("byEmail"),
      eb.fn.countAll<number>().filterWhere("ip", "=", ip ?? "").as("byAddress"),
    ])
    .where("scope", "=", FAILURE_SCOPE)
    .where("createdAt", ">", since)
    .executeTakeFirstOrThrow();
  if (Number(failures.byEmail) >= ADMIN_LOGIN_POLICY.maxFailures || (ip && Number(failures.byAddress) >= ADMIN_LOGIN_POLICY.maxFailures)) {
    return { ok: false, reason: "locked" };
  }
  const admin = await db.selectFrom("admins").select(["id", "passwordHash"]).where("email", "=", normalised).executeTakeFirst();
  // An unknown e-mail still costs one hash, so timing does not tell which e-mails exist.
  const valid = admin ? await verifyPassword(password, admin.passwordHash) : (await hashPassword(password), false);
  if (!admin || !valid) {
    await db.insertInto("authFailures").values({ scope: FAILURE_SCOPE, subject: normalised, ip, createdAt: now }).execute();
    return { ok: false, reason: "failed" };
  }
  await db.updateTable("admins").set({ lastLoginAt: now }).where("id", "=", admin.id).execute();
  return { ok: true, adminId: admin.id };
}
