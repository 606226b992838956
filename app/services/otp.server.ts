import crypto from "node:crypto";

import { type Kysely, sql } from "kysely";

import type { Language } from "~/domain/language";
import { isValidIndianMobile, toE164India } from "~/domain/phone";
import type { SmsAudience, SmsBudgetUse } from "~/domain/sms-budget";
import { networkKey } from "~/infra/client-address.server";
import { getDb } from "~/infra/db.server";
import type { Database } from "~/infra/db-schema.server";
import { env } from "~/infra/env.server";
import { logger } from "~/infra/logger.server";
import { messenger, otpSmsText } from "~/infra/messaging.server";

// The spec fixes a 4-digit code, weak by NIST SP 800-63B and OWASP ASVS on its own;
// the server makes up for it: random codes, stored only as keyed hashes, bound to
// phone + purpose + challenge, short-lived, single-use, few attempts, spaced and capped sends.
export type OtpPurpose = "login" | "deletion";

export const OTP_POLICY = {
  /** How long a code can be used: covers the countdown with room for a slow SMS. */
  ttlSeconds: 5 * 60,
  /** Spec §9: 59 s for sign-in, 60 s for deletion. */
  resendAfterSeconds: { login: 59, deletion: 60 } as Record<OtpPurpose, number>,
  maxWrongAttempts: 3,
} as const;

export type SendResult =
  | { ok: true; challengeId: string; resendInSeconds: number }
  /** `held`: the asker already holds the live challenge, so it can go on and enter that code. */
  | { ok: false; reason: "too-soon"; secondsLeft: number; held: boolean }
  | { ok: false; reason: "invalid-phone" | "phone-limit" | "address-limit" | "budget-exceeded" | "send-failed" };

export type ResendResult = SendResult;

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

const secondsBetween = (later: Date, now: Date) => Math.max(0, Math.ceil((later.getTime() - now.getTime()) / 1000));

/** The newest challenge for a number and purpose; its code used, it holds back no send. */
function liveChallengeOf(newest: { id: string; resendAfter: Date; consumedAt: Date | null } | undefined, now: Date) {
  if (!newest || newest.consumedAt) return null;
  return { id: newest.id, secondsLeft: secondsBetween(newest.resendAfter, now) };
}

/**
 * The challenge that holds back the next send to a number for a purpose: the newest one, unless
 * its code has been used. Older challenges are retired by the newest, and a used code proved
 * the number, so signing in again on another device need not wait.
 */
async function liveChallenge(db: Kysely<Database>, phone: string, purpose: OtpPurpose, now: Date) {
  return liveChallengeOf(await newestChallenge(db, phone, purpose).executeTakeFirst(), now);
}

function newestChallenge(db: Kysely<Database>, phone: string, purpose: OtpPurpose) {
  return db
    .selectFrom("otpChallenges")
    .select(["id", "resendAfter", "consumedAt"])
    .where("phone", "=", phone)
    .where("purpose", "=", purpose)
    .orderBy("createdAt", "desc")
    .limit(1);
}

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const startOf = (now: Date, unitMs: number) => new Date(Math.floor(now.getTime() / unitMs) * unitMs);

/**
 * Sends per address, per network and across the site are kept as counters (otp_send_counts):
 * per minute for the hour's windows, per hour for the day's, so each check reads a few dozen
 * rows however busy the site is. A window counts its oldest minute (hour) whole, so a send
 * counts until that minute (hour) is past: the caps can only hold a little longer, never let
 * more through. The site's sends are counted apart for numbers with an account and numbers
 * without one, each against its own budget (SmsAudience).
 */
const SEND_COUNTERS = {
  minute: (audience: SmsAudience) => `${audience}:minute`,
  hour: (audience: SmsAudience) => `${audience}:hour`,
  address: (ip: string) => `address:${ip}`,
  network: (network: string) => `network:${network}`,
} as const;

// Whom an SMS goes to (SmsAudience): a number with an account (a customer or an astrologer,
// who proved it with a code when registering) or any other. Bots pumping SMS can only reach the
// second budget, so returning customers always get their code.

function budgetsOf(config: ReturnType<typeof env>): Record<SmsAudience, { hour: number; day: number }> {
  return {
    known: { hour: config.SMS_BUDGET_KNOWN_PER_HOUR, day: config.SMS_BUDGET_KNOWN_PER_DAY },
    unknown: { hour: config.SMS_BUDGET_PER_HOUR, day: config.SMS_BUDGET_PER_DAY },
  };
}

