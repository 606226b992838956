import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { FestivalCalendar } from "~/components/FestivalCalendar";
import { currentIndiaMonth, festivalMonthMeta, parseMonthParam } from "~/domain/festival-calendar";
import { loaderCacheControl, publicCache } from "~/domain/http-cache";
import { siteFromMatches } from "~/domain/seo";
import { indiaYear } from "~/domain/yearly-horoscope";
import { festivalMonth } from "~/services/festivals.server";

// A month of India's current year (issue 16); other years are at /festival/{year}/{month}.
export async function loader({ params }: LoaderFunctionArgs) {
  const asked = parseMonthParam(params.month);
  if (asked.kind === "redirect") throw redirect(asked.month.path, 301);
  const now = new Date();
  // Spec: an unknown month shows the current month (200, with that month's canonical link).
  const month = asked.kind === "show" ? asked.month : currentIndiaMonth(now);
  const page = await festivalMonth(indiaYear(now), month.index, now);
  if (!page) throw json(null, { status: 404 });
  return json(page, { headers: { "Cache-Control": publicCache(3600, 86400) } });
}

export const headers = loaderCacheControl(publicCache(300));

export default function FestivalMonth() {
  return <FestivalCalendar {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  festivalMonthMeta(
    siteFromMatches(matches),
    data,
    (month, year) => `${month.name} ${year} festivals, festival calendar ${year}, Hindu festivals, Indian festivals`,
  );
