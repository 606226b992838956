/**
 * Text may contain the placeholders {brand}, {legalName}, {contactEmail}, {contactPhone},
 * {grievanceOfficerName}, {grievanceOfficerEmail} and {grievanceForm}, replaced when rendered.
 */
export type LegalBlock = { kind: "p"; text: string } | { kind: "ul"; items: string[] };
export type LegalSection = { heading: string; blocks: LegalBlock[] };
export type LegalDocument = { slug: string; title: string; lastUpdated: string; intro: string; sections: LegalSection[]; metaDescription: string };
