import type { Locator, Page } from "@playwright/test";

import { en } from "../../app/locales/en";
import { expect, freshMobile, test } from "./fixtures";
import { approveInAdmin, finishOnboarding, previewPdfInAdmin, registerAstrologer, signInByOtp, uniqueName } from "./journey-helpers";

const stageHeadings = en.onboarding.stages;
const ratingMessages = en.astrologers.rating;

// Approving an astrologer changes the public lists, so this file runs with the publishing
// tests, after the page tests that read the lists (tests/playwright.config.ts).

const cards = (page: Page) => page.getByRole("main").getByRole("article");

async function isNew(card: Locator): Promise<boolean> {
  return (await card.getByText(ratingMessages.new, { exact: true }).count()) === 1;
}

test.describe("an approved newcomer on the lists", () => {
  test("is listed as New with the offer wording, after every rated astrologer, and sees the approval", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.setTimeout(180_000);
    const fullName = uniqueName("Naik");
    const firstName = fullName.split(" ")[0];
    await signInByOtp(page, freshMobile(), "Are you an Astrologer?");
    // Thirty years of experience: experience alone does not rank a newcomer above rated astrologers.
    await registerAstrologer(page, fullName, javaScriptEnabled, "30");
    await finishOnboarding(page);
    await previewPdfInAdmin(page, fullName, javaScriptEnabled);
    await approveInAdmin(page, fullName);

    await page.goto("/app-downloads");
    await expect(page.getByRole("main").getByRole("heading", { name: stageHeadings.approved })).toBeVisible();

    for (const list of ["call", "chat"] as const) {
      // Marathi: rated demo astrologers and the newcomers of both projects.
      await page.goto(`/${list}-with-astrologer?language=marathi`);
      await expect(cards(page).first()).toBeVisible();
      const card = cards(page).filter({ has: page.getByRole("heading", { level: 2, name: firstName, exact: true }) });
      await expect(card.getByText(ratingMessages.new, { exact: true })).toBeVisible();
      await expect(card.getByText(/★/)).toHaveCount(0);
      // New registrations charge the spec's standard 10 rupees per minute.
      await expect(card.locator(".astro-price")).toHaveText("First 5 min FREE, then ₹10/min");

      const flags: boolean[] = [];
      for (const each of await cards(page).all()) flags.push(await isNew(each));
      expect(flags[0]).toBe(false);
      // Every rated astrologer comes before every newcomer.
      expect(flags).toEqual([...flags].sort((a, b) => Number(a) - Number(b)));
    }

    await page.goto("/call-with-astrologer");
    await expect(cards(page).first()).toBeVisible();
    expect(await isNew(cards(page).first())).toBe(false);
  });
});
