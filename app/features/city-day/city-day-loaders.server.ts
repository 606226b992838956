// The city-and-day pages' kit: the panchang, the choghadiya and the hora are each a page of a
// city and an India date, at three addresses of one shape (remix.config.js registers every kind
// at each, with the three route modules city-day.choice, .today and .dated):
//   /<kind>               New Delhi's today (or the city the visitor chose), or, with the form's
//                         `city`, that city's page, or the cities a typed name may mean;
//   /<kind>/<city>        the city's today, a new page at India's midnight or when the running
//                         period ends;
//   /<kind>/<city>/<date> the city's day, which never changes.
// A kind is what it reckons for a city's day (`DAY_OF`); the rest is the same for all.
import { json, type LoaderFunctionArgs, redirect, type SerializeFrom } from "@remix-run/node";

import { addDays, indiaToday, isIsoDate } from "~/clock/india-clock";
import { type CityDayKind, cityDayPath, isCityDayKind } from "~/domain/city-day";
import { publicCache, untilIndiaMidnightCache, untilMomentCache } from "~/domain/http-cache";
import { type Language, languageOfRequest, pathInLanguage, pathWithoutLanguage } from "~/domain/language";
import { PANCHANG_FIRST_YEAR, PANCHANG_LAST_YEAR, type PanchangCity } from "~/domain/panchang-cities";
import { nowAdvice, sutakWithin } from "~/jyotish";
import { chooseCity, cityChoiceAnswer } from "~/pages/city-choice.server";
import { answeringSkyBusy } from "~/pages/sky-busy.server";
import { gocharLinesOf } from "~/services/gochar.server";
import { eclipseLinesOf, eclipsesOnDate } from "~/services/grahan.server";
import { cityNames, findPanchangCity, panchangOf } from "~/services/panchang.server";

import { dayPeriodsOf } from "./day-periods.server";

/** The day a page shows, with today's date in India and the days its links lead to (none past the range). */
type DayFrame = { date: string; today: string; previousDate: string | null; nextDate: string | null };

function dayFrame(isoDate: string | null, now: Date): DayFrame | null {
  const today = indiaToday(now);
  const date = isoDate ?? today;
  if (!isIsoDate(date)) return null;
  const inRange = (day: string) => Number(day.slice(0, 4)) >= PANCHANG_FIRST_YEAR && Number(day.slice(0, 4)) <= PANCHANG_LAST_YEAR;
  if (!inRange(date)) return null;
  const previousDate = addDays(date, -1);
  const nextDate = addDays(date, 1);
  return { date, today, previousDate: inRange(previousDate) ? previousDate : null, nextDate: inRange(nextDate) ? nextDate : null };
}

/**
 * Today's page says what runs now and whether it is a time to begin something, an eclipse's
 * sutak in the city weighed with the day's inauspicious periods. The day runs to the next
 * sunrise, so a sutak that begins after midnight is of the next date's eclipses.
 */
async function adviceOf(city: PanchangCity, date: string, now: Date) {
  const [panchang, choghadiyas, ...eclipses] = await Promise.all([
    panchangOf(city, date),
    dayPeriodsOf("choghadiya", city, date, null),
    eclipsesOnDate(city, date),
    eclipsesOnDate(city, addDays(date, 1)),
  ]);
  return nowAdvice(panchang, choghadiyas.periods, now.getTime(), sutakWithin(eclipses.flat(), panchang));
}

/** What each kind reckons for a city's day (on the sky pool), in the shape its component takes. */
async function dayOf(kind: CityDayKind, city: PanchangCity, frame: DayFrame, now: Date, language: Language) {
  const names = cityNames(city, language);
  const { today, previousDate, nextDate } = frame;
  const advice = frame.date === today ? await adviceOf(city, frame.date, now) : null;
  if (kind === "panchang") {
    const [panchang, eclipses, transits] = await Promise.all([
      panchangOf(city, frame.date),
      eclipseLinesOf(city, frame.date, language),
      gocharLinesOf(frame.date, language),
    ]);
    return { kind, city, names, panchang, eclipses, transits, today, previousDate, nextDate, advice };
  }
  const nowMs = frame.date === today ? now.getTime() : null;
  return {
    advice,
    ...(await dayPeriodsOf(kind, city, frame.date, nowMs)),
    city,
    place: { name: names.city, state: names.state },
    today,
    previousDate,
    nextDate,
  };
}

