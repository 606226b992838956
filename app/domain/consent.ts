import { z } from "zod";

import type { Translate } from "~/i18n";

// Consent to the privacy notice where an account or an application begins (DPDP Act 2023 s.6,
// DPDP Rules 2025 r.3): a box the person ticks themselves, never ticked for them, and a record of
// when and to which version of the notice they agreed.

/** What a consent was given for: the customer's account, or the astrologer's application. */
export type ConsentPurpose = "customer_account" | "astrologer_application";

export const consentPurposeNames: Record<ConsentPurpose, string> = {
  customer_account: "Your customer account",
  astrologer_application: "Your astrologer application",
};

/** The box's words in English: the `forms` namespace's `consent` (app/locales). */
export const consentMessages = {
  /** The box's own label. */
  label: "I have read how we use my data, and I agree to it.",
  /** The box as the error summary names it, among the form's other fields. */
  summaryLabel: "Agreement to how we use your data",
  // Our wording: the spec predates the consent box.
  message: "Please tick the box to agree to how we use your data. We cannot register you without it.",
} as const;

export const consentLabel = consentMessages.label;
export const consentSummaryLabel = consentMessages.summaryLabel;
export const consentMessage = consentMessages.message;

/** A checkbox posts "on" when ticked and nothing when not: only a tick is consent. */
function consentSchema(message: string) {
  return z.string({ required_error: message, invalid_type_error: message }).refine((value): boolean => value === "on", message);
}

export const consentField = consentSchema(consentMessage);

/** The box with its message in the page's language (`forms:consent.message`). */
export const consentFieldIn = (t: Translate) => consentSchema(t("forms:consent.message"));
