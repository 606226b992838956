// The muhurat calendars' kit:
//   /muhurat/<kind>/<year>          a ceremony's days of a year for New Delhi, or with `city` (a
//                                   city's address slug, or a typed name the form sends) another
//                                   city's, or the cities a typed name may mean;
//   /muhurat/<kind>, /muhurat       this year's, of the ceremony (vivah unless named).
import { json, type LoaderFunctionArgs, redirect, type SerializeFrom } from "@remix-run/node";

import { indiaToday } from "~/clock/india-clock";
import { NO_STORE, publicCache } from "~/domain/http-cache";
import { languageOfRequest, pathInLanguage } from "~/domain/language";
import { muhuratKindOf, muhuratPath } from "~/domain/muhurat-paths";
import { PANCHANG_FIRST_YEAR, PANCHANG_LAST_YEAR } from "~/domain/panchang-cities";
import { MUHURAT_RULES } from "~/jyotish";
import { chooseCity, cityChoiceAnswer } from "~/pages/city-choice.server";
import { answeringSkyBusy } from "~/pages/sky-busy.server";
import { cityNames } from "~/services/panchang.server";

import { muhuratWordsOf, muhuratYearOf } from "./muhurat.server";

const notFound = () => json(null, { status: 404, headers: { "Cache-Control": publicCache(300) } });
const thisYear = () => Number(indiaToday(new Date()).slice(0, 4));

/** `/muhurat/<kind>/<year>`; 429 when the sky pool has no room for the year. */
export const yearLoader = answeringSkyBusy(async ({ params, request }: LoaderFunctionArgs) => {
  const language = languageOfRequest(request);
  const kind = muhuratKindOf(params.kind);
  const year = /^\d{4}$/.test(params.year ?? "") ? Number(params.year) : null;
  if (!kind || year === null || year < PANCHANG_FIRST_YEAR || year > PANCHANG_LAST_YEAR) throw notFound();
  const found = await chooseCity(request, { pathFor: (slug) => muhuratPath(kind, year, slug), cityInQuery: true });
  if ("choice" in found) return cityChoiceAnswer(found.choice, { kind, year });
  const { city } = found;
  const [reckoned, days] = await Promise.all([muhuratYearOf(kind, city, year), muhuratWordsOf(kind, city, year, language)]);
  const inRange = (other: number) => other >= PANCHANG_FIRST_YEAR && other <= PANCHANG_LAST_YEAR;
  return json(
    {
      show: "year" as const,
      kind,
      year,
      city,
      names: cityNames(city, language),
      days,
      closed: reckoned.closed,
      rule: MUHURAT_RULES[kind],
      previousYear: inRange(year - 1) ? year - 1 : null,
      nextYear: inRange(year + 1) ? year + 1 : null,
    },
    { headers: { "Cache-Control": publicCache(86400, 86400) } },
  );
});

/** A year's page as the browser receives it: the one description of its data, which the view and the meta take. */
export type MuhuratYearPage = Extract<SerializeFrom<typeof yearLoader>, { show: "year" }>;

/** `/muhurat/<kind>` and `/muhurat`: this year's calendar of the ceremony. */
export async function kindLoader({ params, request }: LoaderFunctionArgs) {
  const kind = params.kind === undefined ? "vivah" : muhuratKindOf(params.kind);
  if (!kind) throw notFound();
  throw redirect(pathInLanguage(muhuratPath(kind, thisYear()), languageOfRequest(request)), {
    status: 302,
    headers: { "Cache-Control": NO_STORE },
  });
}
