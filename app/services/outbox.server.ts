import { type Kysely, sql, type Transaction } from "kysely";

import { afterFailure, errorSummary, type OutboxStatus, type RetryPolicy } from "~/domain/outbox";
import { getDb } from "~/infra/db.server";
import type { Database } from "~/infra/db-schema.server";
import type { Messenger } from "~/infra/messaging.server";
import { singleton } from "~/infra/singleton.server";

import { auditIn } from "./audit.server";

type Executor = Kysely<Database> | Transaction<Database>;

/** A notice that belongs to a change. OTP SMS are not queued: the person waits for them. */
export type Notice = { channel: "email"; to: string; subject: string; text: string } | { channel: "sms"; to: string; text: string };

/**
 * Queues a notice in the transaction of the change it belongs to: it is sent only if the
 * change commits, and kept until it is. Call wakeOutboxWorkers() once the transaction commits.
 */
export async function queueNotice(trx: Transaction<Database>, notice: Notice): Promise<void> {
  await trx
    .insertInto("outboxMessages")
    .values({
      channel: notice.channel,
      recipient: notice.to,
      subject: notice.channel === "email" ? notice.subject : "",
      body: notice.text,
    })
    .execute();
}

/** The workers running in this process (server.ts starts one); each looks for due messages when woken. */
function workerWakers(): Set<() => void> {
  return singleton("outbox-wakers", () => new Set<() => void>());
}

export function registerOutboxWaker(wake: () => void): () => void {
  workerWakers().add(wake);
  return () => workerWakers().delete(wake);
}

/** After a commit that queued something: send it now rather than at the next poll. */
export function wakeOutboxWorkers(): void {
  for (const wake of workerWakers()) wake();
}

export type DeliveryOptions = {
  sender: Messenger;
  policy: RetryPolicy;
  /** Who claims: a row claimed by one worker is finished only by it. */
  workerId: string;
  /** How long a claim holds; past it another worker may take the row (its claimer died). */
  leaseMs: number;
  /** A send that takes longer counts as failed, well inside the lease. */
  sendTimeoutMs: number;
  /** Draws the jitter of the retry delay (tests pass a fixed one). */
  random?: () => number;
};

export type DeliveryResult = { id: number; outcome: "sent" | "retry" | "failed"; attempts: number };

/**
 * Claims the next due message and tries to send it. The claim is one short statement:
 * FOR UPDATE SKIP LOCKED lets instances that look at once take different rows, and the row
 * leaves the due set (status 'sending', locked_until) before the send begins, so no other
 * worker sends it while this one does. Null when nothing is due.
 */
export async function deliverNextMessage(db: Kysely<Database>, options: DeliveryOptions): Promise<DeliveryResult | null> {
  const claimed = await db
    .updateTable("outboxMessages")
    .set((eb) => ({
      status: "sending",
      attempts: eb("attempts", "+", 1),
      lockedUntil: sql<Date>`now() + ${options.leaseMs} * interval '1 millisecond'`,
      claimedBy: options.workerId,
    }))
    .where("id", "=", (eb) =>
      eb
        .selectFrom("outboxMessages")
        .select("id")
        .where((w) =>
          w.or([
            w.and([w("status", "=", "pending"), w("nextAttemptAt", "<=", sql<Date>`now()`)]),
            // A claim that ran out: the instance holding it stopped before finishing.
            w.and([w("status", "=", "sending"), w("lockedUntil", "<=", sql<Date>`now()`)]),
          ]),
        )
        .orderBy("nextAttemptAt")
        .orderBy("id")
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returning(["id", "channel", "recipient", "subject", "body", "attempts"])
    .executeTakeFirst();
  if (!claimed) return null;

  try {
    await withTimeout(
      claimed.channel === "email"
        ? options.sender.sendEmail({ to: claimed.recipient, subject: claimed.subject, text: claimed.body })
        : options.sender.sendSms({ to: claimed.recipient, text: claimed.body }),
      options.sendTimeoutMs,
    );
  } catch (error) {
    const next = afterFailure(claimed.attempts, options.policy, (options.random ?? Math.random)());
    await db
      .updateTable("outboxMessages")
      .set({
        status: next.status,
        lastError: errorSummary(error),
        lockedUntil: null,
        claimedBy: null,
        ...(next.status === "pending" ? { nextAttemptAt: sql<Date>`now() + ${next.delayMs} * interval '1 millisecond'` } : {}),
      })
      .where("id", "=", claimed.id)
      .where("claimedBy", "=", options.workerId)
      .execute();
    return { id: claimed.id, outcome: next.status === "pending" ? "retry" : "failed", attempts: claimed.attempts };
  }
  await db
    .updateTable("outboxMessages")
    .set({ status: "sent", sentAt: sql<Date>`now()`, lockedUntil: null, claimedBy: null })
    .where("id", "=", claimed.id)
    .where("claimedBy", "=", options.workerId)
    .execute();
  return { id: claimed.id, outcome: "sent", attempts: claimed.attempts };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`sending took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export type OutboxEntry = {
  id: number;
  channel: "email" | "sms";
  recipient: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  nextAttemptAt: Date;
};

/**
 * What the administrators' Messages page lists: every failed message and those still waiting,
 * oldest first. Never the body: a future notice could carry something only its recipient may read.
 */
export async function listOutboxForAdmin(limit = 200): Promise<{ failed: OutboxEntry[]; queued: OutboxEntry[] }> {
  const db = await getDb();
  const rows = await db
    .selectFrom("outboxMessages")
    .select(["id", "channel", "recipient", "subject", "status", "attempts", "lastError", "createdAt", "nextAttemptAt"])
    .where("status", "in", ["failed", "pending", "sending"])
    .orderBy("createdAt")
    .orderBy("id")
    .limit(limit)
    .execute();
  return {
    failed: rows.filter((r) => r.status === "failed"),
    queued: rows.filter((r) => r.status !== "failed"),
  };
}

/**
 * An administrator puts a failed message back in the queue, with a fresh count of tries; the
 * audit row is written in the same transaction. False when the message is not failed (already
 * retried, or sent meanwhile).
 */
export async function retryFailedMessage(adminId: number, id: number, ip: string | null = null): Promise<boolean> {
  const db = await getDb();
  const retried = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("outboxMessages")
      .set({ status: "pending", attempts: 0, nextAttemptAt: sql<Date>`now()` })
      .where("id", "=", id)
      .where("status", "=", "failed")
      .returning("id")
      .executeTakeFirst();
    if (!row) return false;
    await auditIn(trx, adminId, "message.retry", { type: "outbox_message", id }, undefined, ip);
    return true;
  });
  if (retried) wakeOutboxWorkers();
  return retried;
}

/** Counts by status, for tests and the operator's eye. */
export async function outboxCounts(executor?: Executor): Promise<Record<OutboxStatus, number>> {
  const db = executor ?? (await getDb());
  const rows = await db
    .selectFrom("outboxMessages")
    .select((eb) => ["status", eb.fn.countAll<number>().as("n")])
    .groupBy("status")
    .execute();
  const counts: Record<OutboxStatus, number> = { pending: 0, sending: 0, sent: 0, failed: 0 };
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
}
