import { sql } from "kysely";

import { BRANCH_FIELDS } from "~/domain/astrologer-forms";
import { maskLast4, maskPan } from "~/domain/bank";
import { GRIEVANCE_CATEGORIES, GRIEVANCE_RETENTION_YEARS, GRIEVANCE_STATUSES } from "~/domain/grievance";
import { indiaToday } from "~/domain/india-date";
import type { Language } from "~/domain/language";
import {
  auditEntryWords,
  type DataField,
  type DataRecord,
  type DataSection,
  genderWords,
  myDataFileName,
  otpPurposeWords,
  type PersonalData,
  reviewEventWords,
} from "~/domain/my-data";
import { DOCUMENT_KINDS, statusLabel } from "~/domain/onboarding";
import { PROFILE_PHOTO_PATH } from "~/domain/profile-photo";
import { type Translate, translator } from "~/i18n";
import { getDb } from "~/infra/db.server";
import type { Astrologer, Customer } from "~/infra/db-schema.server";
import { env } from "~/infra/env.server";
import type account from "~/locales/en/account";
import { countryName, placeName, stateName } from "~/services/place-names.server";

import { consentsOf } from "./consents.server";
import { grievancesOf } from "./grievances.server";
import { signInsOf } from "./sign-ins.server";

// The right of access (decision 069): everything we hold about one person, known by the mobile
// number they proved by an OTP. Each section is built by one function of the list below; a new
// kind of record is one more function in SECTIONS, and the page and the file show it with no
// other change. Identity and bank numbers leave only masked: the
// encrypted columns are never read here. The words are the page's language (the `account`
// namespace's `myData`); the values are as stored, but for the names of places, which a Hindi page
// writes in Hindi where they are known.

/** Who asks: their proven number, and the session they ask from (it reads "This device"). */
export type DataSubject = { phone: string; sessionId: string | undefined };

/** What the sections share: the person's records found once by their number, and the words' language. */
type Held = {
  subject: DataSubject;
  customer: Customer | null;
  astrologer: Astrologer | null;
  now: Date;
  language: Language;
  t: Translate;
};

type SectionSource = (held: Held) => Promise<DataSection | null>;

const SECTIONS: SectionSource[] = [
  profileSection,
  profilePhotoSection,
  applicationSection,
  reviewHistorySection,
  bankDetailsSection,
  documentsSection,
  sessionsSection,
  otpSection,
  rememberedDevicesSection,
  auditSection,
  consentsSection,
  grievancesSection,
];

/** Everything held about the person with this proven number, section by section, in `language`. */
export async function personalDataOf(subject: DataSubject, now = new Date(), language: Language = "en"): Promise<PersonalData> {
  const db = await getDb();
  const [customer, astrologer] = await Promise.all([
    db.selectFrom("customers").selectAll().where("mobile", "=", subject.phone).executeTakeFirst(),
    db.selectFrom("astrologers").selectAll().where("mobile", "=", subject.phone).executeTakeFirst(),
  ]);
  const held: Held = { subject, customer: customer ?? null, astrologer: astrologer ?? null, now, language, t: translator(language) };
  const sections = await Promise.all(SECTIONS.map((build) => build(held)));
  return { generatedAt: now.toISOString(), sections: sections.filter((s): s is DataSection => s !== null) };
}

/** The downloaded file's name: the brand, and India's date. */
export function personalDataFileName(now = new Date()): string {
  return myDataFileName(env().BRAND_NAME, indiaToday(now));
}

const field = (key: string, label: string, value: DataField["value"] | undefined, format?: DataField["format"]): DataField => ({
  key,
  label,
  value: value ?? null,
  ...(format ? { format } : {}),
});

/** The sections' words in the `account` namespace: `myData.<section>.title`, `.about`, `.fields`. */
type SectionWords = typeof account.myData;
type WordedSection = { [S in keyof SectionWords]: SectionWords[S] extends { fields: object } ? S : never }[keyof SectionWords];
type FieldOf<S extends WordedSection> = SectionWords[S] extends { fields: infer F } ? keyof F & string : never;

