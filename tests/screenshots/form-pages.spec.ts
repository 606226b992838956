import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import type { Page } from "@playwright/test";
import sharp from "sharp";

import { verhoeffCheckDigit } from "../../app/domain/bank";
import { en } from "../../app/locales/en";
import { hi } from "../../app/locales/hi";
import { adminLogin } from "../e2e/admin-helpers";
import { expect, freshMobile, test, waitForOtp } from "../e2e/fixtures";
import { E2E_ADMIN } from "../support/server-process";

const consentLabel = en.forms.consent.label;

// Every journey as a 360 px phone shows it, written to docs/screenshots/ with an index: the
// reading pages, then every form page, reached through the real flows (OTP from the outbox, the
// administrator's session), each form also shown answering with its errors.

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(here, "../../docs/screenshots");
const JPEG = fs.readFileSync(path.resolve(here, "../fixtures/id-card.jpg"));
const shots: Array<{ file: string; title: string }> = [];

async function shoot(page: Page, file: string, title: string) {
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ fullPage: true, animations: "disabled", caret: "hide" });
  // A palette keeps the committed images small; flat page colours lose nothing visible.
  await sharp(png)
    .png({ palette: true, quality: 90, compressionLevel: 9 })
    .toFile(path.join(outDir, `${file}.png`));
  shots.push({ file: `${file}.png`, title });
}

async function verifyMobile(page: Page, mobile: string, shotPrefix?: string) {
  await page.goto("/signup");
  if (shotPrefix) await shoot(page, `${shotPrefix}-signup`, "Sign up or log in (/signup)");
  await page.getByLabel("Mobile Number").fill(mobile);
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page).toHaveURL(/\/otp-verifications$/);
  const code = await waitForOtp(mobile);
  if (shotPrefix) await shoot(page, `${shotPrefix}-otp`, "The OTP page (/otp-verifications)");
  for (const [i, digit] of [...code].entries()) await page.getByLabel(`OTP digit ${i + 1}`).fill(digit);
  await page.getByRole("button", { name: "VERIFY OTP" }).click();
  await expect(page).toHaveURL(/\/who-are-you$/);
}

async function chooseLocation(page: Page, state: string, city: string) {
  await page.getByLabel("State", { exact: true }).selectOption({ label: state });
  const cities = page.getByLabel("City", { exact: true });
  await expect(cities.getByRole("option", { name: city, exact: true })).toBeAttached();
  await cities.selectOption({ label: city });
}

test.beforeAll(() => {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
});

test.afterAll(() => {
  const lines = [
    "# Every journey at 360 px",
    "",
    "Taken by `npm run screenshots` (tests/screenshots/) in Chromium at 360×740 CSS pixels, through the",
    "real flows on a fresh demo database. Regenerate them after changing a page.",
    "",
    ...shots.map((s) => `- [${s.title}](${s.file})`),
    "",
  ];
  fs.writeFileSync(path.join(outDir, "README.md"), lines.join("\n"));
});

test("reading pages", async ({ page }) => {
  const pages: Array<[string, string, string]> = [
    ["00-home", "/", "Home (/)"],
    ["00-daily-horoscope", "/daily-horoscope/today/leo", "Daily horoscope (/daily-horoscope/today/leo)"],
    ["00-yearly-horoscope", "/yearly-horoscope/leo", "Yearly horoscope (/yearly-horoscope/leo)"],
    ["00-blogs", "/blogs", "Blogs (/blogs)"],
    ["00-festival", "/festival", "Festival calendar (/festival)"],
    ["00-call-list", "/call-with-astrologer", "Call with an astrologer (/call-with-astrologer)"],
    ["00-faq", "/faq", "FAQ (/faq)"],
    ["00-panchang", "/panchang/varanasi/2027-03-22", "Panchang (/panchang/varanasi/2027-03-22)"],
  ];
  for (const [file, address, title] of pages) {
    await page.goto(address);
    await shoot(page, file, title);
  }
  // The phone's menu, open.
  await page.getByRole("banner").getByLabel("Menu", { exact: true }).click();
  await shoot(page, "00-menu", "The menu on a phone");
});

