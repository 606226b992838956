import { json, type LoaderFunctionArgs } from "@remix-run/node";

import { PRIVATE_NO_STORE } from "~/domain/http-cache";
import { shareToken } from "~/domain/kept-charts";
import { languageOfRequest } from "~/domain/language";
import { chartNotFound, keptChartPage } from "~/features/kundli/kept-chart-page-loaders.server";
import { sharedChart } from "~/services/kept-charts.server";

/**
 * A chart sent by its owner is for the people it was sent to: never indexed or cached. (Its
 * address leaves the site as no more than the origin: the site's Referrer-Policy.)
 */
export const SHARED_CHART_HEADERS = {
  "Cache-Control": PRIVATE_NO_STORE,
  "X-Robots-Tag": "noindex, nofollow, noarchive",
};

// A kept chart opened by the link its owner made: a token never made, a link stopped and a
// malformed one are the same 404.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const language = languageOfRequest(request);
  const token = shareToken(params.token);
  const chart = token === null ? null : await sharedChart(token);
  if (!chart) return chartNotFound(language, SHARED_CHART_HEADERS);
  const page = await keptChartPage(chart, request, language);
  return json({ name: chart.name, ...page }, { headers: SHARED_CHART_HEADERS });
}
