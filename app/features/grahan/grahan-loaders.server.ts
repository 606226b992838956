// The eclipse pages' kit (app/domain/grahan.ts lists their addresses): a year's eclipses for New
// Delhi or the city asked (`city`: an address slug, or a typed name the form sends, or the cities
// it may mean), one eclipse, this year's and the next, and the year as a calendar file.
import { json, type LoaderFunctionArgs, type SerializeFrom } from "@remix-run/node";

import { indiaToday } from "~/clock/india-clock";
import { eclipseOfSlug, eclipsePath, grahanPath } from "~/domain/grahan";
import { publicCache } from "~/domain/http-cache";
import { type CalendarEvent, calendarFile } from "~/domain/ics";
import { type Language, languageOfRequest, pathInLanguage } from "~/domain/language";
import { PANCHANG_FIRST_YEAR, PANCHANG_LAST_YEAR, type PanchangCity } from "~/domain/panchang-cities";
import { env } from "~/infra/env.server";
import { type SeenEclipse } from "~/jyotish";
import { translator } from "~/locales/i18n";
import { chooseCity, cityChoiceAnswer } from "~/pages/city-choice.server";
import { answeringSkyBusy } from "~/pages/sky-busy.server";
import { grahanYearOf, whereInIndia } from "~/services/grahan.server";
import { cityNames, defaultPanchangCity, findPanchangCity } from "~/services/panchang.server";
import { spanWords } from "~/words/sky-words";

const inRange = (year: number) => year >= PANCHANG_FIRST_YEAR && year <= PANCHANG_LAST_YEAR;
const yearOf = (param: string | undefined) => (/^\d{4}$/.test(param ?? "") && inRange(Number(param)) ? Number(param) : null);
const thisYear = () => Number(indiaToday(new Date()).slice(0, 4));

type Sighted = SeenEclipse & { india: Awaited<ReturnType<typeof whereInIndia>> extends Map<string, infer S> ? S : never };

async function sighted(city: PanchangCity, year: number, language: Language): Promise<Sighted[]> {
  const [seen, india] = await Promise.all([grahanYearOf(city, year), whereInIndia(year, language)]);
  return seen.map((eclipse) => ({ ...eclipse, india: india.get(`${eclipse.eclipse.body}/${eclipse.eclipse.date}`)! }));
}

const dayCache = { "Cache-Control": publicCache(86400, 86400) };

/** `/grahan/<year>`: a year's eclipses for the city. */
export const yearLoader = answeringSkyBusy(async ({ params, request }: LoaderFunctionArgs) => {
  const year = yearOf(params.year);
  if (year === null) throw json(null, { status: 404, headers: { "Cache-Control": publicCache(300) } });
  const language = languageOfRequest(request);
  const found = await chooseCity(request, { pathFor: (slug) => grahanPath(year, slug), cityInQuery: true });
  if ("choice" in found) return cityChoiceAnswer(found.choice, {});
  const { city } = found;
  return json(
    {
      show: "year" as const,
      years: [{ year, eclipses: await sighted(city, year, language) }],
      city,
      names: cityNames(city, language),
      previousYear: inRange(year - 1) ? year - 1 : null,
      nextYear: inRange(year + 1) ? year + 1 : null,
    },
    { headers: dayCache },
  );
});

/** `/grahan`: this year's eclipses and the next year's for the city. */
export const nowLoader = answeringSkyBusy(async ({ request }: LoaderFunctionArgs) => {
  const language = languageOfRequest(request);
  const found = await chooseCity(request, { pathFor: (slug) => grahanPath(undefined, slug), cityInQuery: true });
  if ("choice" in found) return cityChoiceAnswer(found.choice, {});
  const { city } = found;
  const year = thisYear();
  const years = await Promise.all(
    [year, year + 1].filter(inRange).map(async (each) => ({ year: each, eclipses: await sighted(city, each, language) })),
  );
  return json(
    { show: "year" as const, years, city, names: cityNames(city, language), previousYear: null, nextYear: null },
    // The years it shows change on India's new year; a day's copy is never more than a day behind.
    { headers: { "Cache-Control": publicCache(3600, 86400) } },
  );
});

