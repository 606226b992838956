// "Download my data": the right of access (Digital Personal Data Protection Act 2023, s. 11):
// everything we hold about a person, as a page and as a file (decision 069). The data is a list
// of sections, collected by services/my-data.server.ts and worded by my-data-words.ts; this module
// holds their shape and how a value reads (in the words `t` gives, the `account` namespace's
// `myData`), so the page and the file say the same thing.

import { formatIndiaDate } from "./india-date";
import { formatIndiaDateTime } from "./india-times";
import type { Language } from "./language";
import { slugify } from "./slug";
import type { Words, WordsUnder } from "./words";

export type DataValue = string | number | boolean | null;

/** How a value reads on the page; the file keeps the value as it is (times in ISO 8601, UTC). */
export type DataFormat = "text" | "datetime" | "date" | "rupees" | "yesno" | "bytes" | "link";

export type DataField = { key: string; label: string; value: DataValue; format?: DataFormat };

/** One thing held: a profile, a session, an OTP sent. */
export type DataRecord = { fields: DataField[] };

export type DataSection = {
  /** stable, for the file and for anchors: "profile", "sessions" */
  id: string;
  title: string;
  /** what the section is, and what it leaves out on purpose */
  about: string;
  records: DataRecord[];
  /** said when there are no records */
  empty: string;
};

export type PersonalData = { generatedAt: string; sections: DataSection[] };

/** The file's name: grahavani-my-data-2026-11-22.json (India's date). */
export function myDataFileName(brand: string, indiaDate: string): string {
  return `${slugify(brand) || "my"}-my-data-${indiaDate}.json`;
}

/** A value as the page shows it, in the page's language. */
export function formatDataValue(field: Pick<DataField, "value" | "format">, t: Words, language: Language = "en"): string {
  const { value, format = "text" } = field;
  const yesNo = (yes: boolean) => (yes ? t("account:myData.values.yes") : t("account:myData.values.no"));
  if (value === null || value === "") return t("account:myData.values.notGiven");
  switch (format) {
    case "datetime":
      return formatIndiaDateTime(String(value), language);
    case "date":
      return formatIndiaDate(String(value), language);
    case "rupees":
      return `₹${Number(value).toLocaleString("en-IN")}`;
    case "yesno":
      return yesNo(Boolean(value));
    case "bytes":
      return Number(value) < 1024
        ? t("account:myData.values.bytes", { size: Number(value) })
        : t("account:myData.values.kilobytes", { size: Math.round(Number(value) / 1024) });
    default:
      return typeof value === "boolean" ? yesNo(value) : String(value);
  }
}

/** The file's form: each section's records as plain objects keyed by field. */
export function personalDataFile(data: PersonalData) {
  return {
    generatedAt: data.generatedAt,
    sections: data.sections.map((section) => ({
      id: section.id,
      title: section.title,
      about: section.about,
      records: section.records.map((record) => Object.fromEntries(record.fields.map((field) => [field.key, field.value]))),
    })),
  };
}

const GENDER_KEYS: Record<string, "male" | "female" | "nonBinary" | "notSaid" | "other"> = {
  M: "male",
  male: "male",
  Male: "male",
  F: "female",
  female: "female",
  Female: "female",
  "Non-Binary": "nonBinary",
  "Prefer Not to Say": "notSaid",
  other: "other",
  Other: "other",
};

/** A stored gender as words ('M' and 'F' are how registration stores them, spec §3). */
export function genderWords(stored: string | null, t: Words): string | null {
  if (!stored) return null;
  const key = GENDER_KEYS[stored];
  if (key) return t(`account:myData.genders.${key}`);
  return stored.charAt(0).toUpperCase() + stored.slice(1);
}

const REVIEW_EVENTS = ["submitted", "resubmitted", "approved", "rejected", "deactivated", "reapply_allowed"] as const;
const isReviewEvent = (action: string): action is (typeof REVIEW_EVENTS)[number] => (REVIEW_EVENTS as readonly string[]).includes(action);

/** An application's history as the applicant reads it. */
export function reviewEventWords(action: string, t: Words): string {
  return t(`account:myData.reviewEvents.${isReviewEvent(action) ? action : "changed"}`);
}

const AUDIT_ACTIONS: Record<string, WordsUnder<"account:myData.audit.actions.">> = {
  "application.view": "applicationView",
  "document.view": "documentView",
  "astrologer.approved": "astrologerApproved",
  "astrologer.rejected": "astrologerRejected",
  "astrologer.deactivated": "astrologerDeactivated",
  "astrologer.reapply_allowed": "astrologerReapplyAllowed",
};

/**
 * An audit log entry about a person, in their words. Who did it is "an administrator": their
 * staff's names and addresses are not the person's data.
 */
export function auditEntryWords(action: string, byAdministrator: boolean, t: Words): string {
  const who = byAdministrator ? t("account:myData.audit.administrator") : t("account:myData.audit.site");
  const what = t(`account:myData.audit.actions.${AUDIT_ACTIONS[action] ?? "changed"}`);
  return t("account:myData.audit.entry", { who, what });
}

/** What an OTP was sent for. */
export function otpPurposeWords(purpose: string, t: Words): string {
  return purpose === "deletion" || purpose === "login" ? t(`account:myData.otpPurposes.${purpose}`) : purpose;
}