test("the Hindi edition", async ({ page }) => {
  const pages: Array<[string, string, string]> = [
    ["20-hi-home", "/hi", "Hindi: home (/hi)"],
    ["20-hi-daily-horoscope", "/hi/daily-horoscope/today/leo", "Hindi: daily horoscope (/hi/daily-horoscope/today/leo)"],
    ["20-hi-yearly-horoscope", "/hi/yearly-horoscope/leo", "Hindi: yearly horoscope (/hi/yearly-horoscope/leo)"],
    ["20-hi-blogs", "/hi/blogs", "Hindi: articles (/hi/blogs)"],
    ["20-hi-festival", "/hi/festival", "Hindi: festival calendar (/hi/festival)"],
    ["20-hi-call-list", "/hi/call-with-astrologer", "Hindi: call with an astrologer (/hi/call-with-astrologer)"],
    ["20-hi-faq", "/hi/faq", "Hindi: FAQ (/hi/faq)"],
    ["20-hi-terms", "/hi/terms-and-conditions", "Hindi: terms (/hi/terms-and-conditions)"],
    ["20-hi-panchang", "/hi/panchang/varanasi/2027-03-22", "Hindi: panchang (/hi/panchang/varanasi/2027-03-22)"],
    ["20-hi-signup", "/hi/signup", "Hindi: sign up or log in (/hi/signup)"],
  ];
  for (const [file, address, title] of pages) {
    await page.goto(address);
    await shoot(page, file, title);
  }
  await page.getByRole("banner").getByLabel(hi.common.header.menu, { exact: true }).click();
  await shoot(page, "20-hi-menu", "Hindi: the menu on a phone");
});

test("customer forms", async ({ page }) => {
  await verifyMobile(page, freshMobile(), "01-customer");
  await shoot(page, "01-customer-who-are-you", "Who are you? (/who-are-you)");
  await page.getByRole("button", { name: /Are you a User\?/ }).click();
  await expect(page).toHaveURL(/\/user-registration$/);
  await shoot(page, "02-user-registration", "Customer registration (/user-registration)");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await shoot(page, "02-user-registration-errors", "Customer registration, answered with errors");
  await page.getByLabel("Full name").fill("Asha Devi Rao");
  await page.getByRole("radio", { name: "Female" }).check();
  await chooseLocation(page, "Maharashtra", "Pune");
  await page.getByLabel("Pin code").fill("411001");
  await page.getByLabel("Date of birth").fill("1990-04-21");
  await page.getByLabel("Time of birth").fill("06:45");
  await page.getByLabel("Location").fill("Pune");
  await page.getByLabel("E-mail").fill("asha@example.in");
  await page.getByLabel(consentLabel).check();
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/profile");
  await shoot(page, "03-profile", "Profile (/profile)");
  await page.goto("/account-deletion");
  await shoot(page, "04-account-deletion", "Account deletion (/account-deletion)");
});

