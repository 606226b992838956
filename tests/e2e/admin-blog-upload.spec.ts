import type { Page } from "@playwright/test";
import sharp from "sharp";

import { indiaToday } from "../../app/clock/india-clock";
import { BLOG_LIST_START, formatBlogDate } from "../../app/domain/blog";
import { TYPE_NEW } from "../../app/domain/blog-upload";
import { adminWords } from "../../app/locales/en/admin";
import { adminLogin } from "./admin-helpers";
import { expect, test } from "./fixtures";

// A 1×1 PNG, made here rather than kept as a fixture file.
const pixelsOf = (bytes: Uint8Array) => sharp(bytes).ensureAlpha().raw().toBuffer();

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
const png = (name: string) => ({ name, mimeType: "image/png", buffer: PNG });

const HOSTILE_HTML = `<p>Read on for the transit.</p>
<script>alert(1)</script>
<img src="content-1" alt="A tiny test square" onerror="alert(1)">
<p><a href="javascript:alert(1)">x</a></p>`;

/** The form; with JavaScript, the page fixture's goto has waited until React runs it. */
async function openUploadForm(page: Page) {
  await adminLogin(page);
  await page.goto("/admin/blogupload");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog upload");
}

test.describe("admin blog upload", () => {
  test("an uploaded blog is listed on /blogs today and its page shows the image with no script in the article", async ({
    page,
    javaScriptEnabled,
  }, testInfo) => {
    const run = `${testInfo.project.name} ${Date.now()}`;
    const mainHeading = `Saturn upload check ${run}`;
    await openUploadForm(page);

    await page.getByLabel("Main heading").fill(mainHeading);
    await page.getByLabel("SEO heading").fill(`Saturn upload SEO ${run}`);
    // The same box in both modes: nothing appears or goes when the scripts start.
    await expect(page.getByLabel("New author name")).toBeVisible();
    await page.getByLabel("Author", { exact: true }).selectOption(TYPE_NEW);
    await page.getByLabel("New author name").fill("Guest Jyotishi");
    await page.getByLabel("Schedule date").fill(indiaToday(new Date()));
    await page.getByLabel("Short description").fill("What the transit means for work.");
    await page.getByLabel("HTML content").fill(HOSTILE_HTML);
    const metaTags = page.getByLabel("Meta tags", { exact: true });
    if (javaScriptEnabled) {
      // Typed at the end of the one box, as a person would: Enter adds each keyword once.
      for (const typed of ["saturn", "Career", "SATURN", "draft"]) {
        await metaTags.press("End");
        await metaTags.pressSequentially(typed);
        await metaTags.press("Enter");
      }
      await metaTags.pressSequentially("transit,");
      const chips = page.getByRole("list", { name: "Meta tags added" }).getByRole("listitem");
      await expect(chips).toHaveText(["saturn", "Career", "draft", "transit"]);
      await expect(metaTags).toHaveValue("saturn, Career, draft, transit, ");
      await metaTags.fill("saturn, Career, transit");
      await expect(chips).toHaveText(["saturn", "Career", "transit"]);
    } else {
      await metaTags.fill("saturn, Career, transit");
    }
    await page.getByLabel("Main image").setInputFiles(png("main.png"));
    await page
      .getByLabel("Content images")
      .setInputFiles([
        png("square.png"),
        { name: "notes.png", mimeType: "image/png", buffer: Buffer.from("These are notes, not a picture.") },
      ]);
    await page.getByRole("button", { name: "Upload Blog" }).click();

    await expect(page.getByText(adminWords.blogUpload.uploaded)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/blogupload$/);
    const receipt = page.getByRole("region", { name: `Uploaded: ${mainHeading}` });
    await expect(receipt.getByText("It is listed on /blogs now.")).toBeVisible();
    await expect(receipt.getByRole("listitem").getByText("content-1", { exact: true })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "notes.png" })).toContainText(adminWords.blogUpload.skipReasons.notImage);
    // The form starts empty again for the next post.
    await expect(page.getByLabel("Main heading")).toHaveValue("");
    const articlePath = await receipt.getByRole("link", { name: /^\/blogs\// }).getAttribute("href");
    expect(articlePath).toMatch(/^\/blogs\/saturn-upload-seo-/);

    await page.goto("/blogs");
    await page.getByRole("link", { name: mainHeading }).click();
    await expect(page).toHaveURL(new RegExp(`${articlePath}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(mainHeading);
    await expect(page.getByText("By Guest Jyotishi")).toBeVisible();
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", "saturn, Career, transit");

    const contentImage = page.getByRole("img", { name: "A tiny test square" });
    await expect(contentImage).toHaveAttribute("src", /^\/media\/blog\/[a-f0-9]{32}\.png$/);
    const hero = page.locator("img.blog-hero");
    await expect(hero).toHaveAttribute("src", /^\/media\/blog\/[a-f0-9]{32}\.png$/);
    for (const src of [await contentImage.getAttribute("src"), await hero.getAttribute("src")]) {
      const image = await page.request.get(src!);
      expect(image.status()).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/png");
      // Stored images are re-encoded (metadata dropped), so the picture, not the bytes, is the same.
      expect(await pixelsOf(await image.body())).toEqual(await pixelsOf(PNG));
    }

    const served = await (await page.request.get(articlePath!)).text();
    const articleBody = /<div class="article-body">([\s\S]*?)<\/div>/.exec(served)?.[1];
    expect(articleBody).toContain("Read on for the transit.");
    expect(articleBody).not.toMatch(/<script|onerror|javascript:/i);
  });

  test("a form with missing fields names each one beside it and keeps what was typed", async ({ page }) => {
    await openUploadForm(page);
    await page.getByLabel("Main heading").fill("Only a heading");
    await page.getByLabel("Schedule date").fill("2024-12-31");
    await page.getByRole("button", { name: "Upload Blog" }).click();

    await expect(page.getByText(adminWords.blogUpload.summary)).toBeVisible();
    for (const [label, message] of [
      ["SEO heading", adminWords.blogUpload.headingRequired],
      ["Author", adminWords.blogUpload.authorRequired],
      ["Schedule date", adminWords.blogUpload.beforeListStart(formatBlogDate(BLOG_LIST_START, "en", BLOG_LIST_START))],
      ["HTML content", adminWords.blogUpload.htmlRequired],
    ] as const) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
    }
    await expect(page.getByLabel("Main heading")).toHaveValue("Only a heading");
    await expect(page.getByLabel("Main heading")).not.toHaveAttribute("aria-invalid", "true");
  });
});

test.describe("admin blog upload: images kept after a field error", () => {
  test("images that passed are kept when a field fails, and the fixed post publishes them without choosing again", async ({
    page,
    javaScriptEnabled,
  }, testInfo) => {
    const run = `${testInfo.project.name} ${Date.now()}`;
    const mainHeading = `Kept images check ${run}`;
    const red = await sharp({ create: { width: 4, height: 4, channels: 3, background: { r: 200, g: 0, b: 0 } } })
      .png()
      .toBuffer();
    await openUploadForm(page);
    await page.getByLabel("Main heading").fill(mainHeading);
    await page.getByLabel("SEO heading").fill(`Kept images SEO ${run}`);
    await page.getByLabel("Author", { exact: true }).selectOption({ index: 1 });
    await page.getByLabel("Schedule date").fill(indiaToday(new Date()));
    // Filled, so the browser lets it go; only the server can tell nothing in it can be shown.
    await page.getByLabel("HTML content").fill("<script>alert(1)</script>");
    await page.getByLabel("Main image").setInputFiles({ name: "main.png", mimeType: "image/png", buffer: red });
    await page.getByLabel("Content images").setInputFiles(png("square.png"));
    await page.getByRole("button", { name: "Upload Blog" }).click();

    await expect(page.getByText(adminWords.blogUpload.imagesKept)).toBeVisible();
    await expect(page.getByLabel("HTML content")).toHaveAccessibleDescription(
      new RegExp(escapeRegExp(adminWords.blogUpload.htmlNothingLeft)),
    );
    await expect(page.getByLabel("Main image")).toHaveAccessibleDescription(/Kept: main\.png\b/);
    const kept = page.getByRole("list", { name: "Kept files and their keys" }).getByRole("listitem");
    await expect(kept).toHaveText(["content-1 square.png"]);
    await expect(page.getByLabel("Content images")).toHaveAccessibleDescription(/New images get keys after the kept ones \(content-2/);
    await expect(page.getByLabel(adminWords.blogUpload.discardKept)).not.toBeChecked();
    // The inputs are empty again: the server has the files, so nothing is sent twice.
    for (const label of ["Main image", "Content images"]) {
      expect(await page.getByLabel(label).evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);
    }
    await expect(page.getByLabel("Main heading")).toHaveValue(mainHeading);

    await page.getByLabel("HTML content").fill('<p>The kept square.</p><img src="content-1" alt="The kept square">');
    // A new content image continues after the kept one.
    await page.getByLabel("Content images").setInputFiles(png("second.png"));
    if (javaScriptEnabled) {
      await expect(page.getByRole("list", { name: "Keys for the chosen images" })).toHaveText("content-2 second.png");
    }
    await page.getByRole("button", { name: "Upload Blog" }).click();
    await expect(page.getByText(adminWords.blogUpload.uploaded)).toBeVisible();
    const receipt = page.getByRole("region", { name: `Uploaded: ${mainHeading}` });
    await expect(receipt.locator(".content-keys code")).toHaveText(["content-1", "content-2"]);
    // Taken by the save: the next post starts without kept images.
    await expect(page.getByRole("list", { name: "Kept files and their keys" })).toHaveCount(0);
    await expect(page.getByLabel(adminWords.blogUpload.discardKept)).toHaveCount(0);

    await page.goto(
      await receipt
        .getByRole("link", { name: /^\/blogs\// })
        .getAttribute("href")
        .then((href) => href!),
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(mainHeading);
    const contentImage = page.getByRole("img", { name: "The kept square" });
    await expect(contentImage).toHaveAttribute("src", /^\/media\/blog\/[a-f0-9]{32}\.png$/);
    const hero = page.locator("img.blog-hero");
    await expect(hero).toHaveAttribute("src", /^\/media\/blog\/[a-f0-9]{32}\.png$/);
    for (const [img, source] of [
      [contentImage, PNG],
      [hero, red],
    ] as const) {
      const image = await page.request.get((await img.getAttribute("src"))!);
      expect(image.status()).toBe(200);
      expect(await pixelsOf(await image.body())).toEqual(await pixelsOf(source));
    }
  });
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
