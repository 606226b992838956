// The admin FAQ and contact panel's two forms (onboarding-and-admin §3 "FAQ and contact", §5,
// §8), for the action and the browser alike, in the admin area's words.
import { z } from "zod";

import type { FaqInput } from "~/domain/faq-admin";
import { indianNumber } from "~/domain/indian-number";
import { hasControlCharacters } from "~/domain/text-safety";
import { TEXT_LIMITS } from "~/forms/text-input";
import { unlessDeleting, zodValidator } from "~/forms/validation";
import { adminFaq } from "~/locales/en/admin/faq";

import { contentLanguageField } from "./content-language";

const m = adminFaq;

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
  question: faqText(
    m.questionRequired,
    m.questionTooLong(String(TEXT_LIMITS.faqQuestion)),
    m.questionUnprintable,
    TEXT_LIMITS.faqQuestion,
    false,
  ),
  answer: faqText(m.answerRequired, m.answerTooLong(indianNumber(TEXT_LIMITS.faqAnswer)), m.answerUnprintable, TEXT_LIMITS.faqAnswer, true),
}) satisfies z.ZodType<FaqInput, z.ZodTypeDef, unknown>;

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
