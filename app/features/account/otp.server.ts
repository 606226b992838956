import crypto from "node:crypto";

import { sql } from "kysely";

import { DAY_MS, HOUR_MS, MINUTE_MS } from "~/clock/india-clock";
import type { Language } from "~/domain/language";
import { isValidIndianMobile, toE164India } from "~/domain/phone";
import type { SmsAudience } from "~/domain/sms-budget";
import { networkKey, wideNetworkKey } from "~/infra/client-address.server";
import { getDb } from "~/infra/db.server";
import { deviceHash } from "~/infra/device-cookie.server";
import { env } from "~/infra/env.server";
import { logger } from "~/infra/logger.server";
import { messenger, otpSmsText } from "~/infra/messaging.server";
import { countedSends, lockSmsBudget, SEND_COUNTERS, smsBudgets, startOf, whenCounterFrees } from "~/services/sms-budget.server";

import { isRememberedDevice } from "./remembered-devices.server";

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
  /**
   * No code can be sent for this requester now: `retryAt` is when the first cap in the way has
   * room again, and `cause` says whose doing it is, so the page tells what is true: `network`,
   * codes asked for from the requester's network; `tries`, wrong codes entered from its network
   * or for this number; `pressure`, the site's codes or checks shared out under an attack.
   */
  | { ok: false; reason: "busy"; retryAt: Date; cause: BusyCause }
  | { ok: false; reason: "invalid-phone" | "phone-limit" | "address-limit" | "send-failed" };

export type ResendResult = SendResult;

export type BusyCause = "network" | "tries" | "pressure";

export type VerifyResult =
  | { ok: true }
  | { ok: false; reason: "wrong-code"; attemptsLeft: number }
  /** Not checked: a cap on strangers' wrong codes is met; said with when checks resume, never as a wrong code. */
  | { ok: false; reason: "tries-paused"; retryAt: Date; cause: Exclude<BusyCause, "network"> }
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

/** Why a code was made but not sent: a budget of one audience, spent by others than strangers too. */
type WithheldReason = "burst" | "hour" | "day";

/** Why no code can be sent for a requester now (SendResult's `busy`), each with its cause. */
const BUSY_CAUSE = {
  network: "network",
  "wide-network": "network",
  "network-tries": "tries",
  "wide-network-tries": "tries",
  "phone-tries": "tries",
  "network-phone-tries": "tries",
  "site-tries": "pressure",
  "network-share": "pressure",
  "wide-network-share": "pressure",
  "strangers-window": "pressure",
  "strangers-hour": "pressure",
  "strangers-day": "pressure",
} as const satisfies Record<string, BusyCause>;
type BusyReason = keyof typeof BUSY_CAUSE;

const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("base64url");

/** Who asks for a code: its address, and the asking browser's keys where it has them (sendOtp says how each counts). */
export type OtpRequester = {
  ip: string | null;
  /** The asking browser's device cookie (device-cookie.server), if it has one. */
  deviceId?: string | null;
  /** The asking browser's own random key, kept in its session: the code is this browser's. */
  browserId?: string | null;
};

/** A code asked for: the number and purpose, who asks and when. */
type OtpRequest = OtpRequester & {
  phone: string;
  purpose: OtpPurpose;
  now?: Date;
  /** The edition the code was asked for from; a customer's SMS comes in their account's language. */
  language?: Language;
};

/**
 * Sends a new code for a number and purpose, whichever form asks (sign-in, resend, deletion),
 * and retires the earlier ones of the same requester. The requester is the device that asks,
 * when it signed in with this number before (`deviceId`, its cookie), else the asking browser
 * (`browserId`, a key its session keeps), else its address: a code belongs to whoever asked for
 * it, and nobody else's send retires it (decision 078, 104).
 *
 * Refused, with an answer that says so, and the same for numbers with and without an account:
 * - while the requester's last code's countdown runs (spec: 59 s for sign-in, 60 s for
 *   deletion), or, for strangers, another browser's at the same address;
 * - beyond the caps per number and address, per number and network, and for all strangers
 *   together per number (past which each network still has its own few codes a day, so no
 *   network spends another's);
 * - `busy`, with the time to try again, beyond what the requester's side may spend: the cap per
 *   address, the strangers' caps per /24 and /16, a /24's and then a /16's share of the budget's
 *   window under pressure, the strangers' budget (its window, hour and day), and the strangers'
 *   wrong codes from the /24, the /16 and the site, and at this number from its network and from
 *   all: a code is sent only while its three tries can all be checked. Each counts strangers'
 *   codes and tries for any number, so none of them tells whether a number has an account.
 *
 * Withheld, with an answer exactly like a sent code's: beyond an audience's own SMS budget, which
 * browsers that signed in before spend too. This depends on the number's audience, so telling it
 * apart would tell whether a number has an account; the log and the dashboard say what happened.
 *
 * `heldChallengeId` is the challenge the asking browser already holds, if any: a refusal says
 * whether that is the live one, so the page can go on to it instead of showing an error.
 */
