import { getDb } from "~/infra/db.server";

/** Every admin action is recorded with who, when and on what. */
export async function audit(
  adminId: number | null,
  action: string,
  target?: { type: string; id: string | number },
  detail?: Record<string, unknown>,
) {
  const db = await getDb();
  await db
    .insertInto("auditLog")
    .values({
      adminId,
      action,
      targetType: target?.type ?? null,
      targetId: target ? String(target.id) : null,
      detail: detail ? JSON.stringify(detail) : null,
    })
    .execute();
}
