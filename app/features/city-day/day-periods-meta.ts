// The choghadiya and hora pages as search engines and link previews see them: their addresses,
// titles, descriptions and structured data, in the words `t` gives (the page's language).
import type { MetaDescriptor } from "@remix-run/react";

import { cityDayPath, type DayPeriodKind } from "~/domain/city-day";
import { formatIndiaDay } from "~/domain/india-date";
import { formatIndiaClock } from "~/domain/india-times";
import type { Words } from "~/domain/words";
import type { SiteInfo } from "~/seo/meta-tags";
import { pageMeta } from "~/seo/page-meta";

import type { CityDayPage } from "./city-day-loaders.server";
import { cityDayStructuredData } from "./panchang-meta";

/** What the meta reads of a city's choghadiyas or horas, the same in their own page and in `/<kind>`'s answer of today. */
type PageData = Pick<Exclude<CityDayPage, { kind: "panchang" }>, "city" | "place" | "day">;

/** The meta tags of a city's choghadiya or hora page: today's page is the city's address, a dated one its own. */
export function dayPeriodsMeta(
  t: Words,
  site: SiteInfo,
  data: PageData | undefined,
  kind: DayPeriodKind,
  dated: boolean,
): MetaDescriptor[] {
  if (!data) return [{ title: `${site.brand} - ${t(`dayPeriods:${kind}.eyebrow`)}` }];
  const { day, city, place } = data;
  const clock = (ms: number) => formatIndiaClock(ms, site.language, day.date);
  const values = {
    city: place.name,
    date: formatIndiaDay(day.date, site.language),
    sunrise: clock(day.sunrise),
    sunset: clock(day.sunset),
  };
  const path = cityDayPath(kind, city.slug, dated ? day.date : undefined);
  const title = t(`dayPeriods:${kind}.seo.title`, values);
  const description = t(`dayPeriods:${kind}.seo.description`, values);
  return pageMeta(site, {
    title,
    description,
    keywords: t(`dayPeriods:${kind}.seo.keywords`, values),
    path,
    extra: [
      {
        "script:ld+json": cityDayStructuredData(
          site,
          { city: data.city, names: { city: data.place.name, state: data.place.state }, date: data.day.date },
          path,
          title,
          description,
        ),
      },
    ],
  });
}
