import { withZod } from "@remix-validated-form/with-zod";
import { z } from "zod";

import { profileMessages, registrationMessages } from "./account-messages";
import { MAX_CAMERA_PHOTO_BYTES } from "./camera-photos";
import { consentField, consentSummaryLabel } from "./consent";
import { isIsoDate } from "./india-date";
import { TEXT_LIMITS, textRules } from "./text-input";

// The customer registration and profile forms (public-and-customer §2, §3, §5). The same
// validators check a form in the browser and its post in the action.

/** Registration's gender radios (spec §2); the value is what the customer row stores. */
export const registrationGenders = [
  { value: "M", label: "Male" },
  { value: "F", label: "Female" },
  { value: "Non-Binary", label: "Non-Binary" },
  { value: "Prefer Not to Say", label: "Prefer Not to Say" },
] as const;

/** The profile form's gender choices (spec §3: female, male, other). */
export const profileGenders = [
  { value: "female", label: "Female" },
  { value: "male", label: "Male" },
  { value: "other", label: "Other" },
] as const;

/** Visible labels in form order; 'Full name' gives 'Full name is required.' and so on. */
export const registrationLabels = {
  fullName: "Full name",
  gender: "Gender",
  countryId: "Country",
  stateId: "State",
  cityId: "City",
  pinCode: "Pin code",
  dob: "Date of birth",
  timeOfBirth: "Time of birth",
  location: "Location",
  email: "E-mail",
  mobile: "Mobile",
  consent: consentSummaryLabel,
} as const;

/** Labels in form order, worded like the spec's profile messages ('Birth Place is required.'). */
export const profileLabels = {
  name: "Name",
  gender: "Gender",
  dob: "Date of Birth",
  timeOfBirth: "Time of Birth",
  birthPlace: "Birth Place",
  countryId: "Country",
  stateId: "State",
  cityId: "City",
  pinCode: "PIN Code",
  email: "Email",
  mobile: "Mobile",
  photo: "Profile photo",
} as const;

export type RegistrationField = keyof typeof registrationLabels;
export type ProfileField = keyof typeof profileLabels;
export const registrationFields = Object.keys(registrationLabels) as RegistrationField[];
/** The profile's text fields: everything but the photo, which is a file. */
export const profileTextFields = (Object.keys(profileLabels) as ProfileField[]).filter((f) => f !== "photo");

/** Profile photos are stored at most 1 MB, JPEG, PNG or WebP (the server checks the bytes as well). */
export const MAX_PHOTO_BYTES = 1_048_576;
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

// Simple x@y.z (spec §5), for both forms.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** A text field that must not be blank; a missing field (a disabled select) counts as blank. */
const requiredText = (message: string) => z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message);

/** A location select: the id of a country, state or city, as submitted. */
const locationId = (message: string) => requiredText(message).regex(/^\d+$/, message);

const birthDate = (required: string, today: string) =>
  z
    .string({ required_error: required, invalid_type_error: required })
    .trim()
    .superRefine((value, ctx) => {
      if (!isIsoDate(value)) ctx.addIssue({ code: "custom", message: required });
      else if (value > today) ctx.addIssue({ code: "custom", message: registrationMessages.futureDob });
      else if (value > adultBornBy(today)) ctx.addIssue({ code: "custom", message: registrationMessages.underAge });
    });

/**
 * The last birth date of someone 18 years old on `today` (both 'YYYY-MM-DD'): the 18th birthday
 * itself counts. Compared as text, so a 29 February cut-off in a year without one still orders
 * right (born 28 February: adult; 1 March: not yet).
 */
export function adultBornBy(today: string): string {
  return `${String(Number(today.slice(0, 4)) - ADULT_AGE).padStart(4, "0")}${today.slice(4)}`;
}

export const ADULT_AGE = 18;

// Browsers send HH:MM; we store HH:MM.
const birthTime = (required: string) =>
  requiredText(required)
    .regex(TIME, required)
    .transform((value) => value.slice(0, 5));

const isFile = (value: unknown): value is File => typeof File !== "undefined" && value instanceof File;

/** An empty file input means "keep the current photo" and comes out as undefined. */
const photo = z
  .unknown()
  .superRefine((value, ctx) => {
    if (!isFile(value) || value.size === 0) return;
    // A larger photo is shrunk to MAX_PHOTO_BYTES (in the browser, or on the server without JavaScript).
    if (value.size > MAX_CAMERA_PHOTO_BYTES) ctx.addIssue({ code: "custom", message: profileMessages.photoSize });
    // In the browser this is the browser's guess from the name; the server reads the first bytes.
    else if (value.type && !(PHOTO_TYPES as readonly string[]).includes(value.type)) {
      ctx.addIssue({ code: "custom", message: profileMessages.photoType });
    }
  })
  .transform((value) => (isFile(value) && value.size > 0 ? value : undefined));

