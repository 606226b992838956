import { beforeAll, describe, expect, it } from "vitest";

import { findPanchangCity } from "~/services/panchang.server";

import { type AlmanacFacts, almanacOf, clashesOf } from "./almanac/almanac-facts";
import { festivalPageFacts } from "./almanac/festival-page-facts";

// New Delhi, every day of 2026–2028: what each page says of a day (the month calendar, the muhurat
// calendars and their closed periods, the eclipses, the panchang's "Right now", the festival page) agrees
// with what every other says. One file per city, so the three run side by side.
const YEARS = [2026, 2027, 2028];
let clashes: Record<string, string[]> = {};
let facts: AlmanacFacts;

beforeAll(async () => {
  const city = (await findPanchangCity("new-delhi"))!;
  facts = almanacOf(city, YEARS);
  clashes = clashesOf(facts, festivalPageFacts(YEARS));
}, 180_000);

describe("one almanac: New Delhi, 2026–2028", () => {
  it("no page says of a day what another denies", () => {
    const listed = Object.fromEntries(Object.entries(clashes).map(([kind, found]) => [kind, found.slice(0, 30)]));
    expect(listed).toEqual({});
  });

  it("closes the days a Hindi editor found offered in periods other pages close", () => {
    const open = (kind: string, year: number) =>
      new Set(facts.muhurats.find((m) => m.kind === kind && m.year === year)!.days.map((day) => day.date));
    // Vivah on 2 and 3 March 2026: Holashtak, and the eclipse's day.
    expect([...open("vivah", 2026)].filter((date) => date >= "2026-02-25" && date <= "2026-03-03")).toEqual([]);
    // Griha pravesh in Chaturmas (11 November 2026) and Kharmas (18 and 30 December 2026, 4–14 January 2027).
    for (const date of ["2026-11-11", "2026-12-18", "2026-12-30"]) expect(open("grihaPravesh", 2026).has(date), date).toBe(false);
    expect([...open("grihaPravesh", 2027)].filter((date) => date >= "2027-01-01" && date <= "2027-01-14")).toEqual([]);
    // Annaprashan on 1 and 2 January 2026: Kharmas.
    expect([...open("annaprashan", 2026)].filter((date) => date <= "2026-01-14")).toEqual([]);
    // 20 January 2027 opens with Shukla Trayodashi at sunrise, as the month calendar has it.
    const twentieth = facts.muhurats.find((m) => m.kind === "vivah" && m.year === 2027)!.days.find((day) => day.date === "2027-01-20")!;
    expect(twentieth.windows[0].parts[0].tithi).toBe(12);
  });
});
