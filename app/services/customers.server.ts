import type { Kysely } from "kysely";

import type { Language } from "~/domain/language";
import { type ProfileData, splitFullName, storedGenderFor } from "~/forms/customer";
import { getDb } from "~/infra/db.server";
import type { Customer, Database, NewCustomer } from "~/infra/db-schema.server";
import { forgetSessionReads, rememberedForSession } from "~/infra/session-reads.server";
import { endSessionsOfPhone } from "~/infra/session-store.server";

import { type GivenConsent, recordConsent } from "./consents.server";
import { type ProfilePhoto, stagedProfilePhoto, storeProfilePhoto } from "./profile-photos.server";

export type CustomerProfile = Customer;

// On the embedded database a customer's row, by number or by id, is remembered for a few
// seconds and forgotten at every write to customers, all of which are in this module
// (session-reads.server.ts): /user-registration and /profile need no round trip for it.

export async function findCustomerByMobile(mobile: string): Promise<Customer | null> {
  const row = await rememberedForSession(`customer-mobile:${mobile}`, async () => {
    const db = await getDb();
    return {
      value: (await db.selectFrom("customers").selectAll().where("mobile", "=", mobile).executeTakeFirst()) ?? null,
      validUntil: Infinity,
    };
  });
  return row && { ...row };
}

export async function findCustomerById(id: number): Promise<Customer | null> {
  const row = await rememberedForSession(`customer:${id}`, async () => {
    const db = await getDb();
    return { value: (await db.selectFrom("customers").selectAll().where("id", "=", id).executeTakeFirst()) ?? null, validUntil: Infinity };
  });
  return row && { ...row };
}

/** The name the header shows for a logged-in customer. */
export async function customerDisplayName(id: number): Promise<string | null> {
  const db = await getDb();
  const row = await db.selectFrom("customers").select("firstName").where("id", "=", id).executeTakeFirst();
  return row?.firstName ?? null;
}

export class DuplicateCustomerError extends Error {}

/**
 * Registration (spec §3 defaults: gender M, email NA). One account per mobile number. The
 * consent the form asked for is recorded with the account (demo data and tests have none).
 */
export async function registerCustomer(input: Omit<NewCustomer, "id">, consent?: GivenConsent): Promise<Customer> {
  const db = await getDb();
  const insert = (into: Kysely<Database>) =>
    into
      .insertInto("customers")
      .values({ ...input, gender: input.gender || "M", email: input.email || "NA" })
      .onConflict((oc) => oc.column("mobile").doNothing())
      .returningAll()
      .executeTakeFirst();
  const row = !consent
    ? await insert(db)
    : await db.transaction().execute(async (trx) => {
        const inserted = await insert(trx);
        if (inserted) await recordConsent(trx, { customerId: inserted.id }, "customer_account", consent);
        return inserted;
      });
  forgetSessionReads();
  if (!row) throw new DuplicateCustomerError("A customer with this mobile number already exists.");
  return row;
}

/**
 * Saves the profile fields it is given and, with a photo, the photo too: the new photo
 * replaces the old one and any photo kept from an earlier try, all in one transaction, so
 * a failure leaves the old profile and photo as they were.
 */
export async function updateCustomerProfile(
  id: number,
  changes: Partial<Omit<NewCustomer, "id" | "mobile" | "regDate" | "lastUpdate" | "photoPath">>,
  photo?: ProfilePhoto | null,
): Promise<Customer> {
  const db = await getDb();
  // The name shows in the header of every page the customer sees (visitor-frame.server.ts).
  forgetSessionReads();
  // Without a photo it is one statement, which needs no transaction around it.
  const updated = !photo
    ? await db
        .updateTable("customers")
        .set({ ...changes, lastUpdate: new Date() })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirstOrThrow()
    : await db.transaction().execute(async (trx) => {
        const photoPath = await storeProfilePhoto(trx, id, photo);
        const row = await trx
          .updateTable("customers")
          .set({ ...changes, photoPath, lastUpdate: new Date() })
          .where("id", "=", id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx.deleteFrom("stagedProfilePhotos").where("customerId", "=", id).execute();
        return row;
      });
  forgetSessionReads();
  return updated;
}

/**
 * Deletes the customer with this number and their photo (on delete cascade, in the same
 * statement), and ends every session of the number on every device; false when there was
 * no customer.
 */
export async function deleteCustomerByMobile(mobile: string): Promise<boolean> {
  const db = await getDb();
  const row = await db.transaction().execute(async (trx) => {
    await endSessionsOfPhone(mobile, trx);
    await trx.deleteFrom("otpDevices").where("phone", "=", mobile).execute();
    return trx.deleteFrom("customers").where("mobile", "=", mobile).returning("id").executeTakeFirst();
  });
  forgetSessionReads();
  return Boolean(row);
}

/** A place chosen from the country, state and city lists, by name and id. */
export type ChosenPlace = { country: string; countryId: number; state: string; stateId: number; city: string; cityId: number };

/**
 * A customer's birth place as stored: the typed place text (spec §3 keeps it in latitude too,
 * so the two stay in step) and the chosen country, state and city by name and id.
 */
export function placeColumns(placeText: string, place: ChosenPlace) {
  return {
    birthPlace: placeText,
    latitude: placeText,
    country: place.country,
    countryId: place.countryId,
    birthState: place.state,
    birthStateId: place.stateId,
    birthCity: place.city,
    birthCityId: place.cityId,
  };
}

/**
 * The profile form once every field passes (spec §4 "Profile form"): its fields, the place, and
 * the photo (the one just sent, else the one kept from an earlier try, if any), saved together.
 */
export async function saveProfile(
  customer: Customer,
  data: ProfileData,
  place: ChosenPlace,
  newPhoto: ProfilePhoto | null,
  /** The edition the profile was saved in: their SMS and e-mails come in its language. */
  language: Language = customer.language,
): Promise<Customer> {
  const photo = newPhoto ?? (await stagedProfilePhoto(customer.id));
  const { firstName, lastName } = splitFullName(data.name);
  return updateCustomerProfile(
    customer.id,
    {
      firstName,
      lastName,
      gender: storedGenderFor(data.gender, customer.gender),
      dob: data.dob,
      timeOfBirth: data.timeOfBirth,
      ...placeColumns(data.birthPlace, place),
      pinCode: data.pinCode,
      email: data.email,
      language,
    },
    photo,
  );
}
