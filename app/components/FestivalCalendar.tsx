import { Link } from "@remix-run/react";

import type { Festival } from "~/domain/festival";
import {
  calendarMonth,
  type DatedMonth,
  festivalAnchor,
  festivalIcsPath,
  festivalMonthPath,
  formatFestivalDates,
  monthStrip,
  neighbourMonth,
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
 * next arrows (into the neighbouring year where it has a calendar, else round the year), the
 * twelve months, and the month's festivals; then the other years and the month as a calendar file.
 */
export function FestivalCalendar({ monthIndex, year, festivals, currentYear, otherYears }: Props) {
  const month = calendarMonth(monthIndex);
  const years = [currentYear, ...otherYears, year];
  const previous = neighbourMonth(year, monthIndex, -1, years);
  const next = neighbourMonth(year, monthIndex, 1, years);
  const path = ({ year: y, month: m }: DatedMonth) => festivalMonthPath(y, m.index, y !== currentYear);
  // A month of another year says which.
  const name = ({ year: y, month: m }: DatedMonth) => (y === year ? m.name : `${m.name} ${y}`);
  return (
    <div className="container section festival-page">
      <p className="eyebrow">Festival calendar {year}</p>
      <div className="month-switch">
        <Link className="month-arrow" to={path(previous)} rel="prev" prefetch="intent">
          <span aria-hidden="true">←</span> <span className="visually-hidden">Previous month: </span>
          {name(previous)}
        </Link>
        <h1>
          {month.name} {year}
        </h1>
        <Link className="month-arrow month-arrow-next" to={path(next)} rel="next" prefetch="intent">
          <span className="visually-hidden">Next month: </span>
          {name(next)} <span aria-hidden="true">→</span>
        </Link>
      </div>

      <nav aria-label={`Months of ${year}`}>
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
