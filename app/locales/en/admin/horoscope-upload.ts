/** The daily horoscope upload (spec §3 "Daily horoscope upload", §4, §8). */
export const adminHoroscopeUpload = {
  datesRequired: "Please select start and end date.",
  // Our wording for rules the spec implies but does not phrase.
  endBeforeStart: "The end date cannot be before the start date.",
  languageRequired: "Please choose English or Hindi.",
  signRequired: "Please choose a sign.",
  predictionRequired: "Please write the prediction.",
  predictionTooLong: (max: string) => `The prediction can be at most ${max} characters.`,
  predictionUnprintable: "The prediction contains characters that cannot be used.",
  datesLocked: "You cannot change the date until all 12 horoscopes are uploaded.",
  languageLocked: "You cannot change the language until all 12 horoscopes are uploaded.",
  alreadyUploaded: "This horoscope is already uploaded for today.",
  outOfOrder: (sign: string) => `Please upload ${sign} next: the signs are uploaded in order, Aries to Pisces.`,
  uploaded: (sign: string) => `Horoscope for ${sign} uploaded successfully!`,
  allUploaded: "All 12 horoscopes uploaded! You can now select a new date.",
  failed: "Failed to upload horoscope. Please try again.",
} as const;

/**
 * The yearly horoscopes' screens. `year` is a year's number, or its edition's name in the Hindi
 * edition ("2027 (Hindi)").
 */
