// Manglik (Kuja) dosha as B. V. Raman gives it in *Muhurtha (Electional Astrology)*, chapter on
// marriage, "Kuja Dosha" (decision 105 quotes the rules and names where they were read):
//
// - Mars in the 2nd, 4th, 7th, 8th or 12th house gives the dosha. The 1st is not in his list.
// - Houses are reckoned from the lagna (the body), the Moon (the mind) and Venus (marriage).
//   The dosha is weak from the lagna, a little stronger from the Moon, strongest from Venus.
// - No dosha from a house that falls in certain signs: the 2nd in Mithuna or Kanya, the
//   4th in Mesha or Vrishchika, the 7th in Makara or Karka, the 8th in Dhanu or Meena, the 12th in
//   Vrishabha or Tula; none at all with Mars in Simha or Kumbha; none with Mars joined by
//   Jupiter or by the Moon.
// - In a match, the dosha in both charts cancels.
//
// Houses here are whole signs, as everywhere on the site; Raman asks for bhavas (cusps), which
// can move a Mars near a sign's edge into the next house (decision 105).

export type ManglikReference = "lagna" | "moon" | "venus";

/** Raman's three strengths, named for the reference they come from; "none" when no reference has it. */
export type ManglikGrade = "none" | "mild" | "moderate" | "strong";

/** The exceptions that lift the dosha from one house, each named for its rule. */
export type HouseException =
  "secondInMercurySign" | "fourthInOwnSign" | "seventhInExaltationOrDebilitation" | "eighthInJupiterSign" | "twelfthInVenusSign";

/** The exceptions that lift it from every reference at once. */
export type ChartException = "leoOrAquarius" | "withJupiter" | "withMoon";

export type ManglikFromReference = {
  reference: ManglikReference;
  /** 1–12: the house Mars occupies counted from the reference's sign. */
  house: number;
  /** Mars in a house the rule counts (2, 4, 7, 8, 12). */
  inDoshaHouse: boolean;
  /** The house's own exception, when Mars is in a counted house and its sign lifts the dosha. */
  exception: HouseException | null;
  /** The dosha stands from this reference: a counted house, no exception of the house or the chart. */
  dosha: boolean;
};

export type ManglikReading = {
  /** Sidereal sign of Mars, 0 Mesha … 11 Meena. */
  marsSign: number;
  /** In the order lagna, Moon, Venus; the lagna is left out when the birth time is not known. */
  references: ManglikFromReference[];
  /** Chart-wide exceptions, named only when Mars is in a counted house from some reference. */
  exceptions: ChartException[];
  grade: ManglikGrade;
  /** The dosha stands from at least one reference. */
  manglik: boolean;
};

/** The signs the reading needs; `lagna` is null when the birth time is not known. */
export type ManglikSigns = { mars: number; moon: number; venus: number; jupiter: number; lagna: number | null };

export const MANGLIK_HOUSES: readonly number[] = [2, 4, 7, 8, 12];

// Sign indices: 0 Mesha, 1 Vrishabha, 2 Mithuna, 3 Karka, 4 Simha, 5 Kanya, 6 Tula, 7 Vrishchika,
// 8 Dhanu, 9 Makara, 10 Kumbha, 11 Meena.
const HOUSE_EXCEPTIONS: ReadonlyMap<number, { rule: HouseException; signs: readonly number[] }> = new Map([
  [2, { rule: "secondInMercurySign", signs: [2, 5] }],
  [4, { rule: "fourthInOwnSign", signs: [0, 7] }],
  [7, { rule: "seventhInExaltationOrDebilitation", signs: [9, 3] }],
  [8, { rule: "eighthInJupiterSign", signs: [8, 11] }],
  [12, { rule: "twelfthInVenusSign", signs: [1, 6] }],
]);

const LEO_AND_AQUARIUS: readonly number[] = [4, 10];

const GRADE_OF_REFERENCE: Record<ManglikReference, Exclude<ManglikGrade, "none">> = {
  lagna: "mild",
  moon: "moderate",
  venus: "strong",
};

/** 1–12: the whole-sign house of `sign` counted from `fromSign` (the sign itself is the 1st). */
export function houseFrom(sign: number, fromSign: number): number {
  return ((sign - fromSign + 12) % 12) + 1;
}

function checkSign(sign: number): void {
  if (!Number.isInteger(sign) || sign < 0 || sign > 11) throw new RangeError(`A sign is 0–11, not ${sign}`);
}

/** The reading of one chart: Mars from each reference, the exceptions that apply, and the grade. */
export function manglikReading(signs: ManglikSigns): ManglikReading {
  const { mars, moon, venus, jupiter, lagna } = signs;
  for (const sign of [mars, moon, venus, jupiter]) checkSign(sign);
  if (lagna !== null) checkSign(lagna);

  const from: [ManglikReference, number][] = [
    ...(lagna === null ? [] : [["lagna", lagna] as [ManglikReference, number]]),
    ["moon", moon],
    ["venus", venus],
  ];
  const placed = from.map(([reference, sign]) => {
    const house = houseFrom(mars, sign);
    const inDoshaHouse = MANGLIK_HOUSES.includes(house);
    const own = HOUSE_EXCEPTIONS.get(house);
    const exception = inDoshaHouse && own && own.signs.includes(mars) ? own.rule : null;
    return { reference, house, inDoshaHouse, exception };
  });

  const exceptions: ChartException[] = [];
  if (placed.some((p) => p.inDoshaHouse)) {
    if (LEO_AND_AQUARIUS.includes(mars)) exceptions.push("leoOrAquarius");
    if (jupiter === mars) exceptions.push("withJupiter");
    if (moon === mars) exceptions.push("withMoon");
  }
  const references = placed.map((p) => ({ ...p, dosha: p.inDoshaHouse && p.exception === null && exceptions.length === 0 }));

  const standing = references.filter((r) => r.dosha);
  // Raman's order: the lagna weakest, the Moon a little stronger, Venus strongest.
  const grade: ManglikGrade = standing.length === 0 ? "none" : GRADE_OF_REFERENCE[standing[standing.length - 1].reference];
  return { marsSign: mars, references, exceptions, grade, manglik: grade !== "none" };
}

/** A match's Manglik: each side's grade, and whether the dosha in both charts cancels it. */
export type ManglikPairing = {
  boy: ManglikGrade;
  girl: ManglikGrade;
  /** Both charts have the dosha: Raman holds it cancelled for both. */
  cancelled: boolean;
};

export function manglikPairing(boy: ManglikReading, girl: ManglikReading): ManglikPairing {
  return { boy: boy.grade, girl: girl.grade, cancelled: boy.manglik && girl.manglik };
}
