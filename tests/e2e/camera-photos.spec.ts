import fs from "node:fs";
import { fileURLToPath } from "node:url";

import { type Browser, type Page, type Request, request } from "@playwright/test";
import sharp from "sharp";

import { MAX_DOCUMENT_BYTES } from "../../app/domain/onboarding";
import { MAX_PHOTO_BYTES } from "../../app/forms/customer";
import { en } from "../../app/locales/en";
import { cameraPhoto, fakePdf } from "../support/images";
import { adminLogin } from "./admin-helpers";
import { expect, flashOn, test } from "./fixtures";
import { applicantAtDocuments, registeredCustomer } from "./upload-helpers";

const profileMessages = en.account.profile;
const documentMessages = en.onboarding.documentMessages;

// A photo straight from a phone camera (4000×3000, several MB) on the document and profile
// forms. With JavaScript it is shrunk in the browser before it is sent; without, the server
// takes it as sent and shrinks it. Either way what is stored fits the limit, and a file that
// passed is kept when another part of the form fails.

const PDF = fs.readFileSync(fileURLToPath(new URL("../fixtures/certificate.pdf", import.meta.url)));

/** With JavaScript, what the browser sent must be small: a phone on a slow line sends this. */
const MAX_SENT_BYTES = 1.2 * 1024 * 1024;

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The size of a post's body: its Content-Length, or the body itself. */
async function bodySize(request: Request): Promise<number> {
  const declared = Number((await request.allHeaders())["content-length"]);
  return declared > 0 ? declared : (request.postDataBuffer()?.length ?? Number.POSITIVE_INFINITY);
}

/** The next post to `pathname` the page sends (with scripts, to its data address, `pathname.data`). */
const nextPost = (page: Page, pathname: string) =>
  page.waitForRequest((r) => r.method() === "POST" && [pathname, `${pathname}.data`].includes(new URL(r.url()).pathname), {
    timeout: 30_000,
  });

/** The stored documents of an applicant as an administrator receives them: label → bytes. */
async function storedDocuments(browser: Browser, applicantName: string, labels: string[]): Promise<Record<string, Buffer>> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const admin = await context.newPage();
    await adminLogin(admin);
    await admin.getByRole("link", { name: `View Application of ${applicantName}` }).click();
    await expect(admin).toHaveURL(/\/admin\/view\/\d+$/);
    const stored: Record<string, Buffer> = {};
    for (const label of labels) {
      const src = await admin.getByRole("img", { name: new RegExp(`^${label} \\(`) }).getAttribute("src");
      const answer = await context.request.get(src!);
      expect(answer.status()).toBe(200);
      stored[label] = await answer.body();
    }
    return stored;
  } finally {
    await context.close();
  }
}

