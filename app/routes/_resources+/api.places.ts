import "~/shared-browser-code";

import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";

import { PLACE_QUERY_MAX } from "~/domain/birth-places";
import { isLanguage } from "~/domain/language";
import { hasControlCharacters } from "~/domain/text-input";
import { searchBirthPlaces } from "~/services/birth-places.server";

// The place search as JSON, for suggestions as a visitor types: `?q=Bombay`, `&lang=hi` for the
// Hindi edition's names. Each place's `value` is what the forms take (the label), `text` how the
// page names it; `kind` says whether the text names one place, may mean several, or none (and
// the places are then the nearest).
export async function loader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const query = search.get("q") ?? "";
  const lang = search.get("lang");
  if (query.length > PLACE_QUERY_MAX || hasControlCharacters(query)) {
    return json({ error: `A place is at most ${PLACE_QUERY_MAX} characters of text.` }, { status: 400 });
  }
  const answer = await searchBirthPlaces(query, isLanguage(lang) ? lang : "en");
  return json(answer, { headers: { "Cache-Control": "public, max-age=86400" } });
}
