import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { festivalImage, type FestivalSeedYear } from "~/domain/festival";
import { FESTIVAL_LIMITS } from "~/domain/festival-admin";
import { festivalSeed2025 } from "~/infra/seed/festivals-2025.server";
import { festivalSeed2026 } from "~/infra/seed/festivals-2026.server";
import { festivalSeed2027 } from "~/infra/seed/festivals-2027.server";
import { COMPUTED_FESTIVAL_TEXTS } from "~/locales/content/computed-festivals";
import { FESTIVAL_REGIONS_HI } from "~/locales/content/festival-regions";

const publicDir = path.resolve(__dirname, "../../public");

const REQUIRED = [
  "Makar Sankranti",
  "Maha Shivaratri",
  "Holi",
  "Ram Navami",
  "Akshaya Tritiya",
  "Raksha Bandhan",
  "Janmashtami",
  "Ganesh Chaturthi",
  "Sharad Navratri",
  "Dussehra",
  "Karwa Chauth",
  "Dhanteras",
  "Diwali",
  "Bhai Dooj",
  "Chhath Puja",
  "Republic Day",
  "Independence Day",
  "Gandhi Jayanti",
];

const MOON_SIGHTED = ["Eid al-Fitr", "Eid al-Adha (Bakrid)", "Muharram (Ashura)", "Milad-un-Nabi"];

function isValidDate(value: string, year: number): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && date.getUTCFullYear() === year;
}

function byName(seed: FestivalSeedYear, name: string) {
  const festival = seed.festivals.find((f) => f.name === name);
  if (!festival) throw new Error(`${seed.year}: no festival named ${name}`);
  return festival;
}

