// Kaal Sarp and Pitra dosha, each by one cited rule (docs/research/kundli-depth.md §2–3 quotes
// them and names the readings not followed).
//
// Kaal Sarp is not in the classical texts (gargastro.com says so); the popular rule is that all
// seven grahas from the Sun to Saturn lie on one side of the Rahu–Ketu axis. It is read here by
// degree, as lalkitabhindi.com's lesson gives it: every graha's longitude between Rahu's and
// Ketu's; one graha outside the span makes it partial (anshik), two or more, none. Both halves
// count (as PyJHora and most pages count them): from Rahu onward to Ketu is the savya, from Ketu
// onward to Rahu the apasavya, which some call Kaal Amrit. Its kind is named by Rahu's house:
// Anant in the 1st, Kulik in the 2nd … Sheshnag in the 12th (gargastro.com, sitaaronkiduniya.com).
//
// Pitra dosha has no single definition. The one most pages give is the Sun and Rahu together in
// the 9th house (astrovidhi.com, webdunia.com); the Sun and Saturn together in the 9th is
// named beside it (jantaserishta.com). Both are read here, in whole signs.
import type { Graha } from "./grahas";
import { houseFrom } from "./manglik";
import { normalizeDegrees } from "./measures";
import { signOf } from "./zodiac";

export const KAAL_SARP_KINDS = [
  "anant",
  "kulik",
  "vasuki",
  "shankhpal",
  "padma",
  "mahapadma",
  "takshak",
  "karkotak",
  "shankhachud",
  "ghatak",
  "vishdhar",
  "sheshnag",
] as const;
export type KaalSarpKind = (typeof KAAL_SARP_KINDS)[number];

const SEVEN: readonly Graha[] = ["sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn"];

export type KaalSarp = {
  /** Full: all seven on one side; partial: one outside; none: two or more outside. */
  grade: "full" | "partial" | "none";
  /** The side most of the seven hold: from Rahu onward to Ketu (savya) or from Ketu onward to Rahu (apasavya). */
  side: "rahuToKetu" | "ketuToRahu";
  /** The grahas on the other side of the axis. */
  outside: Graha[];
  /** Rahu's house, counted from `from`, which names the kind. */
  rahuHouse: number;
  from: "lagna" | "moon";
  kind: KaalSarpKind;
};

/** Kaal Sarp from the grahas' sidereal longitudes and the lagna's sign (null without the birth time: counted from the Moon). */
export function kaalSarpOf(longitudes: Record<Graha, number>, lagnaSign: number | null): KaalSarp {
  const rahu = longitudes.rahu;
  // 0–180: on the way from Rahu to Ketu; 180–360: from Ketu back to Rahu.
  const fromRahu = (graha: Graha) => normalizeDegrees(longitudes[graha] - rahu);
  const onRahuSide = SEVEN.filter((graha) => fromRahu(graha) < 180);
  const side = onRahuSide.length * 2 >= SEVEN.length ? "rahuToKetu" : "ketuToRahu";
  const outside = SEVEN.filter((graha) => fromRahu(graha) < 180 !== (side === "rahuToKetu"));
  const from = lagnaSign === null ? "moon" : "lagna";
  const rahuHouse = houseFrom(signOf(rahu), lagnaSign ?? signOf(longitudes.moon));
  return {
    grade: outside.length === 0 ? "full" : outside.length === 1 ? "partial" : "none",
    side,
    outside,
    rahuHouse,
    from,
    kind: KAAL_SARP_KINDS[rahuHouse - 1],
  };
}

export type PitraDosha = {
  present: boolean;
  /** The 9th house's sign, counted from `from`, and which of the rule's grahas stand there. */
  ninthSign: number;
  from: "lagna" | "moon";
  inNinth: Graha[];
  /** The pairs found in the 9th: the Sun with Rahu, the Sun with Saturn. */
  pairs: ("sunRahu" | "sunSaturn")[];
};

/** Pitra dosha from the grahas' signs and the lagna's (null without the birth time: the 9th from the Moon). */
export function pitraDoshaOf(signs: Record<Graha, number>, lagnaSign: number | null): PitraDosha {
  const first = lagnaSign ?? signs.moon;
  const ninthSign = (first + 8) % 12;
  const inNinth = (["sun", "rahu", "saturn"] as const).filter((graha) => signs[graha] === ninthSign);
  const pairs: PitraDosha["pairs"] = [];
  if (inNinth.includes("sun") && inNinth.includes("rahu")) pairs.push("sunRahu");
  if (inNinth.includes("sun") && inNinth.includes("saturn")) pairs.push("sunSaturn");
  return { present: pairs.length > 0, ninthSign, from: lagnaSign === null ? "moon" : "lagna", inNinth, pairs };
}
