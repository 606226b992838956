import fs from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { FESTIVAL_YEAR, festivals2025, festivalsInMonth, festivalSlug, MONTHS } from "~/content/festivals/2025";

const publicDir = path.resolve(__dirname, "../../public");

function isValidDate(value: string, year: number): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && date.getUTCFullYear() === year;
}

function byName(name: string) {
  const festival = festivals2025.find((f) => f.name === name);
  if (!festival) throw new Error(`no festival named ${name}`);
  return festival;
}

describe("festival calendar 2025", () => {
  it("is for 2025 and has twelve month slugs", () => {
    expect(FESTIVAL_YEAR).toBe(2025);
    expect(MONTHS).toHaveLength(12);
    expect(MONTHS[0]).toBe("january");
    expect(MONTHS[11]).toBe("december");
  });

  it("has about 50 to 70 festivals with unique names", () => {
    expect(festivals2025.length).toBeGreaterThanOrEqual(50);
    expect(festivals2025.length).toBeLessThanOrEqual(72);
    expect(new Set(festivals2025.map((f) => f.name)).size).toBe(festivals2025.length);
  });

  it("has valid 2025 dates in ascending order, with end dates after start dates", () => {
    for (const festival of festivals2025) {
      expect(isValidDate(festival.date, FESTIVAL_YEAR), `${festival.name}: ${festival.date}`).toBe(true);
      if (festival.endDate !== undefined) {
        expect(isValidDate(festival.endDate, FESTIVAL_YEAR), `${festival.name}: ${festival.endDate}`).toBe(true);
        expect(festival.endDate > festival.date, festival.name).toBe(true);
      }
    }
    const dates = festivals2025.map((f) => f.date);
    expect(dates).toEqual([...dates].sort());
  });

  it("has at least three festivals in every month, and each belongs to its start month", () => {
    MONTHS.forEach((_, month) => {
      const inMonth = festivalsInMonth(month);
      expect(inMonth.length, MONTHS[month]).toBeGreaterThanOrEqual(3);
      for (const festival of inMonth) {
        expect(Number(festival.date.slice(5, 7))).toBe(month + 1);
      }
    });
    const total = MONTHS.reduce((sum, _, month) => sum + festivalsInMonth(month).length, 0);
    expect(total).toBe(festivals2025.length);
    expect(festivalsInMonth(12)).toEqual([]);
    expect(festivalsInMonth(-1)).toEqual([]);
  });

  it("gives every festival a description and a source, and non-empty notes", () => {
    for (const festival of festivals2025) {
      expect(festival.description.trim().length, festival.name).toBeGreaterThan(20);
      expect(festival.source.trim().length, festival.name).toBeGreaterThan(5);
      if (festival.dateNote !== undefined) expect(festival.dateNote.trim(), festival.name).not.toBe("");
      if (festival.regions !== undefined) expect(festival.regions.trim(), festival.name).not.toBe("");
    }
  });

  it("has a light SVG illustration for every festival", () => {
    for (const festival of festivals2025) {
      expect(festival.image).toBe(`/images/festivals/${festivalSlug(festival.name)}.svg`);
      const file = path.join(publicDir, festival.image);
      expect(fs.existsSync(file), file).toBe(true);
      expect(fs.statSync(file).size, file).toBeLessThan(1500);
      const svg = fs.readFileSync(file, "utf8");
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"'), file).toBe(true);
      expect(svg, file).toMatch(/<title>[^<]+<\/title>/);
      expect(svg, file).not.toMatch(/<(text|script|image|foreignObject)\b/i);
      expect(svg, file).not.toMatch(/(href|src)="(?!#)/);
      expect(svg, file).not.toMatch(/\bon[a-z]+=/i);
    }
  });

  it("keeps the known anchor dates", () => {
    expect(byName("Holi").date).toBe("2025-03-14");
    expect(byName("Diwali").date).toBe("2025-10-20");
    expect(byName("Raksha Bandhan").date).toBe("2025-08-09");
    expect(byName("Christmas").date).toBe("2025-12-25");
    expect(byName("Maha Shivaratri").date).toBe("2025-02-26");
    expect(byName("Dussehra").date).toBe("2025-10-02");
    expect(byName("Ganesh Chaturthi").date).toBe("2025-08-27");
    expect(byName("Janmashtami").date).toBe("2025-08-16");
  });

  it("notes that moon-sighted festivals may move", () => {
    for (const name of ["Eid al-Fitr", "Eid al-Adha (Bakrid)", "Muharram (Ashura)", "Milad-un-Nabi"]) {
      expect(byName(name).dateNote, name).toMatch(/moon/i);
    }
  });

  it("puts Makar Sankranti in January", () => {
    expect(festivalsInMonth(0).map((f) => f.name)).toContain("Makar Sankranti");
  });

  it("slugs names to lowercase hyphenated words", () => {
    expect(festivalSlug("Makar Sankranti")).toBe("makar-sankranti");
    expect(festivalSlug("Ugadi & Gudi Padwa")).toBe("ugadi-gudi-padwa");
    expect(festivalSlug("Eid al-Adha (Bakrid)")).toBe("eid-al-adha-bakrid");
  });
});
