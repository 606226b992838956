// The divisional charts (vargas) of the Shodasavarga, by the rules of Brihat Parashara Hora
// Shastra, chapter 6 ("Shodasavarga", R. Santhanam's translation, vol. 1, pp. 61–80; the rules
// and the sources checked against are in docs/research/kundli-depth.md). Each divides a sign into
// equal parts (the trimsamsa's five unequal ones excepted) and gives each part a sign, counted
// from a starting sign that depends on the sign divided: odd or even, or movable, fixed or dual.
import { normalizeDegrees, SIGN_DEGREES } from "./measures";
import { type Varga, VARGAS } from "./zodiac";

// Signs are 0 Mesha … 11 Meena. Mesha is odd (the first); movable (chara) signs are Mesha, Karka,
// Tula and Makara, fixed (sthira) the next of each, dual (dvisvabhava) the one after.
const isOdd = (sign: number) => sign % 2 === 0;
const modality = (sign: number): 0 | 1 | 2 => (sign % 3) as 0 | 1 | 2;
const fromSign = (start: number, steps: number) => (((start + steps) % 12) + 12) % 12;

const LEO = 4;
const CANCER = 3;
const ARIES = 0;
const LIBRA = 6;
const SAGITTARIUS = 8;

// The trimsamsa (BPHS 6.28–29): in an odd sign Mars rules the first 5°, Saturn the next 5°,
// Jupiter 8°, Mercury 7°, Venus 5°, each part taking its ruler's odd sign; in an even sign the
// order is reversed and each part takes its ruler's even sign.
const TRIMSAMSA_ODD: readonly [number, number][] = [
  [5, 0], // Mars: Mesha
  [10, 10], // Saturn: Kumbha
  [18, 8], // Jupiter: Dhanu
  [25, 2], // Mercury: Mithuna
  [30, 6], // Venus: Tula
];
const TRIMSAMSA_EVEN: readonly [number, number][] = [
  [5, 1], // Venus: Vrishabha
  [12, 5], // Mercury: Kanya
  [20, 11], // Jupiter: Meena
  [25, 9], // Saturn: Makara
  [30, 7], // Mars: Vrishchika
];

/** The sign (0–11) a sidereal longitude falls in, in the varga dividing each sign into `varga` parts. */
export function vargaSign(longitude: number, varga: Varga): number {
  const degrees = normalizeDegrees(longitude);
  const sign = Math.floor(degrees / SIGN_DEGREES) % 12;
  const within = degrees - sign * SIGN_DEGREES;
  // A longitude a hair short of a sign's end stays in the sign's last part.
  const part = Math.min(Math.floor((within * varga) / SIGN_DEGREES), varga - 1);
  switch (varga) {
    case 1:
      return sign;
    case 2:
      // Parashara's hora: the Sun's (Simha) first in an odd sign, the Moon's (Karka) first in an even one.
      return (part === 0) === isOdd(sign) ? LEO : CANCER;
    case 3:
      // The drekkana: the sign itself, its 5th, its 9th.
      return fromSign(sign, part * 4);
    case 4:
      // The chaturthamsa: the sign itself, its 4th, 7th and 10th.
      return fromSign(sign, part * 3);
    case 7:
      // The saptamsa: from the sign itself in an odd sign, from its 7th in an even one.
      return fromSign(isOdd(sign) ? sign : sign + 6, part);
    case 9:
      // The navamsa: from Mesha, Makara, Tula or Karka for fire, earth, air and water signs, which
      // is the same as counting every navamsa on from Mesha.
      return fromSign(sign * 9, part);
    case 10:
      // The dasamsa: from the sign itself in an odd sign, from its 9th in an even one.
      return fromSign(isOdd(sign) ? sign : sign + 8, part);
    case 12:
      // The dvadasamsa: from the sign itself.
      return fromSign(sign, part);
    case 16:
      // The shodasamsa: from Mesha, Simha or Dhanu for movable, fixed and dual signs.
      return fromSign([ARIES, LEO, SAGITTARIUS][modality(sign)], part);
    case 20:
      // The vimsamsa: from Mesha, Dhanu or Simha for movable, fixed and dual signs.
      return fromSign([ARIES, SAGITTARIUS, LEO][modality(sign)], part);
    case 24:
      // The chaturvimsamsa: from Simha in an odd sign, from Karka in an even one.
      return fromSign(isOdd(sign) ? LEO : CANCER, part);
    case 27:
      // The bhamsa: from Mesha, Karka, Tula or Makara for fire, earth, air and water signs.
      return fromSign(sign * 27, part);
    case 30: {
      const table = isOdd(sign) ? TRIMSAMSA_ODD : TRIMSAMSA_EVEN;
      return table.find(([upTo]) => within < upTo)?.[1] ?? table[table.length - 1][1];
    }
    case 40:
      // The khavedamsa: from Mesha in an odd sign, from Tula in an even one.
      return fromSign(isOdd(sign) ? ARIES : LIBRA, part);
    case 45:
      // The akshavedamsa: from Mesha, Simha or Dhanu for movable, fixed and dual signs.
      return fromSign([ARIES, LEO, SAGITTARIUS][modality(sign)], part);
    case 60:
      // The shashtiamsa: from the sign itself.
      return fromSign(sign, part);
  }
}

/** A chart row as a divisional chart needs it: the body and its sign in each varga, in VARGAS order. */
export type VargaRow<Body extends string> = { body: Body | "lagna"; vargas: readonly number[] };

/**
 * A divisional chart's houses: house 1 holds the lagna's sign in that varga, and each graha sits
 * in its own varga sign, in the rows' order. Null without the birth time: a varga's lagna changes
 * within minutes.
 */
export function vargaHouses<Body extends string>(
  chart: { rows: readonly VargaRow<Body>[] },
  varga: Varga,
): { house: number; sign: number; bodies: Body[] }[] | null {
  const index = VARGAS.indexOf(varga);
  const lagna = chart.rows.find((row) => row.body === "lagna");
  if (!lagna) return null;
  const grahas = chart.rows.filter((row): row is VargaRow<Body> & { body: Body } => row.body !== "lagna");
  return Array.from({ length: 12 }, (_, offset) => {
    const sign = (lagna.vargas[index] + offset) % 12;
    return { house: offset + 1, sign, bodies: grahas.filter((row) => row.vargas[index] === sign).map((row) => row.body) };
  });
}
