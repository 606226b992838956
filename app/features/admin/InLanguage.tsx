import { type ReactNode, Suspense, useMemo } from "react";
import { I18nextProvider } from "react-i18next";

import { useTranslation } from "~/components/use-translation";
import { type Language, LANGUAGE_TAGS } from "~/domain/language";

/**
 * Public words inside an admin page, in the edition a text is written for: the admin area is
 * English, so a Hindi preview renders with a clone of the page's i18next instance set to Hindi
 * (react-i18next's I18nextProvider; the clone shares the texts, as each page's does on the
 * server). In the browser the Hindi texts load as their own chunks first, with `fallback` shown.
 */
export function InLanguage({ language, fallback, children }: { language: Language; fallback: ReactNode; children: ReactNode }) {
  const { i18n } = useTranslation();
  const instance = useMemo(
    () => (i18n.language === language ? i18n : i18n.cloneInstance({ lng: language, initImmediate: false })),
    [i18n, language],
  );
  return (
    <div lang={LANGUAGE_TAGS[language]}>
      <I18nextProvider i18n={instance}>
        <Suspense fallback={fallback}>{children}</Suspense>
      </I18nextProvider>
    </div>
  );
}
