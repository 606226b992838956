// A kept chart shown whole (its owner's page under My kundlis, and the page its link opens):
// the chart made again from the birth kept, drawn as the address's query asks.
import { json } from "@remix-run/node";

import { chartViewOf } from "~/domain/chart-view";
import { type Language } from "~/domain/language";
import { translator } from "~/locales/i18n";
import { keptBirthDetails, type KeptChart } from "~/services/kept-charts.server";
import { isBirthProblem, kundliOf, resolveBirth } from "~/services/kundli.server";

/** The answer for a chart that is not there (not theirs, not a number, a link ended or never made): one 404 for all. */
export function chartNotFound(language: Language, headers?: HeadersInit): never {
  throw json({ message: translator(language)("common:errors.notFound.title") }, { status: 404, headers });
}

/** A kept chart as its page shows it, or its place no longer found (null birth). */
export async function keptChartPage(chart: KeptChart, request: Request, language: Language) {
  const birth = await resolveBirth(keptBirthDetails(chart), language);
  if (isBirthProblem(birth)) return { birth: null, kundli: null };
  return { birth, kundli: kundliOf(birth, new Date(), chartViewOf(new URL(request.url).searchParams)) };
}
