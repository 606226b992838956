import type { LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";

import { NO_STORE, untilIndiaNewYearCache } from "~/domain/http-cache";
import { languageOfRequest, pathInLanguage } from "~/domain/language";
import { indiaYear, parseContentYear } from "~/domain/yearly-horoscope";
import { answeringSkyBusy } from "~/pages/sky-busy.server";
import { currentIndiaMonth, festivalMonthPath, parseMonthParam } from "~/seo/festival-calendar";
import { festivalMonth } from "~/services/festivals.server";
import { eclipseLinesOfMonthIfFree } from "~/services/grahan.server";
import { defaultPanchangCity } from "~/services/panchang.server";

// A month of India's current year; other years are at /festival/{year}/{month}.
export const loader = answeringSkyBusy(monthOfThisYear);

async function monthOfThisYear({ params, request }: LoaderFunctionArgs) {
  const language = languageOfRequest(request);
  const now = new Date();
  // A year alone (/festival/2027) opens that year at the month it is now; temporary, as that moves.
  const year = parseContentYear(params.month);
  if (year !== null)
    throw redirect(pathInLanguage(festivalMonthPath(year, currentIndiaMonth(now).index, year !== indiaYear(now)), language), 302);
  const asked = parseMonthParam(params.month);
  if (asked.kind === "redirect") throw redirect(pathInLanguage(asked.month.path, language), 301);
  // Spec: an unknown month shows the current month (200, with that month's canonical link).
  const month = asked.kind === "show" ? asked.month : currentIndiaMonth(now);
  const page = await festivalMonth(indiaYear(now), month.index, now, language);
  if (!page) throw json(null, { status: 404 });
  // The month's eclipses as New Delhi sees them: the festival calendar is India's, not a city's.
  const eclipses = await eclipseLinesOfMonthIfFree(await defaultPanchangCity(), page.year, page.monthIndex + 1, language);
  // An unknown month's page is rendered each time, never kept: made-up addresses must not fill the page cache.
  const cacheControl = asked.kind === "show" ? untilIndiaNewYearCache(now, 3600) : NO_STORE;
  return json({ ...page, eclipses }, { headers: { "Cache-Control": cacheControl } });
}
