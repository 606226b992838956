// The edition an article, an FAQ or a yearly text is written in (decision 075), as the admin
// screens choose it (forms/content-language.ts names it). A screen shows one edition at a time and
// reads it from its address's ?language= (English when there is none), so the choice works as a
// plain link without JavaScript and the English addresses stay as they were.
import { isLanguage, type Language } from "./language";

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
