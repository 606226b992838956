import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { formatIndiaDateTime } from "~/domain/india-times";
import { ASTROLOGER_STATUS } from "~/domain/onboarding";
import { RETENTION } from "~/domain/session-policy";
import { allowReapplication, approveApplication, rejectApplication } from "~/features/admin/admin-review.server";
import * as adminView from "~/features/admin/pages/view.$id";
import { completeAdminSignIn } from "~/infra/admin-session.server";
import { getDb } from "~/infra/db.server";
import { createSessionRow } from "~/infra/session-store.server";
import { privacyPolicy } from "~/locales/content/legal/privacy-policy";
import { adminWords } from "~/locales/en/admin";
import { rememberAdminDevice } from "~/services/admin-accounts.server";
import { withdrawApplication } from "~/services/closed-applications.server";
import { deleteCustomerByMobile, registerCustomer } from "~/services/customers.server";
import { applicationStatus, registerAstrologer } from "~/services/onboarding.server";
import { stageProfilePhoto } from "~/services/profile-photos.server";
import { configuredRetention, purgeExpiredRecords } from "~/services/retention.server";

import {
  astrologerRegistration,
  completeApplication,
  freshApplicantMobile,
  giveIdentityData,
  identityDataOf,
} from "../support/applications";
import { createTestAdmin, removeTestAdmin } from "../support/test-admin";

const DAY = 86_400_000;

