import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";

import { isLanguage } from "~/domain/language";
import { statesIn } from "~/services/locations.server";

// `?lang=hi`: the names as the Hindi edition's selects show them (the ids are the same).
export async function loader({ params, request }: LoaderFunctionArgs) {
  const countryId = Number(params.countryId);
  if (!Number.isInteger(countryId)) throw new Response("Not Found", { status: 404 });
  const lang = new URL(request.url).searchParams.get("lang");
  return json(await statesIn(countryId, isLanguage(lang) ? lang : "en"), { headers: { "Cache-Control": "public, max-age=86400" } });
}
