import i18next, { type InitOptions, type ParseKeys, type TFunction } from "i18next";

import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from "~/domain/language";
import type { en } from "~/locales/en";

/** A file of texts in app/locales/{language}/: the frame's, a feature's or a content's. */
export type Namespace = keyof typeof en;

/** A translating function that takes common's keys as they are and any other's as "ns:key". */
export type Translate = TFunction<["common", ...Namespace[]]>;

// Domain's words functions take the keys `Translate` takes ("account:otp.metaTitle", or common's
// bare), so a misspelt key fails the typecheck in domain as in the app.
declare module "~/domain/words" {
  interface WordKeys {
    key: ParseKeys<["common", ...Namespace[]]>;
  }
}

declare module "~/domain/route-handle" {
  interface RouteHandle {
    /**
     * The i18next namespaces the page's words come from (remix-i18next's convention); a page that
     * ships scripts carries exactly these to the browser (components/translations.tsx).
     */
    i18n?: Namespace | Namespace[];
  }
}

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
 * which run outside React, and for what loaders, actions and services write (flash messages,
 * errors, SMS). On the server that instance holds every text once infra/i18next.server.ts has run
 * (entry.server.tsx imports it; so do the tests' setup files); in the browser, the texts the page
 * was rendered with.
 */
export function translator(language: Language): Translate {
  return i18next.getFixedT(language) as Translate;
}

/**
 * One thing built per language from its texts, once: a form's validator with its messages in the
 * page's language. Built again while the namespace's texts are still on their way to the browser.
 */
export function perLanguage<T>(namespace: Namespace, build: (t: Translate) => T): (language: Language) => T {
  const built = new Map<Language, T>();
  return (language) => {
    const known = built.get(language);
    if (known !== undefined) return known;
    const made = build(translator(language));
    if (i18next.hasLoadedNamespace(namespace, { lng: language })) built.set(language, made);
    return made;
  };
}