/**
 * Sends a new code for a number and purpose, whichever form asks (sign-in, resend, deletion),
 * and retires the previous one. Refused while the last code's countdown runs (spec: 59 s for
 * sign-in, 60 s for deletion), beyond the per-number and per-address caps, and when the SMS
 * budget of its audience is spent. A number without an account is also capped per network
 * (the /24 or /48 around the address), so bots spread over one network spend little of its
 * budget. Known and unknown numbers are answered alike while their budgets last.
 *
 * `heldChallengeId` is the challenge the asking browser already holds, if any: a refusal says
 * whether that is the live one, so the page can go on to it instead of showing an error.
 */
export async function sendOtp(input: {
  phone: string;
  purpose: OtpPurpose;
  ip: string | null;
  now?: Date;
  heldChallengeId?: string;
  /** The edition the code was asked for from; a customer's SMS comes in their account's language. */
  language?: Language;
}): Promise<SendResult> {
  const { phone, purpose, ip } = input;
  const now = input.now ?? new Date();
  if (!isValidIndianMobile(phone)) return { ok: false, reason: "invalid-phone" };
  const db = await getDb();
  const config = env();
  const challengeId = crypto.randomUUID();
  const code = newCode();
  const network = ip ? networkKey(ip) : null;
  const countersFor = (audience: SmsAudience) => [
    { scope: SEND_COUNTERS.minute(audience), windowStart: startOf(now, MINUTE_MS) },
    { scope: SEND_COUNTERS.hour(audience), windowStart: startOf(now, HOUR_MS) },
    ...(ip ? [{ scope: SEND_COUNTERS.address(ip), windowStart: startOf(now, MINUTE_MS) }] : []),
    ...(network && audience === "unknown" ? [{ scope: SEND_COUNTERS.network(network), windowStart: startOf(now, MINUTE_MS) }] : []),
  ];
  let counters = countersFor("unknown");

  const decision = await db.transaction().execute(async (trx) => {
    // The phone's lock serialises sends per number, so two parallel requests cannot both pass
    // the wait or the caps; the budget's lock, always taken second (so no two sends wait on
    // each other in a cycle) and held to the commit, keeps parallel sends from overshooting
    // the site's budget. Both are taken before anything is read, so one statement reads it all
    // with every earlier send committed.
    await sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`})), pg_advisory_xact_lock(hashtext('otp:sms-budget'))`.execute(trx);
    const since = (unitMs: number, windowMs: number) => new Date(now.getTime() - windowMs - unitMs);
    const counted = (scope: string | null, unitMs: number, windowMs: number) =>
      sql<number>`(select coalesce(sum(sends), 0) from otp_send_counts where scope = ${scope} and window_start > ${since(unitMs, windowMs)} and window_start <= ${now})`;
    // Everything the decision needs in one statement: the number's newest challenge, its sends
    // in the last hour and day, whether it has an account, and the address's, the network's and
    // both audiences' counters.
    const { rows } = await sql<{
      id: string | null;
      resendAfter: Date | null;
      consumedAt: Date | null;
      phoneHour: number;
      phoneDay: number;
      known: boolean;
      customerLanguage: Language | null;
      address: number;
      network: number;
      knownHour: number;
      knownDay: number;
      unknownHour: number;
      unknownDay: number;
    }>`
      select newest.id, newest.resend_after, newest.consumed_at,
        (select count(*) from otp_challenges where phone = ${phone} and created_at > ${new Date(now.getTime() - HOUR_MS)}) as phone_hour,
        (select count(*) from otp_challenges where phone = ${phone} and created_at > ${new Date(now.getTime() - DAY_MS)}) as phone_day,
        (exists (select 1 from customers where mobile = ${phone}) or exists (select 1 from astrologers where mobile = ${phone})) as known,
        (select language from customers where mobile = ${phone}) as customer_language,
        ${counted(ip ? SEND_COUNTERS.address(ip) : null, MINUTE_MS, HOUR_MS)} as address,
        ${counted(network ? SEND_COUNTERS.network(network) : null, MINUTE_MS, HOUR_MS)} as network,
        ${counted(SEND_COUNTERS.minute("known"), MINUTE_MS, HOUR_MS)} as known_hour,
        ${counted(SEND_COUNTERS.hour("known"), HOUR_MS, DAY_MS)} as known_day,
        ${counted(SEND_COUNTERS.minute("unknown"), MINUTE_MS, HOUR_MS)} as unknown_hour,
        ${counted(SEND_COUNTERS.hour("unknown"), HOUR_MS, DAY_MS)} as unknown_day
      from (select 1) as one
      left join lateral (
        select id, resend_after, consumed_at from otp_challenges
        where phone = ${phone} and purpose = ${purpose} order by created_at desc limit 1
      ) as newest on true`.execute(trx);
    const seen = rows[0];
    const newest = seen.id ? { id: seen.id, resendAfter: seen.resendAfter!, consumedAt: seen.consumedAt } : undefined;
    const live = liveChallengeOf(newest, now);
    if (live && live.secondsLeft > 0) {
      return { ok: false, reason: "too-soon", secondsLeft: live.secondsLeft, held: live.id === input.heldChallengeId } as const;
    }
    if (Number(seen.phoneHour) >= config.OTP_SENDS_PER_PHONE_PER_HOUR || Number(seen.phoneDay) >= config.OTP_SENDS_PER_PHONE_PER_DAY) {
      return { ok: false, reason: "phone-limit" } as const;
    }
    if (ip && Number(seen.address) >= config.OTP_SENDS_PER_ADDRESS_PER_HOUR) return { ok: false, reason: "address-limit" } as const;
    const audience: SmsAudience = seen.known ? "known" : "unknown";
    if (audience === "unknown" && network && Number(seen.network) >= config.OTP_SENDS_PER_NETWORK_PER_HOUR) {
      return { ok: false, reason: "address-limit" } as const;
    }
    const budget = budgetsOf(config)[audience];
    const spentHour = Number(audience === "known" ? seen.knownHour : seen.unknownHour);
    const spentDay = Number(audience === "known" ? seen.knownDay : seen.unknownDay);
    if (spentHour >= budget.hour || spentDay >= budget.day) {
      const window = spentHour >= budget.hour ? "hour" : "day";
      return { ok: false, reason: "budget-exceeded", audience, window, sent: window === "hour" ? spentHour : spentDay } as const;
    }
    counters = countersFor(audience);
    // In one statement: a new code retires every earlier one for this number and purpose, and
    // the send is counted.
    await trx
      .with("retired", (w) =>
        w
          .updateTable("otpChallenges")
          .set({ consumedAt: now })
          .where("phone", "=", phone)
          .where("purpose", "=", purpose)
          .where("consumedAt", "is", null),
      )
      .with("counted", (w) =>
        w
          .insertInto("otpSendCounts")
          .values(counters.map((c) => ({ ...c, sends: 1 })))
          .onConflict((oc) => oc.columns(["scope", "windowStart"]).doUpdateSet({ sends: sql`otp_send_counts.sends + 1` })),
      )
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
    return { ok: true, language: seen.customerLanguage ?? input.language ?? "en" } as const;
  });
  if (!decision.ok) {
    if (decision.reason !== "budget-exceeded") return decision;
    // Someone is probably pumping SMS through the site: OTP sends to that audience stop until
    // the window passes, and whoever watches the log must look now.
    logger.error("SMS budget spent: OTP sends stopped", {
      audience: decision.audience,
      window: decision.window,
      sent: decision.sent,
      budget: budgetsOf(config)[decision.audience][decision.window],
    });
    return { ok: false, reason: "budget-exceeded" };
  }

  try {
    await messenger().sendSms({
      to: toE164India(phone),
      text: otpSmsText(code, OTP_POLICY.ttlSeconds / 60, purpose, decision.language),
      otp: code,
    });
  } catch {
    // Not sent: neither the code nor the send counts.
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom("otpChallenges").where("id", "=", challengeId).execute();
      for (const c of counters) {
        await trx
          .updateTable("otpSendCounts")
          .set({ sends: sql`sends - 1` })
          .where("scope", "=", c.scope)
          .where("windowStart", "=", c.windowStart)
          .execute();
      }
    });
    return { ok: false, reason: "send-failed" };
  }
  return { ok: true, challengeId, resendInSeconds: OTP_POLICY.resendAfterSeconds[purpose] };
}

