import { describe, expect, it } from "vitest";

import { choghadiyasOf, computePanchang, FESTIVAL_PLACE, nowAdvice, sunDayOf } from "~/jyotish";

// What today's pages say of the present moment, reckoned from the day's panchang and choghadiyas.

const DATE = "2026-11-27";
const day = computePanchang(FESTIVAL_PLACE, DATE);
const choghadiyas = choghadiyasOf(sunDayOf(FESTIVAL_PLACE, DATE));
const cautions = [
  day.rahuKaal,
  day.yamaganda,
  day.gulikaKaal,
  ...day.durMuhurtam,
  ...day.varjyam,
  ...day.bhadra.filter((b) => b.loka === "prithvi"),
];
const inCaution = (ms: number) => cautions.some((span) => span.start <= ms && ms < span.end);

describe("the advice of a moment", () => {
  it("in Rahu Kaal: wait until it ends, and the next good time is a good choghadiya clear of every inauspicious period", () => {
    const middle = (day.rahuKaal.start + day.rahuKaal.end) / 2;
    const advice = nowAdvice(day, choghadiyas, middle)!;
    expect(advice.caution).toEqual({ name: "rahuKaal", end: day.rahuKaal.end });
    expect(advice.good).toBe(false);
    const next = advice.next!;
    expect(next.start).toBeGreaterThanOrEqual(day.rahuKaal.end);
    const period = choghadiyas.find((p) => p.start <= next.start && next.start < p.end)!;
    expect(period.quality).toBe("good");
    expect(period.name).toBe(next.name);
    for (let ms = next.start; ms < next.end; ms += 60_000) expect(inCaution(ms), new Date(ms).toISOString()).toBe(false);
    expect(advice.staleAt).toBeLessThanOrEqual(day.rahuKaal.end);
  });

  it("in a good choghadiya with nothing inauspicious running: a good time to begin", () => {
    const moment = choghadiyas
      .filter((p) => p.quality === "good")
      .flatMap((p) => Array.from({ length: 9 }, (_, i) => p.start + ((i + 0.5) * (p.end - p.start)) / 9))
      .find((ms) => !inCaution(ms))!;
    const advice = nowAdvice(day, choghadiyas, moment)!;
    expect(advice).toMatchObject({ caution: null, good: true, choghadiya: { quality: "good" } });
  });

  it("says nothing before the day's sunrise", () => {
    expect(nowAdvice(day, choghadiyas, day.sunrise - 60_000)).toBeNull();
  });
});
