import { describe, expect, it } from "vitest";

import { sadeSati, sadeSatiKeepingSpells, type SadeSatiPhase } from "~/domain/sade-sati";

import { saturnSidereal } from "../support/saturn-sky";

const DAY_MS = 86_400_000;
const [MESHA, MITHUNA, DHANU, MAKARA, KUMBHA, MEENA] = [0, 2, 8, 9, 10, 11];

// Saturn's published sidereal (Lahiri) sign changes of 2020–2025, India time: into Makara on
// 24 January 2020, into Kumbha on 29 April 2022, back into Makara, retrograde, on 12–13 July 2022,
// into Kumbha again on 17 January 2023 (dailymirror.lk, "Saturn returns to Zodiacal sign
// Capricorn after 30 years", 17 Jan 2020; jansatta.com, "Saturn transit in Aquarius", 2022;
// indastro.com, "Saturn Retrograde and Fall Back in Capricorn"), and into Meena on 29 March 2025
// (acharya-manisha.com, "Shani Gochara in Kumbha"; sojournwithsan.com, 18 Jan 2023).
const INTO_MAKARA = Date.parse("2020-01-24T12:00:00+05:30");
const FIRST_INTO_KUMBHA = Date.parse("2022-04-29T12:00:00+05:30");
const LAST_INTO_KUMBHA = Date.parse("2023-01-17T12:00:00+05:30");
const INTO_MEENA = Date.parse("2025-03-29T12:00:00+05:30");

/** The pages give days in India: within a day of noon India time on the day. */
function expectSameDay(ms: number | undefined, published: number) {
  expect(Math.abs((ms ?? Number.NaN) - published) / DAY_MS).toBeLessThanOrEqual(1);
}

