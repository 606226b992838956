import type { Page, TestInfo } from "@playwright/test";

import { expect, readOutbox, test } from "./fixtures";
import { untilHydrated } from "./held-scripts";

// Places named in Hindi on /hi (decision 101): the panchang's city and state, a city typed in
// Devanagari, and the forms' state and city selects, with JavaScript on and off.

test.describe("places in Hindi on /hi", () => {
  test("the panchang of Varanasi names वाराणसी and उत्तर प्रदेश, in its title too", async ({ page }) => {
    const response = await page.goto("/hi/panchang/varanasi");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("वाराणसी");
    await expect(page.locator(".panchang-intro")).toContainText("वाराणसी, उत्तर प्रदेश");
    await expect(page).toHaveTitle(/वाराणसी/);
    await expect(page.getByRole("textbox", { name: "शहर" })).toHaveValue("वाराणसी");
    // The English page keeps the English names.
    await page.goto("/panchang/varanasi");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Varanasi");
  });

  test("a city typed in Devanagari is found; a Hindi name two cities share offers both", async ({ page }) => {
    await page.goto("/hi/panchang");
    await page.getByRole("textbox", { name: "शहर" }).fill("वाराणसी");
    await page.getByRole("textbox", { name: "शहर" }).press("Enter");
    await expect(page).toHaveURL(/\/hi\/panchang\/varanasi$/);
    await page.goto(`/hi/panchang?city=${encodeURIComponent("हमीरपुर")}`);
    await expect(page.getByRole("link", { name: "हमीरपुर, हिमाचल प्रदेश" })).toBeVisible();
    await expect(page.getByRole("link", { name: "हमीरपुर, उत्तर प्रदेश" })).toBeVisible();
  });

  test("the registration form's state and city selects are in Hindi, their values the same ids", async ({
    page,
    javaScriptEnabled,
  }, testInfo) => {
    test.setTimeout(120_000);
    const mobile = uniqueMobile(testInfo);
    await logInAsUser(page, mobile);
    await expect(page).toHaveURL(/\/user-registration$/);
    await page.goto("/hi/user-registration");
    if (javaScriptEnabled) await untilHydrated(page);
    const state = page.getByLabel("राज्य", { exact: true });
    await expect(state.locator("option", { hasText: "उत्तर प्रदेश" })).toHaveCount(1);
    await expect(state.locator("option", { hasText: "Uttar Pradesh" })).toHaveCount(0);
    await state.selectOption({ label: "उत्तर प्रदेश" });
    const value = await state.inputValue();
    expect(Number(value)).toBeGreaterThan(0);
    if (!javaScriptEnabled) await page.getByRole("button", { name: "शहर दिखाएँ" }).click();
    const city = page.getByLabel("शहर", { exact: true });
    await expect(city.locator("option", { hasText: "वाराणसी" })).toHaveCount(1);
    await city.selectOption({ label: "वाराणसी" });
    expect(Number(await city.inputValue())).toBeGreaterThan(0);
    await expect(page.getByLabel("राज्य", { exact: true })).toHaveValue(value);
  });
});

/** A number no other test, project or earlier run uses (one sign-up SMS each). */
function uniqueMobile(testInfo: TestInfo): string {
  return `${testInfo.project.name === "no-js" ? "6" : "7"}7${String(Date.now()).slice(-8)}`;
}

const smsTo = (mobile: string) => readOutbox().filter((m) => m.channel === "sms" && m.to === `+91${mobile}`);

async function logInAsUser(page: Page, mobile: string) {
  const sent = smsTo(mobile).length;
  await page.goto("/signup");
  await page.getByLabel("Mobile Number").fill(mobile);
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page).toHaveURL(/\/otp-verifications$/);
  await expect.poll(() => smsTo(mobile).length).toBeGreaterThan(sent);
  const [code] =
    smsTo(mobile)
      .at(-1)!
      .text.match(/\b\d{4}\b/g) ?? [];
  for (const [i, digit] of [...code!].entries()) await page.getByLabel(`OTP digit ${i + 1}`).fill(digit);
  await page.getByRole("button", { name: "VERIFY OTP" }).click();
  await expect(page).toHaveURL(/\/who-are-you$/);
  await page.getByRole("button", { name: /Are you a User\?/ }).click();
}
