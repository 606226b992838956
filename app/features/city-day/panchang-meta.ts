// The panchang page as search engines and link previews see it: its title, description,
// canonical address and structured data, in the words `t` gives (the page's language).
import type { MetaDescriptor } from "@remix-run/react";

import { cityDayPath } from "~/domain/city-day";
import { LANGUAGE_TAGS, pathInLanguage } from "~/domain/language";
import { type PanchangCity } from "~/domain/panchang-cities";
import type { Words } from "~/domain/words";
import { absoluteUrl, type SiteInfo } from "~/seo/meta-tags";
import { pageMeta } from "~/seo/page-meta";
import { panchangSummary } from "~/words/sky-words";

import type { CityDayPage } from "./city-day-loaders.server";

/** What the meta reads of a city's panchang, the same in its own page and in `/panchang`'s answer of today. */
type PageData = Pick<Extract<CityDayPage, { kind: "panchang" }>, "city" | "names" | "panchang">;

/** The meta tags of a city's panchang: today's page is the city's address, a dated one its own. */
export function panchangMeta(t: Words, site: SiteInfo, data: PageData | undefined, kind: "today" | "dated"): MetaDescriptor[] {
  if (!data) return [{ title: `${site.brand} - ${t("panchang:eyebrow")}` }];
  const summary = panchangSummary(t, site.language, data.panchang);
  const values = { ...summary, city: data.names?.city ?? data.city.name };
  const path = kind === "today" ? cityDayPath("panchang", data.city.slug) : cityDayPath("panchang", data.city.slug, data.panchang.date);
  return pageMeta(site, {
    title: t("panchang:seo.title", values),
    description: t("panchang:seo.description", values),
    keywords: t("panchang:seo.keywords", values),
    path,
    extra: [
      {
        "script:ld+json": cityDayStructuredData(
          site,
          { city: data.city, names: data.names ?? { city: data.city.name, state: data.city.state }, date: data.panchang.date },
          path,
          t("panchang:seo.title", values),
          t("panchang:seo.description", values),
        ),
      },
    ],
  });
}

/** A schema.org WebPage about a city (a Place with its coordinates, named in the page's language) on a day. */
export function cityDayStructuredData(
  site: SiteInfo,
  day: { city: PanchangCity; names: { city: string; state: string }; date: string },
  path: string,
  name: string,
  description: string,
) {
  const { city, state } = day.names;
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name,
    description,
    url: absoluteUrl(site, pathInLanguage(path, site.language)),
    inLanguage: LANGUAGE_TAGS[site.language],
    temporalCoverage: day.date,
    about: {
      "@type": "Place",
      name: `${city}, ${state}`,
      geo: { "@type": "GeoCoordinates", latitude: day.city.latitude, longitude: day.city.longitude },
      address: { "@type": "PostalAddress", addressLocality: city, addressRegion: state, addressCountry: "IN" },
    },
    publisher: { "@type": "Organization", name: site.brand, url: absoluteUrl(site, pathInLanguage("/", site.language)) },
  };
}
