import { getDb } from "~/infra/db.server";

/**
 * Spec §4: an astrologer record with id > 0 means "existing". A deactivated astrologer
 * no longer counts as existing.
 */
export async function findExistingAstrologerId(mobile: string): Promise<number | null> {
  const db = await getDb();
  const row = await db
    .selectFrom("astrologers")
    .select("id")
    .where("mobile", "=", mobile)
    .where("deactivatedAt", "is", null)
    .executeTakeFirst();
  return row?.id ?? null;
}
