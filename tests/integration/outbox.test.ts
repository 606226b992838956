import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { RetryPolicy } from "~/domain/outbox";
import { approveApplication, rejectApplication } from "~/features/admin/admin-review.server";
import { type DB, getDb, openDatabase } from "~/infra/db.server";
import { env } from "~/infra/env.server";
import { createMessenger } from "~/infra/messaging.server";
import { registerAstrologer } from "~/services/onboarding.server";
import { deliverNextMessage, listOutboxForAdmin, outboxCounts, queueNotice, retryFailedMessage } from "~/services/outbox.server";
import { startOutboxWorker } from "~/services/outbox-worker.server";

import { astrologerRegistration } from "../support/applications";
import { type LocalSmtp, localSmtp } from "../support/smtp";

// Notices queued with the change they belong to and delivered by the outbox worker, against a
// real SMTP server (smtp-server) that the tests take down and bring back.

let adminId: number;
let smtp: LocalSmtp;
const MOBILES: string[] = [];

async function newApplicant(email: string): Promise<number> {
  const mobile = `70000${String(55000 + MOBILES.length)}`;
  MOBILES.push(mobile);
  return registerAstrologer(astrologerRegistration(mobile, { fullName: "Meera Joshi", email }));
}

const sender = () => createMessenger({ dataDir: env().dataDir, from: "no-reply@example.in", smtpUrl: smtp.url, originHost: "example.in" });
const delivery = (policy: RetryPolicy, workerId = "test-worker") => ({
  sender: sender(),
  policy,
  workerId,
  leaseMs: 60_000,
  sendTimeoutMs: 10_000,
  // The longest wait the policy allows: the test knows when the next try is due.
  random: () => 1,
});

async function messageRow(id: number) {
  const db = await getDb();
  return db
    .selectFrom("outboxMessages")
    .select((eb) => [
      "status",
      "attempts",
      "lastError",
      "recipient",
      sql<number>`extract(epoch from (${eb.ref("nextAttemptAt")} - now())) * 1000`.as("dueInMs"),
    ])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

async function auditRows(astrologerId: number) {
  const db = await getDb();
  return db
    .selectFrom("auditLog")
    .select("action")
    .where("targetType", "=", "astrologer")
    .where("targetId", "=", String(astrologerId))
    .execute();
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  const db = await getDb();
  adminId = (
    await db.insertInto("admins").values({ email: "outbox@example.in", passwordHash: "unused" }).returning("id").executeTakeFirstOrThrow()
  ).id;
});

beforeEach(async () => {
  smtp = await localSmtp();
  const db = await getDb();
  await db.deleteFrom("outboxMessages").execute();
});

afterEach(async () => {
  await smtp.stop();
});

afterAll(async () => {
  const db = await getDb();
  await db.deleteFrom("outboxMessages").execute();
  await db.deleteFrom("astrologers").where("mobile", "in", MOBILES).execute();
  await db.deleteFrom("admins").where("id", "=", adminId).execute();
});

