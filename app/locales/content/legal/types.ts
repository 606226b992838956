/** The legal pages, each at "/" + its slug in English and "/hi/" + its slug in Hindi. */
export type LegalSlug = "privacy-policy" | "refund-policy" | "terms-and-conditions" | "privacy-notice";

/**
 * Text may contain the placeholders {brand}, {legalName}, {contactEmail}, {contactPhone},
 * {grievanceOfficerName}, {grievanceOfficerEmail} and {grievanceForm}, replaced when rendered; a
 * translation also {englishVersion}, a link to the English text, the binding one.
 */
export type LegalBlock = { kind: "p"; text: string } | { kind: "ul"; items: readonly string[] };
export type LegalSection = { heading: string; blocks: readonly LegalBlock[] };
export type LegalDocument = {
  slug: LegalSlug;
  title: string;
  lastUpdated: string;
  intro: string;
  sections: readonly LegalSection[];
  metaDescription: string;
};
