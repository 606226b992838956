// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";

import { hinduCalendarPath } from "~/domain/hindu-month-paths";
import { type Language, pathInLanguage } from "~/domain/language";
import type { HinduCalendarPage } from "~/features/hindu-month/hindu-calendar-loaders.server";
import { HinduCalendarMonth } from "~/features/hindu-month/HinduCalendarMonth";
import { i18nForPage } from "~/infra/i18next.server";
import { festivalSeed2026 } from "~/infra/seed/festivals-2026.server";
import { festivalSeed2027 } from "~/infra/seed/festivals-2027.server";
import { computeFestivalYear, type HinduMonth, hinduMonth } from "~/jyotish";
import { computedFestivalRow, isObservance, observanceKind } from "~/services/computed-festivals.server";

import { render } from "./dom";

// The Hindu calendar's month page for New Delhi, with the festivals its loader gives it for the
// written years (the seeded festivals, and the computed observances their editors did not write,
// as festivalCalendarEvents adds them): a day says why its vrat's tithi is not the sunrise's, a
// vrat that is a festival bears the festival's name, and no name is shown twice in the days.

const DELHI = { slug: "new-delhi", name: "New Delhi", state: "Delhi", latitude: 28.63576, longitude: 77.22445 };
const SEEDS = { 2026: festivalSeed2026, 2027: festivalSeed2027 } as const;
type Year = keyof typeof SEEDS;

const months = new Map<string, HinduMonth>();
function monthOf(year: number, month: number): HinduMonth {
  const key = `${year}-${month}`;
  if (!months.has(key)) months.set(key, hinduMonth(DELHI, year, month));
  return months.get(key)!;
}

/** The month's festivals as the page's loader lists them, in one language. */
function festivalsOf(year: Year, month: number, language: Language): HinduCalendarPage["festivals"] {
  const prefix = `${year}-${String(month).padStart(2, "0")}`;
  const written = SEEDS[year].festivals.filter((festival) => festival.date.startsWith(prefix));
  // An editor's card of the same name, or of its kind on its day, is the observance (services/festivals.server.ts).
  const unwritten = computeFestivalYear(year).filter((festival) => {
    if (!festival.date.startsWith(prefix) || !isObservance(festival)) return false;
    const kind = observanceKind(festival);
    const name = computedFestivalRow(festival).name;
    return !written.some((row) => row.name === name || (kind && row.date === festival.date && row.name.includes(kind)));
  });
  return [
    ...written.map((row) => ({ name: language === "hi" ? row.nameHi : row.name, date: row.date, endDate: row.endDate ?? null })),
    ...unwritten.map((festival) => {
      const row = computedFestivalRow(festival);
      return { name: language === "hi" ? row.nameHi : row.name, date: row.date, endDate: row.endDate };
    }),
  ];
}

function page(language: Language, year: number, month: number, festivals: HinduCalendarPage["festivals"]) {
  const { days, vrats, lunarMonths } = monthOf(year, month);
  const address = pathInLanguage(hinduCalendarPath(DELHI.slug, year, month), language);
  const props: HinduCalendarPage = {
    city: DELHI,
    names: { city: language === "hi" ? "नई दिल्ली" : "New Delhi", state: language === "hi" ? "दिल्ली" : "Delhi" },
    year,
    month,
    today: "2026-01-01",
    days,
    vrats,
    lunarMonths,
    festivals,
    festivalsDated: true,
    eclipses: [],
    previous: null,
    next: null,
  };
  const Stub = createRemixStub([{ path: address, Component: () => <HinduCalendarMonth {...props} /> }]);
  return render(
    <I18nextProvider i18n={i18nForPage(language)}>
      <Stub initialEntries={[address]} />
    </I18nextProvider>,
  );
}

/** What a day's cell lists (its vrats and festivals), each by its name, the first words of its line. */
function namesInCell(date: string): string[] {
  const cell = Array.from(document.querySelectorAll(".calendar-day")).find((day) => day.querySelector(`a[href$="${date}"]`));
  expect(cell, date).toBeDefined();
  return Array.from(cell!.querySelectorAll(".calendar-observances > li"), (item) => item.firstChild?.textContent?.trim() ?? "");
}
const cellText = (date: string) =>
  Array.from(document.querySelectorAll(".calendar-day")).find((day) => day.querySelector(`a[href$="${date}"]`))?.textContent ?? "";
