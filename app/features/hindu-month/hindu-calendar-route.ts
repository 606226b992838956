// What the Hindu calendar's route modules declare (handles, headers, meta); their loaders are
// hindu-calendar.server.ts's.
import type { HeadersFunction, MetaFunction } from "@remix-run/node";

import { loaderCacheControl, NO_STORE, publicCache } from "~/domain/http-cache";
import { isMainPanchangCity } from "~/domain/panchang-cities";
import { nearThisYear, type RouteHandle } from "~/domain/route-handle";
import { pageMeta } from "~/seo/page-meta";
import { siteAndWords } from "~/seo/words-meta";

import type { monthLoader } from "./hindu-calendar-loaders.server";
import { hinduCalendarMeta } from "./hindu-calendar-meta";

const i18n: RouteHandle["i18n"] = ["calendar", "panchang", "festival"];

/**
 * `/hindu-calendar/<city>/<year>/<month>`: a month is some thirty days reckoned, costly the first
 * time; the main cities' months of this year and the next two, which the sitemap invites crawlers
 * to, are kept once reckoned (the store holds 600 months).
 */
export const monthHandle: RouteHandle = {
  i18n,
  costlyWork: ["GET"],
  cheapAt: ({ city, year }) => isMainPanchangCity(city) && nearThisYear(year),
};

/** `/hindu-calendar/<city>/<year>/<month>/vrats.ics`: the month's reckoning again, under the month page's gate. */
export const vratsFileHandle: RouteHandle = { costlyWork: monthHandle.costlyWork, cheapAt: monthHandle.cheapAt };

/** `/hindu-calendar`: a search's answer, never kept. */
export const choiceHandle: RouteHandle = { i18n, cacheQuery: ["city"] };

/** `/hindu-calendar/<city>`: it only redirects. */
export const cityHandle: RouteHandle = { i18n };

export const monthHeaders = loaderCacheControl(publicCache(300));

export const choiceHeaders: HeadersFunction = ({ loaderHeaders }) => ({ "Cache-Control": loaderHeaders.get("Cache-Control") ?? NO_STORE });

export const monthMeta: MetaFunction<typeof monthLoader> = ({ data, matches }) => hinduCalendarMeta(...siteAndWords(matches), data);

/** `/hindu-calendar` answering a search: kept out of search engines. */
export const choiceMeta: MetaFunction = ({ matches }) => {
  const [t, site] = siteAndWords(matches);
  return pageMeta(site, {
    title: t("calendar:seo.chooseTitle"),
    description: t("panchang:choose.heading"),
    path: "/hindu-calendar",
    noindex: true,
  });
};
