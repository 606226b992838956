import { withZod } from "@remix-validated-form/with-zod";
import { z } from "zod";

import { aadhaarError, accountNumberError, bankMessages, isValidIfscFormat, isValidPan, normaliseAccountNumber } from "./bank";
import { MAX_CAMERA_PHOTO_BYTES } from "./camera-photos";
import { consentField, consentSummaryLabel } from "./consent";
import {
  ASTROLOGER_STATUS,
  DOCUMENT_KINDS,
  documentMessages,
  documentNameAllowed,
  GENDERS,
  MAX_DOCUMENT_BYTES,
  registrationFormMessages,
  SPECIALISATIONS,
} from "./onboarding";
import { normaliseIndianMobile } from "./phone";
import { hasControlCharacters, TEXT_LIMITS, tooLongMessage, unprintableMessage } from "./text-input";

// The astrologer onboarding forms (onboarding-and-admin §2, §5): registration, bank details
// and documents. The same validators check a form in the browser and its post in the action. The
// spec's messages live in onboarding.ts and bank.ts; the few it does not word are ours and sit in
// `onboardingFormMessages`.

export const onboardingFormMessages = {
  required: (label: string) => `${label} is required.`,
  gender: "Please choose a gender.",
  specialisation: "Please choose a specialisation.",
  tooLong: tooLongMessage,
  panRequired: "PAN Number is required",
  accountRequired: "Account Number is required",
  ifscRequired: "IFSC Code is required",
  documentRequired: (label: string) => `Please choose the ${label} file.`,
  alreadyRegistered: "This mobile number is already registered as an astrologer. Here is where your application stands.",
  bankSaved: "Bank details saved. Now upload your documents.",
  statusNeedsOtp: "Please verify your mobile number to see your application status.",
} as const;

/** The onboarding forms' free-text limits: their schemas refuse more, their inputs take no more (maxLength). */
export const ONBOARDING_LIMITS = {
  fullName: TEXT_LIMITS.personName,
  address: TEXT_LIMITS.address,
  email: TEXT_LIMITS.email,
  languages: 200,
  accountHolderName: TEXT_LIMITS.personName,
  bankName: 120,
  branchName: 120,
  city: 100,
  state: 100,
} as const;

const L = ONBOARDING_LIMITS;

/** Visible labels in form order (spec §2 "Astrologer registration form"). */
export const astrologerRegistrationLabels = {
  fullName: "Full Name",
  mobile: "Mobile",
  age: "Age",
  gender: "Gender",
  address: "Address",
  countryId: "Country",
  stateId: "State",
  cityId: "City",
  pinCode: "Pincode",
  email: "Email",
  languages: "Languages",
  experience: "Experience (years)",
  specialization: "Specialisation",
  consent: consentSummaryLabel,
} as const;

export type AstrologerRegistrationField = keyof typeof astrologerRegistrationLabels;
export const astrologerRegistrationFields = Object.keys(astrologerRegistrationLabels) as AstrologerRegistrationField[];

export const astrologerGenderOptions = GENDERS.map((g) => ({ value: g, label: g }));
export const specialisationOptions = SPECIALISATIONS.map((s) => ({ value: s, label: s[0].toUpperCase() + s.slice(1) }));

// Simple x@y.z (spec §5 "simple address pattern").
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A posted text value; a missing field (a disabled select) reads as empty. */
const text = (message: string) => z.string({ required_error: message, invalid_type_error: message });

/** No control characters in free text (text-input.ts). */
const printable = (label: string, message = unprintableMessage(label)) =>
  [(value: string) => !hasControlCharacters(value), message] as const;

const requiredString = (label: string, max: number) =>
  text(onboardingFormMessages.required(label))
    .trim()
    .min(1, onboardingFormMessages.required(label))
    .max(max, onboardingFormMessages.tooLong(label, max));

const requiredText = (label: string, max: number) => requiredString(label, max).refine(...printable(label));

const optionalText = (label: string, max: number) =>
  z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim())
    .pipe(
      z
        .string()
        .max(max, onboardingFormMessages.tooLong(label, max))
        .refine(...printable(label)),
    );

/**
 * A whole number in a range, typed into a box; one message for every way it can be wrong.
 * It stays a string (as the form holds it), so the form's values and the schema's agree.
 */
const wholeNumber = (min: number, max: number, message: string) =>
  text(message)
    .trim()
    .refine((value) => /^\d{1,3}$/.test(value) && Number(value) >= min && Number(value) <= max, message);

const oneOf = (choices: readonly string[], message: string) => text(message).refine((value) => choices.includes(value), message);

const locationId = (label: string) => requiredString(label, 12).regex(/^\d+$/, onboardingFormMessages.required(label));

