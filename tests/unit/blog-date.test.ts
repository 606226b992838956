import { describe, expect, it } from "vitest";

import { formatBlogDate } from "~/domain/blog";
import { en } from "~/locales/en";

const blogMessages = en.blog.messages;

/** The reference: the same date worded through a Date, which the formatter's arithmetic must match. */
function byDate(value: string): string {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(value);
  if (!match) return blogMessages.invalidDate;
  const [, y, m, d] = match;
  const date = new Date(`${y}-${m}-${d}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== `${y}-${m}-${d}`) return blogMessages.invalidDate;
  return `${date.getUTCDate()} ${date.toLocaleString("en-GB", { month: "long", timeZone: "UTC" })} ${y}`;
}

const two = (n: number) => String(n).padStart(2, "0");

describe("formatBlogDate", () => {
  it("words a schedule date as '21 November 2026', in both stored forms", () => {
    expect(formatBlogDate("2026-11-21", "en", blogMessages.invalidDate)).toBe("21 November 2026");
    expect(formatBlogDate(20260105, "en", blogMessages.invalidDate)).toBe("5 January 2026");
  });

  it("agrees with the calendar on every day, month and leap year from 1896 to 2104, and refuses what is no date", () => {
    for (const year of [1896, 1900, 1999, 2000, 2023, 2024, 2025, 2026, 2100, 2104]) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          const value = `${year}-${two(month)}-${two(day)}`;
          expect(formatBlogDate(value, "en", blogMessages.invalidDate), value).toBe(byDate(value));
        }
      }
    }
    for (const value of ["", "2026-1-5", "26-01-05", "2026/01/05", null, undefined])
      expect(formatBlogDate(value, "en", blogMessages.invalidDate)).toBe(blogMessages.invalidDate);
  });
});
