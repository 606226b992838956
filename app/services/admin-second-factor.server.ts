import crypto from "node:crypto";

import type { Transaction } from "kysely";
import { renderSVG } from "uqr";

import { ADMIN_LOGIN_POLICY } from "~/domain/admin";
import { getDb } from "~/infra/db.server";
import type { Database } from "~/infra/db-schema.server";
import { decryptField, encryptField } from "~/infra/encryption.server";
import { env } from "~/infra/env.server";
import { endSessionsOfAdmin } from "~/infra/session-store.server";
import { base32Decode, matchTotp, newTotpSecret, totpAuthUri } from "~/infra/totp.server";

import { audit, auditIn } from "./audit.server";

// Every administrator has a second factor: a TOTP authenticator (RFC 6238), asked after the
// password, with ten single-use recovery codes for a lost phone (OWASP ASVS 2.7, 2.8).

export const RECOVERY_CODE_COUNT = 10;
const FAILURE_SCOPE = "admin_second_factor";

export type Enrolment = { secret: string; uri: string; qrSvg: string };

/** The secret being enrolled (made once, kept until confirmed) and its QR code, drawn here. */
export async function beginEnrolment(adminId: number): Promise<Enrolment> {
  const db = await getDb();
  const admin = await db.selectFrom("admins").select(["email", "totpPendingSecret"]).where("id", "=", adminId).executeTakeFirstOrThrow();
  let secret = admin.totpPendingSecret ? decryptField(admin.totpPendingSecret) : null;
  if (!secret) {
    secret = newTotpSecret();
    await db
      .updateTable("admins")
      .set({ totpPendingSecret: encryptField(secret) })
      .where("id", "=", adminId)
      .execute();
  }
  const uri = totpAuthUri(secret, admin.email, env().BRAND_NAME);
  return { secret, uri, qrSvg: renderSVG(uri, { border: 2 }) };
}

/** A recovery code: 16 characters from 31 that cannot be misread (about 79 bits), in groups of four. */
function newRecoveryCode(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  const chars = Array.from({ length: 16 }, () => alphabet[crypto.randomInt(alphabet.length)]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join("")).join("-");
}

function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, "");
}

// Codes carry about 79 bits, so a plain SHA-256 cannot be reversed by guessing.
function hashRecoveryCode(code: string): string {
  return crypto
    .createHash("sha256")
    .update(`recovery:${normaliseRecoveryCode(code)}`)
    .digest("base64url");
}

export type EnrolmentResult = { ok: true; recoveryCodes: string[] } | { ok: false; reason: "wrong-code" | "locked" };

/**
 * Confirms the enrolment with a code from the authenticator. The factor changes, so every
 * session of the administrator ends; the caller starts a new, signed-in one.
 */
