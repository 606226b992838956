import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

// The Hindi edition held to docs/hindi-style.md: the "not" column of its glossary, its spelling
// rules and its names of clocks, in every file of Hindi words the site publishes.

const ROOT = join(__dirname, "..", "..");

/** Every source file under `dir` (a path from the root), at any depth. */
function sourceFilesIn(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFilesIn(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Files whose Devanagari is not text the site publishes: the code that matches the spellings a
 * visitor types names the spellings it forgives (मुम्बई for मुंबई).
 */
const NOT_PUBLISHED = new Set(["app/domain/birth-places.ts"]);

/**
 * Every file of the app with a Hindi word in it: the Hindi edition's words (app/locales/hi,
 * content/hi, legal/hi), the Hindi demo content, the festivals' words (the seeded years, both
 * languages in one file, the computed festivals' and the rules' notes), and whatever else a page
 * prints in Hindi (a weekday, a month, a naam akshar). The data files are tables of names
 * (app/data): of those, only the Hindi place names, which are held to the glossary's words.
 */
const HINDI_FILES = [
  ...sourceFilesIn("app").filter(
    (file) => !file.startsWith("app/data/") && !NOT_PUBLISHED.has(file) && /[\u0900-\u097F]/.test(readFileSync(join(ROOT, file), "utf8")),
  ),
  "app/data/hindi-place-names.ts",
];

/**
 * A vowel said through the nose takes the chandrabindu where nothing sits above the headline
 * (चाँद, पाँच, माँ, गाँव), as docs/hindi-style.md asks; the anusvara stays for a nasal consonant
 * (पंचांग, संक्रांति, मांगलिक). Place names are written as the atlases write them (कांचीपुरम).
 */
const CHANDRABINDU: { not: RegExp; write: string }[] = [
  ["चांद", "चाँद"],
  ["पांच", "पाँच"],
  ["बांट", "बाँट"],
  ["मूंग", "मूँग"],
  ["आंख", "आँख"],
  ["गांव", "गाँव"],
  ["यहां", "यहाँ"],
  ["वहां", "वहाँ"],
  ["कहां", "कहाँ"],
  ["जहां", "जहाँ"],
  ["पहुंच", "पहुँच"],
  ["ऊंच", "ऊँच"],
  ["दांत", "दाँत"],
  ["सांप", "साँप"],
  ["झांक", "झाँक"],
  ["बांध", "बाँध"],
  ["कांप", "काँप"],
  ["टांग", "टाँग"],
  ["भांग", "भाँग"],
  ["कांच", "काँच"],
  ["छांव", "छाँव"],
  ["सांस", "साँस"],
].map(([not, write]) => ({ not: new RegExp(not), write }));
CHANDRABINDU.push(
  { not: /मांग(?!लिक)/, write: "माँग" },
  { not: /(?<![\u0900-\u097F])मां(?![\u0900-\u097F])/, write: "माँ" },
  { not: /गांठ/, write: "गाँठ" },
  { not: /हांडी/, write: "हाँडी" },
  { not: /तांब/, write: "ताँबा" },
  // A nasal vowel at a word's end is never a nasal consonant: after a vowel letter or a vowel
  // sign that leaves the headline bare, it is the chandrabindu (माताएँ, मूर्तियाँ, नौवाँ, जाएँ).
  { not: /(?:[अआउऊए]|[ाुू])ं(?![\u0900-\u097F])/, write: "chandrabindu at a word's end (माताएँ, मूर्तियाँ, नौवाँ)" },
);

/** What the style page says not to write, and what to write instead. */
const UNWANTED: { not: RegExp; write: string }[] = [
  { not: /जांच/, write: "जाँच" },
  // The SMS calls its OTP a सत्यापन कोड; checking and review are जाँच.
  { not: /सत्यापन(?! कोड)/, write: "जाँच (सत्यापन कोड for the SMS's OTP only)" },
  { not: /सत्यापित कर/, write: "पुष्टि करें" },
  { not: /वेरिफ़ाइ|वेरीफ़ाइ|वेरिफाइ/, write: "पुष्टि करें, सत्यापित ज्योतिषी" },
  { not: /प्रमाणित ज्योतिषी|प्रमाणित विशेषज्ञ/, write: "सत्यापित ज्योतिषी" },
  { not: /पंजीकरण|पंजीकृत/, write: "रजिस्टर करें, रजिस्ट्रेशन, रजिस्टर्ड" },
  { not: /सहेज/, write: "सेव करें" },
  // Accounting (अकाउंटिंग) is not an account.
  { not: /अकाउंट(?!िंग)/, write: "खाता" },
  { not: /खाता संख्या/, write: "खाता नंबर" },
  { not: /ब्रांच/, write: "शाखा" },
  { not: /फ़ोन नंबर|फोन नंबर/, write: "मोबाइल नंबर" },
  { not: /टाइम ज़ोन|टाइम जोन/, write: "समय क्षेत्र" },
  { not: /सामान्य प्रश्न/, write: "अक्सर पूछे जाने वाले प्रश्न" },
  { not: /जन्म तिथि/, write: "जन्म की तारीख" },
  { not: /आपके जन्म का आकाश/, write: "आपकी जन्म कुंडली की झलक" },
  { not: /भारतीय समय/, write: "भारतीय मानक समय" },
  // The visitor's own "मुझे जन्म समय पता नहीं" aside, a chart without a time says so in two words.
  { not: /(?<!जन्म )समय पता नहीं|समय ज्ञात नहीं/, write: "जन्म समय अज्ञात" },
  { not: /नक्षत्रीय (?:\S+ )?राशि/, write: "निरयण राशि" },
  // A vehicle's or a property's purchase is not a samskara.
  { not: /दूसरे संस्कार/, write: "अन्य मुहूर्त" },
  // Nuqta on ज़ and फ़ only, whether written as a letter and its dot or as one character.
  { not: /[कखग]\u093C|[\u0958-\u095A]/, write: "क, ख, ग without nuqta" },
  // The half nasal before a consonant of its own class is written as the anusvara.
  { not: /ङ्[कखगघ]|ञ्[चछजझ]|ण्[टठडढ]|न्[तथदध]|म्[पफबभ]/, write: "anusvara (कुंभ, कुंडली, पंचांग)" },
  { not: /…"/, write: 'three dots at the end: "..."' },
];

/** The line of each unwanted spelling in a file's text, as 'file:line: text (write …)'. */
function departures(file: string): string[] {
  const lines = readFileSync(join(ROOT, file), "utf8").split("\n");
  const rules = file === "app/data/hindi-place-names.ts" ? UNWANTED : [...UNWANTED, ...CHANDRABINDU];
  return lines.flatMap((line, i) =>
    rules.filter(({ not }) => not.test(line)).map(({ not, write }) => `${file}:${i + 1}: ${line.match(not)![0]} (write ${write})`),
  );
}

describe("the Hindi edition's glossary (docs/hindi-style.md)", () => {
  it("finds the files it holds", () => {
    expect(HINDI_FILES).toContain("app/locales/hi/kundli.ts");
    expect(HINDI_FILES).toContain("app/locales/content/legal/hi/terms.ts");
    // The festivals' words, in both languages in one file, where the anusvara spellings hid.
    for (const file of [
      "app/infra/seed/festivals-2025.server.ts",
      "app/infra/seed/festivals-2026.server.ts",
      "app/infra/seed/festivals-2027.server.ts",
      "app/infra/seed/festival-rule-notes.server.ts",
      "app/locales/content/computed-festivals.ts",
      "app/locales/content/festival-regions.ts",
      "app/seo/festival-calendar.ts",
    ])
      expect(HINDI_FILES).toContain(file);
    expect(HINDI_FILES.length).toBeGreaterThan(40);
  });

  it("catches each unwanted spelling it lists", () => {
    const samples = [
      "जांच",
      "सत्यापन के दस्तावेज़",
      "रजिस्टर्ड नहीं, पंजीकृत",
      "(भारतीय समय)",
      "क़ानून",
      "कुण्डली",
      'बन रही है…"',
      "जन्म 1990, समय पता नहीं, जयपुर",
      "सूर्य नक्षत्रीय कन्या राशि में",
      "दूसरे संस्कार",
    ];
    for (const sample of samples) expect(UNWANTED.some(({ not }) => not.test(sample))).toBe(true);
    for (const fine of [
      "जाँच",
      "सत्यापन कोड",
      "अकाउंटिंग",
      "भारतीय मानक समय",
      "कानून",
      "कुंडली",
      'हो रहा है..."',
      "ज़रूरी",
      "मुझे जन्म समय पता नहीं",
      "निरयण राशि",
    ]) {
      expect(UNWANTED.filter(({ not }) => not.test(fine))).toEqual([]);
    }
  });

  it("catches the anusvara where the chandrabindu belongs, and leaves the nasal consonants", () => {
    for (const sample of [
      "चांदनी",
      "पांच दिन",
      "मां दुर्गा",
      "गांव",
      "मांगते",
      "माताएं",
      "महिलाएं",
      "मूर्तियां",
      "यात्राएं",
      "वर्षगांठ",
      "दही हांडी",
      "नौवां दिन",
    ])
      expect(
        CHANDRABINDU.some(({ not }) => not.test(sample)),
        sample,
      ).toBe(true);
    for (const fine of ["चाँदनी", "पंचांग", "संक्रांति", "मांगलिक", "अमांत", "मांस", "माताएँ", "मूर्तियाँ", "में", "हैं", "नहीं", "लोगों", "एवं", "स्वयं"])
      expect(CHANDRABINDU.filter(({ not }) => not.test(fine))).toEqual([]);
  });

  it("has no word the glossary rules out in any Hindi text", () => {
    expect(HINDI_FILES.flatMap(departures)).toEqual([]);
  });
});
