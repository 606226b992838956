import { useTranslation } from "~/components/use-translation";
import { isLanguage, type Language, pathInLanguage } from "~/domain/language";

/** The language of the page being rendered (its address's; the i18next instance is set to it). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : "en";
}

/** Our addresses in the page's own edition: `to("/faq")` is "/hi/faq" on a Hindi page. */
export function useLocalePath(): (path: string) => string {
  const language = useLanguage();
  return (path) => pathInLanguage(path, language);
}
