import "~/shared-browser-code";

import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";

import { listCities } from "~/services/locations.server";

export async function loader({ params, request }: LoaderFunctionArgs) {
  const stateId = Number(params.stateId);
  const countryParam = new URL(request.url).searchParams.get("countryId");
  if (!Number.isInteger(stateId)) throw new Response("Not Found", { status: 404 });
  const cities = await listCities(stateId, countryParam ? Number(countryParam) : undefined);
  return json(cities, { headers: { "Cache-Control": "public, max-age=86400" } });
}
