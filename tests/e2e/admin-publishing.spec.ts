import fs from "node:fs";
import path from "node:path";

import type { Page } from "@playwright/test";

import { SIGNS } from "../../app/domain/horoscope";
import { adminWords } from "../../app/locales/en/admin";
import { hi } from "../../app/locales/hi";
import { adminLogin } from "./admin-helpers";
import { expect, test } from "./fixtures";

const messages = adminWords.horoscopeUpload;

// The admin's horoscope upload and FAQ/contact manager, with JavaScript on and off.
// The upload batch and the contact details are global to the shared server, and the js
// and no-js projects run at the same time: each of those tests holds a lock file in the
// server's data directory while it works, and each project uses its own dates.

const SEEDED_CONTACT = { email: "support@grahavani.in", phone: "+91 80 4718 2600" };

async function exclusively<T>(name: string, work: () => Promise<T>): Promise<T> {
  const file = path.join(process.env.E2E_DATA_DIR!, `${name}.lock`);
  const deadline = Date.now() + 150_000;
  for (;;) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(file, { force: true });
  }
}

const startDate = (page: Page) => page.getByLabel("Start date");
const signSelect = (page: Page) => page.getByLabel("Sign", { exact: true });

async function submitUpload(page: Page, sign: string, prediction: string) {
  await signSelect(page).selectOption(sign);
  await page.getByLabel("Prediction").fill(prediction);
  await page.getByRole("button", { name: "Upload horoscope" }).click();
}

/** A batch left open (an earlier failed run) is completed first: only one is open at a time. */
async function finishOpenBatch(page: Page) {
  for (let i = 0; i < SIGNS.length && (await startDate(page).getAttribute("readonly")) !== null; i++) {
    const next = await signSelect(page).inputValue();
    await submitUpload(page, next, "Finishing an earlier upload.");
    await expect(page.getByText(/uploaded successfully!|All 12 horoscopes uploaded!/)).toBeVisible();
  }
  await expect(startDate(page)).not.toHaveAttribute("readonly");
}

