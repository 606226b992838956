import { Link } from "@remix-run/react";

import type { Festival } from "~/domain/festival";
import {
  CALENDAR_MONTHS,
  calendarMonth,
  festivalAnchor,
  festivalIcsPath,
  festivalMonthPath,
  formatFestivalDates,
  nextMonth,
  previousMonth,
} from "~/domain/festival-calendar";

export type FestivalCard = Pick<Festival, "name" | "date" | "description" | "image"> & {
  id: number;
  endDate?: string;
  regions?: string;
  dateNote?: string;
};

type Props = {
  monthIndex: number;
  year: number;
  festivals: FestivalCard[];
  /** India's current year, whose months keep the spec's undated addresses */
  currentYear: number;
  /** the other years that have a calendar */
  otherYears: number[];
};

/**
 * The festival calendar page (spec §2 "Festival calendar"): the month with previous and
 * next arrows that wrap round the year, the twelve months, and the month's festivals; then the
 * other years and the month as a calendar file.
 */
export function FestivalCalendar({ monthIndex, year, festivals, currentYear, otherYears }: Props) {
  const month = calendarMonth(monthIndex);
  const previous = previousMonth(monthIndex);
  const next = nextMonth(monthIndex);
  const path = (index: number) => festivalMonthPath(year, index, year !== currentYear);
  return (
    <div className="container section festival-page">
      <p className="eyebrow">Festival calendar {year}</p>
      <div className="month-switch">
        <Link className="month-arrow" to={path(previous.index)} rel="prev" prefetch="intent">
          <span aria-hidden="true">←</span> <span className="visually-hidden">Previous month: </span>
          {previous.name}
        </Link>
        <h1>
          {month.name} {year}
        </h1>
        <Link className="month-arrow month-arrow-next" to={path(next.index)} rel="next" prefetch="intent">
          <span className="visually-hidden">Next month: </span>
          {next.name} <span aria-hidden="true">→</span>
        </Link>
      </div>

      <nav aria-label={`Months of ${year}`}>
        <ol className="month-strip">
          {CALENDAR_MONTHS.map((m) => (
            <li key={m.slug}>
              <Link
                to={path(m.index)}
                className={m.index === month.index ? "chip chip-active" : "chip"}
                aria-current={m.index === month.index ? "page" : undefined}
              >
                {m.name}
              </Link>
            </li>
          ))}
        </ol>
      </nav>

      {festivals.length === 0 ? (
        <p className="notice">
          No festivals are listed for {month.name} {year}.
        </p>
      ) : (
        <>
          <ul className="festival-grid" aria-label={`Festivals in ${month.name} ${year}`}>
            {festivals.map((festival) => (
              <li key={festival.id} id={festivalAnchor(festival)} className="festival-card">
                <div className="festival-art">
                  <img src={festival.image} alt="" width={320} height={200} loading="lazy" decoding="async" />
                </div>
                <div className="festival-body">
                  <h2 className="festival-name">{festival.name}</h2>
                  <p className="festival-date">
                    <time dateTime={festival.date}>{formatFestivalDates(festival.date, festival.endDate)}</time>
                  </p>
                  {festival.regions ? <p className="festival-regions">{festival.regions}</p> : null}
                  <p>{festival.description}</p>
                  {festival.dateNote ? (
                    <p className="festival-note">
                      <strong>Date note:</strong> {festival.dateNote}
                    </p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          <p className="festival-download">
            {/* A file, not a page: the browser downloads it (no client-side navigation). */}
            <a href={festivalIcsPath(year, monthIndex)}>
              Add {month.name} {year}&apos;s festivals to your calendar (.ics)
            </a>
          </p>
        </>
      )}

      {otherYears.length > 0 ? (
        <nav className="year-switch" aria-label="Other years">
          <p>
            {month.name} in other years:{" "}
            {otherYears.map((other, index) => (
              <span key={other}>
                {index > 0 ? " · " : null}
                <Link to={festivalMonthPath(other, monthIndex, other !== currentYear)}>{other}</Link>
              </span>
            ))}
          </p>
        </nav>
      ) : null}
    </div>
  );
}
