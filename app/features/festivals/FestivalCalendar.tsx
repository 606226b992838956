import { Link } from "@remix-run/react";

import { useLanguage, useLocalePath } from "~/components/language";
import { useTranslation } from "~/components/use-translation";
import type { FestivalCard, FestivalText } from "~/domain/festival";
import type { EclipseLine } from "~/domain/grahan";
import { type Language, LANGUAGE_TAGS } from "~/domain/language";
import {
  calendarMonth,
  calendarMonthName,
  type DatedMonth,
  festivalAnchor,
  festivalIcsPath,
  festivalMonthPath,
  formatFestivalDates,
  monthStrip,
  neighbourMonth,
} from "~/seo/festival-calendar";

type Props = {
  monthIndex: number;
  year: number;
  festivals: FestivalCard[];
  /** India's current year, whose months keep the spec's undated addresses */
  currentYear: number;
  /** the other years that have a calendar */
  otherYears: number[];
  /** the year's calendar is computed from the panchang, not written by an administrator */
  computed?: boolean;
  /** the month's eclipses as New Delhi sees them, in words, by date */
  eclipses?: (EclipseLine & { date: string })[];
};

/**
 * The festival calendar page (spec §2 "Festival calendar"): the month with previous and
 * next arrows (into the neighbouring year where it has a calendar, else round the year), the
 * twelve months, and the month's festivals; then the other years and the month as a calendar file.
 */
/**
 * The `lang` of a card's words on a page in `language`: English words (where no Hindi was given)
 * say so on a Hindi page.
 */
function langOf(festival: FestivalCard, text: FestivalText, language: Language): string | undefined {
  if (language === "en") return undefined;
  return festival.english?.includes(text) ? LANGUAGE_TAGS.en : undefined;
}

export function FestivalCalendar({ monthIndex, year, festivals, currentYear, otherYears, computed = false, eclipses = [] }: Props) {
  const { t } = useTranslation(["festival", "grahan"]);
  const language = useLanguage();
  const to = useLocalePath();
  const month = calendarMonth(monthIndex);
  const monthName = calendarMonthName(month, language);
  const years = [currentYear, ...otherYears, year];
  const previous = neighbourMonth(year, monthIndex, -1, years);
  const next = neighbourMonth(year, monthIndex, 1, years);
  const path = ({ year: y, month: m }: DatedMonth) => to(festivalMonthPath(y, m.index, y !== currentYear));
  // A month of another year says which.
  const name = ({ year: y, month: m }: DatedMonth) => {
    const named = calendarMonthName(m, language);
    return y === year ? named : `${named} ${y}`;
  };
  return (
    <div className="container section festival-page">
      <p className="eyebrow">{t("eyebrow", { year })}</p>
      <div className="month-switch">
        <Link className="month-arrow" to={path(previous)} rel="prev" prefetch="intent">
          <span aria-hidden="true">←</span> <span className="visually-hidden">{t("previousMonth")} </span>
          {name(previous)}
        </Link>
        <h1>
          {monthName} {year}
        </h1>
        <Link className="month-arrow month-arrow-next" to={path(next)} rel="next" prefetch="intent">
          <span className="visually-hidden">{t("nextMonth")} </span>
          {name(next)} <span aria-hidden="true">→</span>
        </Link>
      </div>

      <nav aria-label={t("monthsOf", { year })}>
        <ol className="month-strip">
          {monthStrip(year, years).map((m) => {
            const current = m.year === year && m.month.index === month.index;
            return (
              <li key={`${m.year}-${m.month.slug}`}>
                <Link to={path(m)} className={current ? "chip chip-active" : "chip"} aria-current={current ? "page" : undefined}>
                  {name(m)}
                </Link>
              </li>
            );
          })}
        </ol>
      </nav>

      {computed ? <p className="notice festival-computed">{t("computedNote")}</p> : null}

      {eclipses.length ? (
        <section aria-labelledby="festival-grahan">
          <h2 id="festival-grahan">{t("grahan:monthHeading")}</h2>
          <ul className="grahan-lines">
            {eclipses.map((line) => (
              <li key={`${line.date}-${line.path}`}>
                <time dateTime={line.date}>{formatFestivalDates(line.date, null, language)}</time>:{" "}
                <Link to={to(line.path)}>{line.words}</Link>
              </li>
            ))}
          </ul>
          <p className="festival-note">{t("grahan:monthNote")}</p>
        </section>
      ) : null}

      {festivals.length === 0 ? (
        <p className="notice">{t("none", { month: monthName, year })}</p>
      ) : (
        <>
          <ul className="festival-grid" aria-label={t("listLabel", { month: monthName, year })}>
            {festivals.map((festival) => (
              <li key={festival.id} id={festivalAnchor(festival)} className="festival-card">
                <div className="festival-art">
                  <img src={festival.image} alt="" width={320} height={200} loading="lazy" decoding="async" />
                </div>
                <div className="festival-body">
                  <h2 className="festival-name" lang={langOf(festival, "name", language)}>
                    {festival.name}
                  </h2>
                  <p className="festival-date">
                    <time dateTime={festival.date}>{formatFestivalDates(festival.date, festival.endDate, language)}</time>
                  </p>
                  {festival.regions ? (
                    <p className="festival-regions" lang={langOf(festival, "regions", language)}>
                      {festival.regions}
                    </p>
                  ) : null}
                  <p lang={langOf(festival, "description", language)}>{festival.description}</p>
                  {festival.dateNote ? (
                    <p className="festival-note">
                      <strong>{t("dateNote")}</strong> <span lang={langOf(festival, "dateNote", language)}>{festival.dateNote}</span>
                    </p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          <p className="festival-download">
            {/* A file, not a page, in the page's language: the browser downloads it (no client-side navigation). */}
            <a href={to(festivalIcsPath(year, monthIndex))}>{t("download", { month: monthName, year })}</a>
          </p>
        </>
      )}

      {otherYears.length > 0 ? (
        <nav className="year-switch" aria-label={t("otherYears")}>
          <p>
            {t("inOtherYears", { month: monthName })}{" "}
            {otherYears.map((other, index) => (
              <span key={other}>
                {index > 0 ? " · " : null}
                <Link to={to(festivalMonthPath(other, monthIndex, other !== currentYear))}>{other}</Link>
              </span>
            ))}
          </p>
        </nav>
      ) : null}
    </div>
  );
}
