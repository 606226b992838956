import { describe, expect, it } from "vitest";

import { houseFrom, manglikPairing, manglikReading, type ManglikSigns, RASHIS } from "~/jyotish";

// B. V. Raman's Kuja dosha (Muhurtha, chapter on marriage), as decision 105 quotes it.

const sign = (name: (typeof RASHIS)[number]) => RASHIS.indexOf(name);

/**
 * A chart whose Mars is in `mars`, counted from the lagna only: the Moon and Venus stand two signs
 * behind Mars (Mars in their 3rd, a house the rule does not count) and Jupiter a sign ahead.
 */
function fromLagna(mars: number, lagna: number | null, more: Partial<ManglikSigns> = {}): ManglikSigns {
  const behind = (mars + 10) % 12;
  return { mars, lagna, moon: behind, venus: behind, jupiter: (mars + 1) % 12, ...more };
}

const reference = (signs: ManglikSigns, which: "lagna" | "moon" | "venus") =>
  manglikReading(signs).references.find((r) => r.reference === which);

describe("Manglik dosha as Raman reads it", () => {
  it("counts houses as whole signs, the reference sign being the 1st", () => {
    expect(houseFrom(4, 4)).toBe(1);
    expect(houseFrom(5, 4)).toBe(2);
    expect(houseFrom(3, 4)).toBe(12);
    expect(houseFrom(0, 11)).toBe(2);
  });

  it("counts Mars in the 2nd, 4th, 7th, 8th and 12th house, and not in the 1st", () => {
    for (const lagna of [0, 5, 11]) {
      const counted: number[] = [];
      for (let mars = 0; mars < 12; mars++) {
        const lagnaRef = reference(fromLagna(mars, lagna), "lagna")!;
        if (lagnaRef.inDoshaHouse) counted.push(lagnaRef.house);
      }
      expect(counted.sort((a, b) => a - b)).toEqual([2, 4, 7, 8, 12]);
    }
  });

  it("does not call Mars in its own sign Mesha in the lagna Manglik", () => {
    const reading = manglikReading(fromLagna(sign("mesha"), sign("mesha")));
    expect(reading.references[0]).toMatchObject({ reference: "lagna", house: 1, inDoshaHouse: false, dosha: false });
    expect(reading.grade).toBe("none");
    expect(reading.manglik).toBe(false);
  });

  it("grades the dosha by the strongest reference it stands from: the lagna mild, the Moon moderate, Venus strong", () => {
    const tula = sign("tula");
    const clear = sign("simha"); // Mars in Tula is the 3rd from Simha
    // The 7th from a Mesha lagna, the 8th from a Meena Moon, the 4th from a Karka Venus: none of them excepted for Tula.
    const lagna = sign("mesha");
    const moon = sign("meena");
    const venus = sign("karka");
    const grade = (signs: Omit<ManglikSigns, "mars" | "jupiter">) => manglikReading({ mars: tula, jupiter: 0, ...signs }).grade;
    expect(grade({ lagna: clear, moon: clear, venus: clear })).toBe("none");
    expect(grade({ lagna, moon: clear, venus: clear })).toBe("mild");
    expect(grade({ lagna: clear, moon, venus: clear })).toBe("moderate");
    expect(grade({ lagna, moon, venus: clear })).toBe("moderate");
    expect(grade({ lagna: clear, moon: clear, venus })).toBe("strong");
    expect(grade({ lagna, moon, venus })).toBe("strong");
    const all = manglikReading({ mars: tula, jupiter: 0, lagna, moon, venus });
    expect(all.references.map((r) => [r.reference, r.house, r.dosha])).toEqual([
      ["lagna", 7, true],
      ["moon", 8, true],
      ["venus", 4, true],
    ]);
    expect(all.manglik).toBe(true);
  });

  it("counts from the Moon and Venus alone when the birth time is not known", () => {
    const reading = manglikReading({ mars: sign("tula"), lagna: null, moon: sign("meena"), venus: sign("simha"), jupiter: 0 });
    expect(reading.references.map((r) => r.reference)).toEqual(["moon", "venus"]);
    expect(reading.grade).toBe("moderate");
  });

  it("lifts the dosha of each house in the signs Raman names for it, and names the exception", () => {
    // [house's exception, Mars's sign, the lagna that puts that sign in that house]
    const cases = [
      ["secondInMercurySign", "mithuna", "vrishabha"],
      ["secondInMercurySign", "kanya", "simha"],
      ["fourthInOwnSign", "mesha", "makara"],
      ["fourthInOwnSign", "vrishchika", "simha"],
      ["seventhInExaltationOrDebilitation", "makara", "karka"],
      ["seventhInExaltationOrDebilitation", "karka", "makara"],
      ["eighthInJupiterSign", "dhanu", "vrishabha"],
      ["eighthInJupiterSign", "meena", "simha"],
      ["twelfthInVenusSign", "vrishabha", "mithuna"],
      ["twelfthInVenusSign", "tula", "vrishchika"],
    ] as const;
    for (const [rule, mars, lagna] of cases) {
      const reading = manglikReading(fromLagna(sign(mars), sign(lagna)));
      expect(reading.references[0], `${rule}: Mars in ${mars}, ${lagna} lagna`).toMatchObject({
        inDoshaHouse: true,
        exception: rule,
        dosha: false,
      });
      expect(reading.grade).toBe("none");
    }
  });

  it("keeps the dosha where a sign lifts it in another house only: own sign in the 2nd, exaltation in the 4th", () => {
    // Mars in Mesha, the 2nd from a Meena lagna; Mars in Makara, the 4th from a Tula lagna.
    for (const [mars, lagna, house] of [
      ["mesha", "meena", 2],
      ["makara", "tula", 4],
    ] as const) {
      const reading = manglikReading(fromLagna(sign(mars), sign(lagna)));
      expect(reading.references[0]).toMatchObject({ house, exception: null, dosha: true });
      expect(reading.grade).toBe("mild");
    }
  });

  it("gives no dosha for Mars in Simha or Kumbha, in any house", () => {
    for (const mars of ["simha", "kumbha"] as const) {
      for (let lagna = 0; lagna < 12; lagna++) {
        const reading = manglikReading(fromLagna(sign(mars), lagna));
        expect(reading.grade).toBe("none");
        const counted = reading.references.some((r) => r.inDoshaHouse);
        expect(reading.exceptions).toEqual(counted ? ["leoOrAquarius"] : []);
      }
    }
    // The same house with Mars in Karka, not one of those signs, and not excepted in the 2nd: the dosha stands.
    expect(manglikReading(fromLagna(sign("karka"), sign("mithuna"))).grade).toBe("mild");
  });

  it("lifts the dosha when Jupiter or the Moon is in Mars's sign", () => {
    const mars = sign("tula");
    const lagna = sign("mesha"); // the 7th
    expect(manglikReading(fromLagna(mars, lagna)).grade).toBe("mild");
    const withJupiter = manglikReading(fromLagna(mars, lagna, { jupiter: mars }));
    expect(withJupiter.exceptions).toEqual(["withJupiter"]);
    expect(withJupiter.grade).toBe("none");
    expect(withJupiter.references[0]).toMatchObject({ inDoshaHouse: true, exception: null, dosha: false });
    const withMoon = manglikReading(fromLagna(mars, lagna, { moon: mars }));
    expect(withMoon.exceptions).toEqual(["withMoon"]);
    expect(withMoon.grade).toBe("none");
    // Venus with Mars is no exception: Mars is then in Venus's 1st, a house not counted.
    expect(manglikReading(fromLagna(mars, lagna, { venus: mars })).grade).toBe("mild");
  });

  it("names no exception when Mars is in no counted house", () => {
    const reading = manglikReading({
      mars: sign("simha"),
      lagna: sign("simha"),
      moon: sign("simha"),
      venus: sign("mithuna"),
      jupiter: sign("simha"),
    });
    expect(reading.references.map((r) => r.house)).toEqual([1, 1, 3]);
    expect(reading.exceptions).toEqual([]);
    expect(reading.grade).toBe("none");
  });

  it("refuses a sign outside 0–11", () => {
    expect(() => manglikReading(fromLagna(12, 0))).toThrow(RangeError);
    expect(() => manglikReading(fromLagna(0, -1))).toThrow(RangeError);
    expect(() => manglikReading(fromLagna(0, 0, { venus: 1.5 }))).toThrow(RangeError);
  });

  it("cancels the dosha when both charts have it, whatever its grade in each, and not when one has it", () => {
    const mild = manglikReading(fromLagna(sign("tula"), sign("mesha")));
    const strong = manglikReading({ mars: sign("tula"), lagna: sign("simha"), moon: sign("simha"), venus: sign("karka"), jupiter: 0 });
    const none = manglikReading(fromLagna(sign("mesha"), sign("mesha")));
    expect([mild.grade, strong.grade, none.grade]).toEqual(["mild", "strong", "none"]);
    expect(manglikPairing(mild, strong)).toEqual({ boy: "mild", girl: "strong", cancelled: true });
    expect(manglikPairing(strong, none)).toEqual({ boy: "strong", girl: "none", cancelled: false });
    expect(manglikPairing(none, mild)).toEqual({ boy: "none", girl: "mild", cancelled: false });
    expect(manglikPairing(none, none)).toEqual({ boy: "none", girl: "none", cancelled: false });
  });
});
