import { beforeAll, describe, expect, it } from "vitest";

import { sadeSati, saturnLongitude } from "~/jyotish";

import { independentGrahaSidereal } from "../support/independent-sky";

// Saturn's sidereal (Lahiri) sign changes over a century found twice: by the product's Sade Sati
// search (astronomy-engine through grahas.ts), spell after spell for each of the twelve Moon
// signs, and by a plain walk of astronomia's Saturn (tests/support/independent-sky.ts: full
// VSOP87, Meeus's light time, aberration and nutation, its own precession of Lahiri's zero point)
// a day at a time near every sign line, each change bisected to the minute. The two must list the
// same changes in the same order, returns by retrograde motion included.

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const FROM = Date.UTC(1950, 0, 1);
const TO = Date.UTC(2050, 0, 1);
// The two ephemerides put Saturn within a quarter of an arcminute of each other (decision 092).
// Saturn crosses a sign line at up to 0.13° a day, and near a station at under 0.01°, where a
// quarter of an arcminute is half a day: a day, what the page shows, bounds every change. Most
// changes come at speed, so half an hour bounds the median: a shift of the sidereal zodiac as
// small as the nutation (up to 17″, about an hour at Saturn's usual 0.1° a day) moves it past.
const WORST_MS = DAY_MS;
const MEDIAN_MS = 30 * MINUTE_MS;

type Change = { at: number; sign: number; forward: boolean };

/**
 * Saturn's sign changes by astronomia: a day at a time within a degree of a sign line (finer than
 * the product's five-day steps), in longer strides elsewhere, where a fifth of a degree a day
 * (more than Saturn ever moves) cannot reach the line within the stride.
 */
function independentChanges(from: number, to: number): Change[] {
  const longitudeAt = (ms: number) => independentGrahaSidereal("saturn", ms);
  const signAt = (ms: number) => Math.floor(longitudeAt(ms) / 30);
  const changes: Change[] = [];
  let ms = from;
  let longitude = longitudeAt(ms);
  while (ms < to) {
    const within = longitude % 30;
    const fromLine = Math.min(within, 30 - within);
    const step = fromLine < 1 ? DAY_MS : Math.floor(fromLine / 0.2) * DAY_MS;
    const next = longitudeAt(ms + step);
    const before = Math.floor(longitude / 30);
    const after = Math.floor(next / 30);
    if (after !== before) {
      let low = ms;
      let high = ms + step;
      while (high - low > MINUTE_MS) {
        const middle = (low + high) / 2;
        if (signAt(middle) === before) low = middle;
        else high = middle;
      }
      changes.push({ at: (low + high) / 2, sign: after, forward: after === (before + 1) % 12 });
    }
    ms += step;
    longitude = next;
  }
  return changes;
}

/** Every sign change the Sade Sati search lists for any Moon sign, each once. */
function ourChanges(from: number, to: number): Change[] {
  const listed: Change[] = [];
  for (let moonSign = 0; moonSign < 12; moonSign++) {
    for (let now = from; now < to;) {
      const { phases, ingresses } = sadeSati(moonSign, now, saturnLongitude);
      if (phases.length === 0) break;
      listed.push(...ingresses.map((ingress) => ({ at: ingress.at, sign: ingress.sign, forward: ingress.kind !== "returns" })));
      now = phases[2].end + 1;
    }
  }
  // Each line is watched by four Moon signs' spells, whose searches bracket it alike to the minute.
  const changes: Change[] = [];
  for (const change of listed.sort((a, b) => a.at - b.at)) {
    const last = changes.at(-1);
    if (last && last.sign === change.sign && last.forward === change.forward && change.at - last.at < 60 * MINUTE_MS) continue;
    changes.push(change);
  }
  return changes.filter((change) => change.at >= from && change.at < to);
}

let theirs: Change[] = [];
let ours: Change[] = [];

beforeAll(() => {
  theirs = independentChanges(FROM, TO);
  ours = ourChanges(FROM, TO);
}, 300_000);

describe("Saturn's sign changes for Sade Sati against an independent reckoning, 1950–2050", () => {
  it("starts and ends the century clear of any sign change, so both lists cover the same span", () => {
    for (const change of [...theirs, ...ours]) {
      expect(change.at - FROM).toBeGreaterThan(2 * DAY_MS);
      expect(TO - change.at).toBeGreaterThan(2 * DAY_MS);
    }
  });

  it("lists the same sign changes in the same order, returns by retrograde motion included", () => {
    const words = (changes: Change[]) => changes.map((change) => `${change.forward ? "into" : "back to"} ${change.sign}`);
    expect(words(ours)).toEqual(words(theirs));
    // Three and a third turns of the zodiac, and Saturn loops back over a line in most of its passages.
    expect(theirs.length).toBeGreaterThan(40);
    expect(theirs.filter((change) => !change.forward).length).toBeGreaterThan(10);
  });

  it("dates every sign change within a day of the other reckoning, most within minutes", () => {
    expect(ours).toHaveLength(theirs.length);
    const apart = ours.map((change, i) => ({ change, apart: Math.abs(change.at - theirs[i].at) })).sort((a, b) => b.apart - a.apart);
    expect(apart[0].apart, new Date(apart[0].change.at).toISOString()).toBeLessThanOrEqual(WORST_MS);
    expect(apart[Math.floor(apart.length / 2)].apart).toBeLessThanOrEqual(MEDIAN_MS);
  });
});
