import crypto from "node:crypto";

import { sql } from "kysely";

import type { Language } from "~/domain/language";
import { isValidIndianMobile, toE164India } from "~/domain/phone";
import type { SmsAudience, SmsBudgetUse } from "~/domain/sms-budget";
import { networkKey, wideNetworkKey } from "~/infra/client-address.server";
import { getDb } from "~/infra/db.server";
import { deviceHash } from "~/infra/device-cookie.server";
import { env } from "~/infra/env.server";
import { logger } from "~/infra/logger.server";
import { messenger, otpSmsText } from "~/infra/messaging.server";

import { countedSends, DAY_MS, HOUR_MS, lockSmsBudget, MINUTE_MS, SEND_COUNTERS, smsBudgets, startOf } from "./sms-budget.server";

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
  | { ok: false; reason: "invalid-phone" | "phone-limit" | "address-limit" | "send-failed" };

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

/** The newest challenge of a requester for a number and purpose; its code used, it holds back no send. */
function liveChallengeOf(newest: { id: string; resendAfter: Date; consumedAt: Date | null } | undefined, now: Date) {
  if (!newest || newest.consumedAt) return null;
  return { id: newest.id, secondsLeft: secondsBetween(newest.resendAfter, now) };
}

/**
 * The share of each SMS budget kept for devices that signed in with their number before:
 * strangers are withheld from the last tenth, so a returning customer gets a code ahead of them.
 */
const STRANGERS_SHARE = 0.9;

// Whom an SMS goes to (SmsAudience): a number with an account (a customer or an astrologer,
// who proved it with a code when registering) or any other. Bots pumping SMS can only reach the
// second budget, so returning customers always get their code.

/**
 * How long a real send has lately taken (a moving average): a withheld code waits as long, so
 * the time of the answer does not tell a withheld code from a sent one.
 */
let typicalSendMs = 0;
const noteSendTime = (ms: number) => (typicalSendMs = typicalSendMs === 0 ? ms : typicalSendMs * 0.8 + ms * 0.2);

/** Why a code was made but not sent: a cap or budget that only numbers of one audience meet. */
type WithheldReason = "network" | "wide-network" | "burst" | "hour" | "day";

/**
 * Sends a new code for a number and purpose, whichever form asks (sign-in, resend, deletion),
 * and retires the earlier ones of the same requester. The requester is the device that asks,
 * when it signed in with this number before (`deviceId`, its cookie), else its address: one
 * requester's sends never retire, hold back or use up another's, so a stranger asking for a
 * customer's number cannot lock its owner out (decision 078).
 *
 * Refused, with an answer that says so: while the requester's last code's countdown runs (spec:
 * 59 s for sign-in, 60 s for deletion), beyond the caps per number and requester (and, for
 * strangers, per number and network, and for all strangers together), and beyond the cap per
 * address. None of these depends on whether the number has an account.
 *
 * Withheld, with an answer exactly like a sent code's: beyond the network caps on numbers
 * without an account (/24 and /16, IPv6 /48 and /32) and beyond an SMS budget (its steady
 * share of the hour, its hour, its day). These depend on the number's audience, so telling them
 * apart would tell whether a number has an account; the log and the dashboard say what happened.
 *
 * `heldChallengeId` is the challenge the asking browser already holds, if any: a refusal says
 * whether that is the live one, so the page can go on to it instead of showing an error.
 */
