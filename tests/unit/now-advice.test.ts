import { describe, expect, it } from "vitest";

import {
  choghadiyasOf,
  computePanchang,
  FESTIVAL_PLACE,
  grahanYear,
  nowAdvice,
  type Panchang,
  type Span,
  sunDayOf,
  sutakWithin,
} from "~/jyotish";

// What today's pages say of the present moment, reckoned from the day's panchang and choghadiyas
// (New Delhi), and an eclipse's sutak when one runs that day.

const MINUTE = 60_000;

function dayOf(date: string) {
  const day = computePanchang(FESTIVAL_PLACE, date);
  const choghadiyas = choghadiyasOf(sunDayOf(FESTIVAL_PLACE, date));
  return { day, choghadiyas };
}

function cautionsOf(day: Panchang, sutak: Span | null = null): Span[] {
  return [
    day.rahuKaal,
    day.yamaganda,
    day.gulikaKaal,
    ...day.durMuhurtam,
    ...day.varjyam,
    ...day.bhadra.filter((b) => b.loka === "prithvi"),
    ...(sutak ? [sutak] : []),
  ];
}

const covers = (spans: Span[], ms: number) => spans.some((span) => span.start <= ms && ms < span.end);

// A Friday: Gulika Kaal 08:11–09:30 and Dur Muhurtam 08:59–09:41 overlap.
const friday = dayOf("2026-11-27");

