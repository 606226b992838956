// The admin area's words (onboarding-and-admin §5, §8, and ours where the spec names none). The
// admin area is English in both editions, so this table is read as it is, not through i18next: it
// is no namespace of the editions and has no Hindi twin, and a message with values is a function
// of them (decision 113). The edge's refusals (edge/admin-sign-in-gate.ts) read it too.

export const adminWords = {
  /** The admin sign-in and its refusals. */
  signIn: {
    loginFailed: "Login failed.",
    // Our wording: the spec shows no lock-out.
    tooManyAttempts: "Too many failed attempts. Please wait 15 minutes and try again.",
    // Ours: sign-ins are also refused, unchecked, past a rate per address and for the whole site.
    tooManyRightNow: "Too many sign-in attempts right now. Please wait a minute and try again.",
    // Ours: the way back from a refusal answered before the sign-in page is made.
    backToLogin: "Back to Admin login",
  },

  // Our wording: the spec's admin login has no second factor.
  secondFactor: {
    heading: "Two-step verification",
    intro: "Enter the 6-digit code your authenticator app shows for this site.",
    codeLabel: "Authentication code",
    codeHint: "The 6-digit code from your authenticator app, or one of your recovery codes.",
    wrongCode: "That code did not work. Enter the current code from your app, or a recovery code.",
    codeRequired: "Please enter the code.",
    expired: "Your sign-in took too long. Please log in again.",
    verify: "Verify",
    verifying: "Verifying...",
    backToLogin: "Back to login",
    recoveryUsed: (left: number) => `You signed in with a recovery code. ${left} recovery code${left === 1 ? "" : "s"} left.`,
    setupHeading: "Set up two-step verification",
    setupIntro:
      "Every administrator signs in with a password and a code from an authenticator app (such as Google Authenticator, Microsoft Authenticator or Authy).",
    setupScan: "1. Scan this QR code with the app, or type the key below into it.",
    setupKeyLabel: "Key",
    setupConfirm: "2. Enter the 6-digit code the app now shows.",
    qrAlt: "QR code to add this site to an authenticator app",
    codesHeading: "Save your recovery codes",
    codesIntro:
      "Each code signs you in once if you lose your phone. Keep them somewhere safe, away from your phone: they are shown only now.",
    codesContinue: "I have saved them: go to the dashboard",
  },

  /** The astrologer applications: the dashboard's lists and an application's page. */
  applications: {
    approved: "Application Approved",
    rejected: "Application Rejected",
    rejectFailed: "Failed to reject application",
    reasonRequired: "Please provide a rejection reason",
    reasonTooLong: (max: string) => `Rejection reason must be at most ${max} characters.`,
    reasonUnprintable: "Rejection reason contains characters that cannot be used.",
    deactivated: "Astrologer deactivated successfully",
    deactivateFailed: "Failed to deactivate astrologer",
    // The spec's Allow Reapplication only showed an alert; ours does it and says so.
    reapplyAllowed: "Reapplication allowed. The applicant can register again.",
    noAstrologer: "No astrologer data found",
    noData: "No data available",
    noRejected: "No rejected applications found",
    noApproved: "No approved astrologers found",
    noPending: "No pending applications found",
    // Ours: applicants may withdraw (decision 067).
    noWithdrawn: "No withdrawn applications found",
    withdrawnNoDecision: "The applicant withdrew this application.",
    withdrawnOn: (date: string) => `Withdrawn by the applicant on ${date}.`,
    erasedOnWithdrawal: (date: string) =>
      `The documents and bank details were erased on ${date}, when the applicant withdrew the application.`,
    erasedByRetention: (date: string) =>
      `The documents and bank details were erased on ${date} under the retention rule for applications that were not approved.`,
    noDocuments: "No documents available",
    noBank: "No bank details available",
    unsupported: "Unsupported file type",
  },

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
