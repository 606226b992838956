// What the muhurat calendars' route modules declare; their loaders are muhurat.server.ts's.
import type { HeadersFunction, MetaFunction } from "@remix-run/node";

import { NO_STORE } from "~/domain/http-cache";
import { DEFAULT_PANCHANG_CITY, isMainPanchangCity } from "~/domain/panchang-cities";
import { nearThisYear, type RouteHandle } from "~/domain/route-handle";
import { pageMeta } from "~/seo/page-meta";
import { siteAndWords } from "~/seo/words-meta";

import type { yearLoader } from "./muhurat-loaders.server";
import { muhuratMeta } from "./muhurat-meta";

const i18n: RouteHandle["i18n"] = ["muhurat", "panchang", "calendar"];

/**
 * `/muhurat/<kind>/<year>`: a year of a ceremony is reckoned once for a city (a tenth to a fifth
 * of a second) and kept; the page cache keeps one copy a city (`city`). Only the main cities'
 * years around this one, which the sitemap invites crawlers to, are as cheap as a reading page:
 * any other city's is costly work, whatever the year.
 */
export const yearHandle: RouteHandle = {
  i18n,
  cacheQuery: ["city"],
  costlyWork: ["GET"],
  cheapAt: ({ year }, query) => nearThisYear(year) && isMainPanchangCity(query.get("city") ?? DEFAULT_PANCHANG_CITY),
};

export const kindHandle: RouteHandle = { i18n };

export const yearHeaders: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? NO_STORE,
});

export const yearMeta: MetaFunction<typeof yearLoader> = ({ data, matches }) => {
  const [t, site] = siteAndWords(matches);
  if (data?.show === "choice")
    return pageMeta(site, {
      title: t("calendar:seo.chooseTitle"),
      description: t("panchang:choose.heading"),
      path: "/muhurat",
      noindex: true,
    });
  return muhuratMeta(t, site, data);
};
