// The eclipse pages as search engines and link previews see them: title, description, canonical
// address (the city's), hreflang pair, and an Event for each eclipse page.
import type { MetaDescriptor } from "@remix-run/react";

import { eclipsePath, grahanPath } from "~/domain/grahan";
import { formatIndiaDay } from "~/domain/india-date";
import type { Words } from "~/domain/words";
import type { SiteInfo } from "~/seo/meta-tags";
import { pageMeta } from "~/seo/page-meta";
import { webPageMeta } from "~/seo/web-page-meta";
import { spanWords } from "~/words/sky-words";

import type { GrahanPage } from "./grahan-loaders.server";

export function grahanYearMeta(t: Words, site: SiteInfo, data: Extract<GrahanPage, { show: "year" | "none" }>): MetaDescriptor[] {
  const year = "years" in data ? data.years[0].year : data.year;
  const path = "years" in data && data.years.length > 1 ? grahanPath(undefined, data.city.slug) : grahanPath(year, data.city.slug);
  const values = { year, city: data.names.city };
  const both = "years" in data && data.years.length > 1;
  return pageMeta(site, {
    title: both ? t("grahan:seo.nowTitle", { ...values, next: year + 1 }) : t("grahan:seo.yearTitle", values),
    description: t("grahan:seo.yearDescription", values),
    path,
    noindex: data.show === "none",
  });
}

export function eclipseMeta(t: Words, site: SiteInfo, data: Extract<GrahanPage, { show: "eclipse" }>): MetaDescriptor[] {
  const { eclipse } = data.found;
  const date = formatIndiaDay(eclipse.date, site.language);
  const values = {
    body: t(`grahan:body.${eclipse.body}`),
    bodyPlain: t(`grahan:bodyPlain.${eclipse.body}`),
    kind: t(`grahan:kind.${data.found.localKind}`),
    date,
    city: data.names.city,
    seen: data.found.seen
      ? t("grahan:daySeen", { city: data.names.city, span: spanWords(t, data.found.seen, site.language, eclipse.date) })
      : t("grahan:dayNotSeen", { city: data.names.city }),
  };
  return webPageMeta(site, {
    title: t("grahan:seo.eclipseTitle", values),
    description: t("grahan:seo.eclipseDescription", values),
    path: eclipsePath(eclipse.body, eclipse.date, data.city.slug),
    trail: [
      { name: t("grahan:eyebrow"), path: "/grahan" },
      { name: String(data.year), path: grahanPath(data.year) },
    ],
    crumb: values.body,
  });
}
