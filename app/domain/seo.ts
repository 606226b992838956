import type { MetaDescriptor } from "@remix-run/react";

export type SiteInfo = { origin: string; brand: string; legalName: string };

export type PageSeo = {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/blogs"; made absolute with the site's origin. */
  path: string;
  keywords?: string;
  ogType?: "website" | "article";
  image?: string;
  /** e.g. "7 days" for horoscope pages (spec §9 "Metadata revisit interval"). */
  revisitAfter?: string;
  noindex?: boolean;
  extra?: MetaDescriptor[];
};

const DEFAULT_SITE: SiteInfo = {
  origin: "http://localhost:3000",
  brand: "Grahavani",
  legalName: "Grahavani Astro Services Private Limited",
};

/** The root loader's site info as seen from any route's meta function. */
export function siteFromMatches(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): SiteInfo {
  const root = matches.find((m) => m?.id === "root")?.data as { site?: SiteInfo } | undefined;
  return root?.site ?? DEFAULT_SITE;
}

export function absoluteUrl(site: SiteInfo, path: string): string {
  return new URL(path, site.origin + "/").href;
}

/** Title, description, keywords, canonical link and open-graph tags for one page. */
export function pageMeta(site: SiteInfo, page: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(site, page.path);
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:type", content: page.ogType ?? "website" },
    { property: "og:url", content: url },
    { property: "og:site_name", content: site.brand },
  ];
  if (page.keywords) tags.push({ name: "keywords", content: page.keywords });
  if (page.image) tags.push({ property: "og:image", content: absoluteUrl(site, page.image) });
  if (page.revisitAfter) {
    tags.push(
      { name: "author", content: site.legalName },
      { name: "revisit-after", content: page.revisitAfter },
      { name: "distribution", content: "global" },
      { name: "rating", content: "general" },
    );
  }
  if (page.noindex) tags.push({ name: "robots", content: "noindex" });
  return [...tags, ...(page.extra ?? [])];
}
