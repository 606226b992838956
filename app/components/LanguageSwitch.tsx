import { useLocation, useMatches } from "@remix-run/react";

import { LANGUAGE_NAMES, LANGUAGE_TAGS, otherLanguage, pathInLanguage } from "~/domain/language";
import { queryNames, queryOf, twinPath } from "~/domain/route-handle";

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
  // Only the parameters the page reads: a page kept in the page cache serves every address
  // that differs in any other, so the link must not carry what one visitor wrote in it.
  const query = twin === location.pathname ? queryOf(queryNames(matches), location.search) : "";
  const href = pathInLanguage(twin + query, other);
  return (
    <a className="language-switch" href={href} hrefLang={LANGUAGE_TAGS[other]} lang={LANGUAGE_TAGS[other]}>
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