/**
 * A section's fields, each labelled in the page's language with its own key's words
 * (`myData.<section>.fields.<key>`): the key is checked against the English words.
 */
function fieldsOf<S extends WordedSection>(t: Translate, section: S) {
  const label = t as unknown as (key: string) => string;
  return (key: FieldOf<S>, value: DataField["value"] | undefined, format?: DataField["format"]) =>
    field(key, label(`account:myData.${section}.fields.${key}`), value, format);
}

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

const fullName = (first: string, last: string | null) => [first, last].filter(Boolean).join(" ");

/** 'NA' is how registration stores "no e-mail" (spec §3). */
const email = (value: string) => (value === "NA" ? null : value);

async function profileSection({ customer, language, t }: Held): Promise<DataSection | null> {
  if (!customer) return null;
  const c = customer;
  const f = fieldsOf(t, "profile");
  const place = placeWords(c.country, c.birthState, c.birthCity, language);
  return {
    id: "profile",
    title: t("account:myData.profile.title"),
    about: t("account:myData.profile.about"),
    empty: "",
    records: [
      {
        fields: [
          f("name", fullName(c.firstName, c.lastName)),
          f("mobile", c.mobile),
          f("email", email(c.email)),
          f("gender", genderWords(c.gender, t)),
          f("dateOfBirth", c.dob, "date"),
          f("timeOfBirth", c.timeOfBirth?.slice(0, 5)),
          f("placeOfBirth", c.birthPlace ?? c.latitude),
          f("country", place.country),
          f("state", place.state),
          f("city", place.city),
          f("pinCode", c.pinCode),
          ...(c.socialmedia ? [f("socialMedia", c.socialmedia)] : []),
          f("walletBalance", Number(c.balanceAmount), "rupees"),
          f("registeredAt", iso(c.regDate), "datetime"),
          f("updatedAt", iso(c.lastUpdate), "datetime"),
        ],
      },
    ],
  };
}

async function profilePhotoSection({ customer, now, t }: Held): Promise<DataSection | null> {
  if (!customer) return null;
  const db = await getDb();
  const staged = await db
    .selectFrom("stagedProfilePhotos")
    .select(["originalName", "createdAt"])
    .where("customerId", "=", customer.id)
    .where("createdAt", ">", new Date(now.getTime() - 60 * 60 * 1000))
    .executeTakeFirst();
  const f = fieldsOf(t, "profilePhoto");
  const records: DataRecord[] = [];
  if (customer.photoPath) {
    records.push({
      fields: [
        f("photo", `${env().PUBLIC_ORIGIN}${PROFILE_PHOTO_PATH}`, "link"),
        f("shownTo", t("account:myData.profilePhoto.fields.shownToValue")),
      ],
    });
  }
  if (staged) {
    records.push({ fields: [f("waitingPhoto", staged.originalName), f("uploadedAt", iso(staged.createdAt), "datetime")] });
  }
  return {
    id: "profile-photo",
    title: t("account:myData.profilePhoto.title"),
    about: t("account:myData.profilePhoto.about"),
    empty: t("account:myData.profilePhoto.empty"),
    records,
  };
}

/** onboarding's statusLabel as the `account` namespace's key of its words. */
const APPLICATION_STATUS_KEYS = {
  Active: "active",
  Pending: "pending",
  Rejected: "rejected",
  Withdrawn: "withdrawn",
  Inactive: "inactive",
  Unknown: "unknown",
} as const satisfies Record<string, keyof typeof account.myData.applicationStatuses>;

function applicationStatusWords(t: Translate, status: number, deactivated: boolean): string {
  const label = statusLabel(status, deactivated);
  const key = (APPLICATION_STATUS_KEYS as Record<string, keyof typeof account.myData.applicationStatuses>)[label] ?? "unknown";
  return t(`account:myData.applicationStatuses.${key}`);
}

