import { Link } from "@remix-run/react";

import { useLanguage, useLocalePath } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import { cityDayPath } from "~/domain/city-day";
import { formatIndiaDay } from "~/domain/india-date";
import { formatIndiaClock, indiaSpanClocks } from "~/domain/india-times";
import type { Half } from "~/jyotish";
import { translator } from "~/locales/i18n";
import { periodWords } from "~/words/sky-words";

import type { CityDayPage } from "./city-day-loaders.server";
import { CityDayForm } from "./CityDayForm";
import { RightNow } from "./RightNow";

type DayPeriodsPage = Exclude<CityDayPage, { kind: "panchang" }>;

const FORM_ID = "periods-form";

/**
 * A city's choghadiyas or horas of one day: the daytime's and the night's in two tables, the one
 * running now marked on today's page, links to the day's other pages and a form for another.
 */
export function DayPeriods({ kind, city, place, day, periods, today, previousDate, nextDate, now, advice }: DayPeriodsPage) {
  const { t } = useTranslation(["dayPeriods", "panchang", "common"]);
  const language = useLanguage();
  const to = useLocalePath();
  const words = translator(language);
  const date = day.date;
  const clock = (ms: number) => formatIndiaClock(ms, language, date);
  const running = now && now.running >= 0 ? periods[now.running] : null;
  // A span past midnight names the next day once: '1:50 am to 3:31 am, 28 Nov', '28 नवंबर, 01:50 से 03:31 तक'.
  const spanOf = ({ start, end }: { start: number; end: number }) => t("span", indiaSpanClocks(start, end, language, date));

  const table = (half: Half) => (
    <section aria-labelledby={`periods-${half}`}>
      <h2 id={`periods-${half}`}>{t(`${kind}.${half}`)}</h2>
      <table className="periods-table">
        <thead>
          <tr>
            <th scope="col">{t(`${kind}.period`)}</th>
            <th scope="col">{t("columns.time")}</th>
            {kind === "choghadiya" ? <th scope="col">{t("columns.quality")}</th> : null}
          </tr>
        </thead>
        <tbody>
          {periods.map((period, i) =>
            period.half === half ? (
              <tr
                key={period.start}
                className={"quality" in period ? `periods-${period.quality}` : undefined}
                aria-current={now?.running === i ? "time" : undefined}
              >
                <th scope="row">
                  {periodWords(words, period)}
                  {now?.running === i ? <strong className="periods-now"> {t("now")}</strong> : null}
                </th>
                <td>{spanOf(period)}</td>
                {"quality" in period ? (
                  <td>
                    {period.marredBy
                      ? t("qualityMarred", {
                          quality: t(`quality.${period.quality}`),
                          periods: period.marredBy.map((name) => t(`panchang:labels.${name}`)).join(", "),
                        })
                      : t(`quality.${period.quality}`)}
                  </td>
                ) : null}
              </tr>
            ) : null,
          )}
        </tbody>
      </table>
    </section>
  );

  return (
    <div className="container panchang-page">
      <p className="eyebrow">{t(`${kind}.eyebrow`)}</p>
      <h1>{t(`${kind}.heading`, { city: place.name, date: formatIndiaDay(date, language) })}</h1>
      <p className="panchang-intro">
        {t(`${kind}.intro`, {
          city: place.name,
          state: place.state,
          latitude: city.latitude.toFixed(2),
          longitude: city.longitude.toFixed(2),
        })}{" "}
        <a href={`#${FORM_ID}`}>{t("panchang:form.legend")}</a>
      </p>
      <nav className="panchang-days" aria-label={t("panchang:days")}>
        {previousDate ? (
          <Link to={to(cityDayPath(kind, city.slug, previousDate))} rel="prev">
            ← {t("panchang:previousDay")}
          </Link>
        ) : null}
        {date !== today ? <Link to={to(cityDayPath(kind, city.slug))}>{t("panchang:today")}</Link> : null}
        {nextDate ? (
          <Link to={to(cityDayPath(kind, city.slug, nextDate))} rel="next">
            {t("panchang:nextDay")} →
          </Link>
        ) : null}
      </nav>
      {running ? (
        <p className="periods-running">{t(`${kind}.running`, { name: periodWords(words, running), time: clock(running.end) })}</p>
      ) : null}
      {now?.beforeSunrise ? (
        <p className="periods-running">
          {t(`${kind}.beforeSunrise`, {
            date: formatIndiaDay(previousDate ?? date, language),
            name: periodWords(words, now.beforeSunrise),
            time: clock(now.beforeSunrise.end),
          })}
        </p>
      ) : null}
      {advice ? <RightNow advice={advice} date={date} /> : null}
      <p>{t("sunTimes", { sunrise: clock(day.sunrise), sunset: clock(day.sunset), nextSunrise: clock(day.nextSunrise) })}</p>

      {table("day")}
      {table("night")}
      <p className="panchang-note">{t(`${kind}.note`)}</p>

      <nav className="panchang-days" aria-label={t("related", { city: place.name })}>
        {(["panchang", "choghadiya", "hora"] as const).map((page) =>
          page === kind ? null : (
            <Link
              key={page}
              to={to(
                page === "panchang"
                  ? cityDayPath("panchang", city.slug, date === today ? undefined : date)
                  : cityDayPath(page, city.slug, date === today ? undefined : date),
              )}
            >
              {t(`links.${page}`)}
            </Link>
          ),
        )}
      </nav>

      <CityDayForm
        id="day-periods"
        action={`/${kind}`}
        city={city}
        names={{ city: place.name, state: place.state }}
        date={date}
        submit={t(`${kind}.submit`)}
      />
    </div>
  );
}
