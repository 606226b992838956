// The grievance form and the page after it (decision 070). `days` is GRIEVANCE_RESPONSE_DAYS.
export default {
  messages: {
    title: "Raise a grievance",
    lead: "Tell us what went wrong. We acknowledge every grievance at once and answer it within {{days}} days.",
    nameRequired: "Please enter your name.",
    contactRequired: "Please enter an e-mail address or a mobile number, so that we can reply.",
    invalidEmail: "Please enter a valid e-mail address.",
    invalidMobile: "Please enter a valid 10-digit mobile number.",
    categoryRequired: "Please choose what your grievance is about.",
    descriptionRequired: "Please describe your grievance.",
    fixFields: "Your grievance was not sent: please correct the fields marked below.",
    tooMany:
      "You have sent several grievances from this connection in the last hour. Please try again in an hour, or write to our Grievance Officer by e-mail.",
    failed: "We could not record your grievance. Please try again.",
    received: "Thank you. We have received your grievance. Your reference number is {{reference}}. We will answer by {{date}}.",
    smsAcknowledged: "We have sent an acknowledgement by SMS to your registered mobile number.",
    emailLinkSent:
      "We have sent a link to {{email}}. Open it within {{hours}} hours to confirm the address: our acknowledgement and our answer go there once you have.",
    keepReference: "We write only to an address or number you have shown to be yours, so please keep your reference number.",
  },
  labels: {
    name: "Your name",
    email: "E-mail",
    mobile: "Mobile number",
    category: "What is it about?",
    description: "Your grievance",
  },
  ruleLabels: { name: "Your name", description: "Your grievance" },
  categories: {
    personal_data: "My personal data",
    astrologer: "An astrologer",
    content: "Content on the website or app",
    payment: "A payment or refund",
    other: "Something else",
  },
  notices: {
    acknowledgementSms: "{{brand}}: we have received your grievance {{reference}}. We will answer by {{date}}.",
    acknowledgementSubject: "{{brand}}: we have received your grievance {{reference}}",
    acknowledgementEmail:
      "Namaste {{name}},\n\nWe have received your grievance and registered it under the reference number {{reference}}. Our Grievance Officer, {{officer}}, will answer by {{date}}.\n\nPlease quote {{reference}} if you write to us about it.\n\n{{brand}}",
    emailLinkSubject: "{{brand}}: please confirm your e-mail address",
    emailLinkEmail:
      "Namaste,\n\nSomeone gave this e-mail address on the {{brand}} grievance form. If it was you, open this link within {{hours}} hours to confirm the address, and we will send our acknowledgement and our answer here:\n\n{{link}}\n\nIf it was not you, ignore this e-mail: nothing more will be sent to this address.\n\n{{brand}}",
    answerSms: "{{brand}}, grievance {{reference}}: {{reply}}",
    answerSubject: "{{brand}}: our answer to your grievance {{reference}}",
    answerEmail:
      "Namaste {{name}},\n\nThis is our answer to your grievance {{reference}}:\n\n{{reply}}\n\nIf your grievance is about your personal data and you are not satisfied with this answer, you may complain to the Data Protection Board of India.\n\n{{officer}}\nGrievance Officer, {{brand}}",
  },
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
