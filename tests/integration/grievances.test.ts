import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { GRIEVANCE_LIMIT, type GrievanceInput } from "~/domain/grievance";
import { getDb } from "~/infra/db.server";
import { env } from "~/infra/env.server";
import { commitVisitorSession, getVisitorSession } from "~/infra/session.server";
import { deleteCustomerByMobile, registerCustomer } from "~/services/customers.server";
import {
  getGrievance,
  GrievanceError,
  GrievanceLimitError,
  grievancesOf,
  listGrievances,
  submitGrievance,
  unresolvedGrievanceCounts,
  updateGrievance,
} from "~/services/grievances.server";
import { getSignedInCustomer } from "~/services/guards.server";

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
});

async function outboxTo(recipient: string) {
  const db = await getDb();
  return db.selectFrom("outboxMessages").select(["channel", "subject", "body", "status"]).where("recipient", "=", recipient).execute();
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

    const acknowledgement = await outboxTo(sent.email!);
    expect(acknowledgement).toHaveLength(1);
    expect(acknowledgement[0]).toMatchObject({ channel: "email", status: "pending" });
    expect(acknowledgement[0].subject).toContain(reference);
    expect(acknowledgement[0].body).toContain("will answer by 4 August 2031");

    const officer = (await outboxTo(env().GRIEVANCE_OFFICER_EMAIL)).filter((m) => m.subject === `New grievance ${reference}`);
    expect(officer).toHaveLength(1);
    expect(officer[0].body).toContain(`/admin/grievances/${id}`);
    // The officer's e-mail says where to read the grievance, never what it says.
    expect(officer[0].body).not.toContain(sent.description);

    expect(await auditOf(id)).toEqual([{ adminId: null, action: "grievance.received", detail: { reference, category: "payment" }, ip }]);
  });

  it("is acknowledged by SMS to the mobile number when no e-mail address was given", async () => {
    const mobile = `9${String(Date.now()).slice(-9)}`;
    const { reference } = await submitGrievance(input({ email: null, mobile }), { customerId: null, ip: freshIp() });
    const sms = await outboxTo(`+91${mobile}`);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ channel: "sms", subject: "" });
    expect(sms[0].body).toContain(reference);
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
    expect(result).toEqual({ reference, sentTo: null });
    expect(await getGrievance(id)).toMatchObject({ status: "in_progress", reply: "Looking into it.", resolvedAt: null });
    expect(await outboxTo(sent.email!)).toHaveLength(1);
    expect((await auditOf(id)).at(-1)).toEqual({
      adminId,
      action: "grievance.update",
      detail: { reference, from: "open", to: "in_progress", answerSent: false },
      ip: "203.0.113.9",
    });
  });

  it("Resolved sends the answer to the person, once; to change it the grievance goes back to In progress", async () => {
    const sent = input();
    const { id } = await submitGrievance(sent, { customerId: null, ip: freshIp() });
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

  it("an SMS-only grievance's answer goes by SMS", async () => {
    const mobile = `8${String(Date.now()).slice(-9)}`;
    const { id } = await submitGrievance(input({ email: null, mobile }), { customerId: null, ip: freshIp() });
    const result = await updateGrievance(adminId, id, { status: "resolved", reply: "Refunded." });
    expect(result.sentTo).toBe(`+91${mobile}`);
    expect((await outboxTo(`+91${mobile}`)).map((m) => m.body)).toContainEqual(expect.stringContaining("Refunded."));
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
