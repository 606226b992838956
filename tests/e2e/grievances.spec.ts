import type { Page } from "@playwright/test";

import { grievanceDueDate, grievanceFormMessages as messages } from "../../app/domain/grievance";
import { formatIndiaDay } from "../../app/domain/india-date";
import { expect, flashOn, freshMobile, readOutbox, test } from "./fixtures";

// A visitor finds the Grievance Officer on the privacy policy, files a grievance on the form and
// gets its reference number and the day we answer by, on the page and in an acknowledgement.

async function fileGrievance(page: Page, fields: { name: string; email?: string; mobile?: string; description: string }) {
  await page.getByLabel("Your name").fill(fields.name);
  if (fields.email) await page.getByLabel("E-mail").fill(fields.email);
  if (fields.mobile) await page.getByLabel("Mobile number").fill(fields.mobile);
  await page.getByLabel("What is it about?").selectOption({ label: "A payment or refund" });
  await page.getByLabel("Your grievance").fill(fields.description);
  await page.getByRole("button", { name: "Send grievance" }).click();
}

test.describe("grievances", () => {
  test("the privacy policy names the Grievance Officer and the period, and leads to the form", async ({ page }) => {
    await page.goto("/privacy-policy");
    const section = page.getByRole("region", { name: "Grievance officer" });
    await expect(section).toContainText("Name: Demo Grievance Officer");
    await expect(section.getByRole("link", { name: "grievance@grahavani.example" })).toHaveAttribute(
      "href",
      "mailto:grievance@grahavani.example",
    );
    await expect(section).toContainText("answer it within 15 days of receiving it");
    await section.getByRole("link", { name: "our grievance form" }).click();
    await expect(page).toHaveURL(/\/grievance$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.title);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Grievances" })).toHaveAttribute("href", "/grievance");
  });

  test("a visitor files a grievance and sees its reference number and the day we answer by", async ({ page }) => {
    const mobile = freshMobile();
    await page.goto("/grievance");
    // Nothing to reply to: the form says so beside the e-mail box, with what was typed kept.
    await fileGrievance(page, { name: "Asha Rao", description: "I was charged twice for one chat." });
    await expect(page.getByText(messages.contactRequired)).toBeVisible();
    await expect(page.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Your grievance")).toHaveValue("I was charged twice for one chat.");

    await page.getByLabel("Mobile number").fill(`+91 ${mobile}`);
    await page.getByRole("button", { name: "Send grievance" }).click();
    await expect(page).toHaveURL(/\/grievance\/thank-you$/);
    const answerBy = formatIndiaDay(grievanceDueDate(new Date()));
    const flash = flashOn(page);
    await expect(flash).toContainText(/Your reference number is G-\d{4}-\d{6}\./);
    await expect(flash).toContainText(`We will answer by ${answerBy}.`);
    const reference = /G-\d{4}-\d{6}/.exec((await flash.textContent()) ?? "")![0];
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your grievance has been sent");

    // Only a mobile number was given: the acknowledgement goes by SMS.
    await expect
      .poll(() => readOutbox().find((m) => m.channel === "sms" && m.to === `+91${mobile}`)?.text)
      .toBe(`Grahavani: we have received your grievance ${reference}. We will answer by ${answerBy}.`);
  });
});
