import { Link } from "@remix-run/react";

import { useLanguage, useLocalePath } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import { cityDayPath } from "~/domain/city-day";
import { hinduCalendarPath } from "~/domain/hindu-month-paths";
import { formatIndiaDay, monthName } from "~/domain/india-date";
import { formatIndiaClock } from "~/domain/india-times";
import type { Bhadra, Span } from "~/jyotish";
import { KARANAS, LUNAR_MONTHS, RASHIS, RITUS, VARAS, YOGAS } from "~/jyotish/zodiac";
import { type Translate, translator } from "~/locales/i18n";
import { nakshatraWords, spanWords, tithiWords } from "~/words/sky-words";

import type { CityDayPage } from "./city-day-loaders.server";
import { CityDayForm } from "./CityDayForm";
import { EclipseLines } from "./EclipseLines";
import { RightNow } from "./RightNow";

function monthWords(t: Translate, index: number, adhik: boolean): string {
  const month = t(`panchang:month.${LUNAR_MONTHS[index]}`);
  return adhik ? t("panchang:adhik", { month }) : month;
}

const FORM_ID = "panchang-form";

/** The daily panchang of a city: the sky's day, its divisions, its times, and a form for another. */
export function PanchangDay({
  city,
  names,
  panchang: day,
  today,
  previousDate,
  nextDate,
  advice,
  eclipses = [],
  transits = [],
}: Omit<Extract<CityDayPage, { kind: "panchang" }>, "kind">) {
  const { t } = useTranslation(["panchang", "common"]);
  const language = useLanguage();
  const to = useLocalePath();
  // The domain's wording functions take the page's translating function.
  const words = translator(language);
  const date = day.date;
  const clock = (ms: number | null) => (ms === null ? t("labels.none") : formatIndiaClock(ms, language, date));
  const until = (name: string, ms: number) => t("until", { name, time: clock(ms) });
  const then = (name: string, ms: number) => t("then", { name, time: clock(ms) });
  // Spans of the day, one a line; a span off the day shows its date.
  const spans = <S extends Span>(list: S[], describe = (span: S) => spanWords(words, span, language, date)) =>
    list.length === 0
      ? t("labels.none")
      : list.map((span, i) => (
          <span key={span.start}>
            {i ? <br /> : null}
            {describe(span)}
          </span>
        ));
  // Bhadra with where it dwells, and where it moves when the Moon changes sign during it.
  const bhadra = (span: Bhadra) => {
    const values = { span: spanWords(words, span, language, date), loka: t(`bhadraLoka.${span.loka}`) };
    if (!span.then) return t("bhadraWhere", values);
    return t("bhadraWhereThen", { ...values, time: clock(span.then.at), next: t(`bhadraLoka.${span.then.loka}`) });
  };
  const [tithi, nextTithi] = day.tithis;
  const [nakshatra, nextNakshatra] = day.nakshatras;
  const [yoga, nextYoga] = day.yogas;

  return (
    <div className="container panchang-page">
      <p className="eyebrow">{t("eyebrow")}</p>
      <h1>{t("heading", { city: names.city, date: formatIndiaDay(date, language) })}</h1>
      <p className="panchang-intro">
        {t("intro", { city: names.city, state: names.state, latitude: city.latitude.toFixed(2), longitude: city.longitude.toFixed(2) })}{" "}
        <a href={`#${FORM_ID}`}>{t("form.legend")}</a>
      </p>
      <nav className="panchang-days" aria-label={t("days")}>
        {previousDate ? (
          <Link to={to(cityDayPath("panchang", city.slug, previousDate))} rel="prev">
            ← {t("previousDay")}
          </Link>
        ) : null}
        {date !== today ? <Link to={to(cityDayPath("panchang", city.slug))}>{t("today")}</Link> : null}
        {nextDate ? (
          <Link to={to(cityDayPath("panchang", city.slug, nextDate))} rel="next">
            {t("nextDay")} →
          </Link>
        ) : null}
      </nav>

      <EclipseLines lines={[...eclipses, ...transits]} />
      {advice ? <RightNow advice={advice} date={date} /> : null}
      <nav className="panchang-days" aria-label={words("dayPeriods:related", { city: names.city })}>
        {(["choghadiya", "hora"] as const).map((page) => (
          <Link key={page} to={to(cityDayPath(page, city.slug, date === today ? undefined : date))}>
            {words(`dayPeriods:links.${page}`)}
          </Link>
        ))}
      </nav>

      <section aria-labelledby="panchang-core">
        <h2 id="panchang-core">{t("sections.panchang")}</h2>
        <dl className="panchang-list">
          <dt>{t("labels.vara")}</dt>
          <dd>{t(`vara.${VARAS[day.vara]}`)}</dd>
          <dt>{t("labels.tithi")}</dt>
          <dd>
            {until(tithiWords(words, tithi.index), tithi.end)}
            <br />
            <span className="panchang-then">{then(tithiWords(words, nextTithi.index), nextTithi.end)}</span>
          </dd>
          <dt>{t("labels.nakshatra")}</dt>
          <dd>
            {until(t("withPada", { name: nakshatraWords(words, nakshatra.index), pada: nakshatra.pada }), nakshatra.end)}
            <br />
            <span className="panchang-then">{then(nakshatraWords(words, nextNakshatra.index), nextNakshatra.end)}</span>
          </dd>
          <dt>{t("labels.yoga")}</dt>
          <dd>
            {until(t(`yoga.${YOGAS[yoga.index]}`), yoga.end)}
            <br />
            <span className="panchang-then">{then(t(`yoga.${YOGAS[nextYoga.index]}`), nextYoga.end)}</span>
          </dd>
          <dt>{t("labels.karana")}</dt>
          <dd>
            {day.karanas.map((karana, i) => (
              <span key={karana.end} className={i ? "panchang-then" : undefined}>
                {i ? <br /> : null}
                {(i ? then : until)(t(`karana.${KARANAS[karana.index]}`), karana.end)}
              </span>
            ))}
          </dd>
        </dl>
      </section>

      <section aria-labelledby="panchang-sun">
        <h2 id="panchang-sun">{t("sections.sun")}</h2>
        <dl className="panchang-list">
          <dt>{t("labels.sunrise")}</dt>
          <dd>{clock(day.sunrise)}</dd>
          <dt>{t("labels.sunset")}</dt>
          <dd>{clock(day.sunset)}</dd>
          <dt>{t("labels.moonrise")}</dt>
          <dd>{clock(day.moonrise)}</dd>
          <dt>{t("labels.moonset")}</dt>
          <dd>{clock(day.moonset)}</dd>
        </dl>
      </section>

      <section aria-labelledby="panchang-auspicious">
        <h2 id="panchang-auspicious">{t("sections.auspicious")}</h2>
        <dl className="panchang-list">
          <dt>{t("labels.brahmaMuhurta")}</dt>
          <dd>{spanWords(words, day.brahmaMuhurta, language, date)}</dd>
          <dt>{t("labels.abhijit")}</dt>
          <dd>{day.abhijit ? spanWords(words, day.abhijit, language, date) : t("labels.none")}</dd>
          <dt>{t("labels.amritKalam")}</dt>
          <dd>{spans(day.amritKalam)}</dd>
        </dl>
      </section>

      <section aria-labelledby="panchang-inauspicious">
        <h2 id="panchang-inauspicious">{t("sections.inauspicious")}</h2>
        <dl className="panchang-list">
          <dt>{t("labels.rahuKaal")}</dt>
          <dd>{spanWords(words, day.rahuKaal, language, date)}</dd>
          <dt>{t("labels.yamaganda")}</dt>
          <dd>{spanWords(words, day.yamaganda, language, date)}</dd>
          <dt>{t("labels.gulikaKaal")}</dt>
          <dd>{spanWords(words, day.gulikaKaal, language, date)}</dd>
          <dt>{t("labels.durMuhurtam")}</dt>
          <dd>{spans(day.durMuhurtam)}</dd>
          <dt>{t("labels.varjyam")}</dt>
          <dd>{spans(day.varjyam)}</dd>
          <dt>{t("labels.bhadra")}</dt>
          <dd>{spans(day.bhadra, bhadra)}</dd>
          <dt>{t("labels.panchak")}</dt>
          <dd>{spans(day.panchak ? [day.panchak] : [])}</dd>
        </dl>
      </section>

      <section aria-labelledby="panchang-month">
        <h2 id="panchang-month">{t("sections.month")}</h2>
        <dl className="panchang-list">
          <dt>{t("labels.amanta")}</dt>
          <dd>{monthWords(words, day.month.amanta, day.month.adhik)}</dd>
          <dt>{t("labels.purnimanta")}</dt>
          <dd>{monthWords(words, day.month.purnimanta, day.month.adhik)}</dd>
          <dt>{t("labels.vikram")}</dt>
          <dd>{day.samvat.vikram}</dd>
          <dt>{t("labels.shaka")}</dt>
          <dd>{day.samvat.shaka}</dd>
          <dt>{t("labels.ritu")}</dt>
          <dd>{t(`ritu.${RITUS[day.ritu]}`)}</dd>
          <dt>{t("labels.ayana")}</dt>
          <dd>{t(`ayana.${day.ayana}`)}</dd>
          <dt>{t("labels.sunSign")}</dt>
          <dd>{t(`rashi.${RASHIS[day.sunSign]}`)}</dd>
          <dt>{t("labels.moonSign")}</dt>
          <dd>
            {day.moonSignChange
              ? t("moonSignChange", {
                  sign: t(`rashi.${RASHIS[day.moonSign]}`),
                  time: clock(day.moonSignChange.at),
                  next: t(`rashi.${RASHIS[day.moonSignChange.sign]}`),
                })
              : t(`rashi.${RASHIS[day.moonSign]}`)}
          </dd>
        </dl>
        <p>
          <Link to={to(hinduCalendarPath(city.slug, Number(date.slice(0, 4)), Number(date.slice(5, 7))))}>
            {t("monthCalendar", { month: monthName(Number(date.slice(5, 7)), language), year: date.slice(0, 4), city: names.city })}
          </Link>
        </p>
      </section>

      <CityDayForm id="panchang" action="/panchang" city={city} names={names} date={date} submit={t("form.submit")} />
      <p className="panchang-note">{t("note")}</p>
    </div>
  );
}
