import type { MetaDescriptor } from "@remix-run/react";

import { indiaToday } from "~/clock/india-clock";
import type { FestivalText } from "~/domain/festival";
import { MONTH_NAMES, monthName } from "~/domain/india-date";
import { type Language, LANGUAGE_TAGS, pathInLanguage } from "~/domain/language";
import type { Words } from "~/domain/words";

import { absoluteUrl, type SiteInfo } from "./meta-tags";
import { pageMeta } from "./page-meta";

// The festival calendar (spec §2 "Festival calendar", §4 "Festival"): one page per month,
// addressed by the month's lowercase English name, previous/next wrapping round the year.

// Weekdays as a festival's date names them, Sunday first (Date's getUTCDay order).
const WEEKDAYS: Record<Language, readonly string[]> = {
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  hi: ["रविवार", "सोमवार", "मंगलवार", "बुधवार", "गुरुवार", "शुक्रवार", "शनिवार"],
};

/**
 * The year of a dated festival address: any year a calendar may be written for, and the years
 * before those that the calendar computed from the panchang covers (from 1950).
 */
export function parseFestivalYear(value: string | undefined): number | null {
  if (!value || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= 1950 && year <= 2999 ? year : null;
}

/** A month of the calendar, 0 = January. */
export type CalendarMonth = { index: number; name: string; slug: string; path: string };

export function calendarMonth(index: number): CalendarMonth {
  const wrapped = ((index % 12) + 12) % 12;
  const name = MONTH_NAMES[wrapped];
  const slug = name.toLowerCase();
  return { index: wrapped, name, slug, path: `/festival/${slug}` };
}

export const CALENDAR_MONTHS: CalendarMonth[] = MONTH_NAMES.map((_, index) => calendarMonth(index));

/** December's next is January and January's previous is December. */
export function previousMonth(index: number): CalendarMonth {
  return calendarMonth(index - 1);
}

export function nextMonth(index: number): CalendarMonth {
  return calendarMonth(index + 1);
}

/** A month of a given year's calendar. */
export type DatedMonth = { year: number; month: CalendarMonth };

/**
 * The month before or after (`step` -1 or 1): across the new year into the neighbouring year's
 * calendar when there is one (`years`: the years that have a calendar), else round the same
 * year, as the spec's arrows wrap.
 */
export function neighbourMonth(year: number, index: number, step: -1 | 1, years: readonly number[]): DatedMonth {
  const crosses = (step === 1 && index === 11) || (step === -1 && index === 0);
  const otherYear = year + step;
  return { year: crosses && years.includes(otherYear) ? otherYear : year, month: calendarMonth(index + step) };
}

/**
 * The month strip: the year's twelve months, led by the previous year's December and followed
 * by the next year's January where those years have a calendar.
 */
export function monthStrip(year: number, years: readonly number[]): DatedMonth[] {
  const months = CALENDAR_MONTHS.map((month) => ({ year, month }));
  const before = years.includes(year - 1) ? [{ year: year - 1, month: calendarMonth(11) }] : [];
  const after = years.includes(year + 1) ? [{ year: year + 1, month: calendarMonth(0) }] : [];
  return [...before, ...months, ...after];
}

/**
 * What a `/festival/{month}` address asks for:
 * - `show`: the month's own address (its lowercase name);
 * - `redirect`: a month written another way (1–12, 03, "March") that has a canonical address;
 * - `unknown`: anything else, which the page answers with the current month.
 */
export type MonthRequest = { kind: "show"; month: CalendarMonth } | { kind: "redirect"; month: CalendarMonth } | { kind: "unknown" };

export function parseMonthParam(param: string | undefined): MonthRequest {
  const value = (param ?? "").trim();
  if (/^\d{1,2}$/.test(value)) {
    const number = Number(value);
    return number >= 1 && number <= 12 ? { kind: "redirect", month: calendarMonth(number - 1) } : { kind: "unknown" };
  }
  const index = MONTH_NAMES.findIndex((name) => name.toLowerCase() === value.toLowerCase());
  if (index < 0) return { kind: "unknown" };
  const month = calendarMonth(index);
  return value === month.slug ? { kind: "show", month } : { kind: "redirect", month };
}

/** The month it is in India at `now` (the calendar shows it when no month is asked for). */
export function currentIndiaMonth(now: Date): CalendarMonth {
  return calendarMonth(Number(indiaToday(now).slice(5, 7)) - 1);
}

/** A month's name as the page shows it, in the page's language (its address keeps the English slug). */
export function calendarMonthName(month: CalendarMonth, language: Language = "en"): string {
  return monthName(month.index + 1, language);
}

/** A festival's day as the cards show it, e.g. '14 March 2025 (Friday)' ('14 मार्च 2025 (शुक्रवार)'). */
export function formatFestivalDate(isoDate: string, language: Language = "en"): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  const weekday = WEEKDAYS[language][new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${day} ${monthName(month, language)} ${year} (${weekday})`;
}

/**
 * A festival's dates: one day, or first and last day of a festival that runs several days
 * ('… to …'; in Hindi '… से … तक').
 */
export function formatFestivalDates(date: string, endDate?: string | null, language: Language = "en"): string {
  if (!endDate || endDate === date) return formatFestivalDate(date, language);
  const [first, last] = [formatFestivalDate(date, language), formatFestivalDate(endDate, language)];
  return language === "hi" ? `${first} से ${last} तक` : `${first} to ${last}`;
}

/**
 * A month's address: `/festival/{month}` in India's current year (the spec's address), and
 * `/festival/{year}/{month}` in every other year.
 */
export function festivalMonthPath(year: number, index: number, dated: boolean): string {
  const month = calendarMonth(index);
  return dated ? `/festival/${year}/${month.slug}` : month.path;
}

/** The month's festivals as a calendar file (.ics), always at the year's own address. */
export function festivalIcsPath(year: number, index: number): string {
  return `/festival/${year}/${calendarMonth(index).slug}/calendar.ics`;
}

/** The month page's title (after the brand) and meta description (spec: "set per month"). */
export function festivalMonthSeo(t: Words, month: CalendarMonth, year: number, festivalNames: string[], language: Language = "en") {
  const name = calendarMonthName(month, language);
  const title = t("festival:seo.title", { month: name, year });
  const named = festivalNames.slice(0, 4);
  const list =
    festivalNames.length > named.length
      ? t("festival:seo.andMore", { names: named.join(", ") })
      : named.length > 1
        ? t("festival:seo.and", { names: named.slice(0, -1).join(", "), last: named[named.length - 1] })
        : named.join("");
  const description =
    named.length > 0
      ? t("festival:seo.description", { month: name, year, list })
      : t("festival:seo.descriptionEmpty", { month: name, year });
  return { title, description };
}

/**
 * A month page's meta tags in the page's language: named after the month it shows (the spec's
 * "set per month"), with the month's own address as the canonical one, which /festival shares
 * for the current month. `keywords`: the route's list, "keywords" or "keywordsThisMonth".
 */
export function festivalMonthMeta(
  t: Words,
  site: SiteInfo,
  data: { monthIndex: number; year: number; currentYear: number; festivals: ReadonlyArray<FestivalEventFields> } | undefined,
  keywords: "keywords" | "keywordsThisMonth",
): MetaDescriptor[] {
  if (!data) return [{ title: t("festival:seo.fallbackTitle", { brand: site.brand }) }];
  const month = calendarMonth(data.monthIndex);
  const seo = festivalMonthSeo(
    t,
    month,
    data.year,
    // The festivals its editors wrote before the observances computed beside them.
    [...data.festivals.filter((f) => !f.observance), ...data.festivals.filter((f) => f.observance)].map((f) => f.name),
    site.language,
  );
  const path = festivalMonthPath(data.year, data.monthIndex, data.year !== data.currentYear);
  return pageMeta(site, {
    title: `${site.brand} - ${seo.title}`,
    description: seo.description,
    keywords: t(`festival:seo.${keywords}`, { month: calendarMonthName(month, site.language), year: data.year }),
    path,
    extra: data.festivals.length > 0 ? [{ "script:ld+json": festivalEvents(t, site, path, data.festivals) }] : [],
  });
}

type FestivalEventFields = {
  id: number;
  observance?: true;
  name: string;
  date: string;
  endDate?: string;
  description: string;
  image: string;
  regions?: string;
  /** its words shown in English on a Hindi page */
  english?: readonly FestivalText[];
};

/**
 * The month's festivals as schema.org Events in the page's language (a festival described only
 * in English says so): all-day dates, held in India, where the card says the festival matters.
 * Each names the month page (`pagePath`, its English path) in that language as its address.
 */
export function festivalEvents(t: Words, site: SiteInfo, pagePath: string, festivals: ReadonlyArray<FestivalEventFields>) {
  const page = absoluteUrl(site, pathInLanguage(pagePath, site.language));
  return {
    "@context": "https://schema.org",
    "@graph": festivals.map((festival) => ({
      "@type": "Event",
      name: festival.name,
      startDate: festival.date,
      endDate: festival.endDate ?? festival.date,
      description: festival.description,
      inLanguage: LANGUAGE_TAGS[festival.english?.includes("description") ? "en" : site.language],
      image: absoluteUrl(site, festival.image),
      url: `${page}#${festivalAnchor(festival)}`,
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        name: festival.regions ?? t("festival:india"),
        address: { "@type": "PostalAddress", addressCountry: "IN" },
      },
      organizer: { "@type": "Organization", name: site.brand, url: absoluteUrl(site, pathInLanguage("/", site.language)) },
    })),
  };
}

/**
 * A festival card's anchor on its month page, e.g. 'festival-42': its row's id, which stays when
 * an administrator renames or moves it, and is unique where two names in Devanagari would not be.
 */
export function festivalAnchor(festival: { id: number }): string {
  return `festival-${festival.id}`;
}
