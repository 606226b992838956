import { describe, expect, it } from "vitest";

import { formatIndiaClock } from "~/domain/india-times";
import { panchangCities } from "~/domain/panchang-cities";
import {
  computePanchang,
  karanaOfHalf,
  KARANAS,
  LUNAR_MONTHS,
  lunarMonthAt,
  newMoonAfter,
  newMoonBefore,
  samvatOf,
  tithiAt,
  tithiName,
} from "~/jyotish";
import { citiesOfIndia } from "~/services/locations.server";
import { searchCities } from "~/services/panchang.server";

const NEW_DELHI = { latitude: 28.63576, longitude: 77.22445 };
const noonIndia = (date: string) => Date.parse(`${date}T06:30:00Z`);

describe("the panchang's rules", () => {
  it("names the sixty karanas of a lunar month: Kimstughna, eight rounds of the seven movable ones, then the three fixed", () => {
    const names = Array.from({ length: 60 }, (_, half) => KARANAS[karanaOfHalf(half)]);
    expect(names[0]).toBe("kimstughna");
    expect(names.slice(1, 8)).toEqual(["bava", "balava", "kaulava", "taitila", "gara", "vanija", "vishti"]);
    expect(names.slice(50, 57)).toEqual(["bava", "balava", "kaulava", "taitila", "gara", "vanija", "vishti"]);
    expect(names.slice(57)).toEqual(["shakuni", "chatushpada", "naga"]);
  });

  it("calls the fifteenth tithi of the bright half Purnima and of the dark half Amavasya", () => {
    expect(tithiName(0)).toEqual({ paksha: "shukla", name: "pratipada" });
    expect(tithiName(14)).toEqual({ paksha: "shukla", name: "purnima" });
    expect(tithiName(15)).toEqual({ paksha: "krishna", name: "pratipada" });
    expect(tithiName(29)).toEqual({ paksha: "krishna", name: "amavasya" });
  });

  it("turns the Shaka and Vikram years at Chaitra, not at January", () => {
    expect(samvatOf("2026-11-25", { amanta: 7, purnimanta: 8, adhik: false })).toEqual({ shaka: 1948, vikram: 2083 });
    expect(samvatOf("2027-01-20", { amanta: 9, purnimanta: 10, adhik: false })).toEqual({ shaka: 1948, vikram: 2083 });
    expect(samvatOf("2027-04-20", { amanta: 0, purnimanta: 1, adhik: false })).toEqual({ shaka: 1949, vikram: 2084 });
  });

  it("finds the new moons around a day, one synodic month apart", () => {
    const day = noonIndia("2026-11-25");
    const before = newMoonBefore(day);
    const after = newMoonAfter(day);
    expect(before).toBeLessThan(day);
    expect(after).toBeGreaterThan(day);
    expect((after - before) / 86_400_000).toBeGreaterThan(29.2);
    expect((after - before) / 86_400_000).toBeLessThan(29.9);
    expect(tithiAt(before + 60_000)).toBe(0);
    expect(tithiAt(after - 60_000)).toBe(29);
  });

  it("names the lunar months, the adhik month with the name of the one after it", () => {
    const month = (date: string) => {
      const m = lunarMonthAt(noonIndia(date));
      return { amanta: LUNAR_MONTHS[m.amanta], purnimanta: LUNAR_MONTHS[m.purnimanta], adhik: m.adhik };
    };
    // Kartik Purnima fell on 24 November 2026; the next day is the dark half.
    expect(month("2026-11-25")).toEqual({ amanta: "kartika", purnimanta: "margashirsha", adhik: false });
    // 2026 had an adhik Jyeshtha (17 May to 15 June), 2023 an adhik Shravana (18 July to 16 August).
    expect(month("2026-06-01")).toEqual({ amanta: "jyeshtha", purnimanta: "jyeshtha", adhik: true });
    expect(month("2026-06-25")).toEqual({ amanta: "jyeshtha", purnimanta: "jyeshtha", adhik: false });
    expect(month("2023-08-01")).toEqual({ amanta: "shravana", purnimanta: "shravana", adhik: true });
    expect(month("2023-09-01")).toEqual({ amanta: "shravana", purnimanta: "bhadrapada", adhik: false });
  });
});

