// Queued notices (the outbox table): when a failed one is tried again, and how its error is kept.

export type OutboxStatus = "pending" | "sending" | "sent" | "failed";

export type RetryPolicy = {
  /** The wait before the first retry, before jitter. */
  baseMs: number;
  /** No wait is longer than this. */
  maxMs: number;
  /** Tries in all, the first one included; after the last a message is failed. */
  maxAttempts: number;
};

/**
 * How long to wait after the `attempts`-th failed try: the base doubled each time, capped, and
 * drawn between half and all of that ("equal jitter"), so instances that failed together at an
 * SMTP outage do not all come back in the same second, yet never retry at once.
 */
export function retryDelayMs(attempts: number, policy: RetryPolicy, random: number): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** exponent);
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}

/** After the `attempts`-th failed try: another one after a delay, or the message is failed. */
export function afterFailure(
  attempts: number,
  policy: RetryPolicy,
  random: number,
): { status: "pending"; delayMs: number } | { status: "failed" } {
  if (attempts >= policy.maxAttempts) return { status: "failed" };
  return { status: "pending", delayMs: retryDelayMs(attempts, policy, random) };
}

/** A sender's error as it is kept and shown: one line, no longer than a table cell can hold. */
export function errorSummary(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, " ").trim().slice(0, 300) || "Unknown error";
}
