import type { Page } from "@playwright/test";

import { adminWords } from "../../app/locales/en/admin";
import { adminLogin } from "./admin-helpers";
import { expect, readOutbox, test } from "./fixtures";
import { controlStates, holdScripts, visitorPage } from "./held-scripts";

// The demo seed's Pending and Active astrologers; each project reviews its own.
const PEOPLE = {
  js: { approve: "Aditi Verma", reject: "Bhavesh Shah", deactivate: "Farida Shaikh" },
  "no-js": { approve: "Sanjana Das", reject: "Prakash Murthy", deactivate: "Ramesh Pillai" },
} as const;

const emailOf = (name: string) => `${name.toLowerCase().replace(" ", ".")}@example.in`;

async function listedOnCallPage(page: Page, firstName: string): Promise<boolean> {
  for (let n = 1; n <= 3; n++) {
    const path = n === 1 ? "/call-with-astrologer" : `/call-with-astrologer?page=${n}`;
    await page.goto(path);
    // A page past the end redirects to the last one: nothing more to look at.
    if (!page.url().endsWith(path)) break;
    const names = await page.getByRole("main").getByRole("article").getByRole("heading", { level: 2 }).allTextContents();
    if (names.map((t) => t.trim()).includes(firstName)) return true;
  }
  return false;
}

async function openApplication(page: Page, tab: "pending" | "approved" | "rejected", name: string) {
  await page.goto(`/admin?tab=${tab}`);
  await page.getByRole("link", { name: `View Application of ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Application: ${name}`);
}

test.describe("admin review of applications", () => {
  test("an approved application appears on the public call list and its applicant gets an e-mail", async ({ page }, info) => {
    // Two passes through the review, the outbox and the public list: 40 s alone on this machine,
    // past the default minute when the suite shares two cores.
    test.setTimeout(150_000);
    const who = PEOPLE[info.project.use.javaScriptEnabled === false ? "no-js" : "js"];
    const firstName = who.approve.split(" ")[0];
    expect(await listedOnCallPage(page, firstName)).toBe(false);
    await adminLogin(page);
    await openApplication(page, "pending", who.approve);
    await expect(page.getByRole("heading", { name: "Personal details" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "History" })).toBeVisible();
    // Approve asks first, saying what the application lacks (the demo applicants sent nothing).
    await page.getByRole("button", { name: "Approve", exact: true }).click();
    const question = page.getByRole("region", { name: adminWords.approval.heading });
    await expect(question).toBeInViewport();
    await expect(question).toContainText(adminWords.approval.noDocuments);
    await expect(question).toContainText(adminWords.approval.noBank);
    await question.getByRole("link", { name: adminWords.approval.cancel }).click();
    await expect(page.getByRole("region", { name: adminWords.approval.heading })).toHaveCount(0);
    await expect(page.getByText("Status: Pending")).toBeVisible();
    expect(await listedOnCallPage(page, firstName)).toBe(false);

    await openApplication(page, "pending", who.approve);
    await page.getByRole("button", { name: "Approve", exact: true }).click();
    await page.getByRole("button", { name: adminWords.approval.confirm }).click();
    await expect(page.getByText(adminWords.applications.approved)).toBeVisible();
    await expect(page.getByText("Status: Active")).toBeVisible();
    await expect(page.locator(".history")).toContainText(`Approved`);
    await expect(page.locator(".history")).toContainText("admin@example.in");
    // The e-mail was queued with the approval; the server's outbox worker delivers it a moment later.
    await expect
      .poll(() => readOutbox().some((m) => m.channel === "email" && m.to === emailOf(who.approve) && /approved/i.test(m.subject)))
      .toBe(true);
    expect(await listedOnCallPage(page, firstName)).toBe(true);
    await page.goto("/admin?tab=approved");
    await expect(page.getByRole("cell", { name: who.approve, exact: true })).toBeVisible();
  });

  test("a rejection needs a reason, then shows under Rejected with it and e-mails the reason", async ({
    page,
    browser,
    baseURL,
    javaScriptEnabled,
  }, info) => {
    const who = PEOPLE[info.project.use.javaScriptEnabled === false ? "no-js" : "js"];
    // With JavaScript, the reason is typed while the page's scripts are still on their way.
    const { page: reviewer, close } = javaScriptEnabled ? await visitorPage(browser, baseURL) : { page, close: async () => {} };
    let scripts: Awaited<ReturnType<typeof holdScripts>> | null = null;
    try {
      await adminLogin(reviewer);
      if (javaScriptEnabled) {
        await reviewer.goto("/admin?tab=pending");
        const href = await reviewer.getByRole("link", { name: `View Application of ${who.reject}` }).getAttribute("href");
        scripts = await holdScripts(reviewer);
        await reviewer.goto(href!, { waitUntil: "commit" });
        await expect(reviewer.getByRole("heading", { level: 1 })).toHaveText(`Application: ${who.reject}`);
      } else {
        await openApplication(reviewer, "pending", who.reject);
      }
      const reason = reviewer.getByLabel("Rejection reason");
      await expect(reason).toBeHidden();
      await reviewer.getByText("Reject", { exact: true }).click();
      const typed = `Certificate missing (${info.project.name})`;
      await reason.fill(typed);
      if (scripts) {
        await scripts.untilWaiting();
        const before = await controlStates(reviewer);
        expect(before.find((c) => c.control.startsWith("textarea|"))?.value).toBe(typed);
        expect(before.find((c) => c.open !== null)?.open).toBe(true);
        await scripts.release();
        expect(await controlStates(reviewer)).toEqual(before);
      }

      const submit = reviewer.getByRole("button", { name: "Submit rejection" });
      await reason.fill("");
      await submit.click();
      await expect(reviewer.getByText(adminWords.applications.reasonRequired)).toBeVisible();
      await reason.fill(typed);
      await submit.click();
      await expect(reviewer.getByText(adminWords.applications.rejected)).toBeVisible();
      await reviewer.goto("/admin?tab=rejected");
      const row = reviewer.getByRole("row").filter({ hasText: who.reject });
      await expect(row).toContainText(typed);
      await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}/);
      await expect.poll(() => readOutbox().find((m) => m.channel === "email" && m.to === emailOf(who.reject))?.text).toContain(typed);
    } finally {
      await close();
    }
  });

  test("a deactivated astrologer leaves the public list but keeps the record", async ({ page }, info) => {
    const who = PEOPLE[info.project.use.javaScriptEnabled === false ? "no-js" : "js"];
    const firstName = who.deactivate.split(" ")[0];
    expect(await listedOnCallPage(page, firstName)).toBe(true);
    await adminLogin(page);
    await openApplication(page, "approved", who.deactivate);
    await page.getByRole("button", { name: "Deactivate" }).click();
    await expect(page.getByText(adminWords.applications.deactivated)).toBeVisible();
    await expect(page.getByText("Status: Inactive")).toBeVisible();
    expect(await listedOnCallPage(page, firstName)).toBe(false);
  });

  test("the dashboard's tabs are links, and Uploads opens the three tools in new tabs", async ({ page }) => {
    await adminLogin(page);
    for (const name of ["Pending Registrations", "Approved Astrologers", "Rejected Applications", "Withdrawn Applications"]) {
      await page.getByRole("link", { name }).click();
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    await page.getByRole("link", { name: "Uploads" }).click();
    for (const href of ["/admin/horoscopeupload", "/admin/blogupload", "/admin/faqmanager"]) {
      await expect(page.locator(`.upload-links a[href="${href}"]`)).toHaveAttribute("target", "_blank");
    }
  });
});
