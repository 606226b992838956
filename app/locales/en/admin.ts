// The admin area's words (onboarding-and-admin §5, §8, and ours where the spec names none). The
// admin area is English in both editions, so this table is read as it is, not through i18next: it
// is no namespace of the editions and has no Hindi twin, and a message with values is a function
// of them (decision 113). The edge's refusals (edge/admin-sign-in-gate.ts) read it too.

export const adminWords = {
  // Our wording: the spec's Approve only showed an alert. Approving makes the astrologer public
  // and e-mails them, so it is asked twice, with what the application still lacks.
  approval: {
    heading: "Approve this application?",
    effect: (name: string) =>
      `${name} will be listed on the public call and chat pages straight away and told by e-mail that the application is approved.`,
    warningsTitle: "Before you approve, note:",
    noDocuments: "No documents have been uploaded.",
    missingDocuments: (labels: string[]) => `Required documents missing: ${labels.join(", ")}.`,
    noBank: "No bank details have been given.",
    confirm: "Yes, approve",
    cancel: "Cancel",
  },

  /** The grievances' pages (decision 070). */
  grievances: {
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
  },

  /** The queued notices' page (the outbox table). */
  outbox: {
    statuses: { pending: "Waiting to send", sending: "Sending", sent: "Sent", failed: "Failed" },
    title: "Messages",
    failedHeading: "Failed messages",
    queuedHeading: "Waiting to be sent",
    noFailed: "No failed messages.",
    noQueued: "No messages are waiting.",
    retry: "Retry",
    retried: "The message is queued again.",
    notFailed: "That message is not failed any more.",
  },

  /** The dashboard's OTP SMS budgets: numbers with an account ("returning") and without ("new"). */
  smsBudget: {
    audiences: { known: "returning numbers", unknown: "new numbers" },
    withheld: (count: string) =>
      `${count} OTP codes withheld in the last hour: asked for beyond a network cap or a budget, answered as if sent and not sent. Someone may be pumping SMS or walking through numbers; the log names the reason and network.`,
    windows: { hour: "the last hour", day: "the last 24 hours" },
    use: (audience: string, sent: string, budget: string, window: string) => `SMS to ${audience}: ${sent} of ${budget} sent in ${window}.`,
    spent: (audience: string, window: "hour" | "day") =>
      `The budget is spent: codes to ${audience} are withheld (answered as sent) until the ${window} refills it.`,
    near: "Near the budget: if this is not real traffic, someone may be pumping SMS through the site.",
  },
} as const;
