// Manglik (Mangal) dosha from a birth chart, and the pairing rule the kundli milan applies.
// Houses are whole signs. The 2nd house is counted with the 1st, 4th, 7th, 8th and 12th (the
// wider North Indian list), from the lagna and from the Moon alike (decision 093).

export type ManglikStatus = {
  fromLagna: boolean;
  fromMoon: boolean;
  /** Manglik from either reference. */
  manglik: boolean;
  /** 1–12: the house Mars occupies counted from the lagna's sign. */
  marsHouseFromLagna: number;
  /** 1–12: the house Mars occupies counted from the Moon's sign. */
  marsHouseFromMoon: number;
};

export const MANGLIK_HOUSES: readonly number[] = [1, 2, 4, 7, 8, 12];

/** 1–12: the whole-sign house of `sign` counted from `fromSign` (the sign itself is the 1st). */
export function houseFrom(sign: number, fromSign: number): number {
  return ((sign - fromSign + 12) % 12) + 1;
}

/** Signs are sidereal, 0 Mesha … 11 Meena. */
export function manglikStatus(marsSign: number, lagnaSign: number, moonSign: number): ManglikStatus {
  for (const sign of [marsSign, lagnaSign, moonSign]) {
    if (!Number.isInteger(sign) || sign < 0 || sign > 11) throw new RangeError(`A sign is 0–11, not ${sign}`);
  }
  const marsHouseFromLagna = houseFrom(marsSign, lagnaSign);
  const marsHouseFromMoon = houseFrom(marsSign, moonSign);
  const fromLagna = MANGLIK_HOUSES.includes(marsHouseFromLagna);
  const fromMoon = MANGLIK_HOUSES.includes(marsHouseFromMoon);
  return { fromLagna, fromMoon, manglik: fromLagna || fromMoon, marsHouseFromLagna, marsHouseFromMoon };
}

/**
 * A Manglik matched with a Manglik cancels the dosha for both, the most common cancellation the
 * published sources give. Either reference counts: a Manglik by the Moon alone pairs with a
 * Manglik by the lagna alone.
 */
export function manglikPairing(boy: ManglikStatus, girl: ManglikStatus): { boy: boolean; girl: boolean; cancelledByOther: boolean } {
  return { boy: boy.manglik, girl: girl.manglik, cancelledByOther: boy.manglik && girl.manglik };
}
