// About page text (spec §2 "Static and legal pages"). Our own text; the
// placeholders {brand} and {legalName} are replaced when the page is rendered.
// The page component adds the link to the FAQ after the last section.

import type { Language } from "~/domain/language";

import { aboutPageHi } from "./hi/about";
import type { Translated } from "./translated";

export type AboutPage = {
  title: string;
  intro: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
  metaDescription: string;
};

export const aboutPage = {
  title: "About Us",
  intro:
    "{brand} brings trusted astrology to everyone in India: free horoscopes and articles to read every day, and verified astrologers you can talk to whenever you need guidance.",
  metaDescription:
    "Who we are, what we offer, how we verify our astrologers and the values that guide us: free horoscopes, a festival calendar and consultations by chat or call.",
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        "{brand} is an online astrology platform operated by {legalName}. We started with a simple idea: that the wisdom of Vedic astrology, numerology and tarot should be easy to reach, fairly priced and offered with care.",
        "Our team looks after the website and the mobile app, reviews every astrologer who wants to join, and supports our users when they have a question or a problem. The astrologers themselves are independent professionals from across India, each with their own specialisation, languages and experience.",
      ],
    },
    {
      heading: "What we offer",
      paragraphs: [
        "On this website you can read free daily horoscopes for all twelve signs, for yesterday, today and tomorrow, along with yearly horoscopes that look at love, career, health and remedies for the year ahead. Our festival calendar shows the important festivals of each month, and our articles explain astrological ideas in plain language.",
        "When you want personal guidance, you can consult an astrologer by chat or call in the {brand} mobile app. Every astrologer's rate per minute is shown before you begin, and your first chat or call is free for the first 5 minutes, so you can get to know us before you pay anything.",
      ],
    },
    {
      heading: "How our astrologers are verified",
      paragraphs: [
        "Every astrologer on {brand} goes through the same process before their profile appears. They register with their personal and professional details, including their experience, languages and specialisation. They then give us their bank details so that they can be paid, and upload identity documents such as Aadhaar and PAN, with any certificates they hold.",
        "Our team reviews each application and its documents before approving it. Applications that are incomplete or that we cannot verify are not approved, and we can deactivate a profile at any time if an astrologer does not meet our standards.",
      ],
    },
    {
      heading: "Our values",
      paragraphs: [
        "Privacy comes first. Your birth details and conversations are personal, so we collect only what we need, protect sensitive information such as identity documents and bank details with encryption, and never sell your data. Astrologers see only what they need for your consultation.",
        "We are honest about what astrology is. A reading can offer perspective, reassurance and guidance, but it is not a guarantee of any outcome and it is not a substitute for medical, legal or financial advice. We would rather tell you that plainly than promise what no one can deliver.",
        "If you would like to know more about prices, free minutes, refunds or how to delete your account, our frequently asked questions cover the topics people ask us about most. And if you cannot find what you need there, our support team is always happy to help.",
      ],
    },
  ],
} as const satisfies AboutPage;

/** The about page in another language: the English one's shape, every text its own. */
export type AboutPageTranslation = Translated<typeof aboutPage>;

/** The about page of an edition. */
export function aboutPageIn(language: Language): AboutPage {
  return language === "hi" ? aboutPageHi : aboutPage;
}
