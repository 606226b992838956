import { getDb } from "~/infra/db.server";

// An administrator row for service tests that audit what they change, and its removal with its
// audit trail afterwards.

export async function createTestAdmin(label: string): Promise<number> {
  const db = await getDb();
  const row = await db
    .insertInto("admins")
    .values({ email: `${label}-${process.pid}-${Date.now()}@${label}.test`, passwordHash: "unused" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function removeTestAdmin(adminId: number): Promise<void> {
  const db = await getDb();
  await db.deleteFrom("auditLog").where("adminId", "=", adminId).execute();
  await db.deleteFrom("admins").where("id", "=", adminId).execute();
}
