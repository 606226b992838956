import { useLocation, useMatches } from "@remix-run/react";

import { LANGUAGE_NAMES, LANGUAGE_TAGS, otherLanguage, pathInLanguage } from "~/domain/language";
import { twinPath } from "~/domain/route-handle";

import { useLanguage } from "./language";

/**
 * The same page in the other language, named in that language. A whole new document, not a
 * client-side navigation: the other edition's texts come with it. A page that may have no twin
 * names the page to go to instead in its handle (`twin`).
 */
export function LanguageSwitch() {
  const language = useLanguage();
  const location = useLocation();
  const matches = useMatches();
  const other = otherLanguage(language);
  const twin = twinPath(matches, location.pathname);
  const href = pathInLanguage(twin === location.pathname ? twin + location.search : twin, other);
  return (
    <a className="language-switch" href={href} hrefLang={LANGUAGE_TAGS[other]} lang={LANGUAGE_TAGS[other]}>
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
