import { useMatches } from "@remix-run/react";
import i18next, { type Resource } from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { initReactI18next, useTranslation } from "react-i18next";

import { isLanguage, type Language } from "~/domain/language";
import { i18nConfig, type Namespace } from "~/locales/i18n";

import { useNonce } from "./nonce";

// The texts a hydrating page was rendered with travel in the page, as react-i18next's
// server-side rendering guide passes its initial store: the browser starts with them at once and
// fetches nothing before it hydrates. A namespace a later page needs comes as a chunk of its own.

const STORE_ID = "i18n-store";

type Handle = { i18n?: Namespace | Namespace[] };

/** The namespaces of the matched routes (their `handle.i18n`, remix-i18next's convention). */
function useRouteNamespaces(): Namespace[] {
  const matches = useMatches();
  const namespaces = matches.flatMap((match) => {
    const wanted = (match.handle as Handle | undefined)?.i18n;
    return wanted === undefined ? [] : Array.isArray(wanted) ? wanted : [wanted];
  });
  return [...new Set(namespaces)];
}

// A language's texts do not change once loaded, so each set of namespaces is written as JSON once.
const storeJson = new Map<string, string>();

/** The page's texts as JSON for the browser (only pages that ship scripts render it). */
export function TranslationsForBrowser() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const namespaces = useRouteNamespaces();
  const nonce = useNonce();
  const key = `${language}:${namespaces.join(",")}`;
  let json = storeJson.get(key);
  if (json === undefined) {
    const bundles = namespaces.map((ns) => [ns, i18n.getResourceBundle(language, ns)] as const);
    const store: Resource = { [language]: Object.fromEntries(bundles.map(([ns, bundle]) => [ns, bundle ?? {}])) };
    // "<" escaped: the JSON cannot end the script element whatever a text holds.
    json = JSON.stringify(store).replace(/</g, "\\u003c");
    // A namespace still on its way to the browser is written as empty, and not kept so.
    if (bundles.every(([, bundle]) => bundle)) storeJson.set(key, json);
  }
  // Data, not code, but it carries the page's nonce as every script of ours does.
  return <script id={STORE_ID} type="application/json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />;
}

const loaders: Record<Language, Record<Namespace, () => Promise<{ default: unknown }>>> = {
  en: {
    common: () => import("~/locales/en/common"),
    home: () => import("~/locales/en/home"),
    horoscope: () => import("~/locales/en/horoscope"),
    blog: () => import("~/locales/en/blog"),
    festival: () => import("~/locales/en/festival"),
    astrologers: () => import("~/locales/en/astrologers"),
    pages: () => import("~/locales/en/pages"),
    legal: () => import("~/locales/en/legal"),
    account: () => import("~/locales/en/account"),
    onboarding: () => import("~/locales/en/onboarding"),
    forms: () => import("~/locales/en/forms"),
    grievance: () => import("~/locales/en/grievance"),
    panchang: () => import("~/locales/en/panchang"),
    kundli: () => import("~/locales/en/kundli"),
    dayPeriods: () => import("~/locales/en/day-periods"),
    calendar: () => import("~/locales/en/calendar"),
    muhurat: () => import("~/locales/en/muhurat"),
    grahan: () => import("~/locales/en/grahan"),
    gochar: () => import("~/locales/en/gochar"),
  },
  hi: {
    common: () => import("~/locales/hi/common"),
    home: () => import("~/locales/hi/home"),
    horoscope: () => import("~/locales/hi/horoscope"),
    blog: () => import("~/locales/hi/blog"),
    festival: () => import("~/locales/hi/festival"),
    astrologers: () => import("~/locales/hi/astrologers"),
    pages: () => import("~/locales/hi/pages"),
    legal: () => import("~/locales/hi/legal"),
    account: () => import("~/locales/hi/account"),
    onboarding: () => import("~/locales/hi/onboarding"),
    forms: () => import("~/locales/hi/forms"),
    grievance: () => import("~/locales/hi/grievance"),
    panchang: () => import("~/locales/hi/panchang"),
    kundli: () => import("~/locales/hi/kundli"),
    dayPeriods: () => import("~/locales/hi/day-periods"),
    calendar: () => import("~/locales/hi/calendar"),
    muhurat: () => import("~/locales/hi/muhurat"),
    grahan: () => import("~/locales/hi/grahan"),
    gochar: () => import("~/locales/hi/gochar"),
  },
};

/** Starts i18next in the browser with the page's own texts; called before hydration. */
export function startI18nInBrowser() {
  const element = document.getElementById(STORE_ID);
  const store = (element ? JSON.parse(element.textContent ?? "{}") : {}) as Resource;
  const language = Object.keys(store).find(isLanguage) ?? "en";
  void i18next
    .use(initReactI18next)
    .use(resourcesToBackend((lng: string, ns: string) => loaders[lng as Language][ns as Namespace]()))
    .init({
      ...i18nConfig,
      lng: language,
      // Every language has every key (locales/translation.ts), so the server never fell back to
      // English for this page: the browser needs no English texts, and asks for none.
      fallbackLng: false,
      resources: store,
      // A page reached by a link may need texts the first page did not bring: they load first.
      partialBundledLanguages: true,
      ns: Object.keys(store[language] ?? {}),
      react: { useSuspense: true },
    });
  return i18next;
}
