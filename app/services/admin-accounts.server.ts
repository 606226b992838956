import crypto from "node:crypto";

import { sql } from "kysely";

import { ADMIN_LOGIN_POLICY } from "~/domain/admin";
import { getDb } from "~/infra/db.server";
import { deviceHash } from "~/infra/device-cookie.server";
import { env } from "~/infra/env.server";
import { logger } from "~/infra/logger.server";
import { HashingBusyError, scryptKey, type ScryptParams } from "~/infra/password-hashing.server";
import { endSessionsOfAdmin } from "~/infra/session-store.server";
import { singleton } from "~/infra/singleton.server";

import { setAdminTotpSecret } from "./admin-second-factor.server";
import { audit } from "./audit.server";

// OWASP's Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1 (128 MiB per hash).
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/**
 * A new salted hash. A stranger's sign-in passes `"refuse"`: it is refused (HashingBusyError)
 * rather than kept waiting when the hashing line is full (infra/password-hashing.server.ts).
 */
export async function hashPassword(
  password: string,
  params: ScryptParams = SCRYPT_PARAMS,
  whenBusy: "refuse" | "wait" = "wait",
): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scryptKey(password.normalize("NFKC"), salt, KEY_LENGTH, params, whenBusy);
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

/** Whether the password matches, and whether its hash was made with weaker settings than today's. */
export async function verifyPassword(
  password: string,
  stored: string,
  whenBusy: "refuse" | "wait" = "wait",
): Promise<{ valid: boolean; outdated: boolean }> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== "scrypt" || !salt || !key || ![params.N, params.r, params.p].every(Number.isSafeInteger)) {
    return { valid: false, outdated: true };
  }
  const expected = Buffer.from(key, "base64");
  const actual = await scryptKey(password.normalize("NFKC"), Buffer.from(salt, "base64"), expected.length, params, whenBusy);
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

/**
 * At start (infra/startup.server.ts, under its lock): the administrator ADMIN_EMAIL and
 * ADMIN_PASSWORD name, created or given that password, with ADMIN_TOTP_SECRET as their second
 * factor when it is set.
 */
export async function setUpConfiguredAdmin(): Promise<void> {
  const config = env();
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const { id, created, changed } = await upsertAdmin(config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    if (created || changed) logger.info(created ? "admin created" : "admin password updated", { email: config.ADMIN_EMAIL });
    if (config.ADMIN_TOTP_SECRET && (await setAdminTotpSecret(id, config.ADMIN_TOTP_SECRET)).changed) {
      logger.info("admin second factor set from ADMIN_TOTP_SECRET", { email: config.ADMIN_EMAIL });
    }
  }
}

export type AdminLoginResult =
  { ok: true; adminId: number; hasSecondFactor: boolean } | { ok: false; reason: "failed" | "locked" | "busy" };

const FAILURE_SCOPE = "admin_login";

/** Why strangers' sign-ins are refused for a while: the checks' rate, or an address's failures. */
export type StrangerRefusal = { until: number; reason: "busy" | "locked" };
type RefusalMemory = { everyone: StrangerRefusal | null; addresses: Map<string, StrangerRefusal> };

/** Addresses remembered at most; past it the oldest go first (a miss costs one look in the database). */
const REMEMBERED_ADDRESSES = 10_000;

// What the database just refused strangers, kept until the counts would let them in again, so
// that the edge answers their next sign-ins without a page render (decision 103). Each instance
// keeps its own: the database stays the judge of every sign-in that gets past it.
const refusalMemory = () => singleton<RefusalMemory>("admin-sign-in-refusals", () => ({ everyone: null, addresses: new Map() }));

function rememberRefusal(address: string | null, refusal: StrangerRefusal) {
  const memory = refusalMemory();
  if (address === null) {
    if (!memory.everyone || memory.everyone.until < refusal.until) memory.everyone = refusal;
    return;
  }
  const known = memory.addresses.get(address);
  if (known && known.until >= refusal.until) return;
  memory.addresses.delete(address);
  while (memory.addresses.size >= REMEMBERED_ADDRESSES) memory.addresses.delete(memory.addresses.keys().next().value!);
  memory.addresses.set(address, refusal);
}

