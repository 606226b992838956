import { beforeAll, describe, expect, it } from "vitest";

import { indiaMidnight } from "~/clock/india-clock";
import type { LocatedCity } from "~/domain/panchang-cities";
import { computePanchang } from "~/jyotish";
import { citiesOfIndia } from "~/services/locations.server";

import { independentElongation, independentMoonSidereal, independentSunEvent, independentWhenReaches } from "../support/independent-sky";
import { seededRandom } from "../support/seeded-random";

// The product's panchang (astronomy-engine) against an independent reckoning of the same sky
// (astronomia, tests/support/independent-sky.ts) over random Indian cities and dates from 1950 to
// 2050. The draw is seeded, so a failure names a city-date that fails again.

const CASES = Number(process.env.CROSS_CHECK_CASES ?? 1000);
const MINUTE = 60_000;

type Case = { city: LocatedCity; date: string };
type Result = {
  label: string;
  tithiAgrees: boolean;
  nakshatraAgrees: boolean;
  sunriseMinutes: number;
  sunsetMinutes: number;
  endMinutes: number[];
};

let results: Result[] = [];

/** The other reckoning's moment for a crossing our panchang puts at `ours`, within an hour of it. */
function theirs(angle: (ms: number) => number, target: number, ours: number): number {
  return independentWhenReaches(angle, target % 360, ours - 60 * MINUTE, 2 / 24);
}

beforeAll(async () => {
  const cities = await citiesOfIndia();
  const random = seededRandom(20261125);
  const first = Date.UTC(1950, 0, 1);
  const span = Date.UTC(2050, 11, 31) - first;
  const cases: Case[] = Array.from({ length: CASES }, () => ({
    city: cities[Math.floor(random() * cities.length)],
    date: new Date(first + Math.floor(random() * (span / 86_400_000)) * 86_400_000).toISOString().slice(0, 10),
  }));
  results = cases.map(({ city, date }) => {
    const day = computePanchang(city, date);
    const sunrise = independentSunEvent(city.latitude, city.longitude, 1, indiaMidnight(date));
    const sunset = independentSunEvent(city.latitude, city.longitude, -1, sunrise);
    const [tithi, nextTithi] = day.tithis;
    const [nakshatra, nextNakshatra] = day.nakshatras;
    const nakshatraSpan = 360 / 27;
    const ends = [
      [theirs(independentElongation, (tithi.index + 1) * 12, tithi.end), tithi.end],
      [theirs(independentElongation, (nextTithi.index + 1) * 12, nextTithi.end), nextTithi.end],
      [theirs(independentMoonSidereal, (nakshatra.index + 1) * nakshatraSpan, nakshatra.end), nakshatra.end],
      [theirs(independentMoonSidereal, (nextNakshatra.index + 1) * nakshatraSpan, nextNakshatra.end), nextNakshatra.end],
    ];
    return {
      label: `${city.name}, ${city.state} on ${date}`,
      tithiAgrees: Math.floor(independentElongation(sunrise) / 12) === tithi.index,
      nakshatraAgrees: Math.floor(independentMoonSidereal(sunrise) / nakshatraSpan) === nakshatra.index,
      sunriseMinutes: Math.abs(day.sunrise - sunrise) / MINUTE,
      sunsetMinutes: Math.abs(day.sunset - sunset) / MINUTE,
      endMinutes: ends.map(([other, ours]) => Math.abs(other - ours) / MINUTE),
    };
  });
}, 600_000);

describe(`the panchang against an independent reckoning, ${CASES} random city-dates 1950–2050`, () => {
  it("names the same tithi and nakshatra at sunrise in at least 99.5% of them", () => {
    const tithis = results.filter((r) => r.tithiAgrees).length / results.length;
    const nakshatras = results.filter((r) => r.nakshatraAgrees).length / results.length;
    expect(results).toHaveLength(CASES);
    expect(
      tithis,
      results
        .filter((r) => !r.tithiAgrees)
        .map((r) => r.label)
        .join("; "),
    ).toBeGreaterThanOrEqual(0.995);
    expect(
      nakshatras,
      results
        .filter((r) => !r.nakshatraAgrees)
        .map((r) => r.label)
        .join("; "),
    ).toBeGreaterThanOrEqual(0.995);
  });

  it("ends every tithi and nakshatra within 2 minutes of the other reckoning", () => {
    const worst = results.map((r) => ({ label: r.label, minutes: Math.max(...r.endMinutes) })).sort((a, b) => b.minutes - a.minutes)[0];
    expect(worst.minutes, worst.label).toBeLessThanOrEqual(2);
  });

  it("puts every sunrise and sunset within 1 minute of the other reckoning", () => {
    const worstRise = [...results].sort((a, b) => b.sunriseMinutes - a.sunriseMinutes)[0];
    const worstSet = [...results].sort((a, b) => b.sunsetMinutes - a.sunsetMinutes)[0];
    expect(worstRise.sunriseMinutes, worstRise.label).toBeLessThanOrEqual(1);
    expect(worstSet.sunsetMinutes, worstSet.label).toBeLessThanOrEqual(1);
  });
});
