import { sql, type Transaction } from "kysely";

import type { SmsAudience } from "~/domain/sms-budget";
import type { Database } from "~/infra/db-schema.server";
import { env } from "~/infra/env.server";

// The site's SMS budget, one per audience (domain/sms-budget.ts), kept in otp_send_counts as
// services/otp.server.ts keeps it: a row per minute summed over the last hour against the hourly
// budget, a row per hour summed over the last day against the daily one. Every SMS the site
// sends, an OTP or a notice, is charged here, so no form can send outside the budget.

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const startOf = (now: Date, unitMs: number) => new Date(Math.floor(now.getTime() / unitMs) * unitMs);

export type SmsBudgetCharge = { ok: true } | { ok: false; window: "hour" | "day"; sent: number; budget: number };

function budgetOf(audience: SmsAudience): { hour: number; day: number } {
  const config = env();
  return audience === "known"
    ? { hour: config.SMS_BUDGET_KNOWN_PER_HOUR, day: config.SMS_BUDGET_KNOWN_PER_DAY }
    : { hour: config.SMS_BUDGET_PER_HOUR, day: config.SMS_BUDGET_PER_DAY };
}

/**
 * Checks the audience's budget and, when one more SMS fits, charges it, inside the caller's
 * transaction: the SMS is queued in that transaction only when this says ok. The budget's
 * advisory lock (the one OTP sends take, always last) is held to the commit, so parallel sends
 * cannot overshoot; call it as the transaction's last step to hold it briefly. A window counts
 * its oldest minute (hour) whole, so a budget can only hold a little longer, never let more through.
 */
export async function chargeSmsBudget(trx: Transaction<Database>, audience: SmsAudience, now = new Date()): Promise<SmsBudgetCharge> {
  await sql`select pg_advisory_xact_lock(hashtext('otp:sms-budget'))`.execute(trx);
  const minute = `${audience}:minute`;
  const hour = `${audience}:hour`;
  const since = (unitMs: number, windowMs: number) => new Date(now.getTime() - windowMs - unitMs);
  const counted = (scope: string, unitMs: number, windowMs: number) =>
    sql<number>`(select coalesce(sum(sends), 0) from otp_send_counts where scope = ${scope} and window_start > ${since(unitMs, windowMs)} and window_start <= ${now})`;
  const { rows } = await sql<{ spentHour: number; spentDay: number }>`
    select ${counted(minute, MINUTE_MS, HOUR_MS)} as spent_hour, ${counted(hour, HOUR_MS, DAY_MS)} as spent_day`.execute(trx);
  const spentHour = Number(rows[0].spentHour);
  const spentDay = Number(rows[0].spentDay);
  const budget = budgetOf(audience);
  if (spentHour >= budget.hour) return { ok: false, window: "hour", sent: spentHour, budget: budget.hour };
  if (spentDay >= budget.day) return { ok: false, window: "day", sent: spentDay, budget: budget.day };
  await trx
    .insertInto("otpSendCounts")
    .values([
      { scope: minute, windowStart: startOf(now, MINUTE_MS), sends: 1 },
      { scope: hour, windowStart: startOf(now, HOUR_MS), sends: 1 },
    ])
    .onConflict((oc) => oc.columns(["scope", "windowStart"]).doUpdateSet({ sends: sql`otp_send_counts.sends + 1` }))
    .execute();
  return { ok: true };
}
