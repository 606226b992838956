import crypto from "node:crypto";

import type { RetryPolicy } from "~/domain/outbox";
import { type DB, getDb } from "~/infra/db.server";
import { env } from "~/infra/env.server";
import { logger } from "~/infra/logger.server";
import { type Messenger, messenger } from "~/infra/messaging.server";

import { deliverNextMessage, registerOutboxWaker } from "./outbox.server";

export type OutboxWorkerOptions = {
  /** The database to work on; the process's own by default. */
  db?: DB;
  sender?: Messenger;
  policy?: RetryPolicy;
  pollMs?: number;
  sendTimeoutMs?: number;
  leaseMs?: number;
  random?: () => number;
};

export type OutboxWorker = {
  /** Look for due messages now (after a commit that queued one). */
  wake: () => void;
  /** Stops looking; resolves once a send under way has finished and been recorded. */
  stop: () => Promise<void>;
};

/** Sends above this long count as failed (messaging.server.ts's SMTP timeouts are shorter). */
const SEND_TIMEOUT_MS = 60_000;

/**
 * Delivers queued notices: every instance runs one. It drains what is due, then sleeps until
 * the next poll or until a commit in this process wakes it. Instances share the rows through
 * the claim in deliverNextMessage, so none is sent twice.
 */
export function startOutboxWorker(options: OutboxWorkerOptions = {}): OutboxWorker {
  const config = env();
  const policy = options.policy ?? {
    baseMs: config.OUTBOX_RETRY_BASE_MS,
    maxMs: config.OUTBOX_RETRY_MAX_MS,
    maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
  };
  const pollMs = options.pollMs ?? config.OUTBOX_POLL_MS;
  const sendTimeoutMs = options.sendTimeoutMs ?? SEND_TIMEOUT_MS;
  // The lease outlasts the longest send by a wide margin: a claim runs out only when its
  // instance stopped, never while it is still sending.
  const leaseMs = options.leaseMs ?? sendTimeoutMs * 3;
  const workerId = crypto.randomUUID();

  let running = true;
  let woken = false;
  let sleeping: { timer: NodeJS.Timeout; resolve: () => void } | null = null;
  let failing = false;

  const wake = () => {
    woken = true;
    if (sleeping) {
      clearTimeout(sleeping.timer);
      sleeping.resolve();
    }
  };
  const unregister = registerOutboxWaker(wake);

  const drain = async () => {
    const db = options.db ?? (await getDb());
    const sender = options.sender ?? messenger();
    while (running) {
      const result = await deliverNextMessage(db, { sender, policy, workerId, leaseMs, sendTimeoutMs, random: options.random });
      if (!result) return;
      if (result.outcome === "sent") logger.info("queued message sent", { id: result.id, attempts: result.attempts });
      else if (result.outcome === "retry") logger.warn("queued message not sent; will retry", { id: result.id, attempts: result.attempts });
      else logger.error("queued message failed; an administrator can retry it", { id: result.id, attempts: result.attempts });
    }
  };

  const loop = (async () => {
    while (running) {
      woken = false;
      try {
        await drain();
        if (failing) logger.info("outbox worker reaches the database again");
        failing = false;
      } catch (error) {
        // The database is down or the row could not be recorded: said once, tried again at the next poll.
        if (!failing) logger.error("outbox worker cannot reach the queue", { error });
        failing = true;
      }
      if (!running || woken) continue;
      await new Promise<void>((resolve) => {
        sleeping = { timer: setTimeout(resolve, pollMs), resolve };
      });
      sleeping = null;
    }
  })();

  return {
    wake,
    stop: async () => {
      running = false;
      unregister();
      wake();
      await loop;
    },
  };
}