describe("Sade Sati", () => {
  it("runs the setting phase for a Makara Moon until Saturn enters Meena on 29 March 2025", () => {
    const { running, current, spells } = sadeSati(MAKARA, Date.parse("2024-06-01T00:00:00Z"), saturnSidereal);
    expect(running).toBe(true);
    expect(current?.phase).toBe("setting");
    expect(spells.map((phase) => phase.phase)).toEqual(["rising", "peak", "setting"]);
    expectSameDay(spells[1].start, INTO_MAKARA);
    // From Saturn's first entry into Kumbha, not the 17 January 2023 most pages quote: see the
    // retrograde case below.
    expectSameDay(spells[2].start, FIRST_INTO_KUMBHA);
    expectSameDay(spells[2].end, INTO_MEENA);
  });

  it("puts a Kumbha Moon at its peak in 2024, between the rising and setting phases", () => {
    const result = sadeSati(KUMBHA, Date.parse("2024-06-01T00:00:00Z"), saturnSidereal);
    expect(result.running).toBe(true);
    expect(result.current?.phase).toBe("peak");
    expect(result.next?.phase).toBe("setting");
    expectSameDay(result.spells[0].start, INTO_MAKARA);
    expectSameDay(result.current?.end, INTO_MEENA);
  });

  it("tells a Moon far from Saturn that none is running and when the next one starts", () => {
    const now = Date.parse("2024-06-01T00:00:00Z");
    const result = sadeSati(MITHUNA, now, saturnSidereal);
    expect(result.running).toBe(false);
    expect(result.current).toBeNull();
    // Saturn reaches Vrishabha, the 12th sign from Mithuna, after two and a half years in each of
    // Meena and Mesha.
    expect(result.next?.phase).toBe("rising");
    expect(result.spells[0]).toBe(result.next);
    const start = result.next?.start ?? now;
    expect(start).toBeGreaterThan(now + 4 * 365 * DAY_MS);
    expect(Math.floor(saturnSidereal(start + DAY_MS) / 30)).toBe(1);
  });

  it("counts a phase from Saturn's first entry into its sign to its last exit, through a retrograde return", () => {
    // Saturn entered Kumbha on 29 April 2022, went back into Makara in July and came back to
    // Kumbha on 17 January 2023. Each phase covers the whole span of its sign, so for a Makara
    // Moon the peak (Makara) lasts until 17 January 2023 while the setting phase (Kumbha) has
    // run since 29 April 2022: they overlap, and "current" is the sign Saturn is in.
    const september2022 = Date.parse("2022-09-01T00:00:00Z");
    const makara = sadeSati(MAKARA, september2022, saturnSidereal);
    expectSameDay(makara.spells[1].end, LAST_INTO_KUMBHA);
    expectSameDay(makara.spells[2].start, FIRST_INTO_KUMBHA);
    expect(makara.current?.phase).toBe("peak");
    expect(makara.next?.phase).toBe("setting");

    // A Dhanu Moon's Sade Sati ends when Saturn leaves Makara for good, not at its first exit.
    const dhanu = sadeSati(DHANU, september2022, saturnSidereal);
    expect(dhanu.running).toBe(true);
    expect(dhanu.current?.phase).toBe("setting");
    expectSameDay(dhanu.current?.end, LAST_INTO_KUMBHA);

    // A Meena Moon's began at the first entry into Kumbha, and holds while Saturn is back in Makara.
    const meena = sadeSati(MEENA, september2022, saturnSidereal);
    expect(meena.running).toBe(true);
    expect(meena.current?.phase).toBe("rising");
    expectSameDay(meena.current?.start, FIRST_INTO_KUMBHA);
  });

  it("is over for a Dhanu Moon once Saturn is in Kumbha for good, and names the next spell", () => {
    const now = Date.parse("2023-06-01T00:00:00Z");
    const result = sadeSati(DHANU, now, saturnSidereal);
    expect(result.running).toBe(false);
    expect(result.next?.phase).toBe("rising");
    // Saturn goes round in about 29½ years: Vrischika again in the 2040s.
    expect(result.next?.start).toBeGreaterThan(Date.parse("2040-01-01"));
    expect(result.next?.start).toBeLessThan(Date.parse("2045-01-01"));
  });

  it("finds the spell with a few hundred looks at Saturn, not a day-by-day walk", () => {
    let looks = 0;
    const counted = (ms: number) => {
      looks++;
      return saturnSidereal(ms);
    };
    for (let sign = MESHA; sign <= MEENA; sign++) {
      looks = 0;
      const result = sadeSati(sign, Date.parse("2024-06-01T00:00:00Z"), counted);
      expect(result.spells).toHaveLength(3);
      expect(looks).toBeLessThan(600);
    }
  });

  it("reads the same from a sign's kept spell as from a new search, through the spell's end and the next", () => {
    let looks = 0;
    const kept = sadeSatiKeepingSpells((ms) => {
      looks++;
      return saturnSidereal(ms);
    });
    // The same phase, to the minute the search brackets each crossing in.
    const same = (a: SadeSatiPhase | null, b: SadeSatiPhase | null) =>
      a === null || b === null
        ? a === b
        : a.phase === b.phase && Math.abs(a.start - b.start) <= 60_000 && Math.abs(a.end - b.end) <= 60_000;
    let searches = 0;
    // Every 60 days from 2019 to 2031: a Makara Moon's spell (2017–2025) ends, and a Meena Moon's
    // starts and ends (Saturn in Kumbha, Meena and Mesha).
    for (let now = Date.parse("2019-01-01T00:00:00Z"); now < Date.parse("2031-01-01T00:00:00Z"); now += 60 * DAY_MS) {
      for (const sign of [MAKARA, MEENA]) {
        looks = 0;
        const fromKept = kept(sign, now);
        if (looks > 1) searches++;
        const fresh = sadeSati(sign, now, saturnSidereal);
        expect(fromKept.running).toBe(fresh.running);
        expect(same(fromKept.current, fresh.current)).toBe(true);
        expect(same(fromKept.next, fresh.next)).toBe(true);
        expect(fromKept.spells.length).toBe(fresh.spells.length);
        fromKept.spells.forEach((phase, i) => expect(same(phase, fresh.spells[i])).toBe(true));
      }
    }
    // Once for each sign, and once more for each when its spell is over.
    expect(searches).toBe(4);
  });
});
