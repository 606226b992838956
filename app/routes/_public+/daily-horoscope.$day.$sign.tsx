import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { Link } from "@remix-run/react";

import { FaqAccordion, faqStructuredData } from "~/components/FaqAccordion";
import { GeneralErrorBoundary } from "~/components/GeneralErrorBoundary";
import { JsonLd } from "~/components/JsonLd";
import { SignImage } from "~/components/SignImage";
import { SignLinks } from "~/components/SignLinks";
import { SignPicker } from "~/components/SignPicker";
import { dailyHoroscopeFaq } from "~/content/daily-horoscope-faq";
import {
  DAILY_TEXT_ANCHOR,
  dailyPageTitle,
  dailyPath,
  dailyTitle,
  formatPredictionDate,
  horoscopeMessages,
  normaliseSignName,
  RELATIVE_DAYS,
  type RelativeDay,
  resolveDay,
  signFromSlug,
} from "~/domain/horoscope";
import { NO_STORE, publicCache, untilIndiaMidnightCache } from "~/domain/http-cache";
import { indiaToday } from "~/domain/india-date";
import { pageMeta, siteFromMatches } from "~/domain/seo";
import { isDatabaseUnavailable } from "~/infra/database-errors.server";
import { getDailyPredictions, HoroscopeTimeoutError, predictionForDisplay } from "~/services/horoscopes.server";
import { yearlyYearShown } from "~/services/yearly-horoscopes.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const now = new Date();
  const sign = signFromSlug(params.sign ?? "");
  const day = resolveDay(params.day ?? "", indiaToday(now));
  if (!sign || !day) throw json({ reason: "unknown" }, { status: 404 });

  const canonicalDay = day.relative ?? day.date;
  if (params.sign !== sign.slug || params.day !== canonicalDay) {
    throw redirect(dailyPath(canonicalDay, sign), 301);
  }

  const base = {
    sign: { name: normaliseSignName(sign.name), slug: sign.slug },
    relative: day.relative,
    date: day.date,
    title: dailyTitle(day.relative, normaliseSignName(sign.name)),
    canonicalPath: dailyPath(day.date, sign),
  };

  try {
    const [records, yearlyYear] = await Promise.all([getDailyPredictions(day.date), yearlyYearShown(now)]);
    const record = records.find((r) => r.sign.toLowerCase() === sign.slug);
    const cacheControl = day.relative ? untilIndiaMidnightCache(now) : publicCache(3600, 600);
    return json(
      {
        ...base,
        displayDate: formatPredictionDate(record?.date ?? null),
        prediction: record ? predictionForDisplay(record.prediction) : null,
        yearlyYear,
        error: null,
      },
      { headers: { "Cache-Control": cacheControl } },
    );
  } catch (error) {
    // A database out of reach is the site-wide 503 page, not this page's message.
    if (isDatabaseUnavailable(error)) throw error;
    // Nothing is cached on failure: the next request (or Retry) reads again.
    const message =
      error instanceof HoroscopeTimeoutError
        ? horoscopeMessages.timeout
        : horoscopeMessages.failed(error instanceof Error ? error.message : String(error));
    return json(
      { ...base, displayDate: "N/A", prediction: null, yearlyYear: null, error: message },
      { status: 503, headers: { "Cache-Control": NO_STORE } },
    );
  }
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  if (errorHeaders) return { "Cache-Control": publicCache(300) };
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? NO_STORE };
};

const DAY_LABELS: Record<RelativeDay, string> = { yesterday: "Yesterday", today: "Today", tomorrow: "Tomorrow" };

