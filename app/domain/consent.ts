import { z } from "zod";

// Consent to the privacy notice where an account or an application begins (DPDP Act 2023 s.6,
// DPDP Rules 2025 r.3): a box the person ticks themselves, never ticked for them, and a record of
// when and to which version of the notice they agreed.

/** What a consent was given for: the customer's account, or the astrologer's application. */
export type ConsentPurpose = "customer_account" | "astrologer_application";

export const consentPurposeNames: Record<ConsentPurpose, string> = {
  customer_account: "Your customer account",
  astrologer_application: "Your astrologer application",
};

/** The box's own label. */
export const consentLabel = "I have read how we use my data, and I agree to it.";

/** The box as the error summary names it, among the form's other fields. */
export const consentSummaryLabel = "Agreement to how we use your data";

// Our wording: the spec predates the consent box.
export const consentMessage = "Please tick the box to agree to how we use your data. We cannot register you without it.";

/** A checkbox posts "on" when ticked and nothing when not: only a tick is consent. */
export const consentField = z
  .string({ required_error: consentMessage, invalid_type_error: consentMessage })
  .refine((value): boolean => value === "on", consentMessage);
