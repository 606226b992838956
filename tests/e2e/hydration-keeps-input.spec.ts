import type { Page } from "@playwright/test";

import { en } from "../../app/locales/en";
import { adminLogin } from "./admin-helpers";
import { expect, freshMobile, test, waitForOtp } from "./fixtures";
import { controlStates, holdScripts, visitorPage } from "./held-scripts";

const consentLabel = en.forms.consent.label;

// Nothing changes under the visitor's finger when the scripts start: on a slow connection a
// visitor types and chooses on the server's HTML while hydration is still on its way. These
// tests hold the scripts back, use the page, let them through, and compare every control's
// value and place before and after.

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Signup, the OTP from the outbox, and the role on 'who are you': a verified number's session. */
async function verifyNewNumber(page: Page, role: "User" | "Astrologer") {
  const mobile = freshMobile();
  await page.goto("/signup");
  await page.getByLabel("Mobile Number").fill(mobile);
  await page.getByRole("button", { name: "Send OTP" }).click();
  await expect(page).toHaveURL(/\/otp-verifications$/);
  const code = await waitForOtp(mobile);
  for (const [i, digit] of [...code].entries()) await page.getByLabel(`OTP digit ${i + 1}`).fill(digit);
  await page.getByRole("button", { name: "VERIFY OTP" }).click();
  await expect(page).toHaveURL(/\/who-are-you$/);
  await page.getByRole("button", { name: role === "User" ? /Are you a User\?/ : /Are you an Astrologer\?/ }).click();
  return mobile;
}

/** Waits until the city list holds `city` and chooses it. */
async function chooseCity(page: Page, city: string) {
  await expect(field(page, "City").getByRole("option", { name: city, exact: true })).toBeAttached();
  await field(page, "City").selectOption({ label: city });
}

