import fs from "node:fs";
import { fileURLToPath } from "node:url";

import type { Page } from "@playwright/test";

import { verhoeffCheckDigit } from "../../app/domain/bank";
import { en } from "../../app/locales/en";
import { expect, freshMobile, test, waitForOtp } from "./fixtures";
import { untilHydrated } from "./held-scripts";

const onboardingFormMessages = en.onboarding.form;
const bankMessages = en.onboarding.bankMessages;
const consentLabel = en.forms.consent.label;
const consentMessage = en.forms.consent.message;
const documentMessages = en.onboarding.documentMessages;
const registrationFormMessages = en.onboarding.registrationMessages;

// An astrologer's onboarding from the first OTP to "under review", with JavaScript on and off.

const JPEG = fs.readFileSync(fileURLToPath(new URL("../fixtures/id-card.jpg", import.meta.url)));
const PDF = fs.readFileSync(fileURLToPath(new URL("../fixtures/certificate.pdf", import.meta.url)));

const aadhaarBase = "52345678901";
const AADHAAR = aadhaarBase + verhoeffCheckDigit(aadhaarBase);
const WRONG_CHECK_DIGIT = aadhaarBase + ((Number(verhoeffCheckDigit(aadhaarBase)) + 1) % 10);

/** Signup, the OTP from the outbox, who-are-you, 'Are you an Astrologer?'. */
async function signUpAsAstrologer(page: Page, mobile: string) {
  await page.goto("/signup");
  await page.getByLabel("Mobile Number").fill(mobile);
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page).toHaveURL(/\/otp-verifications$/);
  const code = await waitForOtp(mobile);
  for (const [i, digit] of [...code].entries()) await page.getByLabel(`OTP digit ${i + 1}`).fill(digit);
  await page.getByRole("button", { name: "VERIFY OTP" }).click();
  await expect(page).toHaveURL(/\/who-are-you$/);
  await page.getByRole("button", { name: /Are you an Astrologer\?/ }).click();
  await expect(page).toHaveURL(/\/astrologer-registration$/);
}

