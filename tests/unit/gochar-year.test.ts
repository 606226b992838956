import { describe, expect, it } from "vitest";

import { COMBUSTION_ORBS, type CombustPlanet, type GocharEvent, gocharYear, type Graha, GRAHAS } from "~/jyotish";

import { independentGrahaSidereal, independentGrahaSpeed } from "../support/independent-sky";

// A graha's year of transits against published dates (the days India's almanacs and papers gave)
// and against an independent reckoning of the same sky (astronomia's VSOP87 and Meeus,
// tests/support/independent-sky.ts): each sign change, station and setting in the Sun's glare
// must be where that ephemeris puts it.

const indiaNoon = (day: string) => Date.parse(`${day}T12:00:00+05:30`);
const withinADay = (at: number | undefined, day: string) => {
  expect(at, day).toBeDefined();
  expect(Math.abs(at! - indiaNoon(day)) / 86_400_000, day).toBeLessThanOrEqual(1);
};
const find = (graha: Graha, year: number, test: (event: GocharEvent) => boolean) => gocharYear(graha, year).events.find(test)?.at;
const ingress =
  (sign: number, back = false) =>
  (event: GocharEvent) =>
    event.kind === "ingress" && event.sign === sign && event.retrograde === back;

describe("published sign changes and stations", () => {
  it("has Jupiter enter Karka on 2 June 2026, Simha on 31 October, and turn back on 13 December", () => {
    // Hindustan (17 Nov 2025, 3 Jan 2026), Webdunia (15 Dec 2025), Amar Ujala (3 Dec 2025):
    // "2 जून 2026 को बृहस्पति … कर्क राशि में प्रवेश", "31 अक्टूबर 2026 … सिंह राशि", "13 दिसंबर 2026 को बृहस्पति सिंह राशि में वक्री".
    withinADay(find("jupiter", 2026, ingress(3)), "2026-06-02");
    withinADay(find("jupiter", 2026, ingress(4)), "2026-10-31");
    withinADay(
      find("jupiter", 2026, (event) => event.kind === "station" && event.turns === "retrograde"),
      "2026-12-13",
    );
  });

  it("has Saturn's sign changes as tests/unit/sade-sati.test.ts cites them, returns told as returns", () => {
    withinADay(find("saturn", 2022, ingress(10)), "2022-04-29");
    withinADay(find("saturn", 2022, ingress(9, true)), "2022-07-12");
    withinADay(find("saturn", 2023, ingress(10)), "2023-01-17");
    withinADay(find("saturn", 2025, ingress(11)), "2025-03-29");
    withinADay(find("saturn", 2027, ingress(0)), "2027-06-03");
    withinADay(find("saturn", 2017, ingress(7, true)), "2017-06-21");
    // It entered Dhanu first on 26 January 2017; the October entry is the second.
    withinADay(gocharYear("saturn", 2017).events.filter(ingress(8)).at(-1)?.at, "2017-10-26");
  });

  it("lists the Sun's twelve sankrantis and the Moon's some 160 sign changes in a year, never a return", () => {
    const sun = gocharYear("sun", 2027);
    expect(sun.events.map((event) => (event.kind === "ingress" ? event.sign : -1))).toEqual([9, 10, 11, 0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const moon = gocharYear("moon", 2027);
    expect(moon.events.length).toBeGreaterThan(155);
    expect(moon.events.every((event) => event.kind === "ingress" && !event.retrograde)).toBe(true);
    // The signs held tile the year.
    for (const year of [sun, moon]) {
      year.signs.forEach((held, i) => i > 0 && expect(held.start).toBe(year.signs[i - 1].end));
      expect(year.signs[0].start).toBe(Date.parse("2027-01-01T00:00:00+05:30"));
      expect(year.signs.at(-1)!.end).toBe(Date.parse("2028-01-01T00:00:00+05:30"));
    }
  });
});

describe("against an independent ephemeris, 2026–2028", () => {
  const years = [2026, 2027, 2028];
  const MINUTE = 60_000;
  const DAY = 86_400_000;

  it.each(GRAHAS.filter((graha) => graha !== "moon"))(
    "%s: each sign change is where the other ephemeris crosses the sign's edge",
    (graha) => {
      for (const year of years) {
        for (const event of gocharYear(graha, year).events) {
          if (event.kind !== "ingress") continue;
          // Within an arcminute of its path, or two minutes of time where it moves fast.
          const speed = Math.abs(independentGrahaSpeed(graha, event.at));
          const margin = Math.min(DAY, Math.max(2 * MINUTE, (1 / 60 / speed) * DAY));
          const signAt = (ms: number) => Math.floor(independentGrahaSidereal(graha, ms) / 30);
          expect(signAt(event.at - margin), `${graha} leaves ${event.from} ${new Date(event.at).toISOString()}`).toBe(event.from);
          expect(signAt(event.at + margin), `${graha} enters ${event.sign} ${new Date(event.at).toISOString()}`).toBe(event.sign);
        }
      }
    },
  );

  it("the Moon: each sign change within two minutes of the other ephemeris's", () => {
    for (const event of gocharYear("moon", 2027).events.slice(0, 60)) {
      if (event.kind !== "ingress") continue;
      expect(Math.floor(independentGrahaSidereal("moon", event.at - 2 * MINUTE) / 30)).toBe(event.from);
      expect(Math.floor(independentGrahaSidereal("moon", event.at + 2 * MINUTE) / 30)).toBe(event.sign);
    }
  });

  it.each(["mars", "mercury", "jupiter", "venus", "saturn"] as const)("%s: each station is where the other ephemeris turns", (graha) => {
    let stations = 0;
    for (const year of years) {
      for (const event of gocharYear(graha, year).events) {
        if (event.kind !== "station") continue;
        stations++;
        const before = independentGrahaSpeed(graha, event.at - DAY / 2);
        const after = independentGrahaSpeed(graha, event.at + DAY / 2);
        expect(Math.sign(before), `${graha} ${event.turns} ${new Date(event.at).toISOString()}`).toBe(
          event.turns === "retrograde" ? 1 : -1,
        );
        expect(Math.sign(after)).toBe(event.turns === "retrograde" ? -1 : 1);
      }
    }
    // Each turns back at least once in three years, and comes forward again.
    expect(stations).toBeGreaterThanOrEqual(2);
  });

  it.each(["mars", "mercury", "jupiter", "venus", "saturn"] as const)(
    "%s: it sets and rises where the other ephemeris puts it at the cited orb from the Sun",
    (planet: CombustPlanet) => {
      for (const year of years) {
        for (const event of gocharYear(planet, year).events) {
          if (event.kind !== "asta" && event.kind !== "uday") continue;
          const apart = Math.abs(
            ((independentGrahaSidereal(planet, event.at) - independentGrahaSidereal("sun", event.at) + 540) % 360) - 180,
          );
          const orbs = COMBUSTION_ORBS[planet];
          const orb = independentGrahaSpeed(planet, event.at) < 0 ? orbs.retrograde : orbs.forward;
          expect(Math.abs(apart - orb), `${planet} ${event.kind} ${new Date(event.at).toISOString()}`).toBeLessThan(0.02);
        }
      }
    },
  );
});
