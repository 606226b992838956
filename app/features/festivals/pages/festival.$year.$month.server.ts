import type { LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";

import { untilIndiaNewYearCache } from "~/domain/http-cache";
import { languageOfRequest, pathInLanguage } from "~/domain/language";
import { answeringSkyBusy } from "~/pages/sky-busy.server";
import { festivalMonthPath, parseFestivalYear, parseMonthParam } from "~/seo/festival-calendar";
import { festivalMonth } from "~/services/festivals.server";
import { eclipseLinesOfMonthIfFree } from "~/services/grahan.server";
import { defaultPanchangCity } from "~/services/panchang.server";

// A month of any year that has a calendar. In India's current year the page is the
// same as /festival/{month}, which stays its canonical address.
export const loader = answeringSkyBusy(monthOfYear);

async function monthOfYear({ params, request }: LoaderFunctionArgs) {
  const year = parseFestivalYear(params.year);
  const asked = parseMonthParam(params.month);
  if (year === null || asked.kind === "unknown") throw json(null, { status: 404 });
  const language = languageOfRequest(request);
  if (asked.kind === "redirect") throw redirect(pathInLanguage(festivalMonthPath(year, asked.month.index, true), language), 301);
  const now = new Date();
  const page = await festivalMonth(year, asked.month.index, now, language);
  if (!page) throw json(null, { status: 404 });
  // The month's eclipses as New Delhi sees them: the festival calendar is India's, not a city's.
  const eclipses = await eclipseLinesOfMonthIfFree(await defaultPanchangCity(), page.year, page.monthIndex + 1, language);
  // Its links and canonical address change when its year stops (or starts) being the current one.
  return json({ ...page, eclipses }, { headers: { "Cache-Control": untilIndiaNewYearCache(now, 3600) } });
}
