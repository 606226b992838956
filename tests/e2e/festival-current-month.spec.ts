import { indiaYear } from "../../app/domain/yearly-horoscope";
import { festivalSeed2025 } from "../../app/infra/seed/festivals-2025.server";
import { festivalSeed2026 } from "../../app/infra/seed/festivals-2026.server";
import { festivalSeed2027 } from "../../app/infra/seed/festivals-2027.server";
import { translator } from "../../app/locales/i18n";
import { currentIndiaMonth, festivalMonthSeo } from "../../app/seo/festival-calendar";
import { expect, test } from "./fixtures";

// /festival with no month shows the current month of the current year in India, and says so
// in its title and heading as the month's own page does (the year is India's, not 2025).

test("the festival calendar without a month names the current month and year in its title and heading", async ({ page }) => {
  const now = new Date();
  const month = currentIndiaMonth(now);
  const year = indiaYear(now);
  const seeded = [festivalSeed2025, festivalSeed2026, festivalSeed2027].find((s) => s.year === year)?.festivals ?? [];
  const seo = festivalMonthSeo(
    translator("en"),
    month,
    year,
    seeded
      .filter((f) => Number(f.date.slice(5, 7)) - 1 === month.index)
      // The page's order: by first day, then name.
      .sort((a, b) => a.date.localeCompare(b.date) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .map((f) => f.name),
  );

  await page.goto("/festival");
  await expect(page).toHaveURL(/\/festival$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${month.name} ${year}`);
  await expect(page).toHaveTitle(new RegExp(`- ${seo.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", seo.description);

  // The same words as the month's own address, which is its canonical address.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${month.path}$`));
  const title = await page.title();
  await page.goto(month.path);
  await expect(page).toHaveTitle(title);
});