export const astrologerRegistrationSchema = z.object({
  fullName: text(registrationFormMessages.name)
    .trim()
    .min(3, registrationFormMessages.name)
    .max(L.fullName, onboardingFormMessages.tooLong(astrologerRegistrationLabels.fullName, L.fullName))
    .refine(...printable(astrologerRegistrationLabels.fullName)),
  mobile: text(bankMessages.mobile)
    .trim()
    .regex(/^\d{10}$/, bankMessages.mobile),
  age: wholeNumber(18, 100, registrationFormMessages.age),
  gender: oneOf(GENDERS, onboardingFormMessages.gender),
  address: requiredText(astrologerRegistrationLabels.address, L.address),
  countryId: locationId(astrologerRegistrationLabels.countryId),
  stateId: locationId(astrologerRegistrationLabels.stateId),
  cityId: locationId(astrologerRegistrationLabels.cityId),
  pinCode: text(registrationFormMessages.pincode)
    .trim()
    .regex(/^\d{6}$/, registrationFormMessages.pincode),
  email: text(registrationFormMessages.email)
    .trim()
    .max(L.email, registrationFormMessages.email)
    .regex(EMAIL, registrationFormMessages.email)
    .refine(...printable(astrologerRegistrationLabels.email, registrationFormMessages.email)),
  languages: text(registrationFormMessages.languages)
    .trim()
    .min(2, registrationFormMessages.languages)
    .max(L.languages, onboardingFormMessages.tooLong(astrologerRegistrationLabels.languages, L.languages))
    .refine(...printable(astrologerRegistrationLabels.languages)),
  experience: wholeNumber(0, 70, registrationFormMessages.experience),
  specialization: oneOf(SPECIALISATIONS, onboardingFormMessages.specialisation),
  consent: consentField,
});

export type AstrologerRegistrationData = z.output<typeof astrologerRegistrationSchema>;

export const astrologerRegistrationValidator = withZod(astrologerRegistrationSchema);

/** Visible labels in form order (spec §2 "Bank details form"). */
export const bankDetailsLabels = {
  mobile: "Mobile Number",
  aadhaar: "Aadhar Number",
  pan: "PAN Number",
  accountHolderName: "Account Holder Name",
  accountNumber: "Account Number",
  accountNumberConfirm: "Re-enter Account Number",
  ifsc: "IFSC Code",
  bankName: "Bank Name",
  branchName: "Branch Name",
  address: "Address",
  city: "City",
  state: "State",
} as const;

export type BankDetailsField = keyof typeof bankDetailsLabels;
export const bankDetailsFields = Object.keys(bankDetailsLabels) as BankDetailsField[];
/** The fields an IFSC lookup fills (spec §3 "IFSC lookup result"). */
export const BRANCH_FIELDS = ["bankName", "branchName", "address", "city", "state"] as const;

/** Lets a check from bank.ts (message or null) speak through zod. */
const checkedBy = (check: (value: string) => string | null) => (value: string, ctx: z.RefinementCtx) => {
  const message = check(value);
  if (message) ctx.addIssue({ code: "custom", message });
};

const upperCased = (required: string, valid: (value: string) => boolean, invalid: string) =>
  text(required)
    .transform((value) => value.trim().toUpperCase())
    .superRefine(checkedBy((value) => (value === "" ? required : valid(value) ? null : invalid)));

/** The IFSC alone, for the lookup before the whole form is sent. */
export const ifscSchema = upperCased(onboardingFormMessages.ifscRequired, isValidIfscFormat, bankMessages.ifsc);

const accountNumber = (required: string) =>
  text(required)
    .transform(normaliseAccountNumber)
    .superRefine(checkedBy((value) => (value === "" ? required : accountNumberError(value))));

const bankDetailsFieldsSchema = z.object({
  // Typed or pasted as people write it (+91, a leading 0, spaces); ten digits after that.
  mobile: text(bankMessages.mobile)
    .transform(normaliseIndianMobile)
    .pipe(z.string().regex(/^\d{10}$/, bankMessages.mobile)),
  // Aadhaar cards print the number in groups of four: spaces and dashes are not part of it.
  aadhaar: text(bankMessages.aadhaarRequired)
    .transform((value) => value.replace(/[\s-]+/g, ""))
    .superRefine(checkedBy(aadhaarError)),
  pan: upperCased(onboardingFormMessages.panRequired, isValidPan, bankMessages.pan),
  accountHolderName: text(bankMessages.holderRequired)
    .trim()
    .min(1, bankMessages.holderRequired)
    .max(L.accountHolderName, onboardingFormMessages.tooLong(bankDetailsLabels.accountHolderName, L.accountHolderName))
    .refine(...printable(bankDetailsLabels.accountHolderName)),
  accountNumber: accountNumber(onboardingFormMessages.accountRequired),
  // Typed twice: a wrong digit would send the earnings to someone else's account.
  accountNumberConfirm: text(bankMessages.accountConfirmRequired).transform(normaliseAccountNumber),
  ifsc: ifscSchema,
  bankName: optionalText(bankDetailsLabels.bankName, L.bankName),
  branchName: optionalText(bankDetailsLabels.branchName, L.branchName),
  address: optionalText(bankDetailsLabels.address, L.address),
  city: optionalText(bankDetailsLabels.city, L.city),
  state: optionalText(bankDetailsLabels.state, L.state),
});

