import { json } from "@remix-run/node";

import { listCountries } from "~/services/locations.server";

// Location lists in the spec's shapes, for the dependent selects' fetchers.
export async function loader() {
  return json(await listCountries(), { headers: { "Cache-Control": "public, max-age=86400" } });
}
