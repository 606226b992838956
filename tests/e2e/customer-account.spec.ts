import type { Page, TestInfo } from "@playwright/test";

import { indiaToday } from "../../app/clock/india-clock";
import { instantOfLocalTime } from "../../app/domain/birth-sky";
import { SIGNS } from "../../app/domain/horoscope";
import { birthSky, NAKSHATRAS, RASHIS } from "../../app/jyotish";
import { en } from "../../app/locales/en";
import panchangWords from "../../app/locales/en/panchang";
import { citiesOfIndia } from "../../app/services/locations.server";
import { expect, readOutbox, test } from "./fixtures";
import { untilHydrated } from "./held-scripts";

const deletionMessages = en.account.deletion;
const otpMessages = en.account.otp;
const profileMessages = en.account.profile;
const registrationMessages = en.account.registration;
const consentLabel = en.forms.consent.label;
const consentMessage = en.forms.consent.message;

// A customer's account from first OTP to logout, with JavaScript on and off.

/** A number no other test, project or earlier run uses: one sign-up SMS each (5 per hour cap). */
function uniqueMobile(testInfo: TestInfo, slot: number): string {
  const prefix = testInfo.project.name === "no-js" ? "8" : "9";
  return `${prefix}${slot}${String(Date.now()).slice(-8)}`;
}

const smsTo = (mobile: string) => readOutbox().filter((m) => m.channel === "sms" && m.to === `+91${mobile}`);

// A real 1×1 PNG.
const PNG_1X1 = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

/** Signup, OTP from the outbox, who-are-you, 'Are you a User?'. */
async function logInAsUser(page: Page, mobile: string) {
  const sent = smsTo(mobile).length;
  await page.goto("/signup");
  await page.getByLabel("Mobile Number").fill(mobile);
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page).toHaveURL(/\/otp-verifications$/);
  await expect.poll(() => smsTo(mobile).length).toBeGreaterThan(sent);
  const codes =
    smsTo(mobile)
      .at(-1)!
      .text.match(/\b\d{4}\b/g) ?? [];
  expect(codes).toHaveLength(1);
  for (const [i, digit] of [...codes[0]!].entries()) await page.getByLabel(`OTP digit ${i + 1}`).fill(digit);
  await page.getByRole("button", { name: "VERIFY OTP" }).click();
  await expect(page).toHaveURL(/\/who-are-you$/);
  await page.getByRole("button", { name: /Are you a User\?/ }).click();
}

/** With JavaScript, until the page has hydrated; the 'Show states' button is there in both modes. */
async function waitUntilReady(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await untilHydrated(page);
  await expect(page.getByRole("button", { name: "Show states" })).toBeVisible();
}

async function chooseState(page: Page, state: string, city: string, javaScriptEnabled: boolean) {
  await page.getByLabel("State", { exact: true }).selectOption({ label: state });
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Show cities" }).click();
  const cities = page.getByLabel("City", { exact: true });
  await expect(cities.getByRole("option", { name: city, exact: true })).toBeAttached();
  await cities.selectOption({ label: city });
}

/** The Moon sign and nakshatra the profile should show for a birth in Pune, in its words. */
async function skyOf(date: string, time: string) {
  const pune = (await citiesOfIndia()).find((c) => c.name === "Pune" && c.state === "Maharashtra")!;
  const sky = birthSky(pune, instantOfLocalTime(date, time, "Asia/Kolkata"));
  return {
    moonSign: panchangWords.rashi[RASHIS[sky.moonSign]],
    nakshatra: `${panchangWords.nakshatra[NAKSHATRAS[sky.nakshatra]]}, pada ${sky.pada}`,
    signSlug: SIGNS[sky.moonSign].slug,
  };
}

const selected = (page: Page, label: string) => page.getByLabel(label, { exact: true }).locator("option:checked");

