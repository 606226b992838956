import type { Page } from "@playwright/test";

import { verhoeffCheckDigit } from "../../app/domain/bank";
import { en } from "../../app/locales/en";
import { expect, freshMobile, test, waitForOtp } from "./fixtures";

const loginMessages = en.account.login;
const bankMessages = en.onboarding.bankMessages;
const consentLabel = en.forms.consent.label;
const DIAL_CODE_NOTE = en.forms.phone.dialCodeNote;

// Numbers as people type or paste them on a phone: +91, a leading 0, spaces and dashes; a
// whole OTP in one box; lower-case PAN and IFSC; account numbers in groups. Both JavaScript modes.

const aadhaarBase = "62345678901";
const AADHAAR = aadhaarBase + verhoeffCheckDigit(aadhaarBase);

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** "98765 43210" style: the ten digits in two groups of five. */
const grouped = (mobile: string) => `${mobile.slice(0, 5)} ${mobile.slice(5)}`;

async function sendOtp(page: Page, typed: string) {
  await page.goto("/signup");
  await page.getByLabel("Mobile Number").fill(typed);
  await page.getByRole("button", { name: "Send OTP" }).click();
}

test.describe("forgiving phone numbers", () => {
  test("'+91 98765 43210' is accepted on /signup and the OTP goes to the ten digits", async ({ page }) => {
    const mobile = freshMobile();
    await sendOtp(page, `+91 ${grouped(mobile)}`);
    await expect(page).toHaveURL(/\/otp-verifications$/);
    expect(await waitForOtp(mobile)).toMatch(/^\d{4}$/);
  });

  test("'098765-43210' is accepted on /signup", async ({ page }) => {
    const mobile = freshMobile();
    await sendOtp(page, `0${mobile.slice(0, 5)}-${mobile.slice(5)}`);
    await expect(page).toHaveURL(/\/otp-verifications$/);
    expect(await waitForOtp(mobile)).toMatch(/^\d{4}$/);
  });

  test("a number of the wrong length is still refused with the spec's message, as typed", async ({ page, javaScriptEnabled }) => {
    await sendOtp(page, "+91 98765 4321");
    await expect(page.getByText(loginMessages.invalidPhone)).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    // Without JavaScript the box shows what was typed; with it, digits only (spec: stripped as typed).
    await expect(page.getByLabel("Mobile Number")).toHaveValue(javaScriptEnabled ? "91987654321" : "+91 98765 4321");
  });

  test("the country code offers only +91 and says so", async ({ page }) => {
    await page.goto("/signup");
    const dialCode = page.getByLabel("Country code");
    await expect(dialCode.getByRole("option")).toHaveText(["+91"]);
    await expect(dialCode).toHaveValue("+91");
    await expect(page.getByText(DIAL_CODE_NOTE)).toBeVisible();
    const mobile = page.getByLabel("Mobile Number");
    await expect(mobile).toHaveAttribute("type", "tel");
    await expect(mobile).toHaveAttribute("autocomplete", "tel");
    await expect(mobile).toHaveAttribute("placeholder", /\d/);
  });

  test("the mobile box shows all ten digits at 360 px", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ["/signup", "/account-deletion"]) {
      await page.goto(path);
      const box = page.getByLabel("Mobile Number");
      await box.fill("9876543210");
      const fits = await box.evaluate((input: HTMLInputElement) => {
        // The text's own width, measured in the input's font, against the room inside it.
        const style = getComputedStyle(input);
        const canvas = document.createElement("canvas").getContext("2d")!;
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { text: canvas.measureText(input.value).width, room, scroll: input.scrollWidth, client: input.clientWidth };
      });
      expect(fits.text, `${path}: ten digits fit the box`).toBeLessThanOrEqual(fits.room);
      expect(fits.scroll, `${path}: nothing scrolls inside the box`).toBeLessThanOrEqual(fits.client);
      // And the page itself does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
  });
});

