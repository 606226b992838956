import { describe, expect, it } from "vitest";

import { birthDay } from "~/domain/birth-clock";
import {
  computeKundli,
  kundliMilan,
  manglikReading,
  milanTotalsOverTheDay,
  moonDay,
  moonLongitude,
  partsOver,
  vargaHouses,
} from "~/jyotish";

import { independentMoonSidereal } from "../support/independent-sky";

// A birth whose time is not known: the Moon over its day, checked against an independent lunar
// theory (Meeus's, through astronomia), and the chart made from the Moon at noon.

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const india = (latitude: number, longitude: number) => ({ latitude, longitude, timeZone: "Asia/Kolkata", countryCode: "IN" });
const varanasi = india(25.32, 82.99);
const pada = (longitude: number) => Math.floor(longitude / (30 / 9));

describe("the parts of a day a longitude passes through", () => {
  it("finds where a steadily moving longitude crosses from Meena into Mesha, to the second", () => {
    const start = Date.UTC(2000, 0, 1);
    // 350° at the start, 13° a day: 360° is reached 10/13 of the day later.
    const longitude = (ms: number) => (350 + (13 * (ms - start)) / DAY_MS) % 360;
    const parts = partsOver(longitude, 30, start, start + DAY_MS);
    expect(parts.map((part) => part.index)).toEqual([11, 0]);
    expect(parts[0].start).toBe(start);
    expect(parts[1].end).toBe(start + DAY_MS);
    expect(parts[0].end).toBe(parts[1].start);
    expect(Math.abs(parts[0].end - (start + (10 / 13) * DAY_MS))).toBeLessThanOrEqual(1000);
  });

  it("gives one part when nothing is crossed", () => {
    const start = Date.UTC(2000, 0, 1);
    expect(partsOver(() => 45, 30, start, start + DAY_MS)).toEqual([{ index: 1, start, end: start + DAY_MS }]);
  });
});

describe("the Moon over a day of birth", () => {
  // Days of every kind, the same ones every run: some keep their sign, some cross one.
  const days = Array.from({ length: 40 }, (_, i) => new Date(Date.UTC(1950, 0, 1) + i * 37 * DAY_MS).toISOString().slice(0, 10));

  it("crosses each pada, nakshatra and sign where an independent lunar theory crosses it, within two minutes", () => {
    let signChanges = 0;
    for (const date of days) {
      const { start, end } = birthDay(date, varanasi, "zone");
      const day = moonDay(start, end);
      for (const parts of [day.padas, day.nakshatras, day.signs]) {
        expect(parts[0].start, date).toBe(start);
        expect(parts.at(-1)!.end, date).toBe(end);
        for (let i = 1; i < parts.length; i++) expect(parts[i].start).toBe(parts[i - 1].end);
      }
      for (const [parts, width] of [
        [day.padas, 30 / 9],
        [day.nakshatras, 360 / 27],
        [day.signs, 30],
      ] as const) {
        for (const part of parts) {
          const inside = (ms: number) => Math.floor(independentMoonSidereal(ms) / width);
          if (part.start > start) expect(inside(part.start + 2 * MINUTE_MS), `${date} part ${part.index}`).toBe(part.index);
          if (part.end < end) expect(inside(part.end - 2 * MINUTE_MS), `${date} part ${part.index}`).toBe(part.index);
        }
      }
      signChanges += day.signs.length - 1;
    }
    // The Moon leaves a sign about every 2¼ days: some of the forty days must show it.
    expect(signChanges).toBeGreaterThan(5);
  });

  it("draws the chart from the Moon at noon: no lagna, the Moon's sign the first house, no navamsa chart", () => {
    const day = birthDay("1975-06-12", varanasi, "zone");
    const noon = Date.UTC(1975, 5, 12, 6, 30);
    const kundli = computeKundli(varanasi, noon, Date.UTC(2026, 0, 1), undefined, day);
    expect(kundli.reference).toBe("moon");
    expect(kundli.rows.map((row) => row.body)).not.toContain("lagna");
    expect(kundli.rows).toHaveLength(9);
    const moon = kundli.rows.find((row) => row.body === "moon")!;
    expect(moon.house).toBe(1);
    expect(kundli.houses[0].sign).toBe(moon.sign);
    expect(kundli.houses[0].bodies).toContain("moon");
    expect(vargaHouses(kundli, 9)).toBeNull();
    // Every graha's house counted from the Moon's sign.
    for (const row of kundli.rows) expect(row.house).toBe(((row.sign - moon.sign + 12) % 12) + 1);
    // Manglik is read from the Moon and Venus, never from a lagna nobody knows.
    expect(kundli.manglik.references.map((r) => r.reference)).toEqual(["moon", "venus"]);
    expect(kundli.moonDay?.start).toBe(day.start);
    // The Moon at noon lies in noon's part of the day.
    const part = kundli.moonDay!.padas.find((p) => p.start <= noon && noon < p.end)!;
    expect(pada(moon.longitude)).toBe(part.index);
  });

  it("keeps the chart with a time as it was: the lagna first, houses from it, the navamsa and no Moon's day", () => {
    const kundli = computeKundli(varanasi, Date.UTC(1975, 5, 12, 6, 30), Date.UTC(2026, 0, 1));
    expect(kundli.reference).toBe("lagna");
    expect(kundli.rows[0].body).toBe("lagna");
    expect(vargaHouses(kundli, 9)).not.toBeNull();
    expect(kundli.moonDay).toBeNull();
  });
});

describe("a milan with a birth time not known", () => {
  const manglik = manglikReading({ mars: 0, moon: 3, venus: 5, jupiter: 7, lagna: null });

  it("gives the least and the most total of every minute of the day, and the one total when the times are known", () => {
    for (const date of ["1990-05-10", "1992-08-20", "1971-03-03"]) {
      const day = birthDay(date, varanasi, "zone");
      const noon = (day.start + day.end) / 2;
      const girl = { moonLongitude: 123.4, manglik, moonDay: null };
      const boy = { moonLongitude: moonLongitude(noon), manglik, moonDay: moonDay(day.start, day.end) };
      const totals = milanTotalsOverTheDay(boy, girl);
      // Brute force, minute by minute, on the independent Moon.
      const seen: number[] = [];
      for (let ms = day.start; ms < day.end; ms += MINUTE_MS) {
        seen.push(kundliMilan({ moonLongitude: independentMoonSidereal(ms), manglik }, girl).total);
      }
      expect(totals, date).toEqual({ least: Math.min(...seen), most: Math.max(...seen) });
      const known = kundliMilan(boy, girl).total;
      expect(milanTotalsOverTheDay({ ...boy, moonDay: null }, girl)).toEqual({ least: known, most: known });
    }
  });
});
