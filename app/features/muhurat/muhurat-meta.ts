// A muhurat calendar as search engines and link previews see it: its title, description,
// canonical address (the city's), hreflang pair and breadcrumbs.
import type { MetaDescriptor } from "@remix-run/react";

import { MUHURAT_SLUGS, muhuratPath } from "~/domain/muhurat-paths";
import type { Words } from "~/domain/words";
import type { SiteInfo } from "~/seo/meta-tags";
import { webPageMeta } from "~/seo/web-page-meta";

import type { MuhuratYearPage } from "./muhurat-loaders.server";

export function muhuratMeta(t: Words, site: SiteInfo, data: MuhuratYearPage | undefined): MetaDescriptor[] {
  if (!data) return [{ title: `${site.brand} - ${t("muhurat:eyebrow")}` }];
  const values = { kind: t(`muhurat:kinds.${data.kind}`), year: data.year, city: data.names.city, count: data.days.length };
  return webPageMeta(site, {
    title: t("muhurat:seo.title", values),
    description: t("muhurat:seo.description", values),
    keywords: t("muhurat:seo.keywords", values),
    path: muhuratPath(data.kind, data.year, data.city.slug),
    webPage: { temporalCoverage: String(data.year) },
    trail: [
      { name: t("muhurat:eyebrow"), path: "/muhurat" },
      { name: values.kind, path: `/muhurat/${MUHURAT_SLUGS[data.kind]}` },
    ],
    crumb: String(data.year),
  });
}
