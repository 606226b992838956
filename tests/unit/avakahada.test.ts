import { describe, expect, it } from "vitest";

import { avakahadaOf, computeKundli, computePanchang, NAAM_AKSHAR, NAKSHATRA_DEGREES, varaAt } from "~/jyotish";

// The avakahada chakra (avakahada.ts): its panchang against the panchang engine's (itself checked
// against published panchangs), its tables and syllables against the almanacs' (docs/research/avakahada-chakra.md).

const varanasi = { latitude: 25.31668, longitude: 83.01042 };
const IST = 5.5 * 3_600_000;

describe("the avakahada chakra of a birth", () => {
  // A birth at Varanasi a minute after sunrise on 12 June 1975: its panchang is the day's.
  const date = "1975-06-12";
  const panchang = computePanchang(varanasi, date);
  const birth = panchang.sunrise + 60_000;
  const kundli = computeKundli(varanasi, birth, Date.UTC(2026, 10, 28));
  const chakra = kundli.avakahada;

  it("gives the tithi, yoga, karana and weekday the day's panchang gives at its sunrise", () => {
    expect(chakra.tithi).toBe(panchang.tithis[0].index);
    expect(chakra.yoga).toBe(panchang.yogas[0].index);
    expect(chakra.karana).toBe(panchang.karanas[0].index);
    expect(chakra.vara).toBe(panchang.vara);
  });

  it("names the Moon's nakshatra, charan and sign as the chart's table does", () => {
    const moon = kundli.rows.find((row) => row.body === "moon")!;
    expect([chakra.nakshatra, chakra.charan, chakra.moonSign]).toEqual([moon.nakshatra, moon.pada, moon.sign]);
  });

  it("counts a birth a minute before sunrise in the day before", () => {
    expect(avakahadaOf(0, null, varanasi, panchang.sunrise - 60_000).vara).toBe((panchang.vara + 6) % 7);
  });
});

describe("the Moon's qualities, as the almanacs' tables give them", () => {
  const moonIn = (nakshatra: number, pada = 1) => nakshatra * NAKSHATRA_DEGREES + (pada - 0.5) * (NAKSHATRA_DEGREES / 4);
  const chakraOf = (longitude: number) => avakahadaOf(longitude, null, varanasi, Date.UTC(2000, 0, 1));

  it("gives Bharani the elephant yoni, the manushya gana and the madhya nadi; its sign Mesha the Kshatriya varna, quadruped vashya and fire", () => {
    const bharani = chakraOf(moonIn(1));
    expect([bharani.yoni, bharani.gana, bharani.nadi, bharani.varna, bharani.vashya, bharani.tatva]).toEqual([
      "elephant",
      "manushya",
      "madhya",
      "kshatriya",
      "chatushpada",
      "fire",
    ]);
    expect(bharani.nakshatraLord).toBe("venus");
    expect(bharani.signLord).toBe("mars");
  });

  it("splits Dhanu's vashya at 15°: human before, quadruped after; and Makara's: quadruped, then water", () => {
    expect([chakraOf(240 + 14.9).vashya, chakraOf(240 + 15.1).vashya]).toEqual(["manava", "chatushpada"]);
    expect([chakraOf(270 + 14.9).vashya, chakraOf(270 + 15.1).vashya]).toEqual(["chatushpada", "jalachara"]);
  });

  it("gives Revati the elephant yoni, deva gana, antya nadi and the Brahmin varna of Meena", () => {
    const revati = chakraOf(moonIn(26, 4));
    expect([revati.yoni, revati.gana, revati.nadi, revati.varna, revati.tatva]).toEqual(["elephant", "deva", "antya", "brahmin", "water"]);
  });
});

describe("the naam akshar", () => {
  const moonIn = (nakshatra: number, pada: number) => nakshatra * NAKSHATRA_DEGREES + (pada - 0.5) * (NAKSHATRA_DEGREES / 4);
  const syllable = (nakshatra: number, pada: number) =>
    avakahadaOf(moonIn(nakshatra, pada), null, varanasi, Date.UTC(2000, 0, 1)).naamAkshar;

  it("gives Dhanu's nine syllables in order, as the Hindi rashiphal pages list them: ये यो भा भी भू धा फा ढा भे", () => {
    const dhanu = [...[1, 2, 3, 4].map((pada) => syllable(18, pada)), ...[1, 2, 3, 4].map((pada) => syllable(19, pada)), syllable(20, 1)];
    expect(dhanu.map((s) => s.devanagari)).toEqual(["ये", "यो", "भा", "भी", "भू", "धा", "फा", "ढा", "भे"]);
  });

  it("gives Bharani's third charan “Le” (AstrologyAPI's documented sample) and Ashwini's first चू", () => {
    expect(syllable(1, 3)).toEqual({ devanagari: "ले", latin: "Le" });
    expect(syllable(0, 1)).toEqual({ devanagari: "चू", latin: "Chu" });
  });

  it("has a Devanagari and a Latin syllable for each of the 108 charans", () => {
    expect(NAAM_AKSHAR).toHaveLength(27);
    for (const padas of NAAM_AKSHAR) {
      expect(padas).toHaveLength(4);
      for (const [devanagari, latin] of padas) {
        expect(devanagari).toMatch(/^[\u0900-\u097F]+$/);
        expect(latin).toMatch(/^[A-Z][a-z]*$/);
      }
    }
  });
});

describe("the paya and the weekday", () => {
  it("reads the paya from the Moon's house from the lagna: 1, 6, 11 gold; 2, 5, 9 silver; 3, 7, 10 copper; 4, 8, 12 iron", () => {
    const payaInHouse = (house: number) => avakahadaOf((house - 1) * 30 + 10, 0, varanasi, Date.UTC(2000, 0, 1)).paya;
    expect(Array.from({ length: 12 }, (_, i) => payaInHouse(i + 1))).toEqual([
      "gold",
      "silver",
      "copper",
      "iron",
      "silver",
      "gold",
      "copper",
      "iron",
      "silver",
      "copper",
      "gold",
      "iron",
    ]);
    expect(avakahadaOf(10, null, varanasi, Date.UTC(2000, 0, 1)).paya).toBeNull();
  });

  it("counts a birth before sunrise in the day before: 04:00 on a Thursday is Wednesday's, 07:00 is Thursday's", () => {
    // 27 November 2026 is a Friday; 26 November a Thursday. Varanasi's sunrise is near 06:25.
    expect(varaAt(varanasi, Date.UTC(2026, 10, 26, 4, 0) - IST)).toBe(3);
    expect(varaAt(varanasi, Date.UTC(2026, 10, 26, 7, 0) - IST)).toBe(4);
    expect(varaAt(varanasi, Date.UTC(2026, 10, 26, 23, 30) - IST)).toBe(4);
  });
});
