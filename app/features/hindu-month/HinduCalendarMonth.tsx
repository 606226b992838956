import { Link } from "@remix-run/react";

import { CityForm } from "~/components/CityForm";
import { useLanguage, useLocalePath } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import { cityDayPath } from "~/domain/city-day";
import { hinduCalendarIcsPath, hinduCalendarPath } from "~/domain/hindu-month-paths";
import { formatIndiaDay, monthName } from "~/domain/india-date";
import { formatIndiaClock } from "~/domain/india-times";
import type { CalendarDay, Vrat } from "~/jyotish";
import { VARAS } from "~/jyotish/zodiac";
import { translator } from "~/locales/i18n";
import { festivalMonthPath } from "~/seo/festival-calendar";
import { alsoKeptWords, lunarMonthWords, vratSunriseWords, vratWords } from "~/words/sky-words";
import { nakshatraWords, tithiWords } from "~/words/sky-words";

import type { HinduCalendarPage } from "./hindu-calendar-loaders.server";

type YearMonth = { year: number; month: number };

const FORM_ID = "calendar-form";

/**
 * A city's month as a Hindu calendar: the lunar months it holds, each day with its tithi,
 * nakshatra, sunrise and sunset and what is kept on it, the month's vrats with the rule of each,
 * and the festivals. A list on a phone; from a tablet's width, the same list laid out as a grid
 * of weeks (styles only, so the order a screen reader and a crawler read stays the days').
 */
