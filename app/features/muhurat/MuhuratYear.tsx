import { Link } from "@remix-run/react";
import { Fragment } from "react";

import { indiaDateAt } from "~/clock/india-clock";
import { CityForm } from "~/components/CityForm";
import { useLanguage, useLocalePath } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import { eclipsePath } from "~/domain/grahan";
import { formatIndiaDay, monthName } from "~/domain/india-date";
import { formatIndiaClock } from "~/domain/india-times";
import { MUHURAT_SLUGS, muhuratPath, type MuhuratSlugKind } from "~/domain/muhurat-paths";
import type { ClosedPeriod } from "~/jyotish";
import { LUNAR_MONTHS, RASHIS, VARAS, YOGAS } from "~/jyotish/zodiac";
import { translator } from "~/locales/i18n";
import { nakshatraWords, spanWords, tithiWords } from "~/words/sky-words";

import type { MuhuratYearPage } from "./muhurat-loaders.server";

const FORM_ID = "muhurat-form";
/** The yogas a rule bars when it names none: Vyatipata and Vaidhriti (jyotish/muhurat.ts). */
const DEFAULT_BAD_YOGAS = [16, 26];

/**
 * A ceremony's muhurat calendar of a year for a city: month by month, each open day with its
 * windows and the nakshatra and tithi that make it good; the periods closed to it with their
 * dates; and the rule it follows, in words.
 */
