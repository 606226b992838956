import { getDb } from "~/infra/db.server";
import type { Customer, NewCustomer } from "~/infra/db-schema.server";
import { deleteAvatar } from "~/infra/file-storage.server";
import { endSessionsOfPhone } from "~/infra/session-store.server";

export type CustomerProfile = Customer;

export async function findCustomerByMobile(mobile: string): Promise<Customer | null> {
  const db = await getDb();
  return (await db.selectFrom("customers").selectAll().where("mobile", "=", mobile).executeTakeFirst()) ?? null;
}

export async function findCustomerById(id: number): Promise<Customer | null> {
  const db = await getDb();
  return (await db.selectFrom("customers").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

/** The name the header shows for a logged-in customer. */
export async function customerDisplayName(id: number): Promise<string | null> {
  const db = await getDb();
  const row = await db.selectFrom("customers").select("firstName").where("id", "=", id).executeTakeFirst();
  return row?.firstName ?? null;
}

export class DuplicateCustomerError extends Error {}

/** Registration (spec §3 defaults: gender M, email NA). One account per mobile number. */
export async function registerCustomer(input: Omit<NewCustomer, "id">): Promise<Customer> {
  const db = await getDb();
  const row = await db
    .insertInto("customers")
    .values({ ...input, gender: input.gender || "M", email: input.email || "NA" })
    .onConflict((oc) => oc.column("mobile").doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new DuplicateCustomerError("A customer with this mobile number already exists.");
  return row;
}

export async function updateCustomerProfile(
  id: number,
  changes: Partial<Omit<NewCustomer, "id" | "mobile" | "regDate" | "lastUpdate">>,
): Promise<Customer> {
  const db = await getDb();
  return db
    .updateTable("customers")
    .set({ ...changes, lastUpdate: new Date() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Deletes the customer with this number and their photo, and ends every session of the
 * number on every device; false when there was no customer.
 */
export async function deleteCustomerByMobile(mobile: string): Promise<boolean> {
  const db = await getDb();
  const row = await db.transaction().execute(async (trx) => {
    await endSessionsOfPhone(mobile, trx);
    return trx.deleteFrom("customers").where("mobile", "=", mobile).returning("photoPath").executeTakeFirst();
  });
  if (!row) return false;
  if (row.photoPath) await deleteAvatar(row.photoPath).catch(() => undefined);
  return true;
}

