import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";

import { untilIndiaNewYearCache } from "~/domain/http-cache";
import { languageOfRequest } from "~/domain/language";
import { indiaYear } from "~/domain/yearly-horoscope";
import { answeringSkyBusy } from "~/pages/sky-busy.server";
import { currentIndiaMonth } from "~/seo/festival-calendar";
import { festivalMonth } from "~/services/festivals.server";

export const loader = answeringSkyBusy(thisMonth);

// Spec: with no month in the address the calendar opens at the current month in India (and
// its year), so a shared cache keeps it briefly; a named month's page is the same all year.
async function thisMonth({ request }: LoaderFunctionArgs) {
  const now = new Date();
  const page = await festivalMonth(indiaYear(now), currentIndiaMonth(now).index, now, languageOfRequest(request));
  // The current year always has a calendar, empty or not.
  return json(page!, { headers: { "Cache-Control": untilIndiaNewYearCache(now, 300, 3600) } });
}