describe("retention of security records", () => {
  it("deletes ended sessions, and OTP challenges and sign-in failures past their period, and nothing newer", async () => {
    const db = await getDb();
    const now = new Date("2031-06-01T00:00:00Z");
    const old = new Date(now.getTime() - 31 * DAY);
    const recent = new Date(now.getTime() - 29 * DAY);
    const tag = `retention-${Date.now()}`;
    await createSessionRow("visitor", { tag }, { phone: "9000000001" }, new Date(now.getTime() - 91 * DAY));
    const live = await createSessionRow("visitor", { tag, isLoggedIn: true }, { phone: "9000000002" }, new Date(now.getTime() - DAY));
    for (const [id, createdAt] of [
      [`${tag}-old`, old],
      [`${tag}-recent`, recent],
    ] as const) {
      await db
        .insertInto("otpChallenges")
        .values({
          id,
          phone: "9000000003",
          purpose: "login",
          codeHash: "x",
          ip: null,
          expiresAt: createdAt,
          resendAfter: createdAt,
          createdAt,
        })
        .execute();
      await db.insertInto("authFailures").values({ scope: "admin_login", subject: id, ip: "", createdAt }).execute();
    }

    const counts = await purgeExpiredRecords(now);
    expect(counts.sessions).toBeGreaterThanOrEqual(1);
    expect(counts.otpChallenges).toBeGreaterThanOrEqual(1);
    expect(counts.signInFailures).toBeGreaterThanOrEqual(1);

    const otp = await db.selectFrom("otpChallenges").select("id").where("id", "like", `${tag}%`).execute();
    expect(otp.map((r) => r.id)).toEqual([`${tag}-recent`]);
    const failures = await db.selectFrom("authFailures").select("subject").where("subject", "like", `${tag}%`).execute();
    expect(failures.map((r) => r.subject)).toEqual([`${tag}-recent`]);
    const sessions = await db.selectFrom("sessions").select("data").where("expiresAt", ">", now).execute();
    expect(sessions.some((s) => (s.data as { tag?: string }).tag === tag)).toBe(true);
    expect(live).toBeTruthy();
  });

  it("drops a profile photo kept for a form the customer never finished, after an hour", async () => {
    const db = await getDb();
    const now = new Date("2031-06-01T00:00:00Z");
    const photo = { bytes: Buffer.from("a kept photo"), type: "jpeg" as const };
    const [stale, fresh] = await Promise.all(
      ["6000000701", "6000000702"].map((mobile) => registerCustomer({ mobile, firstName: "Kept", lastName: null })),
    );
    await stageProfilePhoto(stale.id, photo, "old.jpg", new Date(now.getTime() - 61 * 60_000));
    await stageProfilePhoto(fresh.id, photo, "new.jpg", new Date(now.getTime() - 59 * 60_000));
    expect((await purgeExpiredRecords(now)).stagedProfilePhotos).toBeGreaterThanOrEqual(1);
    const kept = await db.selectFrom("stagedProfilePhotos").select("customerId").where("customerId", "in", [stale.id, fresh.id]).execute();
    expect(kept.map((row) => row.customerId)).toEqual([fresh.id]);
    await Promise.all(["6000000701", "6000000702"].map(deleteCustomerByMobile));
  });

  it("forgets a browser that completed an administrator's sign-in after a year without one, and keeps a newer one", async () => {
    const db = await getDb();
    const now = new Date("2031-06-01T00:00:00Z");
    const adminId = await createTestAdmin("remembered-browser");
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
    await rememberAdminDevice(adminId, "a".repeat(43), daysAgo(RETENTION.adminDevicesDays + 1));
    await rememberAdminDevice(adminId, "b".repeat(43), daysAgo(RETENTION.adminDevicesDays + 30));
    await rememberAdminDevice(adminId, "b".repeat(43), daysAgo(RETENTION.adminDevicesDays - 1));
    expect((await purgeExpiredRecords(now)).adminDevices).toBeGreaterThanOrEqual(1);
    const kept = await db.selectFrom("adminDevices").select("lastUsedAt").where("adminId", "=", adminId).execute();
    expect(kept.map((row) => row.lastUsedAt)).toEqual([daysAgo(RETENTION.adminDevicesDays - 1)]);
    await removeTestAdmin(adminId);
  });

  it("deletes a sent notice 30 days after it was sent, and never a failed or waiting one", async () => {
    const db = await getDb();
    const now = new Date("2031-07-01T00:00:00Z");
    const tag = `retention-${Date.now()}@example.in`;
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
    const message = (subject: string, status: "sent" | "failed" | "pending", sentAt: Date | null) => ({
      channel: "email" as const,
      recipient: tag,
      subject,
      body: "Your application",
      status,
      sentAt,
      createdAt: daysAgo(40),
    });
    await db
      .insertInto("outboxMessages")
      .values([
        message("sent-old", "sent", daysAgo(RETENTION.sentMessagesDays + 1)),
        message("sent-recent", "sent", daysAgo(RETENTION.sentMessagesDays - 1)),
        message("failed-old", "failed", null),
        message("pending-old", "pending", null),
      ])
      .execute();
    expect((await purgeExpiredRecords(now)).sentMessages).toBeGreaterThanOrEqual(1);
    const kept = await db.selectFrom("outboxMessages").select("subject").where("recipient", "=", tag).orderBy("subject").execute();
    expect(kept.map((row) => row.subject)).toEqual(["failed-old", "pending-old", "sent-recent"]);
    await db.deleteFrom("outboxMessages").where("recipient", "=", tag).execute();
  });

  it("removes the client address from audit entries older than a year, and keeps the entries", async () => {
    const db = await getDb();
    const now = new Date("2031-08-01T00:00:00Z");
    const tag = `retention-audit-${Date.now()}`;
    await db
      .insertInto("auditLog")
      .values(
        [RETENTION.auditAddressesDays - 1, RETENTION.auditAddressesDays + 1].map((days) => ({
          adminId: null,
          action: tag,
          targetType: "test",
          targetId: String(days),
          ip: "203.0.113.7",
          createdAt: new Date(now.getTime() - days * DAY),
        })),
      )
      .execute();
    expect((await purgeExpiredRecords(now)).auditAddresses).toBeGreaterThanOrEqual(1);
    const rows = await db.selectFrom("auditLog").select(["targetId", "ip"]).where("action", "=", tag).orderBy("targetId").execute();
    expect(rows).toEqual([
      { targetId: String(RETENTION.auditAddressesDays - 1), ip: "203.0.113.7" },
      { targetId: String(RETENTION.auditAddressesDays + 1), ip: null },
    ]);
    await db.deleteFrom("auditLog").where("action", "=", tag).execute();
  });

  it("the privacy policy names the periods the purge keeps", () => {
    const text = JSON.stringify(privacyPolicy);
    expect(text).toContain(`after ${RETENTION.otpChallengesDays} days`);
    expect(text).toContain(`failed sign-in attempts after ${RETENTION.signInFailuresDays} days`);
    expect(text).toContain("after 30 days without use");
    expect(text).toContain("90 days after you logged in");
    expect(text).toContain(`deleted ${RETENTION.sentMessagesDays} days after it was sent`);
    expect(text).toContain(`for ${RETENTION.auditAddressesDays} days; after that the address is removed`);
    // The configured period, filled in by the page (CLOSED_APPLICATION_RETENTION_DAYS).
    expect(text).toContain("bank details (including the Aadhaar, PAN and account numbers) {closedApplicationDays} days after our decision");
    expect(text).toContain("{closedApplicationDays} days after that invitation");
  });
});

