// The choghadiya and hora pages as search engines and link previews see them: their addresses,
// titles, descriptions and structured data, in the words `t` gives (the page's language).
import type { MetaDescriptor } from "@remix-run/react";

import { cityDayPath, type DayPeriodKind } from "~/domain/city-day";
import { formatIndiaClock, formatIndiaDay } from "~/domain/india-date";
import type { PanchangCity } from "~/domain/panchang-cities";
import type { Words } from "~/domain/words";
import type { Choghadiya, Hora, SunDay } from "~/jyotish";
import type { SiteInfo } from "~/seo/meta-tags";
import { pageMeta } from "~/seo/page-meta";

import { cityDayStructuredData } from "./panchang-meta";

type PageData =
  | { kind: DayPeriodKind; city: PanchangCity; place: { name: string; state: string }; day: SunDay; periods: Array<Choghadiya | Hora> }
  | undefined;

/** The meta tags of a city's choghadiya or hora page: today's page is the city's address, a dated one its own. */
export function dayPeriodsMeta(t: Words, site: SiteInfo, data: PageData, kind: DayPeriodKind, dated: boolean): MetaDescriptor[] {
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
