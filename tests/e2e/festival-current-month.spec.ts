import { festivalsInMonth } from "../../app/content/festivals/2025";
import { currentIndiaMonth, festivalMonthSeo } from "../../app/domain/festival-calendar";
import { expect, test } from "./fixtures";

// /festival with no month shows the current month in India, and says so in its title and
// heading as the month's own page does.

test("the festival calendar without a month names the current month in its title and heading", async ({ page }) => {
  const month = currentIndiaMonth(new Date());
  const seo = festivalMonthSeo(
    month,
    2025,
    festivalsInMonth(month.index).map((f) => f.name),
  );

  await page.goto("/festival");
  await expect(page).toHaveURL(/\/festival$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${month.name} 2025`);
  await expect(page).toHaveTitle(new RegExp(`- ${seo.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", seo.description);

  // The same words as the month's own address, which is its canonical address.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${month.path}$`));
  const title = await page.title();
  await page.goto(month.path);
  await expect(page).toHaveTitle(title);
});
