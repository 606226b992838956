import type { MetaDescriptor } from "@remix-run/react";

import { pathInLanguage } from "~/domain/language";
import { shareImageForPath } from "~/domain/share-cards";
import type { PageImage } from "~/domain/share-images";

import { absoluteUrl, metaTags, type PageSeo, type SiteInfo } from "./meta-tags";

/**
 * A reading page's meta (seo.ts's tags) with the link-preview picture of its kind of page, unless
 * it brings its own (an article's).
 */
export function pageMeta(site: SiteInfo, page: Omit<PageSeo, "image"> & { image?: PageImage }): MetaDescriptor[] {
  return metaTags(site, { ...page, image: page.image ?? shareImageForPath(page.path, site.brand) });
}

/** A schema.org BreadcrumbList of a page's trail, each step a name and an address in the page's language. */
export function breadcrumbList(site: SiteInfo, trail: Array<{ name: string; path: string }>) {
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
