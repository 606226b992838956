// "Download my data": the right of access (Digital Personal Data Protection Act 2023, s. 11):
// everything we hold about a person, as a page and as a file (decision 069). The data is a list
// of sections built by services/my-data.server.ts; this module holds their shape, their words
// and how a value reads, so the page and the file say the same thing.
import { translator } from "~/i18n";

import { formatIndiaDate, formatIndiaDateTime } from "./india-date";
import type { Language } from "./language";
import { slugify } from "./slug";

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

export const myDataCopy = {
  title: "Your data",
  description: "Everything we hold about you, to read or to download.",
  intro:
    "This is everything we hold about you, as the Digital Personal Data Protection Act, 2023 entitles you to see. Identity and bank numbers are shown by their last four characters only, here and in the file.",
  download: "Download my data (JSON file)",
  downloadHint: "The same data as a file you can keep or give to another service.",
  link: "Download my data",
  linkHint: "See everything we hold about you, and save it as a file.",
  generatedAt: "Prepared {{when}}.",
  notSignedIn: "Please log in to see your data.",
  sections: "Sections of your data",
} as const;

/** How a value reads on the page, in English (the `account` namespace's `myData.values`). */
export const dataValueWords = {
  notGiven: "Not given",
  yes: "Yes",
  no: "No",
  bytes: "{{size}} bytes",
  kilobytes: "{{size}} KB",
} as const;

/** Stored genders as words, in English ('M' and 'F' are how registration stores them, spec §3). */
export const genderNames = {
  male: "Male",
  female: "Female",
  nonBinary: "Non-Binary",
  notSaid: "Prefer Not to Say",
  other: "Other",
} as const;

/** An application's history as the applicant reads it, in English. */
export const reviewEventNames = {
  submitted: "You submitted your application",
  resubmitted: "You submitted your application again",
  approved: "Your application was approved",
  rejected: "Your application was not approved",
  deactivated: "Your astrologer account was deactivated",
  reapply_allowed: "You were allowed to apply again",
  changed: "Your application changed",
} as const;

/**
 * An audit log entry about a person, in their words, in English: "{{who}} {{what}}". Who did it
 * is "an administrator": their staff's names and addresses are not the person's data.
 */
export const auditWords = {
  entry: "{{who}} {{what}}",
  administrator: "An administrator",
  site: "The site",
  actions: {
    applicationView: "viewed your application",
    documentView: "opened one of your documents",
    astrologerApproved: "approved your application",
    astrologerRejected: "did not approve your application",
    astrologerDeactivated: "deactivated your astrologer account",
    astrologerReapplyAllowed: "allowed you to apply again",
    changed: "changed your record",
  },
} as const;

/** What an OTP was sent for, in English. */
export const otpPurposeNames = { deletion: "Deleting your account", login: "Signing in" } as const;

/** The file's name: grahavani-my-data-2026-11-22.json (India's date). */
export function myDataFileName(brand: string, indiaDate: string): string {
  return `${slugify(brand) || "my"}-my-data-${indiaDate}.json`;
}

/** A value as the page shows it, in the page's language. */
export function formatDataValue(field: Pick<DataField, "value" | "format">, language: Language = "en"): string {
  const { value, format = "text" } = field;
  const t = translator(language);
  const yesNo = (yes: boolean) => (yes ? t("account:myData.values.yes") : t("account:myData.values.no"));
  if (value === null || value === "") return t("account:myData.values.notGiven");
  switch (format) {
    case "datetime":
      return formatIndiaDateTime(String(value), language);
    case "date":
      return formatIndiaDate(String(value));
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

const GENDER_KEYS: Record<string, keyof typeof genderNames> = {
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
export function genderWords(stored: string | null, language: Language = "en"): string | null {
  if (!stored) return null;
  const key = GENDER_KEYS[stored];
  if (key) return translator(language)(`account:myData.genders.${key}`);
  return stored.charAt(0).toUpperCase() + stored.slice(1);
}

const isReviewEvent = (action: string): action is Exclude<keyof typeof reviewEventNames, "changed"> =>
  action !== "changed" && action in reviewEventNames;

/** An application's history as the applicant reads it. */
export function reviewEventWords(action: string, language: Language = "en"): string {
  return translator(language)(`account:myData.reviewEvents.${isReviewEvent(action) ? action : "changed"}`);
}

const AUDIT_ACTIONS: Record<string, keyof typeof auditWords.actions> = {
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
export function auditEntryWords(action: string, byAdministrator: boolean, language: Language = "en"): string {
  const t = translator(language);
  const who = byAdministrator ? t("account:myData.audit.administrator") : t("account:myData.audit.site");
  const what = t(`account:myData.audit.actions.${AUDIT_ACTIONS[action] ?? "changed"}`);
  return t("account:myData.audit.entry", { who, what });
}

/** What an OTP was sent for. */
export function otpPurposeWords(purpose: string, language: Language = "en"): string {
  return purpose === "deletion" || purpose === "login" ? translator(language)(`account:myData.otpPurposes.${purpose}`) : purpose;
}
