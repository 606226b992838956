import { Link } from "@remix-run/react";

import { useLocalePath } from "~/components/language";
import { SignImage } from "~/components/SignImage";
import { useTranslation } from "~/components/use-translation";
import { signFromSlug, SIGNS } from "~/domain/horoscope";
import { LANGUAGE_TAGS } from "~/domain/language";

import type { HomePage } from "./pages/_index.server";

/** Home page: the free daily horoscope sign icons, linking to /daily-horoscope{code}. */
export function SignIcons() {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <ul className="sign-icons">
      {SIGNS.map((sign) => (
        <li key={sign.code}>
          <Link to={to(`/daily-horoscope${sign.code}`)} className="sign-icon">
            <SignImage sign={sign} size={64} decorative />
            <span>{t(`signs.${sign.slug}`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Home page: today's text for one sign (the sun's current sign) and links to the rest. */
export function DailyHoroscopeWidget({ data }: { data: HomePage["daily"] }) {
  const featured = signFromSlug(data.signSlug)!;
  const { t } = useTranslation(["home", "common"]);
  const to = useLocalePath();
  const featuredName = t(`common:signs.${featured.slug}`);
  return (
    <section className="daily-widget" aria-labelledby="daily-widget-title">
      <h2 id="daily-widget-title">{t("widgetTitle")}</h2>
      <div className="daily-widget-body">
        <SignImage sign={featured} size={80} />
        <div>
          <h3>
            {featuredName}{" "}
            <time className="sign-dates" dateTime={data.date}>
              {data.displayDate}
            </time>
          </h3>
          <p lang={data.predictionLanguage === data.language ? undefined : LANGUAGE_TAGS[data.predictionLanguage]}>
            {data.prediction ?? t("widgetPending")}
          </p>
          <Link to={to(`/daily-horoscope/today/${featured.slug}`)}>{t("widgetReadMore", { sign: featuredName })}</Link>
        </div>
      </div>
      <p className="daily-widget-others">{t("widgetOthers")}</p>
      <ul className="inline-list">
        {SIGNS.filter((s) => s.slug !== featured.slug).map((sign) => (
          <li key={sign.slug}>
            <Link to={to(`/daily-horoscope/today/${sign.slug}`)}>{t(`common:signs.${sign.slug}`)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
