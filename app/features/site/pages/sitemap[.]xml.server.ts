import { publicCache } from "~/domain/http-cache";
import { LANGUAGE_TAGS, pathInLanguage } from "~/domain/language";
import { sitemapEntries, type SitemapEntry } from "~/features/site/sitemap.server";
import { env } from "~/infra/env.server";

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * One <url> per edition of a page; a page in both editions names both, and x-default (the
 * English), as alternates in each of its <url>s, as Google's sitemap guide for localized pages asks.
 */
function urlsOf({ path, languages, lastmod }: SitemapEntry, origin: string): string[] {
  const href = (language: (typeof languages)[number]) => escapeXml(new URL(pathInLanguage(path, language), origin).href);
  const alternates =
    languages.length > 1
      ? [
          ...languages.map((language) => `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[language]}" href="${href(language)}"/>`),
          `<xhtml:link rel="alternate" hreflang="x-default" href="${href("en")}"/>`,
        ].join("")
      : "";
  return languages.map(
    (language) => `  <url><loc>${href(language)}</loc>${alternates}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`,
  );
}

export async function loader() {
  const origin = env().PUBLIC_ORIGIN;
  const entries = await sitemapEntries(new Date());
  const urls = entries.flatMap((entry) => urlsOf(entry, origin)).join("\n");
  const xml =
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": publicCache(3600, 86400) },
  });
}
