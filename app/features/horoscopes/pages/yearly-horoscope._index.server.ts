import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";

import { untilIndiaNewYearCache } from "~/domain/http-cache";
import { languageOfRequest } from "~/domain/language";
import { chooseYearlyYear } from "~/domain/yearly-horoscope";
import { publishedYearlyYears } from "~/services/yearly-horoscopes.server";

// The spec leaves this entry page's content open: it lists the twelve pages of the year shown
// (India's current year when published, else the latest) and the other published years, of the
// page's language.
export async function loader({ request }: LoaderFunctionArgs) {
  const now = new Date();
  const years = await publishedYearlyYears(languageOfRequest(request));
  const year = chooseYearlyYear(years, now);
  return json(
    { year, otherYears: years.filter((other) => other !== year).reverse() },
    { headers: { "Cache-Control": untilIndiaNewYearCache(now, 3600) } },
  );
}
