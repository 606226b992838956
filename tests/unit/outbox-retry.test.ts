import { describe, expect, it } from "vitest";

import { afterFailure, errorSummary, retryDelayMs } from "~/domain/outbox";

const policy = { baseMs: 60_000, maxMs: 3_600_000, maxAttempts: 10 };

describe("retries of a queued message", () => {
  it("wait twice as long after each failed try, between half and all of that wait", () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, policy, 1))).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, policy, 0))).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it("never wait longer than the cap, however many tries failed", () => {
    expect(retryDelayMs(7, policy, 1)).toBe(3_600_000);
    expect(retryDelayMs(500, policy, 1)).toBe(3_600_000);
  });

  it("give up after the most tries", () => {
    expect(afterFailure(9, policy, 0.5)).toEqual({ status: "pending", delayMs: retryDelayMs(9, policy, 0.5) });
    expect(afterFailure(10, policy, 0.5)).toEqual({ status: "failed" });
  });

  it("keep a sender's error as one short line", () => {
    expect(errorSummary(new Error("connect ECONNREFUSED\n  127.0.0.1:25"))).toBe("connect ECONNREFUSED 127.0.0.1:25");
    expect(errorSummary(new Error("x".repeat(1000)))).toHaveLength(300);
  });
});
