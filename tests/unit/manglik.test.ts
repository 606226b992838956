import { describe, expect, it } from "vitest";

import { houseFrom, manglikPairing, manglikStatus } from "~/domain/manglik";

describe("Manglik dosha", () => {
  it("counts houses as whole signs, the reference sign being the 1st", () => {
    expect(houseFrom(4, 4)).toBe(1);
    expect(houseFrom(5, 4)).toBe(2);
    expect(houseFrom(3, 4)).toBe(12);
    expect(houseFrom(0, 11)).toBe(2);
  });

  it("makes Mars in the 1st, 2nd, 4th, 7th, 8th or 12th from the lagna Manglik, and in no other house", () => {
    for (const lagna of [0, 5, 11]) {
      const houses: number[] = [];
      for (let mars = 0; mars < 12; mars++) {
        const status = manglikStatus(mars, lagna, 0);
        if (status.fromLagna) houses.push(status.marsHouseFromLagna);
      }
      expect(houses.sort((a, b) => a - b)).toEqual([1, 2, 4, 7, 8, 12]);
    }
  });

  it("reckons from the Moon the same way, and calls a chart Manglik from either", () => {
    // Mars in Karka: the 4th from a Mesha lagna, the 10th from a Tula Moon.
    expect(manglikStatus(3, 0, 6)).toEqual({
      fromLagna: true,
      fromMoon: false,
      manglik: true,
      marsHouseFromLagna: 4,
      marsHouseFromMoon: 10,
    });
    // The same Mars: the 3rd from a Vrishabha lagna, the 8th from a Dhanu Moon.
    expect(manglikStatus(3, 1, 8)).toEqual({
      fromLagna: false,
      fromMoon: true,
      manglik: true,
      marsHouseFromLagna: 3,
      marsHouseFromMoon: 8,
    });
    // The 6th from a Dhanu lagna and the 11th from a Vrishabha Moon: neither.
    expect(manglikStatus(1, 8, 3).manglik).toBe(false);
  });

  it("refuses a sign outside 0–11", () => {
    expect(() => manglikStatus(12, 0, 0)).toThrow(RangeError);
    expect(() => manglikStatus(0, -1, 0)).toThrow(RangeError);
    expect(() => manglikStatus(0, 0, 1.5)).toThrow(RangeError);
  });

  it("cancels the dosha when both are Manglik, whichever reference made each so", () => {
    const byLagna = manglikStatus(6, 0, 2); // the 7th from the lagna, the 5th from the Moon
    const byMoon = manglikStatus(6, 2, 0); // the 5th from the lagna, the 7th from the Moon
    const neither = manglikStatus(2, 0, 0); // the 3rd from both
    expect([byLagna.fromLagna, byLagna.fromMoon, byMoon.fromLagna, byMoon.fromMoon, neither.manglik]).toEqual([
      true,
      false,
      false,
      true,
      false,
    ]);
    expect(manglikPairing(byLagna, byMoon)).toEqual({ boy: true, girl: true, cancelledByOther: true });
    expect(manglikPairing(byLagna, neither)).toEqual({ boy: true, girl: false, cancelledByOther: false });
    expect(manglikPairing(neither, byMoon)).toEqual({ boy: false, girl: true, cancelledByOther: false });
    expect(manglikPairing(neither, neither)).toEqual({ boy: false, girl: false, cancelledByOther: false });
  });
});
