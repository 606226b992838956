import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { GRIEVANCE_EMAIL_LINK, GRIEVANCE_LIMIT } from "~/domain/grievance";
import { type GrievanceInput } from "~/forms/grievance";
import { getDb } from "~/infra/db.server";
import { env } from "~/infra/env.server";
import { commitVisitorSession, getVisitorSession } from "~/infra/session.server";
import { getSignedInCustomer } from "~/pages/visitor-guards.server";
import { deleteCustomerByMobile, registerCustomer } from "~/services/customers.server";
import {
  confirmGrievanceEmail,
  getGrievance,
  grievanceEmailLinkState,
  GrievanceError,
  GrievanceLimitError,
  grievancesOf,
  listGrievances,
  submitGrievance,
  unresolvedGrievanceCounts,
  updateGrievance,
} from "~/services/grievances.server";

import { createTestAdmin, removeTestAdmin } from "../support/test-admin";

const DAY = 86_400_000;
let adminId: number;
let addressCount = 0;
/** An address of its own for each test, so the per-address limit counts only that test's grievances. */
const freshIp = () => `198.51.100.${++addressCount}`;

const input = (overrides: Partial<GrievanceInput> = {}): GrievanceInput => ({
  name: "Asha Rao",
  email: `asha.${Date.now()}.${addressCount}@example.in`,
  mobile: null,
  category: "payment",
  description: "I was charged twice for one chat.",
  ...overrides,
});

beforeAll(async () => {
  adminId = await createTestAdmin("grievances");
});

afterAll(async () => {
  await removeTestAdmin(adminId);
  // The SMS counters these tests charged or filled, in years of their own.
  const db = await getDb();
  await db.deleteFrom("otpSendCounts").where("windowStart", ">=", new Date("2032-01-01T00:00:00Z")).execute();
});

async function outboxTo(recipient: string) {
  const db = await getDb();
  return db.selectFrom("outboxMessages").select(["channel", "subject", "body", "status"]).where("recipient", "=", recipient).execute();
}

/** The token of the confirmation link in an e-mail's text. */
function linkToken(text: string): string {
  const match = /\/grievance\/confirm\/([A-Za-z0-9_-]{43})$/m.exec(text);
  if (!match) throw new Error(`no confirmation link in: ${text}`);
  return match[1];
}

let numberCount = 0;
/** A mobile number no other test uses. */
const freshMobile = (first: string) => `${first}${String(Date.now() * 10 + (++numberCount % 10)).slice(-9)}`;

/** The SMS budget's counters of numbers with an account at an instant's minute and hour. */
async function knownSends(at: Date) {
  const db = await getDb();
  const rows = await db
    .selectFrom("otpSendCounts")
    .select(["scope", "sends"])
    .where((eb) =>
      eb.or([
        eb.and([eb("scope", "=", "known:minute"), eb("windowStart", "=", new Date(Math.floor(at.getTime() / 60_000) * 60_000))]),
        eb.and([eb("scope", "=", "known:hour"), eb("windowStart", "=", new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000))]),
      ]),
    )
    .execute();
  const of = (scope: string) => Number(rows.find((r) => r.scope === scope)?.sends ?? 0);
  return { minute: of("known:minute"), hour: of("known:hour") };
}

async function auditOf(id: number) {
  const db = await getDb();
  return db
    .selectFrom("auditLog")
    .select(["adminId", "action", "detail", "ip"])
    .where("targetType", "=", "grievance")
    .where("targetId", "=", String(id))
    .orderBy("id")
    .execute();
}

