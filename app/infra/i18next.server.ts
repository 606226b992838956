import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { RemixI18Next } from "remix-i18next/server";

import { DEFAULT_LANGUAGE, languageOfPath, LANGUAGES } from "~/domain/language";
import { en } from "~/locales/en";
import { hi } from "~/locales/hi";
import { i18nConfig } from "~/locales/i18n";

export const resources = { en, hi };

// The server's one i18next instance holds every text of both languages; each language has a
// clone pages render with (entry.server.tsx), sharing the texts. Loaders, actions and
// services translate with `translator` (app/locales/i18n.ts), which reads this instance.
// With the texts given and initImmediate off, init completes before it returns.
void i18next.use(initReactI18next).init({ ...i18nConfig, resources, ns: Object.keys(en) });

export { i18next as serverI18n };

// A page's instance is only read (its language is never changed), so each language's is made once.
const pageInstances = new Map<string, ReturnType<typeof i18next.cloneInstance>>();

/** The i18next instance pages render with: the shared texts, the page's language. */
export function i18nForPage(language: string) {
  let instance = pageInstances.get(language);
  if (!instance) pageInstances.set(language, (instance = i18next.cloneInstance({ lng: language, initImmediate: false })));
  return instance;
}

/**
 * remix-i18next, told that a page's language is its address's: /hi/… is Hindi, everything
 * else English, whatever the cookie or the browser prefers (those only ever suggest).
 */
export const remixI18n = new RemixI18Next({
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    order: ["custom"],
    findLocale: async (request) => languageOfPath(new URL(request.url).pathname),
  },
  i18next: { ...i18nConfig, resources },
});
