import { expect, test } from "./fixtures";

test.describe("the shared frame", () => {
  test("every page has the header, the footer and the seeded contact details", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: /home/i })).toBeVisible();
    await expect(header.getByRole("link", { name: "Login" })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "support@grahavani.in" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "+91 80 4718 2600" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    await expect(footer.getByText("Verified experts")).toBeVisible();
    await expect(footer.getByText("Secure payments")).toBeVisible();
    await expect(footer.getByRole("link", { name: "Get the app" })).toHaveAttribute("href", /^https:\/\//);
  });

  test("the Horoscope menu opens and its links work", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const festivals = nav.getByRole("link", { name: "Festivals" });
    await expect(festivals).toBeHidden();
    await nav.getByText("Horoscope", { exact: true }).click();
    await expect(nav.getByRole("link", { name: "Daily Horoscope" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Yearly Horoscope" })).toBeVisible();
    await festivals.click();
    await expect(page).toHaveURL(/\/festival$/);
  });

  test("the mobile menu opens on a small screen and its links work", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobile).toBeHidden();
    await page.getByRole("banner").getByLabel("Menu", { exact: true }).click();
    await expect(mobile).toBeVisible();
    for (const name of ["Daily Horoscope", "Yearly Horoscope", "Festivals", "Blogs", "Chat", "Call", "Login"]) {
      await expect(mobile.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await mobile.getByRole("link", { name: "Blogs" }).click();
    await expect(page).toHaveURL(/\/blogs$/);
  });

  test("an unknown address answers 404 inside the frame with a way home", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
