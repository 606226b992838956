import { describe, expect, it } from "vitest";

import { computeKundli as kundliWith, type Graha, GRAHAS, sadeSatiKeepingSpells, saturnLongitude } from "~/jyotish";

import { independentAscendant, independentElongation, independentGrahaSidereal, independentMoonSidereal } from "../support/independent-sky";
import { seededRandom } from "../support/seeded-random";

// The kundli's yogas, doshas, avakahada panchang and gochar against an independent reckoning:
// the sky from astronomia (Meeus's theories, tests/support/independent-sky.ts) and each rule
// written again here from its words, sharing nothing with the modules but the rule. A birth with
// a graha, the lagna or a node within a hair of a boundary (where two skies a few arcseconds
// apart may fairly disagree) is left out, and the number left in is checked.

const NOW = Date.UTC(2026, 10, 28, 6);
// Sade Sati is not what these tests read: each Moon sign's spell is searched once, as the site does.
const sadeSatiOf = sadeSatiKeepingSpells(saturnLongitude);
const computeKundli = (place: { latitude: number; longitude: number }, instant: number, now: number) =>
  kundliWith(place, instant, now, sadeSatiOf);
const EDGE = 0.02;
const SEVEN: Graha[] = ["sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn"];
const nearEdge = (longitude: number, width: number) => {
  const within = ((longitude % width) + width) % width;
  return within < EDGE || within > width - EDGE;
};

const random = seededRandom(20261128);
const births = Array.from({ length: 120 }, () => ({
  place: { latitude: 8 + random() * 27, longitude: 68 + random() * 29 },
  instant: Date.UTC(1930, 0, 1) + random() * 95 * 365.25 * 86_400_000,
}));

type Sky = { lagna: number; longitudes: Record<Graha, number> };
const independentSky = (birth: (typeof births)[number]): Sky => ({
  lagna: independentAscendant(birth.place.latitude, birth.place.longitude, birth.instant),
  longitudes: Object.fromEntries(GRAHAS.map((graha) => [graha, independentGrahaSidereal(graha, birth.instant)])) as Record<Graha, number>,
});
const sign = (longitude: number) => Math.floor((((longitude % 360) + 360) % 360) / 30);

/** The named yogas, from the rules' words: a kendra is a house 1, 4, 7 or 10 counted from a sign, i.e. 0, 3, 6 or 9 signs on. */
function yogasByTheWords({ lagna, longitudes }: Sky): Set<string> {
  const at = (graha: Graha) => sign(longitudes[graha]);
  const kendraFrom = (from: number, to: number) => (((to - from) % 12) + 12) % 3 === 0;
  const found = new Set<string>();
  if (kendraFrom(at("moon"), at("jupiter"))) found.add("gajakesari");
  if (at("sun") === at("mercury")) found.add("budhaditya");
  if (at("moon") === at("mars")) found.add("chandraMangal");
  // Own signs and exaltation, by name: Mars Mesha, Vrishchika, Makara; Mercury Mithuna, Kanya;
  // Jupiter Dhanu, Meena, Karka; Venus Vrishabha, Tula, Meena; Saturn Makara, Kumbha, Tula.
  const dignified: Record<string, [Graha, number[]]> = {
    ruchaka: ["mars", [0, 7, 9]],
    bhadra: ["mercury", [2, 5]],
    hamsa: ["jupiter", [8, 11, 3]],
    malavya: ["venus", [1, 6, 11]],
    shasha: ["saturn", [9, 10, 6]],
  };
  for (const [yoga, [graha, signs]] of Object.entries(dignified)) {
    if (signs.includes(at(graha)) && kendraFrom(sign(lagna), at(graha))) found.add(yoga);
  }
  return found;
}

/** Kaal Sarp by degree from the words: how many of the seven lie on Rahu's forward half (the sine of the angle from Rahu is positive). */
function kaalSarpByTheWords({ longitudes }: Sky): "full" | "partial" | "none" {
  const ahead = SEVEN.filter((graha) => Math.sin(((longitudes[graha] - longitudes.rahu) * Math.PI) / 180) > 0).length;
  const behind = SEVEN.length - ahead;
  const fewer = Math.min(ahead, behind);
  return fewer === 0 ? "full" : fewer === 1 ? "partial" : "none";
}

