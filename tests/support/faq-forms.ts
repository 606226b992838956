import { contactSchema, faqSchema } from "~/domain/faq-admin";
import { checkForm } from "~/domain/form-check";

/** The FAQ manager's form checks (domain/faq-admin.ts) as values and messages. */
export const validateFaq = (raw: Record<string, unknown>) => {
  const checked = checkForm(faqSchema, raw);
  return { values: checked.data, errors: checked.fieldErrors ?? {} };
};

export const validateContact = (raw: Record<string, unknown>) => {
  const checked = checkForm(contactSchema, raw);
  return { values: checked.data, errors: checked.fieldErrors ?? {} };
};
