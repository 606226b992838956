// The yogas every leading kundli names, each by its plainest rule, read in whole signs as B. V.
// Raman numbers them (docs/research/kundli-depth.md §4 quotes the verses and the variants):
//
// - Gajakesari: Jupiter in a kendra (the 1st, 4th, 7th or 10th house) from the Moon (BPHS as
//   Shanker Adawal quotes it; Raman's first yoga). The further conditions some add (a benefic's
//   aspect, Jupiter not debilitated or combust) are not read.
// - Budhaditya (Nipuna): the Sun and Mercury in one sign (Saravali; Raman's 26th). Whether a
//   combust Mercury mars it is not read.
// - Chandra-Mangal: the Moon and Mars in one sign (Raman's 6th).
// - The five Mahapurusha yogas (Ruchaka, Bhadra, Hamsa, Malavya, Shasha): Mars, Mercury, Jupiter,
//   Venus or Saturn in its own sign or its exaltation, in a kendra from the lagna (Phaladeepika
//   6.1). Without the birth time, from the Moon, as Saravali allows.
import type { Graha } from "./grahas";
import { houseFrom } from "./manglik";

export const YOGAS_NAMED = ["gajakesari", "budhaditya", "chandraMangal", "ruchaka", "bhadra", "hamsa", "malavya", "shasha"] as const;
export type YogaName = (typeof YOGAS_NAMED)[number];

/** What a yoga's why says: the grahas, their signs and their houses (from the reference named). */
export type YogaReading = {
  yoga: YogaName;
  present: boolean;
  graha: Graha;
  sign: number;
  /** The house the rule counts, from `from`. */
  house: number;
  from: "lagna" | "moon" | "sun";
  /** The other graha the rule pairs it with (the Moon, the Sun), with its sign, or null. */
  with: { graha: Graha; sign: number } | null;
  /** For a Mahapurusha yoga: whether the sign is the graha's own, its exaltation, or neither. */
  dignity: "own" | "exalted" | null;
};

const KENDRAS: readonly number[] = [1, 4, 7, 10];

/** Own signs and exaltation signs (0 Mesha … 11 Meena) of the five grahas of the Mahapurusha yogas. */
export const DIGNITIES: Readonly<Record<"mars" | "mercury" | "jupiter" | "venus" | "saturn", { own: readonly number[]; exalted: number }>> =
  {
    mars: { own: [0, 7], exalted: 9 },
    mercury: { own: [2, 5], exalted: 5 },
    jupiter: { own: [8, 11], exalted: 3 },
    venus: { own: [1, 6], exalted: 11 },
    saturn: { own: [9, 10], exalted: 6 },
  };

const MAHAPURUSHA: readonly [YogaName, keyof typeof DIGNITIES][] = [
  ["ruchaka", "mars"],
  ["bhadra", "mercury"],
  ["hamsa", "jupiter"],
  ["malavya", "venus"],
  ["shasha", "saturn"],
];

/** The named yogas of a chart, from the grahas' signs and the lagna's (null without the birth time). */
export function yogasOf(signs: Record<Graha, number>, lagnaSign: number | null): YogaReading[] {
  const moon = signs.moon;
  const jupiterFromMoon = houseFrom(signs.jupiter, moon);
  const marsFromMoon = houseFrom(signs.mars, moon);
  const reference = lagnaSign ?? moon;
  const from = lagnaSign === null ? "moon" : "lagna";
  return [
    {
      yoga: "gajakesari",
      present: KENDRAS.includes(jupiterFromMoon),
      graha: "jupiter",
      sign: signs.jupiter,
      house: jupiterFromMoon,
      from: "moon",
      with: { graha: "moon", sign: moon },
      dignity: null,
    },
    {
      yoga: "budhaditya",
      present: signs.mercury === signs.sun,
      graha: "mercury",
      sign: signs.mercury,
      house: houseFrom(signs.mercury, signs.sun),
      from: "sun",
      with: { graha: "sun", sign: signs.sun },
      dignity: null,
    },
    {
      yoga: "chandraMangal",
      present: marsFromMoon === 1,
      graha: "mars",
      sign: signs.mars,
      house: marsFromMoon,
      from: "moon",
      with: { graha: "moon", sign: moon },
      dignity: null,
    },
    ...MAHAPURUSHA.map(([yoga, graha]): YogaReading => {
      const sign = signs[graha];
      const { own, exalted } = DIGNITIES[graha];
      const dignity = sign === exalted ? "exalted" : own.includes(sign) ? "own" : null;
      const house = houseFrom(sign, reference);
      return { yoga, present: dignity !== null && KENDRAS.includes(house), graha, sign, house, from, with: null, dignity };
    }),
  ];
}
