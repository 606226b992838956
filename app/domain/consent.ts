// Consent to the privacy notice where an account or an application begins (DPDP Act 2023 s.6,
// DPDP Rules 2025 r.3): a box the person ticks themselves, never ticked for them, and a record of
// when and to which version of the notice they agreed.

/** What a consent was given for: the customer's account, or the astrologer's application. */
export type ConsentPurpose = "customer_account" | "astrologer_application";
