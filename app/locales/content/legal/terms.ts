// Terms & Conditions (spec §1 terms and §2 "Static and legal pages"). Our own
// text; placeholders such as {brand} and {contactEmail} are replaced when rendered.

import { grievanceOfficerContacts, grievancePeriod } from "./grievance-officer";
import type { LegalDocument } from "./types";

export const termsAndConditions = {
  slug: "terms-and-conditions",
  title: "Terms & Conditions",
  lastUpdated: "September 2025",
  metaDescription:
    "The terms for using our astrology website and app: eligibility, accounts, our role as an intermediary, prices and credits, astrologer payouts, acceptable use and governing law.",
  intro:
    'These Terms & Conditions govern your use of the {brand} website and mobile app and of the consultations offered through them. {brand} is operated by {legalName} ("we", "us" or "our"). Please read these terms carefully, together with our Privacy Policy and our Refund & Cancellation Policy, which form part of them.',
  sections: [
    {
      heading: "Acceptance and changes to these terms",
      blocks: [
        {
          kind: "p",
          text: "By creating an account, logging in or using any part of {brand}, you agree to these terms. If you do not agree, please do not use the services.",
        },
        {
          kind: "p",
          text: "We may change these terms from time to time, for example when we add features or when the law changes. The date at the top of this page shows when they were last updated. If we make significant changes, we will tell you on the website or in the app before they take effect. If you continue to use {brand} after that, you accept the updated terms.",
        },
      ],
    },
    {
      heading: "Eligibility and your account",
      blocks: [
        {
          kind: "ul",
          items: [
            "You must be 18 years of age or older to create an account or use our consultation services. By registering, you confirm that you are 18 or over.",
            "We allow one account per mobile number, and each person may hold only one account. We may close duplicate accounts.",
            "You log in with your mobile number and a one-time password (OTP) sent to it by SMS. You are responsible for keeping your phone and your OTPs safe; never share an OTP with anyone, including people who claim to be from {brand}.",
            "The details you give us, including your birth details, must be accurate and your own. Readings based on wrong details may be wrong.",
            "You are responsible for activity on your account. Tell us straight away at {contactEmail} if you think someone else has used it.",
          ],
        },
      ],
    },
    {
      heading: "Our role as an intermediary",
      blocks: [
        {
          kind: "p",
          text: "{brand} is an online platform that acts as an intermediary between users and independent astrologers. We provide the technology that lets you find an astrologer and consult them by chat or call, and we handle payments for those consultations.",
        },
        {
          kind: "p",
          text: "Astrologers on {brand} are independent professionals, not our employees, agents or partners, and we are not their employer. Each astrologer is responsible for the advice they give. Before they are listed, astrologers must register with us, give their bank details for payouts and provide verification documents, which our team reviews. This review confirms their identity; it is not a guarantee of the quality or accuracy of their readings.",
        },
      ],
    },
    {
      heading: "Information and guidance only",
      blocks: [
        {
          kind: "p",
          text: "Horoscopes, articles and consultations on {brand} are provided for information and guidance only. Astrology is a matter of interpretation, and there is no guarantee of any outcome, prediction or result.",
        },
        {
          kind: "p",
          text: "Our services are not a substitute for medical, legal or financial advice, or for any other professional advice. Please consult a qualified doctor, lawyer, financial adviser or other professional before making decisions about your health, legal matters or money. If you are in crisis or in danger, contact the emergency services.",
        },
      ],
    },
    {
      heading: "Prices, credits and refunds",
      blocks: [
        {
          kind: "ul",
          items: [
            "Your first chat or call on {brand} is free for 5 minutes. After that, consultations cost at least ₹10 per minute.",
            "Rates are set per astrologer and range from ₹10 to ₹250 per minute. The standard rate is ₹10 per minute. Each astrologer's rate is shown before you start a session.",
            "Where offered, you get a 50% discount on your first paid consultation. The discounted rate is shown in the app before the session starts.",
            "Consultations are paid for with prepaid credits that you add to your wallet in the app. Credits are deducted at the end of each session, based on the minutes used and the astrologer's rate.",
            "All prices are in Indian rupees.",
          ],
        },
        {
          kind: "p",
          text: "You can cancel an order or recharge within 7 days of the order, and you can complain about a consultation within 7 days of receiving the service. Approved refunds are processed within 7 working days (Monday to Friday) to the original payment method. Full details are in our Refund & Cancellation Policy.",
        },
      ],
    },
    {
      heading: "Astrologers: verification and payouts",
      blocks: [
        { kind: "p", text: "If you join {brand} as an astrologer, these additional terms apply to you:" },
        {
          kind: "ul",
          items: [
            "You must be 18 or over and must provide true and complete registration details, bank details and verification documents (Aadhaar and PAN, and any certificates you rely on). Your profile is listed only after our team has reviewed and approved your application. We may reject an application or deactivate a profile, and we will give a reason.",
            "You set your own rate, between ₹10 and ₹250 per minute; the standard rate is ₹10 per minute.",
            "Your earnings are paid to the bank account you registered, on a weekly or monthly cycle. Payouts are made net of 18% GST and TDS (tax deducted at source) as required by law.",
            "You must give honest, respectful guidance, keep users' information confidential, and not ask users to pay you or contact you outside {brand}.",
          ],
        },
      ],
    },
    {
      heading: "Acceptable use",
      blocks: [
        { kind: "p", text: "When you use {brand}, you must not:" },
        {
          kind: "ul",
          items: [
            "abuse, harass, threaten or deceive an astrologer, a user or our staff, or share content that is obscene, hateful or unlawful;",
            "create more than one account, use someone else's mobile number, or pretend to be someone else;",
            "use the services for any unlawful purpose or in breach of any law in force in India;",
            "try to gain unauthorised access to our systems or other users' accounts, or interfere with the normal working of the platform;",
            "copy, scrape or collect data from the website or app by automated means; or",
            "use the services to promote or sell other products or services without our written permission.",
          ],
        },
        {
          kind: "p",
          text: "We may remove content, suspend an account or end a session that breaks these rules, and report unlawful activity to the authorities.",
        },
      ],
    },
    {
      heading: "Content and intellectual property",
      blocks: [
        {
          kind: "p",
          text: "The {brand} name and logo, the design of the website and app, and the horoscopes, articles, images and other content we publish belong to {legalName} or to those who have licensed them to us. You may read and share links to our content for personal, non-commercial use, but you may not copy, republish or sell it without our written permission.",
        },
        {
          kind: "p",
          text: "You keep ownership of anything you send us, such as your profile photo. You give us permission to use it only as needed to provide the services to you.",
        },
      ],
    },
    {
      heading: "Limitation of liability",
      blocks: [
        {
          kind: "p",
          text: 'We work to keep {brand} available and accurate, but we provide the services "as is" and cannot promise that they will always be uninterrupted or error-free. As an intermediary, we are not responsible for the content of the advice that independent astrologers give, or for decisions you make based on it.',
        },
        {
          kind: "p",
          text: "To the extent the law allows, our total liability to you for any claim relating to the services is limited to the amount you paid us for the consultation or recharge the claim relates to. We are not liable for indirect or consequential losses. Nothing in these terms limits liability that cannot be limited by law, or takes away any rights you have as a consumer that cannot be excluded.",
        },
      ],
    },
    {
      heading: "Termination and account deletion",
      blocks: [
        {
          kind: "p",
          text: "You can stop using {brand} at any time. You can delete your account on the /account-deletion page by confirming your mobile number with an OTP. Deletion cannot be undone, and it can take up to 24 hours to take full effect.",
        },
        {
          kind: "p",
          text: "We may suspend or close your account if you break these terms, if we are required to by law, or to protect other users or the platform.",
        },
      ],
    },
    {
      heading: "Governing law and jurisdiction",
      blocks: [
        {
          kind: "p",
          text: "These terms, and any dispute or claim arising out of or in connection with them or the services, are governed by the laws of England and Wales. The courts of England and Wales have jurisdiction over any such dispute.",
        },
        {
          kind: "p",
          text: "Before starting any legal proceedings, please contact our Grievance Officer so that we can try to resolve the matter with you. This clause does not take away any rights you have under consumer protection laws that cannot be excluded by agreement.",
        },
      ],
    },
    {
      heading: "Grievance officer and contact",
      blocks: [
        {
          kind: "p",
          text: "In accordance with the Information Technology Act 2000 and the rules made under it, {legalName} has appointed a Grievance Officer to handle complaints about the services, about content on the platform and about the use of your personal data.",
        },
        { kind: "ul", items: grievanceOfficerContacts },
        {
          kind: "p",
          text: `Please include your registered mobile number and a short description of your complaint. ${grievancePeriod}`,
        },
      ],
    },
  ],
} as const satisfies LegalDocument;
