import {
  GRIEVANCE_CATEGORY_LABELS,
  grievanceFormMessages,
  grievanceLabels,
  grievanceNoticeTexts,
  grievanceRuleLabels,
} from "~/domain/grievance";

// The grievance form and the page after it (decision 070). `days` is GRIEVANCE_RESPONSE_DAYS.
export default {
  messages: grievanceFormMessages,
  labels: grievanceLabels,
  ruleLabels: grievanceRuleLabels,
  categories: GRIEVANCE_CATEGORY_LABELS,
  notices: grievanceNoticeTexts,
  form: {
    emailHint:
      "An e-mail address or a mobile number, or both. We first send the e-mail address a link to confirm it; by SMS we write only to a signed-in customer's registered number.",
    descriptionHint: "What happened, when, and what you would like us to do. Never write your OTP or card details here.",
    chooseCategory: "Choose one",
    send: "Send grievance",
    sending: "Sending...",
    writeToOfficer: "You can also write to our Grievance Officer.",
    writeToNamedOfficer: "You can also write to our Grievance Officer, {{name}}, at <mail>{{email}}</mail>.",
    privacy: "How we use your personal data is explained in our <privacy>Privacy Policy</privacy>.",
    metaDescription:
      "Send a grievance to the {{brand}} Grievance Officer about your personal data, an astrologer, content, or a payment or refund. We answer within {{days}} days.",
  },
  thankYou: {
    metaTitle: "Grievance sent",
    metaDescription: "Your grievance has been sent to our Grievance Officer.",
    title: "Your grievance has been sent",
    next: "What happens next",
    acknowledged:
      "We write to you only where you have shown us the address is yours: by SMS to your registered mobile number if you were signed in, and by e-mail once you open the link we sent to the e-mail address you gave. We never send what you wrote to an address that is not confirmed.",
    keepReference:
      "Otherwise, keep your reference number and quote it when you write to us. Once you sign in with the mobile number you gave, our answer is also in <data>Your data</data>.",
    lookedInto: "Our Grievance Officer looks into your grievance and may write to you if we need more details.",
    answered: "We answer within {{days}} days of receiving it. Please quote your reference number if you write to us about it.",
    home: "Go to the home page",
    another: "Send another grievance",
  },
  // The page a grievance's e-mail link opens: a GET shows it, the button confirms the address.
  confirmEmail: {
    metaTitle: "Confirm your e-mail address",
    title: "Confirm your e-mail address",
    lead: "Confirm that this e-mail address is yours, and we will send our acknowledgement of your grievance and our answer to it there.",
    confirm: "Confirm my e-mail address",
    confirming: "Confirming...",
    confirmed: "Thank you. Your e-mail address is confirmed, and our acknowledgement is on its way to it.",
    done: "This e-mail address is confirmed: our acknowledgement and our answer go to it.",
    expired: "This link has expired. Please quote your reference number when you write to us, or send your grievance again.",
    notFound: "This link is not valid. Please open the whole link from our e-mail.",
    home: "Go to the home page",
  },
} as const;
