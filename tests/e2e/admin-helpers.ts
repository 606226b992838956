import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "../support/server-process";

/** Logs the page in as the e2e server's administrator and lands on the dashboard. */
export async function adminLogin(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}
