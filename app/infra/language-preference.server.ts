import { createCookie } from "@remix-run/node";
import { RemixI18Next } from "remix-i18next/server";

import { DEFAULT_LANGUAGE, isLanguage, type Language, LANGUAGES } from "~/domain/language";

import { cookieName, isSecure } from "./session.server";
import { singleton } from "./singleton.server";

// The edition a visitor last chose, kept in a cookie (remix-i18next's documented `cookie`
// detection). It never decides a page's language, which is always its address's (decision 075):
// it only decides whether the English home page invites the visitor to the Hindi edition.

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language cookie: an edition's code, set when a visitor moves from one edition to the other. */
export function languageCookie() {
  return singleton("language-cookie", () =>
    createCookie(cookieName("language"), { httpOnly: true, sameSite: "lax", secure: isSecure(), path: "/", maxAge: YEAR_SECONDS }),
  );
}

/** The edition the visitor chose before (the cookie), or null when they never moved between editions. */
export async function chosenLanguage(cookieHeader: string | null): Promise<Language | null> {
  const value: unknown = await languageCookie().parse(cookieHeader);
  return isLanguage(value) ? value : null;
}

/** What the browser asks for (Accept-Language), among our editions; English when neither is named. */
function browserLanguageDetector() {
  return singleton(
    "browser-language",
    () => new RemixI18Next({ detection: { supportedLanguages: [...LANGUAGES], fallbackLanguage: DEFAULT_LANGUAGE, order: ["header"] } }),
  );
}

/**
 * The English home page's one-line invitation to the Hindi edition: for a visitor who chose
 * Hindi before, or who never chose and whose browser prefers Hindi. Never a redirect.
 */
export async function invitesToHindi(request: Request): Promise<boolean> {
  const chosen = await chosenLanguage(request.headers.get("Cookie"));
  if (chosen) return chosen === "hi";
  return (await browserLanguageDetector().getLocale(request)) === "hi";
}
