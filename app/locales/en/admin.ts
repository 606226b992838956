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
    // "Rejected" where the spec's code is named "Reject": a status reads as an adjective.
    statuses: {
      active: "Active",
      pending: "Pending",
      rejected: "Rejected",
      withdrawn: "Withdrawn",
      inactive: "Inactive",
      unknown: "Unknown",
    },
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

  /** The edition an article, an FAQ or a yearly text is written for (decision 075). */
  contentLanguage: {
    names: { en: "English", hi: "Hindi" },
    // As the daily horoscope upload says it.
    required: "Please choose English or Hindi.",
  },

  /** The FAQ and contact panel (spec §3 "FAQ and contact", §5, §8). */
  faq: {
    addFailed: "Failed to add FAQ.",
    updateFailed: "Failed to update FAQ.",
    deleteFailed: "Failed to delete FAQ.",
    contactRequired: "Email and Phone are required.",
    contactAdded: "Contact details added successfully!",
    contactUpdated: "Contact details updated successfully!",
    // Our wording: the spec names no message for these.
    questionRequired: "Please enter the question.",
    answerRequired: "Please enter the answer.",
    questionTooLong: (max: string) => `The question can be at most ${max} characters.`,
    answerTooLong: (max: string) => `The answer can be at most ${max} characters.`,
    questionUnprintable: "The question contains characters that cannot be used.",
    answerUnprintable: "The answer contains characters that cannot be used.",
    added: "FAQ added.",
    updated: "FAQ updated.",
    deleted: "FAQ deleted.",
    contactDeleted: "Contact details deleted.",
    contactDeleteFailed: "Failed to delete contact details.",
    contactFailed: "Failed to save contact details. Please try again.",
    invalidEmail: "Please enter a valid email address.",
    invalidPhone: "Please enter a valid phone number: digits, spaces, + ( ) and -.",
    /** Above a form whose fields are marked. */
    fixFields: "Nothing was saved: please correct the fields marked below.",
  },

  /** The daily horoscope upload (spec §3 "Daily horoscope upload", §4, §8). */
  horoscopeUpload: {
    datesRequired: "Please select start and end date.",
    // Our wording for rules the spec implies but does not phrase.
    endBeforeStart: "The end date cannot be before the start date.",
    languageRequired: "Please choose English or Hindi.",
    signRequired: "Please choose a sign.",
    predictionRequired: "Please write the prediction.",
    predictionTooLong: (max: string) => `The prediction can be at most ${max} characters.`,
    predictionUnprintable: "The prediction contains characters that cannot be used.",
    datesLocked: "You cannot change the date until all 12 horoscopes are uploaded.",
    languageLocked: "You cannot change the language until all 12 horoscopes are uploaded.",
    alreadyUploaded: "This horoscope is already uploaded for today.",
    outOfOrder: (sign: string) => `Please upload ${sign} next: the signs are uploaded in order, Aries to Pisces.`,
    uploaded: (sign: string) => `Horoscope for ${sign} uploaded successfully!`,
    allUploaded: "All 12 horoscopes uploaded! You can now select a new date.",
    failed: "Failed to upload horoscope. Please try again.",
  },

  /**
   * The yearly horoscopes' screens. `year` is a year's number, or its edition's name in the Hindi
   * edition ("2027 (Hindi)").
   */
  yearly: {
    yearInvalid: (first: number, last: number) => `Please enter a year from ${first} to ${last}.`,
    yearStarted: (year: number | string) => `${year} is started: write its twelve signs, then publish it.`,
    yearExists: (year: number | string) => `${year} already exists.`,
    saved: (sign: string, year: number | string) => `${sign} ${year} saved.`,
    savedLive: (sign: string, year: number | string) => `${sign} ${year} saved. It is live on the site.`,
    published: (year: number | string) => `${year} is published: the site shows it.`,
    unpublished: (year: number | string) => `${year} is no longer shown on the site.`,
    incomplete: (year: number | string, written: number) =>
      `${year} can be published once all twelve signs are written: ${written} of 12 so far.`,
    deleted: (year: number | string) => `${year} and its texts are deleted.`,
    deletePublished: "A published year cannot be deleted: unpublish it first.",
    noSuchYear: "That year does not exist (any more).",
    saveFailed: "Failed to save. Please try again.",
    fixFields: "Nothing was saved: please correct the fields marked below.",
    previewFixFields: "The preview needs every field filled in: please correct the fields marked below.",
    required: (label: string) => `Please fill in ${label}.`,
    tooLong: (label: string, max: string) => `${label} can be at most ${max} characters.`,
    tooManyParagraphs: (label: string, max: number) => `${label} can have at most ${max} paragraphs.`,
    unprintable: (label: string) => `${label} contains characters that cannot be used.`,
    extraPair: "Give the section both a title and its text, or leave both empty.",
    metaTooShort: "The description for search engines needs at least 50 characters.",
    /** A sign's form's fields, in the order it shows them. */
    fields: {
      intro: "Introduction",
      love: "Love and Relationships",
      career: "Career and Finances",
      health: "Health & Wellness",
      remedy1: "Remedy 1",
      remedy2: "Remedy 2",
      remedy3: "Remedy 3",
      faq1Question: "Question 1",
      faq1Answer: "Answer 1",
      faq2Question: "Question 2",
      faq2Answer: "Answer 2",
      faq3Question: "Question 3",
      faq3Answer: "Answer 3",
      faq4Question: "Question 4",
      faq4Answer: "Answer 4",
      faq5Question: "Question 5",
      faq5Answer: "Answer 5",
      extra1Title: "Extra section 1: title",
      extra1Text: "Extra section 1: text",
      extra2Title: "Extra section 2: title",
      extra2Text: "Extra section 2: text",
      extra3Title: "Extra section 3: title",
      extra3Text: "Extra section 3: text",
      metaDescription: "Description for search engines",
      keywords: "Keywords",
    },
  },

  /** The festival screen: the calendar's festivals added, edited and removed. */
  festivals: {
    added: (name: string) => `${name} added.`,
    updated: (name: string) => `${name} updated.`,
    deleted: (name: string) => `${name} deleted.`,
    addFailed: "Failed to add the festival. Please try again.",
    updateFailed: "Failed to update the festival. Please try again.",
    deleteFailed: "Failed to delete the festival. Please try again.",
    missing: "That festival no longer exists.",
    fixFields: "Nothing was saved: please correct the fields marked below.",
    required: (label: string) => `Please fill in ${label.toLowerCase()}.`,
    tooLong: (label: string, max: string) => `${label} can be at most ${max} characters.`,
    unprintable: (label: string) => `${label} contains characters that cannot be used.`,
    invalidDate: "Please enter a real date, for example 2027-10-29 or 29/10/2027.",
    outOfRange: (first: number, last: number) => `Please enter a date from ${first} to ${last}.`,
    endBeforeStart: "The last day cannot be before the first day.",
    tooLongFestival: (days: number) => `A festival can run at most ${days} days.`,
    unknownPicture: "Please choose one of the pictures listed.",
    yearInvalid: (first: number, last: number) => `Please enter a year from ${first} to ${last}: the current year is shown.`,
    acceptedYear: (count: number, year: number) =>
      `The computed calendar of ${year} is now the site's: ${count} festivals added. Edit or delete any of them below.`,
    acceptRefused: "This year already has festivals of its own: add the computed ones one at a time.",
    computedMissing: "That computed festival is not in this year's calendar.",
    acceptFailed: "Failed to accept the computed calendar. Please try again.",
    fields: {
      name: "Name",
      nameHi: "Name (Hindi)",
      date: "First day",
      endDate: "Last day",
      description: "Description",
      descriptionHi: "Description (Hindi)",
      regions: "Region or tradition",
      regionsHi: "Region or tradition (Hindi)",
      image: "Picture",
      source: "Source of the date",
      dateNote: "Date note",
      dateNoteHi: "Date note (Hindi)",
    },
  },

  /** The blog upload (spec §3 "Blog upload", §4, §5, §8). */
  blogUpload: {
    /** Visible labels in form order (the error summary lists fields in this order). */
    labels: {
      language: "Language",
      mainHeading: "Main heading",
      heading: "SEO heading",
      article: "Author",
      customAuthor: "New author name",
      startDate: "Start date",
      endDate: "End date",
      scheduleDate: "Schedule date",
      mainDescription: "Short description",
      htmlContent: "HTML content",
      metaTags: "Meta tags",
      mainImageFile: "Main image",
      contentFiles: "Content images",
    },
    // Spec §8, word for word.
    uploaded: "Blog uploaded successfully!",
    failed: "Error uploading blog. Please try again.",
    // Our wording: the spec shows no field messages for this form.
    summary: "Please correct the errors before submitting.",
    mainHeadingRequired: "Please enter the main heading.",
    headingRequired: "Please enter the SEO heading (it makes the address of the post).",
    authorRequired: "Please choose an author, or choose Type New and type a name.",
    customAuthorRequired: "Please type the new author's name.",
    scheduleDateRequired: "Please choose the schedule date: the post appears on /blogs from that day.",
    invalidDate: "Please enter a real date, for example 2025-11-21.",
    endBeforeStart: "The end date cannot be before the start date.",
    htmlRequired: "Please paste the article's HTML content.",
    htmlNothingLeft: "Nothing in this HTML can be shown: scripts, forms and styles are removed. Please add text.",
    tooLong: (max: string) => `Please shorten this to at most ${max} characters.`,
    partTooLong: "This is far too long to upload. Please shorten it.",
    controlCharacters: "Please remove the control characters (such as NUL) from this text.",
    beforeListStart: (date: string) => `The blog list starts on ${date}: a post dated earlier would never be listed.`,
    tooManyKeywords: (max: number) => `Please use at most ${max} meta tags.`,
    keywordTooLong: (max: number) => `Each meta tag can be at most ${max} characters.`,
    imagesKept:
      "The images that passed are kept on the server (listed beside their fields): choose only the ones that were skipped, or new ones.",
    kept: "Kept:",
    discardKept: "Discard the kept images",
    skipped: "These files were skipped:",
    /** Why a chosen file was left out (spec §5: "invalid ones are skipped with an alert"). */
    skipReasons: {
      notImage: "not an image of an allowed type (jpg, jpeg, png, gif, bmp, webp, svg, tiff or jfif)",
      tooLarge: "larger than 5 MB",
      tooMany: (max: number) => `more than ${max} content images`,
      tooLargeToDecode: "too large to process (over 50 megapixels, or too slow to decode)",
      extraMainImage: "only one main image is used",
    },
  },
} as const;