function pitraByTheWords({ lagna, longitudes }: Sky): boolean {
  const ninth = (sign(lagna) + 8) % 12;
  const inNinth = (graha: Graha) => sign(longitudes[graha]) === ninth;
  return inNinth("sun") && (inNinth("rahu") || inNinth("saturn"));
}

describe("the kundli's yogas and doshas against an independent sky and the rules' words", () => {
  const compared = births.filter((birth) => {
    const sky = independentSky(birth);
    const edges = [nearEdge(sky.lagna, 30), ...GRAHAS.map((graha) => nearEdge(sky.longitudes[graha], 30))];
    const nodeClose = SEVEN.some((graha) => Math.abs(Math.sin(((sky.longitudes[graha] - sky.longitudes.rahu) * Math.PI) / 180)) < 0.001);
    return !edges.some(Boolean) && !nodeClose;
  });

  it("leaves most births in", () => {
    expect(compared.length).toBeGreaterThan(100);
  });

  it("finds the same yogas in every birth", () => {
    let found = 0;
    for (const birth of compared) {
      const kundli = computeKundli(birth.place, birth.instant, NOW);
      const ours = new Set(kundli.yogas.filter((y) => y.present).map((y) => y.yoga));
      const theirs = yogasByTheWords(independentSky(birth));
      expect([...ours].sort(), new Date(birth.instant).toISOString()).toEqual([...theirs].sort());
      found += ours.size;
    }
    // The rules do find yogas: Gajakesari alone stands in about a third of all charts.
    expect(found).toBeGreaterThan(compared.length / 3);
  });

  it("grades Kaal Sarp and finds Pitra dosha alike in every birth", () => {
    const grades = new Map<string, number>();
    for (const birth of compared) {
      const kundli = computeKundli(birth.place, birth.instant, NOW);
      const sky = independentSky(birth);
      expect(kundli.kaalSarp.grade, new Date(birth.instant).toISOString()).toBe(kaalSarpByTheWords(sky));
      expect(kundli.pitraDosha.present).toBe(pitraByTheWords(sky));
      grades.set(kundli.kaalSarp.grade, (grades.get(kundli.kaalSarp.grade) ?? 0) + 1);
    }
    expect(grades.get("none")).toBeGreaterThan(0);
  });
});

describe("the avakahada's panchang and the gochar against an independent sky", () => {
  it("gives the tithi and karana the independent Moon and Sun give at the moment of birth", () => {
    let compared = 0;
    for (const birth of births) {
      const elongation = independentElongation(birth.instant);
      if (nearEdge(elongation, 6)) continue;
      const { avakahada } = computeKundli(birth.place, birth.instant, NOW);
      expect(avakahada.tithi).toBe(Math.floor(elongation / 12));
      // The karana of the half-tithi: the first half of Shukla Pratipada is Kimstughna, then Bava… in sevens.
      const half = Math.floor(elongation / 6);
      const karana = half === 0 ? 10 : half >= 57 ? half - 50 : (half - 1) % 7;
      expect(avakahada.karana).toBe(karana);
      const moon = independentMoonSidereal(birth.instant);
      if (!nearEdge(moon, 360 / 27)) expect(avakahada.nakshatra).toBe(Math.floor(moon / (360 / 27)));
      compared++;
    }
    expect(compared).toBeGreaterThan(100);
  });

  it("puts today's grahas in the signs the independent sky gives, counted from the birth Moon", () => {
    for (const birth of births.slice(0, 10)) {
      const kundli = computeKundli(birth.place, birth.instant, NOW);
      const moonSign = kundli.avakahada.moonSign;
      for (const row of kundli.gochar.rows) {
        const longitude = independentGrahaSidereal(row.graha, NOW);
        if (nearEdge(longitude, 30)) continue;
        expect(row.sign, row.graha).toBe(sign(longitude));
        expect(row.houseFromMoon).toBe(((sign(longitude) - moonSign + 12) % 12) + 1);
      }
    }
  });
});
