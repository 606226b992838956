import { describe, expect, it } from "vitest";

import { publicCache, untilIndiaNewYearCache } from "~/domain/http-cache";
import { msUntilIndiaNewYear } from "~/domain/india-date";
import { chooseYearlyYear, indiaYear, parseContentYear, yearlyPath } from "~/domain/yearly-horoscope";
import { translator } from "~/locales/i18n";

// The year /yearly-horoscope/{sign} shows: India's date decides which year is
// current, and an unpublished current year falls back to the latest published one.

describe("the year the yearly pages show", () => {
  it("is India's current year when it is published", () => {
    expect(chooseYearlyYear([2025, 2026, 2027], new Date("2026-11-24T12:00:00Z"))).toBe(2026);
  });

  it("turns with India's date, not the server's: 31 December 18:30 UTC is already 1 January in India", () => {
    expect(indiaYear(new Date("2026-12-31T18:29:59Z"))).toBe(2026);
    expect(indiaYear(new Date("2026-12-31T18:30:00Z"))).toBe(2027);
    expect(chooseYearlyYear([2026, 2027], new Date("2026-12-31T18:29:59Z"))).toBe(2026);
    expect(chooseYearlyYear([2026, 2027], new Date("2026-12-31T18:30:00Z"))).toBe(2027);
  });

  it("falls back to the latest published year when the current one is not published", () => {
    expect(chooseYearlyYear([2025], new Date("2026-06-01T00:00:00Z"))).toBe(2025);
    expect(chooseYearlyYear([2024, 2025], new Date("2027-01-01T00:00:00Z"))).toBe(2025);
    // The latest, even when it lies ahead: it is the newest text there is.
    expect(chooseYearlyYear([2025, 2028], new Date("2026-06-01T00:00:00Z"))).toBe(2028);
  });

  it("is none when no year is published", () => {
    expect(chooseYearlyYear([], new Date("2026-06-01T00:00:00Z"))).toBeNull();
  });
});

describe("years in addresses", () => {
  it("takes four digits within the content years", () => {
    expect(parseContentYear("2026")).toBe(2026);
    expect(parseContentYear("2000")).toBe(2000);
    expect(parseContentYear("1999")).toBeNull();
    expect(parseContentYear("026")).toBeNull();
    expect(parseContentYear("20266")).toBeNull();
    expect(parseContentYear("2026 ")).toBeNull();
    expect(parseContentYear("aries")).toBeNull();
    expect(parseContentYear(undefined)).toBeNull();
  });

  it("names the sign and the year in headings and addresses", () => {
    expect(translator("en")("horoscope:yearlyPage.heading", { sign: "Taurus", year: 2027 })).toBe("Taurus Yearly Horoscope 2027");
    expect(translator("hi")("horoscope:yearlyPage.heading", { sign: "वृषभ", year: 2027 })).toContain("वृषभ");
    expect(yearlyPath(2027, "tauras")).toBe("/yearly-horoscope/2027/tauras");
  });
});

describe("caching the pages that show the current year", () => {
  it("counts down to India's new year, 18:30 UTC on 31 December", () => {
    expect(msUntilIndiaNewYear(new Date("2026-12-31T18:00:00Z"))).toBe(30 * 60_000);
    expect(msUntilIndiaNewYear(new Date("2026-12-31T18:30:00Z"))).toBe(365 * 86_400_000);
  });

  it("keeps a page for its usual time, but never past the new year", () => {
    expect(untilIndiaNewYearCache(new Date("2026-06-01T00:00:00Z"), 3600)).toBe(publicCache(3600, 86400));
    // Half an hour before: fresh for that half hour, and stale for a minute at most.
    expect(untilIndiaNewYearCache(new Date("2026-12-31T18:00:00Z"), 3600)).toBe(publicCache(1800, 60));
    // A day before, a stale copy served while refetching must not outlive the year either.
    expect(untilIndiaNewYearCache(new Date("2026-12-30T19:00:00Z"), 3600)).toBe(publicCache(3600, 60));
  });
});
