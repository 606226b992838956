import { sql } from "kysely";

import { PROFILE_PHOTO_PATH } from "~/domain/account-messages";
import { maskLast4, maskPan } from "~/domain/bank";
import { consentPurposeNames } from "~/domain/consent";
import { categoryLabel, GRIEVANCE_RETENTION_YEARS, statusLabel as grievanceStatusLabel } from "~/domain/grievance";
import { indiaToday } from "~/domain/india-date";
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
import { signInMessages } from "~/domain/sign-ins";
import { getDb } from "~/infra/db.server";
import type { Astrologer, Customer } from "~/infra/db-schema.server";
import { env } from "~/infra/env.server";

import { consentsOf } from "./consents.server";
import { grievancesOf } from "./grievances.server";
import { signInsOf } from "./sign-ins.server";

// The right of access (decision 069): everything we hold about one person, known by the mobile
// number they proved by an OTP. Each section is built by one function of the list below; a new
// kind of record is one more function in SECTIONS, and the page and the file show it with no
// other change. Identity and bank numbers leave only masked: the
// encrypted columns are never read here.

/** Who asks: their proven number, and the session they ask from (it reads "This device"). */
export type DataSubject = { phone: string; sessionId: string | undefined };

/** What the sections share: the person's records found once by their number. */
type Held = { subject: DataSubject; customer: Customer | null; astrologer: Astrologer | null; now: Date };

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
  auditSection,
  consentsSection,
  grievancesSection,
];