describe("retention of closed applications' identity documents and bank details", () => {
  const days = RETENTION.closedApplicationsDays;
  let adminId: number;
  beforeAll(async () => {
    adminId = await createTestAdmin("retention");
  });
  afterAll(async () => {
    const db = await getDb();
    await db.deleteFrom("astrologers").where("mobile", "in", made).execute();
    await db.deleteFrom("auditLog").where("targetType", "=", "astrologer").where("adminId", "is", null).execute();
    await removeTestAdmin(adminId);
  });
  const made: string[] = [];
  const application = async () => {
    const mobile = freshApplicantMobile();
    made.push(mobile);
    return { mobile, id: await completeApplication(mobile) };
  };
  /** When the application's review event of this kind happened (the real clock's time). */
  const eventTime = async (id: number, action: string) => {
    const db = await getDb();
    const row = await db
      .selectFrom("reviewEvents")
      .select("createdAt")
      .where("astrologerId", "=", id)
      .where("action", "=", action)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    return row.createdAt;
  };
  const after = (start: Date, n: number) => new Date(start.getTime() + n * DAY);

  it("the configured period is the default unless CLOSED_APPLICATION_RETENTION_DAYS says otherwise", () => {
    expect(configuredRetention().closedApplicationDays).toBe(days);
  });

  it(`a rejected application keeps them ${days - 1} days after the decision, loses them at ${days + 1}, and keeps its row, status and history`, async () => {
    const { mobile, id } = await application();
    await rejectApplication(adminId, id, "The PAN card is not readable.");
    const decided = await eventTime(id, "rejected");

    await purgeExpiredRecords(after(decided, days - 1));
    expect(await identityDataOf(id)).toEqual({ documents: 3, bankDetails: true });

    expect((await purgeExpiredRecords(after(decided, days + 1))).closedApplications).toBeGreaterThanOrEqual(1);
    expect(await identityDataOf(id)).toEqual({ documents: 0, bankDetails: false });
    const status = await applicationStatus(mobile);
    expect(status).toMatchObject({
      astrologerId: id,
      status: ASTROLOGER_STATUS.REJECTED,
      rejectionReason: "The PAN card is not readable.",
      erasure: { at: after(decided, days + 1), cause: "retention" },
    });
    const db = await getDb();
    const events = await db.selectFrom("reviewEvents").select(["action", "reason"]).where("astrologerId", "=", id).orderBy("id").execute();
    expect(events).toEqual([
      { action: "submitted", reason: null },
      { action: "rejected", reason: "The PAN card is not readable." },
      { action: "data_erased", reason: null },
    ]);
    const audit = await db
      .selectFrom("auditLog")
      .select("action")
      .where("targetType", "=", "astrologer")
      .where("targetId", "=", String(id))
      .execute();
    expect(audit.map((a) => a.action)).toContain("application.data_erased");

    // A later run finds nothing more to do for it, and keeps the first erasure's date.
    await purgeExpiredRecords(after(decided, days + 30));
    expect((await applicationStatus(mobile))?.erasure?.at).toEqual(after(decided, days + 1));
  });

  it("the admin's application page says when and why they were erased, instead of 'none available'", async () => {
    const { id } = await application();
    await rejectApplication(adminId, id, "Certificate missing.");
    const erasedAt = after(await eventTime(id, "rejected"), days + 1);
    await purgeExpiredRecords(erasedAt);
    const page = await adminPage(adminId, id);
    expect(page.erasureNotice).toBe(adminWords.applications.erasedByRetention(formatIndiaDateTime(erasedAt)));
    expect(page.documents).toEqual([]);
    expect(page.bank).toBeNull();
    expect(page.astrologer.statusLabel).toBe("Rejected");
    expect(page.history.map((h: { what: string }) => h.what)).toContain("Documents and bank details erased (retention rule)");
  });

  it("an application reopened for reapplication before the period ends is kept, and counts its period from the reopening", async () => {
    const { mobile, id } = await application();
    await rejectApplication(adminId, id, "Please add your certificate.");
    const decided = await eventTime(id, "rejected");
    await allowReapplication(adminId, id);
    // Reopened on the tenth day after the decision.
    const reopened = after(decided, 10);
    const db = await getDb();
    await sql`update review_events set created_at = ${reopened} where astrologer_id = ${id} and action = 'reapply_allowed'`.execute(db);

    await purgeExpiredRecords(after(decided, days + 1));
    expect(await identityDataOf(id)).toEqual({ documents: 3, bankDetails: true });
    expect((await applicationStatus(mobile))?.erasure).toBeNull();

    await purgeExpiredRecords(after(reopened, days + 1));
    expect(await identityDataOf(id)).toEqual({ documents: 0, bankDetails: false });
  });

  it("an erased application can still be reopened: the applicant registers again and gives bank details and documents afresh", async () => {
    const { mobile, id } = await application();
    await rejectApplication(adminId, id, "Blurred Aadhaar.");
    await purgeExpiredRecords(after(await eventTime(id, "rejected"), days + 1));
    await allowReapplication(adminId, id);
    expect((await applicationStatus(mobile))?.canReapply).toBe(true);

    expect(await registerAstrologer({ ...registration(mobile) })).toBe(id);
    expect(await applicationStatus(mobile)).toMatchObject({
      status: ASTROLOGER_STATUS.PENDING,
      erasure: null,
      bankDetailsSaved: false,
      missingDocuments: ["aadhar_front", "aadhar_back", "pan_card"],
    });
    await giveIdentityData(id, mobile);
    expect(await applicationStatus(mobile)).toMatchObject({ bankDetailsSaved: true, missingDocuments: [] });
  });

  it("an application under review or approved is never erased, however old", async () => {
    const pending = await application();
    const approved = await application();
    await approveApplication(adminId, approved.id);
    await purgeExpiredRecords(after(new Date(), 10 * days));
    expect(await identityDataOf(pending.id)).toEqual({ documents: 3, bankDetails: true });
    expect(await identityDataOf(approved.id)).toEqual({ documents: 3, bankDetails: true });
  });

  it("a withdrawn application is erased at once, without waiting for the period", async () => {
    const { mobile, id } = await application();
    await withdrawApplication(id, mobile, "203.0.113.8");
    expect(await identityDataOf(id)).toEqual({ documents: 0, bankDetails: false });
    expect((await applicationStatus(mobile))?.erasure?.cause).toBe("withdrawal");
  });
});