test.describe("forgiving OTP boxes", () => {
  test("the whole code typed into the first box signs in", async ({ page }) => {
    const mobile = freshMobile();
    await sendOtp(page, mobile);
    await expect(page).toHaveURL(/\/otp-verifications$/);
    const first = page.getByLabel("OTP digit 1");
    await expect(first).toHaveAttribute("autocomplete", "one-time-code");
    await expect(first).toHaveAttribute("inputmode", "numeric");
    await expect(first).toHaveAttribute("maxlength", "4");
    // Typed key by key into the first box, as autofill or a keyboard would put it there.
    await first.pressSequentially(await waitForOtp(mobile));
    await page.getByRole("button", { name: "VERIFY OTP" }).click();
    await expect(page).toHaveURL(/\/who-are-you$/);
  });

  test("the code whole in the first box and the others empty is the code, without JavaScript", async ({ page, javaScriptEnabled }) => {
    test.skip(javaScriptEnabled, "with JavaScript the boxes split the code as it arrives (the paste test)");
    const mobile = freshMobile();
    await sendOtp(page, mobile);
    await page.getByLabel("OTP digit 1").fill(await waitForOtp(mobile));
    await expect(page.getByLabel("OTP digit 2")).toHaveValue("");
    await page.getByRole("button", { name: "VERIFY OTP" }).click();
    await expect(page).toHaveURL(/\/who-are-you$/);
  });
});

test.describe("OTP paste and WebOTP with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "pasting into every box and WebOTP need JavaScript");

  test("pasting the code into any box fills all four", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const mobile = freshMobile();
    await sendOtp(page, mobile);
    await expect(page).toHaveURL(/\/otp-verifications$/);
    const code = await waitForOtp(mobile);
    await page.evaluate((text) => navigator.clipboard.writeText(`Your code: ${text}`), code);
    await page.getByLabel("OTP digit 3").focus();
    await page.keyboard.press("ControlOrMeta+V");
    for (const [i, digit] of [...code].entries()) await expect(page.getByLabel(`OTP digit ${i + 1}`)).toHaveValue(digit);
    await page.getByRole("button", { name: "VERIFY OTP" }).click();
    await expect(page).toHaveURL(/\/who-are-you$/);
  });

  test("a code the browser reads from the SMS (WebOTP) fills the boxes", async ({ page }) => {
    const mobile = freshMobile();
    await sendOtp(page, mobile);
    await expect(page).toHaveURL(/\/otp-verifications$/);
    const code = await waitForOtp(mobile);
    // The SMS is real (the outbox); the phone's SMS reader is the browser's part, played here.
    await page.addInitScript((smsCode) => {
      Object.defineProperty(window, "OTPCredential", { value: function OTPCredential() {} });
      const get = (options: { otp?: { transport: string[] }; signal?: AbortSignal }) =>
        options.otp?.transport.includes("sms") && options.signal instanceof AbortSignal
          ? Promise.resolve({ type: "otp", code: smsCode })
          : Promise.reject(new Error("not a WebOTP request"));
      Object.defineProperty(navigator.credentials, "get", { value: get });
    }, code);
    await page.reload();
    for (const [i, digit] of [...code].entries()) await expect(page.getByLabel(`OTP digit ${i + 1}`)).toHaveValue(digit);
    await page.getByRole("button", { name: "VERIFY OTP" }).click();
    await expect(page).toHaveURL(/\/who-are-you$/);
  });
});

/** Signup, OTP, 'Are you an Astrologer?', the registration form: lands on /bank-details. */
async function registerAstrologer(page: Page, mobile: string, javaScriptEnabled: boolean) {
  await sendOtp(page, mobile);
  const code = await waitForOtp(mobile);
  for (const [i, digit] of [...code].entries()) await page.getByLabel(`OTP digit ${i + 1}`).fill(digit);
  await page.getByRole("button", { name: "VERIFY OTP" }).click();
  await page.getByRole("button", { name: /Are you an Astrologer\?/ }).click();
  await expect(page).toHaveURL(/\/astrologer-registration$/);
  // The same button in both modes (nothing goes when the scripts start).
  await expect(page.getByRole("button", { name: "Show states" })).toBeVisible();
  await field(page, "Full Name").fill("Meena Kumari");
  await field(page, "Age").fill("41");
  await field(page, "Gender").selectOption("Female");
  await field(page, "Address").fill("7 Lake Road");
  await field(page, "State").selectOption({ label: "Maharashtra" });
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Show cities" }).click();
  await expect(field(page, "City").getByRole("option", { name: "Pune", exact: true })).toBeAttached();
  await field(page, "City").selectOption({ label: "Pune" });
  await field(page, "Pincode").fill("411004");
  await field(page, "Email").fill("meena@example.in");
  await field(page, "Languages").fill("Marathi");
  await field(page, "Experience (years)").fill("12");
  await field(page, "Specialisation").selectOption("tarot");
  await page.getByLabel(consentLabel).check();
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/bank-details$/);
}

