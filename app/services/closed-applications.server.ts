import type { Transaction } from "kysely";

import { DAY_MS } from "~/clock/india-clock";
import { ASTROLOGER_STATUS } from "~/domain/onboarding";
import { mayWithdraw } from "~/forms/application-withdrawal";
import { getDb } from "~/infra/db.server";
import type { Database } from "~/infra/db-schema.server";

import { auditIn } from "./audit.server";

// Identity documents and bank details serve the review of an application and nothing else
// until the astrologer is approved (decision 067). An application that is not approved keeps
// them for a while after the decision, and one its applicant withdraws loses them at once; the
// astrologer's row and the review history stay, so the admin and the applicant still see what
// happened.

/** Applications erased per transaction: each batch's locks and deletes stay short. */
const ERASE_BATCH = 100;

type ErasureCause = "withdrawal" | "retention";

/**
 * Deletes the applications' documents and bank details, and marks them erased. An application
 * already erased keeps the date and cause of that first erasure.
 */
async function eraseIdentityDataIn(trx: Transaction<Database>, ids: number[], at: Date, cause: ErasureCause) {
  const documents = await trx.deleteFrom("astrologerDocuments").where("astrologerId", "in", ids).executeTakeFirst();
  const bankDetails = await trx.deleteFrom("astrologerBankDetails").where("astrologerId", "in", ids).executeTakeFirst();
  await trx
    .updateTable("astrologers")
    .set({ identityDataErasedAt: at, identityDataErasure: cause })
    .where("id", "in", ids)
    .where("identityDataErasedAt", "is", null)
    .execute();
  return { documents: Number(documents.numDeletedRows), bankDetails: Number(bankDetails.numDeletedRows) > 0 };
}

export class WithdrawalError extends Error {
  constructor(readonly reason: "notFound" | "notWithdrawable") {
    super(reason === "notFound" ? "No application of this number has that id." : "This application can no longer be withdrawn.");
  }
}

/**
 * The applicant withdraws their application: it becomes Withdrawn, its documents and bank
 * details are deleted, and the review event and the audit entry are written, all in one
 * transaction. The application must be the one registered under `mobile`, the number the
 * applicant proved: an id alone withdraws nothing.
 */
export async function withdrawApplication(
  applicationId: number,
  mobile: string,
  ip: string | null,
  now = new Date(),
): Promise<{ documents: number; bankDetails: boolean }> {
  const db = await getDb();
  return db.transaction().execute(async (trx) => {
    // Locked, so an administrator's decision at the same moment waits and sees the outcome.
    const row = await trx
      .selectFrom("astrologers")
      .select(["id", "status", "deactivatedAt"])
      .where("id", "=", applicationId)
      .where("mobile", "=", mobile)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new WithdrawalError("notFound");
    if (!mayWithdraw({ status: row.status, deactivated: row.deactivatedAt !== null })) throw new WithdrawalError("notWithdrawable");
    const erased = await eraseIdentityDataIn(trx, [row.id], now, "withdrawal");
    await trx
      .updateTable("astrologers")
      .set({ status: ASTROLOGER_STATUS.WITHDRAWN, canReapply: false, updatedAt: now })
      .where("id", "=", row.id)
      .execute();
    await trx.insertInto("reviewEvents").values({ astrologerId: row.id, action: "withdrawn", createdAt: now }).execute();
    await auditIn(
      trx,
      null,
      "application.withdrawn",
      { type: "astrologer", id: row.id },
      { documentsErased: erased.documents, bankDetailsErased: erased.bankDetails },
      ip,
    );
    return erased;
  });
}

/** Review events that close an application, or reopen it for a new period (Allow Reapplication). */
const CLOSING_ACTIONS = ["rejected", "withdrawn", "reapply_allowed"];

/**
 * The retention rule: a Rejected or Withdrawn application whose last closing event (its
 * rejection, its withdrawal, or an invitation to reapply) is `days` or more before `now` loses
 * its documents and bank details. An application reopened by Allow Reapplication counts from
 * the reopening, so the invited applicant finds their documents for as long again. Several
 * instances may run this at once: each takes the rows no other holds.
 */
export async function eraseClosedApplications(now: Date, days: number): Promise<number> {
  const db = await getDb();
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  let erased = 0;
  for (;;) {
    const ids = await db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom("astrologers as a")
        .select("a.id")
        .where("a.status", "in", [ASTROLOGER_STATUS.REJECTED, ASTROLOGER_STATUS.WITHDRAWN])
        .where("a.identityDataErasedAt", "is", null)
        .where((eb) =>
          eb(
            eb.fn.coalesce(
              eb
                .selectFrom("reviewEvents as r")
                .select((e) => e.fn.max("r.createdAt").as("at"))
                .whereRef("r.astrologerId", "=", "a.id")
                .where("r.action", "in", CLOSING_ACTIONS),
              // An application closed with no review event on record: its row's last change.
              "a.updatedAt",
            ),
            "<=",
            cutoff,
          ),
        )
        .orderBy("a.id")
        .limit(ERASE_BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      const batch = due.map((d) => d.id);
      if (batch.length === 0) return batch;
      await eraseIdentityDataIn(trx, batch, now, "retention");
      await trx
        .insertInto("reviewEvents")
        .values(batch.map((astrologerId) => ({ astrologerId, action: "data_erased", createdAt: now })))
        .execute();
      for (const id of batch) {
        await auditIn(trx, null, "application.data_erased", { type: "astrologer", id }, { rule: "closed application", days });
      }
      return batch;
    });
    erased += ids.length;
    if (ids.length < ERASE_BATCH) return erased;
  }
}