/** What the admin's application page shows, from its loader under a signed-in administrator. */
async function adminPage(adminId: number, id: number) {
  const cookie = (await completeAdminSignIn(new Request("http://localhost/admin"), adminId)).split(";")[0];
  const answer = (await adminView.loader({
    request: new Request(`http://localhost/admin/view/${id}`, { headers: { Cookie: cookie } }),
    params: { id: String(id) },
    context: { clientIp: "203.0.113.9" },
  })) as Response;
  return answer.json();
}

function registration(mobile: string) {
  return astrologerRegistration(mobile, { age: 35, experience: 10 });
}

describe("retention of grievances", () => {
  it("deletes a grievance three years after it was resolved, and never one still open", async () => {
    const db = await getDb();
    const now = new Date("2034-06-01T00:00:00Z");
    const tag = `retention-${Date.now()}`;
    const grievance = (reference: string, status: "open" | "resolved", resolvedAt: Date | null) => ({
      reference: `${tag}-${reference}`,
      name: "Asha Rao",
      email: "asha@example.in",
      category: "payment" as const,
      description: "Charged twice.",
      status,
      resolvedAt,
      receivedAt: new Date("2030-01-01T00:00:00Z"),
    });
    await db
      .insertInto("grievances")
      .values([
        grievance("resolved-old", "resolved", new Date("2031-05-31T00:00:00Z")),
        grievance("resolved-recent", "resolved", new Date("2031-06-02T00:00:00Z")),
        grievance("open-old", "open", null),
      ])
      .execute();
    expect((await purgeExpiredRecords(now)).grievances).toBeGreaterThanOrEqual(1);
    const kept = await db.selectFrom("grievances").select("reference").where("reference", "like", `${tag}%`).orderBy("reference").execute();
    expect(kept.map((row) => row.reference)).toEqual([`${tag}-open-old`, `${tag}-resolved-recent`]);
    await db.deleteFrom("grievances").where("reference", "like", `${tag}%`).execute();
  });
});
