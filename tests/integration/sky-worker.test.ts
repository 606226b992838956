import type { LoaderFunctionArgs } from "@remix-run/node";
import type { Piscina } from "piscina";
import { describe, expect, it } from "vitest";

import { loader as vratsLoader } from "~/features/hindu-month/pages/hindu-calendar.$city.$year.$month.vrats[.ics].server";
import { yearLoader } from "~/features/muhurat/muhurat-loaders.server";
import { loader as homeLoader } from "~/features/site/pages/_index";
import { panchangCityCookie } from "~/infra/panchang-city.server";
import { takeSingleton } from "~/infra/singleton.server";
import {
  festivalYear,
  festivalYearsStatus,
  reckonHinduMonth,
  reckonMuhuratYear,
  reckonPanchang,
  reckonSunDay,
} from "~/infra/sky-worker.server";
import { computePanchang, hinduMonth, muhuratYear, sunDayOf } from "~/jyotish";
import { en } from "~/locales/en";
import { listPanchangCities } from "~/services/panchang.server";

import { withEnv } from "../support/with-env";

// The festival years computed on the sky worker are a bounded store: a crawler walking a century
// of calendars keeps the most recently asked years, and an older one is computed again if asked.
describe("the festival years the sky worker computes", () => {
  it("keeps the 24 most recently asked, and computes a forgotten one again", async () => {
    const first = await festivalYear(2040);
    const second = await festivalYear(2041);
    for (let year = 2042; year <= 2063; year++) await festivalYear(year);
    // 2040 asked again goes to the back: the 25th year then pushes out 2041, the least recently asked.
    expect(await festivalYear(2040)).toBe(first);
    await festivalYear(2064);
    expect(festivalYearsStatus()).toMatch(/; festival years: 24 kept$/);
    expect(await festivalYear(2040)).toBe(first);
    const again = await festivalYear(2041);
    expect(again).not.toBe(second);
    expect(again).toEqual(second);
  }, 120_000);
});

// What crosses between threads is copied (structured clone): a class instance would arrive as a
// bare object and a function not at all. The pool's answers are the engine's, whole.
describe("the reckonings on the sky pool", () => {
  it("come back as the engine gives them on this thread", async () => {
    const city = { slug: "varanasi", name: "Varanasi", state: "Uttar Pradesh", latitude: 25.31668, longitude: 83.01041 };
    expect(await reckonPanchang(city, "2026-03-14")).toStrictEqual(computePanchang(city, "2026-03-14"));
    expect(await reckonSunDay(city, "2026-03-14")).toStrictEqual(sunDayOf(city, "2026-03-14"));
    expect(await reckonHinduMonth(city, 2026, 3)).toStrictEqual(hinduMonth(city, 2026, 3));
    expect(await reckonMuhuratYear("grihaPravesh", 2026, city)).toStrictEqual(muhuratYear("grihaPravesh", 2026, city));
  }, 60_000);
});

/** Runs with a fresh sky pool whose queue holds `queue`, and closes it after. */
async function withSkyQueue<T>(queue: number, run: () => Promise<T>): Promise<T> {
  await takeSingleton<Piscina>("sky-worker")?.destroy();
  try {
    return await withEnv({ SKY_WORK_QUEUE: String(queue) }, run);
  } finally {
    await takeSingleton<Piscina>("sky-worker")?.destroy();
  }
}

const args = (url: string, params: Record<string, string>): LoaderFunctionArgs => ({ request: new Request(url), params, context: {} });
const statusOf = (answer: unknown) => (answer instanceof Response ? answer.status : `not a response: ${String(answer)}`);

// When more reckonings are asked for than the pool's threads and queue hold, the rest are refused
// at once: the page answers 429 with Retry-After (kept by no cache), never 500, and the next
// request for a refused year or month reckons it.
describe("a full sky pool", () => {
  it("answers 429 with Retry-After, never 500, and reckons a refused page when asked again", async () => {
    const cities = (await listPanchangCities()).slice(200, 216);
    await withSkyQueue(1, async () => {
      const answers = await Promise.all(
        cities.map((city, i) =>
          (i % 2 === 0
            ? yearLoader(args(`https://grahavani.example/muhurat/vivah/2027?city=${city.slug}`, { kind: "vivah", year: "2027" }))
            : vratsLoader(
                args(`https://grahavani.example/hindu-calendar/${city.slug}/2027/03/vrats.ics`, {
                  city: city.slug,
                  year: "2027",
                  month: "03",
                }),
              )
          ).catch((thrown: unknown) => thrown),
        ),
      );
      const statuses = answers.map(statusOf);
      expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
      expect(statuses).toContain(200);
      expect(statuses).toContain(429);
      const refused = answers.filter((answer): answer is Response => answer instanceof Response && answer.status === 429);
      for (const answer of refused) {
        expect(answer.headers.get("Retry-After")).toBe("2");
        expect(answer.headers.get("Cache-Control")).toBe("no-store");
        expect(await answer.text()).toBe(en.common.errors.busy.text);
      }
      // A refusal is not kept: asked again once the pool is free, the page is made.
      const again = cities[statuses.indexOf(429)];
      const retried =
        statuses.indexOf(429) % 2 === 0
          ? await yearLoader(args(`https://grahavani.example/muhurat/vivah/2027?city=${again.slug}`, { kind: "vivah", year: "2027" }))
          : await vratsLoader(
              args(`https://grahavani.example/hindu-calendar/${again.slug}/2027/03/vrats.ics`, {
                city: again.slug,
                year: "2027",
                month: "03",
              }),
            );
      expect(retried.status).toBe(200);
    });
  }, 60_000);
});

// The home page's panchang at a glance is a part it can do without: with the pool full, the page
// is answered without it (kept by no cache), not refused.
describe("a full sky pool and the home page", () => {
  it("answers the home page without the chosen city's panchang, kept by no cache", async () => {
    const cities = (await listPanchangCities()).slice(300, 312);
    await withSkyQueue(1, async () => {
      const pages = await Promise.all(
        cities.map(async (city) => {
          const cookie = await panchangCityCookie().serialize(city.slug);
          const request = new Request("https://grahavani.example/", { headers: { Cookie: cookie.split(";")[0]! } });
          return (await homeLoader({ request, params: {}, context: {} })) as Response;
        }),
      );
      expect(pages.map((page) => page.status)).toEqual(cities.map(() => 200));
      const glances = await Promise.all(pages.map(async (page) => ((await page.json()) as { glance: unknown }).glance));
      // Some were drawn with the city's day, the rest without it.
      expect(glances.filter((glance) => glance === null).length).toBeGreaterThan(0);
      expect(glances.filter((glance) => glance !== null).length).toBeGreaterThan(0);
      for (const page of pages) expect(page.headers.get("Cache-Control")).toBe("no-store");
    });
  }, 60_000);
});
