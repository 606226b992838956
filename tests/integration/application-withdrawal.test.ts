import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { formatIndiaDate } from "~/domain/india-date";
import { formatIndiaDateTime } from "~/domain/india-times";
import { ASTROLOGER_STATUS } from "~/domain/onboarding";
import { approveApplication, listApplications, rejectApplication, ReviewError } from "~/features/admin/admin-review.server";
import * as adminView from "~/features/admin/pages/view.$id";
import * as statusPage from "~/features/onboarding/pages/astrologer-status";
import { completeAdminSignIn } from "~/infra/admin-session.server";
import { getDb } from "~/infra/db.server";
import { readFlash } from "~/infra/session.server";
import { en } from "~/locales/en";
import { adminWords } from "~/locales/en/admin";
import { WithdrawalError, withdrawApplication } from "~/services/closed-applications.server";
import { applicationStatus, registerAstrologer } from "~/services/onboarding.server";

import {
  applicantRequest,
  astrologerRegistration,
  completeApplication,
  freshApplicantMobile,
  identityDataOf,
} from "../support/applications";
import { createTestAdmin, removeTestAdmin } from "../support/test-admin";

const stageHeadings = en.onboarding.stages;
const withdrawalMessages = en.onboarding.withdrawal;

// An applicant withdraws their application (decision 067): on a real database, through the
// service and through the status page's action as the browser posts it.

const made: string[] = [];
let adminId: number;

async function application() {
  const mobile = freshApplicantMobile();
  made.push(mobile);
  return { mobile, id: await completeApplication(mobile) };
}

beforeAll(async () => {
  adminId = await createTestAdmin("withdrawal");
});

afterAll(async () => {
  const db = await getDb();
  const ids = (await db.selectFrom("astrologers").select("id").where("mobile", "in", made).execute()).map((r) => String(r.id));
  if (ids.length) await db.deleteFrom("auditLog").where("targetType", "=", "astrologer").where("targetId", "in", ids).execute();
  await db.deleteFrom("astrologers").where("mobile", "in", made).execute();
  await removeTestAdmin(adminId);
});

/** The status page's answer to a post of the withdrawal form by this applicant's browser. */
async function postWithdrawal(mobile: string, sessionApplicationId: number, postedApplicationId: number) {
  const body = new FormData();
  body.set("applicationId", String(postedApplicationId));
  const request = await applicantRequest("http://localhost/astrologer-status", mobile, sessionApplicationId, { method: "POST", body });
  return (await statusPage.action({ request, params: {}, context: { clientIp: "203.0.113.20" } })) as Response;
}

/** The status page as the applicant's browser loads it. */
async function loadStatusPage(mobile: string, id: number) {
  const request = await applicantRequest("http://localhost/astrologer-status", mobile, id);
  return ((await statusPage.loader({ request, params: {}, context: {} })) as Response).json();
}

