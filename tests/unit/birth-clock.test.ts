import { describe, expect, it } from "vitest";

import { type BirthClock, birthMoment, clockApplies, type ClockPlace, clocksFor, defaultClock, formatOffset } from "~/domain/birth-clock";
import { RASHIS, signOf } from "~/domain/panchang";
import { ascendantSidereal, moonSidereal } from "~/domain/sky";

// Which clock a birth time was written in, and the instant it names: docs/decisions/094 and
// docs/research/kundli-sources.md §1 give the offsets and the years.

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const KM_PER_DEGREE = 111.195;

const india = (latitude: number, longitude: number): ClockPlace => ({ latitude, longitude, timeZone: "Asia/Kolkata", countryCode: "IN" });

const mumbai = india(19.07, 72.88);
/** Due north of Mumbai, 100 km up the coast: beyond Bombay's clocks. */
const hundredKmFromMumbai = india(19.07 + 100 / KM_PER_DEGREE, 72.88);
/** Thane as the location data has it: the centre of its district, not the town on the creek. */
const thane = india(19.33333, 73.25);
const kolkata = india(22.57, 88.36);
const howrah = india(22.57688, 88.31857);
const dumDum = india(22.63333, 88.42278);
/** A French town until 1950, 33 km up the Hooghly: not Calcutta. */
const chandannagar = india(22.86667, 88.38333);
const delhi = india(28.61, 77.21);
const porbandar = india(21.64219, 69.60929);
const karachi: ClockPlace = { latitude: 24.86, longitude: 67.01, timeZone: "Asia/Karachi", countryCode: "PK" };
const london: ClockPlace = { latitude: 51.51, longitude: -0.13, timeZone: "Europe/London", countryCode: "GB" };

const offsetOn = (place: ClockPlace, isoDate: string, clock: BirthClock, time = "12:00") =>
  formatOffset(birthMoment(isoDate, time, place, clock).offsetMs);

describe("the clocks a birth time may have been written in", () => {
  it("offers Bombay Time in and around Bombay from 1884 to 1955, first until the end of 1954", () => {
    expect(clocksFor(mumbai, "1930-05-01")).toEqual(["bombay", "zone"]);
    expect(clocksFor(thane, "1930-05-01")).toEqual(["bombay", "zone"]);
    expect(clocksFor(hundredKmFromMumbai, "1930-05-01")).toEqual(["zone"]);
    // Before standard time the town's own sun time is first; the city clock is still offered.
    expect(clocksFor(mumbai, "1890-05-01")).toEqual(["bombay", "zone", "lmt"]);
    expect(clocksFor(hundredKmFromMumbai, "1890-05-01")).toEqual(["lmt", "zone"]);
    expect(clocksFor(mumbai, "1883-12-31")).toEqual(["lmt", "zone"]);
    expect(defaultClock(mumbai, "1884-01-01")).toBe("bombay");
  });

  it("does not presume Bombay Time in 1955, the year it ended on a day nobody recorded, but still offers it", () => {
    expect(defaultClock(mumbai, "1954-12-31")).toBe("bombay");
    expect(defaultClock(mumbai, "1955-01-01")).toBe("zone");
    expect(clocksFor(mumbai, "1955-01-01")).toEqual(["zone", "bombay"]);
    expect(clockApplies("bombay", mumbai, "1955-12-31")).toBe(true);
    expect(clockApplies("bombay", mumbai, "1956-01-01")).toBe(false);
    expect(clocksFor(mumbai, "1956-01-01")).toEqual(["zone"]);
  });

  it("offers Calcutta Time in Calcutta, Howrah and Dum Dum until 1948, first until the end of 1947", () => {
    for (const place of [kolkata, howrah, dumDum]) {
      expect(clocksFor(place, "1940-05-01")).toEqual(["calcutta", "zone"]);
      expect(defaultClock(place, "1947-12-31")).toBe("calcutta");
      expect(defaultClock(place, "1948-01-01")).toBe("zone");
      expect(clocksFor(place, "1948-06-01")).toEqual(["zone", "calcutta"]);
      expect(clockApplies("calcutta", place, "1948-12-31")).toBe(true);
      expect(clocksFor(place, "1949-01-01")).toEqual(["zone"]);
    }
    expect(clocksFor(chandannagar, "1940-05-01")).toEqual(["zone"]);
    // Nor is either city's clock offered in the other city.
    expect(clockApplies("calcutta", mumbai, "1940-05-01")).toBe(false);
    expect(clockApplies("bombay", kolkata, "1940-05-01")).toBe(false);
  });

  it("takes the birthplace's own sun time elsewhere in India before 1906, the zone's time after", () => {
    expect(clocksFor(delhi, "1905-12-31")).toEqual(["lmt", "zone"]);
    expect(clocksFor(delhi, "1906-01-01")).toEqual(["zone"]);
    expect(defaultClock(porbandar, "1869-10-02")).toBe("lmt");
  });

  it("never offers India's old clocks outside India", () => {
    for (const place of [karachi, london]) {
      for (const date of ["1869-10-02", "1890-01-01", "1930-05-01", "1954-06-01", "1990-01-01"]) {
        expect(clocksFor(place, date), `${place.timeZone} ${date}`).toEqual(["zone"]);
        for (const clock of ["lmt", "bombay", "calcutta"] as const) expect(clockApplies(clock, place, date)).toBe(false);
      }
    }
  });
});

