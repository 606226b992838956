import { describe, expect, it } from "vitest";

import {
  type BirthClock,
  birthDay,
  birthMoment,
  CLOCK_WORD_YEARS,
  CLOCK_YEARS,
  clockApplies,
  clockName,
  type ClockPlace,
  clocksFor,
  defaultClock,
  formatOffset,
  wallClockTime,
  WAR_TIME_SPELLS,
} from "~/domain/birth-clock";
import { formatIndiaDay } from "~/domain/india-date";
import { LANGUAGES } from "~/domain/language";
import { ascendantSidereal, moonSidereal, RASHIS, signOf } from "~/jyotish";
import { translator } from "~/locales/i18n";

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

describe("the clocks' names", () => {
  const nameOn = (place: ClockPlace, isoDate: string, clock: BirthClock = "zone") =>
    clockName(clock, place, birthMoment(isoDate, "12:00", place, clock).offsetMs);

  it("names India's zone clock for what it was: war time in the war, Indian Standard Time around it, Madras railway time before 1906", () => {
    expect(nameOn(delhi, "1943-06-01")).toBe("war");
    expect(nameOn(mumbai, "1943-06-01")).toBe("war");
    expect(nameOn(delhi, "1942-06-15")).toBe("ist");
    expect(nameOn(delhi, "1950-06-01")).toBe("ist");
    expect(nameOn(delhi, "1900-06-01")).toBe("railway");
    // Outside India the zone's clock is the place's official time, summer time and all.
    expect(nameOn(london, "1990-07-01")).toBe("zone");
    expect(nameOn(karachi, "1990-07-01")).toBe("zone");
    // The other clocks are named for themselves, war or no war.
    expect(nameOn(mumbai, "1943-06-01", "bombay")).toBe("bombay");
    expect(nameOn(porbandar, "1900-06-01", "lmt")).toBe("lmt");
  });

  it("gives war time's first and last days as the zone database applies them, an hour ahead of Indian Standard Time", () => {
    const dayBefore = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const dayAfter = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    for (const spell of WAR_TIME_SPELLS) {
      for (const day of [spell.from, spell.until]) {
        expect(offsetOn(delhi, day, "zone"), day).toBe("UTC+06:30");
        expect(nameOn(delhi, day), day).toBe("war");
      }
      expect(nameOn(delhi, dayBefore(spell.from)), dayBefore(spell.from)).toBe("ist");
      expect(nameOn(delhi, dayAfter(spell.until)), dayAfter(spell.until)).toBe("ist");
    }
  });

  it("names one set of years for Bombay's and Calcutta's clocks in every word of both editions, the years the reckoning uses", () => {
    // The years the reckoning offers each clock in: its first and last day.
    expect(clockApplies("bombay", mumbai, `${CLOCK_YEARS.bombay.until}-12-31`)).toBe(true);
    expect(clockApplies("bombay", mumbai, `${CLOCK_YEARS.bombay.until + 1}-01-01`)).toBe(false);
    expect(clockApplies("calcutta", kolkata, `${CLOCK_YEARS.calcutta.until}-12-31`)).toBe(true);
    expect(clockApplies("calcutta", kolkata, `${CLOCK_YEARS.calcutta.until + 1}-01-01`)).toBe(false);
    expect(clockApplies("bombay", mumbai, `${CLOCK_YEARS.bombay.from}-01-01`)).toBe(true);
    expect(clockApplies("bombay", mumbai, `${CLOCK_YEARS.bombay.from - 1}-12-31`)).toBe(false);
    expect(clockApplies("lmt", delhi, `${CLOCK_YEARS.indianStandardTime}-01-01`)).toBe(false);

    const years = new Set([
      ...Object.values(CLOCK_WORD_YEARS),
      ...WAR_TIME_SPELLS.flatMap((s) => [s.from, s.until].map((d) => Number(d.slice(0, 4)))),
    ]);
    for (const language of LANGUAGES) {
      const t = translator(language);
      const [first, second] = WAR_TIME_SPELLS;
      const values = {
        ...CLOCK_WORD_YEARS,
        zone: "Asia/Kolkata",
        war1From: formatIndiaDay(first.from, language),
        war1Until: formatIndiaDay(first.until, language),
        war2From: formatIndiaDay(second.from, language),
        war2Until: formatIndiaDay(second.until, language),
      };
      const texts = [
        t("kundli:form.clockHint", values),
        ...(["auto", "zone", "lmt", "bombay", "calcutta"] as const).map((key) => t(`kundli:clock.${key}`, values)),
        ...(["zone", "ist", "war", "railway", "lmt", "bombay", "calcutta"] as const).map((key) => t(`kundli:clockWhy.${key}`, values)),
      ];
      for (const text of texts) {
        expect(text, `${language}: ${text}`).not.toMatch(/{{/);
        for (const year of text.match(/\b1[89]\d\d\b/g) ?? []) expect(years, `${language}: ${year} in ${text}`).toContain(Number(year));
      }
      // Bombay's and Calcutta's last years, where each city's clock is named.
      for (const [key, until] of [
        ["bombay", CLOCK_YEARS.bombay.until],
        ["calcutta", CLOCK_YEARS.calcutta.until],
      ] as const) {
        expect(t(`kundli:clockWhy.${key}`, values)).toContain(String(until));
      }
      expect(t("kundli:form.clockHint", values)).toContain(String(CLOCK_YEARS.bombay.until));
      expect(t("kundli:form.clockHint", values)).toContain(String(CLOCK_YEARS.calcutta.until));
      // War time is named as war time, and as an hour ahead of Indian Standard Time.
      expect(t("kundli:clockName.war")).not.toBe(t("kundli:clockName.ist"));
      expect(t("kundli:clockName.war")).toContain(t("kundli:clockName.ist"));
    }
  });
});

describe("the day of a birth whose time is not known", () => {
  it("runs from 00:00 to the next day's 00:00 on the birth's clock", () => {
    const day = birthDay("1950-03-10", mumbai, "bombay");
    expect(new Date(day.start).toISOString()).toBe("1950-03-09T19:09:00.000Z");
    expect(day.end - day.start).toBe(24 * HOUR_MS);
    expect(wallClockTime(day.start, mumbai, "bombay")).toBe("00:00");
    expect(wallClockTime(day.start + 14 * HOUR_MS + 32 * MINUTE_MS, mumbai, "bombay")).toBe("14:32");
  });

  it("is 25 hours long on the day war time ended, and its hours are read on the clock of each moment", () => {
    const day = birthDay("1942-05-14", delhi, "zone");
    expect(day.end - day.start).toBe(25 * HOUR_MS);
    expect(wallClockTime(day.start, delhi, "zone")).toBe("00:00");
    // 20:00 UTC on 14 May 1942: war time had ended half an hour before, so 01:30 IST on the 15th.
    expect(wallClockTime(Date.UTC(1942, 4, 14, 20), delhi, "zone")).toBe("01:30");
    expect(wallClockTime(Date.UTC(1942, 4, 14, 17), delhi, "zone")).toBe("23:30");
  });
});
