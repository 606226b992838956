import crypto from "node:crypto";
import { sql } from "kysely";
import { getDb } from "~/infra/db.server";
import { env } from "~/infra/env.server";
import { messenger, otpSmsText } from "~/infra/messaging.server";
import { isValidIndianMobile, toE164India } from "~/domain/phone";

// The spec fixes a 4-digit code, weak by NIST SP 800-63B and OWASP ASVS on its own;
// the server makes up for it: random codes, stored only as keyed hashes, bound to
// phone + purpose + challenge, short-lived, single-use, few attempts, capped sends.
export type OtpPurpose = "login" | "deletion";

export const OTP_POLICY = {
  /** How long a code can be used: covers the countdown with room for a slow SMS. */
  ttlSeconds: 5 * 60,
  /** Spec §9: 59 s for sign-in, 60 s for deletion. */
  resendAfterSeconds: { login: 59, deletion: 60 } as Record<OtpPurpose, number>,
  maxWrongAttempts: 3,
  perPhonePerHour: 5,
  perPhonePerDay: 10,
  /** Many Indian mobile users share carrier NAT addresses, so this cap is generous. */
  perAddressPerHour: 30,
} as const;

export type SendResult =
  | { ok: true; challengeId: string; resendInSeconds: number }
  | { ok: false; reason: "invalid-phone" | "phone-limit" | "address-limit" | "send-failed" };

export type ResendResult =
  | SendResult
  | { ok: false; reason: "too-soon"; secondsLeft: number }
  | { ok: false; reason: "no-challenge" };

export type VerifyResult =
  | { ok: true }
  | { ok: false; reason: "wrong-code"; attemptsLeft: number }
  | { ok: false; reason: "too-many-attempts" | "expired" | "not-found" };

function hashCode(challengeId: string, phone: string, purpose: OtpPurpose, code: string): string {
  const key = crypto.createHash("sha256").update(`otp-hmac:${env().sessionSecrets[0]}`).digest();
  return crypto.createHmac("sha256", key).update(`${challengeId}|${phone}|${purpose}|${code}`).digest("base64url");
}

function newCode(): string {
  return String(crypto.randomInt(0, 10_000)).padStart(4, "0");
}

/**
 * Creates a challenge and sends its code by SMS. The send step never looks at
 * whether the number has an account, so known and unknown numbers behave alike.
 */
