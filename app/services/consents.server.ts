import type { Transaction } from "kysely";

import type { ConsentPurpose } from "~/domain/consent";
import { getDb } from "~/infra/db.server";
import type { Database } from "~/infra/db-schema.server";

// Consents to the privacy notice (domain/consent.ts): written in the transaction that creates
// what they were given for, so there is never an account or an application without its consent.

/** What the person ticked: the version of the notice the form linked. */
export type GivenConsent = { noticeVersion: string };

export type ConsentOwner = { customerId: number } | { astrologerId: number };

export async function recordConsent(trx: Transaction<Database>, owner: ConsentOwner, purpose: ConsentPurpose, consent: GivenConsent) {
  await trx
    .insertInto("consents")
    .values({
      customerId: "customerId" in owner ? owner.customerId : null,
      astrologerId: "astrologerId" in owner ? owner.astrologerId : null,
      purpose,
      noticeVersion: consent.noticeVersion,
    })
    .execute();
}

export type ConsentRecord = { purpose: ConsentPurpose; noticeVersion: string; givenAt: Date };

/** The consents of a customer and of an applicant (either may be absent), oldest first. */
export async function consentsOf(owners: { customerId?: number; astrologerId?: number }): Promise<ConsentRecord[]> {
  if (owners.customerId === undefined && owners.astrologerId === undefined) return [];
  const db = await getDb();
  return db
    .selectFrom("consents")
    .select(["purpose", "noticeVersion", "givenAt"])
    .where((eb) =>
      eb.or([
        ...(owners.customerId !== undefined ? [eb("customerId", "=", owners.customerId)] : []),
        ...(owners.astrologerId !== undefined ? [eb("astrologerId", "=", owners.astrologerId)] : []),
      ]),
    )
    .orderBy("givenAt", "asc")
    .orderBy("id", "asc")
    .execute();
}