describe("a grievance is received", () => {
  it("is stored open with its reference, and its acknowledgement, the officer's notice and the audit row are written with it", async () => {
    const ip = freshIp();
    const now = new Date("2031-07-20T10:00:00+05:30");
    const sent = input();
    const { id, reference, answerBy } = await submitGrievance(sent, { customerId: null, ip }, now);
    expect(reference).toBe(`G-2031-${String(id).padStart(6, "0")}`);
    expect(answerBy).toBe("2031-08-04");

    const row = await getGrievance(id);
    expect(row).toMatchObject({ reference, status: "open", name: "Asha Rao", email: sent.email, category: "payment", reply: null });
    expect(row?.receivedAt.toISOString()).toBe(now.toISOString());
    expect(row?.ip).toBe(ip);

    // The address is not known to be the sender's: it gets a link to confirm it, nothing else.
    const link = await outboxTo(sent.email!);
    expect(link).toHaveLength(1);
    expect(link[0]).toMatchObject({ channel: "email", status: "pending", subject: "Grahavani: please confirm your e-mail address" });

    const officer = (await outboxTo(env().GRIEVANCE_OFFICER_EMAIL)).filter((m) => m.subject === `New grievance ${reference}`);
    expect(officer).toHaveLength(1);
    expect(officer[0].body).toContain(`/admin/grievances/${id}`);
    // The officer's e-mail says where to read the grievance, never what it says.
    expect(officer[0].body).not.toContain(sent.description);

    expect(await auditOf(id)).toEqual([{ adminId: null, action: "grievance.received", detail: { reference, category: "payment" }, ip }]);
  });

  it("an e-mail address typed by anyone gets a link and no word of the grievance; the acknowledgement goes once the link is confirmed", async () => {
    const now = new Date("2031-07-22T10:00:00+05:30");
    const sent = input({ description: "Visit https://evil.example/win and claim your prize." });
    const { id, reference, acknowledgement } = await submitGrievance(sent, { customerId: null, ip: freshIp() }, now);
    expect(acknowledgement).toEqual({ sms: false, emailLink: true });

    const [link] = await outboxTo(sent.email!);
    expect(link.body).not.toContain("evil.example");
    expect(link.body).not.toContain(sent.name);
    expect(link.body).not.toContain(reference);
    expect(link.subject).not.toContain(reference);
    const token = linkToken(link.body);
    expect(link.body).toContain(`${env().PUBLIC_ORIGIN}/grievance/confirm/${token}`);
    // Only the token's hash is kept, with the day it stops working.
    const row = await getGrievance(id);
    expect(row?.emailTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.emailTokenHash).not.toContain(token);
    expect(row?.emailLinkExpiresAt?.getTime()).toBe(now.getTime() + GRIEVANCE_EMAIL_LINK.ttlMs);

    // Opening the link (its page is a GET) changes nothing.
    expect(await grievanceEmailLinkState(token, now)).toBe("pending");
    expect((await getGrievance(id))?.emailVerifiedAt).toBeNull();
    expect(await outboxTo(sent.email!)).toHaveLength(1);

    const later = new Date(now.getTime() + 3_600_000);
    expect(await confirmGrievanceEmail(token, "198.51.100.200", later)).toEqual({ state: "confirmed", confirmedNow: true });
    expect((await getGrievance(id))?.emailVerifiedAt).toEqual(later);
    const acknowledgements = (await outboxTo(sent.email!)).filter((m) => m.subject.includes(reference));
    expect(acknowledgements).toHaveLength(1);
    expect(acknowledgements[0].body).toContain("Namaste Asha Rao");
    expect(acknowledgements[0].body).toContain("will answer by 6 August 2031");
    expect((await auditOf(id)).at(-1)).toEqual({
      adminId: null,
      action: "grievance.email-confirmed",
      detail: { reference },
      ip: "198.51.100.200",
    });

    // The link does its work once.
    expect(await confirmGrievanceEmail(token, null, later)).toEqual({ state: "confirmed", confirmedNow: false });
    expect(await outboxTo(sent.email!)).toHaveLength(2);
  });

  it("a link past its 48 hours, or one we never sent, confirms nothing", async () => {
    const now = new Date("2031-07-23T10:00:00Z");
    const sent = input();
    const { id } = await submitGrievance(sent, { customerId: null, ip: freshIp() }, now);
    const token = linkToken((await outboxTo(sent.email!))[0].body);
    const late = new Date(now.getTime() + GRIEVANCE_EMAIL_LINK.ttlMs + 1000);
    expect(await grievanceEmailLinkState(token, late)).toBe("expired");
    expect(await confirmGrievanceEmail(token, null, late)).toEqual({ state: "expired", confirmedNow: false });
    expect((await getGrievance(id))?.emailVerifiedAt).toBeNull();
    expect(await outboxTo(sent.email!)).toHaveLength(1);

    const guessed = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(await confirmGrievanceEmail(guessed, null, now)).toEqual({ state: "not-found", confirmedNow: false });
    expect(await grievanceEmailLinkState("not-a-token")).toBe("not-found");
  });

  it(`one e-mail address gets at most ${GRIEVANCE_EMAIL_LINK.perAddressPerDay} links a day, however many addresses send them`, async () => {
    const now = new Date("2031-07-24T10:00:00Z");
    const email = `flooded.${Date.now()}@example.in`;
    for (let i = 0; i < GRIEVANCE_EMAIL_LINK.perAddressPerDay + 2; i++) {
      const { acknowledgement } = await submitGrievance(input({ email }), { customerId: null, ip: freshIp() }, new Date(now.getTime() + i));
      expect(acknowledgement.emailLink).toBe(i < GRIEVANCE_EMAIL_LINK.perAddressPerDay);
    }
    expect(await outboxTo(email)).toHaveLength(GRIEVANCE_EMAIL_LINK.perAddressPerDay);
  });

  it("a mobile number typed by a visitor who is not signed in gets no SMS", async () => {
    const mobile = freshMobile("9");
    const { acknowledgement } = await submitGrievance(input({ email: null, mobile }), { customerId: null, ip: freshIp() });
    expect(acknowledgement).toEqual({ sms: false, emailLink: false });
    expect(await outboxTo(`+91${mobile}`)).toEqual([]);
  });

  it("a signed-in customer is acknowledged by SMS to their registered number, never to a number typed on the form, and the SMS is counted in the budget", async () => {
    const mobile = freshMobile("7");
    const typed = freshMobile("8");
    const customer = await registerCustomer({ mobile, firstName: "Meena", lastName: null });
    const now = new Date("2032-03-01T10:00:30Z");
    const before = await knownSends(now);
    const { reference, acknowledgement } = await submitGrievance(
      input({ email: null, mobile: typed }),
      { customerId: customer.id, ip: freshIp() },
      now,
    );
    expect(acknowledgement).toEqual({ sms: true, emailLink: false });
    const sms = await outboxTo(`+91${mobile}`);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ channel: "sms", body: expect.stringContaining(reference) });
    expect(await outboxTo(`+91${typed}`)).toEqual([]);
    expect(await knownSends(now)).toEqual({ minute: before.minute + 1, hour: before.hour + 1 });
    await deleteCustomerByMobile(mobile);
  });

  it("with the SMS budget of numbers with an account spent, the grievance is recorded and no SMS is queued", async () => {
    const mobile = freshMobile("6");
    const customer = await registerCustomer({ mobile, firstName: "Meena", lastName: null });
    const db = await getDb();
    // The hour's budget spent in one minute of it, then the day's in one hour of it.
    const hourSpent = new Date("2032-04-01T10:30:00Z");
    const daySpent = new Date("2032-04-03T10:30:00Z");
    await db
      .insertInto("otpSendCounts")
      .values([
        { scope: "known:minute", windowStart: new Date("2032-04-01T10:05:00Z"), sends: env().SMS_BUDGET_KNOWN_PER_HOUR },
        { scope: "known:hour", windowStart: new Date("2032-04-02T20:00:00Z"), sends: env().SMS_BUDGET_KNOWN_PER_DAY },
      ])
      .execute();
    for (const now of [hourSpent, daySpent]) {
      const before = await knownSends(now);
      const { id, acknowledgement } = await submitGrievance(
        input({ email: null, mobile }),
        { customerId: customer.id, ip: freshIp() },
        now,
      );
      expect(acknowledgement).toEqual({ sms: false, emailLink: false });
      expect(await getGrievance(id)).toMatchObject({ status: "open", customerId: customer.id });
      expect(await knownSends(now)).toEqual(before);
    }
    expect(await outboxTo(`+91${mobile}`)).toEqual([]);
    await deleteCustomerByMobile(mobile);
  });

  it("a sixth grievance from one address within the hour is refused and stores nothing; another address and the next hour are not", async () => {
    const ip = freshIp();
    const now = new Date("2031-07-21T10:00:00Z");
    for (let i = 0; i < GRIEVANCE_LIMIT.perAddress; i++) {
      await submitGrievance(input(), { customerId: null, ip }, new Date(now.getTime() + i * 60_000));
    }
    const refused = input();
    await expect(submitGrievance(refused, { customerId: null, ip }, new Date(now.getTime() + 10 * 60_000))).rejects.toBeInstanceOf(
      GrievanceLimitError,
    );
    const db = await getDb();
    expect(await db.selectFrom("grievances").select("id").where("email", "=", refused.email).execute()).toEqual([]);
    expect(await outboxTo(refused.email!)).toEqual([]);

    await expect(submitGrievance(input(), { customerId: null, ip: freshIp() }, now)).resolves.toBeTruthy();
    await expect(submitGrievance(input(), { customerId: null, ip }, new Date(now.getTime() + 61 * 60_000))).resolves.toBeTruthy();
  });

  it("ten grievances sent at once from one address: five are stored, five refused", async () => {
    const ip = freshIp();
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => submitGrievance(input(), { customerId: null, ip })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(GRIEVANCE_LIMIT.perAddress);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refused).toHaveLength(10 - GRIEVANCE_LIMIT.perAddress);
    for (const r of refused) expect(r.reason).toBeInstanceOf(GrievanceLimitError);
  });
});

