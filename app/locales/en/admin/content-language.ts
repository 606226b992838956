/** The edition an article, an FAQ or a yearly text is written for (decision 075). */
export const adminContentLanguage = {
  names: { en: "English", hi: "Hindi" },
  // As the daily horoscope upload says it.
  required: "Please choose English or Hindi.",
} as const;
