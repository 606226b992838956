import { z } from "zod";

import {
  aadhaarProblem,
  accountNumberProblem,
  type BankProblem,
  isValidIfscFormat,
  isValidPan,
  normaliseAccountNumber,
} from "~/domain/bank";
import { MAX_CAMERA_PHOTO_BYTES } from "~/domain/camera-photos";
import { indianNumber } from "~/domain/indian-number";
import {
  ASTROLOGER_STATUS,
  DOCUMENT_KINDS,
  type DocumentKind,
  documentNameAllowed,
  type DocumentRefusal,
  GENDERS,
  MAX_DOCUMENT_BYTES,
  SPECIALISATIONS,
} from "~/domain/onboarding";
import { normaliseIndianMobile } from "~/domain/phone";
import { hasControlCharacters } from "~/domain/text-safety";
import type { Words, WordsUnder } from "~/domain/words";

import { TEXT_LIMITS } from "./text-input";

// The astrologer onboarding forms (onboarding-and-admin §2, §5): registration, bank details
// and documents. The same schemas check a form in the browser and its post in the action, their
// messages in the words `t` gives (the `onboarding` namespace's).

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

/** The fields in form order (spec §2 "Astrologer registration form"); each is the key of its label. */
export const astrologerRegistrationFields = [
  "fullName",
  "mobile",
  "age",
  "gender",
  "address",
  "countryId",
  "stateId",
  "cityId",
  "pinCode",
  "email",
  "languages",
  "experience",
  "specialization",
  "consent",
] as const;
export type AstrologerRegistrationField = (typeof astrologerRegistrationFields)[number];

/** The registration form's labels in a language, in form order (for its fields and its error summary). */
export function astrologerRegistrationLabelsIn(t: Words): Record<AstrologerRegistrationField, string> {
  const labels = {} as Record<AstrologerRegistrationField, string>;
  for (const field of astrologerRegistrationFields) labels[field] = t(`onboarding:registration.labels.${field}`);
  return labels;
}

/** The gender choices: the value posted is the spec's, the label the page's language. */
export const astrologerGenderOptions = (t: Words) => GENDERS.map((g) => ({ value: g, label: t(`onboarding:registration.genders.${g}`) }));
export const specialisationOptions = (t: Words) =>
  SPECIALISATIONS.map((s) => ({ value: s, label: t(`onboarding:registration.specialisations.${s}`) }));

// Simple x@y.z (spec §5 "simple address pattern").
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A posted text value; a missing field (a disabled select) reads as empty. */
const text = (message: string) => z.string({ required_error: message, invalid_type_error: message });

/** The rules every onboarding form's free text follows, in one language's words. */
function textRulesIn(t: Words) {
  const required = (label: string) => t("onboarding:form.required", { label });
  const tooLong = (label: string, max: number) => t("onboarding:form.tooLong", { label, max: indianNumber(max) });
  /** No control characters in free text (text-input.ts). */
  const printable = (label: string, message: string = t("onboarding:form.unprintable", { label })) =>
    [(value: string) => !hasControlCharacters(value), message] as const;
  const requiredString = (label: string, max: number) => text(required(label)).trim().min(1, required(label)).max(max, tooLong(label, max));
  return {
    required,
    tooLong,
    printable,
    requiredString,
    requiredText: (label: string, max: number) => requiredString(label, max).refine(...printable(label)),
    optionalText: (label: string, max: number) =>
      z
        .string()
        .optional()
        .transform((value) => (value ?? "").trim())
        .pipe(
          z
            .string()
            .max(max, tooLong(label, max))
            .refine(...printable(label)),
        ),
  };
}

/**
 * A whole number in a range, typed into a box; one message for every way it can be wrong.
 * It stays a string (as the form holds it), so the form's values and the schema's agree.
 */
const wholeNumber = (min: number, max: number, message: string) =>
  text(message)
    .trim()
    .refine((value) => /^\d{1,3}$/.test(value) && Number(value) >= min && Number(value) <= max, message);

const oneOf = (choices: readonly string[], message: string) => text(message).refine((value) => choices.includes(value), message);

/** The consent box (consent.ts): a checkbox posts "on" when ticked and nothing when not; only a tick is consent. */
const consentBox = (message: string) =>
  z.string({ required_error: message, invalid_type_error: message }).refine((value): boolean => value === "on", message);

