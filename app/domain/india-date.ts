// India's dates written for people to read, in English and in Hindi, as forms and lists need them
// (every hydrating page's scripts carry this module). The calendar's arithmetic (India's today,
// adding days, a valid 'YYYY-MM-DD') is ~/clock/india-clock's; the almanac's times of day and
// spans are ./india-times'.
import { indiaToday, isIsoDate, IST_OFFSET_MS, MINUTE_MS } from "~/clock/india-clock";

import type { Language } from "./language";

// Hindi sites write the months' names in full and Western digits ("24 नवंबर 2026").
export const HINDI_MONTHS = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"];

/** An instant from a Date or an ISO string; a 'YYYY-MM-DD' day stands for its start in UTC. */
export function instant(value: Date | string | null | undefined): Date | null {
  if (!value) return null;
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The India day of an instant as 'dd/mm/yyyy' (admin lists show day/month/year), in Hindi with the
 * month in full as Hindi writes a date ('21 अप्रैल 1990'), or '—'.
 */
export function formatIndiaDate(value: Date | string | null | undefined, language: Language = "en"): string {
  const date = instant(value);
  if (!date) return "—";
  // From the shifted clock's fields (no ISO text to write and split: a list draws 50 of these).
  const india = new Date(date.getTime() + IST_OFFSET_MS);
  if (language === "hi") return `${india.getUTCDate()} ${HINDI_MONTHS[india.getUTCMonth()]} ${india.getUTCFullYear()}`;
  return `${twoDigits(india.getUTCDate())}/${twoDigits(india.getUTCMonth() + 1)}/${india.getUTCFullYear()}`;
}

export const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n));

/** The Gregorian months' English names, January first. */
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** A month's name (1 is January) in a language. */
export function monthName(month: number, language: Language = "en"): string {
  return (language === "hi" ? HINDI_MONTHS : MONTH_NAMES)[month - 1];
}

/** A 'YYYY-MM-DD' day of a year the reader knows, e.g. '5 August' ('5 अगस्त'). */
export function formatDayMonth(isoDate: string, language: Language = "en"): string {
  return `${Number(isoDate.slice(8, 10))} ${monthName(Number(isoDate.slice(5, 7)), language)}`;
}

/** A 'YYYY-MM-DD' day written out for a person to read, e.g. '5 August 2026' ('5 अगस्त 2026'), or '—'. */
export function formatIndiaDay(isoDate: string, language: Language = "en"): string {
  if (!isIsoDate(isoDate)) return "—";
  return `${formatDayMonth(isoDate, language)} ${isoDate.slice(0, 4)}`;
}

/**
 * The first whole minute of India's clock at or after an instant, e.g. '4:38 pm' for 4:37:20
 * ('16:38' in Hindi): a time a person may act from without being a few seconds early.
 */
export function indiaMinuteFrom(date: Date, language: Language = "en"): string {
  return indiaClock(new Date(Math.ceil(date.getTime() / MINUTE_MS) * MINUTE_MS + IST_OFFSET_MS), language);
}

/**
 * A Date already shifted to India's time, as '4:37 pm'; in Hindi the 24-hour clock with two-digit
 * hours ('16:37', '00:09'), as Hindi panchangs and timetables print it and the birth forms take it.
 */
export function indiaClock(india: Date, language: Language = "en"): string {
  const hours = india.getUTCHours();
  const minutes = twoDigits(india.getUTCMinutes());
  if (language === "hi") return `${twoDigits(hours)}:${minutes}`;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? "am" : "pm"}`;
}

/**
 * A date as typed: 'YYYY-MM-DD' (what date inputs send), the spec's 'YYYYMMDD' digits, or
 * India's day/month/year ('21/11/2025', for browsers without a date picker). 'YYYY-MM-DD' or null.
 */
export function parseFormDate(value: string): string | null {
  const text = value.trim();
  let iso: string | null = null;
  let m: RegExpExecArray | null;
  if ((m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)) || (m = /^(\d{4})(\d{2})(\d{2})$/.exec(text))) iso = `${m[1]}-${m[2]}-${m[3]}`;
  else if ((m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text))) iso = `${m[3]}-${m[2].padStart(2, "0")}-${m[1].padStart(2, "0")}`;
  return iso && isIsoDate(iso) ? iso : null;
}

/** Milliseconds from `now` until 1 January begins in India (18:30 UTC on 31 December). */
export function msUntilIndiaNewYear(now: Date): number {
  const year = Number(indiaToday(now).slice(0, 4));
  return Date.UTC(year + 1, 0, 1) - IST_OFFSET_MS - now.getTime();
}