const listed = (heading: string) =>
  Array.from(document.getElementById(heading)!.parentElement!.querySelectorAll("li"), (item) => item.textContent ?? "");

let unmount = () => {};
afterEach(() => unmount());

describe("the Hindu calendar's month page", () => {
  it("shows each festival's name once in a month's days, in either edition, every month of 2026 and 2027 in New Delhi", async () => {
    let festivalsSeen = 0;
    for (const year of [2026, 2027] as const) {
      for (let month = 1; month <= 12; month++) {
        for (const language of ["en", "hi"] as const) {
          const festivals = festivalsOf(year, month, language);
          ({ unmount } = await page(language, year, month, festivals));
          const names = monthOf(year, month).days.flatMap((day) => namesInCell(day.date));
          // In a day of its own, or as the name of the vrat it is; never both, nor in two days.
          for (const festival of festivals) {
            expect(
              names.filter((name) => name === festival.name),
              `${festival.name} ${year}-${month} ${language}`,
            ).toHaveLength(1);
            festivalsSeen++;
          }
          unmount();
        }
      }
    }
    expect(festivalsSeen).toBeGreaterThan(300);
  }, 120_000);

  it("6 March 2027: names Maha Shivaratri once, not beside a Masik Shivaratri", async () => {
    ({ unmount } = await page("hi", 2027, 3, festivalsOf(2027, 3, "hi")));
    expect(namesInCell("2027-03-06").filter((name) => name.includes("शिवरात्रि"))).toEqual(["महाशिवरात्रि"]);
    expect(cellText("2027-03-06")).toContain("(सूर्योदय पर कृष्ण त्रयोदशी; निशीथ काल (आधी रात) में तिथि रहने से)");
    // The month's festivals keep it, with New Delhi's day.
    expect(listed("calendar-festivals").filter((line) => line.startsWith("महाशिवरात्रि"))).toHaveLength(1);
  });

  it("keeps a festival a vrat is out of the days on whatever day the festival calendar gives it", async () => {
    const elsewhere = [{ name: "Maha Shivaratri", date: "2027-03-07", endDate: null }];
    ({ unmount } = await page("en", 2027, 3, elsewhere));
    expect(namesInCell("2027-03-06")).toContain("Maha Shivaratri");
    expect(namesInCell("2027-03-07")).not.toContain("Maha Shivaratri");
  });

  it("23 December 2026: shows the sunrise's tithi beside the kshaya Purnima, and the rule that keeps it", async () => {
    ({ unmount } = await page("hi", 2026, 12, festivalsOf(2026, 12, "hi")));
    expect(namesInCell("2026-12-23")).toContain("मार्गशीर्ष पूर्णिमा");
    expect(cellText("2026-12-23")).toContain("मार्गशीर्ष पूर्णिमा (सूर्योदय पर शुक्ल चतुर्दशी; क्षय तिथि: किसी सूर्योदय पर नहीं)");
    // A day whose sunrise has its vrat's tithi says nothing of the kind.
    expect(cellText("2026-12-20")).not.toContain("सूर्योदय पर");
    expect(listed("calendar-rules")).toContain(
      "पूर्णिमा और अमावस्या: जिस दिन सूर्योदय के समय वह तिथि हो; किसी सूर्योदय पर न हो तो जिस दिन वह आरंभ हो।",
    );
  });

  it("October 2026: notes Sharad Purnima's own day once, on the Ashwin Purnima", async () => {
    const sharad = computeFestivalYear(2026).find((festival) => festival.key === "Sharad Purnima")!.date;
    expect(sharad).toBe("2026-10-25");
    ({ unmount } = await page("en", 2026, 10, festivalsOf(2026, 10, "en")));
    const notes = listed("calendar-vrats").filter((line) => line.includes("Sharad Purnima"));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/^Ashwin Purnima: 26 October 2026 /);
    expect(notes[0]).toContain(
      "Sharad Purnima is kept on 25 October 2026: its rite is at midnight (nishita), and on that day the Ashwin Purnima runs then.",
    );
    expect(namesInCell("2026-10-25")).toContain("Sharad Purnima");
    expect(namesInCell("2026-10-26")).toContain("Ashwin Purnima");
  });
});
