import { sql, type Transaction } from "kysely";

import { DAY_MS, HOUR_MS, MINUTE_MS } from "~/clock/india-clock";
import type { SmsAudience } from "~/domain/sms-budget";
import type { Database } from "~/infra/db-schema.server";
import { env } from "~/infra/env.server";

// The site's SMS budget, one per audience (domain/sms-budget.ts), kept in otp_send_counts: a row
// per minute summed over the last hour against the hourly budget, a row per hour summed over the
// last day against the daily one. Every SMS the site sends, an OTP (services/otp.server.ts) or a
// notice, is charged here, so no form can send outside the budget.

export const startOf = (now: Date, unitMs: number) => new Date(Math.floor(now.getTime() / unitMs) * unitMs);

/**
 * The counters' scopes: the site's sends per audience per minute and per hour, codes withheld
 * (made, not sent) likewise, and codes strangers asked for (any number, sent or withheld); sends
 * per address and strangers' per network per minute; and strangers' checked wrong codes, at any
 * number, per /24, per /16 and for the site per hour.
 */
export const SEND_COUNTERS = {
  minute: (kind: SmsAudience | "withheld" | "strangers") => `${kind}:minute`,
  hour: (kind: SmsAudience | "withheld" | "strangers") => `${kind}:hour`,
  address: (ip: string) => `address:${ip}`,
  network: (network: string) => `network:${network}`,
  wideNetwork: (network: string) => `wide:${network}`,
  networkTries: (network: string) => `tries-network:${network}`,
  wideNetworkTries: (network: string) => `tries-wide:${network}`,
  siteTries: "tries:site",
} as const;

/**
 * When a counter's window of `windowMs` next has room: its oldest unit still counted leaves the
 * window then (countedSends counts a unit while it started less than a window and a unit ago).
 */
export async function whenCounterFrees(
  trx: Transaction<Database>,
  scope: string,
  unitMs: number,
  windowMs: number,
  now: Date,
): Promise<Date> {
  const since = new Date(now.getTime() - windowMs - unitMs);
  const { rows } = await sql<{ oldest: Date | null }>`
    select min(window_start) as oldest from otp_send_counts
    where scope = ${scope} and window_start > ${since} and window_start <= ${now} and sends > 0`.execute(trx);
  const oldest = rows[0]?.oldest;
  return oldest ? new Date(new Date(oldest).getTime() + windowMs + unitMs) : new Date(now.getTime() + unitMs);
}

/**
 * The sends a counter holds for the window of `windowMs` up to `now`, as a subquery. A window
 * counts its oldest unit (a minute or an hour) whole, so a cap can only hold a little longer,
 * never let more through.
 */
export function countedSends(scope: string | null, unitMs: number, windowMs: number, now: Date) {
  const since = new Date(now.getTime() - windowMs - unitMs);
  return sql<number>`(select coalesce(sum(sends), 0) from otp_send_counts where scope = ${scope} and window_start > ${since} and window_start <= ${now})`;
}

/** Each audience's budget for an hour and a day, as configured. */
export function smsBudgets(): Record<SmsAudience, { hour: number; day: number }> {
  const config = env();
  return {
    known: { hour: config.SMS_BUDGET_KNOWN_PER_HOUR, day: config.SMS_BUDGET_KNOWN_PER_DAY },
    unknown: { hour: config.SMS_BUDGET_PER_HOUR, day: config.SMS_BUDGET_PER_DAY },
  };
}

/** Takes the budget's lock to the transaction's commit: OTP sends take it too, always last. */
export async function lockSmsBudget(trx: Transaction<Database>) {
  await sql`select pg_advisory_xact_lock(hashtext('otp:sms-budget'))`.execute(trx);
}

export type SmsBudgetCharge = { ok: true } | { ok: false; window: "hour" | "day"; sent: number; budget: number };

/**
 * Checks the audience's budget and, when one more SMS fits, charges it, inside the caller's
 * transaction: the SMS is queued in that transaction only when this says ok. The budget's lock
 * is held to the commit, so parallel sends cannot overshoot; call it as the transaction's last
 * step to hold it briefly.
 */
export async function chargeSmsBudget(trx: Transaction<Database>, audience: SmsAudience, now = new Date()): Promise<SmsBudgetCharge> {
  await lockSmsBudget(trx);
  const { rows } = await sql<{ spentHour: number; spentDay: number }>`
    select ${countedSends(SEND_COUNTERS.minute(audience), MINUTE_MS, HOUR_MS, now)} as spent_hour,
      ${countedSends(SEND_COUNTERS.hour(audience), HOUR_MS, DAY_MS, now)} as spent_day`.execute(trx);
  const spentHour = Number(rows[0].spentHour);
  const spentDay = Number(rows[0].spentDay);
  const budget = smsBudgets()[audience];
  if (spentHour >= budget.hour) return { ok: false, window: "hour", sent: spentHour, budget: budget.hour };
  if (spentDay >= budget.day) return { ok: false, window: "day", sent: spentDay, budget: budget.day };
  await trx
    .insertInto("otpSendCounts")
    .values([
      { scope: SEND_COUNTERS.minute(audience), windowStart: startOf(now, MINUTE_MS), sends: 1 },
      { scope: SEND_COUNTERS.hour(audience), windowStart: startOf(now, HOUR_MS), sends: 1 },
    ])
    .onConflict((oc) => oc.columns(["scope", "windowStart"]).doUpdateSet({ sends: sql`otp_send_counts.sends + 1` }))
    .execute();
  return { ok: true };
}