describe("notices queued with their change", () => {
  it("an approval queues its e-mail and writes its audit row, and sends nothing by itself", async () => {
    const id = await newApplicant("meera.approved@example.in");
    await smtp.start();
    await approveApplication(adminId, id);
    const { queued } = await listOutboxForAdmin();
    expect(queued).toMatchObject([{ channel: "email", recipient: "meera.approved@example.in", status: "pending", attempts: 0 }]);
    expect(queued[0].subject).toMatch(/approved/);
    expect(await auditRows(id)).toEqual([{ action: "astrologer.approved" }]);
    // Only the worker sends: no SMTP connection was made by the decision.
    expect(smtp.received).toEqual([]);
  });

  it("a decision whose transaction fails at commit queues nothing and leaves no audit row", async () => {
    const db = await getDb();
    // A real fault at COMMIT, after the e-mail row was written: a deferred constraint trigger.
    await sql
      .raw(
        `create or replace function refuse_outbox_commit() returns trigger language plpgsql as $$
         begin if new.recipient like 'refused-at-commit%' then raise exception 'refused at commit'; end if; return null; end $$;
         create constraint trigger outbox_refused_at_commit after insert on outbox_messages
           deferrable initially deferred for each row execute function refuse_outbox_commit();`,
      )
      .execute(db);
    try {
      const id = await newApplicant("refused-at-commit@example.in");
      await expect(rejectApplication(adminId, id, "Certificate missing")).rejects.toThrow(/refused at commit/);
      const astrologer = await db
        .selectFrom("astrologers")
        .select(["status", "rejectionReason"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      expect(astrologer).toEqual({ status: 3, rejectionReason: null });
      expect(await auditRows(id)).toEqual([]);
      expect(await outboxCounts()).toEqual({ pending: 0, sending: 0, sent: 0, failed: 0 });
    } finally {
      await sql.raw(`drop trigger outbox_refused_at_commit on outbox_messages; drop function refuse_outbox_commit();`).execute(db);
    }
  });
});

describe("delivery", () => {
  it("while the SMTP server is down, tries again after waits that double, and sends once when it is back", async () => {
    const policy = { baseMs: 300, maxMs: 10_000, maxAttempts: 5 };
    const id = await newApplicant("meera.outage@example.in");
    await approveApplication(adminId, id);
    const [{ id: messageId }] = (await listOutboxForAdmin()).queued;

    expect(await deliverNextMessage(await getDb(), delivery(policy))).toMatchObject({ outcome: "retry", attempts: 1 });
    const first = await messageRow(messageId);
    expect(first).toMatchObject({ status: "pending", attempts: 1 });
    expect(first.lastError).toMatch(/ECONNREFUSED/);
    expect(first.dueInMs).toBeGreaterThan(150);
    expect(first.dueInMs).toBeLessThanOrEqual(300);
    // Not due yet: nobody takes it before its time.
    expect(await deliverNextMessage(await getDb(), delivery(policy))).toBeNull();

    await until(async () => (await deliverNextMessage(await getDb(), delivery(policy))) !== null);
    const second = await messageRow(messageId);
    expect(second).toMatchObject({ status: "pending", attempts: 2 });
    expect(second.dueInMs).toBeGreaterThan(300);
    expect(second.dueInMs).toBeLessThanOrEqual(600);

    await smtp.start();
    await until(async () => (await deliverNextMessage(await getDb(), delivery(policy)))?.outcome === "sent");
    expect(await messageRow(messageId)).toMatchObject({ status: "sent", attempts: 3 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ to: ["meera.outage@example.in"] });
    expect(smtp.received[0].subject).toMatch(/approved/);
    expect(await deliverNextMessage(await getDb(), delivery(policy))).toBeNull();
  });

  it("after the most tries a message is failed, shown to administrators, and a retry queues it again", async () => {
    const policy = { baseMs: 10, maxMs: 10, maxAttempts: 2 };
    const id = await newApplicant("meera.failed@example.in");
    await rejectApplication(adminId, id, "Certificate missing");
    const db = await getDb();
    await until(async () => (await deliverNextMessage(db, delivery(policy)))?.outcome === "failed");
    const { failed, queued } = await listOutboxForAdmin();
    expect(queued).toEqual([]);
    expect(failed).toMatchObject([{ recipient: "meera.failed@example.in", status: "failed", attempts: 2 }]);
    expect(failed[0].lastError).toMatch(/ECONNREFUSED/);
    // A failed message stays put: the worker does not take it again by itself.
    expect(await deliverNextMessage(db, delivery(policy))).toBeNull();

    expect(await retryFailedMessage(adminId, failed[0].id, "203.0.113.9")).toBe(true);
    expect(await messageRow(failed[0].id)).toMatchObject({ status: "pending", attempts: 0 });
    const audit = await db
      .selectFrom("auditLog")
      .select(["action", "ip"])
      .where("targetType", "=", "outbox_message")
      .where("targetId", "=", String(failed[0].id))
      .execute();
    expect(audit).toEqual([{ action: "message.retry", ip: "203.0.113.9" }]);
    // Only a failed message can be retried: a second click changes nothing.
    expect(await retryFailedMessage(adminId, failed[0].id)).toBe(false);

    await smtp.start();
    expect(await deliverNextMessage(db, delivery(policy))).toMatchObject({ outcome: "sent", attempts: 1 });
    expect(smtp.received.map((m) => m.to)).toEqual([["meera.failed@example.in"]]);
    expect(smtp.received[0].text).toContain("Certificate missing");
  });

  it("the worker sends a message as soon as the decision commits, without waiting for its poll", async () => {
    await smtp.start();
    const worker = startOutboxWorker({ sender: sender(), pollMs: 60_000, policy: { baseMs: 1000, maxMs: 1000, maxAttempts: 3 } });
    try {
      // Let its first look at the (empty) queue finish, so that only a wake-up can find the message.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const id = await newApplicant("meera.woken@example.in");
      await approveApplication(adminId, id);
      await until(() => smtp.received.length === 1, 5_000);
      expect(smtp.received[0].to).toEqual(["meera.woken@example.in"]);
    } finally {
      await worker.stop();
    }
    expect(await outboxCounts()).toMatchObject({ sent: 1, pending: 0, sending: 0 });
  });

  it("a message claimed by an instance that died is taken again once its claim runs out", async () => {
    await smtp.start();
    const db = await getDb();
    await db
      .transaction()
      .execute((trx) => queueNotice(trx, { channel: "email", to: "meera.crash@example.in", subject: "Hello", text: "Body" }));
    // The dead instance's claim: marked as being sent, its lease already over.
    await db
      .updateTable("outboxMessages")
      .set({ status: "sending", attempts: 1, claimedBy: "dead-instance", lockedUntil: sql<Date>`now() - interval '1 second'` })
      .execute();
    expect(await deliverNextMessage(db, delivery({ baseMs: 10, maxMs: 10, maxAttempts: 3 }))).toMatchObject({
      outcome: "sent",
      attempts: 2,
    });
    expect(smtp.received.map((m) => m.to)).toEqual([["meera.crash@example.in"]]);
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))("two workers on one PostgreSQL database", () => {
  const extra: DB[] = [];
  afterAll(async () => {
    await Promise.all(extra.map((db) => db.destroy()));
  });

  it("deliver every message exactly once", async () => {
    await smtp.start();
    await getDb();
    const open = async () => {
      const db = await openDatabase({ url: process.env.DATABASE_URL, schema: process.env.DATABASE_SCHEMA });
      extra.push(db);
      return db;
    };
    const [one, two] = [await open(), await open()];
    const N = 40;
    const db = await getDb();
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < N; i++)
        await queueNotice(trx, { channel: "email", to: `n${i}@example.in`, subject: `Notice ${i}`, text: "Body" });
    });
    const policy = { baseMs: 50, maxMs: 200, maxAttempts: 5 };
    const workers = [one, two].map((each) => startOutboxWorker({ db: each, sender: sender(), pollMs: 20, policy }));
    try {
      await until(async () => (await outboxCounts()).sent === N, 20_000);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    const recipients = smtp.received.flatMap((m) => m.to).sort();
    expect(recipients).toHaveLength(N);
    expect(new Set(recipients).size).toBe(N);
  });
});

if (!process.env.DATABASE_URL) {
  console.log("NOTICE: DATABASE_URL is not set; 'two workers on one PostgreSQL database' is skipped.");
}
