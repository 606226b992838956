import { describe, expect, it } from "vitest";

import { addDays, indiaToday, isIsoDate, msUntilIndiaMidnight } from "~/clock/india-clock";
import { formatIndiaDate, formatIndiaDay, indiaMinuteFrom } from "~/domain/india-date";
import { formatIndiaClock, formatIndiaDateTime, formatUtcInstant, indiaSpanClocks } from "~/domain/india-times";
import { resendClock } from "~/forms/otp";

describe("India's date", () => {
  it("is already tomorrow in India at 18:30 UTC", () => {
    expect(indiaToday(new Date("2026-03-14T18:29:59Z"))).toBe("2026-03-14");
    expect(indiaToday(new Date("2026-03-14T18:30:00Z"))).toBe("2026-03-15");
  });

  it("is still the same day in India just after UTC midnight", () => {
    expect(indiaToday(new Date("2026-03-15T00:10:00Z"))).toBe("2026-03-15");
  });

  it("adds days across month and year ends", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
  });

  it("accepts only real calendar dates", () => {
    expect(isIsoDate("2026-02-28")).toBe(true);
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("26-02-28")).toBe(false);
  });

  it("counts the time left until India's midnight", () => {
    expect(msUntilIndiaMidnight(new Date("2026-03-14T18:00:00Z"))).toBe(30 * 60 * 1000);
  });
});

describe("the minute a person may act from", () => {
  it("is the first whole minute of India's clock at or after the instant", () => {
    // 16:07:20 UTC is 21:37:20 in India.
    expect(indiaMinuteFrom(new Date("2026-11-25T16:07:20Z"))).toBe("9:38 pm");
    expect(indiaMinuteFrom(new Date("2026-11-25T16:07:00Z"))).toBe("9:37 pm");
    expect(indiaMinuteFrom(new Date("2026-11-25T18:29:30Z"))).toBe("12:00 am");
    expect(indiaMinuteFrom(new Date("2026-11-25T06:45:01Z"))).toBe("12:16 pm");
  });

  it("says when a new OTP may be asked for, and nothing once it may be now", () => {
    const now = new Date("2026-11-25T16:07:20Z");
    expect(resendClock(59, "en", now)).toBe("9:39 pm");
    expect(resendClock(59, "hi", now)).toBe("21:39");
    expect(resendClock(0, "en", now)).toBeNull();
  });
});

