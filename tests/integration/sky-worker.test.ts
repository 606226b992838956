import { describe, expect, it } from "vitest";

import { festivalYear, festivalYearsStatus } from "~/infra/sky-worker.server";

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
    expect(festivalYearsStatus()).toMatch(/, 24 kept$/);
    expect(await festivalYear(2040)).toBe(first);
    const again = await festivalYear(2041);
    expect(again).not.toBe(second);
    expect(again).toEqual(second);
  }, 120_000);
});
