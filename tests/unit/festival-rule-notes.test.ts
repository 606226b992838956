import { describe, expect, it } from "vitest";

import { FESTIVAL_LIMITS } from "~/domain/festival-admin";
import { REGIONAL, REGIONAL_HI } from "~/infra/seed/festival-rule-notes.server";
import { festivalSeed2026 } from "~/infra/seed/festivals-2026.server";
import { festivalSeed2027 } from "~/infra/seed/festivals-2027.server";
import { type ComputedFestival, computeFestivalYear, FESTIVAL_DEFINITIONS } from "~/jyotish";
import { en } from "~/locales/en";
import { hi } from "~/locales/hi";
import { translator } from "~/locales/i18n";
import { computedFestivalRow, festivalRuleNote, festivalRuleWords } from "~/services/computed-festivals.server";

// Reasons, not notes to ourselves: a festival's card says the rule that gave its day (and that a
// regional panchang may keep it a day apart), never that a source was not found when the calendar
// was written, nor what our editors have or have not checked.

/** What a card must never say: whether a source was found, whether editors have checked it. */
const NOTES_TO_OURSELVES = [
  /\bnot found\b|no published|\b(?:was|were) found\b|\beditors?\b|\breviewed\b|not yet checked|\bestimate\b/i,
  /नहीं मिली|मिली नहीं|संपादक|जाँच नहीं|अनुमान/,
];
const toOurselves = (text: string | null | undefined) => NOTES_TO_OURSELVES.some((pattern) => pattern.test(text ?? ""));

const YEARS = [2026, 2027, 2028];
const COMPUTED = new Map(YEARS.map((year) => [year, computeFestivalYear(year)]));
const SEEDS = [festivalSeed2026, festivalSeed2027];

/** The computed festival of a seeded card: the same name on the same day, if the rules give it. */
const computedOn = (year: number, name: string, date: string): ComputedFestival | undefined =>
  COMPUTED.get(year)!.find((festival) => festival.name === name && festival.date === date);

describe("a festival's card of 2026 to 2028", () => {
  it("says nothing of sources not found or of what our editors checked, in either language", () => {
    const cards = [
      ...SEEDS.flatMap((seed) =>
        seed.festivals.map((f) => ({ what: `${seed.year} ${f.name}`, words: [f.description, f.descriptionHi, f.dateNote, f.dateNoteHi] })),
      ),
      ...YEARS.flatMap((year) =>
        COMPUTED.get(year)!.map((festival) => {
          const row = computedFestivalRow(festival);
          return { what: `${festival.date} ${row.name}`, words: [row.description, row.descriptionHi, row.dateNote, row.dateNoteHi] };
        }),
      ),
    ];
    expect(cards.length).toBeGreaterThan(300);
    const said = cards.flatMap(({ what, words }) => words.filter(toOurselves).map((text) => `${what}: ${text}`));
    expect(said).toEqual([]);
  });

  it("sits on a page whose words say nothing of our editors either: a computed year's note says each card gives its rule", () => {
    for (const words of [en.festival, hi.festival, en.calendar, hi.calendar]) {
      const texts = JSON.stringify(words);
      expect(toOurselves(texts), texts.slice(0, 80)).toBe(false);
    }
    expect(en.festival.computedNote).toMatch(/rule its card gives/);
    expect(hi.festival.computedNote).toMatch(/कार्ड पर लिखा है/);
  });
});

