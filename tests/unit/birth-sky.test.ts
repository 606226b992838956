import { describe, expect, it } from "vitest";

import { instantOfLocalTime } from "~/domain/birth-sky";
import { ascendantSidereal, birthSky, moonSidereal } from "~/jyotish";

import { independentAscendant, independentMoonSidereal } from "../support/independent-sky";

describe("a customer's sky at birth", () => {
  it("reads a birth time on the clocks of the birth place's zone", () => {
    expect(new Date(instantOfLocalTime("1990-04-21", "06:45", "Asia/Kolkata")).toISOString()).toBe("1990-04-21T01:15:00.000Z");
    // New York in summer time (UTC-4) and in winter (UTC-5).
    expect(new Date(instantOfLocalTime("2001-07-04", "12:00", "America/New_York")).toISOString()).toBe("2001-07-04T16:00:00.000Z");
    expect(new Date(instantOfLocalTime("2001-01-04", "12:00", "America/New_York")).toISOString()).toBe("2001-01-04T17:00:00.000Z");
  });

  it("puts the lagna and the Moon where an independent reckoning does, at 300 random births", () => {
    let state = 1990;
    const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 300; i++) {
      const place = { latitude: 8 + random() * 27, longitude: 68 + random() * 29 };
      const ms = Date.UTC(1940, 0, 1) + random() * 80 * 365.25 * 86_400_000;
      const lagna = ascendantSidereal(place, ms);
      const other = independentAscendant(place.latitude, place.longitude, ms);
      const apart = Math.abs(((lagna - other + 540) % 360) - 180);
      expect(apart, `lagna at ${new Date(ms).toISOString()}`).toBeLessThan(0.05);
      const moonApart = Math.abs(((moonSidereal(ms) - independentMoonSidereal(ms) + 540) % 360) - 180);
      expect(moonApart).toBeLessThan(0.02);
    }
  });

  it("names the signs, nakshatra and pada from the longitudes", () => {
    const place = { latitude: 18.52, longitude: 73.86 };
    const ms = instantOfLocalTime("1990-04-21", "06:45", "Asia/Kolkata");
    const sky = birthSky(place, ms);
    const moon = moonSidereal(ms);
    expect(sky.moonSign).toBe(Math.floor(moon / 30));
    expect(sky.nakshatra).toBe(Math.floor(moon / (360 / 27)));
    expect(sky.pada).toBe(Math.floor((moon % (360 / 27)) / (360 / 108)) + 1);
    expect(sky.lagna).toBe(Math.floor(ascendantSidereal(place, ms) / 30));
    // Sunrise in Pune in late April: the Sun is rising, so the lagna is the Sun's own sign.
    expect(sky.lagna).toBe(sky.sunSign);
  });
});
