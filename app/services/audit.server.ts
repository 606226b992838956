import type { Kysely } from "kysely";
import type { Database } from "~/infra/db-schema.server";
import { getDb } from "~/infra/db.server";

/**
 * Every admin action and sign-in is recorded with who, when, on what and from which address.
 * Given the change's transaction (`executor`), the row commits with the change or not at all.
 */
export async function audit(
  adminId: number | null,
  action: string,
  target?: { type: string; id: string | number },
  detail?: Record<string, unknown>,
  ip?: string | null,
  executor?: Kysely<Database>,
) {
  const db = executor ?? (await getDb());
  await db
    .insertInto("auditLog")
    .values({
      adminId,
      action,
      targetType: target?.type ?? null,
      targetId: target ? String(target.id) : null,
      detail: detail ? JSON.stringify(detail) : null,
      ip: ip ?? null,
    })
    .execute();
}