export async function sendOtp(input: {
  phone: string;
  purpose: OtpPurpose;
  ip: string | null;
  now?: Date;
  replaces?: string;
}): Promise<SendResult> {
  const { phone, purpose, ip } = input;
  const now = input.now ?? new Date();
  if (!isValidIndianMobile(phone)) return { ok: false, reason: "invalid-phone" };
  const db = await getDb();
  const challengeId = crypto.randomUUID();
  const code = newCode();

  const decision = await db.transaction().execute(async (trx) => {
    // Serialises sends per phone so two parallel requests cannot both slip under the cap.
    await sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`.execute(trx);
    const hourAgo = new Date(now.getTime() - 3600_000);
    const dayAgo = new Date(now.getTime() - 86_400_000);
    const counts = await trx
      .selectFrom("otpChallenges")
      .select((eb) => [
        eb.fn.countAll<number>().filterWhere("createdAt", ">", hourAgo).as("lastHour"),
        eb.fn.countAll<number>().as("lastDay"),
      ])
      .where("phone", "=", phone)
      .where("createdAt", ">", dayAgo)
      .executeTakeFirstOrThrow();
    if (Number(counts.lastHour) >= OTP_POLICY.perPhonePerHour || Number(counts.lastDay) >= OTP_POLICY.perPhonePerDay) {
      return "phone-limit" as const;
    }
    if (ip) {
      const byAddress = await trx
        .selectFrom("otpChallenges")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("ip", "=", ip)
        .where("createdAt", ">", hourAgo)
        .executeTakeFirstOrThrow();
      if (Number(byAddress.n) >= OTP_POLICY.perAddressPerHour) return "address-limit" as const;
    }
    if (input.replaces) {
      // A resend retires the previous code.
      await trx.updateTable("otpChallenges").set({ consumedAt: now }).where("id", "=", input.replaces).execute();
    }
    await trx
      .insertInto("otpChallenges")
      .values({
        id: challengeId,
        phone,
        purpose,
        codeHash: hashCode(challengeId, phone, purpose, code),
        ip,
        expiresAt: new Date(now.getTime() + OTP_POLICY.ttlSeconds * 1000),
        resendAfter: new Date(now.getTime() + OTP_POLICY.resendAfterSeconds[purpose] * 1000),
        createdAt: now,
      })
      .execute();
    return "ok" as const;
  });
  if (decision !== "ok") return { ok: false, reason: decision };

  try {
    await messenger().sendSms({ to: toE164India(phone), text: otpSmsText(code, OTP_POLICY.ttlSeconds / 60) });
  } catch {
    await db.deleteFrom("otpChallenges").where("id", "=", challengeId).execute();
    return { ok: false, reason: "send-failed" };
  }
  return { ok: true, challengeId, resendInSeconds: OTP_POLICY.resendAfterSeconds[purpose] };
}

/** A new code, once the previous challenge's resend wait is over. */
export async function resendOtp(input: {
  challengeId: string | undefined;
  phone: string;
  purpose: OtpPurpose;
  ip: string | null;
  now?: Date;
}): Promise<ResendResult> {
  const now = input.now ?? new Date();
  const db = await getDb();
  const current = input.challengeId
    ? await db
        .selectFrom("otpChallenges")
        .select(["id", "resendAfter"])
        .where("id", "=", input.challengeId)
        .where("phone", "=", input.phone)
        .where("purpose", "=", input.purpose)
        .executeTakeFirst()
    : undefined;
  if (current && current.resendAfter > now) {
    return { ok: false, reason: "too-soon", secondsLeft: Math.ceil((current.resendAfter.getTime() - now.getTime()) / 1000) };
  }
  return sendOtp({ phone: input.phone, purpose: input.purpose, ip: input.ip, now, replaces: current?.id });
}

/** Seconds until a resend is allowed (0 when it is), for the countdown the page renders. */
export async function secondsUntilResend(challengeId: string, now = new Date()): Promise<number | null> {
  const db = await getDb();
  const row = await db.selectFrom("otpChallenges").select("resendAfter").where("id", "=", challengeId).executeTakeFirst();
  if (!row) return null;
  return Math.max(0, Math.ceil((row.resendAfter.getTime() - now.getTime()) / 1000));
}

/** Checks a code against the challenge; a right code is used up, three wrong ones kill it. */
export async function verifyOtp(input: {
  challengeId: string;
  phone: string;
  purpose: OtpPurpose;
  code: string;
  now?: Date;
}): Promise<VerifyResult> {
  const now = input.now ?? new Date();
  const db = await getDb();
  return db.transaction().execute(async (trx) => {
    const challenge = await trx
      .selectFrom("otpChallenges")
      .selectAll()
      .where("id", "=", input.challengeId)
      .forUpdate()
      .executeTakeFirst();
    if (!challenge || challenge.phone !== input.phone || challenge.purpose !== input.purpose || challenge.consumedAt) {
      return { ok: false, reason: "not-found" } as const;
    }
    if (challenge.attempts >= OTP_POLICY.maxWrongAttempts) return { ok: false, reason: "too-many-attempts" } as const;
    if (challenge.expiresAt <= now) return { ok: false, reason: "expired" } as const;

    const expected = Buffer.from(challenge.codeHash);
    const actual = Buffer.from(hashCode(challenge.id, input.phone, input.purpose, input.code));
    if (expected.length === actual.length && crypto.timingSafeEqual(expected, actual)) {
      await trx.updateTable("otpChallenges").set({ consumedAt: now }).where("id", "=", challenge.id).execute();
      return { ok: true } as const;
    }
    const attempts = challenge.attempts + 1;
    await trx.updateTable("otpChallenges").set({ attempts }).where("id", "=", challenge.id).execute();
    return attempts >= OTP_POLICY.maxWrongAttempts
      ? ({ ok: false, reason: "too-many-attempts" } as const)
      : ({ ok: false, reason: "wrong-code", attemptsLeft: OTP_POLICY.maxWrongAttempts - attempts } as const);
  });
}
