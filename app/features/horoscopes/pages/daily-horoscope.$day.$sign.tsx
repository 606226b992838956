import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "@remix-run/react";

import { FaqAccordion, faqStructuredData } from "~/components/FaqAccordion";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { JsonLd } from "~/components/JsonLd";
import { useLanguage, useLocalePath } from "~/components/language";
import { PanchangGlance } from "~/components/PanchangGlance";
import { SignImage } from "~/components/SignImage";
import { useTranslation } from "~/components/use-translation";
import { DAILY_TEXT_ANCHOR, dailyPath, formatPredictionDate, RELATIVE_DAYS, type RelativeDay, signFromSlug } from "~/domain/horoscope";
import { NO_STORE, publicCache } from "~/domain/http-cache";
import { LANGUAGE_TAGS } from "~/domain/language";
import type { RouteHandle } from "~/domain/route-handle";
import { missingHoroscopeMeta } from "~/features/horoscopes/missing-horoscope-meta";
import { SignLinks } from "~/features/horoscopes/SignLinks";
import { SignPicker } from "~/features/horoscopes/SignPicker";
import { dailyHoroscopeFaq } from "~/locales/content/daily-horoscope-faq";
import { translator } from "~/locales/i18n";
import { siteFromMatches } from "~/seo/meta-tags";
import { pageMeta } from "~/seo/page-meta";

import type { loader } from "./daily-horoscope.$day.$sign.server";

export { loader } from "./daily-horoscope.$day.$sign.server";

export const handle: RouteHandle = { i18n: ["horoscope", "panchang"] };

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  if (errorHeaders) return { "Cache-Control": publicCache(300) };
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? NO_STORE };
};

export default function DailyHoroscope() {
  const data = useLoaderData<typeof loader>();
  const sign = signFromSlug(data.sign.slug)!;
  const navigation = useNavigation();
  const { t } = useTranslation(["horoscope", "common"]);
  const language = useLanguage();
  const to = useLocalePath();
  const signName = t(`common:signs.${sign.slug}`);
  const title = data.relative ? t(`titles.${data.relative}`) : t("titles.dated", { sign: signName });
  const faq = dailyHoroscopeFaq(language);
  // With JavaScript, switching sign or day shows the spec's loading text in place of the old prediction.
  const switching = navigation.state === "loading" && navigation.location.pathname.startsWith(to("/daily-horoscope/"));
  // A Hindi page showing the English text says so, and marks the text as English.
  const otherLanguage = data.predictionLanguage === language ? undefined : LANGUAGE_TAGS[data.predictionLanguage];
  return (
    <div className="container daily-page">
      <article className="daily-main" aria-labelledby={DAILY_TEXT_ANCHOR}>
        <p className="eyebrow">{t("eyebrow", { sign: signName })}</p>
        <h1 id={DAILY_TEXT_ANCHOR}>{title}</h1>
        <div className="daily-head">
          <SignImage sign={sign} size={96} eager />
          <div>
            <p className="daily-sign">{signName}</p>
            <p className="daily-date">
              {t("date")} <time dateTime={data.prediction ? data.date : undefined}>{data.displayDate}</time>
            </p>
          </div>
        </div>
        {switching ? (
          <p className="notice loading-inline" role="status">
            <span className="spinner spinner-small" aria-hidden="true" /> {t("messages.loading")}
          </p>
        ) : data.error ? (
          <div className="notice notice-error" role="alert">
            <p>{data.error}</p>
            <p>
              <a className="button" href={to(dailyPath(data.relative ?? data.date, sign))}>
                {t("retry")}
              </a>
            </p>
          </div>
        ) : data.prediction ? (
          <>
            {otherLanguage ? <p className="notice">{t("notInHindi")}</p> : null}
            {typeof data.prediction.html === "string" ? (
              // Uploaded by an admin as HTML and cleaned on the server (predictionForDisplay).
              <div className="prediction" lang={otherLanguage} dangerouslySetInnerHTML={{ __html: data.prediction.html }} />
            ) : (
              <p className="prediction" lang={otherLanguage}>
                {data.prediction.text}
              </p>
            )}
          </>
        ) : (
          <p className="notice" role="status">
            {t("messages.missingSign")}
          </p>
        )}
      </article>

      <aside className="daily-sidebar" aria-label={t("moreHoroscopes")}>
        <SignPicker currentSign={sign.slug} day={data.relative ?? data.date} />
        <nav aria-label={t("day")} className="day-switch">
          {(Object.keys(RELATIVE_DAYS) as RelativeDay[]).map((day) => (
            <Link
              key={day}
              to={to(`/daily-horoscope/${day}/${sign.slug}#${DAILY_TEXT_ANCHOR}`)}
              replace
              className={day === data.relative ? "chip chip-active" : "chip"}
              aria-current={day === data.relative ? "page" : undefined}
            >
              {t(`days.${day}`)}
            </Link>
          ))}
        </nav>
        <p className="sidebar-actions">
          <Link to={to("/yearly-horoscope")} className="button button-light">
            {data.yearlyYear === null ? t("yearly") : t("yearlyYear", { year: data.yearlyYear })}
          </Link>
          <Link to={to(`/yearly-horoscope/${sign.yearlySlug}`)} className="button">
            {t("discoverMore")}
          </Link>
        </p>
      </aside>

      {data.glance ? <PanchangGlance glance={data.glance} today={data.date === data.today} /> : null}

      <section className="daily-faq" aria-labelledby="daily-faq-title">
        <h2 id="daily-faq-title">{t("faqTitle")}</h2>
        <FaqAccordion items={faq} name="daily-faq" />
        <JsonLd data={faqStructuredData(faq, language)} />
      </section>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteFromMatches(matches);
  const t = translator(site.language);
  if (!data) return missingHoroscopeMeta(site, "dailyMeta", "/daily-horoscope/today/aries");
  const sign = t(`signs.${data.sign.slug as "aries"}`);
  const date = formatPredictionDate(data.date);
  return pageMeta(site, {
    // The spec's title; a dated page (its own permanent URL) also names its day, so each is unique.
    title: data.relative
      ? t("horoscope:dailyMeta.title", { brand: site.brand, sign })
      : t("horoscope:dailyMeta.datedTitle", { brand: site.brand, sign, date }),
    description: t("horoscope:dailyMeta.description", { sign, date }),
    keywords: t("horoscope:dailyMeta.keywords", { sign }),
    path: data.canonicalPath,
    revisitAfter: "7 days",
    // A Hindi day without its Hindi text is not listed (the English page is), and neither page
    // names the other as its twin.
    noindex: data.predictionLanguage !== site.language,
    noTwin: !data.twin,
  });
};

export function ErrorBoundary() {
  const { t } = useTranslation("horoscope");
  const page = (title: string, text: string) => (
    <div className="container error-page">
      <h1>{title}</h1>
      <p>{text}</p>
      <SignLinks />
    </div>
  );
  return (
    <GeneralErrorBoundary
      statusHandlers={{ 404: () => page(t("notFound.title"), t("notFound.text")) }}
      otherwise={() => page(t("notFound.failedTitle"), t("notFound.failedText"))}
    />
  );
}
