// The notice given where personal data is collected (DPDP Act 2023 s.5, DPDP Rules 2025 r.3):
// item by item, in plain words, what we collect, why, for how long, who sees it, the person's
// rights and how to complain. The forms that collect data link it; consent records its version.

import { GRIEVANCE_RETENTION_YEARS } from "~/domain/grievance";
import { RETENTION } from "~/domain/session-policy";

import type { LegalDocument } from "./types";

/** Changes whenever the notice says something new: each consent records the version it was given to. */
export const PRIVACY_NOTICE_VERSION = "2026-11-25";

export const privacyNotice = {
  slug: "privacy-notice",
  title: "How we use your data",
  lastUpdated: "25 November 2026",
  metaDescription:
    "A short, itemised notice: the personal data {brand} collects, why, how long we keep it, who sees it, your rights and how to complain.",
  intro:
    "This is the short version of our Privacy Policy, shown wherever we ask for your details. {legalName} runs {brand} and decides how your data is used. We never sell your data.",
  sections: [
    {
      heading: "What we collect and why",
      blocks: [
        {
          kind: "ul",
          items: [
            "Your mobile number: it is your login. We send it a one-time password (OTP) by SMS to prove it is yours.",
            "Your name, gender, e-mail address and where you live (country, state, city, PIN code): to address you, to keep your account and to reply to you.",
            "Your date, time and place of birth: astrology needs them to prepare your horoscope and for astrologers to answer your questions.",
            "A profile photo, if you add one: it shows in your account menu. Only you see it.",
            "If you apply as an astrologer: your personal and professional details, your Aadhaar and PAN numbers, your bank account details and copies of your identity documents, to check who you are and to pay you.",
            "The address your requests come from, the kind of device you use and when you signed in: to keep your account safe, to limit abuse of our SMS codes, and to list where you are signed in.",
          ],
        },
      ],
    },
    {
      heading: "How long we keep it",
      blocks: [
        {
          kind: "ul",
          items: [
            "Your account and its details: until you delete the account (Profile, Delete account). Deleting it removes them at once.",
            `Sign-in codes: ${RETENTION.otpChallengesDays} days; failed sign-in attempts: ${RETENTION.signInFailuresDays} days; copies of messages we sent you: ${RETENTION.sentMessagesDays} days.`,
            "An astrologer's identity documents and bank details: while the application is open or the astrologer works with us. If the application is rejected they are erased {closedApplicationDays} days after the decision; if you withdraw it, at once.",
            `The addresses recorded in our audit log: ${RETENTION.auditAddressesDays} days.`,
            `A grievance: ${GRIEVANCE_RETENTION_YEARS} years after it was resolved.`,
            "Your agreement to this notice (when, and to which version): with your account, or with your application.",
          ],
        },
      ],
    },
    {
      heading: "Who sees it",
      blocks: [
        {
          kind: "ul",
          items: [
            "You, in your profile and in 'Download my data'.",
            "Our administrators, who review astrologers' applications. Identity documents are stored encrypted and opened only by them.",
            "Visitors see an approved astrologer's public profile (first name, photo, languages, specialisation, experience, rates), never their contact or identity details.",
            "The SMS and e-mail services that deliver our messages see the number or address and the message. Nobody else, unless the law requires it.",
          ],
        },
      ],
    },
    {
      heading: "Your rights",
      blocks: [
        {
          kind: "ul",
          items: [
            "Access: 'Download my data' on your profile, or on your application's status page, gives you everything we hold about you.",
            "Correction: change your details on your profile at any time.",
            "Erasure: delete your account, or withdraw your application; we erase what we hold, except what the law requires us to keep.",
            "Withdrawing consent: you may withdraw it at any time by deleting your account or withdrawing your application; it does not affect what was done before.",
            "Nomination: you may name someone to use these rights if you die or cannot use them yourself, by writing to our Grievance Officer.",
          ],
        },
      ],
    },
    {
      heading: "How to complain",
      blocks: [
        {
          kind: "p",
          text: "Write to our Grievance Officer, named on the Privacy Policy page, or use our grievance form. If you are not satisfied with our answer you may complain to the Data Protection Board of India.",
        },
      ],
    },
  ],
} as const satisfies LegalDocument;
