// India's dates and times written for people to read, in English and in Hindi. The calendar's
// arithmetic (India's today, adding days, a valid 'YYYY-MM-DD') is ~/clock/india-clock's.
import { indiaToday, isIsoDate, IST_OFFSET_MS, MINUTE_MS } from "~/clock/india-clock";

import type { Language } from "./language";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

// Hindi sites write the months' names in full and Western digits ("24 नवंबर 2026").
const HINDI_MONTHS = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"];

/** An instant from a Date or an ISO string; a 'YYYY-MM-DD' day stands for its start in UTC. */
function instant(value: Date | string | null | undefined): Date | null {
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

const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n));

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
 * An instant as India's wall-clock time with the zone named, e.g. '22 Nov 2026, 4:37 pm IST'
 * ('22 नवंबर 2026, 16:37 (भारतीय मानक समय)'), or '—'. Written out by hand so the server and every
 * browser print the same words.
 */
export function formatIndiaDateTime(value: Date | string | null | undefined, language: Language = "en"): string {
  const date = instant(value);
  if (!date) return "—";
  const india = new Date(date.getTime() + IST_OFFSET_MS);
  const month = language === "hi" ? HINDI_MONTHS[india.getUTCMonth()] : MONTHS[india.getUTCMonth()];
  const day = `${india.getUTCDate()} ${month} ${india.getUTCFullYear()}`;
  if (language === "hi") return `${day}, ${indiaClock(india, language)} (${HINDI_IST})`;
  return `${day}, ${indiaClock(india, language)} IST`;
}

// Hindi names a zone after the clock, in brackets, in its own words (docs/hindi-style.md).
const HINDI_IST = "भारतीय मानक समय";
const HINDI_UTC = "यूटीसी";

/**
 * An instant in UTC, to the second: '15 August 1990, 03:30 UTC' ('15 अगस्त 1990, 03:30 (यूटीसी)'),
 * the seconds written only when there are some (a local mean time's offset has them), or '—'.
 */
export function formatUtcInstant(ms: number, language: Language = "en"): string {
  if (!Number.isFinite(ms)) return "—";
  const utc = new Date(Math.round(ms / 1000) * 1000);
  const seconds = utc.getUTCSeconds();
  const clock = `${twoDigits(utc.getUTCHours())}:${twoDigits(utc.getUTCMinutes())}${seconds ? `:${twoDigits(seconds)}` : ""}`;
  const day = `${utc.getUTCDate()} ${monthName(utc.getUTCMonth() + 1, language)} ${utc.getUTCFullYear()}`;
  return language === "hi" ? `${day}, ${clock} (${HINDI_UTC})` : `${day}, ${clock} UTC`;
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
function indiaClock(india: Date, language: Language = "en"): string {
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

/** An instant rounded to India's minute, on India's clock. */
const indiaMinute = (ms: number) => new Date(Math.round(ms / MINUTE_MS) * MINUTE_MS + IST_OFFSET_MS);

/** The day and month of a Date already shifted to India's time: '26 Nov', '26 नवंबर'. */
function dayAndMonth(india: Date, language: Language): string {
  return `${india.getUTCDate()} ${(language === "hi" ? HINDI_MONTHS : MONTHS)[india.getUTCMonth()]}`;
}

/**
 * An instant as India's clock ('6:51 am'; '06:51' in Hindi), rounded to the minute, with the day
 * added when it is not on the India date `onDate`: after the clock in English ('1:15 pm, 26 Nov'),
 * before it in Hindi, as a Hindi date and time are written ('26 नवंबर, 13:15').
 */
export function formatIndiaClock(ms: number, language: Language, onDate: string): string {
  const india = indiaMinute(ms);
  const clock = indiaClock(india, language);
  if (india.toISOString().slice(0, 10) === onDate) return clock;
  return language === "hi" ? `${dayAndMonth(india, language)}, ${clock}` : `${clock}, ${dayAndMonth(india, language)}`;
}

/**
 * The two ends of a span of India's clock, for the edition's "{{start}} to {{end}}": each bare on
 * the India date `onDate`; a span wholly on another day names that day once, at its end in English
 * ('1:50 am' to '3:31 am, 28 Nov') and at its start in Hindi ('28 नवंबर, 01:50' से '03:31' तक);
 * a span across midnight names the day of each end that is not `onDate`.
 */
export function indiaSpanClocks(start: number, end: number, language: Language, onDate: string): { start: string; end: string } {
  const startDay = indiaMinute(start).toISOString().slice(0, 10);
  const endDay = indiaMinute(end).toISOString().slice(0, 10);
  if (startDay !== endDay || startDay === onDate) {
    return { start: formatIndiaClock(start, language, onDate), end: formatIndiaClock(end, language, onDate) };
  }
  if (language === "hi") return { start: formatIndiaClock(start, language, onDate), end: formatIndiaClock(end, language, endDay) };
  return { start: formatIndiaClock(start, language, startDay), end: formatIndiaClock(end, language, onDate) };
}
