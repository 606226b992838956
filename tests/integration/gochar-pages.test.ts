import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";

import { datedLoader } from "~/features/city-day/city-day-loaders.server";
import { grahaLoader, indexLoader, yearLoader } from "~/features/gochar/gochar-loaders.server";
import { sitemapEntries } from "~/features/site/sitemap.server";
import { reckonGocharYear } from "~/infra/sky-worker.server";
import { gocharYear } from "~/jyotish";
import { gocharLinesOf } from "~/services/gochar.server";

// The transit pages' loaders as the server calls them, addresses that name nothing, and a
// graha's change on its day's panchang.

const args = (path: string, params: Record<string, string> = {}): LoaderFunctionArgs => ({
  request: new Request(`https://grahavani.example${path}`),
  params,
  context: {},
});
const answer = (promise: Promise<unknown> | unknown) =>
  Promise.resolve(promise).then(
    (value) => value as Response,
    (thrown: unknown) => thrown as Response,
  );
const indiaYear = () => Number(new Date(Date.now() + 19_800_000).toISOString().slice(0, 4));

describe("the transit pages", () => {
  it("reckon a graha's year on the sky pool as the engine does on this thread", async () => {
    expect(await reckonGocharYear("jupiter", 2026)).toStrictEqual(gocharYear("jupiter", 2026));
  }, 60_000);

  it("show Guru's year of 2026: its sign changes and its turning back", async () => {
    const response = await answer(yearLoader(args("/gochar/guru/2026", { graha: "guru", year: "2026" })));
    expect(response.status).toBe(200);
    const page = (await response.json()) as { graha: string; events: { kind: string; sign: number }[] };
    expect(page.graha).toBe("jupiter");
    expect(page.events.filter((event) => event.kind === "ingress").map((event) => event.sign)).toEqual([3, 4]);
    expect(page.events.some((event) => event.kind === "station")).toBe(true);
  });

  it("answer an unknown graha or a year out of range with 404 and the grahas to choose from, never 500", async () => {
    for (const [graha, year] of [
      ["pluto", "2026"],
      ["shani", "1899"],
      ["shani", "2101"],
      ["shani", "20x6"],
      ["", ""],
    ]) {
      const response = await answer(yearLoader(args(`/gochar/${graha}/${year}`, { graha, year })));
      expect(response.status, `${graha}/${year}`).toBe(404);
      expect(((await response.json()) as { grahas: string[] }).grahas).toHaveLength(9);
    }
    expect((await answer(grahaLoader(args("/gochar/pluto", { graha: "pluto" })))).status).toBe(404);
  });

  it("send /gochar/<graha> to this year's page, and list the grahas at /gochar", async () => {
    const redirect = await answer(grahaLoader(args("/hi/gochar/shani", { graha: "shani" })));
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("Location")).toBe(`/hi/gochar/shani/${indiaYear()}`);
    expect(((await indexLoader().json()) as { year: number }).year).toBe(indiaYear());
  });

  it("are in the sitemap, this year's and the next, for every graha", async () => {
    const paths = (await sitemapEntries(new Date())).map((entry) => entry.path);
    for (const slug of ["surya", "chandra", "mangal", "budh", "guru", "shukra", "shani", "rahu", "ketu"])
      for (const year of [indiaYear(), indiaYear() + 1]) expect(paths).toContain(`/gochar/${slug}/${year}`);
  });
});

describe("a graha's change on its day's panchang", () => {
  it("names Guru entering Karka on 2 June 2026, at its minute, and nothing the day before", async () => {
    const lines = await gocharLinesOf("2026-06-02", "en");
    expect(lines).toEqual([
      { path: "/gochar/guru/2026", words: expect.stringMatching(/^Guru \(Jupiter\): Enters Karka \(Cancer\) at 1:5\d am$/) },
    ]);
    expect(await gocharLinesOf("2026-06-01", "en")).toEqual([]);
    const hindi = await gocharLinesOf("2026-06-02", "hi");
    expect(hindi[0].words).toMatch(/^गुरु \(बृहस्पति\): 01:5\d पर कर्क राशि में प्रवेश$/);
  });

  it("is on the day's panchang page", async () => {
    const response = await answer(datedLoader(args("/panchang/new-delhi/2026-06-02", { city: "new-delhi", date: "2026-06-02" })));
    const page = (await response.json()) as { transits: { path: string }[] };
    expect(page.transits.map((line) => line.path)).toEqual(["/gochar/guru/2026"]);
  });
});