describe("a day's panchang", () => {
  const monday = computePanchang(NEW_DELHI, "2026-11-23");
  const wednesday = computePanchang(NEW_DELHI, "2026-11-25");

  it("runs from sunrise to the next sunrise, with sunset between", () => {
    expect(monday.sunrise).toBeLessThan(monday.sunset);
    expect(monday.sunset).toBeLessThan(monday.nextSunrise);
    expect(monday.vara).toBe(1);
  });

  it("gives Rahu Kaal, Yamaganda and Gulika the weekday's eighths of the daytime", () => {
    const eighth = (monday.sunset - monday.sunrise) / 8;
    expect(monday.rahuKaal).toEqual({ start: monday.sunrise + eighth, end: monday.sunrise + 2 * eighth });
    expect(monday.yamaganda).toEqual({ start: monday.sunrise + 3 * eighth, end: monday.sunrise + 4 * eighth });
    expect(monday.gulikaKaal).toEqual({ start: monday.sunrise + 5 * eighth, end: monday.sunrise + 6 * eighth });
    const wednesdayEighth = (wednesday.sunset - wednesday.sunrise) / 8;
    expect(wednesday.rahuKaal.start).toBe(wednesday.sunrise + 4 * wednesdayEighth);
  });

  it("has no Abhijit Muhurat on a Wednesday, and the midday muhurta on other days", () => {
    expect(wednesday.abhijit).toBeNull();
    const muhurta = (monday.sunset - monday.sunrise) / 15;
    expect(monday.abhijit).toEqual({ start: monday.sunrise + 7 * muhurta, end: monday.sunrise + 8 * muhurta });
  });

  it("puts Brahma Muhurat two night-muhurtas before sunrise", () => {
    expect(monday.brahmaMuhurta.end).toBeLessThan(monday.sunrise);
    expect(monday.brahmaMuhurta.end - monday.brahmaMuhurta.start).toBeCloseTo(monday.sunrise - monday.brahmaMuhurta.end, -3);
  });

  it("ends the tithi, nakshatra and yoga of sunrise after sunrise, and the next ones after them", () => {
    for (const [first, second] of [monday.tithis, monday.nakshatras, monday.yogas]) {
      expect(first.end).toBeGreaterThan(monday.sunrise);
      expect(second.end).toBeGreaterThan(first.end);
    }
    expect(monday.karanas.at(-1)!.end).toBeGreaterThanOrEqual(monday.nextSunrise);
  });

  it("shows the times of the day without its date, and a time on the next day with it", () => {
    expect(formatIndiaClock(Date.parse("2026-11-25T01:21:20Z"), "en", "2026-11-25")).toBe("6:51 am");
    expect(formatIndiaClock(Date.parse("2026-11-26T07:45:00Z"), "en", "2026-11-25")).toBe("1:15 pm, 26 Nov");
    expect(formatIndiaClock(Date.parse("2026-11-26T07:45:00Z"), "hi", "2026-11-25")).toBe("26 नवंबर, 13:15");
    expect(formatIndiaClock(Date.parse("2026-11-25T01:21:20Z"), "hi", "2026-11-25")).toBe("06:51");
  });
});

describe("the panchang's cities", async () => {
  const cities = panchangCities(await citiesOfIndia());

  it("gives every Indian city of the location data an address of its own", () => {
    expect(cities.length).toBeGreaterThan(4000);
    expect(new Set(cities.map((c) => c.slug)).size).toBe(cities.length);
    expect(cities.find((c) => c.slug === "new-delhi")?.state).toBe("Delhi");
    expect(cities.find((c) => c.slug === "varanasi")?.state).toBe("Uttar Pradesh");
    expect(cities.find((c) => c.slug === "bengaluru")?.state).toBe("Karnataka");
  });

  it("adds the state to a name two states share", () => {
    expect(cities.filter((c) => c.name === "Aurangabad").map((c) => c.slug)).toEqual(["aurangabad-bihar", "aurangabad-maharashtra"]);
  });

  it("finds a typed city by name, by 'name, state', by address, by an old name, or by its first letters", async () => {
    expect(await searchCities("aurangabad")).toHaveLength(2);
    expect((await searchCities("Aurangabad, Bihar")).map((c) => c.slug)).toEqual(["aurangabad-bihar"]);
    expect((await searchCities("new-delhi")).map((c) => c.slug)).toEqual(["new-delhi"]);
    expect((await searchCities("Benares")).map((c) => c.slug)).toEqual(["varanasi"]);
    expect((await searchCities("varan"))[0].slug).toBe("varanasi");
    expect(await searchCities("   ")).toEqual([]);
  }, 60_000);
});