test.describe("camera photos", () => {
  test("a 4 MB camera photo goes through the document form; beside a broken PDF it is kept and only the PDF is chosen again", async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    test.setTimeout(120_000);
    const name = `Meera Camera ${javaScriptEnabled ? "Js" : "Plain"} ${Date.now()}`;
    await applicantAtDocuments(page, name);
    const photo = await cameraPhoto();
    expect(photo.length).toBeGreaterThan(3 * 1024 * 1024);

    await page.goto("/document");
    await field(page, "Aadhar Front").setInputFiles({ name: "front.jpg", mimeType: "image/jpeg", buffer: photo });
    await field(page, "Aadhar Back").setInputFiles({ name: "back.jpeg", mimeType: "image/jpeg", buffer: photo });
    await field(page, "PAN Card").setInputFiles({ name: "pan.pdf", mimeType: "application/pdf", buffer: fakePdf() });
    // With JavaScript the upload is held on its way, to see what the page shows meanwhile
    // (released once; later uploads pass straight through).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const isUpload = (url: URL) => url.pathname === "/document.data";
    if (javaScriptEnabled) await page.route(isUpload, async (route) => held.then(() => route.continue()));
    const posted = nextPost(page, "/document");
    await page.getByRole("button", { name: "Upload Documents" }).click();
    if (javaScriptEnabled) {
      expect(await bodySize(await posted)).toBeLessThan(MAX_SENT_BYTES);
      await expect(page.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Uploading..." })).toBeDisabled();
      // Nothing covers the bar: the full-screen "Loading..." (shown after 400 ms) stays away.
      await page.waitForTimeout(1_000);
      await expect(page.getByText("Loading...", { exact: true })).toHaveCount(0);
      await expect(page.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
      release();
    }

    await expect(page.getByRole("alert")).toContainText(documentMessages.missing);
    // The bar is there only while an upload runs.
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    await expect(page.getByText(documentMessages.type, { exact: true })).toHaveCount(1);
    await expect(page.getByText("Uploaded: front.jpg")).toBeVisible();
    await expect(page.getByText("Uploaded: back.jpeg")).toBeVisible();
    await expect(page.getByText("Uploaded: pan.pdf")).toHaveCount(0);

    // Only the PAN card is chosen again.
    await field(page, "PAN Card").setInputFiles({ name: "pan.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByRole("button", { name: "Upload Documents" }).click();
    await expect(page).toHaveURL(/\/app-downloads$/);
    await expect(page.getByText(documentMessages.success)).toBeVisible();

    const stored = await storedDocuments(browser, name, ["Aadhar Front", "Aadhar Back"]);
    for (const bytes of Object.values(stored)) {
      expect(bytes.length).toBeLessThan(MAX_DOCUMENT_BYTES);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe("jpeg");
      expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(2000);
      // The aspect ratio is kept.
      expect(meta.width! / meta.height!).toBeCloseTo(4 / 3, 2);
    }
  });

  test("one document at a time: each post carries one photo, saved as it arrives, and the page shows which are done", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.setTimeout(150_000);
    await applicantAtDocuments(page, `Meera One By One ${javaScriptEnabled ? "Js" : "Plain"} ${Date.now()}`);
    const sizes: number[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") sizes.push(r.postDataBuffer()?.length ?? 0);
    });
    await page.goto("/document");
    // Offered where photos go as taken: without JavaScript.
    const invite = page.getByRole("link", { name: "Send one document at a time" });
    if (javaScriptEnabled) {
      await expect(invite).toBeHidden();
      await page.goto("/document?one=aadharFront");
    } else {
      await invite.click();
    }
    await expect(page).toHaveURL(/\/document\?one=aadharFront$/);
    const checklist = page.getByRole("list", { name: "Your documents" });
    const photo = await cameraPhoto();

    await field(page, "Aadhar Front").setInputFiles({ name: "front.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByRole("button", { name: "Upload Aadhar Front" }).click();
    await expect(page).toHaveURL(/\/document\?one=aadharBack$/);
    await expect(flashOn(page)).toContainText(documentMessages.oneSaved.replace("{{label}}", "Aadhar Front"));
    await expect(checklist).toContainText("Uploaded: front.jpg");

    await field(page, "Aadhar Back").setInputFiles({ name: "back.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByRole("button", { name: "Upload Aadhar Back" }).click();
    await expect(page).toHaveURL(/\/document\?one=panCard$/);
    await expect(checklist).toContainText("Uploaded: back.jpg");

    // A refused file is named beside its field; what is on file stays.
    await field(page, "PAN Card").setInputFiles({ name: "pan.txt", mimeType: "text/plain", buffer: Buffer.from("not a document\n") });
    await page.getByRole("button", { name: "Upload PAN Card" }).click();
    await expect(page.getByText(documentMessages.type, { exact: true })).toHaveCount(1);
    await expect(checklist).toContainText("Uploaded: front.jpg");

    await field(page, "PAN Card").setInputFiles({ name: "pan.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByRole("button", { name: "Upload PAN Card" }).click();
    await expect(page).toHaveURL(/\/app-downloads$/);
    await expect(page.getByText(documentMessages.success)).toBeVisible();
    // No post carried more than one photo.
    expect(sizes.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...sizes)).toBeLessThan(photo.length + 64 * 1024);
  });

  test("without JavaScript an 8 MB camera photo goes through a 1 Mbit/s link, longer than a form post may take", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(javaScriptEnabled, "with JavaScript the browser shrinks the photo before sending it");
    test.setTimeout(240_000);
    await applicantAtDocuments(page, `Meera Slow Line ${Date.now()}`);
    const photo = await cameraPhoto({ width: 6000, height: 4500 });
    expect(photo.length).toBeGreaterThan(8 * 1024 * 1024);
    await page.goto("/document");
    await field(page, "Aadhar Front").setInputFiles({ name: "front.jpg", mimeType: "image/jpeg", buffer: photo });
    // A phone on a slow line: 1 Mbit/s each way, 300 ms round trips.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 300,
      downloadThroughput: 125_000,
      uploadThroughput: 125_000,
    });
    const started = Date.now();
    await page.getByRole("button", { name: "Upload Documents" }).click();
    await expect(page.getByText("Uploaded: front.jpg")).toBeVisible({ timeout: 200_000 });
    // It took longer than a form post's body may (REQUEST_TIMEOUT_MS, 60 s): only an upload is
    // judged by whether bytes keep coming.
    expect(Date.now() - started).toBeGreaterThan(60_000);
  });

  test("a PDF of 500KB or more is still refused with the spec's message, and the photo beside it is kept", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.setTimeout(90_000);
    await applicantAtDocuments(page, `Meera Large Pdf ${javaScriptEnabled ? "Js" : "Plain"} ${Date.now()}`);
    const bigPdf = Buffer.concat([PDF, Buffer.alloc(MAX_DOCUMENT_BYTES, 0x20)]);
    await page.goto("/document");
    await field(page, "Aadhar Front").setInputFiles({ name: "front.jpg", mimeType: "image/jpeg", buffer: await cameraPhoto() });
    await field(page, "PAN Card").setInputFiles({ name: "pan.pdf", mimeType: "application/pdf", buffer: bigPdf });
    await page.getByRole("button", { name: "Upload Documents" }).click();
    await expect(page.getByText(documentMessages.size, { exact: true })).toHaveCount(1);
    if (!javaScriptEnabled) {
      // The browser's own check stops the post with JavaScript; without it the server judged each file.
      await expect(page.getByText("Uploaded: front.jpg")).toBeVisible();
    } else {
      await expect(field(page, "Aadhar Front")).toHaveJSProperty("files.length", 1);
    }
  });

  test("the profile keeps every edit when the photo fails, keeps a photo that passed, and stores a camera photo shrunk", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.setTimeout(120_000);
    await registeredCustomer(page);
    await page.goto("/profile");
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Asha Devi Rao");

    // A photo that is no image: the edits made beside it all come back.
    await page.getByLabel("Birth Place").fill("Mysuru");
    await page.getByLabel("PIN Code").fill("560001");
    await page.getByLabel("Time of Birth").fill("07:15");
    await page
      .getByLabel("Profile photo")
      .setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a picture at all\n") });
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(profileMessages.photoType, { exact: true })).toHaveCount(1);
    await expect(page.getByLabel("Birth Place")).toHaveValue("Mysuru");
    await expect(page.getByLabel("PIN Code")).toHaveValue("560001");
    await expect(page.getByLabel("Time of Birth")).toHaveValue("07:15");
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Asha Devi Rao");

    // A camera photo beside a field left empty.
    const photo = await cameraPhoto({ width: 3000, height: 4000 });
    await page.getByLabel("Name", { exact: true }).fill("");
    await page.getByLabel("Profile photo").setInputFiles({ name: "camera.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(profileMessages.name, { exact: true })).toHaveCount(1);
    await expect(page.getByLabel("PIN Code")).toHaveValue("560001");
    if (javaScriptEnabled) {
      // The browser's check caught the empty name before anything was sent: the photo is still chosen.
      await expect(page.getByLabel("Profile photo")).toHaveJSProperty("files.length", 1);
    } else {
      // The server kept the photo that passed; the person does not choose it again.
      await expect(page.getByText(profileMessages.photoKept)).toBeVisible();
      await expect(page.getByText("camera.jpg")).toBeVisible();
    }

    await page.getByLabel("Name", { exact: true }).fill("Asha Rao");
    const posted = nextPost(page, "/profile");
    await page.getByRole("button", { name: "Save" }).click();
    if (javaScriptEnabled) expect(await bodySize(await posted)).toBeLessThan(MAX_SENT_BYTES);
    await expect(page.getByText(profileMessages.updated)).toBeVisible();
    await expect(page.getByText(profileMessages.photoKept)).toHaveCount(0);
    // Saved as the place search names the place typed.
    await expect(page.getByLabel("Birth Place")).toHaveValue("Mysuru, Karnataka");
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Asha Rao");

    const shown = page.getByRole("img", { name: "Your profile photo" });
    await expect(shown).toHaveAttribute("src", /^\/media\/avatars\/[a-f0-9]{32}\.jpg$/);
    // Fetched on a connection of its own: the one the registration posted on can have sat idle
    // for just the server's keep-alive timeout (5 s), and Node's client does not retry a GET on a
    // connection the server closed under it, as a browser does (read ECONNRESET in CI).
    const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: await page.context().storageState() });
    const served = await api.get((await shown.getAttribute("src"))!);
    expect(served.status()).toBe(200);
    const stored = await served.body();
    await api.dispose();
    expect(stored.length).toBeLessThan(Math.min(MAX_PHOTO_BYTES, MAX_DOCUMENT_BYTES));
    const meta = await sharp(stored).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 900, height: 1200 });
  });
});