// The written formats of docs/hindi-style.md ("Dates and clocks"), and the English edition's beside them.
describe("dates and clocks as each edition writes them", () => {
  it("writes a day with the month in full", () => {
    expect(formatIndiaDay("1990-08-15", "hi")).toBe("15 अगस्त 1990");
    expect(formatIndiaDay("1990-08-15", "en")).toBe("15 August 1990");
  });

  it("writes an instant's India day with the month in full in Hindi, and day/month/year in English lists", () => {
    // 20:00 UTC on 20 April is already 21 April in India.
    expect(formatIndiaDate("1990-04-20T20:00:00Z", "hi")).toBe("21 अप्रैल 1990");
    expect(formatIndiaDate("1990-04-20T20:00:00Z", "en")).toBe("21/04/1990");
    expect(formatIndiaDate("not a date", "hi")).toBe("—");
  });

  it("writes Hindi clocks on 24 hours with two-digit hours: 00:09, not 0:09", () => {
    // 18:39 UTC is 00:09 in India, the next day.
    expect(formatIndiaClock(Date.parse("2026-11-27T18:39:00Z"), "hi", "2026-11-28")).toBe("00:09");
    expect(formatIndiaClock(Date.parse("2026-11-27T18:39:00Z"), "en", "2026-11-28")).toBe("12:09 am");
    expect(formatIndiaClock(Date.parse("2026-11-28T01:21:00Z"), "hi", "2026-11-28")).toBe("06:51");
    expect(formatIndiaClock(Date.parse("2026-11-28T11:07:00Z"), "hi", "2026-11-28")).toBe("16:37");
    expect(indiaMinuteFrom(new Date("2026-11-25T03:30:10Z"), "hi")).toBe("09:01");
  });

  it("puts a clock's other day before it in Hindi and after it in English", () => {
    const nextDay = Date.parse("2026-11-28T20:30:00Z"); // 02:00 on 29 November in India
    expect(formatIndiaClock(nextDay, "hi", "2026-11-28")).toBe("29 नवंबर, 02:00");
    expect(formatIndiaClock(nextDay, "en", "2026-11-28")).toBe("2:00 am, 29 Nov");
  });

  it("writes an instant in UTC with its date first and the zone named, seconds only when there are some", () => {
    // 09:00 in India on 15 August 1990 is 03:30 UTC.
    const birth = Date.parse("1990-08-15T03:30:00Z");
    expect(formatUtcInstant(birth, "hi")).toBe("15 अगस्त 1990, 03:30 (यूटीसी)");
    expect(formatUtcInstant(birth, "en")).toBe("15 August 1990, 03:30 UTC");
    expect(formatUtcInstant(Date.parse("1990-08-15T09:00:00Z"), "hi")).toBe("15 अगस्त 1990, 09:00 (यूटीसी)");
    // 09:00 by Calcutta time (UTC+05:53:20) on 2 October 1869.
    expect(formatUtcInstant(Date.parse("1869-10-02T03:06:40Z"), "hi")).toBe("2 अक्टूबर 1869, 03:06:40 (यूटीसी)");
    expect(formatUtcInstant(Date.parse("1869-10-02T03:06:40.4Z"), "en")).toBe("2 October 1869, 03:06:40 UTC");
    expect(formatUtcInstant(Date.parse("2000-01-01T00:09:00Z"), "hi")).toBe("1 जनवरी 2000, 00:09 (यूटीसी)");
  });

  it("names India's clock as भारतीय मानक समय in Hindi, and IST in English", () => {
    const at = new Date("2026-11-22T03:37:00Z"); // 09:07 in India
    expect(formatIndiaDateTime(at, "hi")).toBe("22 नवंबर 2026, 09:07 (भारतीय मानक समय)");
    expect(formatIndiaDateTime(at, "en")).toBe("22 Nov 2026, 9:07 am IST");
  });

  describe("a span's two ends", () => {
    const page = "2026-11-27";
    it("are bare clocks when the span is on the page's day", () => {
      const span = [Date.parse("2026-11-27T08:20:00Z"), Date.parse("2026-11-27T10:01:00Z")] as const;
      expect(indiaSpanClocks(...span, "hi", page)).toEqual({ start: "13:50", end: "15:31" });
      expect(indiaSpanClocks(...span, "en", page)).toEqual({ start: "1:50 pm", end: "3:31 pm" });
    });

    it("name a later day once: first in Hindi ('28 नवंबर, 02:00 से 03:26 तक'), last in English", () => {
      // 02:00 to 03:26 in India on 28 November, on the night of the 27th's page.
      const span = [Date.parse("2026-11-27T20:30:00Z"), Date.parse("2026-11-27T21:56:00Z")] as const;
      expect(indiaSpanClocks(...span, "hi", page)).toEqual({ start: "28 नवंबर, 02:00", end: "03:26" });
      expect(indiaSpanClocks(...span, "en", page)).toEqual({ start: "2:00 am", end: "3:26 am, 28 Nov" });
    });

    it("name the day of the end past midnight", () => {
      const span = [Date.parse("2026-11-27T18:20:00Z"), Date.parse("2026-11-27T20:01:00Z")] as const;
      expect(indiaSpanClocks(...span, "hi", page)).toEqual({ start: "23:50", end: "28 नवंबर, 01:31" });
      expect(indiaSpanClocks(...span, "en", page)).toEqual({ start: "11:50 pm", end: "1:31 am, 28 Nov" });
    });

    it("take the day of an end from its rounded minute", () => {
      // 18:29:40 UTC rounds to 00:00 in India on the 28th, as the clock shows it.
      const span = [Date.parse("2026-11-27T18:29:40Z"), Date.parse("2026-11-27T19:00:00Z")] as const;
      expect(indiaSpanClocks(...span, "hi", page)).toEqual({ start: "28 नवंबर, 00:00", end: "00:30" });
    });
  });
});
