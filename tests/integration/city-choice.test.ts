import { describe, expect, it } from "vitest";

import { panchangCityCookie } from "~/infra/panchang-city.server";
import { chooseCity, cityChoiceAnswer } from "~/pages/city-choice.server";

// The one city chooser every page that takes a city uses (the city-day pages, the Hindu month, the
// muhurat calendars, the eclipses), as a request reaches it: each of its answers once.

const ORIGIN = "https://grahavani.example";
const request = (path: string, cookie?: string) => new Request(`${ORIGIN}${path}`, cookie ? { headers: { Cookie: cookie } } : {});
const pathFor = (slug: string) => `/page/${slug}`;
/** The chooser's answer, returned or thrown (a redirect). */
const choose = (promise: ReturnType<typeof chooseCity>) =>
  promise.then(
    (value) => ({ value, thrown: null }),
    (thrown: unknown) => ({ value: null, thrown: thrown as Response }),
  );

describe("the city chooser", () => {
  it("gives New Delhi when the address names no city", async () => {
    const { value } = await choose(chooseCity(request("/page"), { pathFor }));
    expect(value).toMatchObject({ city: { slug: "new-delhi" } });
  });

  it("opens the city the visitor chose last where the page has no city of its own, in the page's language, never cached", async () => {
    const cookie = await panchangCityCookie().serialize("mumbai");
    const { thrown } = await choose(chooseCity(request("/hi/page", cookie), { pathFor, remembered: true }));
    expect(thrown?.status).toBe(302);
    expect(thrown?.headers.get("Location")).toBe("/hi/page/mumbai");
    expect(thrown?.headers.get("Cache-Control")).toMatch(/no-store/);
    // A page with its city in its address shows New Delhi, whatever was chosen.
    const { value } = await choose(chooseCity(request("/page", cookie), { pathFor }));
    expect(value).toMatchObject({ city: { slug: "new-delhi" } });
  });

  it("sends a typed name that means one city to its page with a 302 and remembers the city", async () => {
    const { thrown } = await choose(chooseCity(request("/hi/page?city=Prayagraj"), { pathFor }));
    expect(thrown?.status).toBe(302);
    expect(thrown?.headers.get("Location")).toBe("/hi/page/allahabad");
    expect(await panchangCityCookie().parse(thrown?.headers.get("Set-Cookie") ?? null)).toBe("allahabad");
  });

  it("takes a slug in the query as the page itself only where the page's address carries its city so", async () => {
    const { value } = await choose(chooseCity(request("/page?city=varanasi"), { pathFor, cityInQuery: true }));
    expect(value).toMatchObject({ city: { slug: "varanasi" } });
    const { thrown } = await choose(chooseCity(request("/page?city=varanasi"), { pathFor }));
    expect(thrown?.headers.get("Location")).toBe("/page/varanasi");
  });

  it("offers the cities a name many share (200) and the form again for a name that means none (404), neither cached", async () => {
    const many = await chooseCity(request("/hi/page?city=Aurangabad"), { pathFor });
    expect("choice" in many && many.choice.cities.length).toBeGreaterThan(1);
    if (!("choice" in many)) return;
    expect(many.choice.cities.every(({ name }) => /[\u0900-\u097F]/.test(name))).toBe(true);
    const shown = cityChoiceAnswer(many.choice, { year: 2027 });
    expect(shown.status).toBe(200);
    expect(await shown.json()).toMatchObject({ show: "choice", year: 2027, query: "Aurangabad" });
    const none = await chooseCity(request("/page?city=Qwertyuiop"), { pathFor });
    expect(none).toEqual({ choice: { query: "Qwertyuiop", cities: [] } });
    if (!("choice" in none)) return;
    const answer = cityChoiceAnswer(none.choice, {});
    expect(answer.status).toBe(404);
    expect(answer.headers.get("Cache-Control")).toMatch(/no-store/);
  }, 60_000);
});
