import { z } from "zod";

import type { Words } from "./words";

// Consent to the privacy notice where an account or an application begins (DPDP Act 2023 s.6,
// DPDP Rules 2025 r.3): a box the person ticks themselves, never ticked for them, and a record of
// when and to which version of the notice they agreed.

/** What a consent was given for: the customer's account, or the astrologer's application. */
export type ConsentPurpose = "customer_account" | "astrologer_application";

/** A checkbox posts "on" when ticked and nothing when not: only a tick is consent. */
function consentSchema(message: string) {
  return z.string({ required_error: message, invalid_type_error: message }).refine((value): boolean => value === "on", message);
}

/** The box with its message in the page's language (`forms:consent.message`). */
export const consentFieldIn = (t: Words) => consentSchema(t("forms:consent.message"));
