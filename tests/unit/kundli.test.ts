import { describe, expect, it } from "vitest";

import { computeChart, computeKundli, grahaLongitude, GRAHAS, MANGLIK_HOUSES, navamsaOf, RASHIS, vargaHouses, VARGAS } from "~/jyotish";

// The chart as the kundli page draws it, from the sky of grahas.ts and sky.ts.

const DAY_MS = 86_400_000;
const YEAR_MS = 365.25 * DAY_MS;
const row = (chart: ReturnType<typeof computeChart>, body: string) => chart.rows.find((r) => r.body === body)!;
const rashi = (name: (typeof RASHIS)[number]) => RASHIS.indexOf(name);

/** Births across India and the years the form takes, the same ones every run. */
function births(count: number) {
  let state = 94;
  const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: count }, () => ({
    place: { latitude: 8 + random() * 27, longitude: 68 + random() * 29 },
    instant: Date.UTC(1900, 0, 1) + random() * 200 * YEAR_MS,
  }));
}

/** The first millisecond in `[fromMs, toMs]` at which `signOf` has changed from its value at `fromMs`. */
function firstMsOfChange(signAt: (ms: number) => number, fromMs: number, toMs: number): number {
  let [before, after] = [fromMs, toMs];
  while (after - before > 1) {
    const mid = Math.floor((before + after) / 2);
    if (signAt(mid) === signAt(before)) before = mid;
    else after = mid;
  }
  return after;
}

describe("the lagna chart", () => {
  it("counts houses in whole signs from the lagna's sign", () => {
    for (const { place, instant } of births(40)) {
      const chart = computeChart(place, instant);
      const lagna = row(chart, "lagna");
      expect(lagna.house).toBe(1);
      for (const r of chart.rows) expect(r.house, r.body).toBe(((r.sign - lagna.sign + 12) % 12) + 1);
      expect(chart.houses.map((cell) => [cell.house, cell.sign])).toEqual(
        Array.from({ length: 12 }, (_, i) => [i + 1, (lagna.sign + i) % 12]),
      );
    }
  });

  it("draws each of the nine grahas once, in the house of its sign", () => {
    for (const { place, instant } of births(40)) {
      const chart = computeChart(place, instant);
      expect(chart.rows.map((r) => r.body)).toEqual(["lagna", ...GRAHAS]);
      expect(chart.houses.flatMap((cell) => cell.bodies).sort()).toEqual([...GRAHAS].sort());
      for (const cell of chart.houses) {
        for (const graha of cell.bodies) expect(row(chart, graha).sign, graha).toBe(cell.sign);
      }
    }
  });

  it("keeps Rahu and Ketu opposite, six houses apart", () => {
    for (const { place, instant } of births(20)) {
      const chart = computeChart(place, instant);
      const [rahu, ketu] = [row(chart, "rahu"), row(chart, "ketu")];
      expect((ketu.longitude - rahu.longitude + 360) % 360).toBeCloseTo(180, 9);
      expect(ketu.sign).toBe((rahu.sign + 6) % 12);
      expect((ketu.house - rahu.house + 12) % 12).toBe(6);
    }
  });

  it("shows degrees and minutes cut, not rounded: the Moon at 29°59.9′ shows 29°59′ of its own sign", () => {
    const from = Date.UTC(2024, 0, 1);
    const signAt = (ms: number) => Math.floor(grahaLongitude("moon", ms) / 30);
    // The Moon leaves a sign within three days; ten seconds before, it is 0.1′ short of the next.
    const entry = firstMsOfChange(signAt, from, from + 3 * DAY_MS);
    const instant = entry - 10_000;
    const moon = row(computeChart({ latitude: 19.07, longitude: 72.88 }, instant), "moon");
    expect(moon.longitude % 30).toBeGreaterThan(29 + 59.5 / 60);
    expect([moon.sign, moon.degrees, moon.minutes]).toEqual([signAt(from), 29, 59]);
  });

  it("never shows a graha at 30°: Rahu and Ketu, entering each sign at its very end from 1900 to 2100, show 29°59′", () => {
    const signAt = (ms: number) => Math.floor(grahaLongitude("rahu", ms) / 30);
    const step = 20 * DAY_MS;
    let entries = 0;
    for (let ms = Date.UTC(1900, 0, 1); ms < Date.UTC(2100, 0, 1); ms += step) {
      if (signAt(ms) === signAt(ms + step)) continue;
      // The mean node goes backwards: it enters each sign at the sign's end.
      const entry = firstMsOfChange(signAt, ms, ms + step);
      const chart = computeChart({ latitude: 19.07, longitude: 72.88 }, entry);
      for (const body of ["rahu", "ketu"]) {
        const r = row(chart, body);
        expect([r.degrees, r.minutes], `${body} ${new Date(entry).toISOString()}`).toEqual([29, 59]);
        expect(r.sign).toBe(Math.floor(r.longitude / 30));
      }
      entries++;
    }
    // 200 years at 18.6 years a round of the twelve signs.
    expect(entries).toBeGreaterThan(120);
  });
});

