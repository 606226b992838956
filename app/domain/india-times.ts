// India's times written out for the almanac and account pages: a time with its day when that is
// another, a span's two ends, an instant with its zone, an instant in UTC. Kept apart from
// ./india-date, which every hydrating page's scripts carry, so that the form pages do not load
// what only the reading pages (which send no script), the chart and the lists use.
import { IST_OFFSET_MS, MINUTE_MS } from "~/clock/india-clock";

import { HINDI_MONTHS, indiaClock, instant, monthName, twoDigits } from "./india-date";
import type { Language } from "./language";

const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * An instant as India's wall-clock time with the zone named, e.g. '22 Nov 2026, 4:37 pm IST'
 * ('22 नवंबर 2026, 16:37 (भारतीय मानक समय)'), or '—'. Written out by hand so the server and every
 * browser print the same words.
 */
export function formatIndiaDateTime(value: Date | string | null | undefined, language: Language = "en"): string {
  const date = instant(value);
  if (!date) return "—";
  const india = new Date(date.getTime() + IST_OFFSET_MS);
  const month = language === "hi" ? HINDI_MONTHS[india.getUTCMonth()] : SHORT_MONTHS[india.getUTCMonth()];
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

/** An instant rounded to India's minute, on India's clock. */
const indiaMinute = (ms: number) => new Date(Math.round(ms / MINUTE_MS) * MINUTE_MS + IST_OFFSET_MS);

/** The day and month of a Date already shifted to India's time: '26 Nov', '26 नवंबर'. */
function dayAndMonth(india: Date, language: Language): string {
  return `${india.getUTCDate()} ${(language === "hi" ? HINDI_MONTHS : SHORT_MONTHS)[india.getUTCMonth()]}`;
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
