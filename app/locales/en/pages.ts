// The static pages' own words: about, FAQ and app download. Their long copy (the about text,
// the FAQ's questions) is in app/locales/content, one file per language.
export default {
  about: {
    faqLink: "Read our frequently asked questions",
  },
  faq: {
    title: "Frequently Asked Questions",
    lead: "Answers to the questions people ask us most about consultations, prices, payments, refunds and your account.",
    stillQuestion: "Still have a question?",
    writeOrRead: "Write to us at <mail>{{email}}</mail>, or read <about>more about us</about> and our <terms>Terms & Conditions</terms>.",
    read: "Read <about>more about us</about> and our <terms>Terms & Conditions</terms>.",
    metaTitle: "{{brand}} - Frequently Asked Questions",
    metaDescription:
      "Answers about consultation prices, the free first 5 minutes, payments and refunds, verified astrologers, logging in and deleting your account.",
  },
  appDownload: {
    metaTitle: "{{brand}} - Download the App to Chat and Call with Astrologers",
    metaDescription:
      "Consult verified astrologers by chat or call in our mobile app: your first 5 minutes are free, and payments come from a secure prepaid wallet.",
    heading: "Talk to an astrologer in the {{brand}} app",
    text: "Chats and calls with our astrologers take place in the {{brand}} mobile app. Install it, log in with your mobile number and start your first consultation in minutes.",
    getApp: "Get the app",
    whyTitle: "Why use the app",
    reasons: {
      verified: {
        title: "Chat and call with verified astrologers",
        text: "Every astrologer's identity and experience is checked before their profile is listed. Pick one by language, specialisation and rate.",
      },
      free: {
        title: "Your first 5 minutes are free",
        text: "Your first chat or call costs nothing for the first 5 minutes, so you can get to know an astrologer before you pay.",
      },
      wallet: {
        title: "Prepaid wallet with secure payments",
        text: "Add credits to your wallet with a secure payment method; each session's cost is deducted when it ends, and you see the rate per minute before you start.",
      },
    },
    nextTitle: "What happens next",
    steps: {
      install: "Install the app from the store and open it.",
      logIn: "Log in with your mobile number: we send you a 4-digit one-time password (OTP) by SMS.",
      choose: "Choose an astrologer and start a chat or call. Your first 5 minutes are free.",
      wallet: "To carry on after the free minutes, add credits to your prepaid wallet; the rate per minute is shown before you begin.",
    },
    // The astrologer's version of the page.
    astrologer: {
      heading: "The {{brand}} partner app",
      intro: "Astrologers take chats and calls in the {{brand}} partner app. Log in there with your registered mobile number.",
      review:
        "Our team is checking your details, bank details and documents. We write to you by e-mail when it is done; you can take chats and calls in the partner app once you are approved.",
      incomplete: "We review your application as soon as your bank details and every required document are in.",
      approved: "Customers can now find you. Log in to the partner app with this mobile number and go online to take chats and calls.",
      reason: "Reason: {{reason}}",
      noReason: "No reason was given.",
      mayReapply: "You may register again with this mobile number.",
      mayNotReapply: "You cannot register again with this number for now. If you have questions, please contact us.",
      withdrawn: "We erased your identity documents and bank details when you withdrew. You may apply again by registering afresh.",
      deactivated: "You can no longer take chats and calls. If you think this is a mistake, please contact us.",
      unknown: "Please contact us if this does not change.",
      getApp: "Get the partner app",
      statusLink: "See your application status",
      welcomeLink: "Get started",
      reapplyLink: "Register again",
      giveBankDetails: "Give your bank details",
      uploadDocuments: "Upload your documents",
      myData: "Download my data",
    },
  },
} as const;