describe.each([
  { seed: festivalSeed2025, year: 2025 },
  { seed: festivalSeed2026, year: 2026 },
  { seed: festivalSeed2027, year: 2027 },
])("festival seed $year", ({ seed, year }) => {
  it("is for its year and names its sources", () => {
    expect(seed.year).toBe(year);
    expect(seed.sources.length).toBeGreaterThan(0);
    for (const source of seed.sources) expect(source.trim(), source).not.toBe("");
  });

  it("has valid dates inside the year, in ascending order, with end dates after start dates", () => {
    for (const festival of seed.festivals) {
      expect(isValidDate(festival.date, year), `${festival.name}: ${festival.date}`).toBe(true);
      if (festival.endDate !== undefined) {
        expect(isValidDate(festival.endDate, year), `${festival.name}: ${festival.endDate}`).toBe(true);
        expect(festival.endDate > festival.date, festival.name).toBe(true);
      }
    }
    const dates = seed.festivals.map((f) => f.date);
    expect(dates).toEqual([...dates].sort());
  });

  it("has 35 to 80 festivals with unique names, but for a festival that falls twice in the year", () => {
    expect(seed.festivals.length).toBeGreaterThanOrEqual(35);
    expect(seed.festivals.length).toBeLessThanOrEqual(80);
    const twice = seed.festivals.filter((f, i) => seed.festivals.findIndex((other) => other.name === f.name) !== i);
    // Saphala Ekadashi (Pausha Krishna Ekadashi) falls in both January and December of 2027.
    expect(twice.map((f) => `${f.name} ${f.date}`)).toEqual(year === 2027 ? ["Saphala Ekadashi 2027-12-23"] : []);
  });

  it("gives every festival a description and a source, and non-empty notes and regions", () => {
    for (const festival of seed.festivals) {
      expect(festival.description.trim().length, festival.name).toBeGreaterThan(20);
      expect(festival.source.trim().length, festival.name).toBeGreaterThan(5);
      if (festival.dateNote !== undefined) expect(festival.dateNote.trim(), festival.name).not.toBe("");
      if (festival.regions !== undefined) expect(festival.regions.trim(), festival.name).not.toBe("");
    }
  });

  it("gives every festival its Hindi name and description, and every date note its Hindi, in Devanagari", () => {
    const devanagari = /[\u0900-\u097F]/;
    for (const festival of seed.festivals) {
      const pairs: Array<[string | undefined, string]> = [
        [festival.nameHi, festival.name],
        [festival.descriptionHi, festival.description],
      ];
      if (festival.dateNote !== undefined) pairs.push([festival.dateNoteHi, festival.dateNote]);
      for (const [hindi, english] of pairs) {
        expect(hindi, festival.name).toMatch(devanagari);
        expect(hindi?.trim(), festival.name).not.toBe(english.trim());
        // Written in Hindi, not English with a Hindi word or two: most of its letters are Devanagari
        // (a source named in Latin letters, such as CalendarDate, stays as it is).
        const letters = [...(hindi ?? "")].filter((c) => /\p{L}|\p{M}/u.test(c));
        expect(letters.filter((c) => devanagari.test(c)).length / letters.length, `${festival.name}: ${hindi}`).toBeGreaterThan(0.6);
      }
      if (festival.dateNote === undefined) expect(festival.dateNoteHi, festival.name).toBeUndefined();
      // Within the admin form's limits, so an administrator can save the seeded festival unchanged.
      expect(festival.nameHi.length, festival.name).toBeLessThanOrEqual(FESTIVAL_LIMITS.name);
      expect(festival.descriptionHi.length, festival.name).toBeLessThanOrEqual(FESTIVAL_LIMITS.description);
      expect(festival.dateNoteHi?.length ?? 0, festival.name).toBeLessThanOrEqual(FESTIVAL_LIMITS.dateNote);
    }
    expect(new Set(seed.festivals.map((f) => `${f.nameHi} ${f.date}`)).size).toBe(seed.festivals.length);
  });

  it("gives every region line its Hindi, and writes its Hindi words in Devanagari, with no Latin word", () => {
    for (const festival of seed.festivals) {
      if (festival.regions !== undefined) expect(festival.regionsHi, `${festival.name}: ${festival.regions}`).toMatch(/[\u0900-\u097F]/);
      for (const hindi of [festival.nameHi, festival.descriptionHi, festival.dateNoteHi, festival.regionsHi]) {
        expect(hindi ?? "", festival.name).not.toMatch(/[A-Za-z]/);
      }
    }
  });

  it("names no third-party site in a card's words: sources belong in the research notes", () => {
    const sites =
      /\.com|\.in\b|Drik|CalendarDate|holidayssky|India Today|IBC24|News18|Jagran|GaneshaSpeaks|Wikipedia|timeanddate|ExcelNotes|Calendarz|WikiReligions|ABP|इंडिया टुडे|ड्रिक|विकिपीडिया/i;
    for (const festival of seed.festivals) {
      for (const words of [
        festival.description,
        festival.descriptionHi,
        festival.dateNote,
        festival.dateNoteHi,
        festival.regions,
        festival.regionsHi,
      ]) {
        expect(words ?? "", festival.name).not.toMatch(sites);
      }
    }
  });

  it("says, in both languages, why a date no published source gave is the day: the rule that gave it, or another reason", () => {
    for (const festival of seed.festivals) {
      const sources = festival.source.replace(/^Provisional: /, "").split("; ");
      const estimated = sources.every((source) => /^(estimate|computed) for New Delhi/i.test(source));
      if (!estimated) continue;
      // The rule's own words are held to the code in festival-rule-notes.test.ts.
      expect(festival.dateNote?.trim(), festival.name).toBeTruthy();
      expect(festival.dateNoteHi?.trim(), festival.name).toBeTruthy();
      expect(festival.dateNote, festival.name).not.toMatch(/no published|not found|estimate/i);
      expect(festival.dateNoteHi, festival.name).not.toMatch(/नहीं मिली|अनुमान/);
    }
  });

  it("has a picture file for every festival", () => {
    for (const festival of seed.festivals) {
      const image = festival.image ?? festivalImage(festival.name);
      expect(image, festival.name).toMatch(/^\/images\/festivals\/[a-z0-9-]+\.svg$/);
      const file = path.join(publicDir, image);
      expect(fs.existsSync(file), file).toBe(true);
    }
  });

  it("includes every required festival and the national days", () => {
    const names = new Set(seed.festivals.map((f) => f.name));
    for (const name of REQUIRED) expect(names.has(name), `${year}: ${name}`).toBe(true);
    expect(byName(seed, "Republic Day").date).toBe(`${year}-01-26`);
    expect(byName(seed, "Independence Day").date).toBe(`${year}-08-15`);
    expect(byName(seed, "Gandhi Jayanti").date).toBe(`${year}-10-02`);
    expect(byName(seed, "Christmas").date).toBe(`${year}-12-25`);
  });

  it("has at least three festivals in every month", () => {
    for (let month = 1; month <= 12; month++) {
      const inMonth = seed.festivals.filter((f) => Number(f.date.slice(5, 7)) === month);
      expect(inMonth.length, `${year}-${month}`).toBeGreaterThanOrEqual(3);
    }
  });

  it("notes that moon-sighted festivals may move", () => {
    for (const name of MOON_SIGHTED) {
      expect(byName(seed, name).dateNote, name).toMatch(/moon/i);
      expect(byName(seed, name).dateNoteHi, name).toMatch(/चाँद/);
    }
  });

  it("leaves out the Maha Kumbh Mela after 2025", () => {
    if (year > 2025) expect(seed.festivals.map((f) => f.name)).not.toContain("Maha Kumbh Mela");
  });
});