test("astrologer forms", async ({ page }) => {
  const mobile = freshMobile();
  await verifyMobile(page, mobile);
  await page.getByRole("button", { name: /Are you an Astrologer\?/ }).click();
  await expect(page).toHaveURL(/\/astrologer-registration$/);
  await shoot(page, "05-astrologer-registration", "Astrologer registration, step 1 (/astrologer-registration)");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await shoot(page, "05-astrologer-registration-errors", "Astrologer registration, answered with errors");
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field("Full Name").fill("Kavya Raman Iyer");
  await field("Age").fill("34");
  await field("Gender").selectOption("Female");
  await field("Address").fill("12 Temple Street");
  await chooseLocation(page, "Maharashtra", "Pune");
  await field("Pincode").fill("411001");
  await field("Email").fill("kavya@example.in");
  await field("Languages").fill("Marathi, Hindi, English");
  await field("Experience (years)").fill("9");
  await field("Specialisation").selectOption("vedic");
  await page.getByLabel(consentLabel).check();
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/bank-details$/);
  await shoot(page, "06-bank-details", "Bank details, step 2 (/bank-details)");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await shoot(page, "06-bank-details-errors", "Bank details, answered with errors");
  const aadhaar = "52345678901" + verhoeffCheckDigit("52345678901");
  await field("Aadhar Number").fill(aadhaar);
  await field("PAN Number").fill("abcde1234f");
  await field("Account Holder Name").fill("Kavya Iyer");
  await field("Account Number").fill("000123456789");
  const reEnter = page.getByLabel(/re-enter/i);
  if ((await reEnter.count()) > 0) await reEnter.fill("000123456789");
  await field("IFSC Code").fill("sbin0000001");
  await field("IFSC Code").blur();
  await expect(field("Bank Name")).toHaveValue("State Bank of India");
  await field("Branch Name").fill("Mumbai Main Branch");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/document$/);
  await shoot(page, "07-documents", "Documents, step 3 (/document)");
  await page.goto("/document?one=aadharFront");
  await shoot(page, "07-documents-one-at-a-time", "Documents one at a time, for a slow line (/document?one=aadharFront)");
  await page.goto("/document");
  await field("Aadhar Front").setInputFiles({ name: "front.jpg", mimeType: "image/jpeg", buffer: JPEG });
  await page.getByRole("button", { name: "Upload Documents" }).click();
  await expect(page.getByRole("alert").first()).toBeVisible();
  await shoot(page, "07-documents-errors", "Documents, answered with the ones still to choose");
  await field("Aadhar Back").setInputFiles({ name: "back.jpg", mimeType: "image/jpeg", buffer: JPEG });
  await field("PAN Card").setInputFiles({ name: "pan.jpg", mimeType: "image/jpeg", buffer: JPEG });
  await page.getByRole("button", { name: "Upload Documents" }).click();
  await expect(page).toHaveURL(/\/app-downloads$/);
  await shoot(page, "08-astrologer-app-downloads", "After step 3: the astrologer's app page (/app-downloads)");
  await page.goto("/astrologer-status");
  await shoot(page, "09-astrologer-status", "Application status (/astrologer-status)");
});

test("administrator forms", async ({ page, browser, baseURL }) => {
  const visitor = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  try {
    const signIn = await visitor.newPage();
    await signIn.goto("/admin/login");
    await shoot(signIn, "10-admin-login", "Administrator sign-in (/admin/login)");
    await signIn.getByLabel("Email").fill(E2E_ADMIN.email);
    await signIn.getByLabel("Password").fill(E2E_ADMIN.password);
    await signIn.getByRole("button", { name: /log ?in|sign in/i }).click();
    await expect(signIn).toHaveURL(/\/admin\/two-factor/);
    await shoot(signIn, "11-admin-second-factor", "The administrator's second factor (/admin/two-factor)");
  } finally {
    await visitor.close();
  }
  await adminLogin(page);
  await shoot(page, "12-admin-applications", "Applications (/admin)");
  const view = page.getByRole("link", { name: "View Application" }).first();
  await view.click();
  await expect(page).toHaveURL(/\/admin\/view\/\d+$/);
  await shoot(page, "13-admin-application", "One application (/admin/view/:id)");
  for (const [file, address, title] of [
    ["14-admin-blog-upload", "/admin/blogupload", "Blog upload (/admin/blogupload)"],
    ["15-admin-faq-manager", "/admin/faqmanager", "FAQ manager (/admin/faqmanager)"],
    ["16-admin-horoscope-upload", "/admin/horoscopeupload", "Horoscope upload (/admin/horoscopeupload)"],
    ["17-admin-reports", "/admin/reports", "Reports (/admin/reports)"],
  ] as const) {
    await page.goto(address);
    await shoot(page, file, title);
  }
});