test.describe("nothing changes under the finger when the scripts start", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "holding the scripts back means nothing without JavaScript");

  test("a menu opened on a phone before hydration stays open when the scripts start, and closes on the next page", async ({
    browser,
    baseURL,
  }) => {
    const { page, close } = await visitorPage(browser, baseURL);
    try {
      await page.setViewportSize({ width: 360, height: 740 });
      const scripts = await holdScripts(page);
      await page.goto("/signup", { waitUntil: "commit" });
      await scripts.untilWaiting();
      const menu = page.getByRole("banner").locator("details.mobile-menu");
      await menu.getByLabel("Menu", { exact: true }).click();
      await expect(menu).toHaveAttribute("open", "");
      await scripts.release();
      await expect(menu).toHaveAttribute("open", "");
      await expect(menu.getByRole("link", { name: "Blogs" })).toBeVisible();
      // With the scripts running, going on to another page closes it.
      await menu.getByRole("link", { name: "Blogs" }).click();
      await expect(page).toHaveURL(/\/blogs$/);
      await expect(page.getByRole("banner").locator("details.mobile-menu")).not.toHaveAttribute("open", "");
    } finally {
      await close();
    }
  });

  test("registration keeps the name, gender, state and dates chosen before hydration", async ({ browser, baseURL }) => {
    const { page, close } = await visitorPage(browser, baseURL);
    try {
      await verifyNewNumber(page, "User");
      await expect(page).toHaveURL(/\/user-registration$/);
      const scripts = await holdScripts(page);
      await page.reload({ waitUntil: "commit" });

      await field(page, "Full name").fill("Meera Joshi");
      await scripts.untilWaiting();
      await page.getByRole("radio", { name: "Female" }).check();
      await field(page, "State").selectOption({ label: "Maharashtra" });
      await field(page, "Pin code").fill("411001");
      await field(page, "Date of birth").fill("1991-02-14");
      await field(page, "Time of birth").fill("07:30");
      await field(page, "Location").fill("Pune");
      await field(page, "E-mail").fill("meera@example.in");
      await page.getByLabel(consentLabel).check();
      const before = await controlStates(page);
      expect(before.find((c) => c.control.startsWith("select||stateId"))?.value).not.toBe("");

      await scripts.release();
      // With JavaScript the state chosen before hydration brings its cities at once.
      await expect(field(page, "City").getByRole("option", { name: "Pune", exact: true })).toBeAttached();
      expect(await controlStates(page)).toEqual(before);
      await expect(field(page, "State").locator("option:checked")).toHaveText("Maharashtra");

      // The kept values are the ones the form sends.
      await chooseCity(page, "Pune");
      await page.getByRole("button", { name: "Register" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByText("Meera", { exact: false }).first()).toBeVisible();
    } finally {
      await close();
    }
  });

  test("a country changed before hydration brings its own states once the scripts start", async ({ browser, baseURL }) => {
    const { page, close } = await visitorPage(browser, baseURL);
    try {
      await verifyNewNumber(page, "User");
      await expect(page).toHaveURL(/\/user-registration$/);
      const scripts = await holdScripts(page);
      await page.reload({ waitUntil: "commit" });
      await field(page, "Full name").fill("Meera Joshi");
      await scripts.untilWaiting();
      // The chosen country is drawn alone; before the scripts its 'Show' button posts the form,
      // which comes back with every country, the name typed kept, its scripts still held.
      await page.getByRole("button", { name: "Show countries" }).click();
      await expect(field(page, "Country").getByRole("option", { name: "Nepal", exact: true })).toBeAttached();
      await expect(field(page, "Full name")).toHaveValue("Meera Joshi");
      await field(page, "Country").selectOption({ label: "Nepal" });
      const before = await controlStates(page);

      await scripts.release();
      await expect(field(page, "State").getByRole("option", { name: "Bagmati", exact: false }).first()).toBeAttached();
      await expect(field(page, "State").getByRole("option", { name: "Maharashtra" })).toHaveCount(0);
      await expect(field(page, "Country").locator("option:checked")).toHaveText("Nepal");
      expect(await controlStates(page)).toEqual(before);
    } finally {
      await close();
    }
  });

  test("the profile keeps edits and a new city chosen before hydration", async ({ browser, baseURL }) => {
    const { page, close } = await visitorPage(browser, baseURL);
    try {
      await verifyNewNumber(page, "User");
      await expect(page).toHaveURL(/\/user-registration$/);
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.hydrated)).toBe("true");
      await field(page, "Full name").fill("Ravi Kulkarni");
      await page.getByRole("radio", { name: "Male", exact: true }).check();
      await field(page, "State").selectOption({ label: "Maharashtra" });
      await chooseCity(page, "Pune");
      await field(page, "Pin code").fill("411001");
      await field(page, "Date of birth").fill("1985-11-02");
      await field(page, "Time of birth").fill("21:15");
      await field(page, "Location").fill("Pune");
      await page.getByLabel(consentLabel).check();
      await page.getByRole("button", { name: "Register" }).click();
      await expect(page).toHaveURL(/\/$/);

      const scripts = await holdScripts(page);
      await page.goto("/profile", { waitUntil: "commit" });
      await expect(field(page, "City").locator("option:checked")).toHaveText("Pune");
      await field(page, "Name").fill("Ravi S Kulkarni");
      await scripts.untilWaiting();
      // The saved city is drawn alone; before the scripts its 'Show' button posts the form, which
      // comes back with the state's cities and the edits kept, its scripts still held.
      await page.getByRole("button", { name: "Show cities" }).click();
      await expect(field(page, "City").getByRole("option", { name: "Mumbai", exact: true })).toBeAttached();
      await expect(field(page, "Name")).toHaveValue("Ravi S Kulkarni");
      await page.getByRole("radio", { name: "Other" }).check();
      await field(page, "City").selectOption({ label: "Mumbai" });
      await field(page, "Birth Place").fill("Shivajinagar, Pune");
      await field(page, "PIN Code").fill("411005");
      await field(page, "Email").fill("ravi@example.in");
      const before = await controlStates(page);

      await scripts.release();
      expect(await controlStates(page)).toEqual(before);
      await expect(field(page, "City").locator("option:checked")).toHaveText("Mumbai");

      await page.getByRole("button", { name: "Save" }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(field(page, "Name")).toHaveValue("Ravi S Kulkarni");
      await expect(field(page, "City").locator("option:checked")).toHaveText("Mumbai");
      await expect(page.getByRole("radio", { name: "Other" })).toBeChecked();
    } finally {
      await close();
    }
  });

  test("astrologer registration keeps every field, its selects included", async ({ browser, baseURL }) => {
    const { page, close } = await visitorPage(browser, baseURL);
    try {
      await verifyNewNumber(page, "Astrologer");
      await expect(page).toHaveURL(/\/astrologer-registration$/);
      const scripts = await holdScripts(page);
      await page.reload({ waitUntil: "commit" });

      await field(page, "Full Name").fill("Kavya Raman Iyer");
      await scripts.untilWaiting();
      await field(page, "Age").fill("34");
      await field(page, "Gender").selectOption("Female");
      await field(page, "Address").fill("12 Temple Street");
      await field(page, "State").selectOption({ label: "Maharashtra" });
      await field(page, "Pincode").fill("411001");
      await field(page, "Email").fill("kavya@example.in");
      await field(page, "Languages").fill("Marathi, Hindi");
      await field(page, "Experience (years)").fill("9");
      await field(page, "Specialisation").selectOption("vedic");
      await page.getByLabel(consentLabel).check();
      const before = await controlStates(page);

      await scripts.release();
      await expect(field(page, "City").getByRole("option", { name: "Pune", exact: true })).toBeAttached();
      expect(await controlStates(page)).toEqual(before);

      await chooseCity(page, "Pune");
      await page.getByRole("button", { name: "Register" }).click();
      await expect(page).toHaveURL(/\/bank-details$/);
    } finally {
      await close();
    }
  });

  test("text typed into a filled text box before hydration stays (an FAQ's answer)", async ({ browser, baseURL }) => {
    // The administrator's session from the global setup; nothing is saved, so no visitor sees a change.
    const context = await browser.newContext({ baseURL });
    try {
      const page = await context.newPage();
      await adminLogin(page);
      const scripts = await holdScripts(page);
      await page.goto("/admin/faqmanager", { waitUntil: "commit" });
      const item = page
        .getByRole("listitem")
        .filter({ has: page.locator("textarea") })
        .first();
      await item.locator("summary").click();
      await scripts.untilWaiting();
      const answer = item.getByLabel("Answer");
      const saved = await answer.inputValue();
      expect(saved).not.toBe("");
      await answer.press("Control+End");
      await answer.pressSequentially(" Typed before the scripts came.");
      const before = await controlStates(page);

      await scripts.release();
      await expect(answer).toHaveValue(`${saved} Typed before the scripts came.`);
      expect(await controlStates(page)).toEqual(before);
    } finally {
      await context.close();
    }
  });

  test("a prediction typed and a sign and language chosen while the admin's upload form loads its scripts are kept", async ({
    browser,
    baseURL,
  }) => {
    // The administrator's session from the global setup; nothing is posted, so no visitor sees a change.
    const context = await browser.newContext({ baseURL });
    try {
      const page = await context.newPage();
      await adminLogin(page);
      const scripts = await holdScripts(page);
      await page.goto("/admin/horoscopeupload", { waitUntil: "commit" });
      await scripts.untilWaiting();
      const selects = page.locator("main select");
      const choices: string[] = [];
      for (const select of await selects.all()) {
        const values = await select.locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
        const other = values.filter((v) => v !== "").at(-1) ?? "";
        await select.selectOption(other);
        choices.push(other);
      }
      const text = page.locator("main textarea").first();
      await text.fill("A day for patience: what is begun slowly lasts.");
      const before = await controlStates(page);

      await scripts.release();
      await expect(text).toHaveValue("A day for patience: what is begun slowly lasts.");
      expect(await selects.evaluateAll((all) => all.map((s) => (s as HTMLSelectElement).value))).toEqual(choices);
      expect(await controlStates(page)).toEqual(before);
    } finally {
      await context.close();
    }
  });
});
