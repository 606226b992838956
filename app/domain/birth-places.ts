// A place of birth typed as text, found among the world's towns as a person means it: India
// first, the most populous first, old names, common misspellings and Devanagari alike. Never a
// guess: a place is taken without asking only when no other place of note answers to the name;
// otherwise the form offers the places in order, and an unknown name the nearest ones.

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
 * only for the few a search returns. Names and keys are kept as long texts with where each
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
  /** How many people live there (GeoNames), 0 where not known: what orders the places of one name. */
  population: Uint32Array;
  regions: Region[];
  zones: string[];
  /** The labels that carry coordinates: two places of one label (a few hundred in the world's data, none in India). */
  labels: Map<number, string>;
  /** Every name a place answers to (its own, its other names, its Hindi names), as typed names are compared. */
  exact: NameTable;
  /** The same names spelt loosely (`looseKey`): ee and i, oo and u, w and v, doubled letters, -pura and -pur alike. */
  loose: NameTable;
  /** The same names as their consonants (`skeletonKey`), for a vowel left out or put in. */
  skeleton: NameTable;
};

/** Names and the place each belongs to, in the order of the names, to be found by halving. */
export type NameTable = { names: string; starts: Uint32Array; places: Uint32Array };

type Region = { state: string; country: string; countryCode: string; keys: Set<string> };

export type PlaceSearch =
  { kind: "found"; place: BirthPlace } | { kind: "choice"; places: BirthPlace[] } | { kind: "none"; suggestions: BirthPlace[] };

/** The longest place the forms take: longer than any label of the list. */
export const PLACE_QUERY_MAX = 120;
/** How many places a choice offers at most. */
export const PLACE_CHOICES = 20;
/** How many of the nearest places an unknown name is answered with. */
export const PLACE_SUGGESTIONS = 5;

/**
 * A place of note: a town of this many people is one a person may mean by its name, so a name
 * it shares with a larger town is asked about (Aurangabad of Bihar beside Maharashtra's). Census
 * towns begin at 5,000; below twice that a name is a village's, and the larger town is meant.
 */
export const PLACE_OF_NOTE = 10_000;

/** Text as places are compared: lower case, without accents, single spaces. */
export function placeKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\s\u00a0]+/g, " ")
    .trim();
}

/** Whether a text is written in Devanagari. */
export const isDevanagari = (text: string) => /[\u0900-\u097f]/.test(text);

/**
 * Devanagari as names are compared: nukta or none (ज़/ज), chandrabindu as anusvara, a nasal
 * consonant before another as anusvara (मुम्बई, मुंबई), no joiners, spaces or punctuation.
 */
export function hindiKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u093c\u200b-\u200d\s\p{P}\p{S}]/gu, "")
    .replace(/\u0901/g, "\u0902")
    .replace(/[\u0919\u091e\u0923\u0928\u092e]\u094d(?=[\u0915-\u0939])/g, "\u0902")
    .normalize("NFC");
}

/** A name as typed names are compared: `placeKey` with only its letters and digits, or `hindiKey` for Devanagari. */
export function nameKey(text: string): string {
  return isDevanagari(text) ? hindiKey(text) : placeKey(text).replace(/[^\p{L}\p{N}]/gu, "");
}

/**
 * A Latin name spelt as Indian names are spelt in English many ways: ee as i (Meerut, Mirat),
 * oo as u (Poona), w as v (Wardha), a doubled letter as one (Allahabad), -pura as -pur.
 */
export function looseKey(key: string): string {
  if (!/^[a-z]+$/.test(key)) return key;
  return key
    .replace(/w/g, "v")
    .replace(/ee/g, "i")
    .replace(/oo/g, "u")
    .replace(/(.)\1+/g, "$1")
    .replace(/pura$/, "pur");
}

/** A Latin name's consonants, h and doubled letters left out (Banglore and Bangalore alike); "" for fewer than three. */
export function skeletonKey(key: string): string {
  if (!/^[a-z]+$/.test(key)) return "";
  const skeleton = key
    .replace(/[aeiouyh]/g, "")
    .replace(/[cq]/g, "k")
    .replace(/(.)\1+/g, "$1");
  return skeleton.length >= 3 ? skeleton : "";
}