async function registerAsha(page: Page, javaScriptEnabled: boolean) {
  await page.getByLabel("Full name").fill("Asha Devi Rao");
  await page.getByRole("radio", { name: "Female" }).check();
  await chooseState(page, "Maharashtra", "Pune", javaScriptEnabled);
  await expect(page.getByLabel("Full name")).toHaveValue("Asha Devi Rao");
  await page.getByLabel("Pin code").fill("411001");
  await page.getByLabel("Date of birth").fill("1990-04-21");
  await page.getByLabel("Time of birth").fill("06:45");
  await page.getByLabel("Location").fill("Pune");
  await page.getByLabel("E-mail").fill("asha@example.in");
  await page.getByLabel(consentLabel).check();
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function openAccountMenu(page: Page) {
  await page.getByRole("banner").getByLabel("Account menu").click();
}

test.describe("customer account", () => {
  test("a new customer registers, edits the profile with a photo and logs out", async ({ page, javaScriptEnabled }, testInfo) => {
    // A dozen pages and answers, each checked for accessibility when the test ends (fixtures.ts):
    // on a busy two-core machine that check alone can take half a minute.
    test.setTimeout(120_000);
    const mobile = uniqueMobile(testInfo, 1);
    await logInAsUser(page, mobile);
    await expect(page).toHaveURL(/\/user-registration$/);
    await waitUntilReady(page, javaScriptEnabled);
    const mobileField = page.getByRole("textbox", { name: "Mobile", exact: true });
    await expect(mobileField).toHaveValue(mobile);
    await expect(mobileField).toHaveAttribute("readonly", "");
    await expect(selected(page, "Country")).toHaveText("India");
    await expect(page.getByRole("link", { name: "How we use your data" })).toHaveAttribute("href", "/privacy-notice");
    // Consent is the visitor's own tick, never given for them.
    await expect(page.getByLabel(consentLabel)).not.toBeChecked();

    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByRole("alert")).toContainText(registrationMessages.fixFields);
    for (const message of [
      "Full name is required.",
      "State is required.",
      "City is required.",
      registrationMessages.pinCode,
      "Date of birth is required.",
      "Time of birth is required.",
      "Location is required.",
      consentMessage,
    ]) {
      await expect(page.getByText(message, { exact: true })).toHaveCount(1);
    }
    await expect(page.getByText("Country is required.")).toHaveCount(0);
    await expect(page.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Full name").fill("Asha Devi Rao");
    await page.getByLabel("E-mail").fill("asha@example");
    await page.getByLabel("Pin code").fill("41100");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByText(registrationMessages.email, { exact: true })).toHaveCount(1);
    await expect(page.getByText(registrationMessages.pinCode, { exact: true })).toHaveCount(1);
    await expect(page.getByText("Full name is required.")).toHaveCount(0);
    await expect(page.getByLabel("Full name")).toHaveValue("Asha Devi Rao");
    await expect(page.getByLabel("E-mail")).toHaveValue("asha@example");

    // Seventeen today: refused beside the birth date, nothing typed lost.
    const today = indiaToday(new Date());
    await page.getByLabel("Date of birth").fill(`${Number(today.slice(0, 4)) - 17}${today.slice(4)}`);
    await page.getByLabel("E-mail").fill("asha@example.in");
    await page.getByLabel("Pin code").fill("411001");
    await page.getByLabel(consentLabel).check();
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByText(registrationMessages.underAge, { exact: true })).toHaveCount(1);
    await expect(page.getByLabel("Date of birth")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Full name")).toHaveValue("Asha Devi Rao");
    await expect(page.getByLabel(consentLabel)).toBeChecked();
    await expect(page.getByText(consentMessage)).toHaveCount(0);

    await registerAsha(page, javaScriptEnabled);
    await expect(page.getByText("Welcome, Asha! Your account is ready.")).toBeVisible();
    const header = page.getByRole("banner");
    await expect(header.getByLabel("Account menu")).toBeVisible();
    await expect(header.getByRole("link", { name: "Login" })).toHaveCount(0);

    await openAccountMenu(page);
    await header.getByRole("link", { name: "Profile" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await waitUntilReady(page, javaScriptEnabled);
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Asha Devi Rao");
    await expect(page.getByRole("radio", { name: "Female" })).toBeChecked();
    await expect(page.getByLabel("Date of Birth")).toHaveValue("1990-04-21");
    // The place of birth typed ("Pune") is kept as the place search names it.
    await expect(page.getByLabel("Birth Place")).toHaveValue("Pune, Maharashtra");
    await expect(selected(page, "State")).toHaveText("Maharashtra");
    await expect(selected(page, "City")).toHaveText("Pune");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("asha@example.in");
    await expect(page.getByRole("img", { name: "No profile photo yet" })).toHaveAttribute("src", "/images/default-profile.svg");
    // Their own sky at birth, from the birth details they registered, linking to their Moon sign's day.
    const birthSky = page.getByRole("region", { name: "Your sky at birth" });
    const expected = await skyOf("1990-04-21", "06:45");
    const skyRow = (label: string) => birthSky.locator("dt", { hasText: label }).locator("+ dd strong");
    await expect(skyRow("Moon sign (rashi)")).toHaveText(expected.moonSign);
    await expect(skyRow("Nakshatra")).toHaveText(expected.nakshatra);
    await expect(birthSky.getByRole("link", { name: /Read today's horoscope for your Moon sign/ })).toHaveAttribute(
      "href",
      `/daily-horoscope/today/${expected.signSlug}`,
    );

    await page.getByLabel("Name", { exact: true }).fill("");
    await page.getByLabel("PIN Code").fill("560001");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("alert")).toContainText(profileMessages.fillAll);
    await expect(page.getByText(profileMessages.name, { exact: true })).toHaveCount(1);
    await expect(page.getByLabel("PIN Code")).toHaveValue("560001");
    await expect(page.getByLabel("Birth Place")).toHaveValue("Pune, Maharashtra");

    await page.getByLabel("Name", { exact: true }).fill("Asha Rao");
    await page.getByLabel("Profile photo").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG_1X1 });
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(profileMessages.updated)).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    const photo = page.getByRole("img", { name: "Your profile photo" });
    await expect(photo).toHaveAttribute("src", /^\/media\/avatars\/[a-f0-9]{32}\.png$/);
    const served = await page.request.get((await photo.getAttribute("src"))!);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/png");
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Asha Rao");
    await expect(page.getByLabel("PIN Code")).toHaveValue("560001");

    // A new birth date moves the Moon, and the profile follows it.
    const moved = await skyOf("1990-04-25", "06:45");
    expect(moved.moonSign).not.toBe(expected.moonSign);
    await page.getByLabel("Date of Birth").fill("1990-04-25");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(profileMessages.updated)).toBeVisible();
    await expect(skyRow("Moon sign (rashi)")).toHaveText(moved.moonSign);

    await openAccountMenu(page);
    await header.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByRole("link", { name: "Login" })).toBeVisible();
    await expect(header.getByLabel("Account menu")).toHaveCount(0);
  });

  test("a registered customer who logs in again goes straight home", async ({ page, javaScriptEnabled }, testInfo) => {
    const mobile = uniqueMobile(testInfo, 2);
    await logInAsUser(page, mobile);
    await waitUntilReady(page, javaScriptEnabled);
    await registerAsha(page, javaScriptEnabled);
    await openAccountMenu(page);
    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();

    await logInAsUser(page, mobile);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByLabel("Account menu")).toBeVisible();
    // The registration form is no longer for this number.
    await page.goto("/user-registration");
    await expect(page).toHaveURL(/\/$/);
  });

  test("deleting the account by OTP removes it: logging in again leads to registration", async ({ page, javaScriptEnabled }, testInfo) => {
    const mobile = uniqueMobile(testInfo, 5);
    await logInAsUser(page, mobile);
    await waitUntilReady(page, javaScriptEnabled);
    await registerAsha(page, javaScriptEnabled);

    await page.goto("/account-deletion");
    await page.getByRole("button", { name: "Send OTP" }).click();
    await expect(page.getByText(deletionMessages.invalidMobile)).toBeVisible();
    await page.getByLabel("Mobile Number").fill(mobile);
    await page.getByRole("button", { name: "Send OTP" }).click();
    await expect(page.getByText(deletionMessages.confirm)).toBeVisible();
    await expect(page.getByLabel("Mobile Number")).toHaveValue(mobile);
    const sent = smsTo(mobile).length;
    await page.getByLabel(/I understand/).check();
    await page.getByRole("button", { name: "Send OTP" }).click();
    await expect(page.getByText(deletionMessages.sent)).toBeVisible();
    await expect.poll(() => smsTo(mobile).length).toBeGreaterThan(sent);
    const code = smsTo(mobile)
      .at(-1)!
      .text.match(/\b\d{4}\b/g)![0];
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, "0");
    for (const [i, digit] of [...wrong].entries()) await page.getByLabel(`OTP digit ${i + 1}`).fill(digit);
    await page.getByRole("button", { name: "Verify and delete account" }).click();
    await expect(page.getByText(deletionMessages.invalidOtp, { exact: true })).toBeVisible();
    for (const [i, digit] of [...code].entries()) await page.getByLabel(`OTP digit ${i + 1}`).fill(digit);
    await page.getByRole("button", { name: "Verify and delete account" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Account Deleted");
    await expect(page.getByText(deletionMessages.deleted)).toBeVisible();
    await expect(page.getByText(deletionMessages.cacheNote)).toBeVisible();
    // The deleted account's session ended with it.
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Homepage" }).click();
    await expect(page).toHaveURL(/\/$/);

    await logInAsUser(page, mobile);
    await expect(page).toHaveURL(/\/user-registration$/);
  });

  test("changing the country clears the chosen state and city", async ({ page, javaScriptEnabled }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const mobile = uniqueMobile(testInfo, 3);
    await logInAsUser(page, mobile);
    await waitUntilReady(page, javaScriptEnabled);
    await page.getByLabel("Full name").fill("Asha Devi Rao");
    await chooseState(page, "Maharashtra", "Pune", javaScriptEnabled);

    // A chosen country is drawn alone: its 'Show' button brings the others, in both modes.
    await page.getByRole("button", { name: "Show countries" }).click();
    await page.getByLabel("Country", { exact: true }).selectOption({ label: "Nepal" });
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Show states" }).click();
    const states = page.getByLabel("State", { exact: true });
    await expect(states.getByRole("option", { name: "Bagmati", exact: false }).first()).toBeAttached();
    // Without JavaScript the form comes back at the list that was asked for, its label in view.
    await expect(page.getByText("State", { exact: true }).first()).toBeInViewport();
    await expect(states).toBeInViewport();
    await expect(states.getByRole("option", { name: "Maharashtra" })).toHaveCount(0);
    await expect(states).toHaveValue("");
    await expect(page.getByLabel("City", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("City", { exact: true }).getByRole("option", { name: "Pune", exact: true })).toHaveCount(0);
    if (javaScriptEnabled) await expect(page.getByLabel("City", { exact: true })).toBeDisabled();
    await expect(page.getByLabel("Full name")).toHaveValue("Asha Devi Rao");
  });

  test("with JavaScript the form checks itself before sending: nothing is posted, the first field to fix has the focus, and a message goes as its field is put right", async ({
    page,
    javaScriptEnabled,
  }, testInfo) => {
    test.skip(!javaScriptEnabled, "the browser's check needs JavaScript");
    const mobile = uniqueMobile(testInfo, 4);
    await logInAsUser(page, mobile);
    await waitUntilReady(page, javaScriptEnabled);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });

    await page.getByLabel("Pin code").fill("4110");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByRole("alert")).toContainText(registrationMessages.fixFields);
    await expect(page.getByText("Full name is required.", { exact: true })).toHaveCount(1);
    await expect(page.getByText(registrationMessages.pinCode, { exact: true })).toHaveCount(1);
    await expect(page.getByLabel("Full name")).toBeFocused();
    expect(posts).toEqual([]);

    // Once a message shows, it follows the field as it is typed; the others stay.
    await page.getByLabel("Full name").fill("Asha Devi Rao");
    await expect(page.getByText("Full name is required.", { exact: true })).toHaveCount(0);
    await expect(page.getByLabel("Full name")).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(registrationMessages.pinCode, { exact: true })).toHaveCount(1);
    await page.getByLabel("Pin code").fill("411001");
    await expect(page.getByText(registrationMessages.pinCode, { exact: true })).toHaveCount(0);
    expect(posts).toEqual([]);
  });

  test("with JavaScript a wrong OTP's message goes when the code is put right, and the countdown's ticks do not bring it back", async ({
    page,
    javaScriptEnabled,
  }, testInfo) => {
    test.skip(!javaScriptEnabled, "the message follows the field only with JavaScript");
    const mobile = uniqueMobile(testInfo, 5);
    await page.goto("/signup");
    await page.getByLabel("Mobile Number").fill(mobile);
    await page.getByRole("button", { name: "Send OTP" }).click();
    await expect(page).toHaveURL(/\/otp-verifications$/);
    await expect.poll(() => smsTo(mobile).length).toBe(1);
    const code = smsTo(mobile)[0]!.text.match(/\b\d{4}\b/)![0];
    const wrong = [...code].map((d, i) => (i === 0 ? String((Number(d) + 1) % 10) : d)).join("");
    const fillCode = async (digits: string) => {
      for (const [i, digit] of [...digits].entries()) await page.getByLabel(`OTP digit ${i + 1}`).fill(digit);
    };

    await fillCode(wrong);
    await page.getByRole("button", { name: "VERIFY OTP" }).click();
    const message = page.getByText(otpMessages.invalid, { exact: true });
    await expect(message).toBeVisible();
    await fillCode(code);
    await expect(message).toHaveCount(0);
    // The countdown re-renders the page every second; two ticks later the message is still gone.
    const countdown = page.locator(".countdown");
    for (let tick = 0; tick < 2; tick++) {
      const shown = await countdown.textContent();
      await expect(countdown).not.toHaveText(shown ?? "");
    }
    await expect(message).toHaveCount(0);
    await page.getByRole("button", { name: "VERIFY OTP" }).click();
    await expect(page).toHaveURL(/\/who-are-you$/);
  });

  test("account pages send visitors without a session away", async ({ page }) => {
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(profileMessages.noUser)).toBeVisible();
    await page.goto("/user-registration");
    await expect(page).toHaveURL(/\/login$/);
  });
});
