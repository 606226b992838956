// The words of the legal pages around their documents (app/locales/content/legal): the documents
// themselves are long static copy, one file per language.

export default {
  lastUpdated: "Last updated: {{date}}",
  contents: "Contents",
  // Said in place of a contact detail the site has not published yet, so the page never shows
  // a raw {contactEmail} (see ContactDetails in site-content.server.ts).
  noContact: "our support team",
  grievanceOfficer: "our Grievance Officer",
  grievanceForm: "our grievance form",
  // The link a translation's {englishVersion} placeholder becomes.
  englishVersion: "English text",
  keywords: {
    "privacy-policy": "privacy, data protection, DPDP Act, grievance officer",
    "refund-policy": "refund policy, cancellation policy, wallet refund, consultation complaint",
    "terms-and-conditions": "terms and conditions, terms of use, astrology consultation terms",
    "privacy-notice": "privacy notice, personal data, DPDP Act, consent, your rights",
  },
} as const;