describe("an administrator answers a grievance", () => {
  it("In progress is saved and audited, and sends nothing", async () => {
    const sent = input();
    const { id, reference } = await submitGrievance(sent, { customerId: null, ip: freshIp() });
    const result = await updateGrievance(adminId, id, { status: "in_progress", reply: "Looking into it." }, "203.0.113.9");
    expect(result).toEqual({ reference, sentTo: null, notSent: null });
    expect(await getGrievance(id)).toMatchObject({ status: "in_progress", reply: "Looking into it.", resolvedAt: null });
    expect(await outboxTo(sent.email!)).toHaveLength(1);
    expect((await auditOf(id)).at(-1)).toEqual({
      adminId,
      action: "grievance.update",
      detail: { reference, from: "open", to: "in_progress", answerSent: false },
      ip: "203.0.113.9",
    });
  });

  it("Resolved sends the answer to the person's confirmed e-mail address, once; to change it the grievance goes back to In progress", async () => {
    const sent = input();
    const { id } = await submitGrievance(sent, { customerId: null, ip: freshIp() });
    await confirmGrievanceEmail(linkToken((await outboxTo(sent.email!))[0].body));
    const at = new Date("2031-08-01T12:00:00Z");
    const reply = "We have refunded the second charge to your original payment method.";
    const result = await updateGrievance(adminId, id, { status: "resolved", reply }, null, at);
    expect(result.sentTo).toBe(sent.email);
    expect(await getGrievance(id)).toMatchObject({ status: "resolved", reply, resolvedAt: at });
    const answers = (await outboxTo(sent.email!)).filter((m) => m.subject.includes("our answer"));
    expect(answers).toHaveLength(1);
    expect(answers[0].body).toContain(reply);

    await expect(updateGrievance(adminId, id, { status: "resolved", reply: "A different answer." })).rejects.toEqual(
      new GrievanceError("already-resolved"),
    );
    expect((await getGrievance(id))?.reply).toBe(reply);

    await updateGrievance(adminId, id, { status: "in_progress", reply });
    expect(await getGrievance(id)).toMatchObject({ status: "in_progress", resolvedAt: null });
    expect((await outboxTo(sent.email!)).filter((m) => m.subject.includes("our answer"))).toHaveLength(1);
  });

  it("an answer to an address not confirmed is kept and not sent; confirming the address later sends it", async () => {
    const sent = input({ mobile: freshMobile("9") });
    const { id, reference } = await submitGrievance(sent, { customerId: null, ip: freshIp() });
    const result = await updateGrievance(adminId, id, { status: "resolved", reply: "Refunded." });
    expect(result).toEqual({ reference, sentTo: null, notSent: "no-confirmed-address" });
    expect(await getGrievance(id)).toMatchObject({ status: "resolved", reply: "Refunded." });
    expect(await outboxTo(`+91${sent.mobile}`)).toEqual([]);
    expect((await outboxTo(sent.email!)).map((m) => m.body)).not.toContainEqual(expect.stringContaining("Refunded."));
    expect((await auditOf(id)).at(-1)?.detail).toMatchObject({ answerSent: false });

    await confirmGrievanceEmail(linkToken((await outboxTo(sent.email!))[0].body));
    const answers = (await outboxTo(sent.email!)).filter((m) => m.subject.includes("our answer"));
    expect(answers).toHaveLength(1);
    expect(answers[0].body).toContain("Refunded.");
  });

  it("a signed-in customer's answer goes by SMS to their registered number, within the SMS budget", async () => {
    const mobile = freshMobile("7");
    const customer = await registerCustomer({ mobile, firstName: "Ravi", lastName: null });
    const { id } = await submitGrievance(input({ email: null, mobile }), { customerId: customer.id, ip: freshIp() });
    const at = new Date("2032-05-01T10:00:00Z");
    const before = await knownSends(at);
    const result = await updateGrievance(adminId, id, { status: "resolved", reply: "Refunded." }, null, at);
    expect(result.sentTo).toBe(`+91${mobile}`);
    expect((await outboxTo(`+91${mobile}`)).map((m) => m.body)).toContainEqual(expect.stringContaining("Refunded."));
    expect(await knownSends(at)).toEqual({ minute: before.minute + 1, hour: before.hour + 1 });

    // With the budget spent the answer is kept, not sent.
    const spent = new Date("2032-05-02T10:30:00Z");
    const db = await getDb();
    await db
      .insertInto("otpSendCounts")
      .values({ scope: "known:minute", windowStart: new Date("2032-05-02T10:10:00Z"), sends: env().SMS_BUDGET_KNOWN_PER_HOUR })
      .execute();
    const second = await submitGrievance(input({ email: null, mobile }), { customerId: customer.id, ip: freshIp() }, spent);
    expect(await updateGrievance(adminId, second.id, { status: "resolved", reply: "Also refunded." }, null, spent)).toMatchObject({
      sentTo: null,
      notSent: "sms-budget",
    });
    expect((await outboxTo(`+91${mobile}`)).map((m) => m.body)).not.toContainEqual(expect.stringContaining("Also refunded."));
    await deleteCustomerByMobile(mobile);
  });

  it("a grievance that does not exist is reported as such", async () => {
    await expect(updateGrievance(adminId, 2_000_000_000, { status: "in_progress", reply: "" })).rejects.toEqual(
      new GrievanceError("not-found"),
    );
  });
});

