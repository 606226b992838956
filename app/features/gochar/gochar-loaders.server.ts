// The transit pages' kit (app/domain/gochar.ts lists their addresses): a graha's year, this
// year's page of a graha, and the grahas of this year.
import { json, type LoaderFunctionArgs, redirect, type SerializeFrom } from "@remix-run/node";

import { indiaToday } from "~/clock/india-clock";
import { GOCHAR_SLUGS, type GocharGraha, gocharPath, grahaOfSlug } from "~/domain/gochar";
import { NO_STORE, publicCache } from "~/domain/http-cache";
import { languageOfRequest, pathInLanguage } from "~/domain/language";
import { PANCHANG_FIRST_YEAR, PANCHANG_LAST_YEAR } from "~/domain/panchang-cities";
import { COMBUSTION_ORBS, type CombustPlanet, GOCHAR_GOOD_HOUSES } from "~/jyotish";
import { RAHU_KETU_GOOD_HOUSES } from "~/locales/content/gochar-readings";
import { answeringSkyBusy } from "~/pages/sky-busy.server";
import { gocharYearOf } from "~/services/gochar.server";

const inRange = (year: number) => year >= PANCHANG_FIRST_YEAR && year <= PANCHANG_LAST_YEAR;
const thisYear = () => Number(indiaToday(new Date()).slice(0, 4));
const GRAHAS = Object.keys(GOCHAR_SLUGS) as GocharGraha[];

/** A wrong address: 404 with the grahas and years to choose from. */
const choices = (year: number) =>
  json({ show: "choices" as const, year, grahas: GRAHAS }, { status: 404, headers: { "Cache-Control": publicCache(300) } });

/** `/gochar/<graha>/<year>`: a graha's transits of a year. */
export const yearLoader = answeringSkyBusy(async ({ params }: LoaderFunctionArgs) => {
  const graha = grahaOfSlug(params.graha);
  const year = /^\d{4}$/.test(params.year ?? "") ? Number(params.year) : null;
  if (!graha || year === null || !inRange(year)) return choices(year !== null && inRange(year) ? year : thisYear());
  const reckoned = await gocharYearOf(graha, year);
  return json(
    {
      show: "year" as const,
      graha,
      year,
      signs: reckoned.signs,
      // The rule's numbers the page states: the houses good for it, and its combustion orbs.
      goodHouses: graha === "rahu" || graha === "ketu" ? [...RAHU_KETU_GOOD_HOUSES] : [...GOCHAR_GOOD_HOUSES[graha]],
      orbs: graha in COMBUSTION_ORBS ? COMBUSTION_ORBS[graha as CombustPlanet] : null,
      events: reckoned.events,
      previousYear: inRange(year - 1) ? year - 1 : null,
      nextYear: inRange(year + 1) ? year + 1 : null,
    },
    { headers: { "Cache-Control": publicCache(86400, 86400) } },
  );
});

/** `/gochar/<graha>`: this year's page of the graha. */
export async function grahaLoader({ params, request }: LoaderFunctionArgs) {
  const graha = grahaOfSlug(params.graha);
  if (!graha) return choices(thisYear());
  throw redirect(pathInLanguage(gocharPath(graha, thisYear()), languageOfRequest(request)), {
    status: 302,
    headers: { "Cache-Control": NO_STORE },
  });
}

/** `/gochar`: the grahas of this year and the next. */
export function indexLoader() {
  return json({ show: "choices" as const, year: thisYear(), grahas: GRAHAS }, { headers: { "Cache-Control": publicCache(3600, 86400) } });
}

/** A transit page as the browser receives it, a graha's year or the grahas to choose from: the one description of its data, which the view and the meta take. */
export type GocharPage = SerializeFrom<typeof yearLoader | typeof grahaLoader | typeof indexLoader>;