export function HinduCalendarMonth(props: HinduCalendarPage) {
  const { city, names, year, month, today, days, vrats, lunarMonths, festivals, previous, next, eclipses = [] } = props;
  const { t } = useTranslation(["calendar", "panchang", "festival"]);
  const language = useLanguage();
  const to = useLocalePath();
  const words = translator(language);
  const monthWords = monthName(month, language);
  const varaOf = new Map(days.map((day) => [day.date, day.vara]));
  const vratsOn = (date: string) => vrats.filter((vrat) => vrat.date === date);
  const vratName = (vrat: Vrat) => vratWords(words, vrat, varaOf.get(vrat.date));
  // A festival a vrat of the month is (Maha Shivaratri, Nirjala Ekadashi: the vrat bears its
  // name) or names (a Purnima, a Sankranti) stays out of the day cells, whatever day New Delhi's
  // festival calendar gives it, so no name is shown twice; the festivals reach the page by their
  // names alone.
  const keptAsVrats = new Set(vrats.map(vratName));
  const festivalsOn = (date: string) => festivals.filter((festival) => festival.date === date && !keptAsVrats.has(festival.name));
  const clock = (ms: number, date: string) => formatIndiaClock(ms, language, date);
  const adhik = lunarMonths.find((lunar) => lunar.adhik);
  const monthLink = (to: YearMonth) => hinduCalendarPath(city.slug, to.year, to.month);
  const label = (to: YearMonth) => `${monthName(to.month, language)} ${to.year}`;
  const purnimantaRuns = purnimantaMonths(days);

  return (
    <div className="container hindu-calendar">
      <p className="eyebrow">{t("eyebrow")}</p>
      <h1>{t("heading", { month: monthWords, year, city: names.city })}</h1>
      <p className="panchang-intro">
        {t("intro", { city: names.city, state: names.state })} <a href={`#${FORM_ID}`}>{t("form.legend")}</a>
      </p>
      <nav className="panchang-days" aria-label={t("daysHeading", { month: monthWords, year })}>
        {previous ? (
          <Link to={to(monthLink(previous))} rel="prev">
            ← {t("previousMonth")}: {label(previous)}
          </Link>
        ) : null}
        {next ? (
          <Link to={to(monthLink(next))} rel="next">
            {t("nextMonth")}: {label(next)} →
          </Link>
        ) : null}
      </nav>

      <section aria-labelledby="calendar-lunar">
        <h2 id="calendar-lunar">{t("lunarMonths")}</h2>
        <dl className="panchang-list">
          <dt>{t("amanta")}</dt>
          <dd>
            {lunarMonths.map((lunar, i) => (
              <span key={lunar.from}>
                {i ? <br /> : null}
                {t("monthSpan", {
                  month: lunarMonthWords(words, lunar.amanta, lunar.adhik),
                  from: formatIndiaDay(lunar.from, language),
                  to: formatIndiaDay(lunar.to, language),
                })}
              </span>
            ))}
          </dd>
          <dt>{t("purnimanta")}</dt>
          <dd>
            {purnimantaRuns.map((lunar, i) => (
              <span key={lunar.from}>
                {i ? <br /> : null}
                {t("monthSpan", {
                  month: lunarMonthWords(words, lunar.month, lunar.adhik),
                  from: formatIndiaDay(lunar.from, language),
                  to: formatIndiaDay(lunar.to, language),
                })}
              </span>
            ))}
          </dd>
        </dl>
        {adhik ? <p className="calendar-adhik">{t("adhikNote", { month: lunarMonthWords(words, adhik.amanta, false) })}</p> : null}
      </section>

      <section aria-labelledby="calendar-days">
        <h2 id="calendar-days">{t("daysHeading", { month: monthWords, year })}</h2>
        <div className="calendar-weekdays" aria-hidden="true">
          {VARAS.map((vara) => (
            <span key={vara}>{t(`weekday.${vara}`)}</span>
          ))}
        </div>
        <ol className="calendar-days">
          {days.map((day, i) => {
            const kept = vratsOn(day.date);
            const feasts = festivalsOn(day.date);
            const grahan = eclipses.filter((line) => line.date === day.date);
            return (
              <li
                key={day.date}
                className={[
                  "calendar-day",
                  i === 0 ? `calendar-starts-${day.vara}` : "",
                  day.date === today ? "calendar-today" : "",
                  kept.length || feasts.length || grahan.length ? "calendar-kept" : "",
                ]
                  .filter(Boolean)
                  .join(" ")}
                aria-current={day.date === today ? "date" : undefined}
              >
                {/* A plain link: the page ships no script, and thirty-one router links cost its render. */}
                <a className="calendar-date" href={to(cityDayPath("panchang", city.slug, day.date))}>
                  {Number(day.date.slice(8, 10))} <small>{t(`weekday.${VARAS[day.vara]}`)}</small>
                </a>
                {day.date === today ? <small> {t("today")}</small> : null}
                <p>
                  {tithiWords(words, day.tithi)} <small>{t("until", { time: clock(day.tithiEnd, day.date) })}</small>
                  <br />
                  {nakshatraWords(words, day.nakshatra)} <small>{t("until", { time: clock(day.nakshatraEnd, day.date) })}</small>
                  <br />
                  <small>
                    {t("sunrise", { time: clock(day.sunrise, day.date) })}, {t("sunset", { time: clock(day.sunset, day.date) })}
                  </small>
                </p>
                {kept.length || feasts.length || grahan.length ? (
                  <ul className="calendar-observances">
                    {grahan.map((line) => (
                      <li key={line.path} className="calendar-grahan">
                        <a href={to(line.path)}>{line.words}</a>
                      </li>
                    ))}
                    {kept.map((vrat) => {
                      const sunrise = vratSunriseWords(words, vrat);
                      return (
                        <li key={vrat.kind} className={`calendar-vrat calendar-${vrat.kind}`}>
                          {vratName(vrat)}
                          {vrat.moonrise ? `, ${t("sankashtiMoonrise", { time: clock(vrat.moonrise, day.date) })}` : null}
                          {sunrise ? <small> {sunrise}</small> : null}
                        </li>
                      );
                    })}
                    {feasts.map((festival) => (
                      <li key={festival.name} className="calendar-festival">
                        {festival.name}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ol>
      </section>

      <section aria-labelledby="calendar-vrats">
        <h2 id="calendar-vrats">{t("vratsHeading", { month: monthWords, year, city: names.city })}</h2>
        {vrats.length ? (
          <ul className="calendar-vrat-list">
            {vrats.map((vrat) => {
              const alsoKept = alsoKeptWords(words, vrat, language);
              return (
                <li key={`${vrat.date}-${vrat.kind}`}>
                  <strong>{vratName(vrat)}</strong>: {formatIndiaDay(vrat.date, language)} (
                  {t(`panchang:vara.${VARAS[varaOf.get(vrat.date) ?? 0]}`)})
                  {vrat.moonrise ? `, ${t("sankashtiMoonrise", { time: clock(vrat.moonrise, vrat.date) })}` : null}
                  {alsoKept ? (
                    <>
                      <br />
                      <small>{alsoKept}</small>
                    </>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : (
          <p>{t("noVrats")}</p>
        )}
        <p>
          <a href={to(hinduCalendarIcsPath(city.slug, year, month))} download>
            {t("download")}
          </a>
        </p>
      </section>

      {festivals.length ? (
        <section aria-labelledby="calendar-festivals">
          <h2 id="calendar-festivals">{t("festivalsHeading", { month: monthWords, year })}</h2>
          <ul className="calendar-vrat-list">
            {festivals.map((festival) => (
              <li key={`${festival.date}-${festival.name}`}>
                <strong>{festival.name}</strong>: {formatIndiaDay(festival.date, language)}
                {festival.endDate && festival.endDate !== festival.date ? ` – ${formatIndiaDay(festival.endDate, language)}` : null}
              </li>
            ))}
          </ul>
          <p className="panchang-note">
            {t("festivalsNote")}{" "}
            <Link to={to(festivalMonthPath(year, month - 1, props.festivalsDated))}>{t("festivalsLink", { month: monthWords, year })}</Link>
          </p>
        </section>
      ) : null}

      <section aria-labelledby="calendar-rules">
        <h2 id="calendar-rules">{t("rulesHeading")}</h2>
        <ul className="calendar-rules">
          {(["ekadashi", "pradosh", "sankashti", "vinayaka", "masikShivaratri", "purnima", "sankranti", "festival"] as const).map(
            (rule) => (
              <li key={rule}>{t(`rules.${rule}`)}</li>
            ),
          )}
        </ul>
        <p className="panchang-note">{t("panchang:note")}</p>
      </section>

      <CityForm id={FORM_ID} action={"/hindu-calendar"} legend={t("form.legend")} submit={t("form.submit")} />
    </div>
  );
}

/** The purnimanta months the days run through, as runs of days. */
function purnimantaMonths(days: CalendarDay[]): { month: number; adhik: boolean; from: string; to: string }[] {
  const runs: { month: number; adhik: boolean; from: string; to: string }[] = [];
  for (const day of days) {
    const open = runs[runs.length - 1];
    if (open && open.month === day.month.purnimanta && open.adhik === day.month.adhik) open.to = day.date;
    else runs.push({ month: day.month.purnimanta, adhik: day.month.adhik, from: day.date, to: day.date });
  }
  return runs;
}
