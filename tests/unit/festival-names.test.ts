import fs from "node:fs";

import { describe, expect, it } from "vitest";

import { festivalSeed2025 } from "~/infra/seed/festivals-2025.server";
import { festivalSeed2026 } from "~/infra/seed/festivals-2026.server";
import { festivalSeed2027 } from "~/infra/seed/festivals-2027.server";
import { type ComputedFestival, computeFestivalYear, EKADASHI_NAMES, ekadashiName, FESTIVAL_DEFINITIONS, purnimantaMonth } from "~/jyotish";
import { computedFestivalRow } from "~/services/computed-festivals.server";

// The festival name test (decision 099): every computed year 2025–2027 against the seeded
// calendar of that year, name for name in both languages, and every difference explained in
// docs/research/festival-computed-dates.md.

const SEEDS = [festivalSeed2025, festivalSeed2026, festivalSeed2027];
const EXPLAINED = fs.readFileSync("docs/research/festival-computed-dates.md", "utf8");
const section = (heading: string) => {
  const start = EXPLAINED.indexOf(`## ${heading}`);
  if (start < 0) throw new Error(`festival-computed-dates.md has no section "${heading}"`);
  const end = EXPLAINED.indexOf("\n## ", start + 3);
  return EXPLAINED.slice(start, end < 0 ? undefined : end);
};
// The names a section lists, each in bold (a name may break across lines).
const boldNames = (heading: string) => new Set([...section(heading).matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1].replace(/\s+/g, " ")));
const NOT_COMPUTED = boldNames("Seeded, not computed");
const INSIDE_ANOTHER_CARD = boldNames("Computed, kept inside another card");

const years = SEEDS.map((seed) => ({ seed, computed: computeFestivalYear(seed.year) }));
const named = (computed: ComputedFestival[]) => computed.filter((festival) => !festival.recurring && !festival.adhikMaas);
const RULED = new Set(FESTIVAL_DEFINITIONS.map((definition) => definition.name));

describe.each(years)("the computed year $seed.year against its seeded calendar", ({ seed, computed }) => {
  it("has every seeded festival the rules know, by the same name in both languages, on the same day or an explained one", () => {
    for (const published of seed.festivals) {
      if (!RULED.has(published.name)) {
        expect(NOT_COMPUTED.has(published.name), `${published.name}: seeded, no rule, not listed as not computed`).toBe(true);
        continue;
      }
      const distance = (date: string) => Math.abs(Date.parse(date) - Date.parse(published.date));
      const ours = named(computed)
        .filter((festival) => festival.name === published.name)
        .sort((a, b) => distance(a.date) - distance(b.date))[0];
      expect(ours, `${published.name} ${seed.year}: not computed`).toBeDefined();
      expect(ours.nameHi, `${published.name} ${seed.year}`).toBe(published.nameHi);
      if (ours.date !== published.date) {
        expect(EXPLAINED, `${published.name} ${seed.year}: seeded ${published.date}, computed ${ours.date}`).toContain(
          `| ${published.name} | ${seed.year} | ${published.date} | ${ours.date} |`,
        );
      }
      // A festival of several days: its last day too.
      const [seededEnd, computedEnd] = [published.endDate ?? published.date, ours.endDate ?? ours.date];
      if ((published.endDate || ours.endDate) && seededEnd !== computedEnd) {
        expect(EXPLAINED, `${published.name} ${seed.year}: seeded last day ${seededEnd}, computed ${computedEnd}`).toContain(
          `| ${published.name} (last day) | ${seed.year} | ${seededEnd} | ${computedEnd} |`,
        );
      }
    }
  });

  it("has in its seeded calendar every festival the rules compute for it, or says which card it is kept in", () => {
    for (const festival of named(computed)) {
      const seeded = seed.festivals.find((published) => published.name === festival.name);
      if (seeded) expect(seeded.nameHi, festival.name).toBe(festival.nameHi);
      else
        expect(INSIDE_ANOTHER_CARD.has(festival.name), `${festival.name} ${festival.date}: computed, not seeded, not explained`).toBe(true);
    }
  });

  it("shows one card per festival a day: no tithi card beside the festival that is its observance, no name twice", () => {
    const cards = computed.map((festival) => ({ date: festival.date, row: computedFestivalRow(festival) }));
    for (const language of ["name", "nameHi"] as const) {
      const seen = new Set<string>();
      for (const { date, row } of cards) {
        const id = `${date} ${row[language]}`;
        expect(seen.has(id), id).toBe(false);
        seen.add(id);
      }
    }
    // A recurring card never bears a named festival's name (Nirjala Ekadashi, Kartik Purnima).
    const festivalNames = new Set(FESTIVAL_DEFINITIONS.flatMap((d) => [d.name, d.nameHi]));
    for (const { row } of cards.filter((card) => !RULED.has(card.row.name))) {
      expect(festivalNames.has(row.name) || festivalNames.has(row.nameHi), row.name).toBe(false);
    }
  });
});

describe("one spelling of each festival's name", () => {
  it("in each language, across the seeded years and the rules", () => {
    const spellings = new Map<string, Set<string>>();
    const add = (name: string, nameHi: string) => spellings.set(name, (spellings.get(name) ?? new Set()).add(nameHi));
    for (const seed of SEEDS) for (const festival of seed.festivals) add(festival.name, festival.nameHi);
    for (const definition of FESTIVAL_DEFINITIONS) add(definition.name, definition.nameHi);
    for (const [name, hindi] of spellings) expect([...hindi], name).toHaveLength(1);
    // And no two festivals share a Hindi name.
    const byHindi = new Map<string, string>();
    for (const [name, hindi] of spellings) {
      const [only] = [...hindi];
      expect(byHindi.get(only) ?? name, only).toBe(name);
      byHindi.set(only, name);
    }
  });
});

