import { describe, expect, it } from "vitest";

import { computeKundli, gocharOf, type Graha, grahaPositions, GRAHAS, kaalSarpOf, pitraDoshaOf, RASHIS, yogasOf } from "~/jyotish";

// Kaal Sarp, Pitra dosha, the yogas and gochar (doshas.ts, yogas.ts, gochar.ts), each by the rule
// its module cites, on made-up skies where the answer can be read by eye, and on real ones.

const sign = (name: (typeof RASHIS)[number]) => RASHIS.indexOf(name);
/** A sky with every graha at the longitude given, the rest of them spread where the test needs nothing of them. */
const sky = (longitudes: Partial<Record<Graha, number>>) => {
  const all = { sun: 0, moon: 0, mars: 0, mercury: 0, jupiter: 0, venus: 0, saturn: 0, rahu: 0, ketu: 180, ...longitudes };
  if (longitudes.rahu !== undefined && longitudes.ketu === undefined) all.ketu = (longitudes.rahu + 180) % 360;
  return all;
};
const signsOf = (longitudes: Record<Graha, number>) =>
  Object.fromEntries(GRAHAS.map((graha) => [graha, Math.floor(longitudes[graha] / 30)])) as Record<Graha, number>;

describe("Kaal Sarp", () => {
  it("is full when all seven lie from Rahu onward to Ketu, and named by Rahu's house: Rahu in the lagna is Anant", () => {
    const longitudes = sky({ rahu: 10, sun: 20, moon: 50, mars: 80, mercury: 100, jupiter: 120, venus: 150, saturn: 185 });
    const reading = kaalSarpOf(longitudes, 0);
    expect(reading).toMatchObject({ grade: "full", side: "rahuToKetu", outside: [], rahuHouse: 1, kind: "anant", from: "lagna" });
  });

  it("counts the other half too, from Ketu onward to Rahu, and names it by Rahu's house: the 8th is Karkotak", () => {
    const longitudes = sky({ rahu: 200, sun: 30, moon: 60, mars: 90, mercury: 100, jupiter: 150, venus: 170, saturn: 195 });
    const reading = kaalSarpOf(longitudes, sign("vrishabha"));
    expect(reading).toMatchObject({ grade: "full", side: "ketuToRahu", rahuHouse: 6, kind: "mahapadma" });
    expect(kaalSarpOf(longitudes, sign("meena")).kind).toBe("karkotak");
  });

  it("reads by degree: a graha in Rahu's sign but behind him is outside, which makes it partial", () => {
    const longitudes = sky({ rahu: 15, sun: 5, moon: 50, mars: 80, mercury: 100, jupiter: 120, venus: 150, saturn: 170 });
    expect(kaalSarpOf(longitudes, 0)).toMatchObject({ grade: "partial", outside: ["sun"] });
  });

  it("is none with two grahas outside", () => {
    const longitudes = sky({ rahu: 15, sun: 5, moon: 250, mars: 80, mercury: 100, jupiter: 120, venus: 150, saturn: 170 });
    expect(kaalSarpOf(longitudes, 0)).toMatchObject({ grade: "none", outside: ["sun", "moon"] });
  });

  it("counts Rahu's house from the Moon when the birth time is not known", () => {
    const longitudes = sky({ rahu: 100, moon: 130, sun: 140, mars: 150, mercury: 160, jupiter: 170, venus: 180, saturn: 190 });
    expect(kaalSarpOf(longitudes, null)).toMatchObject({ from: "moon", rahuHouse: 12, kind: "sheshnag" });
  });
});

describe("Pitra dosha", () => {
  it("stands with the Sun and Rahu together in the 9th house, and with the Sun and Saturn there", () => {
    // Lagna Mesha: the 9th is Dhanu.
    expect(pitraDoshaOf(signsOf(sky({ sun: 245, rahu: 250 })), 0)).toMatchObject({ present: true, pairs: ["sunRahu"], ninthSign: 8 });
    expect(pitraDoshaOf(signsOf(sky({ sun: 245, saturn: 260, rahu: 10 })), 0)).toMatchObject({ present: true, pairs: ["sunSaturn"] });
  });

  it("does not stand with the Sun alone in the 9th, or with the Sun and Rahu together in another house", () => {
    expect(pitraDoshaOf(signsOf(sky({ sun: 245, rahu: 10, saturn: 100 })), 0)).toMatchObject({ present: false, inNinth: ["sun"] });
    expect(pitraDoshaOf(signsOf(sky({ sun: 215, rahu: 220, saturn: 100 })), 0).present).toBe(false);
  });
});

