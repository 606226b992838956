import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";

import { isLanguage } from "~/domain/language";
import { citiesIn } from "~/services/locations.server";

// `?lang=hi`: the names as the Hindi edition's selects show them (the ids are the same).
export async function loader({ params, request }: LoaderFunctionArgs) {
  const stateId = Number(params.stateId);
  const search = new URL(request.url).searchParams;
  const countryParam = search.get("countryId");
  const lang = search.get("lang");
  if (!Number.isInteger(stateId)) throw new Response("Not Found", { status: 404 });
  const cities = await citiesIn(stateId, countryParam ? Number(countryParam) : undefined, isLanguage(lang) ? lang : "en");
  return json(cities, { headers: { "Cache-Control": "public, max-age=86400" } });
}
