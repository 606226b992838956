import type { Locator, Page } from "@playwright/test";

import { en } from "../../app/locales/en";
import { hi } from "../../app/locales/hi";
import { expect, test } from "./fixtures";

// A page kept in memory is the same bytes for every visitor (edge/page-cache.ts). An address
// with a query the page does not read must reach nobody else's copy: were a long made-up query
// kept in a form's action, every later visitor's post would carry it and be refused (431).
// Each page below is first asked for with such a query, then opened plainly and every form on
// it is checked and used.

/** Close to Node's 16 KB of headers: a post carrying it would be refused. */
const POISON = `x=${"A".repeat(15_000)}`;

type Fill = (page: Page) => Promise<void>;

const kundliWords = { en: en.kundli, hi: hi.kundli };

function birthFiller(language: "en" | "hi", groups: string[] = []): Fill {
  const form = kundliWords[language].form;
  const fillIn = async (scope: Page | Locator, place: string) => {
    await scope.getByLabel(form.date, { exact: true }).fill("1990-05-14");
    await scope.getByLabel(form.time, { exact: true }).fill("06:30");
    await scope.getByLabel(form.place, { exact: true }).fill(place);
  };
  return async (page) => {
    if (groups.length === 0) return fillIn(page, "Pune");
    for (const [i, name] of groups.entries()) await fillIn(page.getByRole("group", { name }), i === 0 ? "Pune" : "Nagpur");
  };
}

const PAGES: Array<{ path: string; fill?: Fill }> = [
  { path: "/kundli", fill: birthFiller("en") },
  { path: "/hi/kundli", fill: birthFiller("hi") },
  { path: "/kundli-milan", fill: birthFiller("en", [en.kundli.milan.boy, en.kundli.milan.girl]) },
  { path: "/hi/kundli-milan", fill: birthFiller("hi", [hi.kundli.milan.boy, hi.kundli.milan.girl]) },
  { path: "/panchang/new-delhi" },
  { path: "/choghadiya/new-delhi" },
  { path: "/hora/varanasi" },
  { path: "/daily-horoscope/today/leo" },
  { path: "/call-with-astrologer" },
];

test.describe("a cached page never carries what it was not keyed on", () => {
  for (const { path, fill } of PAGES) {
    test(`${path}: asked for with a 15 KB query, then its every form works for the next visitor`, async ({ page, request }) => {
      const poisoned = await request.get(`${path}?${POISON}`);
      expect(poisoned.status()).toBe(200);
      // The poisoned request's own page names its forms' addresses without the query.
      const ownActions = [...(await poisoned.text()).matchAll(/<form\b[^>]*\baction="([^"]*)"/g)].map((m) => m[1]);
      expect(ownActions.length).toBeGreaterThan(0);
      for (const action of ownActions) expect(action).not.toContain("AAAA");

      const forms = page.locator("form:not([method=dialog])");
      await page.goto(path);
      const count = await forms.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        await page.goto(path);
        const form = forms.nth(i);
        expect(await form.getAttribute("action")).not.toContain("AAAA");
        if (!(await form.locator("[type=submit]").first().isVisible())) continue;
        const post = (await form.getAttribute("method"))?.toLowerCase() === "post";
        if (post && fill) await fill(page);
        const [response] = await Promise.all([
          page.waitForResponse((r) => r.request().isNavigationRequest() || r.url().includes(".data")),
          form.locator("[type=submit]").first().click(),
        ]);
        expect(response.status(), `${path} form ${i}`).toBeLessThan(400);
        expect(response.url()).not.toContain("AAAA");
      }
    });
  }
});
