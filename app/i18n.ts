import i18next, { type InitOptions, type TFunction } from "i18next";

import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from "~/domain/language";

export type Namespace = "common";

/** i18next's settings, the same on the server and in the browser (remix-i18next's `app/i18n.ts`). */
export const i18nConfig = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: "common",
  // React escapes what it renders; i18next escaping too would show "&amp;" on the page.
  interpolation: { escapeValue: false },
  // Every text is at hand when a page renders: nothing waits for a translation file.
  initImmediate: false,
  react: { useSuspense: false },
} satisfies InitOptions;

/**
 * A translating function for one language, from the shared i18next instance: for meta functions,
 * which run outside React. On the server that instance holds every text
 * (infra/i18next.server.ts); in the browser, the texts the page was rendered with.
 */
export function translator(language: Language): TFunction {
  return i18next.getFixedT(language);
}
