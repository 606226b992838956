import "~/shared-browser-code";

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { MuhurtaDayOrChoice } from "~/components/MuhurtaDay";
import { NO_STORE, untilMomentCache } from "~/domain/http-cache";
import { isIsoDate } from "~/domain/india-date";
import { languageOfRequest, pathInLanguage } from "~/domain/language";
import { muhurtaChoiceMeta, muhurtaMeta, muhurtaPath } from "~/domain/muhurta-page";
import type { RouteHandle } from "~/domain/route-handle";
import { panchangCityCookie, toChosenCity } from "~/infra/panchang-city.server";
import { redirectWithCookies } from "~/infra/responses.server";
import { siteAndWords } from "~/meta";
import { muhurtaPage, namedCities } from "~/services/muhurta.server";
import { defaultPanchangCity, searchCities } from "~/services/panchang.server";

// The form's query is a search: answered from the page cache by it, never kept (no-store).
export const handle: RouteHandle = { i18n: ["muhurta", "panchang"], cacheQuery: ["city", "date"] };

// Today's hora of New Delhi; with the form's `city` (and `date`), the chosen city's page,
// or the cities whose names match when more than one does.
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = url.searchParams.get("city");
  const now = new Date();
  if (query === null) {
    // The city the visitor chose last, remembered across the panchang, choghadiya and hora.
    const chosen = await toChosenCity(request, (city) => pathInLanguage(muhurtaPath("hora", city), languageOfRequest(request)));
    if (chosen) throw chosen;
    const page = muhurtaPage("hora", await defaultPanchangCity(), null, now, languageOfRequest(request))!;
    return json({ show: "day" as const, ...page }, { headers: { "Cache-Control": untilMomentCache(now, page.now!.staleAt) } });
  }
  const typedDate = url.searchParams.get("date") ?? "";
  const date = isIsoDate(typedDate) ? typedDate : null;
  const cities = await searchCities(query);
  if (cities.length === 1) {
    // The city chosen here is the one the home and daily horoscope pages show at a glance.
    throw redirectWithCookies(pathInLanguage(muhurtaPath("hora", cities[0].slug, date ?? undefined), languageOfRequest(request)), [
      await panchangCityCookie().serialize(cities[0].slug),
    ]);
  }
  return json(
    { show: "choice" as const, query, date, cities: namedCities(cities, languageOfRequest(request)) },
    { status: cities.length ? 200 : 404, headers: { "Cache-Control": NO_STORE } },
  );
}

export const headers = ({ loaderHeaders }: { loaderHeaders: Headers }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? NO_STORE,
});

export default function Hora() {
  return <MuhurtaDayOrChoice kind="hora" data={useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const [t, site] = siteAndWords(matches);
  return data?.show === "day" ? muhurtaMeta(t, site, data, "hora", false) : muhurtaChoiceMeta(t, site, "hora");
};
