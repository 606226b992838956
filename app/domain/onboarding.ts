// Astrologer onboarding (onboarding-and-admin §2–§5): statuses, defaults, messages.
/**
 * The spec's 3 Pending, 1 Active, 4 Reject, and ours, 5 Withdrawn: an application its applicant
 * took back (decision 067), numbered after the spec's highest code.
 */
export const ASTROLOGER_STATUS = { ACTIVE: 1, PENDING: 3, REJECTED: 4, WITHDRAWN: 5 } as const;

/**
 * The one set of words for an application's status (spec §4: 3 Pending, 1 Active, 4 Reject,
 * anything else Unknown; the detail view's Inactive for a deactivated astrologer), and our
 * Withdrawn. We write "Rejected" where the spec's code is named "Reject": a status reads as an
 * adjective.
 */
export function statusLabel(status: number, deactivated = false): string {
  if (deactivated) return "Inactive";
  return status === ASTROLOGER_STATUS.ACTIVE
    ? "Active"
    : status === ASTROLOGER_STATUS.PENDING
      ? "Pending"
      : status === ASTROLOGER_STATUS.REJECTED
        ? "Rejected"
        : status === ASTROLOGER_STATUS.WITHDRAWN
          ? "Withdrawn"
          : "Unknown";
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

export const registrationFormMessages = {
  name: "Name should be at least 3 characters long.",
  age: "Age must be between 18 and 100.",
  email: "Please enter a valid email address.",
  pincode: "Pincode must be 6 digits.",
  experience: "Experience must be between 0 and 70 years.",
  languages: "Please enter valid languages.",
  failed: "Registration failed. Please try again.",
} as const;

/** The documents' English names (the `onboarding` namespace's, and the admin's). */
export const DOCUMENT_NAMES = {
  aadhar_front: "Aadhar Front",
  aadhar_back: "Aadhar Back",
  pan_card: "PAN Card",
  certificate: "Certificate",
} as const;

export const DOCUMENT_KINDS = [
  { kind: "aadhar_front", field: "aadharFront", label: DOCUMENT_NAMES.aadhar_front, required: true },
  { kind: "aadhar_back", field: "aadharBack", label: DOCUMENT_NAMES.aadhar_back, required: true },
  { kind: "pan_card", field: "panCard", label: DOCUMENT_NAMES.pan_card, required: true },
  { kind: "certificate", field: "certificate", label: DOCUMENT_NAMES.certificate, required: false },
] as const;

export type DocumentKind = (typeof DOCUMENT_KINDS)[number]["kind"];

/** Spec §5/§9: "below 500KB (512000 bytes)": a file of 512000 bytes or more is refused. */
export const MAX_DOCUMENT_BYTES = 512_000;

// The English texts of the `onboarding` namespace's document messages (app/locales), which tests
// import. A "{{name}}" is filled in by i18next's t().
export const documentMessages = {
  // Our wording: one document at a time (a slow line without JavaScript).
  oneSaved: "{{label}} uploaded.",
  type: "Invalid file type. Only JPG, JPEG, PDF allowed.",
  size: "file size must be less than 500KB",
  // Our wording: a photo is shrunk to fit, up to what the server reads.
  imageTooLarge: "A photo must be smaller than 15 MB.",
  // Our wording: a locked PDF cannot be rebuilt, and is never kept as sent.
  encrypted: "This PDF is locked with a password. Please upload a copy without a password.",
  // Our wording: browsers send the bare file name; one with a path in it comes from a crafted request.
  invalidName: "Invalid file name. Please rename the file and try again.",
  missing: "Please upload all required documents.",
  success: "Documents uploaded successfully. Your profile is under review.",
  // The spec's 'Upload failed: ' and its message; the detail goes to the log, so it is always this.
  failed: "Upload failed: Unknown error",
  noAstrologer: "Astrologer ID not found. Please complete registration first.",
} as const;

/**
 * Why a chosen document was refused, for the page to say in its language: a message of
 * `documentMessages`, or "required" (a required document not chosen, named by its label).
 */
export type DocumentRefusal = "type" | "size" | "imageTooLarge" | "encrypted" | "invalidName" | "required";

/** Only JPG, JPEG or PDF by name; the content is checked separately. */
export function documentNameAllowed(filename: string): boolean {
  return /\.(jpe?g|pdf)$/i.test(filename);
}