export function astrologerRegistrationSchema(t: Words) {
  const label = astrologerRegistrationLabelsIn(t);
  const rules = textRulesIn(t);
  const m = (key: "name" | "age" | "email" | "pincode" | "languages" | "experience") => t(`onboarding:registrationMessages.${key}`);
  const locationId = (name: string) => rules.requiredString(name, 12).regex(/^\d+$/, rules.required(name));
  return z.object({
    fullName: text(m("name"))
      .trim()
      .min(3, m("name"))
      .max(L.fullName, rules.tooLong(label.fullName, L.fullName))
      .refine(...rules.printable(label.fullName)),
    mobile: text(t("onboarding:bankMessages.mobile"))
      .trim()
      .regex(/^\d{10}$/, t("onboarding:bankMessages.mobile")),
    age: wholeNumber(18, 100, m("age")),
    gender: oneOf(GENDERS, t("onboarding:form.gender")),
    address: rules.requiredText(label.address, L.address),
    countryId: locationId(label.countryId),
    stateId: locationId(label.stateId),
    cityId: locationId(label.cityId),
    pinCode: text(m("pincode"))
      .trim()
      .regex(/^\d{6}$/, m("pincode")),
    email: text(m("email"))
      .trim()
      .max(L.email, m("email"))
      .regex(EMAIL, m("email"))
      .refine(...rules.printable(label.email, m("email"))),
    languages: text(m("languages"))
      .trim()
      .min(2, m("languages"))
      .max(L.languages, rules.tooLong(label.languages, L.languages))
      .refine(...rules.printable(label.languages)),
    experience: wholeNumber(0, 70, m("experience")),
    specialization: oneOf(SPECIALISATIONS, t("onboarding:form.specialisation")),
    consent: consentBox(t("onboarding:consent.message")),
  });
}

export type AstrologerRegistrationData = z.output<ReturnType<typeof astrologerRegistrationSchema>>;

/** The fields an IFSC lookup fills (spec §3 "IFSC lookup result"). */
export const BRANCH_FIELDS = ["bankName", "branchName", "address", "city", "state"] as const;

/** The fields in form order (spec §2 "Bank details form"); each is the key of its label. */
export const bankDetailsFields = [
  "mobile",
  "aadhaar",
  "pan",
  "accountHolderName",
  "accountNumber",
  "accountNumberConfirm",
  "ifsc",
  ...BRANCH_FIELDS,
] as const;
export type BankDetailsField = (typeof bankDetailsFields)[number];
/** The bank form's labels in a language, in form order. */
export function bankDetailsLabelsIn(t: Words): Record<BankDetailsField, string> {
  const labels = {} as Record<BankDetailsField, string>;
  for (const field of bankDetailsFields) labels[field] = t(`onboarding:bank.labels.${field}`);
  return labels;
}

/** Lets a check (a message or null) speak through zod. */
const checkedBy = (check: (value: string) => string | null) => (value: string, ctx: z.RefinementCtx) => {
  const message = check(value);
  if (message) ctx.addIssue({ code: "custom", message });
};

const upperCased = (required: string, valid: (value: string) => boolean, invalid: string) =>
  text(required)
    .transform((value) => value.trim().toUpperCase())
    .superRefine(checkedBy((value) => (value === "" ? required : valid(value) ? null : invalid)));

/** The IFSC alone, for the lookup before the whole form is sent. */
export const ifscSchema = (t: Words) => upperCased(t("onboarding:form.ifscRequired"), isValidIfscFormat, t("onboarding:bankMessages.ifsc"));