/** "Resend OTP": a send like any other, by the browser that holds `challengeId`. */
export async function resendOtp(input: {
  challengeId: string | undefined;
  phone: string;
  purpose: OtpPurpose;
  ip: string | null;
  now?: Date;
  language?: Language;
}): Promise<ResendResult> {
  const { challengeId, ...rest } = input;
  return sendOtp({ ...rest, heldChallengeId: challengeId });
}

/**
 * Seconds until a new code may be sent to this challenge's number for its purpose (0 when it
 * may), for the countdown the page renders; null when there is no such challenge.
 */
export async function secondsUntilResend(challengeId: string, now = new Date()): Promise<number | null> {
  const db = await getDb();
  const row = await db.selectFrom("otpChallenges").select(["phone", "purpose"]).where("id", "=", challengeId).executeTakeFirst();
  if (!row) return null;
  return (await liveChallenge(db, row.phone, row.purpose as OtpPurpose, now))?.secondsLeft ?? 0;
}

/**
 * Checks a code against the challenge; a right code is used up, three wrong ones kill it.
 * No transaction or row lock: each outcome is one conditional update, so of two parallel
 * tries with the right code only one uses it, and parallel wrong ones each count.
 */
export async function verifyOtp(input: {
  challengeId: string;
  phone: string;
  purpose: OtpPurpose;
  code: string;
  now?: Date;
}): Promise<VerifyResult> {
  const now = input.now ?? new Date();
  const db = await getDb();
  const challenge = await db.selectFrom("otpChallenges").selectAll().where("id", "=", input.challengeId).executeTakeFirst();
  if (!challenge || challenge.phone !== input.phone || challenge.purpose !== input.purpose || challenge.consumedAt) {
    return { ok: false, reason: "not-found" };
  }
  if (challenge.attempts >= OTP_POLICY.maxWrongAttempts) return { ok: false, reason: "too-many-attempts" };
  if (challenge.expiresAt <= now) return { ok: false, reason: "expired" };
  const live = db
    .updateTable("otpChallenges")
    .where("id", "=", challenge.id)
    .where("consumedAt", "is", null)
    .where("attempts", "<", OTP_POLICY.maxWrongAttempts);

  const expected = Buffer.from(challenge.codeHash);
  const actual = Buffer.from(hashCode(challenge.id, input.phone, input.purpose, input.code));
  if (expected.length === actual.length && crypto.timingSafeEqual(expected, actual)) {
    const used = await live.set({ consumedAt: now }).where("expiresAt", ">", now).returning("id").executeTakeFirst();
    // Used, retired or killed by another request in the meantime.
    return used ? { ok: true } : { ok: false, reason: "not-found" };
  }
  const counted = await live
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .returning("attempts")
    .executeTakeFirst();
  // Killed (or used) by parallel tries in the meantime.
  if (!counted) return { ok: false, reason: "too-many-attempts" };
  return counted.attempts >= OTP_POLICY.maxWrongAttempts
    ? { ok: false, reason: "too-many-attempts" }
    : { ok: false, reason: "wrong-code", attemptsLeft: OTP_POLICY.maxWrongAttempts - counted.attempts };
}