describe("the administrators' list", () => {
  it("lists newest first and counts the unresolved and the overdue", async () => {
    const now = new Date("2031-09-30T12:00:00Z");
    const before = await unresolvedGrievanceCounts(now);
    const old = await submitGrievance(input(), { customerId: null, ip: freshIp() }, new Date(now.getTime() - 20 * DAY));
    const recent = await submitGrievance(input(), { customerId: null, ip: freshIp() }, new Date(now.getTime() - DAY));
    expect(await unresolvedGrievanceCounts(now)).toEqual({ open: before.open + 2, overdue: before.overdue + 1 });
    await updateGrievance(adminId, old.id, { status: "resolved", reply: "Done." });
    expect(await unresolvedGrievanceCounts(now)).toEqual({ open: before.open + 1, overdue: before.overdue });

    const { rows, pageCount } = await listGrievances(1);
    expect(pageCount).toBeGreaterThanOrEqual(1);
    const ours = rows.filter((r) => r.id === old.id || r.id === recent.id).map((r) => r.reference);
    expect(ours).toEqual([recent.reference, old.reference]);
    expect(rows.map((r) => r.receivedAt.getTime())).toEqual([...rows.map((r) => r.receivedAt.getTime())].sort((a, b) => b - a));
    expect((await listGrievances(999)).pageCount).toBe(0);
  });
});

