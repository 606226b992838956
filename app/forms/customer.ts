import { z } from "zod";

import { isIsoDate } from "~/clock/india-clock";
import { MAX_CAMERA_PHOTO_BYTES } from "~/domain/camera-photos";
import type { Language } from "~/domain/language";
import type { Words } from "~/domain/words";
import { translator } from "~/locales/i18n";

import { consentFieldIn } from "./consent";
import { TEXT_LIMITS, textRules } from "./text-input";

// The customer registration and profile forms (public-and-customer §2, §3, §5). The same
// schemas check a form in the browser and its post in the action, in the words `t` gives.

/** Registration's gender radios (spec §2); the value is what the customer row stores, the key names its words. */
export const registrationGenders = [
  { value: "M", key: "male" },
  { value: "F", key: "female" },
  { value: "Non-Binary", key: "nonBinary" },
  { value: "Prefer Not to Say", key: "notSaid" },
] as const;

/** The profile form's gender choices (spec §3: female, male, other); the value is also the key of its words. */
export const profileGenders = [{ value: "female" }, { value: "male" }, { value: "other" }] as const;

/**
 * Registration's own fields in form order, each the key of its label ('Full name' gives 'Full
 * name is required.' and so on); the consent box comes last.
 */
const registrationOwnFields = [
  "fullName",
  "gender",
  "countryId",
  "stateId",
  "cityId",
  "pinCode",
  "dob",
  "timeOfBirth",
  "location",
  "email",
  "mobile",
] as const;
export const registrationFields = [...registrationOwnFields, "consent"] as const;

/** The profile's fields in form order, labelled like the spec's profile messages ('Birth Place is required.'). */
const profileFields = [
  "name",
  "gender",
  "dob",
  "timeOfBirth",
  "birthPlace",
  "countryId",
  "stateId",
  "cityId",
  "pinCode",
  "email",
  "mobile",
  "photo",
] as const;

/** The field a place chosen from the form's list is posted as, beside the typed place `field`. */
export type RegistrationField = (typeof registrationFields)[number];
export type ProfileField = (typeof profileFields)[number];
/** The profile's text fields: everything but the photo, which is a file. */
export const profileTextFields = profileFields.filter((f) => f !== "photo");

/** Registration's labels in the page's language, in form order (the error summary's too). */
export function registrationLabelsIn(t: Words): Record<RegistrationField, string> {
  const own = Object.fromEntries(registrationOwnFields.map((field) => [field, t(`account:registration.labels.${field}`)]));
  return { ...(own as Record<(typeof registrationOwnFields)[number], string>), consent: t("forms:consent.summaryLabel") };
}

/** The profile's labels in the page's language, in form order. */
export function profileLabelsIn(t: Words): Record<ProfileField, string> {
  return Object.fromEntries(profileFields.map((field) => [field, t(`account:profile.labels.${field}`)])) as Record<ProfileField, string>;
}

/** Registration's gender radios with their words in the page's language. */
const registrationGenderOptions = (t: Words) =>
  registrationGenders.map((g) => ({ value: g.value, label: t(`account:registration.genders.${g.key}`) }));

/** The registration form's words in a language: its labels, in form order, and its gender radios. */
export function registrationWords(language: Language) {
  const t = translator(language);
  return { labels: registrationLabelsIn(t), genders: registrationGenderOptions(t) };
}

/** The profile's gender radios with their words in the page's language. */
export const profileGenderOptions = (t: Words) =>
  profileGenders.map((g) => ({ value: g.value, label: t(`account:profile.genders.${g.value}`) }));

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

