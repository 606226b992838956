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

/**
 * The places, column by column: a place is its number in the columns, and a `BirthPlace` is made
 * only for the few a search returns. Names and keys are kept as two long texts with where each
 * starts, so the world's 150,000 towns are a few texts and arrays of numbers, not an object, a
 * label, a key and a list apiece for the life of the process.
 */
export type PlaceIndex = {
  size: number;
  /** Every place's name as written, one after another; place n's runs from `nameStarts[n]` to `nameStarts[n + 1]`. */
  names: string;
  nameStarts: Uint32Array;
  /** Every place's key (placeKey of its name), each followed by a line break, so no search runs from one into the next. */
  keys: string;
  keyStarts: Uint32Array;
  /** The places in the order of their keys (then of their numbers), to find a name's places by halving. */
  byKey: Uint32Array;
  /** Each place's state and country, and its time zone, as a number in `regions` and `zones`. */
  region: Uint16Array;
  zone: Uint16Array;
  latitude: Float64Array;
  longitude: Float64Array;
  regions: Region[];
  zones: string[];
  /** The labels that carry coordinates: two places of one label (a few hundred in the world's data, none in India). */
  labels: Map<number, string>;
};

type Region = { state: string; country: string; countryCode: string; keys: Set<string> };

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
 * Adds places one at a time (a caller reading the world country by country never holds it all),
 * then gives the index. Places of one label are told apart by their coordinates in the label.
 */
export function placeIndexBuilder() {
  const names: string[] = [];
  const keys: string[] = [];
  const region: number[] = [];
  const zone: number[] = [];
  const latitude: number[] = [];
  const longitude: number[] = [];
  const regions: Region[] = [];
  const regionNumbers = new Map<string, number>();
  const zones: string[] = [];
  const zoneNumbers = new Map<string, number>();
  return {
    add(place: RawPlace) {
      const regionKey = `${place.countryCode}\n${place.country}\n${place.state}`;
      let regionNumber = regionNumbers.get(regionKey);
      if (regionNumber === undefined) {
        regionNumber = regions.length;
        const { state, country, countryCode } = place;
        regions.push({ state, country, countryCode, keys: new Set([placeKey(state), placeKey(country), placeKey(countryCode)]) });
        regionNumbers.set(regionKey, regionNumber);
      }
      let zoneNumber = zoneNumbers.get(place.timeZone);
      if (zoneNumber === undefined) {
        zoneNumber = zones.length;
        zones.push(place.timeZone);
        zoneNumbers.set(place.timeZone, zoneNumber);
      }
      names.push(place.name);
      keys.push(placeKey(place.name));
      region.push(regionNumber);
      zone.push(zoneNumber);
      latitude.push(place.latitude);
      longitude.push(place.longitude);
    },
    index(): PlaceIndex {
      // Numbered in 16 bits: the location data has some 4,300 states and 370 zones.
      if (regions.length > 0xffff || zones.length > 0xffff) throw new Error("Too many states or time zones for the place index.");
      const starts = (texts: string[], separator: number) => {
        const at = new Uint32Array(texts.length + 1);
        texts.forEach((text, n) => (at[n + 1] = at[n] + text.length + separator));
        return at;
      };
      const byKey = Uint32Array.from(keys.keys()).sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : a - b));
      const index: PlaceIndex = {
        size: names.length,
        names: names.join(""),
        nameStarts: starts(names, 0),
        keys: keys.map((key) => `${key}\n`).join(""),
        keyStarts: starts(keys, 1),
        byKey,
        region: Uint16Array.from(region),
        zone: Uint16Array.from(zone),
        latitude: Float64Array.from(latitude),
        longitude: Float64Array.from(longitude),
        regions,
        zones,
        labels: new Map(),
      };
      for (let first = 0; first < byKey.length;) {
        let end = first + 1;
        while (end < byKey.length && keys[byKey[end]] === keys[byKey[first]]) end++;
        if (end - first > 1) labelTwins(index, Array.from(byKey.subarray(first, end)));
        first = end;
      }
      return index;
    },
  };
}

