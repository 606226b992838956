import { Link } from "@remix-run/react";

import { useLocalePath } from "~/components/language";
import { SignImage } from "~/components/SignImage";
import { useTranslation } from "~/components/use-translation";
import { SIGNS } from "~/domain/horoscope";

/** The twelve signs as links; `href` chooses where each goes (today's daily page by default). */
export function SignLinks({
  href = (slug: string) => `/daily-horoscope/today/${slug}`,
}: {
  href?: (slug: string, code: string) => string;
}) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <ul className="sign-grid">
      {SIGNS.map((sign) => (
        <li key={sign.slug}>
          <Link to={to(href(sign.slug, sign.code))} className="sign-tile">
            <SignImage sign={sign} size={56} decorative />
            <span className="sign-name">{t(`signs.${sign.slug}`)}</span>
            <span className="sign-note">
              <span className="visually-hidden">{t("signNoteLabel")}: </span>
              {t(`signNote.${sign.slug}`)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
