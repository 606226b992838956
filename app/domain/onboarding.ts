import type { Words } from "./words";

// Astrologer onboarding (onboarding-and-admin §2–§5): statuses, defaults, documents.
/**
 * The spec's 3 Pending, 1 Active, 4 Reject, and ours, 5 Withdrawn: an application its applicant
 * took back (decision 067), numbered after the spec's highest code.
 */
export const ASTROLOGER_STATUS = { ACTIVE: 1, PENDING: 3, REJECTED: 4, WITHDRAWN: 5 } as const;

export type ApplicationStatus = "active" | "pending" | "rejected" | "withdrawn" | "inactive" | "unknown";

/**
 * An application's status as its words name it (spec §4: 3 Pending, 1 Active, 4 Reject, anything
 * else Unknown; the detail view's Inactive for a deactivated astrologer), and our Withdrawn; each
 * is the key of its words, the admin area's and the applicant's own.
 */
export function applicationStatus(status: number, deactivated = false): ApplicationStatus {
  if (deactivated) return "inactive";
  return status === ASTROLOGER_STATUS.ACTIVE
    ? "active"
    : status === ASTROLOGER_STATUS.PENDING
      ? "pending"
      : status === ASTROLOGER_STATUS.REJECTED
        ? "rejected"
        : status === ASTROLOGER_STATUS.WITHDRAWN
          ? "withdrawn"
          : "unknown";
}

export const GENDERS = ["Male", "Female", "Non-Binary", "Prefer Not to Say"] as const;
export const SPECIALISATIONS = ["vedic", "numerology", "tarot"] as const;

/** Spec §3 defaults for what the registration form does not ask. */
export const NEW_ASTROLOGER_DEFAULTS = {
  apptCharges: 1000,
  callCharges: 10,
  chatCharges: 10,
  ecallCharges: 50,
  echatCharges: 20,
  videoCallCharges: 50,
  rating: 10,
} as const;

/** The documents an applicant uploads (spec §5); each kind is the key of its name (`onboarding:documents.kinds`). */
export const DOCUMENT_KINDS = [
  { kind: "aadhar_front", field: "aadharFront", required: true },
  { kind: "aadhar_back", field: "aadharBack", required: true },
  { kind: "pan_card", field: "panCard", required: true },
  { kind: "certificate", field: "certificate", required: false },
] as const;

export type DocumentKind = (typeof DOCUMENT_KINDS)[number]["kind"];

const isDocumentKind = (kind: string): kind is DocumentKind => DOCUMENT_KINDS.some((d) => d.kind === kind);

/** A document's name in `t`'s words ('Aadhar Front'); a kind we do not know, as stored. */
export function documentName(kind: string, t: Words): string {
  return isDocumentKind(kind) ? t(`onboarding:documents.kinds.${kind}`) : kind;
}

/** Spec §5/§9: "below 500KB (512000 bytes)": a file of 512000 bytes or more is refused. */
export const MAX_DOCUMENT_BYTES = 512_000;

/**
 * Why a chosen document was refused, for the page to say in its language: the key of a message
 * of `onboarding:documentMessages`, or "required" (a required document not chosen, named by its label).
 */
export type DocumentRefusal = "type" | "size" | "imageTooLarge" | "encrypted" | "invalidName" | "required";

/** Only JPG, JPEG or PDF by name; the content is checked separately. */
export function documentNameAllowed(filename: string): boolean {
  return /\.(jpe?g|pdf)$/i.test(filename);
}