export const bankDetailsSchema = bankDetailsFieldsSchema
  .superRefine((values, ctx) => {
    const message =
      values.accountNumberConfirm === ""
        ? bankMessages.accountConfirmRequired
        : values.accountNumberConfirm !== values.accountNumber
          ? bankMessages.accountMismatch
          : null;
    if (message) ctx.addIssue({ code: "custom", path: ["accountNumberConfirm"], message });
  })
  .transform(({ accountNumberConfirm: _checked, ...details }) => details);

export type BankDetailsData = z.output<typeof bankDetailsSchema>;

export const bankDetailsValidator = withZod(bankDetailsSchema);

/** The file inputs' `accept`: what the spec allows, by extension and by type. */
export const DOCUMENT_ACCEPT = ".jpg,.jpeg,.pdf,image/jpeg,application/pdf";

const isFile = (value: unknown): value is File => typeof File !== "undefined" && value instanceof File;

/**
 * The document form in the browser: a chosen file is checked by name and size before it is
 * sent; a required kind not uploaded yet must be chosen. The server checks again, and also
 * reads each file's first bytes (services/document-uploads.server.ts).
 */
export function documentsSchema(uploadedKinds: readonly string[], only?: string) {
  const shape: Record<string, z.ZodTypeAny> = {};
  for (const spec of DOCUMENT_KINDS) {
    // One document at a time: the form has that field alone, and it must be chosen.
    if (only !== undefined && spec.field !== only) continue;
    const needed = only !== undefined || (spec.required && !uploadedKinds.includes(spec.kind));
    shape[spec.field] = z.unknown().superRefine((value, ctx) => {
      const chosen = isFile(value) && (value.size > 0 || value.name !== "");
      if (!chosen) {
        if (needed) ctx.addIssue({ code: "custom", message: onboardingFormMessages.documentRequired(spec.label) });
      } else if (!documentNameAllowed(value.name)) {
        ctx.addIssue({ code: "custom", message: documentMessages.type });
      } else if (/\.pdf$/i.test(value.name) ? value.size >= MAX_DOCUMENT_BYTES : value.size > MAX_CAMERA_PHOTO_BYTES) {
        // A photo larger than 500KB is shrunk to fit (in the browser, or on the server without JavaScript).
        ctx.addIssue({ code: "custom", message: /\.pdf$/i.test(value.name) ? documentMessages.size : documentMessages.imageTooLarge });
      }
    });
  }
  return z.object(shape);
}

/** The document form's validator, for the kinds uploaded so far (or for one field alone). */
export const documentsValidator = (uploadedKinds: readonly string[], only?: string) => withZod(documentsSchema(uploadedKinds, only));

/** The `one` query parameter of /document: a document's field name, or null for the whole form. */
export function oneDocumentField(value: string | null): string | null {
  return DOCUMENT_KINDS.some((d) => d.field === value) ? value : null;
}

/** Field names and labels of the document form, in order, for the error summary. */
export const documentLabels: Readonly<Record<string, string>> = Object.fromEntries(DOCUMENT_KINDS.map((d) => [d.field, d.label]));

/** The required kinds not among those uploaded. */
export function missingRequiredKinds(uploadedKinds: readonly string[]): string[] {
  return DOCUMENT_KINDS.filter((d) => d.required && !uploadedKinds.includes(d.kind)).map((d) => d.kind);
}

type ApplicationState = { status: number; canReapply: boolean; deactivated: boolean };

/**
 * Bank details and documents can be given or replaced only while the application waits for
 * review: after a decision, a swapped document would bypass the review it passed.
 */
export function acceptsOnboardingSteps(application: ApplicationState): boolean {
  return application.status === ASTROLOGER_STATUS.PENDING && !application.deactivated;
}

/**
 * The registration form again, on the same record: a rejected applicant whom an admin allowed
 * to reapply, or one who withdrew (decision 067: a withdrawal is not a refusal).
 */
export function mayRegisterAgain(application: ApplicationState): boolean {
  if (application.deactivated) return false;
  if (application.status === ASTROLOGER_STATUS.WITHDRAWN) return true;
  return application.status === ASTROLOGER_STATUS.REJECTED && application.canReapply;
}