describe("months named in the purnimanta reckoning, Ekadashis by their own names", () => {
  const rows = years.flatMap(({ computed }) =>
    computed.filter((f) => f.recurring).map((f) => ({ festival: f, row: computedFestivalRow(f) })),
  );
  const on = (date: string) => rows.filter(({ festival }) => festival.date === date).map(({ row }) => row);

  it("names the new moon of Diwali Kartika, the month of Karwa Chauth and Janmashtami's dark halves the next month", () => {
    // Diwali 2025 was kept on the evening of 20 October; its Amavasya held at the sunrise of the 21st.
    expect(on("2025-10-21").map((row) => [row.name, row.nameHi])).toEqual([["Kartika Amavasya", "कार्तिक अमावस्या"]]);
    // The dark half of the amanta Ashwin is Kartika's in the purnimanta reckoning; the bright half stays Ashwin.
    expect(purnimantaMonth(6, 29, false)).toBe(7);
    expect(purnimantaMonth(6, 14, false)).toBe(6);
    // Karwa Chauth (Kartika Krishna Chaturthi) and Janmashtami (Bhadrapada Krishna Ashtami) are
    // amanta Ashwin and Shravana dark-half tithis.
    expect(purnimantaMonth(6, 18, false)).toBe(7);
    expect(purnimantaMonth(4, 22, false)).toBe(5);
    // An adhik month's dark half keeps its own name.
    expect(purnimantaMonth(2, 29, true)).toBe(2);
  });

  it("gives every Ekadashi of 2025–2027 its own name in both languages, the 24 and the adhik month's two", () => {
    const ekadashis = rows.filter(({ festival }) => festival.recurring!.ekadashi);
    const names = new Set(ekadashis.map(({ festival }) => festival.recurring!.ekadashi));
    const all = [...EKADASHI_NAMES.shukla, ...EKADASHI_NAMES.krishna, EKADASHI_NAMES.adhik.shukla, EKADASHI_NAMES.adhik.krishna];
    // The four that named festivals are (Nirjala, Ashadhi/Devshayani, Dev Uthani, Saphala) show as those festivals.
    const observed = ["nirjala", "devshayani", "devUthani", "saphala"];
    expect([...names].sort()).toEqual(all.filter((name) => !observed.includes(name)).sort());
    for (const { row } of ekadashis) {
      expect(row.name, row.name).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)? Ekadashi$/);
      expect(row.nameHi, row.nameHi).toMatch(/^[\u0900-\u097F]+( [\u0900-\u097F]+)? एकादशी$/);
      expect(row.name).not.toMatch(/Shukla|Krishna/);
    }
    // 2026's adhik Jyeshtha: Padmini in its bright half, Parama in its dark half.
    const adhik = ekadashis.filter(({ festival }) => festival.recurring!.adhik).map(({ row }) => row.name);
    expect(adhik).toEqual(["Padmini Ekadashi", "Parama Ekadashi"]);
  });

  it("names each Ekadashi by the purnimanta month and half", () => {
    expect(ekadashiName(0, "shukla", false)).toBe("kamada");
    expect(ekadashiName(11, "krishna", false)).toBe("papmochani");
    expect(ekadashiName(2, "krishna", false)).toBe("yogini");
    expect(ekadashiName(4, "krishna", false)).toBe("aja");
    expect(ekadashiName(7, "shukla", false)).toBe("devUthani");
    expect(ekadashiName(6, "krishna", false)).toBe("rama");
    expect(ekadashiName(8, "krishna", false)).toBe("saphala");
    expect(ekadashiName(2, "krishna", true)).toBe("parama");
  });
});

describe("the words of a festival's dates", () => {
  it("name Chhath's own offerings in every computed year, not the seeded year's", () => {
    for (const year of [2029, 2031]) {
      const chhath = computeFestivalYear(year).find((festival) => festival.key === "Chhath Puja")!;
      const row = computedFestivalRow(chhath);
      const day = (offset: number) => new Date(Date.parse(`${chhath.date}T00:00:00Z`) + offset * 86_400_000);
      const [evening, dawn] = [day(2), day(3)];
      const english = (d: Date) => `${d.getUTCDate()} ${d.toLocaleString("en-GB", { month: "long", timeZone: "UTC" })}`;
      expect(row.description).toContain(`setting sun (${english(evening)})`);
      expect(row.description).toContain(`rising sun (${english(dawn)})`);
      expect(row.descriptionHi).toContain(`डूबते सूर्य (${evening.getUTCDate()} `);
    }
  });

  it("call no solar date a lunar estimate: a Sankranti's festival never carries the lunar calendar's note", () => {
    const solar = new Set(
      FESTIVAL_DEFINITIONS.filter((definition) => definition.rule.kind === "sankranti").map((definition) => definition.name),
    );
    for (const seed of SEEDS) {
      for (const festival of seed.festivals.filter((entry) => solar.has(entry.name))) {
        expect(festival.dateNote ?? "", `${seed.year} ${festival.name}`).not.toMatch(/lunar calendar/);
        expect(festival.dateNoteHi ?? "", `${seed.year} ${festival.name}`).not.toMatch(/चंद्र पंचांग से लगाया गया अनुमान/);
      }
    }
  });
});
