import { beforeAll, describe, expect, it } from "vitest";

import { findPanchangCity } from "~/services/panchang.server";

import { almanacOf, clashesOf } from "./almanac/almanac-facts";

// Mumbai, every day of 2026–2028: what each page says of a day (the month calendar, the muhurat
// calendars and their closed periods, the eclipses, the panchang's "Right now") agrees
// with what every other says. One file per city, so the three run side by side.
const YEARS = [2026, 2027, 2028];
let clashes: Record<string, string[]> = {};

beforeAll(async () => {
  const city = (await findPanchangCity("mumbai"))!;
  clashes = clashesOf(almanacOf(city, YEARS));
}, 180_000);

describe("one almanac: Mumbai, 2026–2028", () => {
  it("no page says of a day what another denies", () => {
    const listed = Object.fromEntries(Object.entries(clashes).map(([kind, found]) => [kind, found.slice(0, 30)]));
    expect(listed).toEqual({});
  });
});
