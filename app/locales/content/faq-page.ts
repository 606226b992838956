// The twelve questions of the public FAQ page (spec §2 "Static and legal pages").
// This is the product's own content, not demo data: the demo seed copies it into
// the faqs table and pages may fall back to it when that table is empty.

import type { Language } from "~/domain/language";

import { faqPageItemsHi } from "./hi/faq-page";
import type { Translated } from "./translated";

export type FaqPageItem = { question: string; answer: string };

export const faqPageItems = [
  {
    question: "What is Grahavani and how does it work?",
    answer:
      "Grahavani is an online platform that connects you with independent astrologers across India. You can read free daily horoscopes, blogs and the festival calendar on the website, and consult an astrologer of your choice by chat or call in the Grahavani mobile app. Readings are for guidance and information only and carry no guarantee of any outcome. Our horoscopes follow Indian astrology: the twelve signs are rashis read by the Moon sign (the sign the Moon was in at your birth, in the sidereal zodiac), not the Western Sun signs of the date of birth.",
  },
  {
    question: "How much does a consultation cost?",
    answer:
      "Each astrologer sets their own rate, which ranges from 10 to 250 rupees per minute. The rate is shown on the astrologer's card before you start, so you always know the price per minute in advance.",
  },
  {
    question: "Is my first chat or call really free?",
    answer:
      "Yes. Your first chat or call on Grahavani is free for the first 5 minutes. If you continue beyond 5 minutes, the astrologer's normal per-minute rate applies from that point.",
  },
  {
    question: "Is there a discount on my first paid consultation?",
    answer:
      "New users get a 50% discount on their first paid consultation. The discounted rate is shown in the app before the session starts, so there are no surprises.",
  },
  {
    question: "How do payments and credits work?",
    answer:
      "Consultations are prepaid. You add credits to your Grahavani wallet in the app using a supported payment method, and the cost of a chat or call is deducted from your balance when the session ends, based on the minutes used.",
  },
  {
    question: "Can I chat with or call an astrologer on the website?",
    answer:
      "No. Chats and calls take place in the Grahavani mobile app, not on the website. The Chat and Call buttons on the website take you to the app download page; once you install the app and log in with the same mobile number, you can start a consultation.",
  },
  {
    question: "Are the astrologers verified?",
    answer:
      "Every astrologer goes through a review before their profile is listed. We check their identity documents (such as Aadhaar and PAN) and the certificates and experience they submit, and profiles that do not meet our standards are not approved. Astrologers are independent professionals; Grahavani acts as the intermediary between you and them.",
  },
  {
    question: "Are my chats and calls private?",
    answer:
      "Yes. Your conversations are confidential between you and the astrologer. We do not sell your personal data or share your chats with third parties for marketing. Please read our Privacy Policy for full details of what we collect and why.",
  },
  {
    question: "How do refunds work?",
    answer:
      "If a session could not take place because of a technical problem, or you have a complaint about a service, contact our support team within 7 days. Approved refunds are processed within 7 working days (Monday to Friday) to the original payment method. See our Refund & Cancellation Policy for the full terms.",
  },
  {
    question: "Who can use Grahavani?",
    answer:
      "You must be 18 years of age or older to use Grahavani. Each person may hold one account, and each mobile number can be linked to only one account.",
  },
  {
    question: "How do I log in?",
    answer:
      "Enter your mobile number on the login page and we will send you a 4-digit one-time password (OTP) by SMS. Type the OTP to log in; there is no password to remember. Never share your OTP with anyone, including people who claim to be from Grahavani.",
  },
  {
    question: "How do I delete my account?",
    answer:
      "Open the Account Deletion page at /account-deletion, enter your registered 10-digit mobile number, tick the box to confirm you understand the deletion process, and enter the 4-digit OTP we send you. Once the OTP is verified your account is deleted; it can take up to 24 hours for the change to show everywhere. Deletion cannot be undone.",
  },
] as const satisfies readonly FaqPageItem[];

/** The FAQ page's questions in another language: as many, in the same order. */
export type FaqPageItemsTranslation = Translated<typeof faqPageItems>;

/** The FAQ page's own questions in an edition's language (the demo seed's, and the page's fallback). */
export function faqPageItemsIn(language: Language): readonly FaqPageItem[] {
  return language === "hi" ? faqPageItemsHi : faqPageItems;
}
