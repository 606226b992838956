import { indianNumber } from "~/domain/indian-number";
import { hasControlCharacters, TEXT_LIMITS } from "~/domain/text-input";
import { publishChange } from "~/infra/change-notices.server";

import { auditIn } from "./audit.server";
import type { ContactDetails } from "./site-content.server";

// The admin FAQ and contact panel (onboarding-and-admin §3 "FAQ and contact", §5, §8).
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
} as const;

export type FaqInput = { question: string; answer: string };
export type FaqErrors = Partial<Record<keyof FaqInput, string>>;

/** Spec §5: FAQ add and edit need question and answer. */
export function validateFaq(raw: { question?: unknown; answer?: unknown }): { values: FaqInput; errors: FaqErrors } {
  const values = { question: String(raw.question ?? "").trim(), answer: String(raw.answer ?? "").trim() };
  const errors: FaqErrors = {};
  if (!values.question) errors.question = faqAdminMessages.questionRequired;
  else if (values.question.length > TEXT_LIMITS.faqQuestion) errors.question = faqAdminMessages.questionTooLong;
  else if (hasControlCharacters(values.question)) errors.question = faqAdminMessages.questionUnprintable;
  if (!values.answer) errors.answer = faqAdminMessages.answerRequired;
  else if (values.answer.length > TEXT_LIMITS.faqAnswer) errors.answer = faqAdminMessages.answerTooLong;
  else if (hasControlCharacters(values.answer, true)) errors.answer = faqAdminMessages.answerUnprintable;
  return { values, errors };
}

export type ContactErrors = { form?: string; email?: string; phone?: string };

/** Spec §5: both e-mail and phone; ours: each must look like one, as the footer links to them. */
export function validateContact(raw: { email?: unknown; phone?: unknown }): { values: ContactDetails; errors: ContactErrors } {
  const values = {
    email: String(raw.email ?? "").trim(),
    phone: String(raw.phone ?? "")
      .trim()
      .replace(/\s+/g, " "),
  };
  const errors: ContactErrors = {};
  if (!values.email || !values.phone) {
    errors.form = faqAdminMessages.contactRequired;
    return { values, errors };
  }
  if (
    !/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(values.email) ||
    values.email.length > TEXT_LIMITS.email ||
    hasControlCharacters(values.email)
  ) {
    errors.email = faqAdminMessages.invalidEmail;
  }
  const digits = values.phone.replace(/\D/g, "").length;
  if (!/^\+?[\d ()-]+$/.test(values.phone) || digits < 6 || digits > 15 || values.phone.length > TEXT_LIMITS.contactPhone) {
    errors.phone = faqAdminMessages.invalidPhone;
  }
  return { values, errors };
}

/** Adds a question at the end of the list. */
export async function addFaq(adminId: number, input: FaqInput): Promise<number> {
  const row = await publishChange("faqs", async (trx) => {
    const last = await trx
      .selectFrom("faqs")
      .select((eb) => eb.fn.max("position").as("position"))
      .executeTakeFirst();
    const row = await trx
      .insertInto("faqs")
      .values({ question: input.question, answer: input.answer, position: Number(last?.position ?? 0) + 1 })
      .returning("id")
      .executeTakeFirstOrThrow();
    await auditIn(trx, adminId, "faq.add", { type: "faq", id: row.id }, { question: input.question });
    return row;
  });
  return row.id;
}

/** False when no such question exists (deleted meanwhile). */
export async function updateFaq(adminId: number, id: number, input: FaqInput): Promise<boolean> {
  return publishChange("faqs", async (trx) => {
    const result = await trx
      .updateTable("faqs")
      .set({ question: input.question, answer: input.answer, updatedAt: new Date() })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await auditIn(trx, adminId, "faq.update", { type: "faq", id }, { question: input.question });
    return true;
  });
}

export async function deleteFaq(adminId: number, id: number): Promise<boolean> {
  return publishChange("faqs", async (trx) => {
    const removed = await trx.deleteFrom("faqs").where("id", "=", id).returning("question").executeTakeFirst();
    if (!removed) return false;
    await auditIn(trx, adminId, "faq.delete", { type: "faq", id }, { question: removed.question });
    return true;
  });
}

/** Adds the site's contact details, or updates the ones the footer shows. */
export async function setContact(adminId: number, input: ContactDetails): Promise<"added" | "updated"> {
  return publishChange("site-content", async (trx) => {
    const current = await trx.selectFrom("contacts").select("id").orderBy("id", "asc").executeTakeFirst();
    if (current) {
      await trx
        .updateTable("contacts")
        .set({ email: input.email, phone: input.phone, updatedAt: new Date() })
        .where("id", "=", current.id)
        .execute();
    } else {
      await trx.insertInto("contacts").values({ email: input.email, phone: input.phone }).execute();
    }
    const outcome = current ? "updated" : "added";
    await auditIn(
      trx,
      adminId,
      `contact.${outcome === "added" ? "add" : "update"}`,
      { type: "contact", id: current?.id ?? "new" },
      { ...input },
    );
    return outcome;
  });
}

/** Removes the contact details; the footer then says they will be published soon. */
export async function deleteContact(adminId: number): Promise<boolean> {
  return publishChange("site-content", async (trx) => {
    const removed = await trx.deleteFrom("contacts").returning(["id", "email", "phone"]).execute();
    if (removed.length === 0) return false;
    await auditIn(
      trx,
      adminId,
      "contact.delete",
      { type: "contact", id: removed[0].id },
      { email: removed[0].email, phone: removed[0].phone },
    );
    return true;
  });
}
