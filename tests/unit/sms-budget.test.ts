import { describe, expect, it } from "vitest";

import { smsBudgetWarnings } from "~/domain/sms-budget";
import { adminWords } from "~/locales/en/admin";

const words = adminWords.smsBudget;

describe("smsBudgetWarnings", () => {
  const use = (hour: number, day: number) => ({ hour: { sent: hour, budget: 1000 }, day: { sent: day, budget: 10_000 } });

  it("is silent below four fifths of every budget", () => {
    expect(
      smsBudgetWarnings(words, [
        { audience: "known", ...use(799, 7999) },
        { audience: "unknown", ...use(0, 0) },
      ]),
    ).toEqual([]);
  });

  it("warns from four fifths of a budget, and says when one is spent, naming its audience and window", () => {
    expect(
      smsBudgetWarnings(words, [
        { audience: "known", ...use(800, 100) },
        { audience: "unknown", ...use(1000, 10_000) },
      ]),
    ).toEqual([
      "SMS to returning numbers: 800 of 1,000 sent in the last hour. Near the budget: if this is not real traffic, someone may be pumping SMS through the site.",
      "SMS to new numbers: 1,000 of 1,000 sent in the last hour. The budget is spent: codes to new numbers are withheld (answered as sent) until the hour refills it.",
      "SMS to new numbers: 10,000 of 10,000 sent in the last 24 hours. The budget is spent: codes to new numbers are withheld (answered as sent) until the day refills it.",
    ]);
  });

  it("says first how many codes were withheld in the last hour", () => {
    const warnings = smsBudgetWarnings(words, [{ audience: "unknown", ...use(10, 10) }], { hour: 12, day: 40 });
    expect(warnings).toEqual([
      expect.stringMatching(/^12 OTP codes withheld in the last hour: .* the log names the reason and network\.$/),
    ]);
    expect(smsBudgetWarnings(words, [{ audience: "unknown", ...use(10, 10) }], { hour: 0, day: 40 })).toEqual([]);
  });
});