describe("the yogas", () => {
  const yoga = (longitudes: Record<Graha, number>, lagna: number | null, name: string) =>
    yogasOf(signsOf(longitudes), lagna).find((reading) => reading.yoga === name)!;

  it("finds Gajakesari with Jupiter in the 1st, 4th, 7th or 10th from the Moon, and not in the 2nd", () => {
    for (const house of [1, 4, 7, 10])
      expect(yoga(sky({ moon: 45, jupiter: 45 + (house - 1) * 30 }), 0, "gajakesari").present, `house ${house}`).toBe(true);
    expect(yoga(sky({ moon: 45, jupiter: 75 }), 0, "gajakesari")).toMatchObject({ present: false, house: 2 });
  });

  it("finds Budhaditya with the Sun and Mercury in one sign, and Chandra-Mangal with the Moon and Mars in one sign", () => {
    expect(yoga(sky({ sun: 100, mercury: 115 }), 0, "budhaditya").present).toBe(true);
    expect(yoga(sky({ sun: 100, mercury: 125 }), 0, "budhaditya").present).toBe(false);
    expect(yoga(sky({ moon: 200, mars: 205 }), 0, "chandraMangal").present).toBe(true);
    expect(yoga(sky({ moon: 200, mars: 20 }), 0, "chandraMangal").present).toBe(false);
  });

  it("finds Ruchaka with Mars exalted in Makara in the 10th from a Mesha lagna, not in the 5th from a Kanya one", () => {
    expect(yoga(sky({ mars: 280 }), sign("mesha"), "ruchaka")).toMatchObject({ present: true, dignity: "exalted", house: 10 });
    expect(yoga(sky({ mars: 280 }), sign("kanya"), "ruchaka")).toMatchObject({ present: false, dignity: "exalted", house: 5 });
  });

  it("finds Hamsa, Malavya, Shasha and Bhadra in own signs or exaltation in kendras, and none in a sign of no dignity", () => {
    expect(yoga(sky({ jupiter: 100 }), sign("karka"), "hamsa")).toMatchObject({ present: true, dignity: "exalted", house: 1 });
    expect(yoga(sky({ venus: 190 }), sign("karka"), "malavya")).toMatchObject({ present: true, dignity: "own", house: 4 });
    expect(yoga(sky({ saturn: 310 }), sign("simha"), "shasha")).toMatchObject({ present: true, dignity: "own", house: 7 });
    expect(yoga(sky({ mercury: 160 }), sign("mithuna"), "bhadra")).toMatchObject({ present: true, dignity: "exalted", house: 4 });
    expect(yoga(sky({ mercury: 100 }), sign("karka"), "bhadra")).toMatchObject({ present: false, dignity: null, house: 1 });
  });

  it("counts the Mahapurusha yogas from the Moon when the birth time is not known", () => {
    expect(yoga(sky({ moon: 10, mars: 280 }), null, "ruchaka")).toMatchObject({ present: true, from: "moon", house: 10 });
  });
});

describe("gochar", () => {
  it("puts each graha where the sky is today, counted from the Moon's sign and the lagna's", () => {
    const now = Date.UTC(2026, 10, 28, 6);
    const positions = grahaPositions(now);
    const gochar = gocharOf({ moonSign: sign("karka"), lagnaSign: sign("tula") }, now);
    for (const row of gochar.rows) {
      const skySign = Math.floor(positions[row.graha].longitude / 30);
      expect(row.sign, row.graha).toBe(skySign);
      expect(row.houseFromMoon).toBe(((skySign - 3 + 12) % 12) + 1);
      expect(row.houseFromLagna).toBe(((skySign - 6 + 12) % 12) + 1);
    }
  });

  it("calls Saturn good in the 3rd, 6th and 11th from the Moon, hard in the 12th, 1st and 2nd (Sade Sati's), and gives Rahu no verdict", () => {
    const now = Date.UTC(2026, 10, 28, 6);
    const saturnSign = Math.floor(grahaPositions(now).saturn.longitude / 30);
    const verdict = (house: number) =>
      gocharOf({ moonSign: (saturnSign - (house - 1) + 12) % 12, lagnaSign: null }, now).rows.find((r) => r.graha === "saturn")!.good;
    expect([3, 6, 11].map(verdict)).toEqual([true, true, true]);
    expect([12, 1, 2].map(verdict)).toEqual([false, false, false]);
    const rows = gocharOf({ moonSign: 0, lagnaSign: null }, now).rows;
    expect(rows.find((r) => r.graha === "rahu")!.good).toBeNull();
    expect(rows.every((r) => r.houseFromLagna === null)).toBe(true);
  });
});

describe("the kundli's doshas, yogas and gochar", () => {
  it("reads them from the chart's own grahas and today's sky", () => {
    const now = Date.UTC(2026, 10, 28);
    const kundli = computeKundli({ latitude: 28.61, longitude: 77.21 }, Date.UTC(1985, 2, 3, 9, 15), now);
    const longitudes = Object.fromEntries(kundli.rows.filter((r) => r.body !== "lagna").map((r) => [r.body, r.longitude])) as Record<
      Graha,
      number
    >;
    expect(kundli.kaalSarp).toEqual(kaalSarpOf(longitudes, kundli.rows[0].sign));
    expect(kundli.pitraDosha).toEqual(pitraDoshaOf(signsOf(longitudes), kundli.rows[0].sign));
    expect(kundli.yogas).toEqual(yogasOf(signsOf(longitudes), kundli.rows[0].sign));
    expect(kundli.gochar.at).toBe(now);
    expect(kundli.gochar.rows).toHaveLength(9);
  });
});