describe("the 2026 and 2027 calendars", () => {
  // Festivals of 2025 a later year rightly lacks: the Maha Kumbh comes every twelve years; Guru
  // Gobind Singh Jayanti (Pausha Shukla Saptami) fell on 27 December 2025 and next on 15 January
  // 2027, and Saphala Ekadashi (Pausha Krishna Ekadashi) on 15 December 2025 and next on 3
  // January 2027: neither in 2026, whose adhik Jyeshtha moved the months a moon later.
  const NOT_IN: Record<number, string[]> = {
    2026: ["Maha Kumbh Mela", "Guru Gobind Singh Jayanti", "Saphala Ekadashi"],
    2027: ["Maha Kumbh Mela"],
  };

  it.each([festivalSeed2026, festivalSeed2027])("carry every festival 2025 does ($year)", (seed) => {
    const names = new Set(seed.festivals.map((f) => f.name));
    const missing = festivalSeed2025.festivals.map((f) => f.name).filter((name) => !names.has(name));
    expect(missing.sort()).toEqual(NOT_IN[seed.year].sort());
  });

  it("and 2025 every festival they do", () => {
    const names = new Set(festivalSeed2025.festivals.map((f) => f.name));
    for (const seed of [festivalSeed2026, festivalSeed2027]) {
      for (const festival of seed.festivals) expect(names.has(festival.name), `${festival.name} ${seed.year}`).toBe(true);
    }
  });

  it("list what they added after they were first seeded, each in the year's calendar", () => {
    for (const seed of [festivalSeed2025, festivalSeed2026, festivalSeed2027]) {
      for (const { name, date } of seed.addedLater ?? []) {
        expect(
          seed.festivals.some((f) => f.name === name && f.date === date),
          `${name} ${date}`,
        ).toBe(true);
      }
    }
    const inRevision = (seed: typeof festivalSeed2026, revision: number) => (seed.addedLater ?? []).filter((f) => f.revision === revision);
    expect(inRevision(festivalSeed2026, 1)).toHaveLength(16);
    expect(inRevision(festivalSeed2027, 1)).toHaveLength(18);
    // The second revision: the six North Indian festivals in each seeded year.
    for (const seed of [festivalSeed2025, festivalSeed2026, festivalSeed2027]) {
      expect(
        inRevision(seed, 2)
          .map((f) => f.name)
          .sort(),
      ).toEqual(["Ahoi Ashtami", "Narak Chaturdashi", "Sakat Chauth", "Shani Jayanti", "Sheetala Ashtami", "Tulsi Vivah"]);
    }
  });
});

