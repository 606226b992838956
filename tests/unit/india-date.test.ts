import { describe, expect, it } from "vitest";

import { addDays, indiaMinuteFrom, indiaToday, isIsoDate, msUntilIndiaMidnight } from "~/domain/india-date";
import { resendClock } from "~/domain/otp";

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
