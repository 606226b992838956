// What the city-and-day route modules declare (their handles, headers and meta), the same for
// every kind; their loaders are city-day.server.ts's.
import type { HeadersFunction, MetaFunction } from "@remix-run/node";

import { type CityDayKind, isCityDayKind } from "~/domain/city-day";
import { loaderCacheControl, NO_STORE, publicCache } from "~/domain/http-cache";
import { pathWithoutLanguage } from "~/domain/language";
import { isMainPanchangCity } from "~/domain/panchang-cities";
import type { RouteHandle } from "~/domain/route-handle";
import type { Words } from "~/domain/words";
import type { SiteInfo } from "~/seo/meta-tags";
import { pageMeta } from "~/seo/page-meta";
import { siteAndWords } from "~/seo/words-meta";

import type { choiceLoader, CityDayPage, datedLoader, todayLoader } from "./city-day-loaders.server";
import { dayPeriodsMeta } from "./day-periods-meta";
import { panchangMeta } from "./panchang-meta";

const i18n: RouteHandle["i18n"] = ["panchang", "dayPeriods"];

/** `/<kind>`: the form's query is a search, answered from the page cache by it but never kept (no-store), so made-up queries cannot fill it. */
export const choiceHandle: RouteHandle = { i18n, cacheQuery: ["city", "date"] };

/** `/<kind>/<city>`: a main city's day of today is reckoned once and kept, so its page costs what a reading page does. */
export const todayHandle: RouteHandle = { i18n, costlyWork: ["GET"], cheapAt: ({ city }) => isMainPanchangCity(city) };

/** `/<kind>/<city>/<date>`. */
export const datedHandle: RouteHandle = { i18n, costlyWork: ["GET"] };

/** A city's page says how long it holds; a 404 falls back to five minutes. */
export const dayHeaders = loaderCacheControl(publicCache(300));

/** `/<kind>`: today's page says how long it holds; a search's answer is never kept. */
export const choiceHeaders: HeadersFunction = ({ loaderHeaders }) => ({ "Cache-Control": loaderHeaders.get("Cache-Control") ?? NO_STORE });

function dayMeta(t: Words, site: SiteInfo, kind: CityDayKind, data: CityDayPage | undefined, dated: boolean) {
  if (kind === "panchang") return panchangMeta(t, site, data?.kind === "panchang" ? data : undefined, dated ? "dated" : "today");
  return dayPeriodsMeta(t, site, data?.kind === kind ? data : undefined, kind, dated);
}

/** The kind of page at an address, for a meta function whose data is missing (a 404). */
const kindAt = (pathname: string): CityDayKind => {
  const kind = pathWithoutLanguage(pathname).split("/")[1];
  return isCityDayKind(kind) ? kind : "panchang";
};

/** The meta of a city's page of today (`dated` false) or of a date. */
export function cityDayMeta(dated: boolean): MetaFunction<typeof todayLoader | typeof datedLoader> {
  return ({ data, matches, location }) => dayMeta(...siteAndWords(matches), kindAt(location.pathname), data, dated);
}

/** The meta of `/<kind>`: today's page of the default city, or a search's choice, kept out of search engines. */
export const choiceMeta: MetaFunction<typeof choiceLoader> = ({ data, matches, location }) => {
  const [t, site] = siteAndWords(matches);
  const kind = kindAt(location.pathname);
  if (data?.show === "day") return dayMeta(t, site, kind, data, false);
  return pageMeta(site, {
    title: t(kind === "panchang" ? "panchang:seo.chooseTitle" : `dayPeriods:${kind}.seo.chooseTitle`),
    description: t("panchang:choose.heading"),
    path: `/${kind}`,
    noindex: true,
  });
};
