// "Download my data": the right of access (Digital Personal Data Protection Act 2023, s. 11):
// everything we hold about a person, as a page and as a file (decision 069). The data is a list
// of sections built by services/my-data.server.ts; this module holds their shape, their words
// and how a value reads, so the page and the file say the same thing.
import { formatIndiaDate, formatIndiaDateTime } from "./india-date";
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
  generatedAt: (when: string) => `Prepared ${when}.`,
  notSignedIn: "Please log in to see your data.",
} as const;

/** The file's name: grahavani-my-data-2026-11-22.json (India's date). */
export function myDataFileName(brand: string, indiaDate: string): string {
  return `${slugify(brand) || "my"}-my-data-${indiaDate}.json`;
}

const NOT_GIVEN = "Not given";

/** A value as the page shows it. */
export function formatDataValue(field: Pick<DataField, "value" | "format">): string {
  const { value, format = "text" } = field;
  if (value === null || value === "") return NOT_GIVEN;
  switch (format) {
    case "datetime":
      return formatIndiaDateTime(String(value));
    case "date":
      return formatIndiaDate(String(value));
    case "rupees":
      return `₹${Number(value).toLocaleString("en-IN")}`;
    case "yesno":
      return value ? "Yes" : "No";
    case "bytes":
      return Number(value) < 1024 ? `${value} bytes` : `${Math.round(Number(value) / 1024)} KB`;
    default:
      return typeof value === "boolean" ? (value ? "Yes" : "No") : String(value);
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

/** A stored gender as words ('M' and 'F' are how registration stores them, spec §3). */
export function genderWords(stored: string | null): string | null {
  if (!stored) return null;
  if (stored === "M") return "Male";
  if (stored === "F") return "Female";
  return stored.charAt(0).toUpperCase() + stored.slice(1);
}

/** An application's history as the applicant reads it. */
export function reviewEventWords(action: string): string {
  return (
    {
      submitted: "You submitted your application",
      resubmitted: "You submitted your application again",
      approved: "Your application was approved",
      rejected: "Your application was not approved",
      deactivated: "Your astrologer account was deactivated",
      reapply_allowed: "You were allowed to apply again",
    }[action] ?? "Your application changed"
  );
}

/**
 * An audit log entry about a person, in their words. Who did it is "an administrator": their
 * staff's names and addresses are not the person's data.
 */
export function auditEntryWords(action: string, byAdministrator: boolean): string {
  const who = byAdministrator ? "An administrator" : "The site";
  const what: Record<string, string> = {
    "application.view": "viewed your application",
    "document.view": "opened one of your documents",
    "astrologer.approved": "approved your application",
    "astrologer.rejected": "did not approve your application",
    "astrologer.deactivated": "deactivated your astrologer account",
    "astrologer.reapply_allowed": "allowed you to apply again",
  };
  return `${who} ${what[action] ?? "changed your record"}`;
}

/** What an OTP was sent for. */
export function otpPurposeWords(purpose: string): string {
  return purpose === "deletion" ? "Deleting your account" : purpose === "login" ? "Signing in" : purpose;
}
