/** The dashboard's OTP SMS budgets: numbers with an account ("returning") and without ("new"). */
export const adminSmsBudget = {
  audiences: { known: "returning numbers", unknown: "new numbers" },
  withheld: (count: string) =>
    `${count} OTP codes withheld in the last hour: asked for beyond a network cap or a budget, answered as if sent and not sent. Someone may be pumping SMS or walking through numbers; the log names the reason and network.`,
  windows: { hour: "the last hour", day: "the last 24 hours" },
  use: (audience: string, sent: string, budget: string, window: string) => `SMS to ${audience}: ${sent} of ${budget} sent in ${window}.`,
  spent: (audience: string, window: "hour" | "day") =>
    `The budget is spent: codes to ${audience} are withheld (answered as sent) until the ${window} refills it.`,
  near: "Near the budget: if this is not real traffic, someone may be pumping SMS through the site.",
} as const;
