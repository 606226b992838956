import { json, type LoaderFunctionArgs } from "@remix-run/node";

import { PRIVATE_NO_STORE } from "~/domain/http-cache";
import { KEPT_CHARTS_MAX } from "~/domain/kept-charts";
import { requireCustomer } from "~/pages/visitor-guards.server";
import { keptChartsOf } from "~/services/kept-charts.server";

// The signed-in customer's kept charts: theirs alone, and kept by no cache.
export async function loader({ request }: LoaderFunctionArgs) {
  const { customer } = await requireCustomer(request, { comeBack: true });
  const charts = await keptChartsOf(customer.id);
  return json({ charts, max: KEPT_CHARTS_MAX }, { headers: { "Cache-Control": PRIVATE_NO_STORE } });
}
