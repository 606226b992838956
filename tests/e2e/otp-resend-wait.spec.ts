import type { Page } from "@playwright/test";

import { indiaMinuteFrom } from "../../app/domain/india-date";
import { expect, freshMobile, test } from "./fixtures";
import { controlStates, holdScripts, visitorPage } from "./held-scripts";

// 'Resend OTP' shows once the wait is over (spec: after the countdown), by CSS alone: the same
// with JavaScript or without, and nothing appears or goes when the page hydrates.

async function sendOtp(page: Page) {
  await page.goto("/signup");
  await page.getByLabel("Mobile Number").fill(freshMobile());
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page).toHaveURL(/\/otp-verifications$/);
}

test("'Resend OTP' keeps its place hidden during the wait and shows when it is over", async ({ page }) => {
  // Chromium's animation clock, sped up: the 59-second wait passes in about a second.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Animation.enable");
  await sendOtp(page);
  const resend = page.getByRole("button", { name: "Resend OTP", includeHidden: true });
  await expect(resend).toBeHidden();
  await expect(resend).toHaveCount(1);
  await cdp.send("Animation.setPlaybackRate", { playbackRate: 60 });
  await expect(resend).toBeVisible({ timeout: 15_000 });
});

test("on a phone without JavaScript the page says from what time a new code can be asked for; with it the countdown runs", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const sentAt = Date.now();
  await sendOtp(page);
  const from = page.getByText(/^You can ask for a new OTP from (\d{1,2}:\d{2} [ap]m) \(India time\)\.$/);
  const countdown = page.getByText(/^Time remaining: 00:\d{2} s$/);
  if (javaScriptEnabled) {
    await expect(countdown).toBeVisible();
    await expect(from).toBeHidden();
    return;
  }
  await expect(from).toBeVisible();
  await expect(countdown).toBeHidden();
  // The minute after the wait (59 s from sending), on India's clock.
  const said = /from (\S+ [ap]m)/.exec((await from.textContent()) ?? "")?.[1];
  const possible = [0, 1, 2].map((extra) => indiaMinuteFrom(new Date(sentAt + (59 + extra * 60) * 1000)));
  expect(possible).toContain(said);
});

test.describe("the OTP page when the scripts start", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "holding the scripts back means nothing without JavaScript");

  test("digits typed before hydration stay, and no button appears or goes", async ({ browser, baseURL }) => {
    const { page, close } = await visitorPage(browser, baseURL);
    try {
      await sendOtp(page);
      const scripts = await holdScripts(page);
      // The page hydrates at load (its countdown is live): the scripts are asked for at once,
      // and the load event waits for them.
      await page.reload({ waitUntil: "commit" });
      await scripts.untilWaiting();
      await page.getByLabel("OTP digit 1").fill("1");
      await page.getByLabel("OTP digit 2").fill("2");
      const before = await controlStates(page);
      expect(before.some((c) => c.control.endsWith("|resend|Resend OTP") && c.box)).toBe(true);

      await scripts.release();
      expect(await controlStates(page)).toEqual(before);
      await expect(page.getByRole("button", { name: "Resend OTP" })).toBeHidden();
    } finally {
      await close();
    }
  });
});
