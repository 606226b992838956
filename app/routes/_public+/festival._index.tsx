import "~/components/shared-browser-code";

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { FestivalCalendar } from "~/components/FestivalCalendar";
import { loaderCacheControl, publicCache, untilIndiaNewYearCache } from "~/domain/http-cache";
import { languageOfRequest } from "~/domain/language";
import type { RouteHandle } from "~/domain/route-handle";
import { indiaYear } from "~/domain/yearly-horoscope";
import { answeringSkyBusy } from "~/pages/sky-busy.server";
import { currentIndiaMonth } from "~/seo/festival-calendar";
import { festivalMonthMeta } from "~/seo/festival-calendar";
import { siteAndWords } from "~/seo/words-meta";
import { festivalMonth } from "~/services/festivals.server";

export const handle: RouteHandle = { i18n: "festival" };

// A function, not the wrapper's answer: the browser's build drops a loader it never calls, but
// not a call made as the module loads, and the server module it wraps is empty there.
export const loader = (args: LoaderFunctionArgs) => answeringSkyBusy(thisMonth)(args);

// Spec: with no month in the address the calendar opens at the current month in India (and
// its year), so a shared cache keeps it briefly; a named month's page is the same all year.
async function thisMonth({ request }: LoaderFunctionArgs) {
  const now = new Date();
  const page = await festivalMonth(indiaYear(now), currentIndiaMonth(now).index, now, languageOfRequest(request));
  // The current year always has a calendar, empty or not.
  return json(page!, { headers: { "Cache-Control": untilIndiaNewYearCache(now, 300, 3600) } });
}

export const headers = loaderCacheControl(publicCache(300));

export default function FestivalIndex() {
  return <FestivalCalendar {...useLoaderData<typeof loader>()} />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  festivalMonthMeta(...siteAndWords(matches), data, "keywordsThisMonth");
