// The Hindu calendar's kit: a city's Gregorian month, day by day, with its vrats.
//   /hindu-calendar                       this month of New Delhi (or of the city the visitor
//                                         chose), or, with the form's `city`, that city's month,
//                                         or the cities a typed name may mean;
//   /hindu-calendar/<city>                the city's month of today;
//   /hindu-calendar/<city>/<year>/<month> the city's month (01–12), which never changes.
import { json, type LoaderFunctionArgs, redirect, type SerializeFrom } from "@remix-run/node";

import { indiaToday } from "~/clock/india-clock";
import { hinduCalendarPath, parseCalendarMonth } from "~/domain/hindu-month-paths";
import { NO_STORE, publicCache, untilIndiaMidnightCache } from "~/domain/http-cache";
import { type Language, languageOfRequest, pathInLanguage } from "~/domain/language";
import { PANCHANG_FIRST_YEAR, PANCHANG_LAST_YEAR, type PanchangCity } from "~/domain/panchang-cities";
import { chooseCity, cityChoiceAnswer } from "~/pages/city-choice.server";
import { answeringSkyBusy } from "~/pages/sky-busy.server";
import { festivalCalendarEvents } from "~/services/festivals.server";
import { eclipseLinesOfMonth } from "~/services/grahan.server";
import { cityNames, findPanchangCity } from "~/services/panchang.server";

import { hinduMonthOf } from "./hindu-calendar.server";

type YearMonth = { year: number; month: number };

function inRange({ year }: YearMonth): boolean {
  return year >= PANCHANG_FIRST_YEAR && year <= PANCHANG_LAST_YEAR;
}

function shifted({ year, month }: YearMonth, by: number): YearMonth | null {
  const index = year * 12 + (month - 1) + by;
  const next = { year: Math.floor(index / 12), month: (index % 12) + 1 };
  return inRange(next) ? next : null;
}

function thisMonth(now: Date): YearMonth {
  const today = indiaToday(now);
  return { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
}

/** The month's page: the city's days and vrats, the festival calendar's festivals of the month, and the months beside it. */
async function monthPage(city: PanchangCity, asked: YearMonth, now: Date, language: Language) {
  const [{ days, vrats, lunarMonths }, festivals, eclipses] = await Promise.all([
    hinduMonthOf(city, asked.year, asked.month),
    festivalCalendarEvents(asked.year, asked.month - 1, now, language),
    eclipseLinesOfMonth(city, asked.year, asked.month, language),
  ]);
  return {
    city,
    names: cityNames(city, language),
    ...asked,
    today: indiaToday(now),
    days,
    vrats,
    lunarMonths,
    festivals: (festivals?.rows ?? []).map(({ name, date, endDate }) => ({ name, date, endDate: endDate ?? null })),
    festivalsDated: festivals?.dated ?? true,
    eclipses,
    previous: shifted(asked, -1),
    next: shifted(asked, 1),
  };
}

const notFound = () => json(null, { status: 404, headers: { "Cache-Control": publicCache(300) } });

/** `/hindu-calendar/<city>/<year>/<month>`; 429 when the sky pool has no room for the month. */
export const monthLoader = answeringSkyBusy(async ({ params, request }: LoaderFunctionArgs) => {
  const language = languageOfRequest(request);
  const city = await findPanchangCity(params.city ?? "");
  const year = /^\d{4}$/.test(params.year ?? "") ? Number(params.year) : null;
  const month = parseCalendarMonth(params.month);
  if (!city || year === null || !month || !inRange({ year, month: month.month })) throw notFound();
  // '/2026/1' is January's page under another address.
  if (!month.canonical) throw redirect(pathInLanguage(hinduCalendarPath(city.slug, year, month.month), language), 301);
  const now = new Date();
  const page = await monthPage(city, { year, month: month.month }, now, language);
  const current = thisMonth(now);
  // This month's page marks today; a month's sky never changes, its festivals only when an editor publishes.
  const showsToday = current.year === year && current.month === month.month;
  return json(page, { headers: { "Cache-Control": showsToday ? untilIndiaMidnightCache(now) : publicCache(86400, 86400) } });
});

/** A month's page as the browser receives it: the one description of its data, which the view and the meta take. */
export type HinduCalendarPage = SerializeFrom<typeof monthLoader>;

/** `/hindu-calendar/<city>`: the city's month of today. */
export async function cityLoader({ params, request }: LoaderFunctionArgs) {
  const city = await findPanchangCity(params.city ?? "");
  if (!city) throw notFound();
  const { year, month } = thisMonth(new Date());
  throw redirect(pathInLanguage(hinduCalendarPath(city.slug, year, month), languageOfRequest(request)), {
    status: 302,
    headers: { "Cache-Control": untilIndiaMidnightCache(new Date()) },
  });
}

/** `/hindu-calendar`: this month of the chosen city or New Delhi, or the answer to the form's search. */
export async function choiceLoader({ request }: LoaderFunctionArgs) {
  const { year, month } = thisMonth(new Date());
  const pathFor = (slug: string) => hinduCalendarPath(slug, year, month);
  const found = await chooseCity(request, { pathFor, remembered: true });
  if ("choice" in found) return cityChoiceAnswer(found.choice, { year, month });
  throw redirect(pathInLanguage(pathFor(found.city.slug), languageOfRequest(request)), {
    status: 302,
    headers: { "Cache-Control": NO_STORE },
  });
}
