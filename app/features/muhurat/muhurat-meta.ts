// A muhurat calendar as search engines and link previews see it: its title, description,
// canonical address (the city's), hreflang pair and breadcrumbs.
import type { MetaDescriptor } from "@remix-run/react";

import { LANGUAGE_TAGS, pathInLanguage } from "~/domain/language";
import { MUHURAT_SLUGS, muhuratPath } from "~/domain/muhurat-paths";
import type { Words } from "~/domain/words";
import { absoluteUrl, type SiteInfo } from "~/seo/meta-tags";
import { breadcrumbList, pageMeta } from "~/seo/page-meta";

import type { MuhuratYearPage } from "./muhurat-loaders.server";

export function muhuratMeta(t: Words, site: SiteInfo, data: MuhuratYearPage | undefined): MetaDescriptor[] {
  if (!data) return [{ title: `${site.brand} - ${t("muhurat:eyebrow")}` }];
  const values = { kind: t(`muhurat:kinds.${data.kind}`), year: data.year, city: data.names.city, count: data.days.length };
  const path = muhuratPath(data.kind, data.year, data.city.slug);
  const url = (to: string) => absoluteUrl(site, pathInLanguage(to, site.language));
  const title = t("muhurat:seo.title", values);
  const description = t("muhurat:seo.description", values);
  return pageMeta(site, {
    title,
    description,
    keywords: t("muhurat:seo.keywords", values),
    path,
    extra: [
      {
        "script:ld+json": {
          "@context": "https://schema.org",
          "@type": "WebPage",
          name: title,
          description,
          url: url(path),
          inLanguage: LANGUAGE_TAGS[site.language],
          temporalCoverage: String(data.year),
          breadcrumb: breadcrumbList(site, [
            { name: site.brand, path: "/" },
            { name: t("muhurat:eyebrow"), path: "/muhurat" },
            { name: values.kind, path: `/muhurat/${MUHURAT_SLUGS[data.kind]}` },
            { name: String(data.year), path },
          ]),
        },
      },
    ],
  });
}
