// The ten questions of the daily horoscope page's FAQ accordion (spec
// public-and-customer §2 "Daily horoscope", §9 "Daily FAQ items: 10").

import type { Language } from "~/domain/language";

import { dailyHoroscopeFaqHi } from "./hi/daily-horoscope-faq";
import type { Translated } from "./translated";

export type DailyHoroscopeFaqItem = { question: string; answer: string };

export const dailyHoroscopeFaqItems = [
  {
    question: "How is the daily horoscope written?",
    answer:
      "Each day's reading is prepared for all twelve signs from that date's planetary positions, chiefly the Moon's movement through the signs and the main aspects between the planets. Because one reading covers everyone born under a sign, it describes the general mood of the day rather than events in your personal life.",
  },
  {
    question: "Which sign am I?",
    answer:
      "Our signs are the twelve rashis of Indian astrology, and yours is your Moon sign: the rashi the Moon was in when you were born, reckoned in the sidereal zodiac (Lahiri ayanamsa) as Indian panchangs reckon it. It needs your date, time and place of birth: make your free kundli, or add them to your profile, and we show it. Many families also know it by the first letter of the name given at birth. It is often not the Western Sun sign of your birth date.",
  },
  {
    question: "Should I read my Sun sign or my Moon sign?",
    answer:
      "Our daily and yearly horoscopes are written for the Moon sign, as Vedic astrology reads them. The Western Sun sign, from the date of birth alone (Aries from 21 March and so on), is another reckoning; if that is all you know, our kundli page or an astrologer can tell you your Moon sign from your birth details.",
  },
  {
    question: "Why does 'today' follow India's date?",
    answer:
      "Grahavani is made for readers in India, so Yesterday, Today and Tomorrow are always counted by Indian Standard Time (IST, UTC+5:30). If you live in another time zone, the reading may change over before or after your own midnight.",
  },
  {
    question: "How often is the daily horoscope updated?",
    answer:
      "A new reading is published for every sign every day, and the page moves on to it at midnight India time. Yearly horoscopes are updated once a year.",
  },
  {
    question: "How accurate is the daily horoscope?",
    answer:
      "Horoscopes offer guidance and reflection, not guarantees, and a reading written for a whole sign cannot take your full birth chart into account. Please do not base medical, legal or financial decisions on a horoscope; consult a qualified professional for those.",
  },
  {
    question: "Can I read yesterday's or tomorrow's horoscope?",
    answer:
      "Yes. Use the Yesterday, Today and Tomorrow buttons beside the reading to switch days, and the 'Choose a Different Sign' list to read any other sign.",
  },
  {
    question: "How can I consult an astrologer personally?",
    answer:
      "Chats and calls with our verified astrologers take place in the Grahavani mobile app: tap Chat or Call on the website to download it, then log in with your mobile number. Your first chat or call is free for the first 5 minutes, after which the astrologer's per-minute rate applies.",
  },
  {
    question: "Is the daily horoscope free?",
    answer: "Yes. Daily and yearly horoscopes are free to read on the website, and you do not need to log in to read them.",
  },
  {
    question: "Where can I read my yearly horoscope?",
    answer:
      "Tap the Yearly button beside the daily reading, or open Yearly Horoscope from the Horoscope menu, to read the year's horoscope for your sign, covering love, career, health, remedies and common questions.",
  },
] as const satisfies readonly DailyHoroscopeFaqItem[];

/** The daily horoscope FAQ in another language: as many questions, in the same order. */
export type DailyHoroscopeFaqTranslation = Translated<typeof dailyHoroscopeFaqItems>;

/** The daily horoscope page's questions in an edition's language. */
export function dailyHoroscopeFaq(language: Language): readonly DailyHoroscopeFaqItem[] {
  return language === "hi" ? dailyHoroscopeFaqHi : dailyHoroscopeFaqItems;
}
