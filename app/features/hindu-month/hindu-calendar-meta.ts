// The Hindu calendar's month as search engines and link previews see it (title, description, canonical address, breadcrumbs).
import type { MetaDescriptor } from "@remix-run/react";

import { hinduCalendarPath } from "~/domain/hindu-month-paths";
import { monthName } from "~/domain/india-date";
import type { Language } from "~/domain/language";
import type { Words } from "~/domain/words";
import type { SiteInfo } from "~/seo/meta-tags";
import { webPageMeta } from "~/seo/web-page-meta";
import { vratWords } from "~/words/sky-words";

import type { HinduCalendarPage } from "./hindu-calendar-loaders.server";

/** The words every part of the page's meta shares. */
function values(t: Words, language: Language, data: HinduCalendarPage) {
  const ekadashis = data.vrats.filter((vrat) => vrat.kind === "ekadashi");
  const named = ekadashis.map((vrat) => vratWords(t, vrat));
  return {
    city: data.names.city,
    month: monthName(data.month, language),
    year: data.year,
    vrats: named.length ? named.join(", ") : t("calendar:vrat.pradosh"),
  };
}

/** The month's title, description, canonical address, hreflang pair and breadcrumbs. */
export function hinduCalendarMeta(t: Words, site: SiteInfo, data: HinduCalendarPage | undefined): MetaDescriptor[] {
  if (!data) return [{ title: `${site.brand} - ${t("calendar:eyebrow")}` }];
  const words = values(t, site.language, data);
  return webPageMeta(site, {
    title: t("calendar:seo.title", words),
    description: t("calendar:seo.description", words),
    keywords: t("calendar:seo.keywords", words),
    path: hinduCalendarPath(data.city.slug, data.year, data.month),
    webPage: {
      temporalCoverage: `${data.year}-${String(data.month).padStart(2, "0")}`,
      about: {
        "@type": "Place",
        name: `${data.names.city}, ${data.names.state}`,
        geo: { "@type": "GeoCoordinates", latitude: data.city.latitude, longitude: data.city.longitude },
      },
    },
    trail: [
      { name: t("calendar:eyebrow"), path: hinduCalendarPath("") },
      { name: data.names.city, path: hinduCalendarPath(data.city.slug) },
    ],
    crumb: `${words.month} ${data.year}`,
  });
}
