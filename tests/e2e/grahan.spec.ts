import { expect, test } from "./fixtures";

// The eclipse pages: reading pages (no script) of a year's eclipses and of one eclipse for a city,
// its contacts, sutak and where in India it is seen; the eclipse on its day's panchang.

test.describe("the eclipse pages", () => {
  test("the lunar eclipse of 3 March 2026 in New Delhi, in Hindi, on a 360px phone", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const response = await page.goto("/hi/grahan/2026/chandra-03-03");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("चंद्र ग्रहण, 3 मार्च 2026: नई दिल्ली");
    await expect(page.getByText("सूतक: 09:39 से 18:48 तक।")).toBeVisible();
    await expect(page.getByText("बच्चों, वृद्धों और रोगियों के लिए: 15:28 से 18:48 तक।")).toBeVisible();
    await expect(page.getByText("चंद्रमा 18:22 पर ग्रहण लगी अवस्था में ही उदित होता है (ग्रस्तोदय)")).toBeVisible();
    const times = page.getByRole("region", { name: "नई दिल्ली में समय" });
    await expect(times.getByRole("row", { name: /परमग्रास/ })).toContainText("17:04");
    await expect(times.getByRole("row", { name: /परमग्रास/ })).toContainText("क्षितिज के नीचे");
    await expect(times.getByRole("row", { name: /मोक्ष/ })).toContainText("क्षितिज के ऊपर");
    await expect(page.getByRole("region", { name: "भारत में कहाँ" })).toContainText("कोलकाता (17:39 से 18:48 तक)");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(page.locator("script:not([type])")).toHaveCount(0);
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", /\/hi\/grahan\/2026\/chandra-03-03$/);
    await expect(page.locator('link[rel=alternate][hreflang="en-IN"]')).toHaveAttribute("href", /\/grahan\/2026\/chandra-03-03$/);
  });

  test("a year's eclipses, another city through the form, and an eclipse not seen there", async ({ page }) => {
    await page.goto("/grahan/2026");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Grahan 2026: solar and lunar eclipses in New Delhi");
    await expect(page.getByText("4 eclipses in 2026.")).toBeVisible();
    await page.getByLabel("City").fill("Banaras");
    await page.getByRole("button", { name: "Show eclipses" }).click();
    await expect(page).toHaveURL(/\/grahan\/2026\?city=varanasi$/);
    await page.getByRole("link", { name: "Chandra Grahan of 28 August 2026" }).click();
    await expect(page).toHaveURL(/\/grahan\/2026\/chandra-08-28\?city=varanasi$/);
    await expect(page.getByText("Not seen in Varanasi: the Moon is below the horizon throughout")).toBeVisible();
    await expect(page.getByText("No sutak in Varanasi.")).toBeVisible();
  });

  test("the day's panchang names the eclipse and leads to its page", async ({ page }) => {
    await page.goto("/panchang/new-delhi/2026-03-03");
    await page
      .getByRole("link", { name: /^Chandra Grahan, total \(khagras\): seen in New Delhi 6:22 pm to 6:48 pm; sutak 9:39 am to 6:48 pm$/ })
      .click();
    await expect(page).toHaveURL(/\/grahan\/2026\/chandra-03-03$/);
  });

  test("wrong addresses are 404 with the year's eclipses to choose from; /grahan shows this year's and the next", async ({
    page,
    request,
  }) => {
    for (const path of ["/grahan/2301", "/grahan/26", "/grahan/2026?city=zzqq", "/grahan/2026/chandra-03-04"]) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
    await page.goto("/grahan/2026/surya-03-03");
    await expect(page.getByRole("link", { name: "Chandra Grahan of 3 March 2026" })).toBeVisible();
    const now = await request.get("/grahan");
    expect(now.status()).toBe(200);
    // India's year, as the page takes it.
    const year = Number(new Date(Date.now() + 19_800_000).toISOString().slice(0, 4));
    expect(await now.text()).toContain(`Grahan ${year} and ${year + 1}`);
  });
});
