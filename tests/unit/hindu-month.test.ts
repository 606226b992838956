import { describe, expect, it } from "vitest";

import { addDays } from "~/clock/india-clock";
import { festivalSeed2026 } from "~/infra/seed/festivals-2026.server";
import { festivalSeed2027 } from "~/infra/seed/festivals-2027.server";
import {
  computeFestivalYear,
  computePanchang,
  FESTIVAL_PLACE,
  type HinduMonth,
  hinduMonth,
  sunDayOf,
  tithiAt,
  type Vrat,
  VRAT_FESTIVALS,
  type VratKind,
} from "~/jyotish";
import { translator } from "~/locales/i18n";
import { alsoKeptWords, vratSunriseWords, vratWords } from "~/words/sky-words";

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

// The tithis each vrat is kept on (0 Shukla Pratipada … 29 Amavasya).
const TITHIS: Record<VratKind, number[]> = {
  ekadashi: [10, 25],
  pradosh: [12, 27],
  sankashti: [18],
  vinayaka: [3],
  masikShivaratri: [28],
  purnima: [14],
  amavasya: [29],
  sankranti: [],
};
const months2027: HinduMonth[] = Array.from({ length: 12 }, (_, i) => hinduMonth(DELHI, 2027, i + 1));
const twoYears = [...months2026, ...months2027];
const vratsOf = (year: number) => (year === 2026 ? months2026 : months2027).flatMap((month) => month.vrats);
const [en, hi] = [translator("en"), translator("hi")];

describe("a vrat kept on a day whose sunrise has another tithi", () => {
  it("says which tithi the sunrise has and why, on those days and no other (New Delhi, 2026 and 2027)", () => {
    const noted: Vrat[] = [];
    for (const month of twoYears) {
      for (const vrat of month.vrats) {
        const day = month.days.find((d) => d.date === vrat.date)!;
        if (vrat.kind === "sankranti" || TITHIS[vrat.kind].includes(day.tithi)) {
          expect([vrat.sunriseTithi, vrat.entry], vrat.date).toEqual([undefined, undefined]);
          continue;
        }
        noted.push(vrat);
        expect(vrat.sunriseTithi, vrat.date).toBe(day.tithi);
        const atSomeSunrise = [-1, 0, 1].some((offset) =>
          TITHIS[vrat.kind].includes(tithiAt(sunDayOf(DELHI, addDays(vrat.date, offset)).sunrise)),
        );
        // A tithi no sunrise sees is kshaya; else the day is the vrat's by its own rule.
        expect(vrat.entry, vrat.date).toBe(atSomeSunrise ? vrat.rule : "noSunrise");
      }
    }
    // The Pradosh and Shivaratris of dusk and midnight are most of them; some are kshaya.
    expect(noted.length).toBeGreaterThan(40);
    expect(noted.filter((vrat) => vrat.entry === "noSunrise").length).toBeGreaterThan(5);
  });

  it("on 23 December 2026 shows a kshaya Purnima: begun after sunrise, over before the next, kept the day it begins as the festival calendar keeps it", () => {
    const purnima = months2026[11].vrats.find((vrat) => vrat.kind === "purnima")!;
    expect(purnima).toMatchObject({ date: "2026-12-23", named: 8, rule: "sunrise", sunriseTithi: 13, entry: "noSunrise" });
    expect(tithiAt(sunDayOf(DELHI, "2026-12-23").sunrise)).toBe(13);
    expect(tithiAt(sunDayOf(DELHI, "2026-12-24").sunrise)).toBe(15);
    const card = computeFestivalYear(2026).find((f) => f.recurring?.tithi === 14 && f.recurring.named === 8 && !f.recurring.adhik);
    expect(card).toMatchObject({ date: "2026-12-23", tithiEntry: { sunriseDay: null } });
    expect(vratSunriseWords(en, purnima)).toBe("(at sunrise: Shukla Chaturdashi; kshaya: the tithi spans no sunrise)");
    expect(vratSunriseWords(hi, purnima)).toBe("(सूर्योदय पर शुक्ल चतुर्दशी; क्षय तिथि: किसी सूर्योदय पर नहीं)");
  });

  it("gives a Shivaratri kept at midnight its reason in the festival cards' words", () => {
    const shivaratri = months2027[2].vrats.find((vrat) => vrat.kind === "masikShivaratri")!;
    expect(shivaratri).toMatchObject({ date: "2027-03-06", rule: "nishita", sunriseTithi: 27, entry: "nishita" });
    expect(vratSunriseWords(en, shivaratri)).toBe("(at sunrise: Krishna Trayodashi; its tithi holds at midnight (nishita))");
    expect(vratSunriseWords(hi, shivaratri)).toBe("(सूर्योदय पर कृष्ण त्रयोदशी; निशीथ काल (आधी रात) में तिथि रहने से)");
  });
});

