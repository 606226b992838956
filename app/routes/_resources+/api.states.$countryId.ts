import "~/shared-browser-code";

import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";

import { listStates } from "~/services/locations.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const countryId = Number(params.countryId);
  if (!Number.isInteger(countryId)) throw new Response("Not Found", { status: 404 });
  return json(await listStates(countryId), { headers: { "Cache-Control": "public, max-age=86400" } });
}