/**
 * A schema or validator kept for the last day it was asked for: building a zod schema is most of
 * what a form page's render spent in zod (decision 018), a form needs the same validator from
 * one render to the next, and the day changes once a day.
 */
function lastDay<T>(build: (today: string) => T): (today: string) => T {
  let kept: { today: string; schema: T } | null = null;
  return (today) => {
    if (kept?.today !== today) kept = { today, schema: build(today) };
    return kept.schema;
  };
}

/** `today` is India's date ('YYYY-MM-DD'): no date of birth after it. */
export const registrationSchema = lastDay(buildRegistrationSchema);

/** Every profile field is required (spec §5); a birth date in the future is refused here too. */
export const profileSchema = lastDay(buildProfileSchema);

export const registrationValidator = lastDay((today) => withZod(registrationSchema(today)));
export const profileValidator = lastDay((today) => withZod(profileSchema(today)));

function buildRegistrationSchema(today: string) {
  const required = (field: RegistrationField) => registrationMessages.required(registrationLabels[field]);
  return z.object({
    fullName: requiredText(required("fullName")).superRefine(textRules(registrationLabels.fullName, TEXT_LIMITS.personName)),
    // Optional (spec §3: M when not given); a value not offered counts as not given.
    gender: z
      .string()
      .optional()
      .transform((value) => (registrationGenders.some((g) => g.value === value) ? value! : "M")),
    countryId: locationId(required("countryId")),
    stateId: locationId(required("stateId")),
    cityId: locationId(required("cityId")),
    pinCode: z
      .string({ required_error: registrationMessages.pinCode })
      .trim()
      .regex(/^\d{6}$/, registrationMessages.pinCode),
    dob: birthDate(required("dob"), today),
    timeOfBirth: birthTime(required("timeOfBirth")),
    location: requiredText(required("location")).superRefine(textRules(registrationLabels.location, TEXT_LIMITS.place)),
    // Optional; stored as 'NA' when empty (spec §3).
    email: z
      .string()
      .trim()
      .optional()
      .transform((value) => value ?? "")
      .refine((value) => value === "" || EMAIL.test(value), registrationMessages.email)
      .superRefine(textRules(registrationLabels.email, TEXT_LIMITS.email, { message: registrationMessages.email })),
    mobile: z
      .string({ required_error: registrationMessages.mobile })
      .trim()
      .regex(/^\d{10}$/, registrationMessages.mobile),
    consent: consentField,
  });
}

function buildProfileSchema(today: string) {
  return z.object({
    name: requiredText(profileMessages.name).superRefine(textRules(profileLabels.name, TEXT_LIMITS.personName)),
    gender: requiredText(profileMessages.gender).refine((value) => profileGenders.some((g) => g.value === value), profileMessages.gender),
    dob: birthDate(profileMessages.dob, today),
    timeOfBirth: birthTime(profileMessages.timeOfBirth),
    birthPlace: requiredText(profileMessages.birthPlace).superRefine(textRules(profileLabels.birthPlace, TEXT_LIMITS.place)),
    countryId: locationId(profileMessages.country),
    stateId: locationId(profileMessages.state),
    cityId: locationId(profileMessages.city),
    pinCode: requiredText(profileMessages.pinCode).regex(/^\d{6}$/, registrationMessages.pinCode),
    email: requiredText(profileMessages.email)
      .regex(EMAIL, profileMessages.emailInvalid)
      .superRefine(textRules(profileLabels.email, TEXT_LIMITS.email, { message: profileMessages.emailInvalid })),
    photo,
  });
}

export type RegistrationData = z.output<ReturnType<typeof registrationSchema>>;
export type ProfileData = z.output<ReturnType<typeof profileSchema>>;

/** The first word is the first name, the rest the last name (none for a single word). */
export function splitFullName(fullName: string): { firstName: string; lastName: string | null } {
  const [firstName = "", ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.length > 0 ? rest.join(" ") : null };
}

/** The profile form's choice for a stored gender: M and F map back, anything else is 'other'. */
export function profileGenderOf(stored: string | null | undefined): string {
  if (!stored) return "";
  if (stored === "M" || stored === "male") return "male";
  if (stored === "F" || stored === "female") return "female";
  return "other";
}

/**
 * What to store for a profile choice. 'other' keeps a more precise registration answer
 * (Non-Binary, Prefer Not to Say), so saving the profile unchanged loses nothing.
 */
export function storedGenderFor(choice: string, previous: string | null | undefined): string {
  if (choice === "male") return "M";
  if (choice === "female") return "F";
  return profileGenderOf(previous) === "other" ? previous! : "other";
}

/** The submitted text fields, to show the form again as it was typed. Files are left out. */
export function submittedText<K extends string>(form: FormData, names: readonly K[]): Record<K, string> {
  const values = {} as Record<K, string>;
  for (const name of names) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}
