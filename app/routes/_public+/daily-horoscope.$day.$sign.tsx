import "~/components/shared-browser-code";

import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { indiaToday } from "~/clock/india-clock";
import { FaqAccordion, faqStructuredData } from "~/components/FaqAccordion";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { JsonLd } from "~/components/JsonLd";
import { useLanguage, useLocalePath } from "~/components/language";
import { PanchangGlance } from "~/components/PanchangGlance";
import { SignImage } from "~/components/SignImage";
import { SignLinks } from "~/components/SignLinks";
import { SignPicker } from "~/components/SignPicker";
import {
  DAILY_TEXT_ANCHOR,
  dailyPath,
  formatPredictionDate,
  RELATIVE_DAYS,
  type RelativeDay,
  resolveDay,
  signFromSlug,
} from "~/domain/horoscope";
import { NO_STORE, publicCache, untilIndiaMidnightCache } from "~/domain/http-cache";
import { LANGUAGE_TAGS, languageOfRequest, pathInLanguage } from "~/domain/language";
import type { RouteHandle } from "~/domain/route-handle";
import { isDatabaseUnavailable } from "~/infra/database-errors.server";
import { chosenPanchangCity } from "~/infra/panchang-city.server";
import { dailyHoroscopeFaq } from "~/locales/content/daily-horoscope-faq";
import { translator } from "~/locales/i18n";
import { unlessSkyBusy } from "~/pages/sky-busy.server";
import { siteFromMatches } from "~/seo/meta-tags";
import { pageMeta } from "~/seo/page-meta";
import { dailyPredictionEditions, dailyPredictionIn, HoroscopeTimeoutError, predictionForDisplay } from "~/services/horoscopes.server";
import { panchangGlance } from "~/services/panchang.server";
import { yearlyYearShown } from "~/services/yearly-horoscopes.server";

export const handle: RouteHandle = { i18n: ["horoscope", "panchang"] };

export async function loader({ params, request }: LoaderFunctionArgs) {
  const now = new Date();
  const language = languageOfRequest(request);
  const sign = signFromSlug(params.sign ?? "");
  const day = resolveDay(params.day ?? "", indiaToday(now));
  if (!sign || !day) throw json({ reason: "unknown" }, { status: 404 });

  const canonicalDay = day.relative ?? day.date;
  if (params.sign !== sign.slug || params.day !== canonicalDay) {
    throw redirect(pathInLanguage(dailyPath(canonicalDay, sign), language), 301);
  }

  const base = {
    today: indiaToday(now),
    sign: { slug: sign.slug },
    relative: day.relative,
    date: day.date,
    canonicalPath: dailyPath(day.date, sign),
  };

  try {
    const [found, editions, yearlyYear, glance] = await Promise.all([
      dailyPredictionIn(day.date, sign.slug, language),
      dailyPredictionEditions(day.date, sign.slug),
      yearlyYearShown(now, language),
      unlessSkyBusy(chosenPanchangCity(request.headers.get("Cookie")).then((city) => panchangGlance(city, day.date, language))),
    ]);
    // The chosen city's panchang is this visitor's own: that page is theirs alone; a page without
    // it (the sky pool had no room) is kept by no cache either.
    const cacheControl = glance?.chosen !== false ? NO_STORE : day.relative ? untilIndiaMidnightCache(now) : publicCache(3600, 600);
    return json(
      {
        ...base,
        displayDate: formatPredictionDate(found?.record.date ?? null),
        prediction: found ? predictionForDisplay(found.record.prediction) : null,
        // A Hindi page without a Hindi text shows the English one, says so, and asks search
        // engines not to list the day in Hindi.
        predictionLanguage: found?.language ?? language,
        // Both editions have their own text of the day: each names the other as its twin.
        twin: editions.length > 1,
        yearlyYear,
        glance,
        error: null,
      },
      { headers: { "Cache-Control": cacheControl } },
    );
  } catch (error) {
    // A database out of reach is the site-wide 503 page, not this page's message.
    if (isDatabaseUnavailable(error)) throw error;
    // Nothing is cached on failure: the next request (or Retry) reads again.
    const t = translator(language);
    const message =
      error instanceof HoroscopeTimeoutError
        ? t("horoscope:messages.timeout")
        : t("horoscope:messages.failed", { message: error instanceof Error ? error.message : String(error) });
    return json(
      {
        ...base,
        displayDate: "N/A",
        prediction: null,
        predictionLanguage: language,
        twin: false,
        yearlyYear: null,
        glance: null,
        error: message,
      },
      { status: 503, headers: { "Cache-Control": NO_STORE } },
    );
  }
}

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
  if (!data) {
    return pageMeta(site, {
      title: t("horoscope:dailyMeta.fallbackTitle", { brand: site.brand }),
      description: t("horoscope:dailyMeta.fallbackDescription"),
      path: "/daily-horoscope/today/aries",
      revisitAfter: "7 days",
      noindex: true,
    });
  }
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
