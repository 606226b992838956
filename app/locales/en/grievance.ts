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
    emailHint: "An e-mail address or a mobile number, or both: we reply by e-mail when you give one, otherwise by SMS.",
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
    acknowledged: "We have sent an acknowledgement with your reference number to the e-mail address or mobile number you gave us.",
    lookedInto: "Our Grievance Officer looks into your grievance and may write to you if we need more details.",
    answered: "We answer within {{days}} days of receiving it. Please quote your reference number if you write to us about it.",
    home: "Go to the home page",
    another: "Send another grievance",
  },
} as const;