const birthDate = (t: Words, required: string, today: string) =>
  z
    .string({ required_error: required, invalid_type_error: required })
    .trim()
    .superRefine((value, ctx) => {
      if (!isIsoDate(value)) ctx.addIssue({ code: "custom", message: required });
      else if (value > today) ctx.addIssue({ code: "custom", message: t("account:registration.futureDob") });
      else if (value > adultBornBy(today)) ctx.addIssue({ code: "custom", message: t("account:registration.underAge") });
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
const photo = (t: Words) =>
  z
    .unknown()
    .superRefine((value, ctx) => {
      if (!isFile(value) || value.size === 0) return;
      // A larger photo is shrunk to MAX_PHOTO_BYTES (in the browser, or on the server without JavaScript).
      if (value.size > MAX_CAMERA_PHOTO_BYTES) ctx.addIssue({ code: "custom", message: t("account:profile.photoSize") });
      // In the browser this is the browser's guess from the name; the server reads the first bytes.
      else if (value.type && !(PHOTO_TYPES as readonly string[]).includes(value.type)) {
        ctx.addIssue({ code: "custom", message: t("account:profile.photoType") });
      }
    })
    .transform((value) => (isFile(value) && value.size > 0 ? value : undefined));

/**
 * A validator kept for the last day it was asked for: building a zod schema is most of what a
 * form page's render spent in zod (decision 018), a form needs the same validator from one
 * render to the next, and the day changes once a day.
 */
export function lastDay<T>(build: (today: string) => T): (today: string) => T {
  let kept: { today: string; schema: T } | null = null;
  return (today) => {
    if (kept?.today !== today) kept = { today, schema: build(today) };
    return kept.schema;
  };
}

/**
 * Registration's schema: `today` is India's date ('YYYY-MM-DD'), no date of birth after it.
 * Built once a day per language (`lastDay`).
 */
export function registrationSchema(t: Words, today: string) {
  const labels = registrationLabelsIn(t);
  const required = (field: RegistrationField) => t("account:registration.required", { label: labels[field] });
  return z.object({
    fullName: requiredText(required("fullName")).superRefine(textRules(labels.fullName, TEXT_LIMITS.personName, { t })),
    // Optional (spec §3: M when not given); a value not offered counts as not given.
    gender: z
      .string()
      .optional()
      .transform((value) => (registrationGenders.some((g) => g.value === value) ? value! : "M")),
    countryId: locationId(required("countryId")),
    stateId: locationId(required("stateId")),
    cityId: locationId(required("cityId")),
    pinCode: z
      .string({ required_error: t("account:registration.pinCode") })
      .trim()
      .regex(/^\d{6}$/, t("account:registration.pinCode")),
    dob: birthDate(t, required("dob"), today),
    timeOfBirth: birthTime(required("timeOfBirth")),
    location: requiredText(required("location")).superRefine(textRules(labels.location, TEXT_LIMITS.place, { t })),
    // Optional; stored as 'NA' when empty (spec §3).
    email: z
      .string()
      .trim()
      .optional()
      .transform((value) => value ?? "")
      .refine((value) => value === "" || EMAIL.test(value), t("account:registration.email"))
      .superRefine(textRules(labels.email, TEXT_LIMITS.email, { message: t("account:registration.email") })),
    mobile: z
      .string({ required_error: t("account:registration.mobile") })
      .trim()
      .regex(/^\d{10}$/, t("account:registration.mobile")),
    consent: consentFieldIn(t),
  });
}

/** Every profile field is required (spec §5); a birth date in the future is refused here too. */
export function profileSchema(t: Words, today: string) {
  const labels = profileLabelsIn(t);
  const emailInvalid = t("account:profile.emailInvalid");
  return z.object({
    name: requiredText(t("account:profile.name")).superRefine(textRules(labels.name, TEXT_LIMITS.personName, { t })),
    gender: requiredText(t("account:profile.gender")).refine(
      (value) => profileGenders.some((g) => g.value === value),
      t("account:profile.gender"),
    ),
    dob: birthDate(t, t("account:profile.dob"), today),
    timeOfBirth: birthTime(t("account:profile.timeOfBirth")),
    birthPlace: requiredText(t("account:profile.birthPlace")).superRefine(textRules(labels.birthPlace, TEXT_LIMITS.place, { t })),
    countryId: locationId(t("account:profile.country")),
    stateId: locationId(t("account:profile.state")),
    cityId: locationId(t("account:profile.city")),
    pinCode: requiredText(t("account:profile.pinCode")).regex(/^\d{6}$/, t("account:registration.pinCode")),
    email: requiredText(t("account:profile.email"))
      .regex(EMAIL, emailInvalid)
      .superRefine(textRules(labels.email, TEXT_LIMITS.email, { message: emailInvalid })),
    photo: photo(t),
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