/**
 * The OTP SMS sent in each of the last 24 hours by audience, and each budget's use as the
 * sends are checked against it (the last 60 minutes, the last 24 hours), for the dashboard.
 */
export async function smsSendsOverview(now = new Date()): Promise<{
  hours: Array<{ start: Date; known: number; unknown: number }>;
  budgets: SmsBudgetUse[];
}> {
  const db = await getDb();
  const dayAgo = new Date(startOf(now, HOUR_MS).getTime() - 23 * HOUR_MS);
  const rows = await db
    .selectFrom("otpSendCounts")
    .select(["scope", "windowStart", "sends"])
    .where("scope", "in", [
      SEND_COUNTERS.hour("known"),
      SEND_COUNTERS.hour("unknown"),
      SEND_COUNTERS.minute("known"),
      SEND_COUNTERS.minute("unknown"),
    ])
    .where("windowStart", ">=", dayAgo)
    .execute();
  const hours = Array.from({ length: 24 }, (_, i) => ({ start: new Date(dayAgo.getTime() + i * HOUR_MS), known: 0, unknown: 0 }));
  const hourAgo = new Date(now.getTime() - HOUR_MS - MINUTE_MS);
  const lastHour = { known: 0, unknown: 0 };
  for (const row of rows) {
    const [audience, unit] = row.scope.split(":") as [SmsAudience, "minute" | "hour"];
    if (unit === "hour") {
      const slot = hours[Math.floor((row.windowStart.getTime() - dayAgo.getTime()) / HOUR_MS)];
      if (slot) slot[audience] += Number(row.sends);
    } else if (row.windowStart > hourAgo) lastHour[audience] += Number(row.sends);
  }
  const budgets = budgetsOf(env());
  const day = (audience: SmsAudience) => hours.reduce((sum, h) => sum + h[audience], 0);
  return {
    hours,
    budgets: (["known", "unknown"] as const).map((audience) => ({
      audience,
      hour: { sent: lastHour[audience], budget: budgets[audience].hour },
      day: { sent: day(audience), budget: budgets[audience].day },
    })),
  };
}
