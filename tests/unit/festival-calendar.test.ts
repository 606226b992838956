import { describe, expect, it } from "vitest";

import { translator } from "~/locales/i18n";
import {
  CALENDAR_MONTHS,
  calendarMonth,
  currentIndiaMonth,
  festivalMonthSeo,
  formatFestivalDate,
  formatFestivalDates,
  monthStrip,
  neighbourMonth,
  nextMonth,
  parseMonthParam,
  previousMonth,
} from "~/seo/festival-calendar";

const t = translator("en");

describe("festival calendar months", () => {
  it("has twelve months addressed by their lowercase English names", () => {
    expect(CALENDAR_MONTHS.map((m) => m.slug)).toEqual([
      "january",
      "february",
      "march",
      "april",
      "may",
      "june",
      "july",
      "august",
      "september",
      "october",
      "november",
      "december",
    ]);
    expect(calendarMonth(2)).toEqual({ index: 2, name: "March", slug: "march", path: "/festival/march" });
  });

  it("the arrows cross the new year into the neighbouring year's calendar, and wrap round the year without one", () => {
    const years = [2025, 2026, 2027];
    expect(neighbourMonth(2026, 11, 1, years)).toEqual({ year: 2027, month: calendarMonth(0) });
    expect(neighbourMonth(2026, 0, -1, years)).toEqual({ year: 2025, month: calendarMonth(11) });
    expect(neighbourMonth(2026, 5, 1, years)).toEqual({ year: 2026, month: calendarMonth(6) });
    expect(neighbourMonth(2027, 11, 1, years)).toEqual({ year: 2027, month: calendarMonth(0) });
    expect(neighbourMonth(2025, 0, -1, years)).toEqual({ year: 2025, month: calendarMonth(11) });
  });

  it("the month strip reaches the neighbouring years that have a calendar", () => {
    const label = (m: { year: number; month: { slug: string } }) => `${m.month.slug} ${m.year}`;
    const strip = monthStrip(2026, [2025, 2026, 2027]).map(label);
    expect(strip).toHaveLength(14);
    expect(strip[0]).toBe("december 2025");
    expect(strip[1]).toBe("january 2026");
    expect(strip.at(-1)).toBe("january 2027");
    expect(monthStrip(2027, [2025, 2026, 2027]).map(label).slice(-2)).toEqual(["november 2027", "december 2027"]);
  });

  it("previous of January is December and next of December is January", () => {
    expect(previousMonth(0).slug).toBe("december");
    expect(nextMonth(11).slug).toBe("january");
    expect(previousMonth(5).slug).toBe("may");
    expect(nextMonth(5).slug).toBe("july");
  });
});

describe("the month in the address", () => {
  it("shows a month written as its lowercase name", () => {
    expect(parseMonthParam("march")).toEqual({ kind: "show", month: calendarMonth(2) });
  });

  it("sends a month number 1 to 12 to the month's name", () => {
    expect(parseMonthParam("3")).toEqual({ kind: "redirect", month: calendarMonth(2) });
    expect(parseMonthParam("03")).toEqual({ kind: "redirect", month: calendarMonth(2) });
    expect(parseMonthParam("1")).toEqual({ kind: "redirect", month: calendarMonth(0) });
    expect(parseMonthParam("12")).toEqual({ kind: "redirect", month: calendarMonth(11) });
  });

  it("sends a capitalised name to the lowercase address", () => {
    expect(parseMonthParam("March")).toEqual({ kind: "redirect", month: calendarMonth(2) });
    expect(parseMonthParam("DECEMBER")).toEqual({ kind: "redirect", month: calendarMonth(11) });
  });

  it("treats anything else as unknown", () => {
    for (const value of ["0", "13", "99", "-1", "mar", "smarch", "", undefined, "1.5", "march2"]) {
      expect(parseMonthParam(value), String(value)).toEqual({ kind: "unknown" });
    }
  });
});

describe("the current month", () => {
  it("follows India's calendar, which turns the month at 18:30 UTC", () => {
    expect(currentIndiaMonth(new Date("2026-03-31T18:29:59Z")).slug).toBe("march");
    expect(currentIndiaMonth(new Date("2026-03-31T18:30:00Z")).slug).toBe("april");
    expect(currentIndiaMonth(new Date("2025-12-31T20:00:00Z")).slug).toBe("january");
  });
});

describe("festival dates on the cards", () => {
  it("show the day, month, year and weekday", () => {
    expect(formatFestivalDate("2025-03-14")).toBe("14 March 2025 (Friday)");
    expect(formatFestivalDate("2025-01-06")).toBe("6 January 2025 (Monday)");
    expect(formatFestivalDate("2025-12-25")).toBe("25 December 2025 (Thursday)");
  });

  it("show the first and last day of a festival that runs several days", () => {
    expect(formatFestivalDates("2025-09-22", "2025-10-01")).toBe("22 September 2025 (Monday) to 1 October 2025 (Wednesday)");
    expect(formatFestivalDates("2025-03-14")).toBe("14 March 2025 (Friday)");
    expect(formatFestivalDates("2025-03-14", "2025-03-14")).toBe("14 March 2025 (Friday)");
  });
});

describe("month page title and description", () => {
  it("name the month and the year 2025", () => {
    const seo = festivalMonthSeo(t, calendarMonth(2), 2025, ["Holi", "Ugadi"]);
    expect(seo.title).toBe("March 2025 Festival Calendar: Indian Festivals and Dates");
    expect(seo.description).toBe("Festival calendar for March 2025: dates and details of Holi and Ugadi.");
  });

  it("name at most four festivals in the description", () => {
    const seo = festivalMonthSeo(t, calendarMonth(9), 2025, ["A", "B", "C", "D", "E"]);
    expect(seo.description).toBe("Festival calendar for October 2025: dates and details of A, B, C, D and more Indian festivals.");
  });

  it("differ from month to month", () => {
    const titles = new Set(CALENDAR_MONTHS.map((m) => festivalMonthSeo(t, m, 2025, []).title));
    expect(titles.size).toBe(12);
  });
});
