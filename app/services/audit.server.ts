import type { Kysely, Transaction } from "kysely";

import { getDb } from "~/infra/db.server";
import type { Database } from "~/infra/db-schema.server";

type AuditTarget = { type: string; id: string | number };

/** Every admin action and sign-in is recorded with who, when, on what and from which address. */
export async function audit(
  adminId: number | null,
  action: string,
  target?: AuditTarget,
  detail?: Record<string, unknown>,
  ip?: string | null,
) {
  await auditIn(await getDb(), adminId, action, target, detail, ip);
}

/** The same record written in the transaction of the change it describes, so both or neither stay. */
export async function auditIn(
  executor: Kysely<Database> | Transaction<Database>,
  adminId: number | null,
  action: string,
  target?: AuditTarget,
  detail?: Record<string, unknown>,
  ip?: string | null,
) {
  await executor
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
