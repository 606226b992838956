import fs from "node:fs";
import { fileURLToPath } from "node:url";

import type { Page } from "@playwright/test";

import { verhoeffCheckDigit } from "../../app/domain/bank";
import { en } from "../../app/locales/en";
import { adminWords } from "../../app/locales/en/admin";
import { adminLogin } from "./admin-helpers";
import { expect, lastOtpFor, readOutbox } from "./fixtures";

const consentLabel = en.forms.consent.label;

// Steps of an astrologer's journey that several journey tests share: the sign-in by OTP, the
// registration form, the bank and document steps, and an administrator's decision.

/** A phone photo of an identity card, and a valid Aadhaar number, for the document and bank steps. */
export const JPEG = fs.readFileSync(fileURLToPath(new URL("../fixtures/id-card.jpg", import.meta.url)));
const PDF = fs.readFileSync(fileURLToPath(new URL("../fixtures/certificate.pdf", import.meta.url)));
const aadhaarBase = "62345678901";
export const AADHAAR = aadhaarBase + verhoeffCheckDigit(aadhaarBase);

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const smsCount = (mobile: string) => readOutbox().filter((m) => m.channel === "sms" && m.to === `+91${mobile}`).length;

/** A full name of letters only whose first name (what a list card shows) is different for every call. */
export function uniqueName(lastName: string): string {
  const letters = [...(String(Date.now()).slice(-7) + String(Math.floor(Math.random() * 1000)))].map((d) => "abcdefghij"[Number(d)]);
  return `${letters.join("").replace(/^./, (c) => c.toUpperCase())} ${lastName}`;
}

/** Signup, the OTP from the outbox, who-are-you, then the role chosen. */
export async function signInByOtp(page: Page, mobile: string, role: "Are you an Astrologer?" | "Are you a User?") {
  const sent = smsCount(mobile);
  await page.goto("/signup");
  await page.getByLabel("Mobile Number").fill(mobile);
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page).toHaveURL(/\/otp-verifications$/);
  await expect.poll(() => smsCount(mobile)).toBeGreaterThan(sent);
  const code = lastOtpFor(mobile);
  for (const [i, digit] of [...code].entries()) await page.getByLabel(`OTP digit ${i + 1}`).fill(digit);
  await page.getByRole("button", { name: "VERIFY OTP" }).click();
  await expect(page).toHaveURL(/\/who-are-you$/);
  await page.getByRole("button", { name: role }).click();
}

/** Step 1: the registration form, filled and sent; ends on the bank details step. */
export async function registerAstrologer(page: Page, fullName: string, javaScriptEnabled: boolean, experience = "9") {
  await expect(page).toHaveURL(/\/astrologer-registration$/);
  // With JavaScript, the form is used once the page is live (the fixture's reload waits for it).
  if (javaScriptEnabled) await page.reload();
  await field(page, "Full Name").fill(fullName);
  await field(page, "Age").fill("41");
  await field(page, "Gender").selectOption("Female");
  await field(page, "Address").fill("8 Temple Street");
  await field(page, "State").selectOption({ label: "Maharashtra" });
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Show cities" }).click();
  await expect(field(page, "City").getByRole("option", { name: "Pune", exact: true })).toBeAttached();
  await field(page, "City").selectOption({ label: "Pune" });
  await field(page, "Pincode").fill("411001");
  await field(page, "Email").fill("journey@example.in");
  await field(page, "Languages").fill("Marathi, Konkani");
  await field(page, "Experience (years)").fill(experience);
  await field(page, "Specialisation").selectOption("vedic");
  await page.getByLabel(consentLabel).check();
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/bank-details$/);
}

/** Steps 2 and 3: bank details and the three required documents; ends where the spec sends the applicant. */
export async function finishOnboarding(page: Page) {
  await field(page, "Aadhar Number").fill(AADHAAR);
  await field(page, "PAN Number").fill("ABCDE1234F");
  await field(page, "Account Holder Name").fill("Journey Tester");
  // Every account number box (the number, and its confirmation where the form asks for one).
  for (const box of await page.getByLabel(/account number/i).all()) await box.fill("000123456789");
  await field(page, "IFSC Code").fill("SBIN0000001");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/document$/);
  await field(page, "Aadhar Front").setInputFiles({ name: "front.jpg", mimeType: "image/jpeg", buffer: JPEG });
  await field(page, "Aadhar Back").setInputFiles({ name: "back.jpg", mimeType: "image/jpeg", buffer: JPEG });
  await field(page, "PAN Card").setInputFiles({ name: "pan.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByRole("button", { name: "Upload Documents" }).click();
  await expect(page).toHaveURL(/\/app-downloads$/);
}

async function openPendingApplication(page: Page, fullName: string) {
  await adminLogin(page);
  await page.goto("/admin?tab=pending");
  await page.getByRole("link", { name: `View Application of ${fullName}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Application: ${fullName}`);
}

/**
 * The administrator previews the applicant's PDF: with JavaScript in a dialog over the
 * application, without it on a page of its own that shows the document and nothing else.
 */
export async function previewPdfInAdmin(page: Page, fullName: string, javaScriptEnabled: boolean) {
  await openPendingApplication(page, fullName);
  const applicationUrl = page.url();
  await page.getByRole("link", { name: "Preview" }).click();
  if (javaScriptEnabled) {
    const frame = page.getByRole("dialog").locator("iframe");
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute("src", /^\/admin\/documents\/\d+$/);
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    return;
  }
  await expect(page).toHaveURL(new RegExp(`^${applicationUrl}/documents/\\d+$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Document preview");
  const frame = page.locator('iframe[title="Document preview"]');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute("src", /^\/admin\/documents\/\d+$/);
  // The preview alone: not the application page again around it.
  await expect(page.getByRole("heading", { name: /^Application: / })).toHaveCount(0);
  const pdf = await page.request.get((await frame.getAttribute("src"))!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
}

/** The administrator approves the application (the admin pages as admin-review.spec.ts uses them). */
export async function approveInAdmin(page: Page, fullName: string) {
  await openPendingApplication(page, fullName);
  await page.getByRole("button", { name: "Approve", exact: true }).click();
  await page.getByRole("button", { name: adminWords.approval.confirm }).click();
  await expect(page.getByText(adminWords.applications.approved)).toBeVisible();
}

/** The administrator rejects with a reason, and may then allow the applicant to reapply. */
export async function rejectInAdmin(page: Page, fullName: string, reason: string, allowReapply = false) {
  await openPendingApplication(page, fullName);
  // The same disclosure in both modes (admin-review.spec.ts).
  await page.getByText("Reject", { exact: true }).click();
  await page.getByLabel("Rejection reason").fill(reason);
  await page.getByRole("button", { name: "Submit rejection" }).click();
  await expect(page.getByText(adminWords.applications.rejected)).toBeVisible();
  if (allowReapply) {
    await page.getByRole("button", { name: "Allow Reapplication" }).click();
    await expect(page.getByText(adminWords.applications.reapplyAllowed)).toBeVisible();
  }
}
