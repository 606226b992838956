import fs from "node:fs";

import { describe, expect, it } from "vitest";

import { FESTIVAL_PLACE, hinduMonth, type Place, sunDayOf, sunSidereal, type Vrat, whenAngleReaches } from "~/jyotish";

// The Hindu calendar's 2026 against the dates published lists print (tests/fixtures/calendar,
// every date read on a page): each list's dates that the calendar does not give are named, with
// why, in docs/research/hindu-calendar.md.

type PublishedList = { kind: Vrat["kind"]; source: string; dates: string[]; partial?: boolean };
const published = JSON.parse(fs.readFileSync("tests/fixtures/calendar/published-vrats-2026.json", "utf8")) as {
  lists: PublishedList[];
  adhikMaas: { start: string; end: string; month: string };
};
const EXPLAINED = fs.readFileSync("docs/research/hindu-calendar.md", "utf8");
const differences = EXPLAINED.slice(EXPLAINED.indexOf("## Differences"), EXPLAINED.indexOf("## The Sankranti moments"));

// The places of the lists that name one; the rest are New Delhi's, or say no city.
const PLACES: Record<string, Place> = {
  "tamilcalendar-shivaratri-2026": { latitude: 13.0827, longitude: 80.2707 },
  "srirangam-pradosham-2026": { latitude: 10.8505, longitude: 78.6963 },
};
const years = new Map<string, Vrat[]>();
function vratsAt(place: Place): Vrat[] {
  const key = `${place.latitude},${place.longitude}`;
  if (!years.has(key))
    years.set(
      key,
      Array.from({ length: 12 }, (_, i) => hinduMonth(place, 2026, i + 1)).flatMap((month) => month.vrats),
    );
  return years.get(key)!;
}
const ours = (list: PublishedList) =>
  new Set(
    vratsAt(PLACES[list.source] ?? FESTIVAL_PLACE)
      .filter((vrat) => vrat.kind === list.kind)
      .map((vrat) => vrat.date),
  );
const missing = (list: PublishedList) => list.dates.filter((date) => !ours(list).has(date));

describe("the Hindu calendar of 2026 against published lists", () => {
  it("reads every list of the fixture", () => {
    expect(published.lists.length).toBeGreaterThan(30);
    expect(new Set(published.lists.map((list) => list.kind))).toEqual(
      new Set(["ekadashi", "pradosh", "sankashti", "vinayaka", "masikShivaratri", "purnima", "amavasya", "sankranti"]),
    );
  });

  it.each(published.lists.map((list) => [list.source, list] as const))(
    "%s: every date it gives and the calendar does not is explained",
    (source, list) => {
      for (const date of missing(list)) {
        const explanations = differences.split("\n- ").filter((item) => item.includes(`**${date}**`));
        expect(explanations.length, `${source} gives ${date}: not in docs/research/hindu-calendar.md`).toBeGreaterThan(0);
        expect(
          explanations.some((item) => item.includes(source)),
          `${source}'s ${date} is explained without naming the source`,
        ).toBe(true);
      }
    },
  );

  // Lists of another tradition (the Odia calendar's Vaishnava Ekadashis, the Tamil temples'
  // Pradosham), or that print both days of a two-day observance or its first, are explained date
  // by date above.
  const OTHER_RULES = new Set([
    "odiacalendar-ekadashi-2026",
    "hindusphere-ekadashi-2026",
    "tamildot-ekadashi-2026",
    "srirangam-pradosham-2026",
    "myzodiaq-amavasya-2026",
    // the days of the Sun's entry, not the days kept: held to the moments below
    "shriramtemple-sankranti-2026",
  ]);

  it("agrees on at least 90% of the dates of every complete list that keeps one day by the North Indian rules", () => {
    const complete = published.lists.filter((l) => !l.partial && l.dates.length >= 12 && !OTHER_RULES.has(l.source));
    expect(complete.length).toBeGreaterThanOrEqual(7);
    for (const list of complete) {
      const agreed = list.dates.length - missing(list).length;
      expect(agreed / list.dates.length, list.source).toBeGreaterThanOrEqual(0.9);
    }
  });

  it("breaks a Sankashti fast at the moonrise the Delhi pages print, within two minutes", () => {
    const printed: Record<string, string> = { "2026-01-06": "20:54", "2026-02-05": "21:35", "2026-03-06": "21:14" };
    const sankashtis = vratsAt(FESTIVAL_PLACE).filter((vrat) => vrat.kind === "sankashti");
    for (const [date, clock] of Object.entries(printed)) {
      const vrat = sankashtis.find((v) => v.date === date)!;
      expect(Math.abs(vrat.moonrise! - Date.parse(`${date}T${clock}:00+05:30`)), date).toBeLessThanOrEqual(2 * 60_000);
    }
  });

  it("has each Sankranti within ten minutes of its printed moment, on that day or, after sunset, the next", () => {
    const list = published.lists.find((l) => l.source === "shriramtemple-sankranti-2026") as PublishedList & {
      details: Record<string, string>;
    };
    const sankrantis = vratsAt(FESTIVAL_PLACE).filter((vrat) => vrat.kind === "sankranti");
    for (const [date, text] of Object.entries(list.details)) {
      const printed = Date.parse(`${date}T${text.match(/(\d\d:\d\d) IST/)![1]}:00+05:30`);
      const sign = Math.round(sunSidereal(printed) / 30) % 12;
      const moment = whenAngleReaches(sunSidereal, sign * 30, printed - 86_400_000, 2)!;
      // Earlier by the difference of the two Lahiri values (docs/research/hindu-calendar.md).
      expect(printed - moment, date).toBeGreaterThan(0);
      expect(printed - moment, date).toBeLessThanOrEqual(10 * 60_000);
      const kept = sankrantis.find((vrat) => vrat.sign === sign)!.date;
      const afterSunset = moment >= sunDayOf(FESTIVAL_PLACE, date).sunset;
      expect(kept, date).toBe(afterSunset ? new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10) : date);
    }
  });

  it("marks the adhik Jyeshtha the pages print", () => {
    expect(published.adhikMaas).toMatchObject({ month: "Jyeshtha", start: "2026-05-17", end: "2026-06-15" });
    const days = [hinduMonth(FESTIVAL_PLACE, 2026, 5), hinduMonth(FESTIVAL_PLACE, 2026, 6)].flatMap((month) => month.days);
    const adhik = days.filter((day) => day.month.adhik).map((day) => day.date);
    expect([adhik[0], adhik[adhik.length - 1]]).toEqual([published.adhikMaas.start, published.adhikMaas.end]);
  });
});