/** Gives the places of one name that share a label their coordinates in it. */
function labelTwins(index: PlaceIndex, numbers: number[]) {
  const count = new Map<string, number>();
  for (const number of numbers) count.set(placeKey(labelOf(index, number)), (count.get(placeKey(labelOf(index, number))) ?? 0) + 1);
  for (const number of numbers) {
    const label = labelOf(index, number);
    if ((count.get(placeKey(label)) ?? 0) > 1)
      index.labels.set(number, `${label} (${index.latitude[number].toFixed(2)}, ${index.longitude[number].toFixed(2)})`);
  }
}

/**
 * The index as bytes, to be read back by `placeIndexFromBytes`: the index is built once when the
 * app is (from the location data, which takes seconds and leaves a hundred megabytes of garbage
 * behind it) and read at run time in a few milliseconds. A header in JSON, then each column.
 */
export function placeIndexToBytes(index: PlaceIndex): Uint8Array {
  const encoder = new TextEncoder();
  const names = encoder.encode(index.names);
  const keys = encoder.encode(index.keys);
  const header = encoder.encode(
    JSON.stringify({
      size: index.size,
      regions: index.regions.map(({ state, country, countryCode }) => [state, country, countryCode]),
      zones: index.zones,
      labels: [...index.labels],
      namesBytes: names.length,
      keysBytes: keys.length,
    }),
  );
  const columns = [
    index.latitude,
    index.longitude,
    index.byKey,
    index.nameStarts.subarray(1),
    index.keyStarts.subarray(1),
    index.region,
    index.zone,
  ];
  const parts = [Uint32Array.of(header.length), header, ...columns, names, keys];
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + padded(part.byteLength), 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(new Uint8Array(part.buffer, part.byteOffset, part.byteLength), at);
    at += padded(part.byteLength);
  }
  return bytes;
}

/** Each part starts on an 8-byte boundary, so that a column is read where it lies. */
const padded = (bytes: number) => Math.ceil(bytes / 8) * 8;

export function placeIndexFromBytes(bytes: Uint8Array): PlaceIndex {
  const decoder = new TextDecoder();
  // Each part is copied out (`new Uint8Array(view)`), so its numbers lie at the start of a buffer
  // of their own wherever the bytes were read into (a Buffer may share a larger one).
  const [headerBytes] = new Uint32Array(new Uint8Array(bytes.subarray(0, 4)).buffer);
  let at = 8;
  const take = (length: number) => {
    const part = new Uint8Array(bytes.subarray(at, at + length));
    at += padded(length);
    return part;
  };
  const header = JSON.parse(decoder.decode(take(headerBytes))) as {
    size: number;
    regions: Array<[string, string, string]>;
    zones: string[];
    labels: Array<[number, string]>;
    namesBytes: number;
    keysBytes: number;
  };
  const { size } = header;
  const column = <T>(Kind: { new (buffer: ArrayBuffer): T; BYTES_PER_ELEMENT: number }) =>
    new Kind(take(size * Kind.BYTES_PER_ELEMENT).buffer);
  const latitude = column(Float64Array);
  const longitude = column(Float64Array);
  const byKey = column(Uint32Array);
  const nameEnds = column(Uint32Array);
  const keyEnds = column(Uint32Array);
  const region = column(Uint16Array);
  const zone = column(Uint16Array);
  const withFirst = (ends: Uint32Array) => {
    const starts = new Uint32Array(size + 1);
    starts.set(ends, 1);
    return starts;
  };
  return {
    size,
    names: decoder.decode(take(header.namesBytes)),
    nameStarts: withFirst(nameEnds),
    keys: decoder.decode(take(header.keysBytes)),
    keyStarts: withFirst(keyEnds),
    byKey,
    region,
    zone,
    latitude,
    longitude,
    regions: header.regions.map(([state, country, countryCode]) => ({
      state,
      country,
      countryCode,
      keys: new Set([placeKey(state), placeKey(country), placeKey(countryCode)]),
    })),
    zones: header.zones,
    labels: new Map(header.labels),
  };
}

