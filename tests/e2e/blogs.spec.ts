import { slugify } from "../../app/domain/slug";
import { demoBlogs } from "../../app/infra/seed/demo-blogs.server";
import { en } from "../../app/locales/en";
import { expect, test } from "./fixtures";

const blogMessages = en.blog.messages;

// The demo seed schedules its last two articles in the future.
const futureSlugs = demoBlogs.slice(-2).map((b) => slugify(b.heading));

test.describe("blogs", () => {
  test("the list shows 16 cards a page and moves between pages", async ({ page }) => {
    await page.goto("/blogs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Astrology Blogs");
    await expect(page.locator(".blog-grid > li")).toHaveCount(16);
    const firstOnPageOne = await page.locator(".blog-card-title").first().textContent();
    const pages = page.getByRole("navigation", { name: "Blog pages" });
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/blogs\?page=2$/);
    const secondCount = await page.locator(".blog-grid > li").count();
    expect(secondCount).toBeGreaterThan(0);
    expect(secondCount).toBeLessThanOrEqual(16);
    await expect(page.locator(".blog-card-title").first()).not.toHaveText(firstOnPageOne!);
    await page.getByRole("navigation", { name: "Blog pages" }).getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page.locator(".blog-card-title").first()).toHaveText(firstOnPageOne!);
  });

  test("a page past the end answers 404", async ({ page }) => {
    expect((await page.goto("/blogs?page=99"))?.status()).toBe(404);
  });

  test("a future-dated blog is not listed and its address answers 404", async ({ page }) => {
    for (const n of [1, 2]) {
      await page.goto(n === 1 ? "/blogs" : `/blogs?page=${n}`);
      for (const slug of futureSlugs) await expect(page.locator(`a[href="/blogs/${slug}"]`)).toHaveCount(0);
    }
    const response = await page.goto(`/blogs/${futureSlugs[0]}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogMessages.notFound);
  });

  test("both address forms reach the same article", async ({ page }) => {
    await page.goto("/blogs");
    const link = page.locator(".blog-card-title a").first();
    const title = (await link.textContent())!;
    const href = (await link.getAttribute("href"))!;
    await page.goto(href.replace("/blogs/", "/blog/"));
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator(".article-body p").first()).not.toBeEmpty();
    await page.goto("/blog");
    await expect(page).toHaveURL(/\/blogs$/);
  });

  test("the home carousel's blogs are reachable, and the row moves a view at a time with no script", async ({ page }) => {
    await page.goto("/");
    const carousel = page.locator(".carousel");
    const titles = carousel.locator(".blog-card-title");
    // One row in both modes; three to a view at this width.
    expect(await titles.count()).toBeGreaterThan(3);
    const row = carousel.locator(".carousel-track");
    const end = await row.evaluate((track) => track.scrollWidth - track.clientWidth);
    expect(end).toBeGreaterThan(0);
    // Previous and Next are the browser's own scroll buttons, named for what they do.
    expect(await row.evaluate((track) => getComputedStyle(track, "::scroll-button(right)").content)).toContain("Next blogs");
    expect(await row.evaluate((track) => getComputedStyle(track, "::scroll-button(left)").content)).toContain("Previous blogs");
    await row.evaluate((track) => track.scrollBy({ left: track.clientWidth, behavior: "instant" }));
    await expect.poll(() => row.evaluate((track) => track.scrollLeft)).toBeGreaterThan(0);
    await row.evaluate((track) => track.scrollTo({ left: 0, behavior: "instant" }));
    const target = titles.first();
    const title = (await target.textContent())!;
    await target.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  });
});