/** How long today's page holds: until what it says runs now ends (a choghadiya, an inauspicious period), or India's midnight. */
function todayCacheControl(page: Awaited<ReturnType<typeof dayOf>>, now: Date): string {
  const changes = [page.advice?.staleAt, page.kind === "panchang" ? undefined : page.now?.staleAt].filter(
    (ms): ms is number => ms !== undefined,
  );
  return changes.length ? untilMomentCache(now, Math.min(...changes)) : untilIndiaMidnightCache(now);
}

/** The kind of page an address asks for: its first segment, in either edition. */
function kindOf(request: Request): CityDayKind {
  const kind = pathWithoutLanguage(new URL(request.url).pathname)
    .split("/")[1]
    ?.replace(/\.data$/, "");
  if (!isCityDayKind(kind)) throw new Error(`No city-and-day page is registered at /${kind}`);
  return kind;
}

const notFound = () => json(null, { status: 404 });

// Each loader answers 429 when the sky pool has no room for its day.

/** `/<kind>`: today's page of New Delhi (or of the city the visitor chose), or the answer to the form's search. */
export const choiceLoader = answeringSkyBusy(async ({ request }: LoaderFunctionArgs) => {
  const kind = kindOf(request);
  const typedDate = new URL(request.url).searchParams.get("date") ?? "";
  const date = isIsoDate(typedDate) ? typedDate : null;
  // The city chosen last is remembered across the panchang, choghadiya and hora.
  const found = await chooseCity(request, { pathFor: (slug) => cityDayPath(kind, slug, date ?? undefined), remembered: true });
  if ("choice" in found) return cityChoiceAnswer(found.choice, { kind, date });
  const now = new Date();
  const page = await dayOf(kind, found.city, dayFrame(null, now)!, now, languageOfRequest(request));
  return json({ show: "day" as const, ...page }, { headers: { "Cache-Control": todayCacheControl(page, now) } });
});

/** `/<kind>/<city>`: the city's page of today in India. */
export const todayLoader = answeringSkyBusy(async ({ params, request }: LoaderFunctionArgs) => {
  const kind = kindOf(request);
  const city = await findPanchangCity(params.city ?? "");
  const now = new Date();
  if (!city) throw notFound();
  const page = await dayOf(kind, city, dayFrame(null, now)!, now, languageOfRequest(request));
  return json(page, { headers: { "Cache-Control": todayCacheControl(page, now) } });
});

/** `/<kind>/<city>/<date>`: the city's page of one India date. The sky of a past or future day never changes. */
export const datedLoader = answeringSkyBusy(async ({ params, request }: LoaderFunctionArgs) => {
  const kind = kindOf(request);
  const language = languageOfRequest(request);
  const city = await findPanchangCity(params.city ?? "");
  const now = new Date();
  const frame = city ? dayFrame(params.date ?? "", now) : null;
  if (!city || !frame) throw notFound();
  // Today's page has one address, the undated one.
  if (frame.date === frame.today) throw redirect(pathInLanguage(cityDayPath(kind, city.slug), language), 302);
  const page = await dayOf(kind, city, frame, now, language);
  // A page of yesterday or tomorrow changes its links (and tomorrow's its address) at midnight.
  const near = frame.previousDate === frame.today || frame.nextDate === frame.today;
  return json(page, { headers: { "Cache-Control": near ? untilIndiaMidnightCache(now) : publicCache(86400, 86400) } });
});

/** A city's page of a day as the browser receives it (today's or a date's): the one description of its data, which the views and the meta take. */
export type CityDayPage = SerializeFrom<typeof todayLoader | typeof datedLoader>;

/** `/<kind>` as the browser receives it: today's page of a city, or the cities a typed name may mean. */
export type CityDayChoicePage = SerializeFrom<typeof choiceLoader>;
