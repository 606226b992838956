import { beforeAll, describe, expect, it } from "vitest";

import { EVERYDAY_NAMES, HINDI_OLD_NAMES, OLD_PLACE_NAMES, SPELLINGS } from "~/data/other-place-names";
import { type BirthPlace, findPlace, type PlaceIndex, type PlaceSearch } from "~/domain/birth-places";
import { birthPlaceIndex } from "~/services/birth-places.server";

import typed from "../fixtures/typed-places.json";

// Places as people type them, searched in the world's index as the kundli form searches it: each
// must reach its place, taken without asking only where the table says so.

type Row = { typed: string; reaches: string; how: "found" | "first" | "offered" };

let world: PlaceIndex;
beforeAll(async () => {
  world = await birthPlaceIndex();
}, 120_000);

/** What a search answered, in a line a failing row shows. */
const answered = (search: PlaceSearch) =>
  search.kind === "found"
    ? `found ${search.place.label}`
    : search.kind === "choice"
      ? `asked ${search.places.map((place) => place.label).join(" / ")}`
      : `none (${search.suggestions.map((place) => place.label).join(" / ")})`;

/** How far apart two places are, near enough on the scale of a town. */
const kilometres = (a: BirthPlace, b: BirthPlace) =>
  Math.hypot((a.latitude - b.latitude) * 111.2, (a.longitude - b.longitude) * 111.2 * Math.cos((a.latitude * Math.PI) / 180));

function reaches(search: PlaceSearch, row: Row): boolean {
  if (row.how === "found") return search.kind === "found" && search.place.label === row.reaches;
  if (search.kind !== "choice") return false;
  const labels = search.places.map((place) => place.label);
  return row.how === "first" ? labels[0] === row.reaches : labels.includes(row.reaches);
}

describe("a place typed as people type it", () => {
  it("has at least 200 rows", () => {
    expect(typed.rows.length).toBeGreaterThanOrEqual(200);
  });

  it.each(typed.rows as Row[])("$typed reaches $reaches ($how)", (row) => {
    const search = findPlace(world, row.typed);
    expect(reaches(search, row), answered(search)).toBe(true);
  });
});

describe("the other names of Indian places", () => {
  it("name cities of the location data, each reached by its other names", () => {
    for (const [city, names] of [...OLD_PLACE_NAMES, ...EVERYDAY_NAMES, ...HINDI_OLD_NAMES, ...SPELLINGS]) {
      const [state, name] = city.split("|");
      const own = findPlace(world, `${name}, ${state}`);
      expect(own.kind === "found" && own.place.name === name && own.place.state === state, `${city}: ${answered(own)}`).toBe(true);
      if (own.kind !== "found") continue;
      for (const other of names) {
        const search = findPlace(world, other);
        const first = search.kind === "found" ? search.place : search.kind === "choice" ? search.places[0] : null;
        // The city, or the same town listed a second time under its other name (Tanjore, Thanjavur).
        expect(first?.state === state && kilometres(first, own.place) <= 20, `${other}: ${answered(search)}`).toBe(true);
      }
    }
  });
});
