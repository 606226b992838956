import type { MetaDescriptor } from "@remix-run/react";

import { type Language, LANGUAGE_TAGS, LANGUAGES, OG_LOCALES, otherLanguage, pathInLanguage } from "~/domain/language";
import { type PageImage, SHARE_IMAGE, SITE_LOGO } from "~/domain/share-images";

/** The site as a page's meta sees it, and the language of that page. */
export type SiteInfo = { origin: string; brand: string; legalName: string; language: Language };

export type PageSeo = {
  title: string;
  description: string;
  /**
   * Path of the canonical URL in English, e.g. "/blogs"; the page's own language's address is
   * made from it ("/hi/blogs"), absolute with the site's origin.
   */
  path: string;
  /** The page has no twin in the other language worth listing (no `hreflang` alternates then). */
  noTwin?: boolean;
  keywords?: string;
  ogType?: "website" | "article";
  /** The page's link-preview picture (1200×630; PNG unless `type` says otherwise). */
  image: PageImage;
  /** e.g. "7 days" for horoscope pages (spec §9 "Metadata revisit interval"). */
  revisitAfter?: string;
  noindex?: boolean;
  extra?: MetaDescriptor[];
};

const DEFAULT_SITE: SiteInfo = {
  origin: "http://localhost:3000",
  brand: "Grahavani",
  legalName: "Grahavani Astro Services Private Limited",
  language: "en",
};

/** The root loader's site info and the page's language as seen from any route's meta function. */
export function siteFromMatches(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): SiteInfo {
  const root = matches.find((m) => m?.id === "root")?.data as { site?: Omit<SiteInfo, "language">; language?: Language } | undefined;
  return root?.site ? { ...root.site, language: root.language ?? "en" } : DEFAULT_SITE;
}

/**
 * The page's address in each language, for `hreflang` (both editions name each other, and
 * x-default, what a visitor of any other language gets, is the English one).
 */
export function languageAlternates(site: SiteInfo, path: string): MetaDescriptor[] {
  return [
    ...LANGUAGES.map((language) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: LANGUAGE_TAGS[language],
      href: absoluteUrl(site, pathInLanguage(path, language)),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(site, pathInLanguage(path, "en")) },
  ];
}

export function absoluteUrl(site: SiteInfo, path: string): string {
  return new URL(path, site.origin + "/").href;
}

/**
 * Title, description, keywords, canonical link, Open Graph and Twitter card tags for one page. A
 * reading page's meta comes through page-meta.ts, which adds the picture of its kind of page; a
 * form page's through meta.ts.
 */
export function metaTags(site: SiteInfo, page: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(site, pathInLanguage(page.path, site.language));
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    ...(page.noTwin ? [] : languageAlternates(site, page.path)),
    { property: "og:locale", content: OG_LOCALES[site.language] },
    ...(page.noTwin ? [] : [{ property: "og:locale:alternate", content: OG_LOCALES[otherLanguage(site.language)] }]),
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:type", content: page.ogType ?? "website" },
    { property: "og:url", content: url },
    { property: "og:site_name", content: site.brand },
  ];
  if (page.keywords) tags.push({ name: "keywords", content: page.keywords });
  const image = page.image;
  const imageUrl = absoluteUrl(site, image.path);
  tags.push(
    { property: "og:image", content: imageUrl },
    { property: "og:image:type", content: image.type ?? SHARE_IMAGE.type },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: image.alt },
  );
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

/**
 * The home page's structured data: who runs the site (Organization, with its social pages as
 * sameAs) and the site itself (WebSite), linked by @id as search engines read them.
 */
export function siteStructuredData(site: SiteInfo, socialLinks: ReadonlyArray<{ href: string }>) {
  const home = absoluteUrl(site, pathInLanguage("/", site.language));
  const organization = {
    "@type": "Organization",
    "@id": `${home}#organization`,
    name: site.brand,
    legalName: site.legalName,
    url: home,
    logo: { "@type": "ImageObject", url: absoluteUrl(site, SITE_LOGO.path), width: SITE_LOGO.width, height: SITE_LOGO.height },
    ...(socialLinks.length > 0 ? { sameAs: socialLinks.map((link) => link.href) } : {}),
  };
  const website = {
    "@type": "WebSite",
    "@id": `${home}#website`,
    name: site.brand,
    url: home,
    inLanguage: LANGUAGE_TAGS[site.language],
    publisher: { "@id": organization["@id"] },
  };
  return { "@context": "https://schema.org", "@graph": [organization, website] };
}