export function bankDetailsSchema(t: Words) {
  const label = bankDetailsLabelsIn(t);
  const rules = textRulesIn(t);
  const b = (key: WordsUnder<"onboarding:bankMessages.">) => t(`onboarding:bankMessages.${key}`);
  /** A check from bank.ts, its problem in words. */
  const said = (problem: BankProblem | null) => (problem ? b(problem) : null);
  const accountRequired = t("onboarding:form.accountRequired");
  return z
    .object({
      // Typed or pasted as people write it (+91, a leading 0, spaces); ten digits after that.
      mobile: text(b("mobile"))
        .transform(normaliseIndianMobile)
        .pipe(z.string().regex(/^\d{10}$/, b("mobile"))),
      // Aadhaar cards print the number in groups of four: spaces and dashes are not part of it.
      aadhaar: text(b("aadhaarRequired"))
        .transform((value) => value.replace(/[\s-]+/g, ""))
        .superRefine(checkedBy((value) => said(aadhaarProblem(value)))),
      pan: upperCased(t("onboarding:form.panRequired"), isValidPan, b("pan")),
      accountHolderName: text(b("holderRequired"))
        .trim()
        .min(1, b("holderRequired"))
        .max(L.accountHolderName, rules.tooLong(label.accountHolderName, L.accountHolderName))
        .refine(...rules.printable(label.accountHolderName)),
      accountNumber: text(accountRequired)
        .transform(normaliseAccountNumber)
        .superRefine(checkedBy((value) => (value === "" ? accountRequired : said(accountNumberProblem(value))))),
      // Typed twice: a wrong digit would send the earnings to someone else's account.
      accountNumberConfirm: text(b("accountConfirmRequired")).transform(normaliseAccountNumber),
      ifsc: ifscSchema(t),
      bankName: rules.optionalText(label.bankName, L.bankName),
      branchName: rules.optionalText(label.branchName, L.branchName),
      address: rules.optionalText(label.address, L.address),
      city: rules.optionalText(label.city, L.city),
      state: rules.optionalText(label.state, L.state),
    })
    .superRefine((values, ctx) => {
      const message =
        values.accountNumberConfirm === ""
          ? b("accountConfirmRequired")
          : values.accountNumberConfirm !== values.accountNumber
            ? b("accountMismatch")
            : null;
      if (message) ctx.addIssue({ code: "custom", path: ["accountNumberConfirm"], message });
    })
    .transform(({ accountNumberConfirm: _checked, ...details }) => details);
}

export type BankDetailsData = z.output<ReturnType<typeof bankDetailsSchema>>;

/** The file inputs' `accept`: what the spec allows, by extension and by type. */
export const DOCUMENT_ACCEPT = ".jpg,.jpeg,.pdf,image/jpeg,application/pdf";

const isFile = (value: unknown): value is File => typeof File !== "undefined" && value instanceof File;

/** A document's name in a language ('Aadhar Front', 'आधार कार्ड (आगे)'). */
export const documentLabel = (t: Words, kind: DocumentKind) => t(`onboarding:documents.kinds.${kind}`);

/** Field names and labels of the document form in a language, in order, for the error summary. */
export const documentLabelsIn = (t: Words): Readonly<Record<string, string>> =>
  Object.fromEntries(DOCUMENT_KINDS.map((d) => [d.field, documentLabel(t, d.kind)]));

/**
 * Why a document was refused (services/document-uploads.server.ts), in a language: the spec's
 * message, or for a required document not chosen, the request to choose it by name.
 */
export function documentRefusalMessage(t: Words, refusal: DocumentRefusal, kind: DocumentKind): string {
  return refusal === "required"
    ? t("onboarding:form.documentRequired", { label: documentLabel(t, kind) })
    : t(`onboarding:documentMessages.${refusal}`);
}

/**
 * The document form in the browser: a chosen file is checked by name and size before it is
 * sent; a required kind not uploaded yet must be chosen. The server checks again, and also
 * reads each file's first bytes (services/document-uploads.server.ts).
 */
export function documentsSchema(t: Words, uploadedKinds: readonly string[], only?: string) {
  const shape: Record<string, z.ZodTypeAny> = {};
  for (const spec of DOCUMENT_KINDS) {
    // One document at a time: the form has that field alone, and it must be chosen.
    if (only !== undefined && spec.field !== only) continue;
    const needed = only !== undefined || (spec.required && !uploadedKinds.includes(spec.kind));
    shape[spec.field] = z.unknown().superRefine((value, ctx) => {
      const chosen = isFile(value) && (value.size > 0 || value.name !== "");
      if (!chosen) {
        if (needed)
          ctx.addIssue({ code: "custom", message: t("onboarding:form.documentRequired", { label: documentLabel(t, spec.kind) }) });
      } else if (!documentNameAllowed(value.name)) {
        ctx.addIssue({ code: "custom", message: t("onboarding:documentMessages.type") });
      } else if (/\.pdf$/i.test(value.name) ? value.size >= MAX_DOCUMENT_BYTES : value.size > MAX_CAMERA_PHOTO_BYTES) {
        // A photo larger than 500KB is shrunk to fit (in the browser, or on the server without JavaScript).
        const refusal = /\.pdf$/i.test(value.name) ? "size" : "imageTooLarge";
        ctx.addIssue({ code: "custom", message: t(`onboarding:documentMessages.${refusal}`) });
      }
    });
  }
  return z.object(shape);
}

/** The `one` query parameter of /document: a document's field name, or null for the whole form. */
export function oneDocumentField(value: string | null): string | null {
  return DOCUMENT_KINDS.some((d) => d.field === value) ? value : null;
}

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
