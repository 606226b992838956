import { adminWords } from "../../app/locales/en/admin";
import { adminLogin } from "./admin-helpers";
import { expect, flashOn, readOutbox, test } from "./fixtures";

const messages = adminWords.grievances;

// An administrator finds a new grievance in the list, reads it and resolves it; the answer
// reaches the person's confirmed e-mail address through the outbox. Nothing here changes a public page.

test("an administrator resolves a grievance from the list and the answer is e-mailed to the person's confirmed address", async ({
  page,
}, info) => {
  const email = `grievance.${info.project.name}.${Date.now()}@example.in`;
  const description = `The astrologer ended my chat early (${info.project.name}).`;
  await page.goto("/grievance");
  await page.getByLabel("Your name").fill("Kiran Das");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("What is it about?").selectOption({ label: "An astrologer" });
  await page.getByLabel("Your grievance").fill(description);
  await page.getByRole("button", { name: "Send grievance" }).click();
  await expect(page).toHaveURL(/\/grievance\/thank-you$/);
  const REFERENCE = /G-\d{4}-\d{6}/;
  const flash = flashOn(page).filter({ hasText: REFERENCE });
  await expect(flash).toBeVisible();
  const reference = REFERENCE.exec((await flash.textContent()) ?? "")![0];
  // The person confirms the address with the link e-mailed to it (decision 080); the acknowledgement follows.
  await expect.poll(() => readOutbox().some((m) => m.to === email)).toBe(true);
  const link = /https?:\/\/\S+\/grievance\/confirm\/\S+/.exec(readOutbox().find((m) => m.to === email)!.text)![0];
  await page.goto(new URL(link).pathname);
  await page.getByRole("button", { name: "Confirm my e-mail address" }).click();
  await expect(page.getByText("This e-mail address is confirmed", { exact: false })).toBeVisible();
  await expect.poll(() => readOutbox().some((m) => m.to === email && m.subject.includes(reference))).toBe(true);

  await adminLogin(page);
  await expect(page.getByRole("link", { name: /^Grievances: \d+ not resolved/ })).toBeVisible();
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Grievances" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Grievances");
  const row = page.getByRole("row").filter({ hasText: reference });
  await expect(row).toContainText("An astrologer");
  await expect(row).toContainText("Open");
  await row.getByRole("link", { name: `Open grievance ${reference}` }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Grievance ${reference}`);
  await expect(page.getByRole("region", { name: "The grievance" })).toContainText(description);
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expect(page.getByText(`Sent by e-mail to ${email} when you mark the grievance Resolved.`)).toBeVisible();

  // Resolving needs an answer.
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Resolved" });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(messages.replyRequired)).toBeVisible();
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("resolved");

  const reply = `We have spoken to the astrologer and credited 5 minutes to your wallet (${info.project.name}).`;
  await page.getByLabel("Answer to the person").fill(reply);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(flashOn(page)).toHaveText(messages.resolved(reference, email));
  await expect(page.getByText("Status: Resolved")).toBeVisible();
  await expect
    .poll(() => readOutbox().find((m) => m.channel === "email" && m.to === email && m.subject.includes("our answer"))?.text ?? "")
    .toContain(reply);

  await page.getByRole("link", { name: "← Back to the grievances" }).click();
  await expect(page.getByRole("row").filter({ hasText: reference })).toContainText("Resolved");

  // On a phone the list's rows are cards and neither page scrolls sideways.
  const detail = (await page.getByRole("link", { name: `Open grievance ${reference}` }).getAttribute("href"))!;
  await page.setViewportSize({ width: 360, height: 740 });
  for (const address of ["/admin/grievances", detail]) {
    await page.goto(address);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, `${address} in a ${clientWidth} px window`).toBeLessThanOrEqual(clientWidth);
  }
});
