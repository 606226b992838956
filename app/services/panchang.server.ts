import { formatIndiaClock } from "~/domain/india-times";
import type { Language } from "~/domain/language";
import { CITY_QUERY_MAX, DEFAULT_PANCHANG_CITY, panchangCities, type PanchangCity } from "~/domain/panchang-cities";
import { slugify } from "~/domain/slug";
import { reckonPanchang } from "~/infra/sky-worker.server";
import type { Panchang } from "~/jyotish";
import { translator } from "~/locales/i18n";
import { findBirthPlace } from "~/services/birth-places.server";
import { citiesOfIndia } from "~/services/locations.server";
import { cityKey, placeName, stateName } from "~/services/place-names.server";
import { reckonedDay } from "~/services/reckoned-days.server";
import { nakshatraWords, type PanchangGlance, spanWords, tithiWords } from "~/words/sky-words";

let cities: Promise<{ list: PanchangCity[]; bySlug: Map<string, PanchangCity>; byKey: Map<string, PanchangCity> }> | null = null;

function cityIndex() {
  cities ??= citiesOfIndia().then((located) => {
    const list = panchangCities(located);
    return { list, bySlug: new Map(list.map((city) => [city.slug, city])), byKey: new Map(list.map((city) => [cityKey(city), city])) };
  });
  return cities;
}

/** How a page in `language` names a city and its state: in Hindi on /hi where the tables have them. */
export type CityNames = { city: string; state: string };

export function cityNames(city: PanchangCity, language: Language): CityNames {
  return { city: placeName(city, language), state: stateName(city.state, language) };
}

/** Every city a panchang can be read for, by name. */
export async function listPanchangCities(): Promise<PanchangCity[]> {
  return (await cityIndex()).list;
}

export async function findPanchangCity(slug: string): Promise<PanchangCity | null> {
  return (await cityIndex()).bySlug.get(slug) ?? null;
}

export async function defaultPanchangCity(): Promise<PanchangCity> {
  const city = await findPanchangCity(DEFAULT_PANCHANG_CITY);
  if (!city) throw new Error(`The location data has no city at /panchang/${DEFAULT_PANCHANG_CITY}`);
  return city;
}

/** The panchang of a city on an India date, reckoned once on the sky pool; SkyBusy when the pool is full. */
export function panchangOf(city: PanchangCity, isoDate: string): Promise<Panchang> {
  return reckonedDay("panchang", city.slug, isoDate, () => reckonPanchang(city, isoDate));
}

/**
 * The cities a typed name may mean, found as the kundli finds a birth place (old names,
 * spellings, Devanagari, "Name, State"), among India's; an address's slug is its city.
 */
export async function searchCities(query: string): Promise<PanchangCity[]> {
  const { bySlug, byKey } = await cityIndex();
  const bySlugTyped = bySlug.get(slugify(query.slice(0, CITY_QUERY_MAX)));
  if (bySlugTyped) return [bySlugTyped];
  const found = await findBirthPlace(query.slice(0, CITY_QUERY_MAX), "IN");
  const places = found.kind === "found" ? [found.place] : found.kind === "choice" ? found.places : [];
  return places.map((place) => byKey.get(cityKey(place))).filter((city): city is PanchangCity => Boolean(city));
}

/**
 * Today's panchang at a glance for the home and daily horoscope pages: the tithi, nakshatra and
 * Rahu Kaal of a day in the visitor's chosen city (the cookie), else New Delhi.
 */
export async function panchangGlance(chosenSlug: string | null, isoDate: string, language: Language): Promise<PanchangGlance> {
  const chosen = chosenSlug ? await findPanchangCity(chosenSlug) : null;
  const city = chosen ?? (await defaultPanchangCity());
  const day = await panchangOf(city, isoDate);
  const t = translator(language);
  return {
    city: { slug: city.slug, name: placeName(city, language) },
    date: isoDate,
    tithi: t("panchang:until", { name: tithiWords(t, day.tithis[0].index), time: formatIndiaClock(day.tithis[0].end, language, isoDate) }),
    nakshatra: t("panchang:until", {
      name: nakshatraWords(t, day.nakshatras[0].index),
      time: formatIndiaClock(day.nakshatras[0].end, language, isoDate),
    }),
    rahuKaal: spanWords(t, day.rahuKaal, language, isoDate),
    chosen: Boolean(chosen && chosen.slug !== DEFAULT_PANCHANG_CITY),
  };
}
