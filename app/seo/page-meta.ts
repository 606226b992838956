import type { MetaDescriptor } from "@remix-run/react";

import { shareImageForPath } from "~/domain/share-cards";
import type { PageImage } from "~/domain/share-images";

import { metaTags, type PageSeo, type SiteInfo } from "./meta-tags";

/**
 * A reading page's meta (seo.ts's tags) with the link-preview picture of its kind of page, unless
 * it brings its own (an article's).
 */
export function pageMeta(site: SiteInfo, page: Omit<PageSeo, "image"> & { image?: PageImage }): MetaDescriptor[] {
  return metaTags(site, { ...page, image: page.image ?? shareImageForPath(page.path, site.brand) });
}
