import { describe, expect, it } from "vitest";

import { privacyPolicy } from "~/content/legal/privacy-policy";
import { RETENTION } from "~/domain/session-policy";
import { getDb } from "~/infra/db.server";
import { createSessionRow } from "~/infra/session-store.server";
import { deleteCustomerByMobile, registerCustomer } from "~/services/customers.server";
import { stageProfilePhoto } from "~/services/profile-photos.server";
import { purgeExpiredRecords } from "~/services/retention.server";

const DAY = 86_400_000;

describe("retention of security records", () => {
  it("deletes ended sessions, and OTP challenges and sign-in failures past their period, and nothing newer", async () => {
    const db = await getDb();
    const now = new Date("2031-06-01T00:00:00Z");
    const old = new Date(now.getTime() - 31 * DAY);
    const recent = new Date(now.getTime() - 29 * DAY);
    const tag = `retention-${Date.now()}`;
    await createSessionRow("visitor", { tag }, { phone: "9000000001" }, new Date(now.getTime() - 91 * DAY));
    const live = await createSessionRow("visitor", { tag }, { phone: "9000000002" }, new Date(now.getTime() - DAY));
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

  it("the privacy policy names the periods the purge keeps", () => {
    const text = JSON.stringify(privacyPolicy);
    expect(text).toContain(`after ${RETENTION.otpChallengesDays} days`);
    expect(text).toContain(`failed sign-in attempts after ${RETENTION.signInFailuresDays} days`);
    expect(text).toContain("after 30 days without use");
    expect(text).toContain("90 days after you logged in");
    expect(text).toContain(`deleted ${RETENTION.sentMessagesDays} days after it was sent`);
  });
});