describe("the instant a birth time names", () => {
  it("reads Bombay Time as 4 h 51 min ahead of Greenwich and Calcutta Time as 5 h 53 min 20 s", () => {
    expect(birthMoment("1930-05-01", "10:00", mumbai, "bombay").offsetMs).toBe(4 * HOUR_MS + 51 * MINUTE_MS);
    expect(new Date(birthMoment("1930-05-01", "10:00", mumbai, "bombay").instant).toISOString()).toBe("1930-05-01T05:09:00.000Z");
    expect(offsetOn(kolkata, "1930-05-01", "calcutta")).toBe("UTC+05:53:20");
    expect(new Date(birthMoment("1930-05-01", "10:00", kolkata, "calcutta").instant).toISOString()).toBe("1930-05-01T04:06:40.000Z");
  });

  it("reads local mean time as four minutes a degree of the birthplace's longitude", () => {
    // 69.60929° × 4 min = 278.437 min = 4 h 38 min 26 s.
    const moment = birthMoment("1869-10-02", "07:11", porbandar, "lmt");
    expect(Math.abs(moment.offsetMs - (4 * HOUR_MS + 38 * MINUTE_MS + 26_000))).toBeLessThan(1000);
    expect(formatOffset(moment.offsetMs)).toBe("UTC+04:38:26");
    // A degree further east is four minutes later.
    const east = birthMoment("1869-10-02", "07:11", { ...porbandar, longitude: porbandar.longitude + 1 }, "lmt");
    expect(moment.instant - east.instant).toBe(4 * MINUTE_MS);
  });

  it("reads the zone's time from the time-zone database, India's wartime +6:30 included", () => {
    expect(offsetOn(delhi, "1942-01-15", "zone")).toBe("UTC+06:30");
    // Between the two wartime spells tzdata has plain IST again.
    expect(offsetOn(delhi, "1942-06-15", "zone")).toBe("UTC+05:30");
    expect(offsetOn(delhi, "1944-06-01", "zone")).toBe("UTC+06:30");
    expect(offsetOn(delhi, "1950-06-01", "zone")).toBe("UTC+05:30");
    // Before 1906 tzdata gives Asia/Kolkata Madras railway time, and Howrah's before 1870.
    expect(offsetOn(delhi, "1900-06-01", "zone")).toBe("UTC+05:21:10");
    expect(offsetOn(porbandar, "1869-10-02", "zone")).toBe("UTC+05:53:20");
    expect(offsetOn(london, "1990-07-01", "zone")).toBe("UTC+01:00");
  });

  it("keeps Bombay Time at +4:51 through the war, when the zone's clock was an hour ahead", () => {
    expect(offsetOn(mumbai, "1943-06-01", "bombay")).toBe("UTC+04:51");
    expect(offsetOn(mumbai, "1943-06-01", "zone")).toBe("UTC+06:30");
  });

  it("puts a 10:00 Bombay birth of 1950 on Bombay Time 39 minutes later than on IST", () => {
    const onBombayTime = birthMoment("1950-03-10", "10:00", mumbai, "bombay").instant;
    const onIst = birthMoment("1950-03-10", "10:00", mumbai, "zone").instant;
    expect(onBombayTime - onIst).toBe(39 * MINUTE_MS);
  });

  it("writes an offset as hours and minutes, with seconds only when there are any", () => {
    expect(formatOffset(5.5 * HOUR_MS)).toBe("UTC+05:30");
    expect(formatOffset(5 * HOUR_MS + 53 * MINUTE_MS + 20_000)).toBe("UTC+05:53:20");
    expect(formatOffset(0)).toBe("UTC+00:00");
    expect(formatOffset(-(3 * HOUR_MS + 30 * MINUTE_MS))).toBe("UTC−03:30");
    // Parts of a second round to the nearest second.
    expect(formatOffset(4 * HOUR_MS + 38 * MINUTE_MS + 26_229.6)).toBe("UTC+04:38:26");
  });
});

describe("Mahatma Gandhi: 2 October 1869, 07:11 local mean time, Porbandar", () => {
  const sign = (longitude: number) => RASHIS[signOf(longitude)];

  it("rises in Tula with the Moon in Karka, as published, when read in Porbandar's own time", () => {
    const { instant } = birthMoment("1869-10-02", "07:11", porbandar, "lmt");
    expect(sign(ascendantSidereal(porbandar, instant))).toBe("tula");
    expect(sign(moonSidereal(instant))).toBe("karka");
  });

  it("would rise in Kanya if the time were read on the zone's clock, 1 h 15 min ahead of Porbandar's sun", () => {
    const { instant, offsetMs } = birthMoment("1869-10-02", "07:11", porbandar, "zone");
    expect(formatOffset(offsetMs)).toBe("UTC+05:53:20");
    expect(sign(ascendantSidereal(porbandar, instant))).toBe("kanya");
    expect(sign(moonSidereal(instant))).toBe("karka");
  });
});