export async function confirmEnrolment(adminId: number, code: string, ip: string | null, now = new Date()): Promise<EnrolmentResult> {
  const db = await getDb();
  const result = await db.transaction().execute(async (trx) => {
    const admin = await trx
      .selectFrom("admins")
      .select(["totpPendingSecret"])
      .where("id", "=", adminId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (await tooManyFailures(trx, adminId, ip, now)) return { ok: false, reason: "locked" } as const;
    const secret = admin.totpPendingSecret ? decryptField(admin.totpPendingSecret) : null;
    const step = secret ? matchTotp(secret, code.trim(), now) : null;
    if (step === null || !secret) {
      await recordFailure(trx, adminId, ip, now);
      return { ok: false, reason: "wrong-code" } as const;
    }
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await trx
      .updateTable("admins")
      .set({ totpSecret: encryptField(secret), totpPendingSecret: null, totpLastStep: step, totpEnrolledAt: now })
      .where("id", "=", adminId)
      .execute();
    await trx.deleteFrom("adminRecoveryCodes").where("adminId", "=", adminId).execute();
    await trx
      .insertInto("adminRecoveryCodes")
      .values(recoveryCodes.map((c) => ({ adminId, codeHash: hashRecoveryCode(c), createdAt: now })))
      .execute();
    await endSessionsOfAdmin(adminId, trx);
    // The new factor and its audit row commit together.
    await auditIn(trx, adminId, "admin.second-factor.enrolled", undefined, undefined, ip);
    return { ok: true, recoveryCodes } as const;
  });
  if (!result.ok) await audit(adminId, "admin.login.failed", undefined, { step: "enrolment" }, ip);
  return result;
}

export type SecondFactorResult =
  { ok: true; usedRecoveryCode: boolean; recoveryCodesLeft: number } | { ok: false; reason: "wrong-code" | "locked" };

/**
 * Checks a code from the authenticator (each code works once: its time step must be later
 * than the last one accepted) or an unused recovery code. Five failures in 15 minutes from
 * one address end the attempt, and authenticator codes from that address are refused for the
 * rest of the window; other addresses are not touched, so whoever holds the password cannot
 * lock the administrator out elsewhere. A recovery code (about 79 bits, beyond guessing) is
 * still taken from a locked address, so the real administrator is never shut out.
 */
export async function verifySecondFactor(adminId: number, input: string, ip: string | null, now = new Date()): Promise<SecondFactorResult> {
  const db = await getDb();
  const code = input.trim();
  const digits = code.replace(/\s/g, "");
  const result = await db.transaction().execute(async (trx) => {
    // The row lock makes two requests with the same code take turns: only the first wins.
    const admin = await trx
      .selectFrom("admins")
      .select(["totpSecret", "totpLastStep"])
      .where("id", "=", adminId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const locked = await tooManyFailures(trx, adminId, ip, now);
    if (locked && normaliseRecoveryCode(code).length !== 16) return { ok: false, reason: "locked" } as const;
    if (admin.totpSecret && /^\d{6}$/.test(digits)) {
      const step = matchTotp(decryptField(admin.totpSecret), digits, now);
      if (step !== null && step > (admin.totpLastStep ?? -1)) {
        await trx.updateTable("admins").set({ totpLastStep: step }).where("id", "=", adminId).execute();
        return { ok: true, usedRecoveryCode: false, recoveryCodesLeft: await unusedRecoveryCodes(trx, adminId) } as const;
      }
    } else if (normaliseRecoveryCode(code).length === 16) {
      const used = await trx
        .updateTable("adminRecoveryCodes")
        .set({ usedAt: now })
        .where("adminId", "=", adminId)
        .where("codeHash", "=", hashRecoveryCode(code))
        .where("usedAt", "is", null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) > 0) {
        return { ok: true, usedRecoveryCode: true, recoveryCodesLeft: await unusedRecoveryCodes(trx, adminId) } as const;
      }
    }
    await recordFailure(trx, adminId, ip, now);
    return { ok: false, reason: locked ? "locked" : "wrong-code" } as const;
  });
  if (result.ok) {
    await db.deleteFrom("authFailures").where("scope", "=", FAILURE_SCOPE).where("subject", "=", String(adminId)).execute();
    await audit(adminId, "admin.login", undefined, { secondFactor: result.usedRecoveryCode ? "recovery code" : "authenticator" }, ip);
  } else {
    await audit(
      adminId,
      result.reason === "locked" ? "admin.login.refused" : "admin.login.failed",
      undefined,
      { step: "second factor" },
      ip,
    );
  }
  return result;
}

type Trx = Transaction<Database>;

/** Five wrong codes for this administrator from this address in the window. */
async function tooManyFailures(trx: Trx, adminId: number, ip: string | null, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - ADMIN_LOGIN_POLICY.windowMinutes * 60_000);
  const row = await trx
    .selectFrom("authFailures")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("scope", "=", FAILURE_SCOPE)
    .where("subject", "=", String(adminId))
    .where("ip", "=", ip ?? "")
    .where("createdAt", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.n) >= ADMIN_LOGIN_POLICY.maxFailures;
}

async function recordFailure(trx: Trx, adminId: number, ip: string | null, now: Date) {
  await trx
    .insertInto("authFailures")
    .values({ scope: FAILURE_SCOPE, subject: String(adminId), ip: ip ?? "", createdAt: now })
    .execute();
}

async function unusedRecoveryCodes(trx: Trx, adminId: number): Promise<number> {
  const row = await trx
    .selectFrom("adminRecoveryCodes")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("adminId", "=", adminId)
    .where("usedAt", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Sets an administrator's authenticator secret from configuration (ADMIN_TOTP_SECRET), for
 * automation. A different secret is a changed factor: sessions end and recovery codes go.
 */
export async function setAdminTotpSecret(adminId: number, secret: string): Promise<{ changed: boolean }> {
  const clean = secret.replace(/[\s=]/g, "").toUpperCase();
  if (!base32Decode(clean)) throw new Error("ADMIN_TOTP_SECRET is not base32");
  const db = await getDb();
  return db.transaction().execute(async (trx) => {
    const admin = await trx.selectFrom("admins").select("totpSecret").where("id", "=", adminId).forUpdate().executeTakeFirstOrThrow();
    if (admin.totpSecret && decryptField(admin.totpSecret) === clean) return { changed: false };
    await trx
      .updateTable("admins")
      .set({ totpSecret: encryptField(clean), totpPendingSecret: null, totpLastStep: null, totpEnrolledAt: new Date() })
      .where("id", "=", adminId)
      .execute();
    await trx.deleteFrom("adminRecoveryCodes").where("adminId", "=", adminId).execute();
    await endSessionsOfAdmin(adminId, trx);
    return { changed: true };
  });
}
