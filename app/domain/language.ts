// The site's two editions: English at /…, Hindi at /hi/… with the same slugs (decision 075).
// A page's language is its address's; nothing else chooses it.

export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en";

const HINDI_PREFIX = "/hi";

export function isLanguage(value: unknown): value is Language {
  return value === "en" || value === "hi";
}

/** The edition an address belongs to: /hi and everything under it is Hindi. */
export function languageOfPath(pathname: string): Language {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? "hi" : "en";
}

/** An address with its edition taken off: "/hi/faq" is "/faq", "/hi" is "/". */
export function pathWithoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === "en") return pathname;
  return pathname.slice(HINDI_PREFIX.length) || "/";
}

/**
 * The same page in `language`: "/faq" in Hindi is "/hi/faq", "/" is "/hi". Keeps a query and
 * fragment; leaves other sites' addresses and files that have no edition as they are.
 */
export function pathInLanguage(path: string, language: Language): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const cut = path.search(/[?#]/);
  const [pathname, rest] = cut === -1 ? [path, ""] : [path.slice(0, cut), path.slice(cut)];
  // "/hi//evil.example" without its edition must not become "//evil.example", which a browser
  // reads as another site (and "/\evil.example" too): the address stays on ours.
  const bare = pathWithoutLanguage(pathname).replace(/^[/\\]+/, "/");
  if (language === "en") return bare + rest;
  return (bare === "/" ? HINDI_PREFIX : HINDI_PREFIX + bare) + rest;
}

/** `lang` and `hreflang` values: India's English and Hindi. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: "en-IN", hi: "hi-IN" };

/** Open Graph's `og:locale` form. */
export const OG_LOCALES: Record<Language, string> = { en: "en_IN", hi: "hi_IN" };

/** Each language named in itself, as the switch in the header shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", hi: "हिंदी" };

export function otherLanguage(language: Language): Language {
  return language === "en" ? "hi" : "en";
}

/** The edition a request is for: its address's. */
export function languageOfRequest(request: Request): Language {
  return languageOfPath(new URL(request.url).pathname);
}
