// The city chooser of every page that takes a city (the panchang, choghadiya and hora, the Hindu
// month, the muhurat calendars, the eclipses): a page's form sends a typed name as `city`; one
// city it may mean is chosen (a redirect to its page, remembered in the city cookie), several are
// offered, none is a 404 with the form again.
import { json } from "@remix-run/node";

import { NO_STORE } from "~/domain/http-cache";
import { languageOfRequest, pathInLanguage } from "~/domain/language";
import type { PanchangCity } from "~/domain/panchang-cities";
import { panchangCityCookie, toChosenCity } from "~/infra/panchang-city.server";
import { redirectWithCookies } from "~/infra/responses.server";
import { cityNames, defaultPanchangCity, findPanchangCity, searchCities } from "~/services/panchang.server";

/** The cities a typed name may mean, named in the page's language. */
export type CityChoice = { query: string; cities: { slug: string; name: string; state: string }[] };

type Chooser = {
  /** The page of a city, in English (the chooser puts it in the request's language). */
  pathFor: (slug: string) => string;
  /**
   * Where the page's own address names its city as `?city=<slug>` (a year of muhurats or
   * eclipses), a slug there is the page, not a search. Elsewhere `city` is only ever typed.
   */
  cityInQuery?: boolean;
  /** A page without a city in its address opens the city the visitor chose last (the cookie). */
  remembered?: boolean;
};

/**
 * The city a request's page is for: the one its `city` names, or New Delhi (or, with
 * `remembered`, the city the visitor chose: a redirect) when it names none. A typed name that
 * means one city redirects (302) to that city's page and remembers it; otherwise the answer is
 * the choice, for `cityChoiceAnswer`.
 */
export async function chooseCity(request: Request, chooser: Chooser): Promise<{ city: PanchangCity } | { choice: CityChoice }> {
  const language = languageOfRequest(request);
  const query = new URL(request.url).searchParams.get("city");
  if (query === null) {
    if (chooser.remembered) {
      const chosen = await toChosenCity(request, (slug) => pathInLanguage(chooser.pathFor(slug), language));
      if (chosen) throw chosen;
    }
    return { city: await defaultPanchangCity() };
  }
  const named = chooser.cityInQuery ? await findPanchangCity(query) : null;
  if (named) return { city: named };
  const cities = await searchCities(query);
  if (cities.length === 1) {
    // The city chosen here is the one every page without a city, and the home page's glance, shows.
    throw redirectWithCookies(pathInLanguage(chooser.pathFor(cities[0].slug), language), [
      await panchangCityCookie().serialize(cities[0].slug),
    ]);
  }
  const choices = cities.map((city) => {
    const names = cityNames(city, language);
    return { slug: city.slug, name: names.city, state: names.state };
  });
  return { choice: { query, cities: choices } };
}

/** The page of a choice: the cities with the form again, 404 when the name means none. Never cached: it answers one visitor's words. */
export function cityChoiceAnswer<Extra extends object>(choice: CityChoice, extra: Extra) {
  return json(
    { show: "choice" as const, ...extra, ...choice },
    { status: choice.cities.length ? 200 : 404, headers: { "Cache-Control": NO_STORE } },
  );
}
