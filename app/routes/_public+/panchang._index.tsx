import "~/shared-browser-code";

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { PanchangCityChoice } from "~/components/PanchangCityChoice";
import { PanchangDay } from "~/components/PanchangDay";
import { NO_STORE, untilIndiaMidnightCache } from "~/domain/http-cache";
import { isIsoDate } from "~/domain/india-date";
import { languageOfRequest, pathInLanguage } from "~/domain/language";
import { pageMeta } from "~/domain/page-meta";
import { panchangPath } from "~/domain/panchang-cities";
import { panchangMeta } from "~/domain/panchang-page";
import type { RouteHandle } from "~/domain/route-handle";
import { siteFromMatches } from "~/domain/seo";
import { translator } from "~/i18n";
import { panchangCityCookie, toChosenCity } from "~/infra/panchang-city.server";
import { redirectWithCookies } from "~/infra/responses.server";
import { cityNames, defaultPanchangCity, panchangPage, searchCities } from "~/services/panchang.server";

// The form's query is a search: the page cache looks its answers up by it, but never keeps one
// (they are no-store), so made-up queries cannot fill it.
export const handle: RouteHandle = { i18n: "panchang", cacheQuery: ["city", "date"] };

// Today's panchang of New Delhi; with the form's `city` (and `date`), the chosen city's page,
// or the cities whose names match when more than one does.
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const query = url.searchParams.get("city");
  const now = new Date();
  const language = languageOfRequest(request);
  if (query === null) {
    // The city the visitor chose last, remembered across the panchang, choghadiya and hora.
    const chosen = await toChosenCity(request, (city) => pathInLanguage(panchangPath(city), language));
    if (chosen) throw chosen;
    const page = panchangPage(await defaultPanchangCity(), null, now, language)!;
    return json({ kind: "day" as const, ...page }, { headers: { "Cache-Control": untilIndiaMidnightCache(now) } });
  }
  const typedDate = url.searchParams.get("date") ?? "";
  const date = isIsoDate(typedDate) ? typedDate : null;
  const cities = await searchCities(query);
  if (cities.length === 1) {
    // The city chosen here is the one the home and daily horoscope pages show at a glance.
    throw redirectWithCookies(pathInLanguage(panchangPath(cities[0].slug, date ?? undefined), language), [
      await panchangCityCookie().serialize(cities[0].slug),
    ]);
  }
  return json(
    {
      kind: "choice" as const,
      query,
      date,
      cities: cities.map((city) => {
        const names = cityNames(city, language);
        return { slug: city.slug, name: names.city, state: names.state };
      }),
    },
    { status: cities.length ? 200 : 404, headers: { "Cache-Control": NO_STORE } },
  );
}

export const headers = ({ loaderHeaders }: { loaderHeaders: Headers }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? NO_STORE,
});

export default function Panchang() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === "day") return <PanchangDay {...data} />;
  return <PanchangCityChoice {...data} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteFromMatches(matches);
  if (data?.kind === "day") return panchangMeta(translator(site.language), site, data, "today");
  const t = translator(site.language);
  return pageMeta(site, {
    title: t("panchang:seo.chooseTitle"),
    description: t("panchang:choose.heading"),
    path: "/panchang",
    noindex: true,
  });
};
