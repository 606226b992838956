import { sql } from "kysely";

import { indiaToday } from "~/clock/india-clock";
import type { Language } from "~/domain/language";
import { myDataFileName, type PersonalData } from "~/domain/my-data";
import { type HeldData, type NamedPlace, personalDataSections } from "~/domain/my-data-words";
import { PROFILE_PHOTO_PATH } from "~/domain/profile-photo";
import { BRANCH_FIELDS } from "~/forms/astrologer";
import { getDb } from "~/infra/db.server";
import type { Astrologer, Customer } from "~/infra/db-schema.server";
import { env } from "~/infra/env.server";
import { translator } from "~/locales/i18n";
import { consentsOf } from "~/services/consents.server";
import { grievancesOf } from "~/services/grievances.server";
import { keptChartsHeld } from "~/services/kept-charts.server";
import { countryName, placeName, stateName } from "~/services/place-names.server";

import { signInsOf } from "./sign-ins.server";

// The right of access (decision 069): everything we hold about one person, known by the mobile
// number they proved by an OTP, collected here and worded by domain/my-data-words.ts. A new kind
// of record is one more thing collected and one more section worded, and the page and the file
// show it with no other change. Identity and bank numbers leave only masked: the encrypted
// columns are never read here.

/** Who asks: their proven number, and the session they ask from (it reads "This device"). */
export type DataSubject = { phone: string; sessionId: string | undefined };

/** Everything held about the person with this proven number, section by section, in `language`. */
export async function personalDataOf(subject: DataSubject, now = new Date(), language: Language = "en"): Promise<PersonalData> {
  const held = await heldAbout(subject, now, language);
  return { generatedAt: now.toISOString(), sections: personalDataSections(held, translator(language)) };
}

/** The downloaded file's name: the brand, and India's date. */
export function personalDataFileName(now = new Date()): string {
  return myDataFileName(env().BRAND_NAME, indiaToday(now));
}

/** The person's records, found by their number; the places named in `language`. */
async function heldAbout(subject: DataSubject, now: Date, language: Language): Promise<HeldData> {
  const db = await getDb();
  const [customer, astrologer] = await Promise.all([
    db.selectFrom("customers").selectAll().where("mobile", "=", subject.phone).executeTakeFirst(),
    db.selectFrom("astrologers").selectAll().where("mobile", "=", subject.phone).executeTakeFirst(),
  ]);
  const held = await allOf({
    profilePhoto: customer ? profilePhotoOf(customer, now) : null,
    reviewHistory: astrologer ? reviewHistoryOf(astrologer) : null,
    bankDetails: astrologer ? bankDetailsOf(astrologer) : null,
    documents: astrologer ? documentsOf(astrologer) : null,
    sessions: signInsOf(subject.phone, subject.sessionId, now, language),
    otpCodes: otpCodesOf(subject.phone),
    rememberedDevices: rememberedDevicesOf(subject.phone),
    activity: activityAbout(customer ?? null, astrologer ?? null),
    consents: consentsOf({ customerId: customer?.id, astrologerId: astrologer?.id }),
    grievances: grievancesOf({ customerId: customer?.id, phone: subject.phone }),
    keptCharts: customer ? keptChartsHeld(customer.id) : [],
  });
  return {
    profile: customer ? { customer, place: placeWords(customer.country, customer.birthState, customer.birthCity, language) } : null,
    application: astrologer ? { astrologer, place: placeWords(astrologer.country, astrologer.state, astrologer.city, language) } : null,
    ...held,
  };
}

/** Each of a record's values awaited, together, under its own name. */
async function allOf<T extends Record<string, unknown>>(pending: T): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const entries = await Promise.all(Object.entries(pending).map(async ([name, value]) => [name, await value] as const));
  return Object.fromEntries(entries) as { [K in keyof T]: Awaited<T[K]> };
}

/** A saved place as the page's language names it: the same place, in Hindi on /hi where its name is known. */
function placeWords(country: string | null, state: string | null, city: string | null, language: Language): NamedPlace {
  return {
    country: country && countryName(country, language),
    state: state && stateName(state, language),
    city: city && state ? placeName({ name: city, state }, language) : city,
  };
}

async function profilePhotoOf(customer: Customer, now: Date): Promise<HeldData["profilePhoto"]> {
  const db = await getDb();
  const staged = await db
    .selectFrom("stagedProfilePhotos")
    .select(["originalName", "createdAt"])
    .where("customerId", "=", customer.id)
    .where("createdAt", ">", new Date(now.getTime() - 60 * 60 * 1000))
    .executeTakeFirst();
  return { address: customer.photoPath ? `${env().PUBLIC_ORIGIN}${PROFILE_PHOTO_PATH}` : null, staged: staged ?? null };
}

async function reviewHistoryOf(astrologer: Astrologer) {
  const db = await getDb();
  return db
    .selectFrom("reviewEvents")
    .select(["action", "reason", "createdAt"])
    .where("astrologerId", "=", astrologer.id)
    .orderBy("createdAt", "asc")
    .orderBy("id", "asc")
    .execute();
}

async function bankDetailsOf(astrologer: Astrologer) {
  const db = await getDb();
  // The masked columns only: the encrypted numbers stay where they are.
  const bank = await db
    .selectFrom("astrologerBankDetails")
    .select(["accountHolderName", "accountLast4", "aadhaarLast4", "panLast4", "ifsc", ...BRANCH_FIELDS, "createdAt", "updatedAt"])
    .where("astrologerId", "=", astrologer.id)
    .executeTakeFirst();
  return bank ? [bank] : [];
}

async function documentsOf(astrologer: Astrologer) {
  const db = await getDb();
  return db
    .selectFrom("astrologerDocuments")
    .select(["kind", "contentType", "sizeBytes", "uploadedAt"])
    .where("astrologerId", "=", astrologer.id)
    .orderBy("uploadedAt", "asc")
    .execute();
}

async function otpCodesOf(phone: string) {
  const db = await getDb();
  // Never the code's hash, nor the address that asked for it (someone else may have typed the number).
  return db
    .selectFrom("otpChallenges")
    .select(["purpose", "createdAt", "consumedAt", "attempts", "expiresAt", "withheld"])
    .where("phone", "=", phone)
    .orderBy("createdAt", "desc")
    .execute();
}

async function rememberedDevicesOf(phone: string) {
  const db = await getDb();
  // Never the hash itself: it is the key to the browser's cookie, not something about the person.
  return db.selectFrom("otpDevices").select(["createdAt", "lastUsedAt"]).where("phone", "=", phone).orderBy("lastUsedAt", "desc").execute();
}

async function activityAbout(customer: Customer | null, astrologer: Astrologer | null) {
  const targets = [
    ...(customer ? [sql`(target_type = 'customer' and target_id = ${String(customer.id)})`] : []),
    ...(astrologer ? [sql`(target_type = 'astrologer' and target_id = ${String(astrologer.id)})`] : []),
  ];
  const db = await getDb();
  // Who and from where stay out: an administrator's e-mail and address are not this person's data.
  return targets.length === 0
    ? []
    : await db
        .selectFrom("auditLog")
        .select(["action", "adminId", "detail", "createdAt"])
        .where(sql<boolean>`(${sql.join(targets, sql` or `)})`)
        .orderBy("createdAt", "asc")
        .orderBy("id", "asc")
        .execute();
}
