import type { Page } from "@playwright/test";

import { GRIEVANCE_EMAIL_LINK, grievanceDueDate } from "../../app/domain/grievance";
import { formatIndiaDay } from "../../app/domain/india-date";
import { PLACEHOLDER_GRIEVANCE_OFFICER } from "../../app/infra/env.server";
import en from "../../app/locales/en/grievance";
import hi from "../../app/locales/hi/grievance";
import { expect, flashOn, freshMobile, readOutbox, test } from "./fixtures";

const messages = en.messages;

// A visitor finds the Grievance Officer on the privacy policy, files a grievance on the form and
// gets its reference number and the day we answer by on the page; we write to them only where
// they show the address is theirs (decision 080).

const REFERENCE = /G-\d{4}-\d{6}/;

/** The officer's notice of a grievance: queued with it, so once it is out, the grievance's other messages would be too. */
const officerNoticeOf = (reference: string) =>
  readOutbox().some((m) => m.to === PLACEHOLDER_GRIEVANCE_OFFICER.email && m.subject === `New grievance ${reference}`);

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
    const reference = REFERENCE.exec((await flash.textContent()) ?? "")![0];
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your grievance has been sent");

    // A number typed by someone not signed in is not known to be theirs: no SMS goes to it, and
    // the page says to keep the reference number.
    await expect(flash).toContainText(messages.keepReference);
    await expect(page.getByRole("main")).toContainText(en.thankYou.acknowledged);
    await expect(page.getByRole("main").getByRole("link", { name: "Your data" })).toHaveAttribute("href", "/my-data");
    await expect.poll(() => officerNoticeOf(reference)).toBe(true);
    expect(readOutbox().filter((m) => m.to === `+91${mobile}`)).toEqual([]);
  });

  test("an e-mail address gets a link and nothing of the grievance; its owner confirms it, and the acknowledgement follows", async ({
    page,
  }, info) => {
    const email = `owner.${info.project.name}.${Date.now()}@example.in`;
    const description = `Please visit https://evil.example/prize (${info.project.name}).`;
    await page.goto("/grievance");
    await fileGrievance(page, { name: "Asha Rao", email, description });
    await expect(page).toHaveURL(/\/grievance\/thank-you$/);
    const flash = flashOn(page).filter({ hasText: REFERENCE });
    await expect(flash).toContainText(
      messages.emailLinkSent.replace("{{email}}", email).replace("{{hours}}", String(GRIEVANCE_EMAIL_LINK.ttlMs / 3_600_000)),
    );
    const reference = REFERENCE.exec((await flash.textContent()) ?? "")![0];

    await expect.poll(() => readOutbox().filter((m) => m.to === email).length).toBe(1);
    const [link] = readOutbox().filter((m) => m.to === email);
    expect(link.text).not.toContain("evil.example");
    expect(link.text).not.toContain("Asha Rao");
    expect(link.text).not.toContain(reference);
    const address = new URL(/https?:\/\/\S+\/grievance\/confirm\/\S+/.exec(link.text)![0]);

    // Opening the link shows a button and changes nothing.
    await page.goto(address.pathname);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.confirmEmail.title);
    await page.reload();
    await expect.poll(() => officerNoticeOf(reference)).toBe(true);
    expect(readOutbox().filter((m) => m.to === email)).toHaveLength(1);

    await page.getByRole("button", { name: en.confirmEmail.confirm }).click();
    await expect(flashOn(page)).toHaveText(en.confirmEmail.confirmed);
    await expect(page.getByText(en.confirmEmail.done)).toBeVisible();
    await expect(page.getByRole("button", { name: en.confirmEmail.confirm })).toHaveCount(0);
    await expect
      .poll(() => readOutbox().find((m) => m.to === email && m.subject.includes(reference))?.text ?? "")
      .toContain("Namaste Asha Rao");

    // Used once: opened again it says so, and sends nothing more.
    await page.goto(address.pathname);
    await expect(page.getByText(en.confirmEmail.done)).toBeVisible();
    expect(readOutbox().filter((m) => m.to === email)).toHaveLength(2);
  });

  test("a link that is not ours is answered 404 with its message, in either edition", async ({ page }) => {
    for (const [prefix, words] of [
      ["", en],
      ["/hi", hi],
    ] as const) {
      const response = await page.goto(`${prefix}/grievance/confirm/${"A".repeat(43)}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.confirmEmail.title);
      await expect(page.getByText(words.confirmEmail.notFound)).toBeVisible();
    }
  });
});
