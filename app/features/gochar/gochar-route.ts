// What the transit pages' route modules declare; their loaders are gochar.server.ts's.
import type { HeadersFunction, MetaFunction } from "@remix-run/node";

import { gocharPath } from "~/domain/gochar";
import { NO_STORE } from "~/domain/http-cache";
import { nearThisYear, type RouteHandle } from "~/domain/route-handle";
import { pageMeta } from "~/seo/page-meta";
import { siteAndWords } from "~/seo/words-meta";

import type { grahaLoader, indexLoader, yearLoader } from "./gochar-loaders.server";

const i18n: RouteHandle["i18n"] = ["gochar", "panchang"];

/**
 * A graha's year is reckoned once (a few to seventy milliseconds) and kept; the years around this
 * one, which the sitemap lists, are as cheap as a reading page, any other is costly work.
 */
export const gocharYearHandle: RouteHandle = { i18n, costlyWork: ["GET"], cheapAt: ({ year }) => nearThisYear(year) };

export const gocharHandle: RouteHandle = { i18n };

export const gocharHeaders: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? NO_STORE,
});

export const gocharMeta: MetaFunction<typeof yearLoader | typeof grahaLoader | typeof indexLoader> = ({ data: page, matches }) => {
  const [t, site] = siteAndWords(matches);
  if (!page) return [{ title: `${site.brand} - ${t("gochar:eyebrow")}` }];
  if (page.show === "choices")
    return pageMeta(site, {
      title: t("gochar:seo.indexTitle", { year: page.year }),
      description: t("gochar:indexIntro", { year: page.year }),
      path: "/gochar",
    });
  const values = { graha: t(`gochar:name.${page.graha}`), year: page.year };
  return pageMeta(site, {
    title: t("gochar:seo.title", values),
    description: t("gochar:seo.description", values),
    path: gocharPath(page.graha, page.year),
  });
};