/** A state or country typed after a comma, as compared with the regions' names: "U.P." as "up". */
const regionKey = (text: string) => nameKey(text);

export type RawPlace = Omit<BirthPlace, "label"> & { population?: number };

/** "City, State" in India, "City, State, Country" elsewhere. */
export function placeLabel(place: Omit<RawPlace, "population">): string {
  return place.countryCode === "IN" ? `${place.name}, ${place.state}` : `${place.name}, ${place.state}, ${place.country}`;
}

/** Other names a state or country answers to ("UP", "उत्तर प्रदेश", "UK"): given to the builder. */
export type RegionNames = (region: { state: string; country: string; countryCode: string }) => readonly string[];

type Named = { key: string; place: number };

function nameTable(entries: Named[]): NameTable {
  const unique = new Map<string, Named>();
  for (const entry of entries) if (entry.key) unique.set(`${entry.key}\n${entry.place}`, entry);
  const sorted = [...unique.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.place - b.place));
  const starts = new Uint32Array(sorted.length + 1);
  sorted.forEach((entry, n) => (starts[n + 1] = starts[n] + entry.key.length));
  return { names: sorted.map((entry) => entry.key).join(""), starts, places: Uint32Array.from(sorted, (entry) => entry.place) };
}

/**
 * Adds places one at a time (a caller reading the world country by country never holds it all),
 * each with the other names it answers to, then gives the index. Places of one label are told
 * apart by their coordinates in the label.
 */
