import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";

import { INDIA_LOOKOUTS } from "~/domain/grahan";
import { datedLoader } from "~/features/city-day/city-day-loaders.server";
import { calendarLoader, eclipseLoader, nowLoader, yearLoader } from "~/features/grahan/grahan-loaders.server";
import { sitemapEntries } from "~/features/site/sitemap.server";
import { reckonGrahanYear } from "~/infra/sky-worker.server";
import { grahanYear } from "~/jyotish";
import { eclipseLinesOfMonth } from "~/services/grahan.server";
import { findPanchangCity } from "~/services/panchang.server";

// The eclipse pages' loaders as the server calls them: a year, an eclipse, a city asked by name,
// addresses that name nothing, the calendar file, and the eclipse on the day's other pages.

const ORIGIN = "https://grahavani.example";
const args = (path: string, params: Record<string, string> = {}): LoaderFunctionArgs => ({
  request: new Request(`${ORIGIN}${path}`),
  params,
  context: {},
});
/** A loader's answer, returned or thrown. */
const answer = (promise: Promise<unknown>) =>
  promise.then(
    (value) => value as Response,
    (thrown: unknown) => thrown as Response,
  );

type Seen = { eclipse: { body: string; date: string }; seen: unknown; sutak: { start: number } | null };

describe("the eclipse pages", () => {
  it("has a city for every place that says where in India an eclipse is seen", async () => {
    const missing = [];
    for (const slug of INDIA_LOOKOUTS) if (!(await findPanchangCity(slug))) missing.push(slug);
    expect(missing).toEqual([]);
  });

  it("reckons a city's year on the sky pool as the engine does on this thread", async () => {
    const city = (await findPanchangCity("varanasi"))!;
    expect(await reckonGrahanYear(2026, city)).toStrictEqual(grahanYear(2026, city));
  }, 60_000);

  it("lists a year's eclipses for New Delhi, each with where in India it is seen", async () => {
    const response = await answer(yearLoader(args("/grahan/2026", { year: "2026" })));
    expect(response.status).toBe(200);
    const page = (await response.json()) as {
      show: string;
      years: { year: number; eclipses: (Seen & { india: { places: { slug: string }[] } })[] }[];
    };
    expect(page.show).toBe("year");
    const eclipses = page.years[0].eclipses;
    expect(eclipses.map(({ eclipse }) => `${eclipse.body} ${eclipse.date}`)).toEqual([
      "sun 2026-02-17",
      "moon 2026-03-03",
      "sun 2026-08-12",
      "moon 2026-08-28",
    ]);
    const march = eclipses[1];
    expect(march.sutak).not.toBeNull();
    // Seen in the east from moonrise and in the west only at its end; not in Bhuj.
    const seenAt = march.india.places.map((place) => place.slug);
    expect(seenAt).toEqual(expect.arrayContaining(["kolkata", "guwahati", "new-delhi", "mumbai"]));
    expect(seenAt).not.toContain("bhuj");
    expect(eclipses[0].india.places).toEqual([]);
  });

  it("shows one eclipse for the city asked, and the year's when the address names none", async () => {
    const found = await answer(eclipseLoader(args("/grahan/2026/chandra-03-03?city=kolkata", { year: "2026", eclipse: "chandra-03-03" })));
    expect(found.status).toBe(200);
    const page = (await found.json()) as { show: string; names: { city: string }; found: Seen & { risesEclipsed: number } };
    expect(page).toMatchObject({ show: "eclipse", names: { city: "Kolkata" } });
    expect(new Date(page.found.risesEclipsed + 19_800_000).toISOString().slice(11, 16)).toBe("17:39");

    for (const [path, eclipse] of [
      ["/grahan/2026/chandra-03-04", "chandra-03-04"],
      ["/grahan/2026/surya-03-03", "surya-03-03"],
      ["/grahan/2026/blood-moon", "blood-moon"],
    ]) {
      const none = await answer(eclipseLoader(args(path, { year: "2026", eclipse })));
      expect(none.status, path).toBe(404);
      expect(((await none.json()) as { show: string; eclipses: unknown[] }).eclipses).toHaveLength(4);
    }
  });

  it("answers 404, never 500, for a year out of range or not a year", async () => {
    for (const year of ["1899", "2101", "20x6", "99999"]) {
      expect((await answer(yearLoader(args(`/grahan/${year}`, { year })))).status, year).toBe(404);
      expect((await answer(eclipseLoader(args(`/grahan/${year}/chandra-03-03`, { year, eclipse: "chandra-03-03" })))).status, year).toBe(
        404,
      );
      expect((await answer(calendarLoader(args(`/grahan/${year}/calendar.ics`, { year })))).status, year).toBe(404);
    }
  });

  it("finds a typed city, sends one city to its address, and lists the choices of a name many share", async () => {
    const one = await answer(yearLoader(args("/grahan/2027?city=Prayagraj", { year: "2027" })));
    expect(one.status).toBe(302);
    expect(one.headers.get("Location")).toBe("/grahan/2027?city=allahabad");
    const many = await answer(yearLoader(args("/grahan/2027?city=Aurangabad", { year: "2027" })));
    expect(many.status).toBe(200);
    expect(((await many.json()) as { show: string; cities: unknown[] }).cities.length).toBeGreaterThan(1);
    const unknown = await answer(yearLoader(args("/grahan/2027?city=Qwertyuiop", { year: "2027" })));
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { show: string; query: string }).query).toBe("Qwertyuiop");
    // The first search of the file builds the index of places.
  }, 60_000);

  it("shows this year's eclipses and the next year's at /grahan", async () => {
    const page = (await (await answer(nowLoader(args("/grahan")))).json()) as { years: { year: number }[] };
    const year = Number(new Date(Date.now() + 19_800_000).toISOString().slice(0, 4));
    expect(page.years.map((each) => each.year)).toEqual([year, year + 1]);
  });

  it("gives the eclipses seen in the city as a calendar file, in Hindi under /hi", async () => {
    const file = await answer(calendarLoader(args("/grahan/2026/calendar.ics", { year: "2026" })));
    expect(file.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const text = await file.text();
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    // At its hours: from the sutak, 09:38:39 IST (shown 9:39 am), to the Moon's last contact seen, 18:47:35 IST.
    expect(text).toMatch(/\r\nDTSTART:20260303T040839Z\r\nDTEND:20260303T131735Z\r\n/);
    expect(text.replace(/\r\n /g, "")).toContain("Sutak: 9:39 am to 6:48 pm");
    const hindi = await (await answer(calendarLoader(args("/hi/grahan/2026/calendar.ics", { year: "2026" })))).text();
    expect(hindi.replace(/\r\n /g, "")).toContain("चंद्र ग्रहण");
  });

  it("has no file for a year none of whose eclipses the city sees, as a calendar file must hold one", async () => {
    const city = (await findPanchangCity("new-delhi"))!;
    const year = Array.from({ length: 11 }, (_, i) => 2020 + i).find((each) => grahanYear(each, city).every((seen) => !seen.seen));
    expect(year).toBeDefined();
    const file = await answer(calendarLoader(args(`/grahan/${year}/calendar.ics`, { year: String(year) })));
    expect(file.status).toBe(404);
    expect(await file.text()).toBe(`No eclipse of ${year} is seen in New Delhi: there is nothing to add to a calendar.`);
  });
});