describe("the advice of a moment", () => {
  it("in Rahu Kaal: wait until it ends, and the next good time is a good stretch clear of every inauspicious period", () => {
    const { day, choghadiyas } = friday;
    const middle = (day.rahuKaal.start + day.rahuKaal.end) / 2;
    const advice = nowAdvice(day, choghadiyas, middle)!;
    expect(advice.cautions).toContainEqual({ name: "rahuKaal", end: day.rahuKaal.end });
    expect(advice.clearAt).toBeGreaterThanOrEqual(day.rahuKaal.end);
    expect(advice.good).toBe(false);
    const next = advice.next!;
    expect(next.start).toBeGreaterThanOrEqual(day.rahuKaal.end);
    if (next.source === "choghadiya") {
      const period = choghadiyas.find((p) => p.start <= next.start && next.start < p.end)!;
      expect(period.quality).toBe("good");
      expect(period.name).toBe(next.name);
    } else {
      expect(next.start).toBeGreaterThanOrEqual(day.abhijit!.start);
      expect(next.end).toBeLessThanOrEqual(day.abhijit!.end);
    }
    for (let ms = next.start; ms < next.end; ms += MINUTE) expect(covers(cautionsOf(day), ms), new Date(ms).toISOString()).toBe(false);
    expect(advice.staleAt).toBeLessThanOrEqual(day.rahuKaal.end);
  });

  it("in a good choghadiya with nothing inauspicious running: a good time to begin", () => {
    const { day, choghadiyas } = friday;
    const moment = choghadiyas
      .filter((p) => p.quality === "good")
      .flatMap((p) => Array.from({ length: 9 }, (_, i) => p.start + ((i + 0.5) * (p.end - p.start)) / 9))
      .find((ms) => !covers(cautionsOf(day), ms))!;
    const advice = nowAdvice(day, choghadiyas, moment)!;
    expect(advice).toMatchObject({ cautions: [], clearAt: null, good: true, choghadiya: { quality: "good" } });
  });

  it("says nothing before the day's sunrise", () => {
    expect(nowAdvice(friday.day, friday.choghadiyas, friday.day.sunrise - MINUTE)).toBeNull();
  });

  it("names Abhijit Muhurat when it is the earliest clear good stretch", () => {
    // A Thursday: its first good choghadiya, Shubh, is Yamaganda's eighth, and the next, Labh, begins after Abhijit.
    const { day, choghadiyas } = dayOf("2026-11-26");
    const shubh = choghadiyas[0];
    expect(shubh).toMatchObject({ name: "shubh", start: day.yamaganda.start, end: day.yamaganda.end });
    const laterGood = choghadiyas.find((p) => p.quality === "good" && p.start > shubh.start)!;
    expect(laterGood.start).toBeGreaterThan(day.abhijit!.start);

    const advice = nowAdvice(day, choghadiyas, day.sunrise + MINUTE)!;
    expect(advice.next).toEqual({ source: "abhijit", name: "abhijit", start: day.abhijit!.start, end: day.abhijit!.end });
    expect(advice.passedOver).toEqual([
      { source: "choghadiya", name: "shubh", start: shubh.start, end: shubh.end, by: ["yamaganda"], whole: true },
    ]);
  });

  it("in Abhijit within a neutral or bad choghadiya, with nothing inauspicious running: a good time to begin", () => {
    const { day, choghadiyas } = dayOf("2026-11-26");
    const moment = day.abhijit!.start + 5 * MINUTE;
    const advice = nowAdvice(day, choghadiyas, moment)!;
    expect(advice.choghadiya.quality).not.toBe("good");
    expect(advice).toMatchObject({ cautions: [], good: true, abhijit: { end: day.abhijit!.end } });
  });

  it("a Labh that sits exactly in Yamaganda is passed over, and says so", () => {
    // A Saturday: Labh 13:27–14:46 is Yamaganda's eighth; Amrit follows it.
    const { day, choghadiyas } = dayOf("2026-11-28");
    const labh = choghadiyas.find((p) => p.name === "labh" && p.half === "day")!;
    expect(labh).toMatchObject({ start: day.yamaganda.start, end: day.yamaganda.end });
    const amrit = choghadiyas.find((p) => p.start === labh.end)!;

    const advice = nowAdvice(day, choghadiyas, labh.start - 30 * MINUTE)!;
    expect(advice.next).toEqual({ source: "choghadiya", name: amrit.name, start: amrit.start, end: amrit.end });
    expect(advice.passedOver).toEqual([
      { source: "choghadiya", name: "labh", start: labh.start, end: labh.end, by: ["yamaganda"], whole: true },
    ]);
  });

  it("two overlapping inauspicious periods: both are named, and the wait lasts until the later ends", () => {
    const { day, choghadiyas } = friday;
    const durMuhurtam = day.durMuhurtam.find((span) => span.start < day.gulikaKaal.end && span.end > day.gulikaKaal.end)!;
    expect(durMuhurtam).toBeDefined();

    const inBoth = nowAdvice(day, choghadiyas, durMuhurtam.start + MINUTE)!;
    expect(inBoth.cautions).toEqual([
      { name: "gulikaKaal", end: day.gulikaKaal.end },
      { name: "durMuhurtam", end: durMuhurtam.end },
    ]);
    expect(inBoth.clearAt).toBe(durMuhurtam.end);

    // Only Gulika Kaal runs yet, but the wait does not end inside the Dur Muhurtam that overlaps it.
    const inGulika = nowAdvice(day, choghadiyas, day.gulikaKaal.start + MINUTE)!;
    expect(inGulika.cautions).toEqual([{ name: "gulikaKaal", end: day.gulikaKaal.end }]);
    expect(inGulika.clearAt).toBe(durMuhurtam.end);
  });

  it("an eclipse's sutak bars every beginning it covers", () => {
    // The lunar eclipse of 3 March 2026, seen in New Delhi: its sutak runs from the morning to the evening.
    const { day, choghadiyas } = dayOf("2026-03-03");
    const sutak = sutakWithin(grahanYear(2026, FESTIVAL_PLACE), day)!;
    expect(sutak.start).toBeGreaterThan(day.sunrise);
    expect(sutak.end).toBeLessThan(day.nextSunrise);

    const moment = sutak.start + 60 * MINUTE;
    const advice = nowAdvice(day, choghadiyas, moment, sutak)!;
    expect(advice.cautions).toContainEqual({ name: "sutak", end: sutak.end });
    expect(advice.clearAt).toBeGreaterThanOrEqual(sutak.end);
    expect(advice.good).toBe(false);
    expect(advice.next!.start).toBeGreaterThanOrEqual(sutak.end);
    // Every good stretch the page shows within the sutak from now on is passed over for it, Abhijit among them.
    const covered = [
      ...choghadiyas.filter((p) => p.quality === "good").map((p) => ({ name: p.name as string, start: p.start, end: p.end })),
      { name: "abhijit", ...day.abhijit! },
    ].filter((stretch) => stretch.end > moment && stretch.end <= sutak.end);
    expect(covered.map(({ name }) => name)).toContain("abhijit");
    for (const stretch of covered) {
      expect(advice.passedOver, stretch.name).toContainEqual(
        expect.objectContaining({ ...stretch, whole: true, by: expect.arrayContaining(["sutak"]) }),
      );
    }
    // Without it, the day has a good time to begin inside the sutak.
    const unbarred = nowAdvice(day, choghadiyas, moment)!;
    expect(unbarred.next!.start).toBeLessThan(sutak.end);
  });

  it("keeps no sutak for a day its eclipse does not reach", () => {
    expect(sutakWithin(grahanYear(2026, FESTIVAL_PLACE), dayOf("2026-03-05").day)).toBeNull();
  });

  it("at any moment of the day: the wait ends clear, the next good time is clear, and each period named as passing over a stretch overlaps it", () => {
    const { day, choghadiyas } = friday;
    const cautions = cautionsOf(day);
    for (let moment = day.sunrise; moment < day.nextSunrise; moment += 7 * MINUTE) {
      const advice = nowAdvice(day, choghadiyas, moment)!;
      const at = new Date(moment).toISOString();
      if (advice.clearAt !== null) expect(covers(cautions, advice.clearAt), at).toBe(false);
      expect(advice.clearAt === null, at).toBe(!covers(cautions, moment));
      if (advice.next) {
        expect(advice.next.start, at).toBeGreaterThanOrEqual(moment);
        expect(advice.next.end - advice.next.start, at).toBeGreaterThanOrEqual(10 * MINUTE);
        for (let ms = advice.next.start; ms < advice.next.end; ms += MINUTE) expect(covers(cautions, ms), at).toBe(false);
      }
      for (const stretch of advice.passedOver) {
        if (advice.next) expect(stretch.start, at).toBeLessThan(advice.next.start);
        const rest = { start: Math.max(stretch.start, moment), end: stretch.end };
        const named = {
          rahuKaal: [day.rahuKaal],
          yamaganda: [day.yamaganda],
          gulikaKaal: [day.gulikaKaal],
          durMuhurtam: day.durMuhurtam,
          varjyam: day.varjyam,
          bhadra: day.bhadra.filter((b) => b.loka === "prithvi"),
          sutak: [],
        };
        for (const name of stretch.by) {
          expect(
            named[name].some((span) => span.start < rest.end && span.end > rest.start),
            `${at} ${stretch.name} ${name}`,
          ).toBe(true);
        }
      }
    }
  });
});
