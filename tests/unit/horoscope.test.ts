import { describe, expect, it } from "vitest";

import { indiaToday } from "~/clock/india-clock";
import {
  collapseWhitespace,
  formatPredictionDate,
  normaliseSignName,
  resolveDay,
  signFromCode,
  signFromSlug,
  signFromYearlySlug,
  SIGNS,
  sunSignOn,
} from "~/domain/horoscope";
import { translator } from "~/locales/i18n";

describe("signs", () => {
  it("maps every three-letter code to its sign", () => {
    const codes = Object.fromEntries(SIGNS.map((s) => [s.code, s.name]));
    expect(codes).toEqual({
      ari: "Aries",
      tau: "Taurus",
      gem: "Gemini",
      can: "Cancer",
      leo: "Leo",
      vir: "Virgo",
      lib: "Libra",
      sco: "Scorpio",
      sag: "Sagittarius",
      cap: "Capricorn",
      aqa: "Aquarius",
      pis: "Pisces",
    });
    expect(signFromCode("AQA")?.name).toBe("Aquarius");
    expect(signFromCode("aqu")).toBeNull();
  });

  it("matches sign slugs case-insensitively and knows the yearly 'tauras' spelling", () => {
    expect(signFromSlug("LeO")?.name).toBe("Leo");
    expect(signFromSlug("tauras")?.slug).toBe("taurus");
    expect(signFromSlug("ophiuchus")).toBeNull();
    expect(signFromYearlySlug("tauras")?.name).toBe("Taurus");
    expect(signFromYearlySlug("taurus")).toBeNull();
  });

  it("normalises a sign to a capital first letter and lowercase rest", () => {
    expect(normaliseSignName("sAGITTARIUS")).toBe("Sagittarius");
  });
});

describe("days", () => {
  it("counts yesterday, today and tomorrow from India's date, across UTC midnight", () => {
    const today = indiaToday(new Date("2026-01-31T20:00:00Z"));
    expect(today).toBe("2026-02-01");
    expect(resolveDay("yesterday", today)).toEqual({ date: "2026-01-31", relative: "yesterday" });
    expect(resolveDay("Tomorrow", today)).toEqual({ date: "2026-02-02", relative: "tomorrow" });
    expect(resolveDay("2025-12-31", today)).toEqual({ date: "2025-12-31", relative: null });
    expect(resolveDay("someday", today)).toBeNull();
    expect(resolveDay("2025-02-30", today)).toBeNull();
    // Names every object has are no days.
    for (const inherited of ["constructor", "toString", "__proto__", "hasOwnProperty"]) expect(resolveDay(inherited, today)).toBeNull();
  });

  it("chooses the title by day", () => {
    const t = translator("en");
    expect(t("horoscope:titles.today")).toBe("Your horoscope for today");
    expect(t("horoscope:titles.yesterday")).toBe("Missed a day? Catch up here");
    expect(t("horoscope:titles.tomorrow")).toBe("See what's ahead for you");
    expect(t("horoscope:titles.dated", { sign: "Leo" })).toBe("Horoscope for Leo");
    expect(t("horoscope:dailyMeta.title", { brand: "Grahavani", sign: "Leo" })).toBe(
      "Grahavani - Leo free Daily Horoscope by Best Astrologer",
    );
  });
});

describe("sun-sign seasons", () => {
  it("finds the sign whose season a date falls in, across the year's end", () => {
    expect(sunSignOn("2026-03-21").name).toBe("Aries");
    expect(sunSignOn("2026-03-20").name).toBe("Pisces");
    expect(sunSignOn("2026-12-31").name).toBe("Capricorn");
    expect(sunSignOn("2026-01-05").name).toBe("Capricorn");
    expect(sunSignOn("2026-11-21").name).toBe("Scorpio");
  });
});

describe("formatting", () => {
  it("shows prediction dates as DD-MM-YYYY and N/A when missing or unreadable", () => {
    expect(formatPredictionDate("2026-03-05")).toBe("05-03-2026");
    expect(formatPredictionDate(20260305)).toBe("05-03-2026");
    expect(formatPredictionDate(null)).toBe("N/A");
    expect(formatPredictionDate("")).toBe("N/A");
    expect(formatPredictionDate("20261305")).toBe("N/A");
  });

  it("collapses whitespace in the prediction text", () => {
    expect(collapseWhitespace("  A  calm\n\n day\t ahead. ")).toBe("A calm day ahead.");
  });
});
