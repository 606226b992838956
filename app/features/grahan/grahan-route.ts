// What the eclipse pages' route modules declare; their loaders are grahan.server.ts's.
import type { HeadersFunction, MetaFunction } from "@remix-run/node";

import { NO_STORE } from "~/domain/http-cache";
import { DEFAULT_PANCHANG_CITY, isMainPanchangCity } from "~/domain/panchang-cities";
import { nearThisYear, type RouteHandle } from "~/domain/route-handle";
import { pageMeta } from "~/seo/page-meta";
import { siteAndWords } from "~/seo/words-meta";

import type { eclipseLoader, nowLoader, yearLoader } from "./grahan-loaders.server";
import { eclipseMeta, grahanYearMeta } from "./grahan-meta";

const i18n: RouteHandle["i18n"] = ["grahan", "panchang", "calendar"];

/**
 * A city's eclipses of a year are reckoned once (ten to thirty milliseconds) and kept; the page
 * cache keeps one copy a city. The main cities' years around this one, which the sitemap lists,
 * are as cheap as a reading page; any other city's or year's is costly work.
 */
export const grahanHandle: RouteHandle = {
  i18n,
  cacheQuery: ["city"],
  costlyWork: ["GET"],
  cheapAt: ({ year }, query) =>
    nearThisYear(year ?? String(new Date().getUTCFullYear())) && isMainPanchangCity(query.get("city") ?? DEFAULT_PANCHANG_CITY),
};

/** `/grahan/<year>/calendar.ics`: the same reckoning as the year's page, gated as it is. */
export const grahanFileHandle: RouteHandle = { costlyWork: grahanHandle.costlyWork, cheapAt: grahanHandle.cheapAt };

export const grahanHeaders: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? NO_STORE,
});

export const grahanMeta: MetaFunction<typeof yearLoader | typeof nowLoader | typeof eclipseLoader> = ({ data, matches }) => {
  const [t, site] = siteAndWords(matches);
  if (!data || data.show === "choice")
    return pageMeta(site, {
      title: t("calendar:seo.chooseTitle"),
      description: t("panchang:choose.heading"),
      path: "/grahan",
      noindex: true,
    });
  if (data.show === "eclipse") return eclipseMeta(t, site, data);
  return grahanYearMeta(t, site, data);
};
