import { indianNumber } from "./indian-number";

// The admin dashboard's view of the OTP SMS budgets (services/sms-report.server.ts): numbers with an
// account ("returning") and numbers without one ("new") are sent to against budgets of their own.

export type SmsAudience = "known" | "unknown";

/** One audience's sends against its budget, in the last hour and the last day. */
export type SmsBudgetUse = { audience: SmsAudience; hour: { sent: number; budget: number }; day: { sent: number; budget: number } };

/** How near a budget may come to its end before the dashboard warns. */
export const SMS_BUDGET_WARNING_SHARE = 0.8;

/** The warnings' words, the admin area's: the caller passes them, as domain holds none. */
export type SmsBudgetWords = {
  audiences: Record<SmsAudience, string>;
  withheld: (count: string) => string;
  windows: Record<"hour" | "day", string>;
  use: (audience: string, sent: string, budget: string, window: string) => string;
  spent: (audience: string, window: "hour" | "day") => string;
  near: string;
};

/**
 * A warning for each budget at or past SMS_BUDGET_WARNING_SHARE of its end, and for codes
 * withheld in the last hour, in `words`.
 */
export function smsBudgetWarnings(
  words: SmsBudgetWords,
  budgets: SmsBudgetUse[],
  withheld: { hour: number; day: number } = { hour: 0, day: 0 },
): string[] {
  const held = withheld.hour > 0 ? [words.withheld(indianNumber(withheld.hour))] : [];
  return [
    ...held,
    ...budgets.flatMap(({ audience, ...windows }) =>
      (["hour", "day"] as const)
        .filter((window) => windows[window].sent >= windows[window].budget * SMS_BUDGET_WARNING_SHARE)
        .map((window) => {
          const { sent, budget } = windows[window];
          const who = words.audiences[audience];
          const use = words.use(who, indianNumber(sent), indianNumber(budget), words.windows[window]);
          return `${use} ${sent >= budget ? words.spent(who, window) : words.near}`;
        }),
    ),
  ];
}
