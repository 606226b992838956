// The edition an article, an FAQ or a yearly text is written in (decision 075), as the admin
// screens, which stay in English, name and choose it. A screen shows one edition at a time and
// reads it from its address's ?language= (English when there is none), so the choice works as a
// plain link without JavaScript and the English addresses stay as they were.
import { z } from "zod";

import { isLanguage, type Language, LANGUAGES } from "./language";

/** Each edition named in English, for the admin area. */
export const CONTENT_LANGUAGE_NAMES: Record<Language, string> = { en: "English", hi: "Hindi" };

export const contentLanguageOptions = LANGUAGES.map((language) => ({ value: language, label: CONTENT_LANGUAGE_NAMES[language] }));

export const contentLanguageMessages = {
  // As the daily horoscope upload says it (domain/horoscope-upload.ts).
  required: "Please choose English or Hindi.",
} as const;

/**
 * A form's Language field: "en" or "hi", nothing else. A refusal marks the field without stopping
 * the form's other checks, so every message shows at once.
 */
export const contentLanguageField = z
  .unknown()
  .transform((value) => (typeof value === "string" ? value.trim() : ""))
  .refine(isLanguage, contentLanguageMessages.required);

export const LANGUAGE_QUERY = "language";

/** The edition an admin address shows: its ?language=, English when there is none; null for anything else. */
export function languageOfQuery(url: string | URL): Language | null {
  const value = new URL(url).searchParams.get(LANGUAGE_QUERY);
  if (value === null) return "en";
  return isLanguage(value) ? value : null;
}

/** An admin address showing `language`: as it is for English, with ?language=hi for Hindi. */
export function withLanguageQuery(path: string, language: Language): string {
  if (language === "en") return path;
  return `${path}${path.includes("?") ? "&" : "?"}${LANGUAGE_QUERY}=${language}`;
}