test.describe("admin publishing", () => {
  test.describe.configure({ mode: "serial" });

  test("without an admin session the tools send to the login and posts change nothing", async ({ request }) => {
    for (const pathname of ["/admin/horoscopeupload", "/admin/faqmanager"]) {
      const page = await request.get(pathname, { maxRedirects: 0 });
      expect(page.status()).toBe(302);
      expect(page.headers()["location"]).toBe(`/admin/login?next=${encodeURIComponent(pathname)}`);
    }
    const question = `Anonymous question ${Date.now()}`;
    const post = await request.post("/admin/faqmanager", {
      form: { intent: "add", language: "en", question, answer: "No." },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(403);
    const upload = await request.post("/admin/horoscopeupload", {
      form: { startDate: "2033-01-01", endDate: "2033-01-01", language: "english", sign: "aries", prediction: "No." },
      maxRedirects: 0,
    });
    expect(upload.status()).toBe(403);
    expect(await (await request.get("/faq")).text()).not.toContain(question);
  });

  test("an admin uploads the twelve signs in order and the daily page shows the new text", async ({ page, context }, testInfo) => {
    test.setTimeout(300_000);
    const year = testInfo.project.use.javaScriptEnabled === false ? "2032" : "2031";
    const [start, end] = [`${year}-01-01`, `${year}-01-03`];
    const leoText = `Leo shines in ${year}:\n* A promotion at work\n* A reunion with old friends\n\nRest on Sunday.`;

    await exclusively("horoscope-batch", async () => {
      await adminLogin(page);
      await page.goto("/admin/horoscopeupload");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Daily horoscope upload");
      await finishOpenBatch(page);
      // A second window, opened while no upload is under way, still offers free dates.
      const otherWindow = await context.newPage();
      await otherWindow.goto("/admin/horoscopeupload");

      await startDate(page).fill(start);
      await page.getByLabel("End date").fill(end);
      await expect(signSelect(page)).toHaveValue("aries");
      await page.getByRole("button", { name: "Upload horoscope" }).click();
      await expect(page.getByText(messages.predictionRequired)).toBeVisible();
      await expect(startDate(page)).toHaveValue(start);
      await submitUpload(page, "aries", `Aries text for ${year}.`);
      await expect(page.getByText("Horoscope for Aries uploaded successfully!")).toBeVisible();

      // The dates lock at the batch's values; Aries is done and Taurus comes next.
      await expect(startDate(page)).toHaveValue(start);
      await expect(startDate(page)).toHaveAttribute("readonly", "");
      await expect(page.getByLabel("End date")).toHaveValue(end);
      const progress = page.getByRole("region", { name: "Signs" });
      await expect(progress.getByRole("listitem").filter({ hasText: "Done" })).toHaveText([/Aries/]);
      await expect(signSelect(page)).toHaveValue("taurus");

      await submitUpload(page, "gemini", "Gemini too early.");
      await expect(page.getByText(messages.outOfOrder("Taurus"))).toBeVisible();
      await expect(page.getByLabel("Prediction")).toHaveValue("Gemini too early.");
      await submitUpload(page, "aries", "Aries again.");
      await expect(page.getByText(messages.alreadyUploaded)).toBeVisible();

      await otherWindow.getByLabel("Start date").fill(`${year}-02-01`);
      await otherWindow.getByLabel("End date").fill(`${year}-02-02`);
      await submitUpload(otherWindow, "taurus", "Taurus for other dates.");
      await expect(otherWindow.getByText(messages.datesLocked)).toBeVisible();
      await expect(otherWindow.getByLabel("Start date")).toHaveValue(start);
      await otherWindow.close();

      for (const sign of SIGNS.slice(1, 11)) {
        // After a refusal the form keeps the admin's choice; after an upload it offers the next sign.
        if (sign.slug !== "taurus") await expect(signSelect(page)).toHaveValue(sign.slug);
        await submitUpload(page, sign.slug, sign.slug === "leo" ? leoText : `${sign.name} text for ${year}.`);
        await expect(page.getByText(`Horoscope for ${sign.name} uploaded successfully!`)).toBeVisible();
      }
      await expect(progress.getByRole("listitem").filter({ hasText: "Done" })).toHaveCount(11);
      await submitUpload(page, "pisces", `Pisces text for ${year}.`);
      await expect(page.getByText(messages.allUploaded)).toBeVisible();

      // The form starts afresh with free dates.
      await expect(startDate(page)).toHaveValue("");
      await expect(startDate(page)).not.toHaveAttribute("readonly");
      await expect(progress.getByRole("listitem").filter({ hasText: "Done" })).toHaveCount(0);
      await expect(signSelect(page)).toHaveValue("aries");
    });

    await page.goto(`/daily-horoscope/${year}-01-02/leo`);
    const prediction = page.locator(".prediction");
    await expect(prediction).toContainText(`Leo shines in ${year}:`);
    await expect(prediction.getByRole("listitem")).toHaveText(["A promotion at work", "A reunion with old friends"]);
    await expect(prediction).toContainText("Rest on Sunday.");
    await page.goto(`/daily-horoscope/${year}-01-03/pisces`);
    await expect(page.locator(".prediction")).toHaveText(`Pisces text for ${year}.`);
  });

  test("a day uploaded in English shows on its Hindi page under a note, and its Hindi text, once uploaded, at once", async ({
    page,
  }, testInfo) => {
    test.setTimeout(300_000);
    const day = testInfo.project.use.javaScriptEnabled === false ? "2037-03-03" : "2036-03-03";
    const hindiPage = `/hi/daily-horoscope/${day}/leo`;
    const uploadDay = async (language: "english" | "hindi", text: (sign: string) => string) => {
      await exclusively("horoscope-batch", async () => {
        await adminLogin(page);
        await page.goto("/admin/horoscopeupload");
        await finishOpenBatch(page);
        await startDate(page).fill(day);
        await page.getByLabel("End date").fill(day);
        await page.getByLabel("Language").selectOption(language);
        for (const sign of SIGNS) {
          await submitUpload(page, sign.slug, text(sign.name));
          // Each sign's own message: the one before may still be on the page.
          const done = sign.slug === "pisces" ? messages.allUploaded : `Horoscope for ${sign.name} uploaded successfully!`;
          await expect(page.getByText(done)).toBeVisible();
        }
      });
    };

    await uploadDay("english", (sign) => `${sign} in English for ${day}.`);
    await page.goto(hindiPage);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.getByText(hi.horoscope.notInHindi)).toBeVisible();
    const english = page.locator(".prediction");
    await expect(english).toHaveText(`Leo in English for ${day}.`);
    await expect(english).toHaveAttribute("lang", "en-IN");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator('link[rel="alternate"]')).toHaveCount(0);

    await uploadDay("hindi", (sign) => `${day} के लिए हिंदी में राशिफल (${sign})।`);
    await page.goto(hindiPage);
    await expect(page.locator(".prediction")).toHaveText(`${day} के लिए हिंदी में राशिफल (Leo)।`);
    await expect(page.locator(".prediction")).not.toHaveAttribute("lang");
    await expect(page.getByText(hi.horoscope.notInHindi)).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute(
      "href",
      new RegExp(`/daily-horoscope/${day}/leo$`),
    );
    // The English page names its Hindi twin now too.
    await page.goto(`/daily-horoscope/${day}/leo`);
    await expect(page.locator(".prediction")).toHaveText(`Leo in English for ${day}.`);
    await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute("href", new RegExp(`${hindiPage}$`));
  });

  test("an admin adds, edits and deletes a question and the FAQ page follows", async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const question = `Can I consult in Tamil? (${testInfo.project.name} ${Date.now()})`;
    await adminLogin(page);
    await page.goto("/admin/faqmanager");

    const add = page.getByRole("form", { name: "Add a question" });
    await add.getByRole("button", { name: "Add FAQ" }).click();
    await expect(add.getByText("Please enter the question.")).toBeVisible();
    await expect(add.getByText("Please enter the answer.")).toBeVisible();
    await add.getByLabel("Question").fill(question);
    await add.getByLabel("Answer").fill("Yes: many of our astrologers speak Tamil.");
    await add.getByRole("button", { name: "Add FAQ" }).click();
    await expect(page.getByText("FAQ added.")).toBeVisible();
    await expect(add.getByLabel("Question")).toHaveValue("");

    await page.goto("/faq");
    const published = page.locator("main details").filter({ hasText: question });
    await published.locator("summary").click();
    await expect(published.getByText("Yes: many of our astrologers speak Tamil.")).toBeVisible();

    await page.goto("/admin/faqmanager");
    const item = page.getByRole("listitem").filter({ has: page.getByText(question, { exact: true }) });
    await item.getByText(question, { exact: true }).click();
    await item.getByLabel("Answer").fill("");
    await item.getByRole("button", { name: "Save changes" }).click();
    await expect(item.getByText("Please enter the answer.")).toBeVisible();
    await item.getByLabel("Answer").fill("Yes: choose Tamil in the language filter.");
    await item.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("FAQ updated.")).toBeVisible();

    await page.goto("/faq");
    await published.locator("summary").click();
    await expect(published.getByText("Yes: choose Tamil in the language filter.")).toBeVisible();

    await page.goto("/admin/faqmanager");
    await item.getByText(question, { exact: true }).click();
    await item.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("FAQ deleted.")).toBeVisible();
    await expect(page.getByText(question)).toHaveCount(0);

    await page.goto("/faq");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
    await expect(page.getByText(question)).toHaveCount(0);
  });

  test("an admin updates the contact details and the footer shows them at once", async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const email = `care-${testInfo.project.name}@grahavani.in`;
    await adminLogin(page);
    // A chart is rendered on a thread of the page pool, with caches of its own: one drawn before
    // the change must not keep the old contact in that thread's footer after it.
    const chartFooter = async () =>
      (await page.request.post("/kundli", { form: { name: "Footer Check", date: "1990-05-14", time: "06:30", place: "Pune" } })).text();
    await exclusively("contact-details", async () => {
      try {
        expect(await chartFooter()).toContain(SEEDED_CONTACT.email);
        await page.goto("/admin/faqmanager");
        const contact = page.getByRole("form", { name: "Contact details" });
        await contact.getByLabel("Phone").fill("");
        await contact.getByRole("button", { name: "Update contact details" }).click();
        await expect(contact.getByText("Email and Phone are required.")).toBeVisible();

        await contact.getByLabel("Email").fill(email);
        await contact.getByLabel("Phone").fill("+91 80 1111 2222");
        await contact.getByRole("button", { name: "Update contact details" }).click();
        await expect(page.getByText("Contact details updated successfully!")).toBeVisible();
        // Admin pages have a footer of their own: the public footer is on the public pages.
        await page.goto("/");
        const footer = page.getByRole("contentinfo");
        await expect(footer.getByRole("link", { name: email })).toBeVisible();
        await expect(footer.getByRole("link", { name: "+91 80 1111 2222" })).toBeVisible();
        expect(await chartFooter()).toContain(email);
      } finally {
        // Other tests read the seeded contact: it is put back whatever happened above.
        const restored = await page.request.post("/admin/faqmanager", { form: { intent: "contact", ...SEEDED_CONTACT }, maxRedirects: 0 });
        expect(restored.status()).toBe(302);
      }
    });
    await page.goto("/faq");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: SEEDED_CONTACT.email })).toBeVisible();
  });
});
