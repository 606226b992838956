import { expect, test } from "./fixtures";

// The transit pages: reading pages (no script) of a graha's year, its changes in India time and
// its reading from each Moon sign; a graha's change on its day's panchang.

test.describe("the transit pages", () => {
  test("Shani gochar 2027 in Hindi on a 360px phone: into Mesha on 3 June, back into Meena, the reading from each Moon sign", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const response = await page.goto("/hi/gochar/shani/2027");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("शनि गोचर 2027");
    const events = page.getByRole("region", { name: "2027 में शनि" });
    await expect(events).toContainText("3 जून 2027");
    await expect(events).toContainText("मेष राशि में प्रवेश");
    await expect(events).toContainText("वक्री होकर मीन राशि में लौटना");
    await expect(page.getByRole("region", { name: "मेष चंद्र राशि" })).toContainText("साढ़ेसाती");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(page.locator("script:not([type])")).toHaveCount(0);
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", /\/hi\/gochar\/shani\/2027$/);
  });

  test("an unknown graha is 404 with the grahas to choose from; the day's panchang leads to a graha's change", async ({ page }) => {
    const response = await page.goto("/gochar/pluto/2026");
    expect(response?.status()).toBe(404);
    await page.getByRole("link", { name: "Guru (Jupiter) Gochar 2026" }).first().click();
    await expect(page).toHaveURL(/\/gochar\/guru\/2026$/);
    await page.goto("/panchang/new-delhi/2026-06-02");
    await page.getByRole("link", { name: /^Guru \(Jupiter\): Enters Karka \(Cancer\) at 1:5\d am$/ }).click();
    await expect(page).toHaveURL(/\/gochar\/guru\/2026$/);
  });
});
