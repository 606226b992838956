import { sql } from "kysely";

import type { Sign } from "~/domain/horoscope";
import { decideUpload, nextSign, predictionToHtml, type UploadBatch, type ValidUpload } from "~/domain/horoscope-upload";
import { publishChange } from "~/infra/change-notices.server";
import { getDb } from "~/infra/db.server";
import { auditIn } from "~/services/audit.server";
import { writePredictions } from "~/services/horoscopes.server";

export type OpenBatch = UploadBatch & { id: number; signsDone: string[] };

export type UploadState = { batch: OpenBatch | null; next: Sign | null };

/** The batch being uploaded (one at a time, shared by all admins), and the sign due next. */
export async function getUploadState(): Promise<UploadState> {
  const batch = await readOpenBatch();
  return { batch, next: nextSign(batch?.signsDone ?? []) };
}

async function readOpenBatch(): Promise<OpenBatch | null> {
  const db = await getDb();
  const row = await db
    .selectFrom("horoscopeUploadBatches")
    .select(["id", "startDate", "endDate", "language", "signsDone"])
    .where("completedAt", "is", null)
    .orderBy("id", "desc")
    .executeTakeFirst();
  return row ? { ...row, signsDone: Array.isArray(row.signsDone) ? row.signsDone.map(String) : [] } : null;
}

export type UploadResult =
  | { ok: true; complete: boolean; signsDone: string[] }
  | { ok: false; reason: "dates-locked" | "language-locked" | "already-uploaded" | "busy" }
  | { ok: false; reason: "out-of-order"; expected: Sign };

// Uploads in this process run one after another, so two admins' clicks cannot both take
// the same step. Across instances, the conditional writes below refuse the slower one.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Uploads one sign's prediction for every day of the batch's range. The batch's step, the
 * predictions and the audit row are one transaction, so the progress never runs ahead of
 * what the public pages show, even when the database goes away half-way. Throws when the
 * database fails.
 */
export function uploadHoroscope(adminId: number, upload: ValidUpload): Promise<UploadResult> {
  return oneAtATime(async () => {
    const batch = await readOpenBatch();
    const decision = decideUpload(batch, { ...upload, sign: upload.sign.slug });
    if (!decision.ok) return decision;

    const completedAt = decision.complete ? new Date() : null;
    // Every instance drops its horoscope caches when this commits.
    return publishChange("horoscopes", async (trx): Promise<UploadResult> => {
      let batchId: number;
      if (batch) {
        const claimed = await trx
          .updateTable("horoscopeUploadBatches")
          .set({ signsDone: JSON.stringify(decision.signsDone), completedAt })
          .where("id", "=", batch.id)
          .where("completedAt", "is", null)
          .where(sql<boolean>`jsonb_array_length(signs_done) = ${batch.signsDone.length}`)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) return { ok: false, reason: "busy" };
        batchId = batch.id;
      } else {
        const created = await trx
          .insertInto("horoscopeUploadBatches")
          .values({
            adminId,
            startDate: upload.startDate,
            endDate: upload.endDate,
            language: upload.language,
            signsDone: JSON.stringify(decision.signsDone),
            completedAt,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        batchId = created.id;
      }
      await writePredictions(trx, {
        startDate: upload.startDate,
        endDate: upload.endDate,
        sign: upload.sign.slug,
        language: upload.language,
        prediction: predictionToHtml(upload.prediction),
      });
      await auditIn(
        trx,
        adminId,
        "horoscope.upload",
        { type: "horoscope", id: `${upload.startDate}..${upload.endDate}:${upload.sign.slug}` },
        { language: upload.language, batchId, complete: decision.complete },
      );
      return { ok: true, complete: decision.complete, signsDone: decision.signsDone };
    });
  });
}