describe("a person's own grievances", () => {
  it("are found by their account and by their mobile number, the answer only once sent, and outlive the account", async () => {
    const mobile = `7${String(Date.now()).slice(-9)}`;
    const customer = await registerCustomer({ mobile, firstName: "Ravi", lastName: "Kumar" });
    const signedIn = await submitGrievance(input({ name: "Ravi Kumar", mobile: null }), { customerId: customer.id, ip: freshIp() });
    const byNumber = await submitGrievance(input({ name: "Ravi Kumar", email: null, mobile }), { customerId: null, ip: freshIp() });
    await updateGrievance(adminId, signedIn.id, { status: "in_progress", reply: "A draft answer." });
    await updateGrievance(adminId, byNumber.id, { status: "resolved", reply: "Sent answer." });

    const mine = await grievancesOf({ customerId: customer.id, phone: mobile });
    expect(mine.map((g) => [g.reference, g.reply])).toEqual([
      [byNumber.reference, "Sent answer."],
      [signedIn.reference, null],
    ]);
    expect((await grievancesOf({ phone: mobile })).map((g) => g.reference)).toEqual([byNumber.reference]);
    expect(await grievancesOf({})).toEqual([]);

    await deleteCustomerByMobile(mobile);
    expect(await getGrievance(signedIn.id)).toMatchObject({ customerId: null, name: "Ravi Kumar" });
  });
});