async function applicationSection({ astrologer, language, t }: Held): Promise<DataSection | null> {
  if (!astrologer) return null;
  const a = astrologer;
  const f = fieldsOf(t, "application");
  const place = placeWords(a.country, a.state, a.city, language);
  return {
    id: "astrologer-application",
    title: t("account:myData.application.title"),
    about: t("account:myData.application.about"),
    empty: "",
    records: [
      {
        fields: [
          f("name", fullName(a.firstName, a.lastName)),
          ...(a.nickName ? [f("nickName", a.nickName)] : []),
          f("mobile", a.mobile),
          f("email", email(a.email)),
          f("gender", genderWords(a.gender, t)),
          f("age", a.age),
          f("address", a.address),
          f("country", place.country),
          f("state", place.state),
          f("city", place.city),
          f("pinCode", a.pinCode),
          f("languages", a.language),
          f("specialisation", a.specialization),
          f("experienceYears", a.experience),
          f("status", applicationStatusWords(t, a.status, a.deactivatedAt !== null)),
          ...(a.rejectionReason ? [f("rejectionReason", a.rejectionReason)] : []),
          f("mayApplyAgain", a.canReapply, "yesno"),
          f("callRate", Number(a.callCharges), "rupees"),
          f("chatRate", Number(a.chatCharges), "rupees"),
          f("videoCallRate", Number(a.videoCallCharges), "rupees"),
          f("consultations", `${a.callCount}, ${a.chatCount}, ${a.vcallCount}`),
          ...(a.photoPath ? [f("photo", a.photoPath, "link")] : []),
          f("registeredAt", iso(a.registrationDate), "datetime"),
          f("updatedAt", iso(a.updatedAt), "datetime"),
        ],
      },
    ],
  };
}

async function reviewHistorySection({ astrologer, t }: Held): Promise<DataSection | null> {
  if (!astrologer) return null;
  const db = await getDb();
  const events = await db
    .selectFrom("reviewEvents")
    .select(["action", "reason", "createdAt"])
    .where("astrologerId", "=", astrologer.id)
    .orderBy("createdAt", "asc")
    .orderBy("id", "asc")
    .execute();
  const f = fieldsOf(t, "reviewHistory");
  return {
    id: "review-history",
    title: t("account:myData.reviewHistory.title"),
    about: t("account:myData.reviewHistory.about"),
    empty: t("account:myData.reviewHistory.empty"),
    records: events.map((e) => ({
      fields: [
        f("what", reviewEventWords(e.action, t)),
        f("at", iso(e.createdAt), "datetime"),
        ...(e.reason ? [f("reason", e.reason)] : []),
      ],
    })),
  };
}

async function bankDetailsSection({ astrologer, t }: Held): Promise<DataSection | null> {
  if (!astrologer) return null;
  const db = await getDb();
  // The masked columns only: the encrypted numbers stay where they are.
  const bank = await db
    .selectFrom("astrologerBankDetails")
    .select(["accountHolderName", "accountLast4", "aadhaarLast4", "panLast4", "ifsc", ...BRANCH_FIELDS, "createdAt", "updatedAt"])
    .where("astrologerId", "=", astrologer.id)
    .executeTakeFirst();
  const f = fieldsOf(t, "bankDetails");
  return {
    id: "bank-details",
    title: t("account:myData.bankDetails.title"),
    about: t("account:myData.bankDetails.about"),
    empty: t("account:myData.bankDetails.empty"),
    records: bank
      ? [
          {
            fields: [
              f("accountHolderName", bank.accountHolderName),
              f("accountNumber", maskLast4(bank.accountLast4)),
              f("ifsc", bank.ifsc),
              f("bankName", bank.bankName),
              f("branchName", bank.branchName),
              f("branchAddress", [bank.address, bank.city, bank.state].filter(Boolean).join(", ") || null),
              f("aadhaarNumber", maskLast4(bank.aadhaarLast4)),
              f("panNumber", maskPan(bank.panLast4)),
              f("savedAt", iso(bank.createdAt), "datetime"),
              f("updatedAt", iso(bank.updatedAt), "datetime"),
            ],
          },
        ]
      : [],
  };
}