describe("withdrawing an application", () => {
  it("erases the documents and bank details at once, writes the audit entry, and shows the application as withdrawn", async () => {
    const { mobile, id } = await application();
    expect(await identityDataOf(id)).toEqual({ documents: 3, bankDetails: true });

    const answer = await postWithdrawal(mobile, id, id);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/astrologer-status");
    const flashCookie = answer.headers.getSetCookie().map((c) => c.split(";")[0]);
    const { flash } = await readFlash(new Request("http://localhost/", { headers: { Cookie: flashCookie.join("; ") } }));
    expect(flash).toEqual({ kind: "success", text: withdrawalMessages.done });

    expect(await identityDataOf(id)).toEqual({ documents: 0, bankDetails: false });
    const db = await getDb();
    const audit = await db
      .selectFrom("auditLog")
      .select(["action", "adminId", "ip", "detail"])
      .where("targetType", "=", "astrologer")
      .where("targetId", "=", String(id))
      .where("action", "=", "application.withdrawn")
      .execute();
    expect(audit).toEqual([
      { action: "application.withdrawn", adminId: null, ip: "203.0.113.20", detail: { documentsErased: 3, bankDetailsErased: true } },
    ]);

    const status = await applicationStatus(mobile);
    expect(status).toMatchObject({ astrologerId: id, status: ASTROLOGER_STATUS.WITHDRAWN, erasure: { cause: "withdrawal" } });
    const page = await loadStatusPage(mobile, id);
    expect(page.stage).toBe("withdrawn");
    expect(stageHeadings[page.stage as "withdrawn"]).toBe("You withdrew your application.");
    expect(page.application).toMatchObject({
      mayWithdraw: false,
      withdrawnOn: formatIndiaDate(status!.withdrawnAt),
      erasure: { on: formatIndiaDate(status!.erasure!.at), cause: "withdrawal" },
    });
  });

  it("takes the application off the admin's pending list, keeps every status count true, and says so on its page", async () => {
    const { mobile, id } = await application();
    const pendingIds = async () => (await listApplications("pending")).rows.map((r) => r.id);
    expect(await pendingIds()).toContain(id);
    await withdrawApplication(id, mobile, null);
    expect(await pendingIds()).not.toContain(id);
    expect((await listApplications("withdrawn")).rows.map((r) => r.id)).toContain(id);

    const db = await getDb();
    const kept = await db.selectFrom("astrologerStatusCounts").select(["status", "astrologers"]).execute();
    const counted = await db
      .selectFrom("astrologers")
      .select(["status", db.fn.countAll().as("n")])
      .groupBy("status")
      .execute();
    expect(Object.fromEntries(kept.filter((r) => Number(r.astrologers) > 0).map((r) => [r.status, Number(r.astrologers)]))).toEqual(
      Object.fromEntries(counted.map((r) => [r.status, Number(r.n)])),
    );

    const cookie = (await completeAdminSignIn(new Request("http://localhost/admin"), adminId)).split(";")[0];
    const adminAnswer = (await adminView.loader({
      request: new Request(`http://localhost/admin/view/${id}`, { headers: { Cookie: cookie } }),
      params: { id: String(id) },
      context: {},
    })) as Response;
    const adminPage = await adminAnswer.json();
    const withdrawnAt = (await applicationStatus(mobile))!.withdrawnAt!;
    expect(adminPage.withdrawnNotice).toBe(adminWords.applications.withdrawnOn(formatIndiaDateTime(withdrawnAt)));
    expect(adminPage.erasureNotice).toBe(adminWords.applications.erasedOnWithdrawal(formatIndiaDateTime(withdrawnAt)));
    expect(adminPage.astrologer.statusLabel).toBe("Withdrawn");
  });

  it("a rejected application may be withdrawn too", async () => {
    const { mobile, id } = await application();
    await rejectApplication(adminId, id, "Certificate missing.");
    await withdrawApplication(id, mobile, null);
    expect(await applicationStatus(mobile)).toMatchObject({ status: ASTROLOGER_STATUS.WITHDRAWN, rejectionReason: "Certificate missing." });
    expect(await identityDataOf(id)).toEqual({ documents: 0, bankDetails: false });
  });

  it("an approved astrologer cannot withdraw this way, and keeps everything", async () => {
    const { mobile, id } = await application();
    await approveApplication(adminId, id);
    await expect(withdrawApplication(id, mobile, null)).rejects.toEqual(new WithdrawalError("notWithdrawable"));
    const answer = await postWithdrawal(mobile, id, id);
    expect(answer.status).toBe(409);
    expect(JSON.stringify(await answer.json())).toContain(withdrawalMessages.tooLate);
    expect(await identityDataOf(id)).toEqual({ documents: 3, bankDetails: true });
    expect((await applicationStatus(mobile))?.status).toBe(ASTROLOGER_STATUS.ACTIVE);
    expect((await loadStatusPage(mobile, id)).application.mayWithdraw).toBe(false);
  });

  it("another applicant's session cannot withdraw someone else's application, whatever id it posts", async () => {
    const victim = await application();
    const attacker = await application();
    await expect(withdrawApplication(victim.id, attacker.mobile, null)).rejects.toEqual(new WithdrawalError("notFound"));
    const answer = await postWithdrawal(attacker.mobile, attacker.id, victim.id);
    expect(answer.status).toBe(403);
    expect(JSON.stringify(await answer.json())).toContain(withdrawalMessages.notFound);
    for (const { id, mobile } of [victim, attacker]) {
      expect(await identityDataOf(id)).toEqual({ documents: 3, bankDetails: true });
      expect((await applicationStatus(mobile))?.status).toBe(ASTROLOGER_STATUS.PENDING);
    }
  });

  it("an administrator can no longer approve or reject a withdrawn application", async () => {
    const { mobile, id } = await application();
    await withdrawApplication(id, mobile, null);
    await expect(approveApplication(adminId, id)).rejects.toEqual(new ReviewError(adminWords.applications.withdrawnNoDecision));
    await expect(rejectApplication(adminId, id, "Too late")).rejects.toEqual(new ReviewError(adminWords.applications.withdrawnNoDecision));
    expect((await applicationStatus(mobile))?.status).toBe(ASTROLOGER_STATUS.WITHDRAWN);
  });

  it("a withdrawn applicant may register again on the same record and gives bank details and documents afresh", async () => {
    const { mobile, id } = await application();
    await withdrawApplication(id, mobile, null);
    const again = await registerAstrologer(
      astrologerRegistration(mobile, { fullName: "Kavya Iyer", age: 35, languages: "Tamil", experience: 10 }),
    );
    expect(again).toBe(id);
    expect(await applicationStatus(mobile)).toMatchObject({
      status: ASTROLOGER_STATUS.PENDING,
      erasure: null,
      withdrawnAt: null,
      bankDetailsSaved: false,
      missingDocuments: ["aadhar_front", "aadhar_back", "pan_card"],
    });
  });
});