/** Everything held about the person with this proven number, section by section. */
export async function personalDataOf(subject: DataSubject, now = new Date()): Promise<PersonalData> {
  const db = await getDb();
  const [customer, astrologer] = await Promise.all([
    db.selectFrom("customers").selectAll().where("mobile", "=", subject.phone).executeTakeFirst(),
    db.selectFrom("astrologers").selectAll().where("mobile", "=", subject.phone).executeTakeFirst(),
  ]);
  const held: Held = { subject, customer: customer ?? null, astrologer: astrologer ?? null, now };
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

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

const fullName = (first: string, last: string | null) => [first, last].filter(Boolean).join(" ");

/** 'NA' is how registration stores "no e-mail" (spec §3). */
const email = (value: string) => (value === "NA" ? null : value);

async function profileSection({ customer }: Held): Promise<DataSection | null> {
  if (!customer) return null;
  const c = customer;
  return {
    id: "profile",
    title: "Your profile and birth details",
    about: "What you gave us when you registered and in your profile.",
    empty: "",
    records: [
      {
        fields: [
          field("name", "Name", fullName(c.firstName, c.lastName)),
          field("mobile", "Mobile number", c.mobile),
          field("email", "E-mail", email(c.email)),
          field("gender", "Gender", genderWords(c.gender)),
          field("dateOfBirth", "Date of birth", c.dob, "date"),
          field("timeOfBirth", "Time of birth", c.timeOfBirth?.slice(0, 5)),
          field("placeOfBirth", "Place of birth", c.birthPlace ?? c.latitude),
          field("country", "Country", c.country),
          field("state", "State", c.birthState),
          field("city", "City", c.birthCity),
          field("pinCode", "PIN code", c.pinCode),
          ...(c.socialmedia ? [field("socialMedia", "Social media", c.socialmedia)] : []),
          field("walletBalance", "Wallet balance", Number(c.balanceAmount), "rupees"),
          field("registeredAt", "Registered", iso(c.regDate), "datetime"),
          field("updatedAt", "Last changed", iso(c.lastUpdate), "datetime"),
        ],
      },
    ],
  };
}

async function profilePhotoSection({ customer, now }: Held): Promise<DataSection | null> {
  if (!customer) return null;
  const db = await getDb();
  const staged = await db
    .selectFrom("stagedProfilePhotos")
    .select(["originalName", "createdAt"])
    .where("customerId", "=", customer.id)
    .where("createdAt", ">", new Date(now.getTime() - 60 * 60 * 1000))
    .executeTakeFirst();
  const records: DataRecord[] = [];
  if (customer.photoPath) {
    records.push({
      fields: [
        field("photo", "Your photo", `${env().PUBLIC_ORIGIN}${PROFILE_PHOTO_PATH}`, "link"),
        field("shownTo", "Who sees it", "Only you, while you are signed in"),
      ],
    });
  }
  if (staged) {
    records.push({
      fields: [
        field("waitingPhoto", "A photo waiting to be saved with your profile", staged.originalName),
        field("uploadedAt", "Uploaded", iso(staged.createdAt), "datetime"),
      ],
    });
  }
  return {
    id: "profile-photo",
    title: "Your profile photo",
    about: "The photo is private: only your own signed-in session can open its address.",
    empty: "You have no profile photo.",
    records,
  };
}

async function applicationSection({ astrologer }: Held): Promise<DataSection | null> {
  if (!astrologer) return null;
  const a = astrologer;
  return {
    id: "astrologer-application",
    title: "Your astrologer application",
    about: "What you gave us when you registered as an astrologer, and where the application stands.",
    empty: "",
    records: [
      {
        fields: [
          field("name", "Name", fullName(a.firstName, a.lastName)),
          ...(a.nickName ? [field("nickName", "Display name", a.nickName)] : []),
          field("mobile", "Mobile number", a.mobile),
          field("email", "E-mail", email(a.email)),
          field("gender", "Gender", genderWords(a.gender)),
          field("age", "Age", a.age),
          field("address", "Address", a.address),
          field("country", "Country", a.country),
          field("state", "State", a.state),
          field("city", "City", a.city),
          field("pinCode", "Pincode", a.pinCode),
          field("languages", "Languages", a.language),
          field("specialisation", "Specialisation", a.specialization),
          field("experienceYears", "Experience (years)", a.experience),
          field("status", "Status", statusLabel(a.status, a.deactivatedAt !== null)),
          ...(a.rejectionReason ? [field("rejectionReason", "Reason given", a.rejectionReason)] : []),
          field("mayApplyAgain", "You may apply again", a.canReapply, "yesno"),
          field("callRate", "Call rate per minute", Number(a.callCharges), "rupees"),
          field("chatRate", "Chat rate per minute", Number(a.chatCharges), "rupees"),
          field("videoCallRate", "Video call rate per minute", Number(a.videoCallCharges), "rupees"),
          field("consultations", "Consultations (calls, chats, video calls)", `${a.callCount}, ${a.chatCount}, ${a.vcallCount}`),
          ...(a.photoPath ? [field("photo", "Photo on your public profile", a.photoPath, "link")] : []),
          field("registeredAt", "Registered", iso(a.registrationDate), "datetime"),
          field("updatedAt", "Last changed", iso(a.updatedAt), "datetime"),
        ],
      },
    ],
  };
}

async function reviewHistorySection({ astrologer }: Held): Promise<DataSection | null> {
  if (!astrologer) return null;
  const db = await getDb();
  const events = await db
    .selectFrom("reviewEvents")
    .select(["action", "reason", "createdAt"])
    .where("astrologerId", "=", astrologer.id)
    .orderBy("createdAt", "asc")
    .orderBy("id", "asc")
    .execute();
  return {
    id: "review-history",
    title: "Your application's history",
    about: "Each step of the review, with the reason when one was given. Who reviewed it is not shown.",
    empty: "Nothing has happened to your application yet.",
    records: events.map((e) => ({
      fields: [
        field("what", "What happened", reviewEventWords(e.action)),
        field("at", "When", iso(e.createdAt), "datetime"),
        ...(e.reason ? [field("reason", "Reason", e.reason)] : []),
      ],
    })),
  };
}

async function bankDetailsSection({ astrologer }: Held): Promise<DataSection | null> {
  if (!astrologer) return null;
  const db = await getDb();
  // The masked columns only: the encrypted numbers stay where they are.
  const bank = await db
    .selectFrom("astrologerBankDetails")
    .select([
      "accountHolderName",
      "accountLast4",
      "aadhaarLast4",
      "panLast4",
      "ifsc",
      "bankName",
      "branchName",
      "address",
      "city",
      "state",
      "createdAt",
      "updatedAt",
    ])
    .where("astrologerId", "=", astrologer.id)
    .executeTakeFirst();
  return {
    id: "bank-details",
    title: "Your bank and identity details",
    about: "Aadhaar, PAN and account numbers are stored encrypted and shown here by their last four characters only.",
    empty: "You have not given bank details.",
    records: bank
      ? [
          {
            fields: [
              field("accountHolderName", "Account holder name", bank.accountHolderName),
              field("accountNumber", "Account number", maskLast4(bank.accountLast4)),
              field("ifsc", "IFSC code", bank.ifsc),
              field("bankName", "Bank", bank.bankName),
              field("branchName", "Branch", bank.branchName),
              field("branchAddress", "Branch address", [bank.address, bank.city, bank.state].filter(Boolean).join(", ") || null),
              field("aadhaarNumber", "Aadhaar number", maskLast4(bank.aadhaarLast4)),
              field("panNumber", "PAN", maskPan(bank.panLast4)),
              field("savedAt", "Saved", iso(bank.createdAt), "datetime"),
              field("updatedAt", "Last changed", iso(bank.updatedAt), "datetime"),
            ],
          },
        ]
      : [],
  };
}

async function documentsSection({ astrologer }: Held): Promise<DataSection | null> {
  if (!astrologer) return null;
  const db = await getDb();
  const documents = await db
    .selectFrom("astrologerDocuments")
    .select(["kind", "contentType", "sizeBytes", "uploadedAt"])
    .where("astrologerId", "=", astrologer.id)
    .orderBy("uploadedAt", "asc")
    .execute();
  const label = (kind: string) => DOCUMENT_KINDS.find((d) => d.kind === kind)?.label ?? kind;
  return {
    id: "documents",
    title: "Documents you uploaded",
    about: "The files are stored encrypted and only our reviewers can open them; they are listed here, not included.",
    empty: "You have not uploaded any documents.",
    records: documents.map((d) => ({
      fields: [
        field("document", "Document", label(d.kind)),
        field("type", "Type", d.contentType === "application/pdf" ? "PDF" : d.contentType.replace(/^image\//, "").toUpperCase()),
        field("size", "Size", d.sizeBytes, "bytes"),
        field("uploadedAt", "Uploaded", iso(d.uploadedAt), "datetime"),
      ],
    })),
  };
}

async function sessionsSection({ subject, now }: Held): Promise<DataSection> {
  const signIns = await signInsOf(subject.phone, subject.sessionId, now);
  return {
    id: "sessions",
    title: "Where you are signed in",
    about: `Each live sign-in of your number. ${signInMessages.placeNote}`,
    empty: "You are not signed in anywhere.",
    records: signIns.map((s) => ({
      fields: [
        field("device", "Device", s.device),
        field("place", "Place", s.place),
        field("signedInAt", "Signed in", s.signedInAt, "datetime"),
        field("lastUsedAt", "Last used", s.lastUsedAt, "datetime"),
        field("thisDevice", signInMessages.thisDevice, s.current, "yesno"),
      ],
    })),
  };
}

async function otpSection({ subject }: Held): Promise<DataSection> {
  const db = await getDb();
  // Never the code's hash, nor the address that asked for it (someone else may have typed the number).
  const challenges = await db
    .selectFrom("otpChallenges")
    .select(["purpose", "createdAt", "consumedAt", "attempts", "expiresAt"])
    .where("phone", "=", subject.phone)
    .orderBy("createdAt", "desc")
    .execute();
  return {
    id: "otp-codes",
    title: "One-time passwords sent to your number",
    about: "The codes themselves are not kept in a readable form and are not shown. Records are deleted after 30 days.",
    empty: "No codes have been sent to your number in the last 30 days.",
    records: challenges.map((c) => ({
      fields: [
        field("sentAt", "Sent", iso(c.createdAt), "datetime"),
        field("purpose", "For", otpPurposeWords(c.purpose)),
        field("used", "Used", c.consumedAt !== null, "yesno"),
        ...(c.consumedAt ? [field("usedAt", "Used at", iso(c.consumedAt), "datetime")] : []),
        field("wrongTries", "Wrong codes typed", c.attempts),
        field("expiresAt", "Expires", iso(c.expiresAt), "datetime"),
      ],
    })),
  };
}

async function auditSection({ customer, astrologer }: Held): Promise<DataSection> {
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
  const documentLabel = (detail: Record<string, unknown> | null) => DOCUMENT_KINDS.find((d) => d.kind === detail?.document)?.label ?? null;
  return {
    id: "activity",
    title: "What our staff did with your records",
    about: "Our audit log's entries about you: what was done and when. Our staff are not named.",
    empty: "Our staff have not acted on your records.",
    records: entries.map((e) => {
      const detail = e.detail as Record<string, unknown> | null;
      const document = documentLabel(detail);
      return {
        fields: [
          field("what", "What", auditEntryWords(e.action, e.adminId !== null)),
          field("at", "When", iso(e.createdAt), "datetime"),
          ...(document ? [field("document", "Document", document)] : []),
          ...(typeof detail?.reason === "string" ? [field("reason", "Reason", detail.reason)] : []),
        ],
      };
    }),
  };
}

async function consentsSection({ customer, astrologer }: Held): Promise<DataSection> {
  const consents = await consentsOf({ customerId: customer?.id, astrologerId: astrologer?.id });
  return {
    id: "consents",
    title: "What you agreed to",
    about: "Each time you agreed to how we use your data: for what, when, and the version of our notice you were shown.",
    empty: "We have no record of your agreement: your account or application was made before we asked for it.",
    records: consents.map((c) => ({
      fields: [
        field("for", "For", consentPurposeNames[c.purpose]),
        field("agreedAt", "Agreed", iso(c.givenAt), "datetime"),
        field("noticeVersion", "Version of the notice", c.noticeVersion),
      ],
    })),
  };
}

async function grievancesSection({ subject, customer }: Held): Promise<DataSection> {
  const grievances = await grievancesOf({ customerId: customer?.id, phone: subject.phone });
  return {
    id: "grievances",
    title: "Grievances you sent",
    about: `Those sent while you were signed in, and those that gave your mobile number. Each is kept for ${GRIEVANCE_RETENTION_YEARS} years after it is resolved.`,
    empty: "You have not sent a grievance.",
    records: grievances.map((g) => ({
      fields: [
        field("reference", "Reference", g.reference),
        field("about", "About", categoryLabel(g.category)),
        field("grievance", "Your grievance", g.description),
        field("name", "Name given", g.name),
        field("email", "E-mail given", g.email),
        field("mobile", "Mobile number given", g.mobile),
        field("receivedAt", "Received", iso(g.receivedAt), "datetime"),
        field("status", "Status", grievanceStatusLabel(g.status)),
        ...(g.reply ? [field("answer", "Our answer", g.reply), field("resolvedAt", "Resolved", iso(g.resolvedAt), "datetime")] : []),
      ],
    })),
  };
}
