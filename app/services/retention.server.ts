import { DAY_MS, HOUR_MS } from "~/clock/india-clock";
import { STAGED_BLOG_IMAGES_TTL_MS } from "~/domain/blog-upload";
import { grievancePurgeBefore } from "~/domain/grievance";
import { RETENTION_MS } from "~/domain/session-policy";
import { getDb } from "~/infra/db.server";
import { env } from "~/infra/env.server";
import { logger } from "~/infra/logger.server";
import { purgeExpiredSessions } from "~/infra/session-store.server";

import { eraseClosedApplications } from "./closed-applications.server";
import { STAGED_PHOTO_TTL_MS } from "./profile-photos.server";

export type PurgeCounts = {
  sessions: number;
  otpChallenges: number;
  otpDevices: number;
  adminDevices: number;
  signInFailures: number;
  stagedBlogImages: number;
  stagedProfilePhotos: number;
  sentMessages: number;
  otpSendCounts: number;
  auditAddresses: number;
  closedApplications: number;
  grievances: number;
};

/** Audit entries cleared of their address per statement, so no one statement holds the table long. */
const AUDIT_BATCH = 1000;

/** Removes the client address from audit entries past their period; the entries themselves stay. */
async function forgetAuditAddresses(now: Date): Promise<number> {
  const db = await getDb();
  const cutoff = new Date(now.getTime() - RETENTION_MS.auditAddresses);
  let cleared = 0;
  for (;;) {
    const result = await db
      .updateTable("auditLog")
      .set({ ip: null })
      .where("id", "in", (eb) =>
        // In the order of the partial index of entries holding an address, so each batch reads
        // only its own rows, however many entries have lost theirs already.
        eb
          .selectFrom("auditLog")
          .select("id")
          .where("ip", "is not", null)
          .where("createdAt", "<", cutoff)
          .orderBy("createdAt")
          .limit(AUDIT_BATCH),
      )
      .executeTakeFirst();
    const rows = Number(result.numUpdatedRows);
    cleared += rows;
    if (rows < AUDIT_BATCH) return cleared;
  }
}

/** The periods the privacy policy states that depend on configuration. */
export function configuredRetention(): { closedApplicationDays: number } {
  return { closedApplicationDays: env().CLOSED_APPLICATION_RETENTION_DAYS };
}

/**
 * Deletes what the privacy policy says we no longer keep (periods in domain/session-policy and
 * CLOSED_APPLICATION_RETENTION_DAYS). `now` is the clock every rule measures from.
 */
export async function purgeExpiredRecords(now = new Date()): Promise<PurgeCounts> {
  const db = await getDb();
  const sessions = await purgeExpiredSessions(now);
  const otp = await db
    .deleteFrom("otpChallenges")
    .where("createdAt", "<", new Date(now.getTime() - RETENTION_MS.otpChallenges))
    .executeTakeFirst();
  const devices = await db
    .deleteFrom("otpDevices")
    .where("lastUsedAt", "<", new Date(now.getTime() - RETENTION_MS.otpDevices))
    .executeTakeFirst();
  const adminDevices = await db
    .deleteFrom("adminDevices")
    .where("lastUsedAt", "<", new Date(now.getTime() - RETENTION_MS.adminDevices))
    .executeTakeFirst();
  const failures = await db
    .deleteFrom("authFailures")
    .where("createdAt", "<", new Date(now.getTime() - RETENTION_MS.signInFailures))
    .executeTakeFirst();
  // Blog images kept while the admin puts a field right: an hour is long enough.
  const staged = await db
    .deleteFrom("stagedBlogImages")
    .where("createdAt", "<", new Date(now.getTime() - STAGED_BLOG_IMAGES_TTL_MS))
    .executeTakeFirst();
  // Likewise a profile photo kept for a form the customer never finished.
  const stagedPhotos = await db
    .deleteFrom("stagedProfilePhotos")
    .where("createdAt", "<", new Date(now.getTime() - STAGED_PHOTO_TTL_MS))
    .executeTakeFirst();
  // OTP send counters: the longest window they serve is a day and an hour (whole hours).
  const sendCounts = await db
    .deleteFrom("otpSendCounts")
    .where("windowStart", "<", new Date(now.getTime() - 2 * DAY_MS))
    .executeTakeFirst();
  // Our copy of a notice once sent; failed and waiting ones stay for the outbox worker and admins.
  const sent = await db
    .deleteFrom("outboxMessages")
    .where("status", "=", "sent")
    .where("sentAt", "<", new Date(now.getTime() - RETENTION_MS.sentMessages))
    .executeTakeFirst();
  const auditAddresses = await forgetAuditAddresses(now);
  const closedApplications = await eraseClosedApplications(now, env().CLOSED_APPLICATION_RETENTION_DAYS);
  // Grievances, three years after they were resolved (domain/grievance.ts); open ones stay.
  const grievances = await db
    .deleteFrom("grievances")
    .where("status", "=", "resolved")
    .where("resolvedAt", "<", grievancePurgeBefore(now))
    .executeTakeFirst();
  return {
    sessions,
    otpChallenges: Number(otp.numDeletedRows),
    otpDevices: Number(devices.numDeletedRows),
    adminDevices: Number(adminDevices.numDeletedRows),
    signInFailures: Number(failures.numDeletedRows),
    stagedBlogImages: Number(staged.numDeletedRows),
    stagedProfilePhotos: Number(stagedPhotos.numDeletedRows),
    sentMessages: Number(sent.numDeletedRows),
    otpSendCounts: Number(sendCounts.numDeletedRows),
    auditAddresses,
    closedApplications,
    grievances: Number(grievances.numDeletedRows),
  };
}

/**
 * Runs the purge at start and then every hour. Several instances may run it at once: the
 * deletes are idempotent. The timer does not keep the process alive at shutdown.
 */
export function scheduleRetention(every = HOUR_MS): () => void {
  const run = () =>
    purgeExpiredRecords()
      .then((counts) => {
        if (Object.values(counts).some((n) => n > 0)) logger.info("expired records purged", counts);
      })
      .catch((error: unknown) => logger.error("purging expired records failed", { error }));
  void run();
  const timer = setInterval(run, every);
  timer.unref();
  return () => clearInterval(timer);
}
