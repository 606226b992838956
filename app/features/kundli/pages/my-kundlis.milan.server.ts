import { json, type LoaderFunctionArgs } from "@remix-run/node";

import { PRIVATE_NO_STORE } from "~/domain/http-cache";
import { keptChartId } from "~/domain/kept-charts";
import { languageOfRequest } from "~/domain/language";
import { chartNotFound } from "~/features/kundli/kept-chart-page-loaders.server";
import { requireCustomer } from "~/pages/visitor-guards.server";
import { keptBirthDetails, keptChartOf } from "~/services/kept-charts.server";
import { isBirthProblem, milanOf, resolveBirth } from "~/services/kundli.server";

// The milan of two of the customer's kept charts, the boy's first: a chart that is not theirs
// is a 404, as on the chart's own page.
export async function loader({ request }: LoaderFunctionArgs) {
  const { customer } = await requireCustomer(request, { comeBack: true });
  const language = languageOfRequest(request);
  const query = new URL(request.url).searchParams;
  const ids = [keptChartId(query.get("boy") ?? undefined), keptChartId(query.get("girl") ?? undefined)];
  const charts = await Promise.all(ids.map((id) => (id === null ? null : keptChartOf(customer.id, id))));
  if (!charts[0] || !charts[1]) return chartNotFound(language);
  const headers = { "Cache-Control": PRIVATE_NO_STORE };
  if (charts[0].id === charts[1].id) return json({ same: true as const, match: null }, { status: 400, headers });
  const births = await Promise.all(charts.map((chart) => resolveBirth(keptBirthDetails(chart!), language)));
  const [boy, girl] = births;
  if (isBirthProblem(boy) || isBirthProblem(girl)) return json({ same: false as const, match: null }, { status: 409, headers });
  return json({ same: false as const, match: milanOf(boy, girl) }, { headers });
}