describe("festival seed 2026 anchor dates", () => {
  it("keeps the dates of the published lists", () => {
    const dates: Record<string, string> = {
      "Republic Day": "2026-01-26",
      "Maha Shivaratri": "2026-02-15",
      Holi: "2026-03-04",
      "Eid al-Fitr": "2026-03-21",
      "Ram Navami": "2026-03-26",
      "Good Friday": "2026-04-03",
      Easter: "2026-04-05",
      "Raksha Bandhan": "2026-08-28",
      Janmashtami: "2026-09-04",
      "Ganesh Chaturthi": "2026-09-14",
      "Sharad Navratri": "2026-10-11",
      Dussehra: "2026-10-20",
      "Karwa Chauth": "2026-10-29",
      Diwali: "2026-11-08",
      "Bhai Dooj": "2026-11-11",
      "Guru Nanak Jayanti": "2026-11-24",
    };
    for (const [name, date] of Object.entries(dates)) expect(byName(festivalSeed2026, name).date, name).toBe(date);
  });

  it("keeps Chhath's evening arghya and the Navratri ends consistent with 2025", () => {
    expect(byName(festivalSeed2026, "Chhath Puja")).toMatchObject({ date: "2026-11-13", endDate: "2026-11-16" });
    expect(byName(festivalSeed2026, "Sharad Navratri").endDate).toBe("2026-10-19");
    expect(byName(festivalSeed2026, "Chaitra Navratri").endDate).toBe(byName(festivalSeed2026, "Ram Navami").date);
    expect(byName(festivalSeed2027, "Chaitra Navratri").endDate).toBe(byName(festivalSeed2027, "Ram Navami").date);
  });
});

describe("festival seed 2027", () => {
  it("says every date is provisional", () => {
    for (const festival of festivalSeed2027.festivals) expect(festival.source, festival.name).toMatch(/^Provisional: /);
    for (const source of festivalSeed2027.sources) expect(source).toMatch(/^Provisional: /);
  });
});

describe("festival seed 2025 national days", () => {
  it("adds the three national days from the gazetted list", () => {
    for (const [name, date] of [
      ["Republic Day", "2025-01-26"],
      ["Independence Day", "2025-08-15"],
      ["Gandhi Jayanti", "2025-10-02"],
    ]) {
      const festival = byName(festivalSeed2025, name);
      expect(festival.date, name).toBe(date);
      expect(festival.regions, name).toBe("Pan-India");
      expect(festival.source, name).toMatch(/gazetted/);
    }
  });
});

describe("new festival pictures", () => {
  it("are small, light SVGs with a title and nothing active", () => {
    for (const slug of ["republic-day", "independence-day", "gandhi-jayanti", "maharana-pratap-jayanti"]) {
      const file = path.join(publicDir, "images/festivals", `${slug}.svg`);
      expect(fs.statSync(file).size, file).toBeLessThan(1500);
      const svg = fs.readFileSync(file, "utf8");
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"'), file).toBe(true);
      expect(svg, file).toMatch(/role="img"><title>[^<]+<\/title>/);
      expect(svg, file).not.toMatch(/<(text|script|image|foreignObject)\b/i);
      expect(svg, file).not.toMatch(/(href|src)="(?!#)/);
      expect(svg, file).not.toMatch(/\bon[a-z]+=/i);
    }
  });
});

describe("the Hindi of the region lines", () => {
  it("is Devanagari with no Latin letter, one line for each line the seeds and the computed festivals use", () => {
    const used = new Set(
      [festivalSeed2025, festivalSeed2026, festivalSeed2027]
        .flatMap((seed) => seed.festivals.map((f) => f.regions))
        .concat(Object.values(COMPUTED_FESTIVAL_TEXTS).map((text) => text.regions))
        .filter((regions): regions is string => Boolean(regions)),
    );
    expect(Object.keys(FESTIVAL_REGIONS_HI).sort()).toEqual([...used].sort());
    for (const hindi of Object.values(FESTIVAL_REGIONS_HI)) {
      expect(hindi).toMatch(/^[\u0900-\u097F][\u0900-\u097F ,;()]+$/);
      expect(hindi.length).toBeLessThanOrEqual(FESTIVAL_LIMITS.regions);
    }
  });
});
