// The panchang page as search engines and link previews see it: its title, description,
// canonical address and structured data, in the words `t` gives (the page's language).
import type { MetaDescriptor } from "@remix-run/react";

import { cityDayPath } from "~/domain/city-day";
import { formatIndiaClock, formatIndiaDay, indiaSpanClocks } from "~/domain/india-date";
import { type Language, LANGUAGE_TAGS, pathInLanguage } from "~/domain/language";
import { type PanchangCity } from "~/domain/panchang-cities";
import type { Words } from "~/domain/words";
import type { Panchang, Span } from "~/jyotish";
import { NAKSHATRAS, tithiName } from "~/jyotish/zodiac";

import { absoluteUrl, type SiteInfo } from "./meta-tags";
import { pageMeta } from "./page-meta";

/** A day's panchang at a glance (the home and daily horoscope pages). */
export type PanchangGlance = {
  city: { slug: string; name: string };
  date: string;
  tithi: string;
  nakshatra: string;
  rahuKaal: string;
  /** the city was chosen by the visitor (their page is theirs alone) */
  chosen: boolean;
};

// `names`: the city's and state's names in the page's language (the English ones without it).
type PageData = { city: PanchangCity; names?: { city: string; state: string }; panchang: Panchang } | undefined;

/** A tithi's words: 'Krishna Pratipada', 'Purnima'. */
export function tithiWords(t: Words, index: number): string {
  const { paksha, name } = tithiName(index);
  const tithi = t(`panchang:tithi.${name}`);
  if (name === "purnima" || name === "amavasya") return tithi;
  return t("panchang:tithiWithPaksha", { paksha: t(`panchang:paksha.${paksha}`), tithi });
}

export function nakshatraWords(t: Words, index: number): string {
  return t(`panchang:nakshatra.${NAKSHATRAS[index]}`);
}

/** A span of the day as '12:07 pm to 1:27 pm', the day's own date left out. */
export function spanWords(t: Words, span: Span, language: Language, date: string): string {
  return t("panchang:span", indiaSpanClocks(span.start, span.end, language, date));
}

/** The day's tithi, nakshatra and times in words, for the page's meta and for "today at a glance". */
export function panchangSummary(t: Words, language: Language, panchang: Panchang) {
  return {
    date: formatIndiaDay(panchang.date, language),
    tithi: tithiWords(t, panchang.tithis[0].index),
    nakshatra: nakshatraWords(t, panchang.nakshatras[0].index),
    sunrise: formatIndiaClock(panchang.sunrise, language, panchang.date),
    sunset: formatIndiaClock(panchang.sunset, language, panchang.date),
    rahuKaal: spanWords(t, panchang.rahuKaal, language, panchang.date),
  };
}

/** The meta tags of a city's panchang: today's page is the city's address, a dated one its own. */
export function panchangMeta(t: Words, site: SiteInfo, data: PageData, kind: "today" | "dated"): MetaDescriptor[] {
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