/**
 * Whether a stranger's sign-in from `ip` would be refused unchecked now (the checks' rate for
 * everyone or for the address, or the address's failures), and until when; null when only the
 * database can tell. An administrator's remembered browser is no stranger (isRememberedAdminDevice).
 */
export function strangerRefusal(ip: string | null, now = Date.now()): StrangerRefusal | null {
  const memory = refusalMemory();
  const found = [memory.everyone, memory.addresses.get(ip ?? "") ?? null].filter(
    (refusal): refusal is StrangerRefusal => refusal !== null && refusal.until > now,
  );
  if (found.length === 0) return null;
  return found.find((refusal) => refusal.reason === "locked") ?? found.reduce((a, b) => (a.until >= b.until ? a : b));
}

/** Whether this browser completed an administrator's sign-in before (rememberAdminDevice). */
export async function isRememberedAdminDevice(deviceId: string): Promise<boolean> {
  const db = await getDb();
  const row = await db.selectFrom("adminDevices").select("adminId").where("deviceHash", "=", deviceHash(deviceId)).executeTakeFirst();
  return row !== undefined;
}

const timeOf = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/**
 * Checks an admin's e-mail and password. The attempt is recorded before the password is
 * checked, under one lock for every sign-in, so parallel guesses all count: after 5 failures
 * for an e-mail from one address (or 20 for any e-mails) within 15 minutes, that address is
 * refused without checking ("locked"). Failures from other addresses only slow an address
 * down, so strangers cannot lock the real administrator out. Each check costs a scrypt hash,
 * so past ADMIN_LOGIN_CHECKS_PER_ADDRESS_PER_MINUTE for the address, or
 * ADMIN_LOGIN_CHECKS_PER_MINUTE for all, or with the hashing line full, a sign-in is refused
 * unchecked ("busy"). A browser that has completed this administrator's sign-in before
 * (rememberAdminDevice) is not a stranger: only the lock-out of its e-mail at its address
 * applies to it, and it waits in the hashing line, so no flood keeps the administrator out.
 * Every failure looks the same to the user.
 */
