import { z } from "zod";

import { contentLanguageField } from "./content-language";
import { unlessDeleting, zodValidator } from "./forms";
import { indianNumber } from "./indian-number";
import { hasControlCharacters, TEXT_LIMITS } from "./text-input";

// The admin FAQ and contact panel's forms (onboarding-and-admin §3 "FAQ and contact", §5, §8):
// its words and its two schemas, for the action and the browser alike. Each FAQ is written for
// one edition (decision 075): /faq lists the English ones, /hi/faq the Hindi ones.

export const faqAdminMessages = {
  addFailed: "Failed to add FAQ.",
  updateFailed: "Failed to update FAQ.",
  deleteFailed: "Failed to delete FAQ.",
  contactRequired: "Email and Phone are required.",
  contactAdded: "Contact details added successfully!",
  contactUpdated: "Contact details updated successfully!",
  // Our wording: the spec names no message for these.
  questionRequired: "Please enter the question.",
  answerRequired: "Please enter the answer.",
  questionTooLong: `The question can be at most ${TEXT_LIMITS.faqQuestion} characters.`,
  answerTooLong: `The answer can be at most ${indianNumber(TEXT_LIMITS.faqAnswer)} characters.`,
  questionUnprintable: "The question contains characters that cannot be used.",
  answerUnprintable: "The answer contains characters that cannot be used.",
  added: "FAQ added.",
  updated: "FAQ updated.",
  deleted: "FAQ deleted.",
  contactDeleted: "Contact details deleted.",
  contactDeleteFailed: "Failed to delete contact details.",
  contactFailed: "Failed to save contact details. Please try again.",
  invalidEmail: "Please enter a valid email address.",
  invalidPhone: "Please enter a valid phone number: digits, spaces, + ( ) and -.",
  /** Above a form whose fields are marked. */
  fixFields: "Nothing was saved: please correct the fields marked below.",
} as const;

const m = faqAdminMessages;

/** A posted text, trimmed; anything else (a missing field, a file) is empty. */
const trimmed = z.unknown().transform((value) => (typeof value === "string" ? value.trim() : ""));

const faqText = (required: string, tooLong: string, unprintable: string, max: number, multiline: boolean) =>
  trimmed.pipe(
    z
      .string()
      .min(1, required)
      .max(max, tooLong)
      .refine((value) => !hasControlCharacters(value, multiline), unprintable),
  );

/** Spec §5: FAQ add and edit need question and answer; ours: and the edition it is listed in. */
export const faqSchema = z.object({
  language: contentLanguageField,
  question: faqText(m.questionRequired, m.questionTooLong, m.questionUnprintable, TEXT_LIMITS.faqQuestion, false),
  answer: faqText(m.answerRequired, m.answerTooLong, m.answerUnprintable, TEXT_LIMITS.faqAnswer, true),
});
export type FaqInput = z.output<typeof faqSchema>;

/** An FAQ's edit form, or the add form: its fields, unless its Delete was pressed. */
export const faqFormValidator = zodValidator(unlessDeleting("delete", faqSchema));

/**
 * Spec §5: both e-mail and phone, or the form's one message (under the name `form`); ours: each
 * must look like one, as the footer links to them.
 */
export const contactSchema = z
  .object({ email: trimmed, phone: trimmed.transform((value) => value.replace(/\s+/g, " ")) })
  .superRefine((values, ctx) => {
    const issue = (path: "form" | "email" | "phone", message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (!values.email || !values.phone) return issue("form", m.contactRequired);
    if (
      !/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(values.email) ||
      values.email.length > TEXT_LIMITS.email ||
      hasControlCharacters(values.email)
    ) {
      issue("email", m.invalidEmail);
    }
    const digits = values.phone.replace(/\D/g, "").length;
    if (!/^\+?[\d ()-]+$/.test(values.phone) || digits < 6 || digits > 15 || values.phone.length > TEXT_LIMITS.contactPhone) {
      issue("phone", m.invalidPhone);
    }
  });

/** The contact form: its fields, unless 'Delete contact details' was pressed. */
export const contactFormValidator = zodValidator(unlessDeleting("contact-delete", contactSchema));

/** The id of each form on the page (an FAQ's, the add form, the contact form), which the action's answer names. */
export function faqManagerFormId(intent: string, faqId: number | null): string {
  if (intent === "contact" || intent === "contact-delete") return "contact-form";
  return intent === "add" ? "faq-add" : `faq-${faqId ?? "unknown"}`;
}
