import { describe, expect, it } from "vitest";

import { computeFestivalYear, computePanchang, FESTIVAL_PLACE, type HinduMonth, hinduMonth, sunDayOf, tithiAt } from "~/jyotish";
import { translator } from "~/locales/i18n";
import { vratWords } from "~/seo/hindu-calendar-page";

// The Hindu calendar's month: its days agree with the panchang (itself held to Swiss Ephemeris),
// its Ekadashis and Sankrantis with the festival calendar's rules, and each vrat stands on a day
// its rule allows. Published dates: hindu-month-published.test.ts.

const DELHI = FESTIVAL_PLACE;
const MUMBAI = { latitude: 19.07283, longitude: 72.88261 };
const months2026: HinduMonth[] = Array.from({ length: 12 }, (_, i) => hinduMonth(DELHI, 2026, i + 1));
const vrats = months2026.flatMap((month) => month.vrats);
const dates = (kind: string) => vrats.filter((vrat) => vrat.kind === kind).map((vrat) => vrat.date);

describe("a Hindu calendar month", () => {
  it("has every day of the Gregorian month, each as the panchang reckons it at sunrise", () => {
    const october = hinduMonth(MUMBAI, 2027, 10);
    expect(october.days.map((day) => day.date)).toEqual(Array.from({ length: 31 }, (_, i) => `2027-10-${String(i + 1).padStart(2, "0")}`));
    for (const day of october.days.filter((_, i) => i % 5 === 0)) {
      const panchang = computePanchang(MUMBAI, day.date);
      expect(day.sunrise).toBe(panchang.sunrise);
      expect(day.sunset).toBe(panchang.sunset);
      expect(day.moonrise).toBe(panchang.moonrise);
      expect([day.tithi, day.tithiEnd]).toEqual([panchang.tithis[0].index, panchang.tithis[0].end]);
      expect([day.nakshatra, day.nakshatraEnd]).toEqual([panchang.nakshatras[0].index, panchang.nakshatras[0].end]);
      expect(day.month).toEqual(panchang.month);
    }
  });

  it("marks 2026's adhik Jyeshtha from 17 May to 15 June, as the published panchangs do", () => {
    const [may, june] = [months2026[4], months2026[5]];
    expect(may.lunarMonths).toEqual([
      { amanta: 1, adhik: false, from: "2026-05-01", to: "2026-05-16" },
      { amanta: 2, adhik: true, from: "2026-05-17", to: "2026-05-31" },
    ]);
    expect(june.lunarMonths[0]).toEqual({ amanta: 2, adhik: true, from: "2026-06-01", to: "2026-06-15" });
    expect(june.lunarMonths[1]).toMatchObject({ amanta: 2, adhik: false, from: "2026-06-16" });
    // The adhik month's two Ekadashis have their own names.
    expect(vrats.filter((vrat) => vrat.kind === "ekadashi" && vrat.adhik).map((vrat) => vrat.ekadashi)).toEqual(["padmini", "parama"]);
  });

  it("lists every Ekadashi of the year the festival calendar lists, and no other, each by its own name", () => {
    const festivals = computeFestivalYear(2026);
    const observances = new Set(["Nirjala Ekadashi", "Ashadhi Ekadashi", "Dev Uthani Ekadashi", "Saphala Ekadashi"]);
    const calendar = festivals
      .filter((festival) => festival.recurring?.ekadashi !== undefined || observances.has(festival.key))
      .map((festival) => festival.date)
      .sort();
    expect(dates("ekadashi")).toEqual(calendar);
    // Some 24.7 lunations a Gregorian year: 24 Ekadashis in 2026, two of them the adhik month's.
    expect(dates("ekadashi")).toHaveLength(24);
    const names = vrats.filter((vrat) => vrat.kind === "ekadashi").map((vrat) => vrat.ekadashi);
    expect(new Set(names).size).toBe(24);
  });

  it("has the twelve Sankrantis of the year, on the festival calendar's days where it names them", () => {
    expect(dates("sankranti")).toHaveLength(12);
    expect(vrats.filter((vrat) => vrat.kind === "sankranti").map((vrat) => vrat.sign)).toEqual([9, 10, 11, 0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const festivals = computeFestivalYear(2026);
    const day = (key: string) => festivals.find((festival) => festival.key === key)!.date;
    const bySign = (sign: number) => vrats.find((vrat) => vrat.kind === "sankranti" && vrat.sign === sign)!.date;
    expect(bySign(9)).toBe(day("Makar Sankranti"));
    expect(bySign(0)).toBe(day("Baisakhi"));
    expect(bySign(5)).toBe(day("Vishwakarma Puja"));
  });

  it("keeps each tithi vrat on a day its rule allows: Pradosh at dusk, Sankashti at moonrise", () => {
    for (const vrat of vrats) {
      const { sunset, nextSunrise } = sunDayOf(DELHI, vrat.date);
      if (vrat.kind === "pradosh") {
        // The Trayodashi holds at some moment of the three muhurtas after sunset.
        const dusk = Array.from({ length: 13 }, (_, i) => sunset + (i / 12) * ((nextSunrise - sunset) / 5));
        expect(
          dusk.some((ms) => [12, 27].includes(tithiAt(ms))),
          vrat.date,
        ).toBe(true);
      }
      if (vrat.kind === "sankashti") {
        expect(vrat.moonrise, vrat.date).toBeDefined();
        expect(tithiAt(vrat.moonrise!), vrat.date).toBe(18);
      }
    }
    // Two Pradosh, one Sankashti, one Vinayaka, one Masik Shivaratri a lunar month: about 25, 13, 13, 13 a year.
    expect(dates("pradosh").length).toBeGreaterThanOrEqual(24);
    for (const kind of ["sankashti", "vinayaka", "masikShivaratri", "purnima", "amavasya"]) {
      expect(dates(kind).length, kind).toBeGreaterThanOrEqual(12);
      expect(dates(kind).length, kind).toBeLessThanOrEqual(14);
    }
  });
});

describe("a Pradosh's name", () => {
  it("is its weekday's, every day of the week, in both languages, as the month's days name them", () => {
    const pradosh = vrats.find((vrat) => vrat.kind === "pradosh")!;
    const names = (language: "en" | "hi") => Array.from({ length: 7 }, (_, vara) => vratWords(translator(language), pradosh, vara));
    expect(names("en")).toEqual([
      "Ravi Pradosh Vrat",
      "Som Pradosh Vrat",
      "Bhaum Pradosh Vrat",
      "Budh Pradosh Vrat",
      "Guru Pradosh Vrat",
      "Shukra Pradosh Vrat",
      "Shani Pradosh Vrat",
    ]);
    expect(names("hi")).toEqual([
      "रवि प्रदोष व्रत",
      "सोम प्रदोष व्रत",
      "भौम प्रदोष व्रत",
      "बुध प्रदोष व्रत",
      "गुरु प्रदोष व्रत",
      "शुक्र प्रदोष व्रत",
      "शनि प्रदोष व्रत",
    ]);
    // A year's Pradosh fall on every weekday, and each is named by its own.
    const weekdays = new Set(
      months2026.flatMap((month) =>
        month.vrats.filter((vrat) => vrat.kind === "pradosh").map((vrat) => month.days.find((day) => day.date === vrat.date)!.vara),
      ),
    );
    expect(weekdays.size).toBe(7);
    // With no day to name it by, it is the plain Pradosh Vrat.
    expect(vratWords(translator("en"), pradosh)).toBe("Pradosh Vrat");
  });
});
