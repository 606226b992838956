import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { FestivalCalendar, festivalCards } from "~/components/FestivalCalendar";
import { calendarMonth, currentIndiaMonth, festivalMonthSeo, parseMonthParam } from "~/domain/festival-calendar";
import { publicCache } from "~/domain/http-cache";
import { pageMeta, siteFromMatches } from "~/domain/seo";

export async function loader({ params }: LoaderFunctionArgs) {
  const asked = parseMonthParam(params.month);
  if (asked.kind === "redirect") throw redirect(asked.month.path, 301);
  // Spec: an unknown month shows the current month (200, with that month's canonical link).
  const month = asked.kind === "show" ? asked.month : currentIndiaMonth(new Date());
  // Imported here so the year's festival list stays out of the browser bundle.
  const { FESTIVAL_YEAR, festivalsInMonth } = await import("~/content/festivals/2025");
  return json(
    { monthIndex: month.index, year: FESTIVAL_YEAR, festivals: festivalCards(festivalsInMonth(month.index)) },
    { headers: { "Cache-Control": publicCache(3600, 86400) } },
  );
}

export function headers({ loaderHeaders }: { loaderHeaders: Headers }) {
  return { "Cache-Control": loaderHeaders.get("Cache-Control") ?? publicCache(300) };
}

export default function FestivalMonth() {
  const { monthIndex, year, festivals } = useLoaderData<typeof loader>();
  return <FestivalCalendar monthIndex={monthIndex} year={year} festivals={festivals} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const site = siteFromMatches(matches);
  if (!data) return [{ title: `${site.brand} - Festival Calendar` }];
  const month = calendarMonth(data.monthIndex);
  const seo = festivalMonthSeo(
    month,
    data.year,
    data.festivals.map((f) => f.name),
  );
  return pageMeta(site, {
    title: `${site.brand} - ${seo.title}`,
    description: seo.description,
    keywords: `${month.name} ${data.year} festivals, festival calendar ${data.year}, Hindu festivals, Indian festivals`,
    path: month.path,
  });
};