describe("a vrat that is a named festival", () => {
  // The festivals kept by a vrat's own rule: not Sharad Purnima (at midnight) nor Sarvapitri Amavasya (in the afternoon).
  const SAME_RULE = VRAT_FESTIVALS.map((festival) => festival.key).filter(
    (key) => key !== "Sharad Purnima" && key !== "Sarvapitri Amavasya",
  );

  it("falls on the festival calendar's day for it, every such festival of 2026 and 2027", () => {
    for (const year of [2026, 2027]) {
      const byFestival = (pairs: [string, string][]) => pairs.sort().map((pair) => pair.join(" "));
      const calendar = computeFestivalYear(year)
        .filter((festival) => SAME_RULE.includes(festival.key))
        .map((festival): [string, string] => [festival.key, festival.date]);
      const ours = byFestival(vratsOf(year).flatMap((vrat): [string, string][] => (vrat.festival ? [[vrat.festival, vrat.date]] : [])));
      // Every festival kept by the vrat's own rule is the vrat; an observance kept by another rule
      // is the vrat in a year it falls on the same day (Sarvapitri Amavasya, 10 October 2026).
      for (const pair of byFestival(calendar)) expect(ours, String(year)).toContain(pair);
      const computed = new Set(computeFestivalYear(year).map((festival) => `${festival.key} ${festival.date}`));
      for (const pair of ours) expect(computed.has(pair), pair).toBe(true);
      expect(calendar.length).toBeGreaterThanOrEqual(8);
    }
  });

  it("6 March 2027: the masik Shivaratri of Phalguna is Maha Shivaratri, and bears its name alone", () => {
    const shivaratris = vratsOf(2027).filter((vrat) => vrat.kind === "masikShivaratri");
    expect(shivaratris.filter((vrat) => vrat.festival).map((vrat) => [vrat.date, vrat.festival])).toEqual([
      ["2027-03-06", "Maha Shivaratri"],
    ]);
    expect(computeFestivalYear(2027).find((festival) => festival.key === "Maha Shivaratri")?.date).toBe("2027-03-06");
    expect(festivalSeed2027.festivals.find((festival) => festival.name === "Maha Shivaratri")?.date).toBe("2027-03-06");
    const maha = shivaratris.find((vrat) => vrat.date === "2027-03-06")!;
    expect([vratWords(en, maha), vratWords(hi, maha)]).toEqual(["Maha Shivaratri", "महाशिवरात्रि"]);
    expect(vratWords(hi, shivaratris[0])).toBe("मासिक शिवरात्रि");
  });

  it("is named as the festival table names it, in both languages", () => {
    expect(VRAT_FESTIVALS.map((festival) => festival.key)).toContain("Maha Shivaratri");
    for (const festival of VRAT_FESTIVALS) {
      const vrat = { ...vratsOf(2026)[0], festival: festival.key };
      expect([vratWords(en, vrat), vratWords(hi, vrat)]).toEqual([festival.name, festival.nameHi]);
    }
  });
});

describe("a Purnima beside a festival of its tithi that another rule keeps", () => {
  it("Ashwin 2026: the vrat names Sharad Purnima, kept the night before at midnight, once", () => {
    const sharad = computeFestivalYear(2026).find((festival) => festival.key === "Sharad Purnima")!;
    expect(festivalSeed2026.festivals.find((festival) => festival.name === "Sharad Purnima")?.date).toBe(sharad.date);
    const purnima = months2026[9].vrats.find((vrat) => vrat.kind === "purnima")!;
    expect(purnima).toMatchObject({ date: "2026-10-26", named: 6, rule: "sunrise" });
    expect(sharad.date).toBe("2026-10-25");
    expect(purnima.alsoKept).toEqual({ festival: "Sharad Purnima", date: sharad.date, kaala: "nishita" });
    expect(alsoKeptWords(en, purnima, "en")).toBe(
      "Sharad Purnima is kept on 25 October 2026: its rite is at midnight (nishita), and on that day the Ashwin Purnima runs then.",
    );
    expect(alsoKeptWords(hi, purnima, "hi")).toBe(
      "शरद पूर्णिमा का पर्व 25 अक्टूबर 2026 को मनाया जाता है: इसकी पूजा निशीथ काल (आधी रात) में होती है, और उस दिन उस समय आश्विन पूर्णिमा रहती है।",
    );
  });

  it("is noted where Sharad Purnima or Sarvapitri Amavasya falls on another day than the vrat", () => {
    const noted = twoYears.flatMap((month) => month.vrats).filter((vrat) => vrat.alsoKept);
    const dayOf = (year: number, key: string) => computeFestivalYear(year).find((festival) => festival.key === key)!.date;
    // Sarvapitri's shraddha is offered in the afternoon: 29 September 2027, the Amavasya of the 30th's sunrise.
    expect(dayOf(2027, "Sarvapitri Amavasya")).toBe("2027-09-29");
    expect(noted.map((vrat) => [vrat.kind, vrat.named, vrat.alsoKept!.festival, vrat.alsoKept!.date])).toEqual([
      ["purnima", 6, "Sharad Purnima", dayOf(2026, "Sharad Purnima")],
      ["amavasya", 6, "Sarvapitri Amavasya", "2027-09-29"],
      ["purnima", 6, "Sharad Purnima", dayOf(2027, "Sharad Purnima")],
    ]);
    for (const vrat of noted) expect(vrat.alsoKept!.date).not.toBe(vrat.date);
  });
});
