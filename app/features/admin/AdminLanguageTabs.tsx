import { Link } from "@remix-run/react";

import { withLanguageQuery } from "~/domain/content-language";
import { type Language, LANGUAGES } from "~/domain/language";
import { adminContentLanguage } from "~/locales/en/admin/content-language";

/**
 * Which edition an admin screen shows: one link per language, like the dashboard's tabs, so the
 * choice works without JavaScript and each edition has its own address.
 */
export function AdminLanguageTabs({ path, current, label }: { path: string; current: Language; label: string }) {
  return (
    <nav className="tabs" aria-label={label}>
      {LANGUAGES.map((language) => (
        <Link
          key={language}
          to={withLanguageQuery(path, language)}
          className={language === current ? "chip chip-active" : "chip"}
          aria-current={language === current ? "page" : undefined}
        >
          {adminContentLanguage.names[language]}
        </Link>
      ))}
    </nav>
  );
}