describe("a computed festival's note", () => {
  const all = YEARS.flatMap((year) => COMPUTED.get(year)!);

  it("opens with the rule that gave its day and ends with New Delhi's reckoning, in both languages, every one of 2026 to 2028", () => {
    for (const festival of all) {
      const row = computedFestivalRow(festival);
      for (const [language, note] of [
        ["en", row.dateNote],
        ["hi", row.dateNoteHi],
      ] as const) {
        const t = translator(language);
        const what = `${festival.date} ${festival.key} (${language}): ${note}`;
        if (FESTIVAL_DEFINITIONS.some((definition) => definition.key === festival.key))
          expect(note.startsWith(festivalRuleWords(festival.key, language)), what).toBe(true);
        else if (festival.adhikMaas) expect(note.startsWith(t("festival:rule.adhikMaas")), what).toBe(true);
        else
          expect(note, what).toMatch(
            language === "en" ? /^Kept on the day on which .+ prevails at sunrise/ : /^पर्व का दिन वह है, जब सूर्योदय पर /,
          );
        expect(note.endsWith(t("festival:rule.regional")), what).toBe(true);
        // An accepted computed year's rows can be saved by the admin form unchanged.
        expect(note.length, what).toBeLessThanOrEqual(FESTIVAL_LIMITS.dateNote);
      }
    }
  });

  it("says what the code does: the tithi, its month in both reckonings and the part of the day the rule names", () => {
    expect(festivalRuleWords("Dhanteras", "en")).toBe(
      "Kept on the day on which Kartika Krishna Trayodashi (amanta Ashwin) prevails at dusk (pradosh).",
    );
    expect(festivalRuleWords("Dhanteras", "hi")).toBe("पर्व का दिन वह है, जब प्रदोष काल (सूर्यास्त के बाद) में कार्तिक कृष्ण त्रयोदशी (अमांत आश्विन) हो।");
    expect(festivalRuleWords("Hariyali Teej", "en")).toBe("Kept on the day on which Shravana Shukla Tritiya prevails at sunrise.");
    expect(festivalRuleWords("Sakat Chauth", "en")).toMatch(/Magha Krishna Chaturthi \(amanta Pausha\) prevails at moonrise/);
    // Raksha Bandhan's six ghatis are the rule's 144 minutes past sunrise.
    expect(festivalRuleWords("Raksha Bandhan", "en")).toMatch(/lasts 6 ghatis \(2 h 24 min\) past that sunrise/);
    expect(festivalRuleWords("Janmashtami", "en")).toMatch(/When it prevails at no sunrise, on the day after it begins\.$/);
    expect(festivalRuleWords("Narasimha Jayanti", "en")).toMatch(/of two such days, on the later\.$/);
    expect(festivalRuleWords("Nirjala Ekadashi", "en")).toMatch(/Dwadashi .* \(the Smarta reckoning\)/);
    // A solar date says its Sankranti, not a tithi; a festival reckoned from another says both.
    expect(festivalRuleWords("Vishwakarma Puja", "en")).toBe(
      "Kept on Kanya Sankranti: the day the Sun enters sidereal Kanya (Virgo), or the next day when it enters after sunset.",
    );
    expect(festivalRuleWords("Vishwakarma Puja", "hi")).toMatch(/निरयण कन्या राशि/);
    expect(festivalRuleWords("Lohri", "en")).toMatch(
      /^Kept on the day before Makar Sankranti\. Makar Sankranti is kept on the day the Sun enters/,
    );
    expect(festivalRuleWords("Holi", "hi")).toMatch(/^पर्व का दिन होलिका दहन का अगला दिन है। होलिका दहन का दिन वह है/);
    expect(festivalRuleWords("Onam", "en")).toMatch(/solar month of Simha .* Moon in Shravana/);
  });

  it("says why a panchang names another day where the tithi of sunrise is another's", () => {
    const diwali = COMPUTED.get(2028)!.find((festival) => festival.key === "Diwali")!;
    expect(festivalRuleNote(diwali, "en")).toBe(
      [
        "Kept on the day on which Kartika Amavasya (amanta Ashwin) prevails at dusk (pradosh).",
        "Kept on 17 October: a panchang names 18 October by the Kartika Amavasya, the tithi at its sunrise, but this festival's rite is at dusk (pradosh), and on 17 October the Kartika Amavasya runs then.",
        "Reckoned for New Delhi; a regional panchang may keep it a day apart.",
      ].join(" "),
    );
  });
});

describe("a seeded festival whose day the rules gave", () => {
  it("says the rule in the computed calendar's words, then why a panchang names another day, then New Delhi's reckoning", () => {
    let ruled = 0;
    for (const seed of SEEDS) {
      for (const festival of seed.festivals) {
        const sources = festival.source.replace(/^Provisional: /, "").split("; ");
        const byRules = sources.every((source) => /^(estimate|computed) for New Delhi/i.test(source));
        const computed = computedOn(seed.year, festival.name, festival.date);
        const saysRule = Boolean(festival.dateNote?.includes(REGIONAL));
        // Every card the rules dated says so; every card that says so has the rules' day.
        if (byRules && computed && FESTIVAL_DEFINITIONS.some((d) => d.key === computed.key)) expect(saysRule, festival.name).toBe(true);
        if (!saysRule || festival.name === "Ganesh Chaturthi") continue;
        expect(computed, `${seed.year} ${festival.name}`).toBeDefined();
        expect(
          festival.dateNote!.startsWith(festivalRuleNote(computed!, "en")),
          `${seed.year} ${festival.name}: ${festival.dateNote}`,
        ).toBe(true);
        expect(
          festival.dateNoteHi!.startsWith(festivalRuleNote(computed!, "hi")),
          `${seed.year} ${festival.name}: ${festival.dateNoteHi}`,
        ).toBe(true);
        ruled++;
      }
    }
    expect(ruled).toBeGreaterThanOrEqual(30);
  });

  it("and Ganesh Chaturthi, dated by published calendars, says the rule of its last day, Anant Chaturdashi", () => {
    for (const seed of SEEDS) {
      const ganesh = seed.festivals.find((festival) => festival.name === "Ganesh Chaturthi")!;
      expect(ganesh.dateNote).toContain(festivalRuleWords("Anant Chaturdashi", "en", true));
      expect(ganesh.dateNoteHi).toContain(festivalRuleWords("Anant Chaturdashi", "hi", true));
      expect(ganesh.dateNote!.endsWith(REGIONAL)).toBe(true);
      expect(ganesh.dateNoteHi!.endsWith(REGIONAL_HI)).toBe(true);
    }
  });

  it("ends its rule with the words the computed calendar ends it with", () => {
    expect(REGIONAL).toBe(translator("en")("festival:rule.regional"));
    expect(REGIONAL_HI).toBe(translator("hi")("festival:rule.regional"));
  });
});