/** With JavaScript, until the page has hydrated; the 'Show states' button is there in both modes. */
async function waitUntilReady(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await untilHydrated(page);
  await expect(page.getByRole("button", { name: "Show states" })).toBeVisible();
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function expectMessages(page: Page, messages: string[]) {
  for (const message of messages) await expect(page.getByText(message, { exact: true })).toHaveCount(1);
}

test.describe("astrologer onboarding", () => {
  test("a new astrologer registers, gives bank details and documents, and is then under review", async ({ page, javaScriptEnabled }) => {
    test.setTimeout(180_000);
    const mobile = freshMobile();
    await signUpAsAstrologer(page, mobile);
    // The old address shows the same form.
    await page.goto("/astrologerform");
    await expect(page).toHaveURL(/\/astrologer-registration$/);
    await waitUntilReady(page, javaScriptEnabled);

    const mobileField = page.getByRole("textbox", { name: "Mobile", exact: true });
    await expect(mobileField).toHaveValue(mobile);
    await expect(mobileField).toHaveAttribute("readonly", "");
    await expect(field(page, "Languages")).toHaveAttribute("placeholder", "Hindi, English, etc.");

    // Step 1: every rule speaks once, then the form goes through. Consent is never ticked for them.
    await expect(page.getByLabel(consentLabel)).not.toBeChecked();
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByRole("alert")).toContainText(bankMessages.fixErrors);
    await expectMessages(page, [
      registrationFormMessages.name,
      registrationFormMessages.age,
      registrationFormMessages.email,
      registrationFormMessages.pincode,
      registrationFormMessages.experience,
      registrationFormMessages.languages,
      "Address is required.",
      "State is required.",
      "City is required.",
      onboardingFormMessages.gender,
      onboardingFormMessages.specialisation,
      consentMessage,
    ]);
    await expect(field(page, "Full Name")).toHaveAttribute("aria-invalid", "true");

    await field(page, "Full Name").fill("Ka");
    await field(page, "Age").fill("17");
    await field(page, "Email").fill("kavya@example");
    await field(page, "Pincode").fill("41100");
    await field(page, "Experience (years)").fill("71");
    await field(page, "Languages").fill("x");
    await field(page, "Address").fill("12 Temple Street");
    await page.getByLabel(consentLabel).check();
    await page.getByRole("button", { name: "Register" }).click();
    await expectMessages(page, [
      registrationFormMessages.name,
      registrationFormMessages.age,
      registrationFormMessages.email,
      registrationFormMessages.pincode,
      registrationFormMessages.experience,
      registrationFormMessages.languages,
    ]);
    await expect(page.getByText("Address is required.")).toHaveCount(0);
    await expect(field(page, "Address")).toHaveValue("12 Temple Street");
    await expect(field(page, "Email")).toHaveValue("kavya@example");
    await expect(page.getByLabel(consentLabel)).toBeChecked();
    await expect(page.getByText(consentMessage)).toHaveCount(0);

    await field(page, "Full Name").fill("Kavya Raman Iyer");
    await field(page, "Age").fill("34");
    await field(page, "Gender").selectOption("Female");
    await field(page, "State").selectOption({ label: "Maharashtra" });
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Show cities" }).click();
    await expect(field(page, "City").getByRole("option", { name: "Pune", exact: true })).toBeAttached();
    await field(page, "City").selectOption({ label: "Pune" });
    await expect(field(page, "Full Name")).toHaveValue("Kavya Raman Iyer");
    await field(page, "Pincode").fill("411001");
    await field(page, "Email").fill("kavya@example.in");
    await field(page, "Languages").fill("Marathi, Hindi, English");
    await field(page, "Experience (years)").fill("9");
    await field(page, "Specialisation").selectOption("vedic");
    await page.getByRole("button", { name: "Register" }).click();

    // Step 2: bank details. Wrong formats are refused with the spec's messages.
    await expect(page).toHaveURL(/\/bank-details$/);
    await expect(field(page, "Mobile Number")).toHaveValue(mobile);
    // In both modes: with JavaScript it looks the code up in place.
    await expect(page.getByRole("button", { name: "Find branch" })).toBeVisible();
    await field(page, "Aadhar Number").fill(WRONG_CHECK_DIGIT);
    await field(page, "PAN Number").fill("abcd1234f");
    await field(page, "Account Holder Name").fill("Kavya Iyer");
    await field(page, "Account Number").fill("000123456789");
    await field(page, "Re-enter Account Number").fill("000123456789");
    await field(page, "IFSC Code").fill("sbin1000001");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("alert")).toContainText(bankMessages.fixErrors);
    await expectMessages(page, [bankMessages.aadhaarChecksum, bankMessages.pan, bankMessages.ifsc]);
    await expect(field(page, "PAN Number")).toHaveValue("ABCD1234F");
    await expect(field(page, "IFSC Code")).toHaveValue("SBIN1000001");
    await expect(field(page, "Account Holder Name")).toHaveValue("Kavya Iyer");

    await field(page, "Aadhar Number").fill(AADHAAR);
    await field(page, "PAN Number").fill("abcde1234f");
    await field(page, "IFSC Code").fill("sbin0000001");
    await page.setViewportSize({ width: 360, height: 740 });
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Find branch" }).click();
    await expect(field(page, "Bank Name")).toHaveValue("State Bank of India");
    // Without JavaScript the form comes back at the code that asked, not at the top.
    if (!javaScriptEnabled) await expect(field(page, "IFSC Code")).toBeInViewport();
    // The test server has no branch service (IFSC_API_URL): the bank's name is all it knows,
    // and the person is asked to type the branch details.
    await expect(page.getByText(bankMessages.branchByHand)).toBeVisible();
    await expect(field(page, "IFSC Code")).toHaveValue("SBIN0000001");
    await expect(field(page, "Aadhar Number")).toHaveValue(AADHAAR);
    await expect(field(page, "Account Number")).toHaveValue("000123456789");
    await field(page, "Branch Name").fill("Mumbai Main Branch");
    await page.getByRole("button", { name: "Save" }).click();

    // Step 3: documents. A file that fails its check is named; the ones that passed are kept.
    await expect(page).toHaveURL(/\/document$/);
    await expect(page.getByText(onboardingFormMessages.bankSaved)).toBeVisible();
    await field(page, "Aadhar Front").setInputFiles({ name: "front.jpg", mimeType: "image/jpeg", buffer: JPEG });
    await field(page, "Aadhar Back").setInputFiles({
      name: "back.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("not really a picture\n"),
    });
    await field(page, "PAN Card").setInputFiles({ name: "pan.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByRole("button", { name: "Upload Documents" }).click();
    await expect(page.getByRole("alert")).toContainText(documentMessages.missing);
    await expectMessages(page, [documentMessages.type]);
    await expect(page.getByText("Uploaded: front.jpg")).toBeVisible();
    await expect(page.getByText("Uploaded: pan.pdf")).toBeVisible();
    await expect(page.getByText("Uploaded: back.jpg")).toHaveCount(0);

    await field(page, "Aadhar Back").setInputFiles({ name: "back.jpg", mimeType: "image/jpeg", buffer: JPEG });
    await field(page, "Certificate").setInputFiles({ name: "certificate.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByRole("button", { name: "Upload Documents" }).click();
    await expect(page).toHaveURL(/\/app-downloads$/);
    await expect(page.getByText(documentMessages.success)).toBeVisible();

    // The application now waits for review; the registration form is no longer for this number.
    await page.goto("/astrologer-status");
    await expect(page.getByRole("heading", { name: "Your application is under review." })).toBeVisible();
    await page.getByRole("link", { name: "What happens next" }).click();
    await expect(page).toHaveURL(/\/astrologer-thank-you$/);
    await expect(page.getByText("Your profile is under review.")).toBeVisible();
    await page.getByRole("link", { name: "See your application status" }).click();
    await expect(page).toHaveURL(/\/astrologer-status$/);
    await page.goto("/astrologer-registration");
    await expect(page).toHaveURL(/\/astrologer-status$/);
  });

  test("an applicant who stops after registering finds the next step on the status page", async ({ page, javaScriptEnabled }) => {
    test.setTimeout(120_000);
    const mobile = freshMobile();
    await signUpAsAstrologer(page, mobile);
    await waitUntilReady(page, javaScriptEnabled);
    await field(page, "Full Name").fill("Ravi Shankar");
    await field(page, "Age").fill("52");
    await field(page, "Gender").selectOption("Male");
    await field(page, "Address").fill("4 Ghat Road");
    await field(page, "State").selectOption({ label: "Maharashtra" });
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Show cities" }).click();
    await expect(field(page, "City").getByRole("option", { name: "Pune", exact: true })).toBeAttached();
    await field(page, "City").selectOption({ label: "Pune" });
    await field(page, "Pincode").fill("411002");
    await field(page, "Email").fill("ravi@example.in");
    await field(page, "Languages").fill("Hindi");
    await field(page, "Experience (years)").fill("30");
    await field(page, "Specialisation").selectOption("numerology");
    await page.getByLabel(consentLabel).check();
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page).toHaveURL(/\/bank-details$/);

    await page.goto("/astrologer-status");
    await expect(page.getByRole("heading", { name: "Your application is not complete yet." })).toBeVisible();
    await expect(page.getByText("Missing: Aadhar Front, Aadhar Back, PAN Card")).toBeVisible();
    await page.getByRole("link", { name: "Give your bank details" }).first().click();
    await expect(page).toHaveURL(/\/bank-details$/);
  });

  test("onboarding pages send visitors without a verified number away with a reason", async ({ page }) => {
    await page.goto("/document");
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByText(documentMessages.noAstrologer)).toBeVisible();
    await page.goto("/bank-details");
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByText(documentMessages.noAstrologer)).toBeVisible();
    await page.goto("/astrologer-status");
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByText(onboardingFormMessages.statusNeedsOtp)).toBeVisible();
  });

  // Approved astrologers reach it from their app page (astrologer-journey.spec.ts).
  test("the welcome page does not greet a visitor as an approved astrologer", async ({ page }) => {
    await page.goto("/astrologer-welcome");
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByText(onboardingFormMessages.statusNeedsOtp)).toBeVisible();
  });
});
