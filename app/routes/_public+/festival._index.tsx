import type { MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { FestivalCalendar, festivalCards } from "~/components/FestivalCalendar";
import { calendarMonth, currentIndiaMonth, festivalMonthSeo } from "~/domain/festival-calendar";
import { publicCache } from "~/domain/http-cache";
import { pageMeta, siteFromMatches } from "~/domain/seo";

// Spec: with no month in the address the calendar opens at the current month in India,
// so a shared cache keeps it briefly; a named month's page is the same all year.
export async function loader() {
  const month = currentIndiaMonth(new Date());
  // Imported here so the year's festival list stays out of the browser bundle.
  const { FESTIVAL_YEAR, festivalsInMonth } = await import("~/content/festivals/2025");
  return json(
    { monthIndex: month.index, year: FESTIVAL_YEAR, festivals: festivalCards(festivalsInMonth(month.index)) },
    { headers: { "Cache-Control": publicCache(300, 3600) } },
  );
}

export function headers({ loaderHeaders }: { loaderHeaders: Headers }) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? publicCache(300) };
}

export default function FestivalIndex() {
  const { monthIndex, year, festivals } = useLoaderData<typeof loader>();
  return <FestivalCalendar monthIndex={monthIndex} year={year} festivals={festivals} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteFromMatches(matches);
  if (!data) return [{ title: `${site.brand} - Festival Calendar` }];
  // Named after the month it shows, as the month's own page is (the spec's 'set per month'),
  // and that page is the canonical address of the same content.
  const month = calendarMonth(data.monthIndex);
  const seo = festivalMonthSeo(
    month,
    data.year,
    data.festivals.map((f) => f.name),
  );
  return pageMeta(site, {
    title: `${site.brand} - ${seo.title}`,
    description: seo.description,
    keywords: `${month.name} ${data.year} festivals, festival calendar ${data.year}, Indian festivals ${data.year}, Hindu festivals, festival dates`,
    path: month.path,
  });
};