describe("who the form is filled in for", () => {
  async function requestWithSession(data: Record<string, unknown>): Promise<Request> {
    const session = await getVisitorSession(new Request("http://localhost/"));
    for (const [key, value] of Object.entries(data)) session.set(key as never, value as never);
    const cookie = (await commitVisitorSession(session))?.split(";")[0];
    return new Request("http://localhost/grievance", { headers: cookie ? { Cookie: cookie } : {} });
  }

  it("a signed-in customer is known; a visitor, a number only verified, or a session of another number is not", async () => {
    const mobile = `6${String(Date.now()).slice(-9)}`;
    const customer = await registerCustomer({ mobile, firstName: "Ravi", lastName: null });
    const signedIn = { phoneNumber: mobile, isOtpVerified: true, otpVerifiedAt: Date.now(), isLoggedIn: true, customerId: customer.id };
    expect((await getSignedInCustomer(await requestWithSession(signedIn)))?.id).toBe(customer.id);
    expect(await getSignedInCustomer(new Request("http://localhost/grievance"))).toBeNull();
    expect(await getSignedInCustomer(await requestWithSession({ ...signedIn, isLoggedIn: false }))).toBeNull();
    expect(await getSignedInCustomer(await requestWithSession({ ...signedIn, phoneNumber: "9999999999" }))).toBeNull();
    await deleteCustomerByMobile(mobile);
  });
});