/** A saved place as the page's language names it: the same place, in Hindi on /hi where its name is known. */
function placeWords(country: string | null, state: string | null, city: string | null, language: Language) {
  return {
    country: country && countryName(country, language),
    state: state && stateName(state, language),
    city: city && state ? placeName({ name: city, state }, language) : city,
  };
}

/** A document's name in the page's language (the `onboarding` namespace's), or null for a kind we do not know. */
function documentWords(t: Translate, kind: unknown): string | null {
  const known = DOCUMENT_KINDS.find((d) => d.kind === kind);
  return known ? t(`onboarding:documents.kinds.${known.kind}`) : null;
}

async function documentsSection({ astrologer, t }: Held): Promise<DataSection | null> {
  if (!astrologer) return null;
  const db = await getDb();
  const documents = await db
    .selectFrom("astrologerDocuments")
    .select(["kind", "contentType", "sizeBytes", "uploadedAt"])
    .where("astrologerId", "=", astrologer.id)
    .orderBy("uploadedAt", "asc")
    .execute();
  const f = fieldsOf(t, "documents");
  return {
    id: "documents",
    title: t("account:myData.documents.title"),
    about: t("account:myData.documents.about"),
    empty: t("account:myData.documents.empty"),
    records: documents.map((d) => ({
      fields: [
        f("document", documentWords(t, d.kind) ?? d.kind),
        f("type", d.contentType === "application/pdf" ? "PDF" : d.contentType.replace(/^image\//, "").toUpperCase()),
        f("size", d.sizeBytes, "bytes"),
        f("uploadedAt", iso(d.uploadedAt), "datetime"),
      ],
    })),
  };
}

async function sessionsSection({ subject, now, language, t }: Held): Promise<DataSection> {
  const signIns = await signInsOf(subject.phone, subject.sessionId, now, language);
  const f = fieldsOf(t, "sessions");
  return {
    id: "sessions",
    title: t("account:myData.sessions.title"),
    about: t("account:myData.sessions.about", { placeNote: t("account:signIns.placeNote") }),
    empty: t("account:myData.sessions.empty"),
    records: signIns.map((s) => ({
      fields: [
        f("device", s.device),
        f("place", s.place),
        f("signedInAt", s.signedInAt, "datetime"),
        f("lastUsedAt", s.lastUsedAt, "datetime"),
        field("thisDevice", t("account:signIns.thisDevice"), s.current, "yesno"),
      ],
    })),
  };
}

async function otpSection({ subject, t }: Held): Promise<DataSection> {
  const db = await getDb();
  // Never the code's hash, nor the address that asked for it (someone else may have typed the number).
  const challenges = await db
    .selectFrom("otpChallenges")
    .select(["purpose", "createdAt", "consumedAt", "attempts", "expiresAt", "withheld"])
    .where("phone", "=", subject.phone)
    .orderBy("createdAt", "desc")
    .execute();
  const f = fieldsOf(t, "otpCodes");
  return {
    id: "otp-codes",
    title: t("account:myData.otpCodes.title"),
    about: t("account:myData.otpCodes.about"),
    empty: t("account:myData.otpCodes.empty"),
    records: challenges.map((c) => ({
      fields: [
        f("sentAt", iso(c.createdAt), "datetime"),
        ...(c.withheld ? [f("withheld", true, "yesno")] : []),
        f("purpose", otpPurposeWords(c.purpose, t)),
        f("used", c.consumedAt !== null, "yesno"),
        ...(c.consumedAt ? [f("usedAt", iso(c.consumedAt), "datetime")] : []),
        f("wrongTries", c.attempts),
        f("expiresAt", iso(c.expiresAt), "datetime"),
      ],
    })),
  };
}

async function rememberedDevicesSection({ subject, t }: Held): Promise<DataSection> {
  const db = await getDb();
  // Never the hash itself: it is the key to the browser's cookie, not something about the person.
  const devices = await db
    .selectFrom("otpDevices")
    .select(["createdAt", "lastUsedAt"])
    .where("phone", "=", subject.phone)
    .orderBy("lastUsedAt", "desc")
    .execute();
  const f = fieldsOf(t, "rememberedDevices");
  return {
    id: "remembered-devices",
    title: t("account:myData.rememberedDevices.title"),
    about: t("account:myData.rememberedDevices.about"),
    empty: t("account:myData.rememberedDevices.empty"),
    records: devices.map((d) => ({
      fields: [f("firstSignIn", iso(d.createdAt), "datetime"), f("lastSignIn", iso(d.lastUsedAt), "datetime")],
    })),
  };
}

async function auditSection({ customer, astrologer, t }: Held): Promise<DataSection> {
  const targets = [
    ...(customer ? [sql`(target_type = 'customer' and target_id = ${String(customer.id)})`] : []),
    ...(astrologer ? [sql`(target_type = 'astrologer' and target_id = ${String(astrologer.id)})`] : []),
  ];
  const db = await getDb();
  // Who and from where stay out: an administrator's e-mail and address are not this person's data.
  const entries =
    targets.length === 0
      ? []
      : await db
          .selectFrom("auditLog")
          .select(["action", "adminId", "detail", "createdAt"])
          .where(sql<boolean>`(${sql.join(targets, sql` or `)})`)
          .orderBy("createdAt", "asc")
          .orderBy("id", "asc")
          .execute();
  const f = fieldsOf(t, "activity");
  return {
    id: "activity",
    title: t("account:myData.activity.title"),
    about: t("account:myData.activity.about"),
    empty: t("account:myData.activity.empty"),
    records: entries.map((e) => {
      const detail = e.detail as Record<string, unknown> | null;
      const document = documentWords(t, detail?.document);
      return {
        fields: [
          f("what", auditEntryWords(e.action, e.adminId !== null, t)),
          f("at", iso(e.createdAt), "datetime"),
          ...(document ? [f("document", document)] : []),
          ...(typeof detail?.reason === "string" ? [f("reason", detail.reason)] : []),
        ],
      };
    }),
  };
}

async function consentsSection({ customer, astrologer, t }: Held): Promise<DataSection> {
  const consents = await consentsOf({ customerId: customer?.id, astrologerId: astrologer?.id });
  const f = fieldsOf(t, "consents");
  return {
    id: "consents",
    title: t("account:myData.consents.title"),
    about: t("account:myData.consents.about"),
    empty: t("account:myData.consents.empty"),
    records: consents.map((c) => ({
      fields: [
        f("for", t(`account:myData.consentPurposes.${c.purpose}`)),
        f("agreedAt", iso(c.givenAt), "datetime"),
        f("noticeVersion", c.noticeVersion),
      ],
    })),
  };
}

/** A grievance's category and status in the page's language, or as stored when unknown. */
function grievanceWords(t: Translate, category: string, status: string) {
  const knownCategory = GRIEVANCE_CATEGORIES.find((c) => c === category);
  const knownStatus = GRIEVANCE_STATUSES.find((s) => s === status);
  return {
    category: knownCategory ? t(`grievance:categories.${knownCategory}`) : category,
    status: knownStatus ? t(`account:myData.grievanceStatuses.${knownStatus}`) : status,
  };
}

async function grievancesSection({ subject, customer, t }: Held): Promise<DataSection> {
  const grievances = await grievancesOf({ customerId: customer?.id, phone: subject.phone });
  const f = fieldsOf(t, "grievances");
  return {
    id: "grievances",
    title: t("account:myData.grievances.title"),
    about: t("account:myData.grievances.about", { years: GRIEVANCE_RETENTION_YEARS }),
    empty: t("account:myData.grievances.empty"),
    records: grievances.map((g) => {
      const words = grievanceWords(t, g.category, g.status);
      return {
        fields: [
          f("reference", g.reference),
          f("about", words.category),
          f("grievance", g.description),
          f("name", g.name),
          f("email", g.email),
          f("mobile", g.mobile),
          f("receivedAt", iso(g.receivedAt), "datetime"),
          f("status", words.status),
          ...(g.reply ? [f("answer", g.reply), f("resolvedAt", iso(g.resolvedAt), "datetime")] : []),
        ],
      };
    }),
  };
}
