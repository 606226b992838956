import { expect, type Page } from "@playwright/test";

/**
 * Signs the page in as the e2e server's administrator and lands on the dashboard. The
 * sign-in itself (password, then an authenticator code) ran once in the global setup: each
 * code works once, so parallel tests share that session instead of racing for codes.
 * tests/e2e/admin-sign-in.spec.ts covers the sign-in forms in the browser.
 */
export async function adminLogin(page: Page) {
  const baseURL = process.env.E2E_BASE_URL!;
  const cookies = (process.env.E2E_ADMIN_COOKIE ?? "").split("; ").filter(Boolean);
  if (cookies.length === 0) throw new Error("E2E_ADMIN_COOKIE is missing: the global setup signs the administrator in");
  await page.context().addCookies(
    cookies.map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseURL, httpOnly: true, sameSite: "Strict" as const };
    }),
  );
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin$/);
}

/** The admin login form on the page, filled and sent: the first of the sign-in's two steps. */
export async function sendAdminPassword(page: Page, admin: { email: string; password: string }) {
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Login" }).click();
}
