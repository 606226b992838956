import { useLocation } from "@remix-run/react";

import { LANGUAGE_NAMES, LANGUAGE_TAGS, otherLanguage, pathInLanguage } from "~/domain/language";

import { useLanguage } from "./language";

/**
 * The same page in the other language, named in that language. A whole new document, not a
 * client-side navigation: the other edition's texts come with it.
 */
export function LanguageSwitch() {
  const language = useLanguage();
  const location = useLocation();
  const other = otherLanguage(language);
  return (
    <a
      className="language-switch"
      href={pathInLanguage(location.pathname + location.search, other)}
      hrefLang={LANGUAGE_TAGS[other]}
      lang={LANGUAGE_TAGS[other]}
    >
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