export async function attemptAdminLogin(
  email: string,
  password: string,
  ip: string | null,
  now = new Date(),
  deviceId: string | null = null,
): Promise<AdminLoginResult> {
  const db = await getDb();
  const config = env();
  const normalised = email.trim().toLowerCase();
  const since = new Date(now.getTime() - ADMIN_LOGIN_POLICY.windowMinutes * 60_000);
  const minuteAgo = new Date(now.getTime() - 60_000);
  const address = ip ?? "";

  // The same look-up for known and unknown e-mails; a device cookie counts only for the
  // administrator whose sign-in it completed, so an unknown e-mail is always a stranger's.
  const admin = await db
    .selectFrom("admins")
    .select((eb) => [
      "id",
      "passwordHash",
      "totpSecret",
      deviceId
        ? eb
            .exists(
              eb
                .selectFrom("adminDevices")
                .select("adminDevices.adminId")
                .whereRef("adminDevices.adminId", "=", "admins.id")
                .where("adminDevices.deviceHash", "=", deviceHash(deviceId)),
            )
            .as("remembered")
        : eb.lit(false).as("remembered"),
    ])
    .where("email", "=", normalised)
    .executeTakeFirst();
  const remembered = Boolean(admin?.remembered);

  const attempt = await db.transaction().execute(async (trx) => {
    // One lock for all: the overall count must see every parallel attempt, from any address.
    await sql`select pg_advisory_xact_lock(hashtext('admin-login'))`.execute(trx);
    const counts = await trx
      .selectFrom("authFailures")
      .select((eb) => [
        eb.fn
          .countAll<number>()
          .filterWhere((w) => w.and([w("ip", "=", address), w("subject", "=", normalised)]))
          .as("pair"),
        eb.fn.countAll<number>().filterWhere("ip", "=", address).as("address"),
        eb.fn
          .countAll<number>()
          .filterWhere((w) => w.and([w("ip", "=", address), w("createdAt", ">", minuteAgo)]))
          .as("addressLastMinute"),
        eb.fn.countAll<number>().filterWhere("createdAt", ">", minuteAgo).as("lastMinute"),
        // When each count drops by one: how long a refusal by it holds.
        eb.fn.min<Date | string | null>("createdAt").filterWhere("ip", "=", address).as("addressOldest"),
        eb.fn
          .min<Date | string | null>("createdAt")
          .filterWhere((w) => w.and([w("ip", "=", address), w("createdAt", ">", minuteAgo)]))
          .as("addressOldestLastMinute"),
        eb.fn.min<Date | string | null>("createdAt").filterWhere("createdAt", ">", minuteAgo).as("oldestLastMinute"),
      ])
      .where("scope", "=", FAILURE_SCOPE)
      .where("createdAt", ">", since)
      .executeTakeFirstOrThrow();
    // The address's and everyone's counts are strangers' to spend: the administrator's own
    // browser meets only the lock-out of its e-mail at its address.
    if (Number(counts.pair) >= ADMIN_LOGIN_POLICY.maxFailures) return "locked" as const;
    if (!remembered && Number(counts.address) >= ADMIN_LOGIN_POLICY.maxFailuresPerAddress) {
      const oldest = timeOf(counts.addressOldest);
      if (oldest !== null) rememberRefusal(address, { until: oldest + ADMIN_LOGIN_POLICY.windowMinutes * 60_000, reason: "locked" });
      return "locked" as const;
    }
    const addressBusy = Number(counts.addressLastMinute) >= config.ADMIN_LOGIN_CHECKS_PER_ADDRESS_PER_MINUTE;
    const everyoneBusy = Number(counts.lastMinute) >= config.ADMIN_LOGIN_CHECKS_PER_MINUTE;
    if (!remembered && (addressBusy || everyoneBusy)) {
      const addressOldest = timeOf(counts.addressOldestLastMinute);
      const oldest = timeOf(counts.oldestLastMinute);
      if (addressBusy && addressOldest !== null) rememberRefusal(address, { until: addressOldest + 60_000, reason: "busy" });
      if (everyoneBusy && oldest !== null) rememberRefusal(null, { until: oldest + 60_000, reason: "busy" });
      return "busy" as const;
    }
    // Counted as a failure until the password proves right.
    return trx
      .insertInto("authFailures")
      .values({ scope: FAILURE_SCOPE, subject: normalised, ip: address, createdAt: now })
      .returning("id")
      .executeTakeFirstOrThrow();
  });
  if (attempt === "locked" || attempt === "busy") {
    const reason = attempt === "locked" ? "too many failures" : "too many checks";
    await audit(null, "admin.login.refused", undefined, { email: normalised, reason }, ip);
    return { ok: false, reason: attempt };
  }

  if (!remembered) {
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
  }

  let check: { valid: boolean; outdated: boolean };
  try {
    // An unknown e-mail still costs one hash, so timing does not tell which e-mails exist.
    check = admin
      ? await verifyPassword(password, admin.passwordHash, remembered ? "wait" : "refuse")
      : (await hashPassword(password, SCRYPT_PARAMS, "refuse"), { valid: false, outdated: false });
  } catch (error) {
    if (!(error instanceof HashingBusyError)) throw error;
    // Nothing was checked, so nothing counts against the address.
    await db.deleteFrom("authFailures").where("id", "=", attempt.id).execute();
    await audit(null, "admin.login.refused", undefined, { email: normalised, reason: "hashing busy" }, ip);
    return { ok: false, reason: "busy" };
  }
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

/**
 * Remembers that this browser completed this administrator's sign-in (password and second
 * factor), so its next sign-ins are not held to the rates strangers share. Kept while used,
 * for a year after the last sign-in.
 */
export async function rememberAdminDevice(adminId: number, deviceId: string, now = new Date()): Promise<void> {
  const db = await getDb();
  await db
    .insertInto("adminDevices")
    .values({ adminId, deviceHash: deviceHash(deviceId), createdAt: now, lastUsedAt: now })
    .onConflict((oc) => oc.columns(["adminId", "deviceHash"]).doUpdateSet({ lastUsedAt: now }))
    .execute();
}

/** Other addresses' failures on an e-mail cost each try a little time, at most 3 seconds. */
export function slowDownMs(failuresElsewhere: number): number {
  const over = failuresElsewhere - ADMIN_LOGIN_POLICY.maxFailures;
  return over > 0 ? Math.min(3000, over * 200) : 0;
}