export default function DailyHoroscope() {
  const data = useLoaderData<typeof loader>();
  const sign = signFromSlug(data.sign.slug)!;
  const navigation = useNavigation();
  // With JavaScript, switching sign or day shows the spec's loading text in place of the old prediction.
  const switching = navigation.state === "loading" && navigation.location.pathname.startsWith("/daily-horoscope/");
  return (
    <div className="container daily-page">
      <article className="daily-main" aria-labelledby={DAILY_TEXT_ANCHOR}>
        <p className="eyebrow">{sign.name} daily horoscope</p>
        <h1 id={DAILY_TEXT_ANCHOR}>{data.title}</h1>
        <div className="daily-head">
          <SignImage sign={sign} size={96} eager />
          <div>
            <p className="daily-sign">{sign.name}</p>
            <p className="daily-date">
              Date: <time dateTime={data.prediction ? data.date : undefined}>{data.displayDate}</time>
            </p>
          </div>
        </div>
        {switching ? (
          <p className="notice loading-inline" role="status">
            <span className="spinner spinner-small" aria-hidden="true" /> {horoscopeMessages.loading}
          </p>
        ) : data.error ? (
          <div className="notice notice-error" role="alert">
            <p>{data.error}</p>
            <p>
              <a className="button" href={dailyPath(data.relative ?? data.date, sign)}>
                Retry
              </a>
            </p>
          </div>
        ) : typeof data.prediction?.html === "string" ? (
          // Uploaded by an admin as HTML and cleaned on the server (predictionForDisplay).
          <div className="prediction" dangerouslySetInnerHTML={{ __html: data.prediction.html }} />
        ) : data.prediction ? (
          <p className="prediction">{data.prediction.text}</p>
        ) : (
          <p className="notice" role="status">
            {horoscopeMessages.missingSign}
          </p>
        )}
      </article>

      <aside className="daily-sidebar" aria-label="More horoscopes">
        <SignPicker currentSign={sign.slug} day={data.relative ?? data.date} />
        <nav aria-label="Day" className="day-switch">
          {(Object.keys(RELATIVE_DAYS) as RelativeDay[]).map((day) => (
            <Link
              key={day}
              to={`/daily-horoscope/${day}/${sign.slug}#${DAILY_TEXT_ANCHOR}`}
              replace
              className={day === data.relative ? "chip chip-active" : "chip"}
              aria-current={day === data.relative ? "page" : undefined}
            >
              {DAY_LABELS[day]}
            </Link>
          ))}
        </nav>
        <p className="sidebar-actions">
          <Link to="/yearly-horoscope" className="button button-light">
            {data.yearlyYear === null ? "Yearly" : `Yearly ${data.yearlyYear}`}
          </Link>
          <Link to={`/yearly-horoscope/${sign.yearlySlug}`} className="button">
            Discover More Horoscopes
          </Link>
        </p>
      </aside>

      <section className="daily-faq" aria-labelledby="daily-faq-title">
        <h2 id="daily-faq-title">Frequently asked questions</h2>
        <FaqAccordion items={dailyHoroscopeFaq} name="daily-faq" />
        <JsonLd data={faqStructuredData(dailyHoroscopeFaq)} />
      </section>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteFromMatches(matches);
  if (!data) {
    return pageMeta(site, {
      title: `${site.brand} - Free Daily Horoscope by Best Astrologer`,
      description: "Read your free daily horoscope for all twelve zodiac signs, written for India.",
      path: "/daily-horoscope/today/aries",
      revisitAfter: "7 days",
      noindex: true,
    });
  }
  const name = data.sign.name;
  return pageMeta(site, {
    // The spec's title; a dated page (its own permanent URL) also names its day, so each is unique.
    title: data.relative ? dailyPageTitle(site.brand, name) : `${dailyPageTitle(site.brand, name)} (${formatPredictionDate(data.date)})`,
    description: `${name} daily horoscope for ${formatPredictionDate(data.date)}: free predictions on love, career, money and health for ${name}, by expert astrologers.`,
    keywords: `${name} horoscope, ${name} daily horoscope, today's ${name} horoscope, ${name} rashifal, free horoscope`,
    path: data.canonicalPath,
    revisitAfter: "7 days",
  });
};

export function ErrorBoundary() {
  const page = (title: string, text: string) => (
    <div className="container error-page">
      <h1>{title}</h1>
      <p>{text}</p>
      <SignLinks />
    </div>
  );
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        404: () => page("Horoscope not found", "We have no horoscope at this address. Choose your sign to read today's horoscope:"),
      }}
      otherwise={() => page("Something went wrong", "We could not show this horoscope just now. Choose your sign to try again:")}
    />
  );
}