export async function sendOtp(input: {
  phone: string;
  purpose: OtpPurpose;
  ip: string | null;
  /** The asking browser's device cookie (device-cookie.server), if it has one. */
  deviceId?: string | null;
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
  const wide = ip ? wideNetworkKey(ip) : null;
  const device = input.deviceId ? deviceHash(input.deviceId) : null;
  const perMinute = (scope: string) => ({ scope, windowStart: startOf(now, MINUTE_MS) });
  const countersFor = (audience: SmsAudience | "withheld") => [
    perMinute(SEND_COUNTERS.minute(audience)),
    { scope: SEND_COUNTERS.hour(audience), windowStart: startOf(now, HOUR_MS) },
    ...(ip ? [perMinute(SEND_COUNTERS.address(ip))] : []),
    ...(network && audience === "unknown" ? [perMinute(SEND_COUNTERS.network(network))] : []),
    ...(wide && audience === "unknown" ? [perMinute(SEND_COUNTERS.wideNetwork(wide))] : []),
  ];
  let counters = countersFor("unknown");

  const decision = await db.transaction().execute(async (trx) => {
    // The phone's lock serialises sends per number, so two parallel requests cannot both pass
    // the wait or the caps; the budget's lock, always taken second (so no two sends wait on
    // each other in a cycle) and held to the commit, keeps parallel sends from overshooting
    // the site's budget. Both are taken before anything is read, so what is read next sees
    // every earlier send committed.
    await sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`.execute(trx);
    await lockSmsBudget(trx);
    const trusted = device
      ? Boolean(
          await trx.selectFrom("otpDevices").select("phone").where("phone", "=", phone).where("deviceHash", "=", device).executeTakeFirst(),
        )
      : false;
    const requester = trusted ? `device:${device}` : `address:${ip ?? "unknown"}`;
    const counted = (scope: string | null, unitMs: number, windowMs: number) => countedSends(scope, unitMs, windowMs, now);
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const dayAgo = new Date(now.getTime() - DAY_MS);
    const burstMs = config.SMS_BUDGET_BURST_MINUTES * MINUTE_MS;
    // Everything the decision needs in one statement: the requester's newest challenge for this
    // number and purpose, the number's sends by this requester, by this network's strangers and
    // by all strangers, whether it has an account, and the address's, the networks' and both
    // audiences' counters.
    const { rows } = await sql<{
      id: string | null;
      resendAfter: Date | null;
      consumedAt: Date | null;
      requesterHour: number;
      requesterDay: number;
      networkHour: number;
      networkDay: number;
      strangersDay: number;
      known: boolean;
      customerLanguage: Language | null;
      address: number;
      network: number;
      wideNetwork: number;
      knownHour: number;
      knownDay: number;
      unknownBurst: number;
      unknownHour: number;
      unknownDay: number;
    }>`
      select newest.id, newest.resend_after, newest.consumed_at,
        (select count(*) from otp_challenges where phone = ${phone} and requester = ${requester} and created_at > ${hourAgo}) as requester_hour,
        (select count(*) from otp_challenges where phone = ${phone} and requester = ${requester} and created_at > ${dayAgo}) as requester_day,
        (select count(*) from otp_challenges where phone = ${phone} and not trusted and network = ${network} and created_at > ${hourAgo}) as network_hour,
        (select count(*) from otp_challenges where phone = ${phone} and not trusted and network = ${network} and created_at > ${dayAgo}) as network_day,
        (select count(*) from otp_challenges where phone = ${phone} and not trusted and created_at > ${dayAgo}) as strangers_day,
        (exists (select 1 from customers where mobile = ${phone}) or exists (select 1 from astrologers where mobile = ${phone})) as known,
        (select language from customers where mobile = ${phone}) as customer_language,
        ${counted(ip ? SEND_COUNTERS.address(ip) : null, MINUTE_MS, HOUR_MS)} as address,
        ${counted(network ? SEND_COUNTERS.network(network) : null, MINUTE_MS, HOUR_MS)} as network,
        ${counted(wide ? SEND_COUNTERS.wideNetwork(wide) : null, MINUTE_MS, HOUR_MS)} as wide_network,
        ${counted(SEND_COUNTERS.minute("known"), MINUTE_MS, HOUR_MS)} as known_hour,
        ${counted(SEND_COUNTERS.hour("known"), HOUR_MS, DAY_MS)} as known_day,
        ${counted(SEND_COUNTERS.minute("unknown"), MINUTE_MS, burstMs)} as unknown_burst,
        ${counted(SEND_COUNTERS.minute("unknown"), MINUTE_MS, HOUR_MS)} as unknown_hour,
        ${counted(SEND_COUNTERS.hour("unknown"), HOUR_MS, DAY_MS)} as unknown_day
      from (select 1) as one
      left join lateral (
        select id, resend_after, consumed_at from otp_challenges
        where phone = ${phone} and purpose = ${purpose} and requester = ${requester} order by created_at desc limit 1
      ) as newest on true`.execute(trx);
    const seen = rows[0];
    const newest = seen.id ? { id: seen.id, resendAfter: seen.resendAfter!, consumedAt: seen.consumedAt } : undefined;
    const live = liveChallengeOf(newest, now);
    if (live && live.secondsLeft > 0) {
      return { ok: false, reason: "too-soon", secondsLeft: live.secondsLeft, held: live.id === input.heldChallengeId } as const;
    }
    const perPhone = { hour: config.OTP_SENDS_PER_PHONE_PER_HOUR, day: config.OTP_SENDS_PER_PHONE_PER_DAY };
    if (Number(seen.requesterHour) >= perPhone.hour || Number(seen.requesterDay) >= perPhone.day) {
      return { ok: false, reason: "phone-limit" } as const;
    }
    if (!trusted) {
      if (network && (Number(seen.networkHour) >= perPhone.hour || Number(seen.networkDay) >= perPhone.day)) {
        return { ok: false, reason: "phone-limit" } as const;
      }
      if (Number(seen.strangersDay) >= config.OTP_SENDS_PER_PHONE_FROM_STRANGERS_PER_DAY)
        return { ok: false, reason: "phone-limit" } as const;
      if (ip && Number(seen.address) >= config.OTP_SENDS_PER_ADDRESS_PER_HOUR) return { ok: false, reason: "address-limit" } as const;
    }
    const audience: SmsAudience = seen.known ? "known" : "unknown";
    const budget = smsBudgets()[audience];
    const share = trusted ? 1 : STRANGERS_SHARE;
    const spent = {
      burst: audience === "unknown" ? Number(seen.unknownBurst) : 0,
      hour: Number(audience === "known" ? seen.knownHour : seen.unknownHour),
      day: Number(audience === "known" ? seen.knownDay : seen.unknownDay),
    };
    const limit = {
      burst: Math.max(1, Math.floor((budget.hour * config.SMS_BUDGET_BURST_MINUTES * share) / 60)),
      hour: Math.floor(budget.hour * share),
      day: Math.floor(budget.day * share),
    };
    const strangerAskingForNew = audience === "unknown" && !trusted;
    const withheld: WithheldReason | null =
      strangerAskingForNew && network && Number(seen.network) >= config.OTP_SENDS_PER_NETWORK_PER_HOUR
        ? "network"
        : strangerAskingForNew && wide && Number(seen.wideNetwork) >= config.OTP_SENDS_PER_WIDE_NETWORK_PER_HOUR
          ? "wide-network"
          : spent.hour >= limit.hour
            ? "hour"
            : spent.day >= limit.day
              ? "day"
              : audience === "unknown" && spent.burst >= limit.burst
                ? "burst"
                : null;
    counters = countersFor(withheld ? "withheld" : audience);
    // In one statement: a new code retires the requester's earlier ones for this number and
    // purpose (never another requester's), and the send is counted. A withheld code is made
    // and kept like a sent one, so the page that follows is the same; its code is never sent.
    await trx
      .with("retired", (w) =>
        w
          .updateTable("otpChallenges")
          .set({ consumedAt: now })
          .where("phone", "=", phone)
          .where("purpose", "=", purpose)
          .where("requester", "=", requester)
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
        requester,
        network,
        trusted,
        withheld: withheld !== null,
        expiresAt: new Date(now.getTime() + OTP_POLICY.ttlSeconds * 1000),
        resendAfter: new Date(now.getTime() + OTP_POLICY.resendAfterSeconds[purpose] * 1000),
        createdAt: now,
      })
      .execute();
    if (withheld) return { ok: true, withheld, audience, spent, limit } as const;
    return { ok: true, withheld: null, language: seen.customerLanguage ?? input.language ?? "en" } as const;
  });
  if (!decision.ok) return decision;
  const sent = { ok: true, challengeId, resendInSeconds: OTP_POLICY.resendAfterSeconds[purpose] } as const;

  if (decision.withheld) {
    // Someone is probably pumping SMS through the site, or walking through numbers: whoever
    // watches the log must look now. The asker is answered as if the code went.
    const { withheld, audience, spent, limit } = decision;
    if (withheld === "network" || withheld === "wide-network") {
      logger.warn("OTP withheld: network cap", { network: withheld === "network" ? network : wide, purpose });
    } else {
      logger.error("SMS budget spent: OTP codes withheld", {
        audience,
        window: withheld,
        sent: spent[withheld],
        budget: limit[withheld],
        purpose,
      });
    }
    await new Promise((resolve) => setTimeout(resolve, typicalSendMs));
    return sent;
  }

  const started = performance.now();
  try {
    await messenger().sendSms({
      to: toE164India(phone),
      text: otpSmsText(code, OTP_POLICY.ttlSeconds / 60, purpose, decision.language),
      otp: code,
    });
    noteSendTime(performance.now() - started);
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
  return sent;
}

/** "Resend OTP": a send like any other, by the browser that holds `challengeId`. */
export async function resendOtp(input: {
  challengeId: string | undefined;
  phone: string;
  purpose: OtpPurpose;
  ip: string | null;
  deviceId?: string | null;
  now?: Date;
  language?: Language;
}): Promise<ResendResult> {
  const { challengeId, ...rest } = input;
  return sendOtp({ ...rest, heldChallengeId: challengeId });
}

/**
 * Seconds until the requester of this challenge may have a new code sent to its number for its
 * purpose (0 when it may), for the countdown the page renders; null when there is no such challenge.
 */
export async function secondsUntilResend(challengeId: string, now = new Date()): Promise<number | null> {
  const db = await getDb();
  const row = await db
    .selectFrom("otpChallenges")
    .select(["phone", "purpose", "requester"])
    .where("id", "=", challengeId)
    .executeTakeFirst();
  if (!row) return null;
  const newest = await db
    .selectFrom("otpChallenges")
    .select(["id", "resendAfter", "consumedAt"])
    .where("phone", "=", row.phone)
    .where("purpose", "=", row.purpose)
    .where((eb) => (row.requester === null ? eb("requester", "is", null) : eb("requester", "=", row.requester)))
    .orderBy("createdAt", "desc")
    .limit(1)
    .executeTakeFirst();
  return liveChallengeOf(newest, now)?.secondsLeft ?? 0;
}

/**
 * Checks a code against the challenge; a right code is used up, three wrong ones kill it. A
 * challenge asked for by a stranger (no device that signed in with the number before) is also
 * refused once strangers have made OTP_WRONG_TRIES_PER_PHONE_PER_DAY wrong tries at that number
 * in 24 hours, across codes: a guesser's chances grow with tries, not with codes. Tries at one
 * number are taken in turn (a lock on the number), so parallel ones cannot pass the caps together.
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
  const config = env();
  return db.transaction().execute(async (trx): Promise<VerifyResult> => {
    await sql`select pg_advisory_xact_lock(hashtext(${`otp-verify:${input.phone}`}))`.execute(trx);
    const challenge = await trx.selectFrom("otpChallenges").selectAll().where("id", "=", input.challengeId).executeTakeFirst();
    if (!challenge || challenge.phone !== input.phone || challenge.purpose !== input.purpose || challenge.consumedAt) {
      return { ok: false, reason: "not-found" };
    }
    if (challenge.attempts >= OTP_POLICY.maxWrongAttempts) return { ok: false, reason: "too-many-attempts" };
    if (challenge.expiresAt <= now) return { ok: false, reason: "expired" };
    if (!challenge.trusted) {
      const wrong = await trx
        .selectFrom("otpChallenges")
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("attempts"), eb.lit(0)).as("tries"))
        .where("phone", "=", input.phone)
        .where("trusted", "=", false)
        .where("createdAt", ">", new Date(now.getTime() - DAY_MS))
        .executeTakeFirstOrThrow();
      if (Number(wrong.tries) >= config.OTP_WRONG_TRIES_PER_PHONE_PER_DAY) {
        logger.warn("OTP tries refused: wrong tries at this number from strangers", { purpose: input.purpose, tries: Number(wrong.tries) });
        return { ok: false, reason: "too-many-attempts" };
      }
    }
    const live = trx
      .updateTable("otpChallenges")
      .where("id", "=", challenge.id)
      .where("consumedAt", "is", null)
      .where("attempts", "<", OTP_POLICY.maxWrongAttempts);

    const expected = Buffer.from(challenge.codeHash);
    const actual = Buffer.from(hashCode(challenge.id, input.phone, input.purpose, input.code));
    if (expected.length === actual.length && crypto.timingSafeEqual(expected, actual)) {
      const used = await live.set({ consumedAt: now }).where("expiresAt", ">", now).returning("id").executeTakeFirst();
      return used ? { ok: true } : { ok: false, reason: "not-found" };
    }
    const counted = await live
      .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
      .returning("attempts")
      .executeTakeFirst();
    if (!counted) return { ok: false, reason: "too-many-attempts" };
    return counted.attempts >= OTP_POLICY.maxWrongAttempts
      ? { ok: false, reason: "too-many-attempts" }
      : { ok: false, reason: "wrong-code", attemptsLeft: OTP_POLICY.maxWrongAttempts - counted.attempts };
  });
}

/**
 * Remembers that this device proved this number with a code, so the number's caps count it
 * apart from strangers from now on (sendOtp). Kept while used, for a year after the last use.
 */
export async function rememberDevice(input: { phone: string; deviceId: string; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  const db = await getDb();
  await db
    .insertInto("otpDevices")
    .values({ phone: input.phone, deviceHash: deviceHash(input.deviceId), createdAt: now, lastUsedAt: now })
    .onConflict((oc) => oc.columns(["phone", "deviceHash"]).doUpdateSet({ lastUsedAt: now }))
    .execute();
}

/**
 * The OTP SMS sent in each of the last 24 hours by audience, the codes withheld (made but not
 * sent: a network cap or a budget), and each budget's use as the sends are checked against it
 * (the last 60 minutes, the last 24 hours), for the dashboard.
 */
export async function smsSendsOverview(now = new Date()): Promise<{
  hours: Array<{ start: Date; known: number; unknown: number; withheld: number }>;
  budgets: SmsBudgetUse[];
  withheld: { hour: number; day: number };
}> {
  const db = await getDb();
  const dayAgo = new Date(startOf(now, HOUR_MS).getTime() - 23 * HOUR_MS);
  const kinds = ["known", "unknown", "withheld"] as const;
  const rows = await db
    .selectFrom("otpSendCounts")
    .select(["scope", "windowStart", "sends"])
    .where(
      "scope",
      "in",
      kinds.flatMap((kind) => [SEND_COUNTERS.hour(kind), SEND_COUNTERS.minute(kind)]),
    )
    .where("windowStart", ">=", dayAgo)
    .execute();
  const hours = Array.from({ length: 24 }, (_, i) => ({
    start: new Date(dayAgo.getTime() + i * HOUR_MS),
    known: 0,
    unknown: 0,
    withheld: 0,
  }));
  const hourAgo = new Date(now.getTime() - HOUR_MS - MINUTE_MS);
  const lastHour = { known: 0, unknown: 0, withheld: 0 };
  for (const row of rows) {
    const [kind, unit] = row.scope.split(":") as [(typeof kinds)[number], "minute" | "hour"];
    if (unit === "hour") {
      const slot = hours[Math.floor((row.windowStart.getTime() - dayAgo.getTime()) / HOUR_MS)];
      if (slot) slot[kind] += Number(row.sends);
    } else if (row.windowStart > hourAgo) lastHour[kind] += Number(row.sends);
  }
  const budgets = smsBudgets();
  const day = (kind: (typeof kinds)[number]) => hours.reduce((sum, h) => sum + h[kind], 0);
  return {
    hours,
    budgets: (["known", "unknown"] as const).map((audience) => ({
      audience,
      hour: { sent: lastHour[audience], budget: budgets[audience].hour },
      day: { sent: day(audience), budget: budgets[audience].day },
    })),
    withheld: { hour: lastHour.withheld, day: day("withheld") },
  };
}
