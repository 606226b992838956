// Kept apart from page-meta.ts: the form pages' meta (pageMeta) reaches the browser, and this
// module's structured data is only for the reading pages, which run no script.
import type { MetaDescriptor } from "@remix-run/react";

import { LANGUAGE_TAGS, pathInLanguage } from "~/domain/language";
import type { PageImage } from "~/domain/share-images";

import { absoluteUrl, type PageSeo, type SiteInfo } from "./meta-tags";
import { pageMeta } from "./page-meta";

type Step = { name: string; path: string };

/** A schema.org BreadcrumbList of a page's trail, each step a name and an address in the page's language. */
function breadcrumbList(site: SiteInfo, trail: Step[]) {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: step.name,
      item: absoluteUrl(site, pathInLanguage(step.path, site.language)),
    })),
  };
}

/**
 * A reading page's meta with its schema.org WebPage: its title and description at its address in
 * the page's language, what else it says of itself (`webPage`: the time it covers, the place it is
 * about), and its breadcrumb trail from the home page (the brand's) through `trail` to the page
 * itself, named `crumb`.
 */
export function webPageMeta(
  site: SiteInfo,
  page: Omit<PageSeo, "image" | "extra"> & { image?: PageImage; trail: Step[]; crumb: string; webPage?: Record<string, unknown> },
): MetaDescriptor[] {
  const { trail, crumb, webPage, ...seo } = page;
  const structured = {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: page.title,
    description: page.description,
    url: absoluteUrl(site, pathInLanguage(page.path, site.language)),
    inLanguage: LANGUAGE_TAGS[site.language],
    ...webPage,
    breadcrumb: breadcrumbList(site, [{ name: site.brand, path: "/" }, ...trail, { name: crumb, path: page.path }]),
  };
  return pageMeta(site, { ...seo, extra: [{ "script:ld+json": structured }] });
}
