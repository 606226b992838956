// Gochar: where the nine grahas stand at a moment, counted in whole signs from the birth Moon
// and from the lagna. A transit is read from the Moon, as Mantreswara's Phaladeepika reads it:
// each graha is good in the houses below and hard in the others (the table as
// dranuradharai.com and shridharastro print it; docs/research/kundli-depth.md §5). No source read
// gives Rahu's and Ketu's, so they are shown without a verdict. Sade Sati (sade-sati.ts) is
// Saturn's own part of it.
import { type Graha, grahaPositions, GRAHAS } from "./grahas";
import { houseFrom } from "./manglik";
import { signOf } from "./zodiac";

/** The houses from the birth Moon in which each graha's transit is good; none named for Rahu and Ketu. */
export const GOCHAR_GOOD_HOUSES: Readonly<Record<Exclude<Graha, "rahu" | "ketu">, readonly number[]>> = {
  sun: [3, 6, 10, 11],
  moon: [1, 3, 6, 7, 10, 11],
  mars: [3, 6, 11],
  mercury: [2, 4, 6, 8, 10, 11],
  jupiter: [2, 5, 7, 9, 11],
  venus: [1, 2, 3, 4, 5, 8, 9, 11, 12],
  saturn: [3, 6, 11],
};

export type GocharRow = {
  graha: Graha;
  /** Sidereal degrees at the moment, and its sign (0 Mesha … 11 Meena). */
  longitude: number;
  sign: number;
  retrograde: boolean;
  houseFromMoon: number;
  /** Null when the birth time, and so the lagna, is not known. */
  houseFromLagna: number | null;
  /** Good by the classical table from the Moon; null for Rahu and Ketu, which it does not name. */
  good: boolean | null;
};

export type Gochar = { at: number; rows: GocharRow[] };

/** The transits at `at` over a birth chart with its Moon's sign and its lagna's (null without the time). */
export function gocharOf(birth: { moonSign: number; lagnaSign: number | null }, at: number): Gochar {
  const positions = grahaPositions(at);
  return {
    at,
    rows: GRAHAS.map((graha) => {
      const { longitude, retrograde } = positions[graha];
      const sign = signOf(longitude);
      const houseFromMoon = houseFrom(sign, birth.moonSign);
      return {
        graha,
        longitude,
        sign,
        retrograde,
        houseFromMoon,
        houseFromLagna: birth.lagnaSign === null ? null : houseFrom(sign, birth.lagnaSign),
        good: graha === "rahu" || graha === "ketu" ? null : GOCHAR_GOOD_HOUSES[graha].includes(houseFromMoon),
      };
    }),
  };
}
