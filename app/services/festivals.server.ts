import type { FestivalCard } from "~/components/FestivalCalendar";
import type { Festival } from "~/content/festivals/2025";
import type { CalendarMonth } from "~/domain/festival-calendar";

/** What a month of the festival calendar shows: its index, the calendar's year and its cards. */
export async function festivalMonth(month: CalendarMonth) {
  // Imported here so the year's festival list stays out of the browser bundle.
  const { FESTIVAL_YEAR, festivalsInMonth } = await import("~/content/festivals/2025");
  return { monthIndex: month.index, year: FESTIVAL_YEAR, festivals: festivalCards(festivalsInMonth(month.index)) };
}

/** Only the fields the cards show. */
function festivalCards(festivals: Festival[]): FestivalCard[] {
  return festivals.map(({ name, date, endDate, description, regions, image, dateNote }) => ({
    name,
    date,
    description,
    image,
    ...(endDate ? { endDate } : {}),
    ...(regions ? { regions } : {}),
    ...(dateNote ? { dateNote } : {}),
  }));
}
