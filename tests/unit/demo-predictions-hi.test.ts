import { describe, expect, it } from "vitest";

import { demoPredictionSigns } from "~/infra/seed/demo-predictions.server";
import { demoPredictionHi } from "~/infra/seed/demo-predictions-hi.server";

const DAY = "2026-11-21";
const LORDS: Record<string, string> = {
  aries: "मंगल",
  taurus: "शुक्र",
  gemini: "बुध",
  cancer: "चंद्रमा",
  leo: "सूर्य",
  virgo: "बुध",
  libra: "शुक्र",
  scorpio: "मंगल",
  sagittarius: "गुरु",
  capricorn: "शनि",
  aquarius: "शनि",
  pisces: "गुरु",
};

function days(from: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => new Date(Date.parse(from + "T00:00:00Z") + i * 86_400_000).toISOString().slice(0, 10));
}

describe("Hindi demo daily horoscopes", () => {
  it("are written in Devanagari, without a Latin letter, in 3 to 5 sentences", () => {
    for (const day of days(DAY, 60)) {
      for (const sign of demoPredictionSigns) {
        const text = demoPredictionHi(sign, day);
        expect(text, `${sign} ${day}`).toMatch(/[\u0900-\u097F]/);
        expect(text, `${sign} ${day}`).not.toMatch(/[A-Za-z{}]|undefined|NaN/);
        const sentences = text.split(/(?<=।)\s+/);
        expect(sentences.length).toBeGreaterThanOrEqual(3);
        expect(sentences.length).toBeLessThanOrEqual(5);
        expect(sentences.every((s) => s.endsWith("।"))).toBe(true);
      }
    }
  });

  it("give the twelve signs twelve different texts every day, and never repeat one over two months", () => {
    const all = days(DAY, 61).flatMap((day) => {
      const texts = demoPredictionSigns.map((sign) => demoPredictionHi(sign, day));
      expect(new Set(texts).size, day).toBe(12);
      return texts;
    });
    expect(new Set(all).size).toBe(all.length);
  });

  it("give a sign a different text the next day", () => {
    for (const sign of demoPredictionSigns) {
      expect(demoPredictionHi(sign, "2026-11-22")).not.toBe(demoPredictionHi(sign, DAY));
    }
  });

  it("name each sign's lord in Hindi on the days its opener does", () => {
    for (const sign of demoPredictionSigns) {
      const texts = days(DAY, 8).map((day) => demoPredictionHi(sign, day));
      expect(
        texts.some((t) => t.includes(LORDS[sign])),
        sign,
      ).toBe(true);
    }
  });

  it("are the same for the same sign and day", () => {
    expect(demoPredictionHi("leo", DAY)).toBe(demoPredictionHi("LEO", DAY));
  });

  it("refuse an unknown sign or a malformed day", () => {
    expect(() => demoPredictionHi("ophiuchus", DAY)).toThrow("Unknown sign");
    expect(() => demoPredictionHi("leo", "2026-02-31")).toThrow("Invalid ISO date");
  });
});