describe("the navamsa chart", () => {
  it("gives each 3°20′ its navamsa, counted on from Mesha round the zodiac", () => {
    const at = (degrees: number, minutes: number) => degrees + minutes / 60;
    expect([at(0, 0), at(3, 19), at(3, 21), at(29, 59)].map((longitude) => RASHIS[navamsaOf(longitude)])).toEqual([
      "mesha",
      "mesha",
      "vrishabha",
      "dhanu",
    ]);
    // 0° Vrishabha is the tenth navamsa; the last of Meena is Meena, the 108th.
    expect(navamsaOf(30)).toBe(rashi("makara"));
    expect(navamsaOf(at(359, 59))).toBe(rashi("meena"));
    expect(navamsaOf(at(120, 1))).toBe(rashi("mesha"));
    expect(navamsaOf(-1)).toBe(rashi("meena"));
  });

  it("draws each graha once, in the house of its navamsa, counted from the lagna's navamsa", () => {
    for (const { place, instant } of births(40)) {
      const chart = computeChart(place, instant);
      const navamsaOfRow = (r: ReturnType<typeof row>) => r.vargas[VARGAS.indexOf(9)];
      for (const r of chart.rows) expect(navamsaOfRow(r), r.body).toBe(Math.floor((r.longitude * 60) / 200) % 12);
      const first = navamsaOfRow(row(chart, "lagna"));
      const navamsa = vargaHouses(chart, 9)!;
      expect(navamsa.map((cell) => cell.sign)).toEqual(Array.from({ length: 12 }, (_, i) => (first + i) % 12));
      expect(navamsa.flatMap((cell) => cell.bodies).sort()).toEqual([...GRAHAS].sort());
      for (const cell of navamsa) {
        for (const graha of cell.bodies) expect(navamsaOfRow(row(chart, graha)), graha).toBe(cell.sign);
      }
    }
  });
});

describe("the kundli", () => {
  it("names the mahadasha running now, and its nine antardashas end to end", () => {
    const now = Date.UTC(2026, 10, 26);
    // People alive now: born in the last 120 years, the length of the cycle.
    const living = births(40).filter((birth) => birth.instant < now && now - birth.instant < 120 * YEAR_MS);
    expect(living.length).toBeGreaterThan(10);
    for (const { place, instant } of living) {
      const kundli = computeKundli(place, instant, now);
      expect(kundli.currentDasha).not.toBeNull();
      const { maha, antardashas, antar } = kundli.currentDasha!;
      expect(maha.start <= now && now < maha.end).toBe(true);
      expect(kundli.mahadashas).toContainEqual(maha);
      expect(antardashas).toHaveLength(9);
      expect(antardashas[0].lord).toBe(maha.lord);
      expect(antardashas[0].start).toBe(maha.start);
      expect(antardashas[8].end).toBe(maha.end);
      for (let i = 1; i < 9; i++) expect(antardashas[i].start).toBe(antardashas[i - 1].end);
      expect(antar && antar.start <= now && now < antar.end).toBe(true);
    }
  });

  it("reads Manglik dosha from the chart's own Mars, lagna, Moon and Venus", () => {
    const now = Date.UTC(2026, 10, 26);
    const grades = new Set<string>();
    for (const { place, instant } of births(40)) {
      const kundli = computeKundli(place, instant, now);
      const marsHouse = kundli.houses.find((cell) => cell.bodies.includes("mars"))!.house;
      const marsFrom = (body: string) => ((row(kundli, "mars").sign - row(kundli, body).sign + 12) % 12) + 1;
      expect(kundli.manglik.marsSign).toBe(row(kundli, "mars").sign);
      expect(kundli.manglik.references.map((r) => [r.reference, r.house])).toEqual([
        ["lagna", marsHouse],
        ["moon", marsFrom("moon")],
        ["venus", marsFrom("venus")],
      ]);
      for (const r of kundli.manglik.references) expect(r.inDoshaHouse).toBe(MANGLIK_HOUSES.includes(r.house));
      grades.add(kundli.manglik.grade);
    }
    // Forty births give charts without the dosha and charts with it.
    expect(grades.has("none")).toBe(true);
    expect(grades.size).toBeGreaterThan(1);
  });
});
