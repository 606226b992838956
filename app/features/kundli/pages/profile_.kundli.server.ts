import { json, type LoaderFunctionArgs } from "@remix-run/node";

import { chartViewOf } from "~/domain/chart-view";
import { PRIVATE_NO_STORE } from "~/domain/http-cache";
import { languageOfRequest } from "~/domain/language";
import { requireCustomer } from "~/pages/visitor-guards.server";
import { customerBirth, kundliOf } from "~/services/kundli.server";

// The signed-in customer's own chart, from their profile's birth details: theirs alone.
export async function loader({ request }: LoaderFunctionArgs) {
  const { customer } = await requireCustomer(request, { comeBack: true });
  const known = await customerBirth(customer, languageOfRequest(request));
  const headers = { "Cache-Control": PRIVATE_NO_STORE };
  if ("birth" in known) {
    const view = chartViewOf(new URL(request.url).searchParams);
    return json({ birth: known.birth, kundli: kundliOf(known.birth, new Date(), view), missing: null }, { headers });
  }
  return json({ birth: null, kundli: null, missing: known }, { headers });
}