test.describe("forgiving bank form", () => {
  test("lower-case PAN and IFSC, spaced account numbers and a +91 mobile are accepted; a mismatched re-entry is refused", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.setTimeout(120_000);
    const mobile = freshMobile();
    await registerAstrologer(page, mobile, javaScriptEnabled);

    await field(page, "Mobile Number").fill(`+91 ${grouped(mobile)}`);
    await field(page, "Aadhar Number").fill(AADHAAR);
    await field(page, "PAN Number").fill("abcde1234f");
    await field(page, "Account Holder Name").fill("Meena Kumari");
    await field(page, "Account Number").fill("0001 2345 6789");
    await field(page, "Re-enter Account Number").fill("0001 2345 6780");
    await field(page, "IFSC Code").fill("sbin0000001");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(bankMessages.accountMismatch, { exact: true })).toHaveCount(1);
    await expect(field(page, "Re-enter Account Number")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/bank-details$/);
    // Nothing else was wrong: no other message, every value kept.
    for (const message of [bankMessages.pan, bankMessages.ifsc, bankMessages.accountDigits, bankMessages.mobile]) {
      await expect(page.getByText(message, { exact: true })).toHaveCount(0);
    }
    await expect(field(page, "Account Number")).toHaveValue("0001 2345 6789");
    await expect(field(page, "PAN Number")).toHaveValue("ABCDE1234F");

    await field(page, "Re-enter Account Number").fill("000123456789");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/document$/);
    await page.goto("/bank-details");
    await expect(page.getByText("XXXX XXXX 6789")).toBeVisible();
    // The bank named from the offline IFSC list, even where no lookup ran (no JavaScript).
    await expect(page.getByText("State Bank of India, SBIN0000001")).toBeVisible();
  });

  test("without a branch lookup service the bank name fills and the branch fields are typed by hand", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.setTimeout(120_000);
    const mobile = freshMobile();
    await registerAstrologer(page, mobile, javaScriptEnabled);

    // The test server has no IFSC_API_URL: the offline list knows the bank, not the branch.
    await field(page, "Branch Name").fill("Shivajinagar");
    await field(page, "IFSC Code").fill("sbin0000001");
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Find branch" }).click();
    await expect(field(page, "Bank Name")).toHaveValue("State Bank of India");
    await expect(page.getByText(bankMessages.branchByHand)).toBeVisible();
    await expect(page.getByText(/network/i)).toHaveCount(0);
    for (const label of ["Branch Name", "Address", "City", "State"]) await expect(field(page, label)).toBeEditable();
    await expect(field(page, "Branch Name")).toHaveValue("Shivajinagar");
    await field(page, "Address").fill("FC Road");
    await field(page, "City").fill("Pune");
    await field(page, "State").fill("Maharashtra");

    // A refusal elsewhere keeps what was typed by hand.
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(bankMessages.aadhaarRequired, { exact: true })).toHaveCount(1);
    await expect(field(page, "Branch Name")).toHaveValue("Shivajinagar");
    await expect(field(page, "Address")).toHaveValue("FC Road");
    await expect(field(page, "City")).toHaveValue("Pune");
    await expect(field(page, "Bank Name")).toHaveValue("State Bank of India");
  });
});

test("India comes first in the country list", async ({ request }) => {
  const countries: Array<{ country_name: string }> = await (await request.get("/api/country/countryList")).json();
  expect(countries[0].country_name).toBe("India");
});
