import { json, type LoaderFunctionArgs, redirect } from "@remix-run/node";

import { NO_STORE, publicCache, untilIndiaMidnightCache, untilMomentCache } from "~/domain/http-cache";
import { isIsoDate } from "~/domain/india-date";
import { languageOfRequest, pathInLanguage } from "~/domain/language";
import { type MuhurtaKind, muhurtaPath } from "~/domain/muhurta-page";
import { panchangCityCookie } from "~/infra/panchang-city.server";
import { redirectWithCookies } from "~/infra/responses.server";
import { muhurtaPage, namedCities } from "~/services/muhurta.server";
import { defaultPanchangCity, findPanchangCity, searchCities } from "~/services/panchang.server";

// The loaders of the choghadiya and hora pages, which differ in their kind alone. A route calls
// one from its own `loader` function, so that the browser's build drops it with the loader.

/**
 * `/{kind}`: today's page of New Delhi; with the form's `city` (and `date`), the chosen city's
 * page, or the cities whose names match when more than one does.
 */
export async function muhurtaIndexLoader<K extends MuhurtaKind>(kind: K, { request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = url.searchParams.get("city");
  const now = new Date();
  if (query === null) {
    const page = muhurtaPage(kind, await defaultPanchangCity(), null, now, languageOfRequest(request))!;
    return json({ show: "day" as const, ...page }, { headers: { "Cache-Control": untilMomentCache(now, page.now!.staleAt) } });
  }
  const typedDate = url.searchParams.get("date") ?? "";
  const date = isIsoDate(typedDate) ? typedDate : null;
  const cities = await searchCities(query);
  if (cities.length === 1) {
    // The city chosen here is the one the home and daily horoscope pages show at a glance.
    throw redirectWithCookies(pathInLanguage(muhurtaPath(kind, cities[0].slug, date ?? undefined), languageOfRequest(request)), [
      await panchangCityCookie().serialize(cities[0].slug),
    ]);
  }
  return json(
    { show: "choice" as const, query, date, cities: namedCities(cities, languageOfRequest(request)) },
    { status: cities.length ? 200 : 404, headers: { "Cache-Control": NO_STORE } },
  );
}

/** `/{kind}/{city}`: the city's page of today in India, the running period marked: a new page when it ends. */
export async function muhurtaTodayLoader<K extends MuhurtaKind>(kind: K, { params, request }: LoaderFunctionArgs) {
  const city = await findPanchangCity(params.city ?? "");
  const now = new Date();
  const page = city ? muhurtaPage(kind, city, null, now, languageOfRequest(request)) : null;
  if (!page) throw json(null, { status: 404 });
  return json(page, { headers: { "Cache-Control": untilMomentCache(now, page.now!.staleAt) } });
}

/** `/{kind}/{city}/{date}`: the city's page of one India date. The sky of a past or future day never changes. */
export async function muhurtaOfDateLoader<K extends MuhurtaKind>(kind: K, { params, request }: LoaderFunctionArgs) {
  const city = await findPanchangCity(params.city ?? "");
  const page = city ? muhurtaPage(kind, city, params.date ?? "", new Date(), languageOfRequest(request)) : null;
  if (!city || !page) throw json(null, { status: 404 });
  // Today's page has one address, the undated one.
  if (page.day.date === page.today) throw redirect(pathInLanguage(muhurtaPath(kind, city.slug), languageOfRequest(request)), 302);
  // A page of yesterday or tomorrow changes its links (and tomorrow's its address) at midnight.
  const near = page.previousDate === page.today || page.nextDate === page.today;
  return json(page, { headers: { "Cache-Control": near ? untilIndiaMidnightCache(new Date()) : publicCache(86400, 86400) } });
}
