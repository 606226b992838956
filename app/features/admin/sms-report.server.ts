import { HOUR_MS, MINUTE_MS } from "~/clock/india-clock";
import type { SmsBudgetUse } from "~/domain/sms-budget";
import { getDb } from "~/infra/db.server";
import { SEND_COUNTERS, smsBudgets, startOf } from "~/services/sms-budget.server";

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
