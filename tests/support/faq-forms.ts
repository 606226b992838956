import { contactFormValidator, faqFormValidator } from "~/forms/faq-admin";

import { validate } from "./validate";

/** The FAQ manager's form checks (domain/faq-admin.ts) as values and messages. */
async function check<T>(
  validator: Parameters<typeof validate<{ deleting: true } | { deleting: false; data: T }>>[0],
  raw: Record<string, unknown>,
) {
  const checked = await validate(validator, raw);
  return { values: checked.data && !checked.data.deleting ? checked.data.data : undefined, errors: checked.fieldErrors ?? {} };
}

export const validateFaq = (raw: Record<string, unknown>) => check(faqFormValidator, raw);

export const validateContact = (raw: Record<string, unknown>) => check(contactFormValidator, raw);
