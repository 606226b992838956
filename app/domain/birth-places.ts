// A place of birth typed as text, found among the world's cities of the location data: the one
// it names, the few it may mean, or none. Never a guess: only a name that matches one city
// alone (with its state and country, when given) is taken without asking.

export type BirthPlace = {
  /** How the place is written and chosen: "City, State" in India, "City, State, Country" elsewhere. */
  label: string;
  name: string;
  state: string;
  country: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  timeZone: string;
};

/** The places by the key of their name; the array of every name's key for searches by part. */
export type PlaceIndex = { byName: Map<string, BirthPlace[]>; names: Array<[string, BirthPlace]> };

export type PlaceSearch = { kind: "found"; place: BirthPlace } | { kind: "choice"; places: BirthPlace[] } | { kind: "none" };

/** The longest place the forms take: longer than any label of the list. */
export const PLACE_QUERY_MAX = 120;
/** How many places a choice offers at most. */
export const PLACE_CHOICES = 20;

/** Text as places are compared: lower case, without accents, single spaces. */
export function placeKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\s\u00a0]+/g, " ")
    .trim();
}

export type RawPlace = Omit<BirthPlace, "label">;

/** "City, State" in India, "City, State, Country" elsewhere. */
export function placeLabel(place: RawPlace): string {
  return place.countryCode === "IN" ? `${place.name}, ${place.state}` : `${place.name}, ${place.state}, ${place.country}`;
}

/**
 * The places with their labels. Two places of one label (a few hundred in the world's data, none
 * in India) are told apart by their coordinates in the label. The state, country and zone
 * strings are shared between places (the caller passes the same string for each), so the world's
 * 150,000 cities fit in a few tens of megabytes.
 */
export function buildPlaceIndex(raw: Iterable<RawPlace>): PlaceIndex {
  const byName = new Map<string, BirthPlace[]>();
  const names: Array<[string, BirthPlace]> = [];
  for (const item of raw) {
    const place = { ...item, label: placeLabel(item) };
    const name = placeKey(item.name);
    const list = byName.get(name);
    if (list) list.push(place);
    else byName.set(name, [place]);
    names.push([name, place]);
  }
  for (const list of byName.values()) {
    if (list.length < 2) continue;
    const count = new Map<string, number>();
    for (const place of list) count.set(placeKey(place.label), (count.get(placeKey(place.label)) ?? 0) + 1);
    for (const place of list) {
      if ((count.get(placeKey(place.label)) ?? 0) > 1)
        place.label = `${place.label} (${place.latitude.toFixed(2)}, ${place.longitude.toFixed(2)})`;
    }
  }
  return { byName, names };
}

/** India first (where nearly every visitor was born), then by country, state and name. */
function byPreference(a: BirthPlace, b: BirthPlace): number {
  return (
    Number(b.countryCode === "IN") - Number(a.countryCode === "IN") ||
    a.country.localeCompare(b.country) ||
    a.state.localeCompare(b.state) ||
    a.name.localeCompare(b.name)
  );
}

/** Whether a typed qualifier ("Maharashtra", "India", "IN") names the place's state or country. */
function qualifies(place: BirthPlace, part: string): boolean {
  return placeKey(place.state) === part || placeKey(place.country) === part || placeKey(place.countryCode) === part;
}

export function findPlace(index: PlaceIndex, query: string): PlaceSearch {
  const wanted = placeKey(query.slice(0, PLACE_QUERY_MAX));
  if (!wanted) return { kind: "none" };
  const [name, ...qualifiers] = wanted.split(",").map((part) => part.trim());
  const labelled = (index.byName.get(name) ?? []).find((place) => placeKey(place.label) === wanted);
  if (labelled) return { kind: "found", place: labelled };
  const named = (index.byName.get(name) ?? []).filter((place) => qualifiers.every((part) => !part || qualifies(place, part)));
  if (named.length === 1) return { kind: "found", place: named[0] };
  if (named.length > 1) return { kind: "choice", places: [...named].sort(byPreference).slice(0, PLACE_CHOICES) };
  if (name.length < 3) return { kind: "none" };
  const starting: BirthPlace[] = [];
  const containing: BirthPlace[] = [];
  for (const [key, place] of index.names) {
    if (qualifiers.some((part) => part && !qualifies(place, part))) continue;
    if (key.startsWith(name)) starting.push(place);
    else if (key.includes(name)) containing.push(place);
  }
  const places = [...starting.sort(byPreference), ...containing.sort(byPreference)].slice(0, PLACE_CHOICES);
  return places.length ? { kind: "choice", places } : { kind: "none" };
}