export async function sendOtp(input: OtpRequest & { heldChallengeId?: string }): Promise<SendResult> {
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
  const countersFor = (audience: SmsAudience | "withheld", trusted: boolean) => [
    perMinute(SEND_COUNTERS.minute(audience)),
    { scope: SEND_COUNTERS.hour(audience), windowStart: startOf(now, HOUR_MS) },
    ...(ip ? [perMinute(SEND_COUNTERS.address(ip))] : []),
    ...(trusted
      ? []
      : [
          perMinute(SEND_COUNTERS.minute("strangers")),
          { scope: SEND_COUNTERS.hour("strangers"), windowStart: startOf(now, HOUR_MS) },
          ...(network ? [perMinute(SEND_COUNTERS.network(network))] : []),
          ...(wide ? [perMinute(SEND_COUNTERS.wideNetwork(wide))] : []),
        ]),
  ];
  let counters = countersFor("unknown", false);

  const decision = await db.transaction().execute(async (trx) => {
    // The phone's lock serialises sends per number, so two parallel requests cannot both pass
    // the wait or the caps; the budget's lock, always taken second (so no two sends wait on
    // each other in a cycle) and held to the commit, keeps parallel sends from overshooting
    // the site's budget. Both are taken before anything is read, so what is read next sees
    // every earlier send committed.
    await sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`.execute(trx);
    await lockSmsBudget(trx);
    const trusted = device ? await isRememberedDevice(trx, phone, device) : false;
    const requester = trusted ? `device:${device}` : input.browserId ? `browser:${sha256(input.browserId)}` : `address:${ip ?? "unknown"}`;
    // A device's caps per number are its own; a stranger's are its address's, however many
    // browsers (or cleared cookies) it asks from.
    const capped = trusted ? sql`requester = ${requester}` : sql`not trusted and ip is not distinct from ${ip}`;
    const counted = (scope: string | null, unitMs: number, windowMs: number) => countedSends(scope, unitMs, windowMs, now);
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const dayAgo = new Date(now.getTime() - DAY_MS);
    const windowMs = config.SMS_BUDGET_BURST_MINUTES * MINUTE_MS;
    // Everything the decision needs in one statement: the requester's newest challenge for this
    // number and purpose, the live countdown of other browsers at this address, the number's
    // sends and wrong tries by this requester, by this network's strangers and by all strangers,
    // whether it has an account, and the counters of the address, the networks, the strangers,
    // their wrong tries and both audiences.
    const { rows } = await sql<{
      id: string | null;
      resendAfter: Date | null;
      consumedAt: Date | null;
      addressResendAfter: Date | null;
      requesterHour: number;
      requesterDay: number;
      networkHour: number;
      networkDay: number;
      strangersDay: number;
      networkPhoneTries: number;
      phoneTries: number;
      phoneTriedSince: Date | null;
      networkPhoneTriedSince: Date | null;
      known: boolean;
      customerLanguage: Language | null;
      address: number;
      network: number;
      wideNetwork: number;
      networkWindow: number;
      wideWindow: number;
      networkTries: number;
      wideTries: number;
      siteTries: number;
      strangersWindow: number;
      strangersHour: number;
      strangersDayCount: number;
      knownHour: number;
      knownDay: number;
      unknownBurst: number;
      unknownHour: number;
      unknownDay: number;
    }>`
      select newest.id, newest.resend_after, newest.consumed_at,
        (select max(resend_after) from otp_challenges where phone = ${phone} and purpose = ${purpose} and not trusted
          and ip is not distinct from ${ip} and consumed_at is null and created_at > ${hourAgo}) as address_resend_after,
        (select count(*) from otp_challenges where phone = ${phone} and ${capped} and created_at > ${hourAgo}) as requester_hour,
        (select count(*) from otp_challenges where phone = ${phone} and ${capped} and created_at > ${dayAgo}) as requester_day,
        (select count(*) from otp_challenges where phone = ${phone} and not trusted and network = ${network} and created_at > ${hourAgo}) as network_hour,
        (select count(*) from otp_challenges where phone = ${phone} and not trusted and network = ${network} and created_at > ${dayAgo}) as network_day,
        (select count(*) from otp_challenges where phone = ${phone} and not trusted and created_at > ${dayAgo}) as strangers_day,
        (select coalesce(sum(attempts), 0) from otp_challenges where phone = ${phone} and not trusted and network = ${network}
          and created_at > ${dayAgo}) as network_phone_tries,
        (select coalesce(sum(attempts), 0) from otp_challenges where phone = ${phone} and not trusted and created_at > ${dayAgo}) as phone_tries,
        (select min(created_at) from otp_challenges where phone = ${phone} and not trusted and attempts > 0
          and created_at > ${dayAgo}) as phone_tried_since,
        (select min(created_at) from otp_challenges where phone = ${phone} and not trusted and network = ${network} and attempts > 0
          and created_at > ${dayAgo}) as network_phone_tried_since,
        (exists (select 1 from customers where mobile = ${phone}) or exists (select 1 from astrologers where mobile = ${phone})) as known,
        (select language from customers where mobile = ${phone}) as customer_language,
        ${counted(ip ? SEND_COUNTERS.address(ip) : null, MINUTE_MS, HOUR_MS)} as address,
        ${counted(network ? SEND_COUNTERS.network(network) : null, MINUTE_MS, HOUR_MS)} as network,
        ${counted(wide ? SEND_COUNTERS.wideNetwork(wide) : null, MINUTE_MS, HOUR_MS)} as wide_network,
        ${counted(network ? SEND_COUNTERS.network(network) : null, MINUTE_MS, windowMs)} as network_window,
        ${counted(wide ? SEND_COUNTERS.wideNetwork(wide) : null, MINUTE_MS, windowMs)} as wide_window,
        ${counted(network ? SEND_COUNTERS.networkTries(network) : null, HOUR_MS, DAY_MS)} as network_tries,
        ${counted(wide ? SEND_COUNTERS.wideNetworkTries(wide) : null, HOUR_MS, DAY_MS)} as wide_tries,
        ${counted(SEND_COUNTERS.siteTries, HOUR_MS, DAY_MS)} as site_tries,
        ${counted(SEND_COUNTERS.minute("strangers"), MINUTE_MS, windowMs)} as strangers_window,
        ${counted(SEND_COUNTERS.minute("strangers"), MINUTE_MS, HOUR_MS)} as strangers_hour,
        ${counted(SEND_COUNTERS.hour("strangers"), HOUR_MS, DAY_MS)} as strangers_day_count,
        ${counted(SEND_COUNTERS.minute("known"), MINUTE_MS, HOUR_MS)} as known_hour,
        ${counted(SEND_COUNTERS.hour("known"), HOUR_MS, DAY_MS)} as known_day,
        ${counted(SEND_COUNTERS.minute("unknown"), MINUTE_MS, windowMs)} as unknown_burst,
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
    // Another browser at the same address waits for that code's countdown, as the SMS spacing
    // of one number asks; it voids nothing.
    const addressWait = !trusted && seen.addressResendAfter ? secondsBetween(new Date(seen.addressResendAfter), now) : 0;
    if (addressWait > 0) return { ok: false, reason: "too-soon", secondsLeft: addressWait, held: false } as const;
    const perPhone = { hour: config.OTP_SENDS_PER_PHONE_PER_HOUR, day: config.OTP_SENDS_PER_PHONE_PER_DAY };
    if (Number(seen.requesterHour) >= perPhone.hour || Number(seen.requesterDay) >= perPhone.day) {
      return { ok: false, reason: "phone-limit" } as const;
    }
    const budget = smsBudgets();
    const strangersLimit = {
      window: Math.max(1, Math.floor((budget.unknown.hour * config.SMS_BUDGET_BURST_MINUTES * STRANGERS_SHARE) / 60)),
      hour: Math.floor(budget.unknown.hour * STRANGERS_SHARE),
      day: Math.floor(budget.unknown.day * STRANGERS_SHARE),
    };
    if (!trusted) {
      if (network && (Number(seen.networkHour) >= perPhone.hour || Number(seen.networkDay) >= perPhone.day)) {
        return { ok: false, reason: "phone-limit" } as const;
      }
      if (ip && Number(seen.address) >= config.OTP_SENDS_PER_ADDRESS_PER_HOUR) return { ok: false, reason: "address-limit" } as const;
      // What the requester's side may spend, counted over strangers' codes and tries for any
      // number. A code goes only while its three tries fit under every cap on wrong ones, so a
      // try at a code that was sent is never refused unchecked for want of them.
      const fits = (used: number, cap: number) => used + OTP_POLICY.maxWrongAttempts <= cap;
      const allowance = config.OTP_CODES_PER_NETWORK_PER_PHONE_PER_DAY;
      const strangersWindow = Number(seen.strangersWindow);
      const pressure = {
        networks: strangersWindow >= Math.floor(strangersLimit.window / 2),
        wideNetworks: strangersWindow >= Math.floor((strangersLimit.window * 3) / 4),
      };
      const busy: BusyReason | null =
        network && Number(seen.network) >= config.OTP_SENDS_PER_NETWORK_PER_HOUR
          ? "network"
          : wide && Number(seen.wideNetwork) >= config.OTP_SENDS_PER_WIDE_NETWORK_PER_HOUR
            ? "wide-network"
            : network && !fits(Number(seen.networkTries), config.OTP_WRONG_TRIES_PER_NETWORK_PER_DAY)
              ? "network-tries"
              : wide && !fits(Number(seen.wideTries), config.OTP_WRONG_TRIES_PER_WIDE_NETWORK_PER_DAY)
                ? "wide-network-tries"
                : !fits(Number(seen.networkPhoneTries), allowance * OTP_POLICY.maxWrongAttempts)
                  ? "network-phone-tries"
                  : !fits(Number(seen.phoneTries), config.OTP_WRONG_TRIES_PER_PHONE_PER_DAY)
                    ? "phone-tries"
                    : !fits(Number(seen.siteTries), config.OTP_WRONG_TRIES_PER_DAY)
                      ? "site-tries"
                      : network && pressure.networks && Number(seen.networkWindow) >= config.OTP_SENDS_PER_NETWORK_UNDER_PRESSURE
                        ? "network-share"
                        : wide && pressure.wideNetworks && Number(seen.wideWindow) >= config.OTP_SENDS_PER_WIDE_NETWORK_UNDER_PRESSURE
                          ? "wide-network-share"
                          : strangersWindow >= strangersLimit.window
                            ? "strangers-window"
                            : Number(seen.strangersHour) >= strangersLimit.hour
                              ? "strangers-hour"
                              : Number(seen.strangersDayCount) >= strangersLimit.day
                                ? "strangers-day"
                                : null;
      if (busy) {
        const frees = (scope: string, unitMs: number, spanMs: number) => whenCounterFrees(trx, scope, unitMs, spanMs, now);
        // A number's tries are counted by the codes they were made at, each for a day.
        const dayAfter = (since: Date | null) => new Date((since ? new Date(since).getTime() : now.getTime()) + DAY_MS);
        const retryAt = await {
          network: () => frees(SEND_COUNTERS.network(network!), MINUTE_MS, HOUR_MS),
          "wide-network": () => frees(SEND_COUNTERS.wideNetwork(wide!), MINUTE_MS, HOUR_MS),
          "network-tries": () => frees(SEND_COUNTERS.networkTries(network!), HOUR_MS, DAY_MS),
          "wide-network-tries": () => frees(SEND_COUNTERS.wideNetworkTries(wide!), HOUR_MS, DAY_MS),
          "network-phone-tries": () => dayAfter(seen.networkPhoneTriedSince),
          "phone-tries": () => dayAfter(seen.phoneTriedSince),
          "site-tries": () => frees(SEND_COUNTERS.siteTries, HOUR_MS, DAY_MS),
          "network-share": () => frees(SEND_COUNTERS.network(network!), MINUTE_MS, windowMs),
          "wide-network-share": () => frees(SEND_COUNTERS.wideNetwork(wide!), MINUTE_MS, windowMs),
          "strangers-window": () => frees(SEND_COUNTERS.minute("strangers"), MINUTE_MS, windowMs),
          "strangers-hour": () => frees(SEND_COUNTERS.minute("strangers"), MINUTE_MS, HOUR_MS),
          "strangers-day": () => frees(SEND_COUNTERS.hour("strangers"), HOUR_MS, DAY_MS),
        }[busy]();
        return { ok: false, reason: "busy", busy, retryAt } as const;
      }
      // All strangers together may have a day's few codes sent to one number (SMS bombing); past
      // them each network still has its own few, so an attacker on one network never spends
      // the owner's on another, up to as many more as the number's tries leave room for.
      const shared = config.OTP_SENDS_PER_PHONE_FROM_STRANGERS_PER_DAY;
      const ownLeft = Number(seen.networkDay) < allowance;
      const ceiling = shared + Math.floor(config.OTP_WRONG_TRIES_PER_PHONE_PER_DAY / OTP_POLICY.maxWrongAttempts);
      if (Number(seen.strangersDay) >= shared && !(ownLeft && Number(seen.strangersDay) < ceiling))
        return { ok: false, reason: "phone-limit" } as const;
    }
    const audience: SmsAudience = seen.known ? "known" : "unknown";
    const share = trusted ? 1 : STRANGERS_SHARE;
    const spent = {
      burst: audience === "unknown" ? Number(seen.unknownBurst) : 0,
      hour: Number(audience === "known" ? seen.knownHour : seen.unknownHour),
      day: Number(audience === "known" ? seen.knownDay : seen.unknownDay),
    };
    const limit = {
      burst: Math.max(1, Math.floor((budget[audience].hour * config.SMS_BUDGET_BURST_MINUTES * share) / 60)),
      hour: Math.floor(budget[audience].hour * share),
      day: Math.floor(budget[audience].day * share),
    };
    const withheld: WithheldReason | null =
      spent.hour >= limit.hour
        ? "hour"
        : spent.day >= limit.day
          ? "day"
          : audience === "unknown" && spent.burst >= limit.burst
            ? "burst"
            : null;
    counters = countersFor(withheld ? "withheld" : audience, trusted);
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
  if (!decision.ok) {
    if (decision.reason !== "busy") return decision;
    // Someone may be pumping SMS or guessing codes through the site: whoever watches the log must look now.
    logger.warn("OTP refused: the requester's network, its wrong tries or the strangers' budget is spent", {
      why: decision.busy,
      network: decision.busy.startsWith("network") ? network : wide,
      purpose,
    });
    return { ok: false, reason: "busy", retryAt: decision.retryAt, cause: BUSY_CAUSE[decision.busy] };
  }
  const sent = { ok: true, challengeId, resendInSeconds: OTP_POLICY.resendAfterSeconds[purpose] } as const;

  if (decision.withheld) {
    // An audience's own budget is spent: the asker is answered as if the code went.
    const { withheld, audience, spent, limit } = decision;
    logger.error("SMS budget spent: OTP codes withheld", {
      audience,
      window: withheld,
      sent: spent[withheld],
      budget: limit[withheld],
      purpose,
    });
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
export async function resendOtp(input: OtpRequest & { challengeId: string | undefined }): Promise<ResendResult> {
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
 * Checks a code against the challenge; a right code is used up, three wrong ones kill it. Tries
 * at one number are taken in turn (a lock on the number), so parallel ones cannot pass the caps
 * together. A try at a stranger's code (no device that signed in with the number before) is
 * checked while the strangers' wrong codes stay under their caps: at this number from the
 * code's network and from all networks, and at any number from its /24, its /16 and the site.
 * Sends leave room for a code's three tries under each, so this holds back only codes sent
 * before others' wrong tries filled a cap; such a try is refused unchecked and said so, with
 * when checks resume, never answered as a wrong code (which would call a right code wrong).
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
    const network = challenge.network;
    const wide = challenge.ip ? wideNetworkKey(challenge.ip) : null;
    if (!challenge.trusted) {
      const dayAgo = new Date(now.getTime() - DAY_MS);
      const counted = (scope: string | null) => countedSends(scope, HOUR_MS, DAY_MS, now);
      const { rows } = await sql<{
        phoneTries: number;
        networkPhoneTries: number;
        phoneTriedSince: Date | null;
        networkPhoneTriedSince: Date | null;
        networkTries: number;
        wideTries: number;
        siteTries: number;
      }>`
        select
          (select coalesce(sum(attempts), 0) from otp_challenges where phone = ${input.phone} and not trusted and created_at > ${dayAgo}) as phone_tries,
          (select coalesce(sum(attempts), 0) from otp_challenges where phone = ${input.phone} and not trusted
            and network is not distinct from ${network} and created_at > ${dayAgo}) as network_phone_tries,
          (select min(created_at) from otp_challenges where phone = ${input.phone} and not trusted and attempts > 0
            and created_at > ${dayAgo}) as phone_tried_since,
          (select min(created_at) from otp_challenges where phone = ${input.phone} and not trusted and attempts > 0
            and network is not distinct from ${network} and created_at > ${dayAgo}) as network_phone_tried_since,
          ${counted(network ? SEND_COUNTERS.networkTries(network) : null)} as network_tries,
          ${counted(wide ? SEND_COUNTERS.wideNetworkTries(wide) : null)} as wide_tries,
          ${counted(SEND_COUNTERS.siteTries)} as site_tries`.execute(trx);
      const seen = rows[0];
      const dayAfter = (since: Date | null) => new Date((since ? new Date(since).getTime() : now.getTime()) + DAY_MS);
      const frees = (scope: string) => whenCounterFrees(trx, scope, HOUR_MS, DAY_MS, now);
      const paused: { why: string; cause: "tries" | "pressure"; retryAt: () => Promise<Date> | Date } | null =
        Number(seen.networkPhoneTries) >= config.OTP_CODES_PER_NETWORK_PER_PHONE_PER_DAY * OTP_POLICY.maxWrongAttempts
          ? { why: "network-phone-tries", cause: "tries", retryAt: () => dayAfter(seen.networkPhoneTriedSince) }
          : Number(seen.phoneTries) >= config.OTP_WRONG_TRIES_PER_PHONE_PER_DAY
            ? { why: "phone-tries", cause: "tries", retryAt: () => dayAfter(seen.phoneTriedSince) }
            : network && Number(seen.networkTries) >= config.OTP_WRONG_TRIES_PER_NETWORK_PER_DAY
              ? { why: "network-tries", cause: "tries", retryAt: () => frees(SEND_COUNTERS.networkTries(network)) }
              : wide && Number(seen.wideTries) >= config.OTP_WRONG_TRIES_PER_WIDE_NETWORK_PER_DAY
                ? { why: "wide-network-tries", cause: "tries", retryAt: () => frees(SEND_COUNTERS.wideNetworkTries(wide)) }
                : Number(seen.siteTries) >= config.OTP_WRONG_TRIES_PER_DAY
                  ? { why: "site-tries", cause: "pressure", retryAt: () => frees(SEND_COUNTERS.siteTries) }
                  : null;
      if (paused) {
        logger.warn("OTP try refused unchecked: strangers' wrong tries are spent", { why: paused.why, network, purpose: input.purpose });
        return { ok: false, reason: "tries-paused", cause: paused.cause, retryAt: await paused.retryAt() };
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
    if (!challenge.trusted) {
      const scopes = [
        ...(network ? [SEND_COUNTERS.networkTries(network)] : []),
        ...(wide ? [SEND_COUNTERS.wideNetworkTries(wide)] : []),
        SEND_COUNTERS.siteTries,
      ];
      await trx
        .insertInto("otpSendCounts")
        .values(scopes.map((scope) => ({ scope, windowStart: startOf(now, HOUR_MS), sends: 1 })))
        .onConflict((oc) => oc.columns(["scope", "windowStart"]).doUpdateSet({ sends: sql`otp_send_counts.sends + 1` }))
        .execute();
    }
    return counted.attempts >= OTP_POLICY.maxWrongAttempts
      ? { ok: false, reason: "too-many-attempts" }
      : { ok: false, reason: "wrong-code", attemptsLeft: OTP_POLICY.maxWrongAttempts - counted.attempts };
  });
}
