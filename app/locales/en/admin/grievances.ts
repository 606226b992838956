/** The grievances' pages (decision 070). */
export const adminGrievances = {
  statuses: { open: "Open", in_progress: "In progress", resolved: "Resolved" },
  update: { status: "Status", reply: "Answer to the person" },
  statusRequired: "Please choose a status.",
  replyRequired: "Please write the answer to send before marking the grievance Resolved.",
  alreadyResolved: "This grievance is resolved and its answer was sent. Set it back to In progress to change the answer.",
  notFound: "No grievance found.",
  replyTooLong: (max: string) => `The answer must be at most ${max} characters.`,
  replyUnprintable: "The answer contains characters that cannot be used.",
  updateFailed: "Failed to save the grievance. Please try again.",
  saved: (reference: string) => `Grievance ${reference} saved.`,
  resolved: (reference: string, to: string) => `Grievance ${reference} resolved. The answer is on its way to ${to}.`,
  resolvedUnsent: (reference: string) =>
    `Grievance ${reference} resolved. The answer was not sent: the person has no confirmed e-mail address and no registered number to send it to. It is in their own data when they sign in with the mobile number they gave.`,
  resolvedSmsBudget: (reference: string) =>
    `Grievance ${reference} resolved. The answer was not sent: the SMS budget is spent. It is in the customer's own data when they sign in.`,
  noGrievances: "No grievances yet.",
} as const;