export function MuhuratYear({ kind, year, city, names, days, closed, previousYear, nextYear, rule }: Omit<MuhuratYearPage, "show">) {
  const { t } = useTranslation(["muhurat", "panchang"]);
  const language = useLanguage();
  const to = useLocalePath();
  const words = translator(language);
  const kindWords = t(`kinds.${kind}`);
  const months = Array.from({ length: 12 }, (_, i) => ({
    month: i + 1,
    days: days.filter((day) => Number(day.date.slice(5, 7)) === i + 1),
  }));
  const list = (items: string[]) => items.join(", ");
  const allButAmavasya = rule.tithis?.length === 29;
  // The first and last days a period closes; where it begins or ends within a day, that moment's
  // date and hour (a moment before sunrise is the night of the Hindu day before).
  const closedDays = (period: ClosedPeriod) => {
    const at = (ms: number) => indiaDateAt(ms);
    const from = period.startsMidDay
      ? t("closedFrom", {
          day: formatIndiaDay(at(period.start), language),
          time: formatIndiaClock(period.start, language, at(period.start)),
        })
      : formatIndiaDay(period.firstDay, language);
    const until = period.endsMidDay
      ? t("closedUntil", { day: formatIndiaDay(at(period.end), language), time: formatIndiaClock(period.end, language, at(period.end)) })
      : formatIndiaDay(period.lastDay, language);
    return from === until ? from : `${from} – ${until}`;
  };
  // A rule that bars no yoga says nothing of yogas (Griha Pravesh: badYogas []).
  const badYogas = rule.badYogas ?? DEFAULT_BAD_YOGAS;

  return (
    <div className="container panchang-page">
      <p className="eyebrow">{t("eyebrow")}</p>
      <h1>{t("heading", { kind: kindWords, year, city: names.city })}</h1>
      <p className="panchang-intro">
        {t("intro", { kind: kindWords, year, city: names.city, state: names.state })} <a href={`#${FORM_ID}`}>{t("form.legend")}</a>
      </p>
      <p>
        <strong>{t("count", { count: days.length, year })}</strong>
      </p>
      <nav className="panchang-days" aria-label={t("yearsNav")}>
        {previousYear ? (
          <Link to={to(muhuratPath(kind, previousYear, city.slug))} rel="prev">
            ← {t("previousYear")}: {previousYear}
          </Link>
        ) : null}
        {nextYear ? (
          <Link to={to(muhuratPath(kind, nextYear, city.slug))} rel="next">
            {t("nextYear")}: {nextYear} →
          </Link>
        ) : null}
      </nav>

      {months.map(({ month, days: inMonth }) => (
        <section key={month} aria-labelledby={`muhurat-${month}`}>
          <h2 id={`muhurat-${month}`}>
            {monthName(month, language)} {year}
          </h2>
          {inMonth.length ? (
            <ul className="calendar-vrat-list">
              {inMonth.map((day) => (
                <li key={day.date}>
                  <strong>{day.heading}</strong>
                  {day.windows.map((window) => (
                    <Fragment key={window}>
                      <br />
                      {window}
                    </Fragment>
                  ))}
                </li>
              ))}
            </ul>
          ) : (
            <p className="panchang-then">{t("monthNone")}</p>
          )}
        </section>
      ))}

      <section aria-labelledby="muhurat-closed">
        <h2 id="muhurat-closed">{t("closedHeading", { kind: kindWords, year })}</h2>
        {closed.filter((period) => rule.closed.includes(period.name)).length ? (
          <ul className="calendar-vrat-list">
            {closed
              .filter((period) => rule.closed.includes(period.name))
              .map((period) => (
                <li key={`${period.name}-${period.start}`}>
                  <strong>{t(`closed.${period.name}`)}</strong>
                  {period.month !== undefined ? ` (${words(`panchang:month.${LUNAR_MONTHS[period.month]}`)})` : null}:{" "}
                  {period.eclipse ? (
                    // An eclipse is named with the hours of the days it closes, and leads to its page.
                    <Link to={to(eclipsePath(period.eclipse.body, period.eclipse.date, city.slug))}>
                      {formatIndiaDay(indiaDateAt(period.start), language)}, {spanWords(words, period, language, indiaDateAt(period.start))}
                    </Link>
                  ) : (
                    closedDays(period)
                  )}
                </li>
              ))}
          </ul>
        ) : (
          <p>{t("closedNone", { year })}</p>
        )}
      </section>

      <section aria-labelledby="muhurat-rules">
        <h2 id="muhurat-rules">{t("rulesHeading")}</h2>
        <ul className="calendar-rules">
          <li>{t("rules.nakshatras", { list: list(rule.nakshatras.map((n) => nakshatraWords(words, n))) })}</li>
          <li>
            {allButAmavasya || !rule.tithis
              ? t("rules.anyTithi")
              : t("rules.tithis", { list: list(rule.tithis.map((n) => tithiWords(words, n))) })}
          </li>
          <li>{t("rules.closed", { list: list(rule.closed.map((name) => t(`periodNames.${name}`))) })}</li>
          {rule.weekdays ? <li>{t("rules.weekdays", { list: list(rule.weekdays.map((d) => t(`panchang:vara.${VARAS[d]}`))) })}</li> : null}
          {rule.sunSigns ? (
            <li>{t("rules.sunSigns", { list: list(rule.sunSigns.map((s) => t(`panchang:rashi.${RASHIS[s]}`))) })}</li>
          ) : null}
          {rule.closedMonths ? (
            <li>{t("rules.months", { list: list(rule.closedMonths.map((m) => t(`panchang:month.${LUNAR_MONTHS[m]}`))) })}</li>
          ) : null}
          {badYogas.length ? <li>{t("rules.yogas", { list: list(badYogas.map((y) => t(`panchang:yoga.${YOGAS[y]}`))) })}</li> : null}
          <li>{t("rules.bhadra")}</li>
          {rule.leavesOut ? <li>{t("rules.padas")}</li> : null}
        </ul>
        <p className="panchang-note">{t("rules.source")}</p>
        <nav aria-label={t("kindsNav")}>
          <h2>{t("kindsNav")}</h2>
          <ul className="panchang-cities">
            {(Object.keys(MUHURAT_SLUGS) as MuhuratSlugKind[])
              .filter((other) => other !== kind)
              .map((other) => (
                <li key={other}>
                  <Link to={to(muhuratPath(other, year, city.slug))}>{t(`kinds.${other}`)}</Link>
                </li>
              ))}
          </ul>
        </nav>
      </section>

      <CityForm id={FORM_ID} action={muhuratPath(kind, year)} legend={t("form.legend")} submit={t("form.submit")} />
    </div>
  );
}