describe("the eclipse on the day's other pages", () => {
  it("is on the panchang of its day and of the day its sutak begins, not on the days around", async () => {
    const day = async (date: string) => {
      const response = await answer(datedLoader(args(`/panchang/new-delhi/${date}`, { city: "new-delhi", date })));
      return ((await response.json()) as { eclipses: { path: string; words: string }[] }).eclipses;
    };
    expect(await day("2026-03-03")).toEqual([
      {
        path: "/grahan/2026/chandra-03-03",
        words: "Chandra Grahan, total (khagras): seen in New Delhi 6:22 pm to 6:48 pm; sutak 9:39 am to 6:48 pm",
      },
    ]);
    expect(await day("2026-03-02")).toEqual([]);
    expect(await day("2026-03-04")).toEqual([]);
    // Not seen in New Delhi: named, and said so, with no sutak.
    expect((await day("2026-08-28"))[0].words).toBe("Chandra Grahan, partial (khandagras): not seen in New Delhi");
  });

  it("is on the days of a month its phases or its sutak touch", async () => {
    const delhi = (await findPanchangCity("new-delhi"))!;
    const lines = await eclipseLinesOfMonth(delhi, 2026, 3, "en");
    expect(lines.map((line) => line.date)).toEqual(["2026-03-03"]);
    // An eclipse past midnight touches both India dates its sutak and its phases cover.
    const lateDecember = await eclipseLinesOfMonth(delhi, 2028, 12, "en");
    const january = await eclipseLinesOfMonth(delhi, 2029, 1, "en");
    expect(lateDecember.map((line) => line.date)).toEqual(["2028-12-31"]);
    // (and 14 January 2029 has a solar eclipse of its own, not seen in India)
    expect(january.map((line) => line.date)).toEqual(["2029-01-01", "2029-01-14"]);
    expect(january[0].path).toBe("/grahan/2028/chandra-12-31");
  });

  it("lists the year's eclipse pages in the sitemap", async () => {
    const paths = (await sitemapEntries(new Date())).map((entry) => entry.path);
    const year = Number(new Date(Date.now() + 19_800_000).toISOString().slice(0, 4));
    expect(paths).toContain("/grahan");
    expect(paths).toContain(`/grahan/${year}`);
    expect(paths).toContain(`/grahan/${year + 1}`);
    expect(paths.filter((path) => path.startsWith(`/grahan/${year + 1}/`)).length).toBeGreaterThanOrEqual(4);
  });
});
