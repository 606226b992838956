// Privacy Policy (spec §2 "Static and legal pages"). Our own text; placeholders
// such as {brand} and {contactEmail} are replaced when the page is rendered, and
// {closedApplicationDays} by CLOSED_APPLICATION_RETENTION_DAYS, the period the purge keeps.

import { DAY_MS } from "~/clock/india-clock";
import { GRIEVANCE_RETENTION_YEARS } from "~/domain/grievance";
import { RETENTION, SESSION_LIFETIMES } from "~/domain/session-policy";

import { grievanceOfficerContacts, grievancePeriod } from "./grievance-officer";
import type { LegalDocument } from "./types";

export const privacyPolicy = {
  slug: "privacy-policy",
  title: "Privacy Policy",
  lastUpdated: "November 2026",
  metaDescription:
    "How we collect, use, share and protect your personal data, the choices and rights you have, and how to contact our Grievance Officer.",
  intro:
    'This Privacy Policy explains what personal data {brand} collects when you use our website and mobile app, why we collect it, who we share it with and the rights you have over it. {brand} is operated by {legalName} ("we", "us" or "our"). By using our services you agree to the handling of your data as described here. If you do not agree, please do not use the services.',
  sections: [
    {
      heading: "Who we are and what this policy covers",
      blocks: [
        {
          kind: "p",
          text: "{legalName} runs {brand}, an online platform where you can read free horoscopes, articles and a festival calendar, and consult independent astrologers by chat or call in our mobile app. This policy applies to everyone who uses the platform: visitors, registered customers and astrologers who apply to join us.",
        },
        {
          kind: "p",
          text: "It covers personal data we collect through the website, the mobile app and our support channels. It does not cover other websites or apps that we link to, which have their own privacy policies.",
        },
      ],
    },
    {
      heading: "Information we collect",
      blocks: [
        {
          kind: "p",
          text: "We collect only the information we need to run the services. Depending on how you use {brand}, this includes:",
        },
        {
          kind: "ul",
          items: [
            "Your mobile number, which is your login. We verify it by sending a one-time password (OTP) by SMS; we do not ask you to create a password.",
            "Profile details you choose to give us, such as your name, gender, e-mail address, country, state, city and PIN code, and a profile photo.",
            "Birth details used for astrology: date of birth, time of birth and place of birth. Astrological readings depend on these details, so we only ask for them for that purpose.",
            "For astrologers: registration details (name, age, gender, address, languages, experience and specialisation), bank details for payouts (account holder name, account number and IFSC code), and identity documents for verification, namely Aadhaar and PAN, plus any certificates you choose to upload.",
            "Records of your consultations and wallet transactions in the app, such as the date, duration and cost of each session.",
            "Technical information needed to keep the service working and secure, such as the time of a request and error logs.",
          ],
        },
        {
          kind: "p",
          text: "Aadhaar numbers, PAN numbers and bank account numbers are stored encrypted and are shown masked (only the last few characters are visible) to the staff who need to see them.",
        },
      ],
    },
    {
      heading: "Why we use your information",
      blocks: [
        { kind: "p", text: "We use your personal data to:" },
        {
          kind: "ul",
          items: [
            "create and secure your account, and log you in with your mobile number and OTP;",
            "show you horoscopes and readings that match your birth details;",
            "connect you with an astrologer and provide chat and call consultations in the app;",
            "manage prepaid wallet credits, payments, cancellations and refunds;",
            "verify the identity of astrologers before they are approved, and pay them for their consultations;",
            "answer your questions and handle complaints;",
            "prevent fraud and misuse, including enforcing our rule of one account per mobile number; and",
            "meet our obligations under Indian law, such as tax and accounting rules.",
          ],
        },
        {
          kind: "p",
          text: "We do not sell your personal data, and we do not use your birth details or consultation records for advertising.",
        },
      ],
    },
    {
      heading: "Legal basis for processing",
      blocks: [
        {
          kind: "p",
          text: "We process personal data in line with India's Digital Personal Data Protection Act 2023 (DPDP Act), the Information Technology Act 2000 and the Information Technology (Reasonable Security Practices and Procedures and Sensitive Personal Data or Information) Rules 2011 (SPDI Rules).",
        },
        {
          kind: "ul",
          items: [
            "Consent: when you register, enter your birth details or upload documents, you give your consent for us to use that data for the purposes explained in this policy. You can withdraw your consent at any time, although we may then be unable to provide some or all of the services.",
            "Legitimate uses permitted by law: for example, keeping records that tax law requires, responding to valid legal requests and protecting the safety of our users.",
          ],
        },
        {
          kind: "p",
          text: "Financial information such as bank account details is treated as sensitive personal data under the SPDI Rules and is protected accordingly.",
        },
      ],
    },
    {
      heading: "Cookies and browser storage",
      blocks: [
        { kind: "p", text: "We keep our use of cookies to the minimum needed to run the website. We use only:" },
        {
          kind: "ul",
          items: [
            'a signed session cookie, which keeps you logged in after you verify your OTP. It holds only a random identifier: your session itself is kept on our servers, so logging out ends it at once, and "Log out of all devices" on your profile ends it everywhere;',
            'a signed device cookie, set when you verify an OTP, which lets us recognise this browser as one you have signed in from, so that people who ask for codes for your number from elsewhere can never stop you signing in here. It holds only a random identifier, lasts a year, and we keep only a fingerprint of it with your number (you can see when it was used in "Download my data"); and',
            "a short-lived message cookie, which carries a one-off notice (for example, confirming that your profile was saved) from one page to the next and then expires.",
          ],
        },
        {
          kind: "p",
          text: "We do not use advertising or cross-site tracking cookies, and we do not use browser storage for your session. If you block cookies in your browser, you can still read our public pages, but you will not be able to log in.",
        },
      ],
    },
    {
      heading: "Who we share your information with",
      blocks: [
        { kind: "p", text: "We share personal data only where it is needed, and only with:" },
        {
          kind: "ul",
          items: [
            "Astrologers you consult: they see only what they need for the consultation, such as your name and the birth details relevant to your reading. They do not see your mobile number, your payment details or your other records.",
            "Service providers who help us run the platform, such as SMS providers that deliver OTPs, e-mail providers, payment providers and hosting providers. They may use the data only to provide their service to us and must keep it confidential and secure.",
            "Law enforcement agencies, courts and government authorities, when we receive a valid legal request or when the law requires us to disclose information.",
          ],
        },
        {
          kind: "p",
          text: "If {legalName} is involved in a merger or sale of its business, personal data may be transferred to the new owner, who will be bound by this policy or one that is at least as protective.",
        },
      ],
    },
    {
      heading: "How long we keep your information",
      blocks: [
        {
          kind: "p",
          text: "We keep your personal data for as long as your account is active and for as long as we need it for the purposes in this policy. When you delete your account, we delete or anonymise your personal data, except records we must keep by law, such as payment and tax records, which we keep only for the period the law requires. Some cached copies may take up to 24 hours to clear after deletion.",
        },
        {
          kind: "p",
          text: "An approved astrologer's identity documents and bank details are kept while the astrologer is registered with us and afterwards only for as long as tax and accounting laws require.",
        },
        {
          kind: "p",
          text: "If we do not approve an application, we erase its identity documents and bank details (including the Aadhaar, PAN and account numbers) {closedApplicationDays} days after our decision; if we invite the applicant to apply again, {closedApplicationDays} days after that invitation. An applicant may withdraw an application that is still under review or was not approved, on the application status page; we then erase its identity documents and bank details at once. In both cases we keep the registration details and the record of the application and our decision, so that we can answer questions about it, and the applicant may apply again.",
        },
        {
          kind: "p",
          text: `Security records are deleted automatically: the one-time passwords we send (stored only in a form that cannot be read back) after ${RETENTION.otpChallengesDays} days, and records of failed sign-in attempts after ${RETENTION.signInFailuresDays} days, which is long enough to investigate misuse. Our copy of an e-mail we sent you about your application is deleted ${RETENTION.sentMessagesDays} days after it was sent. A login session ends when you log out, after ${SESSION_LIFETIMES.visitor.idleMs / DAY_MS} days without use, or at the latest ${SESSION_LIFETIMES.visitor.absoluteMs / DAY_MS} days after you logged in; an ended session is deleted. Our audit log of staff actions and application withdrawals keeps the internet (IP) address each entry came from for ${RETENTION.auditAddressesDays} days; after that the address is removed.`,
        },
        {
          kind: "p",
          text: `A grievance you send us, with our answer to it, is kept for ${GRIEVANCE_RETENTION_YEARS} years after it is resolved, the time within which a claim about it could be brought, and then deleted.`,
        },
      ],
    },
    {
      heading: "How we protect your information",
      blocks: [
        {
          kind: "p",
          text: "We use reasonable security practices that are appropriate to the sensitivity of the data, including:",
        },
        {
          kind: "ul",
          items: [
            "encrypted connections (HTTPS) between your device and our servers;",
            "encryption of Aadhaar numbers, PAN numbers, bank account numbers and uploaded identity documents when stored;",
            "masking of those numbers wherever they are displayed;",
            "access to personal data limited to authorised staff who need it for their work; and",
            "OTP-based login, so there is no password that can be guessed or reused.",
          ],
        },
        {
          kind: "p",
          text: "No system is completely secure. Never share your OTP with anyone, including people who say they are from {brand}. If we become aware of a personal data breach that affects you, we will inform you and the relevant authorities as the law requires.",
        },
      ],
    },
    {
      heading: "Your rights",
      blocks: [
        { kind: "p", text: "Under the DPDP Act and other applicable law, you have the right to:" },
        {
          kind: "ul",
          items: [
            "access a summary of the personal data we hold about you and how we use it;",
            "correct or update your details, which you can do yourself on your profile page or by contacting us;",
            "delete your account and personal data, which you can do at any time on the /account-deletion page by confirming your mobile number with an OTP;",
            "withdraw your consent to our use of your data, and, as an astrologer applicant, withdraw your application, which erases your identity documents and bank details at once;",
            "nominate another person to exercise your rights if you die or become unable to do so; and",
            "raise a grievance with our Grievance Officer and, if you are not satisfied with the outcome, complain to the Data Protection Board of India.",
          ],
        },
        {
          kind: "p",
          text: "To exercise any of these rights, contact us at {contactEmail}. We may ask you to verify your mobile number before we act on a request, to protect your account.",
        },
      ],
    },
    {
      heading: "Children",
      blocks: [
        {
          kind: "p",
          text: "You must be 18 or over to create an account or use our consultation services. We do not knowingly collect personal data from children under 13, and our services are not directed at children.",
        },
        {
          kind: "p",
          text: "If you believe that a child has given us personal data, please contact us at {contactEmail}. If we learn that we hold data about a child, or that an account belongs to someone under 18, we will close the account and delete the data.",
        },
      ],
    },
    {
      heading: "Grievance officer",
      blocks: [
        {
          kind: "p",
          text: "In accordance with the Information Technology Act 2000, the rules made under it and the Digital Personal Data Protection Act 2023, {legalName} has appointed a Grievance Officer to handle complaints and questions about your personal data. You can reach the Grievance Officer at:",
        },
        { kind: "ul", items: grievanceOfficerContacts },
        {
          kind: "p",
          text: `Please include your registered mobile number and a short description of your concern. ${grievancePeriod} If you are not satisfied with the answer to a grievance about your personal data, you may complain to the Data Protection Board of India.`,
        },
      ],
    },
    {
      heading: "Changes to this policy",
      blocks: [
        {
          kind: "p",
          text: "We may update this Privacy Policy from time to time, for example when we add features or when the law changes. The date at the top of this page shows when it was last updated. If we make significant changes, we will tell you on the website or in the app before they take effect. Continuing to use {brand} after a change means you accept the updated policy.",
        },
      ],
    },
  ],
} as const satisfies LegalDocument;