/** `/grahan/<year>/<eclipse>`: one eclipse for the city; an address that names none lists the year's. */
export const eclipseLoader = answeringSkyBusy(async ({ params, request }: LoaderFunctionArgs) => {
  const year = yearOf(params.year);
  const named = year === null ? null : eclipseOfSlug(year, params.eclipse);
  if (year === null) throw json(null, { status: 404, headers: { "Cache-Control": publicCache(300) } });
  const language = languageOfRequest(request);
  const found = await chooseCity(request, {
    pathFor: (slug) => (named ? eclipsePath(named.body, named.date, slug) : grahanPath(year, slug)),
    cityInQuery: true,
  });
  if ("choice" in found) return cityChoiceAnswer(found.choice, {});
  const { city } = found;
  const eclipses = await sighted(city, year, language);
  const shown = named && eclipses.find(({ eclipse }) => eclipse.body === named.body && eclipse.date === named.date);
  const names = cityNames(city, language);
  if (!shown) {
    // The year's eclipses are the page's choices.
    return json({ show: "none" as const, year, city, names, eclipses }, { status: 404, headers: { "Cache-Control": publicCache(300) } });
  }
  return json({ show: "eclipse" as const, year, city, names, found: shown, eclipses }, { headers: dayCache });
});

/**
 * An eclipse page as the browser receives it, whichever of the three loaders answered: the one
 * description of its data, which the views and the meta take.
 */
export type GrahanPage = SerializeFrom<typeof yearLoader | typeof nowLoader | typeof eclipseLoader>;

/** `/grahan/<year>/calendar.ics`: the year's eclipses seen in the city, each with its times and sutak. */
export const calendarLoader = answeringSkyBusy(async ({ params, request }: LoaderFunctionArgs) => {
  const year = yearOf(params.year);
  const query = new URL(request.url).searchParams.get("city");
  const city = year === null ? null : query === null ? await defaultPanchangCity() : await findPanchangCity(query);
  if (year === null || !city) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const language = languageOfRequest(request);
  const t = translator(language);
  const names = cityNames(city, language);
  const config = env();
  const origin = new URL(config.PUBLIC_ORIGIN);
  const now = new Date();
  const events: CalendarEvent[] = (await grahanYearOf(city, year)).flatMap((seen) => {
    if (!seen.seen) return [];
    const { eclipse } = seen;
    const values = {
      city: names.city,
      span: spanWords(t, seen.seen, language, eclipse.date),
      sutak: seen.sutak ? spanWords(t, seen.sutak, language, eclipse.date) : "",
    };
    return [
      {
        uid: `grahan-${eclipse.body}-${eclipse.date}-${city.slug}@${origin.hostname}`,
        summary: t("grahan:calendarEvent", { body: t(`grahan:body.${eclipse.body}`), kind: t(`grahan:kind.${seen.localKind}`) }),
        start: eclipse.date,
        end: eclipse.date,
        // From the sutak (or the first sight where none is kept) to the last contact seen.
        times: { start: seen.sutak?.start ?? seen.seen.start, end: Math.max(seen.seen.end, seen.sutak?.end ?? 0) },
        description: t(seen.sutak ? "grahan:calendarDescription" : "grahan:calendarDescriptionNoSutak", values),
        location: `${names.city}, ${names.state}`,
        url: new URL(pathInLanguage(eclipsePath(eclipse.body, eclipse.date, city.slug), language), origin).href,
        // The sky of a year never changes: its events are as old as the year's page.
        lastModified: new Date(Date.UTC(year - 1, 0, 1)),
      },
    ];
  });
  // A calendar file holds at least one event (RFC 5545): a year with none seen here has no file.
  if (events.length === 0)
    return new Response(t("grahan:calendarNone", { year, city: names.city }), {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...dayCache },
    });
  const body = calendarFile({
    name: `${config.BRAND_NAME} · ${t("grahan:eyebrow")} ${year} · ${names.city}`,
    productId: `-//${config.BRAND_NAME}//Grahan//EN`,
    created: now,
    events,
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="grahan-${year}-${city.slug}.ics"`,
      ...dayCache,
    },
  });
});