/** The index of these places. */
export function buildPlaceIndex(raw: Iterable<RawPlace>): PlaceIndex {
  const builder = placeIndexBuilder();
  for (const place of raw) builder.add(place);
  return builder.index();
}

const nameOf = (index: PlaceIndex, number: number) => index.names.slice(index.nameStarts[number], index.nameStarts[number + 1]);
const keyOf = (index: PlaceIndex, number: number) => index.keys.slice(index.keyStarts[number], index.keyStarts[number + 1] - 1);

function rawPlace(index: PlaceIndex, number: number): RawPlace {
  const { state, country, countryCode } = index.regions[index.region[number]];
  return {
    name: nameOf(index, number),
    state,
    country,
    countryCode,
    latitude: index.latitude[number],
    longitude: index.longitude[number],
    timeZone: index.zones[index.zone[number]],
  };
}

function labelOf(index: PlaceIndex, number: number): string {
  return index.labels.get(number) ?? placeLabel(rawPlace(index, number));
}

function placeAt(index: PlaceIndex, number: number): BirthPlace {
  const raw = rawPlace(index, number);
  return { ...raw, label: index.labels.get(number) ?? placeLabel(raw) };
}

/** Every place of the index, in the order they were added. */
export function* everyPlace(index: PlaceIndex): Generator<BirthPlace> {
  for (let number = 0; number < index.size; number++) yield placeAt(index, number);
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

/** The numbers of the places whose name has this key, in their order. */
function placesNamed(index: PlaceIndex, key: string): number[] {
  let low = 0;
  let high = index.size;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keyOf(index, index.byKey[middle]) < key) low = middle + 1;
    else high = middle;
  }
  const numbers: number[] = [];
  for (let at = low; at < index.size && keyOf(index, index.byKey[at]) === key; at++) numbers.push(index.byKey[at]);
  return numbers;
}

/** The place whose key holds this position of `index.keys`. */
function placeAtKeyOffset(index: PlaceIndex, offset: number): number {
  let low = 0;
  let high = index.size - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (index.keyStarts[middle] <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Whether a typed qualifier ("Maharashtra", "India", "IN") names the place's state or country. */
function qualifies(index: PlaceIndex, number: number, part: string): boolean {
  return index.regions[index.region[number]].keys.has(part);
}

export function findPlace(index: PlaceIndex, query: string): PlaceSearch {
  const wanted = placeKey(query.slice(0, PLACE_QUERY_MAX));
  if (!wanted) return { kind: "none" };
  const [name, ...qualifiers] = wanted.split(",").map((part) => part.trim());
  const sameName = placesNamed(index, name);
  const labelled = sameName.find((number) => placeKey(labelOf(index, number)) === wanted);
  if (labelled !== undefined) return { kind: "found", place: placeAt(index, labelled) };
  const fits = (number: number) => qualifiers.every((part) => !part || qualifies(index, number, part));
  const named = sameName.filter(fits).map((number) => placeAt(index, number));
  if (named.length === 1) return { kind: "found", place: named[0] };
  if (named.length > 1) return { kind: "choice", places: named.sort(byPreference).slice(0, PLACE_CHOICES) };
  if (name.length < 3) return { kind: "none" };
  const starting: BirthPlace[] = [];
  const containing: BirthPlace[] = [];
  // Each key the name is found in, in the places' order, once: the rest of that key is skipped.
  for (let at = index.keys.indexOf(name); at >= 0;) {
    const number = placeAtKeyOffset(index, at);
    if (fits(number)) (at === index.keyStarts[number] ? starting : containing).push(placeAt(index, number));
    at = index.keys.indexOf(name, index.keyStarts[number + 1]);
  }
  const places = [...starting.sort(byPreference), ...containing.sort(byPreference)].slice(0, PLACE_CHOICES);
  return places.length ? { kind: "choice", places } : { kind: "none" };
}
