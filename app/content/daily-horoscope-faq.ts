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
      "By Sun sign, your sign follows your date of birth: Aries 21 March-19 April, Taurus 20 April-20 May, Gemini 21 May-20 June, Cancer 21 June-22 July, Leo 23 July-22 August, Virgo 23 August-22 September, Libra 23 September-22 October, Scorpio 23 October-21 November, Sagittarius 22 November-21 December, Capricorn 22 December-19 January, Aquarius 20 January-18 February and Pisces 19 February-20 March. If you were born on or near the first or last day of a range, your birth time decides which side of the line you fall on.",
  },
  {
    question: "Should I read my Sun sign or my Moon sign?",
    answer:
      "Vedic astrology traditionally reads horoscopes by your Moon sign (rashi), the sign the Moon occupied when you were born, which needs your date, time and place of birth to work out. Many readers also follow their Sun sign, so it is worth reading both and seeing which one speaks to you more; an astrologer can tell you your rashi from your birth details.",
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
    answer:
      "Yes. Daily and yearly horoscopes are free to read on the website, and you do not need to log in to read them.",
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
