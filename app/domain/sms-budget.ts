import { indianNumber } from "./indian-number";

// The admin dashboard's view of the OTP SMS budgets (services/otp.server.ts): numbers with an
// account ("returning") and numbers without one ("new") are sent to against budgets of their own.

export type SmsAudience = "known" | "unknown";

/** One audience's sends against its budget, in the last hour and the last day. */
export type SmsBudgetUse = { audience: SmsAudience; hour: { sent: number; budget: number }; day: { sent: number; budget: number } };

/** How near a budget may come to its end before the dashboard warns. */
export const SMS_BUDGET_WARNING_SHARE = 0.8;

export const SMS_AUDIENCE_LABELS: Record<SmsAudience, string> = { known: "returning numbers", unknown: "new numbers" };

/**
 * A warning for each budget at or past SMS_BUDGET_WARNING_SHARE of its end, and for codes
 * withheld in the last hour, in words.
 */
export function smsBudgetWarnings(budgets: SmsBudgetUse[], withheld: { hour: number; day: number } = { hour: 0, day: 0 }): string[] {
  const held =
    withheld.hour > 0
      ? [
          `${indianNumber(withheld.hour)} OTP codes withheld in the last hour: asked for beyond a network cap or a budget, answered as if sent and not sent. Someone may be pumping SMS or walking through numbers; the log names the reason and network.`,
        ]
      : [];
  return [
    ...held,
    ...budgets.flatMap(({ audience, ...windows }) =>
      (["hour", "day"] as const)
        .filter((window) => windows[window].sent >= windows[window].budget * SMS_BUDGET_WARNING_SHARE)
        .map((window) => {
          const { sent, budget } = windows[window];
          const spent = sent >= budget;
          const span = window === "hour" ? "the last hour" : "the last 24 hours";
          return `SMS to ${SMS_AUDIENCE_LABELS[audience]}: ${indianNumber(sent)} of ${indianNumber(budget)} sent in ${span}. ${
            spent
              ? `The budget is spent: codes to ${SMS_AUDIENCE_LABELS[audience]} are withheld (answered as sent) until the ${window === "hour" ? "hour" : "day"} refills it.`
              : "Near the budget: if this is not real traffic, someone may be pumping SMS through the site."
          }`;
        }),
    ),
  ];
}
