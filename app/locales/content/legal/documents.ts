// Every legal page's document in each edition's language. The Hindi ones are translations for
// the reader's convenience; each says in its intro that the English text is the binding one.

import type { Language } from "~/domain/language";

import { privacyNoticeHi } from "./hi/privacy-notice";
import { privacyPolicyHi } from "./hi/privacy-policy";
import { refundPolicyHi } from "./hi/refund-policy";
import { termsAndConditionsHi } from "./hi/terms";
import { privacyNotice } from "./privacy-notice";
import { privacyPolicy } from "./privacy-policy";
import { refundPolicy } from "./refund-policy";
import { termsAndConditions } from "./terms";
import type { LegalDocument, LegalSlug } from "./types";

export const legalDocuments: Record<LegalSlug, Record<Language, LegalDocument>> = {
  "privacy-policy": { en: privacyPolicy, hi: privacyPolicyHi },
  "refund-policy": { en: refundPolicy, hi: refundPolicyHi },
  "terms-and-conditions": { en: termsAndConditions, hi: termsAndConditionsHi },
  "privacy-notice": { en: privacyNotice, hi: privacyNoticeHi },
};

/** The legal page `slug` in `language`. */
export function legalDocument(slug: LegalSlug, language: Language): LegalDocument {
  return legalDocuments[slug][language];
}

/** The English page a translation defers to: where its {englishVersion} placeholder links. */
export function englishPathOf(slug: LegalSlug): string {
  return `/${slug}`;
}