export function placeIndexBuilder(regionNames: RegionNames = () => []) {
  const names: string[] = [];
  const keys: string[] = [];
  const region: number[] = [];
  const zone: number[] = [];
  const latitude: number[] = [];
  const longitude: number[] = [];
  const population: number[] = [];
  const regions: Region[] = [];
  const regionNumbers = new Map<string, number>();
  const zones: string[] = [];
  const zoneNumbers = new Map<string, number>();
  const exact: Named[] = [];
  return {
    add(place: RawPlace, otherNames: readonly string[] = []) {
      const regionKeyText = `${place.countryCode}\n${place.country}\n${place.state}`;
      let regionNumber = regionNumbers.get(regionKeyText);
      if (regionNumber === undefined) {
        regionNumber = regions.length;
        const { state, country, countryCode } = place;
        regions.push({ state, country, countryCode, keys: regionKeys({ state, country, countryCode }, regionNames) });
        regionNumbers.set(regionKeyText, regionNumber);
      }
      let zoneNumber = zoneNumbers.get(place.timeZone);
      if (zoneNumber === undefined) {
        zoneNumber = zones.length;
        zones.push(place.timeZone);
        zoneNumbers.set(place.timeZone, zoneNumber);
      }
      const number = names.length;
      names.push(place.name);
      keys.push(placeKey(place.name));
      region.push(regionNumber);
      zone.push(zoneNumber);
      latitude.push(place.latitude);
      longitude.push(place.longitude);
      population.push(Math.min(Math.max(Math.round(place.population ?? 0), 0), 0xffffffff));
      for (const name of [place.name, ...otherNames]) exact.push({ key: nameKey(name), place: number });
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
        population: Uint32Array.from(population),
        regions,
        zones,
        labels: new Map(),
        exact: nameTable(exact),
        loose: nameTable(exact.map(({ key, place }) => ({ key: looseKey(key), place }))),
        skeleton: nameTable(exact.map(({ key, place }) => ({ key: skeletonKey(looseKey(key)), place }))),
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

function regionKeys(region: { state: string; country: string; countryCode: string }, regionNames: RegionNames): Set<string> {
  const { state, country, countryCode } = region;
  return new Set([state, country, countryCode, ...regionNames(region)].map(regionKey).filter(Boolean));
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
  const tables = [index.exact, index.loose, index.skeleton];
  const texts = [index.names, index.keys, ...tables.map((table) => table.names)].map((text) => encoder.encode(text));
  const header = encoder.encode(
    JSON.stringify({
      size: index.size,
      regions: index.regions.map(({ state, country, countryCode, keys }) => [state, country, countryCode, [...keys]]),
      zones: index.zones,
      labels: [...index.labels],
      textBytes: texts.map((text) => text.length),
      tableSizes: tables.map((table) => table.places.length),
    }),
  );
  const columns = [
    index.latitude,
    index.longitude,
    index.byKey,
    index.nameStarts.subarray(1),
    index.keyStarts.subarray(1),
    index.population,
    index.region,
    index.zone,
  ];
  const tableColumns = tables.flatMap((table) => [table.starts.subarray(1), table.places]);
  const parts = [Uint32Array.of(header.length), header, ...columns, ...tableColumns, ...texts];
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
    regions: Array<[string, string, string, string[]]>;
    zones: string[];
    labels: Array<[number, string]>;
    textBytes: number[];
    tableSizes: number[];
  };
  const { size } = header;
  const column = <T>(Kind: { new (buffer: ArrayBuffer): T; BYTES_PER_ELEMENT: number }, length = size) =>
    new Kind(take(length * Kind.BYTES_PER_ELEMENT).buffer);
  const latitude = column(Float64Array);
  const longitude = column(Float64Array);
  const byKey = column(Uint32Array);
  const nameEnds = column(Uint32Array);
  const keyEnds = column(Uint32Array);
  const population = column(Uint32Array);
  const region = column(Uint16Array);
  const zone = column(Uint16Array);
  const withFirst = (ends: Uint32Array) => {
    const starts = new Uint32Array(ends.length + 1);
    starts.set(ends, 1);
    return starts;
  };
  const tableColumns = header.tableSizes.map((length) => ({
    starts: withFirst(column(Uint32Array, length)),
    places: column(Uint32Array, length),
  }));
  const [names, keys, ...tableNames] = header.textBytes.map((length) => decoder.decode(take(length)));
  const [exact, loose, skeleton] = tableColumns.map((table, n) => ({ ...table, names: tableNames[n] }));
  return {
    size,
    names,
    nameStarts: withFirst(nameEnds),
    keys,
    keyStarts: withFirst(keyEnds),
    byKey,
    region,
    zone,
    latitude,
    longitude,
    population,
    regions: header.regions.map(([state, country, countryCode, keys]) => ({ state, country, countryCode, keys: new Set(keys) })),
    zones: header.zones,
    labels: new Map(header.labels),
    exact,
    loose,
    skeleton,
  };
}

/** The index of these places. */
export function buildPlaceIndex(raw: Iterable<RawPlace & { otherNames?: readonly string[] }>, regionNames?: RegionNames): PlaceIndex {
  const builder = placeIndexBuilder(regionNames);
  for (const { otherNames, ...place } of raw) builder.add(place, otherNames);
  return builder.index();
}

const nameOf = (index: PlaceIndex, number: number) => index.names.slice(index.nameStarts[number], index.nameStarts[number + 1]);
const keyOf = (index: PlaceIndex, number: number) => index.keys.slice(index.keyStarts[number], index.keyStarts[number + 1] - 1);

function rawPlace(index: PlaceIndex, number: number): Omit<RawPlace, "population"> {
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

const isIndian = (index: PlaceIndex, number: number) => index.regions[index.region[number]].countryCode === "IN";

/** India first (where nearly every visitor was born), then the most populous, then by country, state and name. */
function byPreference(index: PlaceIndex) {
  return (a: number, b: number): number => {
    const placeA = index.regions[index.region[a]];
    const placeB = index.regions[index.region[b]];
    return (
      Number(isIndian(index, b)) - Number(isIndian(index, a)) ||
      index.population[b] - index.population[a] ||
      placeA.country.localeCompare(placeB.country) ||
      placeA.state.localeCompare(placeB.state) ||
      nameOf(index, a).localeCompare(nameOf(index, b)) ||
      a - b
    );
  };
}

// How many places a part of a name is looked for in at most: "pur" is part of thousands of names,
// and a search as one types must stay quick; names that begin with the text come first anyway.
const PART_MATCHES = 2000;

/** The most preferred of many places, in order: ordered by country and size first, which is cheap. */
function best(index: PlaceIndex, numbers: number[]): number[] {
  const cheaply = (a: number, b: number) =>
    Number(isIndian(index, b)) - Number(isIndian(index, a)) || index.population[b] - index.population[a] || a - b;
  return numbers.sort(cheaply).slice(0, PLACE_CHOICES).sort(byPreference(index));
}

/** The first of `size` entries in order that is not below the one looked for (`below(at)` says whether entry `at` is). */
function firstNotBelow(size: number, below: (at: number) => boolean): number {
  let low = 0;
  let high = size;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (below(middle)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The numbers of the places whose name has this key, in their order. */
function placesNamed(index: PlaceIndex, key: string): number[] {
  const keyAt = (at: number) => keyOf(index, index.byKey[at]);
  const numbers: number[] = [];
  for (let at = firstNotBelow(index.size, (i) => keyAt(i) < key); at < index.size && keyAt(at) === key; at++) numbers.push(index.byKey[at]);
  return numbers;
}

const tableName = (table: NameTable, at: number) => table.names.slice(table.starts[at], table.starts[at + 1]);

/** The places of a name table whose names, from the first not below `key`, are as `matches` wants: each once. */
function tablePlaces(table: NameTable, key: string, matches: (name: string) => boolean): number[] {
  const size = table.places.length;
  const numbers = new Set<number>();
  for (let at = firstNotBelow(size, (i) => tableName(table, i) < key); at < size && matches(tableName(table, at)); at++) {
    numbers.add(table.places[at]);
  }
  return [...numbers];
}

/** The places a name table gives this name, each once. */
function placesOf(table: NameTable, key: string): number[] {
  return key ? tablePlaces(table, key, (name) => name === key) : [];
}

/** The place whose key holds this position of `index.keys`. */
function placeAtKeyOffset(index: PlaceIndex, offset: number): number {
  // The one before the first key that starts after it.
  return firstNotBelow(index.size, (at) => index.keyStarts[at] <= offset) - 1;
}

// Words a district's or a city's name carries in lists and registers ("Kanpur Nagar", "Pune
// district", "Lucknow City"), left out when the name is not found with them.
const DISTRICT_WORDS =
  /(?:\s+(?:nagar|dehat|city|town|district|dist|distt|zila|zilla|jila|urban|rural|cantonment|cantt|जिला|ज़िला|नगर|शहर|देहात))+\.?$/u;

/** Whether a place's state or country is each of these typed ones ("Maharashtra", "India", "UP"). */
function qualifies(index: PlaceIndex, number: number, parts: string[]): boolean {
  return parts.every((part) => index.regions[index.region[number]].keys.has(part));
}

/**
 * Whether the first of these places, in order of preference, is the one meant without asking:
 * it is a place of note, no other Indian place of note has the name (nor one a fifth its size),
 * and no city abroad of 100,000 people and ten times its size does (Dhaka, Bangladesh beside a
 * Dhaka of Bihar). Abroad, with no Indian place of the name, the same between the foreign ones.
 */
function leaderIsMeant(index: PlaceIndex, ordered: number[]): boolean {
  const [leader, ...others] = ordered;
  const people = index.population[leader];
  const indianLeader = isIndian(index, leader);
  return others.every((other) => {
    const theirs = index.population[other];
    if (indianLeader && !isIndian(index, other)) return theirs < 100_000 || theirs < 10 * Math.max(people, PLACE_OF_NOTE);
    return people >= PLACE_OF_NOTE && theirs < PLACE_OF_NOTE && theirs * 5 < people;
  });
}

/**
 * How near two places of one country must lie to be one town under two names (the location data
 * lists some towns twice, as Tanjore and Thanjavur): 20 km, under a minute of clock time.
 */
const SAME_TOWN_KM = 20;

function sameTown(index: PlaceIndex, a: number, b: number): boolean {
  if (index.region[a] !== index.region[b]) return false;
  const north = (index.latitude[a] - index.latitude[b]) * 111.2;
  const east = (index.longitude[a] - index.longitude[b]) * 111.2 * Math.cos((index.latitude[a] * Math.PI) / 180);
  return Math.hypot(north, east) <= SAME_TOWN_KM;
}

/** The answer for these places of a name: the one meant, or the choice in order of preference. */
function answer(index: PlaceIndex, numbers: number[], sure: boolean): PlaceSearch {
  const ordered: number[] = [];
  for (const number of [...new Set(numbers)].sort(byPreference(index))) {
    if (!ordered.some((kept) => sameTown(index, kept, number))) ordered.push(number);
  }
  if (sure && (ordered.length === 1 || leaderIsMeant(index, ordered))) return { kind: "found", place: placeAt(index, ordered[0]) };
  return { kind: "choice", places: ordered.slice(0, PLACE_CHOICES).map((number) => placeAt(index, number)) };
}

/** The place a typed text names, the places it may mean, or none and the nearest; `within` a country's code, only its places. */
export function findPlace(index: PlaceIndex, query: string, within?: string): PlaceSearch {
  return placesNamedBy(index, query, within) ?? placesNear(index, query, within);
}

/** A typed text read once: what the steps of a search share. */
function typedPlace(index: PlaceIndex, query: string, within?: string) {
  const text = query
    .slice(0, PLACE_QUERY_MAX)
    .replace(/[\s\u00a0]+/g, " ")
    .trim();
  const wanted = placeKey(text);
  // Devanagari keeps its vowel signs: only Latin names are folded by placeKey.
  const [typedName = "", ...typedQualifiers] = text
    .toLowerCase()
    .split(",")
    .map((part) => part.trim());
  const inCountry = (number: number) => !within || index.regions[index.region[number]].countryCode === within;
  const qualifiers = typedQualifiers.map(regionKey).filter(Boolean);
  const known = qualifiers.filter((part) => index.regions.some((region) => region.keys.has(part)));
  // A qualifier naming no state or country ("Kanpur, Kalyanpur") is passed over, and the place asked.
  const sure = known.length === qualifiers.length;
  const fits = (number: number) => inCountry(number) && qualifies(index, number, known);
  return { wanted, typedName, inCountry, known, sure, fits };
}

/**
 * The place or places a typed text names, by a name or a label a place answers to: lookups in the
 * index's tables, a fraction of a millisecond. Null when none does, and what remains is to reckon
 * the names near it (`placesNear`), which scans the names and costs milliseconds: the edge has
 * that done on the page pool (decision 121).
 */
export function placesNamedBy(index: PlaceIndex, query: string, within?: string): PlaceSearch | null {
  const { wanted, typedName, inCountry, known, sure, fits } = typedPlace(index, query, within);
  if (!wanted) return { kind: "none", suggestions: [] };
  // A label as the forms write it, coordinates and all: what a chosen place posts back.
  const labelled = placesNamed(index, placeKey(typedName)).find(
    (number) => inCountry(number) && placeKey(labelOf(index, number)) === wanted,
  );
  if (labelled !== undefined) return { kind: "found", place: placeAt(index, labelled) };

  for (const name of new Set([typedName, typedName.replace(DISTRICT_WORDS, "")])) {
    const key = nameKey(name);
    const exact = placesOf(index.exact, key).filter(fits);
    const loose = placesOf(index.loose, looseKey(key)).filter(fits);
    const skeleton = placesOf(index.skeleton, skeletonKey(looseKey(key))).filter(fits);
    if (exact.length) {
      // A name only places abroad hold, that an Indian city spelt otherwise answers to, is asked.
      const indianAlike = [...loose, ...(skeletonKey(looseKey(key)).length >= 5 ? skeleton : [])].filter(
        (number) => isIndian(index, number) && index.population[number] >= 10 * PLACE_OF_NOTE && !exact.includes(number),
      );
      if (!known.length && !exact.some((number) => isIndian(index, number)) && indianAlike.length) {
        return answer(index, [...exact, ...indianAlike], false);
      }
      return answer(index, exact, sure);
    }
    if (loose.length) return answer(index, loose, sure);
    if (skeleton.length) {
      // A beginning typed as the suggestions are asked for ("Kanp") shares its consonants with
      // short names abroad (Kanepi, Huangpi): the places it begins are meant, and asked.
      const starting = key.length >= 3 ? placesStarting(index.exact, key).filter(fits) : [];
      if (!starting.length) return answer(index, skeleton, sure);
      return { kind: "choice", places: best(index, starting).map((number) => placeAt(index, number)) };
    }
  }
  return null;
}

/** For a text no name answers to: the places a name of which it begins or holds, or none and the nearest names. */
export function placesNear(index: PlaceIndex, query: string, within?: string): PlaceSearch {
  const { wanted, typedName, fits } = typedPlace(index, query, within);
  if (!wanted) return { kind: "none", suggestions: [] };
  const name = typedName.replace(DISTRICT_WORDS, "") || typedName;
  const key = nameKey(name);
  if (key.length >= 3) {
    // A beginning of any name a place answers to ("Bomb", "वारा"), then a part of a Latin name.
    const starting = placesStarting(index.exact, key).filter(fits);
    const containing: number[] = [];
    const part = placeKey(name);
    if (starting.length < PLACE_CHOICES && !isDevanagari(name)) {
      // Each key the part is found in, in the places' order, once: the rest of that key is skipped.
      for (let at = index.keys.indexOf(part); at >= 0 && containing.length < PART_MATCHES;) {
        const number = placeAtKeyOffset(index, at);
        if (fits(number)) containing.push(number);
        at = index.keys.indexOf(part, index.keyStarts[number + 1]);
      }
    }
    const places = [...new Set([...best(index, starting), ...best(index, containing)])].slice(0, PLACE_CHOICES);
    if (places.length) return { kind: "choice", places: places.map((number) => placeAt(index, number)) };
  }
  return { kind: "none", suggestions: nearestPlaces(index, name, fits) };
}

/** The places one of whose names begins with this key. */
function placesStarting(table: NameTable, key: string): number[] {
  return tablePlaces(table, key, (name) => name.startsWith(key));
}

/** How many letters to add, drop, change or swap to make one text the other, or `limit + 1` when more. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = new Uint16Array(b.length + 1);
  let previous = Uint16Array.from({ length: b.length + 1 }, (_, j) => j);
  let row = new Uint16Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let least = row[0];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j], before[j - 2] + 1);
      least = Math.min(least, row[j]);
    }
    if (least > limit) return limit + 1;
    [before, previous, row] = [previous, row, before];
  }
  return previous[b.length];
}

/**
 * The places of note whose name is nearest a name nothing answers to: beginning with its letter
 * (a misspelling seldom changes the first), a letter or so apart for each four, India's first,
 * then the most populous.
 */
function nearestPlaces(index: PlaceIndex, name: string, fits: (number: number) => boolean): BirthPlace[] {
  const key = looseKey(nameKey(name));
  if (key.length < 3) return [];
  const limit = Math.max(1, Math.floor(key.length / 4));
  const table = index.loose;
  const distance = new Map<number, number>();
  // The names that begin with the same letter lie together in the table, from the first not before it.
  const first = firstNotBelow(table.places.length, (at) => tableName(table, at) < key[0]);
  for (let at = first; at < table.places.length && table.names[table.starts[at]] === key[0]; at++) {
    const length = table.starts[at + 1] - table.starts[at];
    if (Math.abs(length - key.length) > limit) continue;
    const number = table.places[at];
    if (index.population[number] < PLACE_OF_NOTE || !fits(number)) continue;
    const apart = editDistance(key, tableName(table, at), limit);
    if (apart <= limit && apart < (distance.get(number) ?? Infinity)) distance.set(number, apart);
  }
  const preference = byPreference(index);
  return [...distance]
    .sort(([a, apartA], [b, apartB]) => apartA - apartB || preference(a, b))
    .slice(0, PLACE_SUGGESTIONS)
    .map(([number]) => placeAt(index, number));
}
