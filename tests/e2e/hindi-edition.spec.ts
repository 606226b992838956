import type { Page, TestInfo } from "@playwright/test";

import { PLACEHOLDER_GRIEVANCE_OFFICER } from "../../app/infra/env.server";
import { demoAstrologers } from "../../app/infra/seed/demo-astrologers.server";
import { hi } from "../../app/locales/hi";
import { expect, readOutbox, test } from "./fixtures";
import { AADHAAR, JPEG } from "./journey-helpers";

// The Hindi edition as a reader of Hindi meets it, with JavaScript on and off: every page in
// Hindi but for names and addresses, from /hi to a daily horoscope, and through sign-in by OTP,
// registration and the profile, and an astrologer's registration, bank details and documents.

/**
 * Latin words a Hindi page may show: names (the brand, its company, the demo astrologers, the
 * placeholder grievance officer, the customer this test registers, places) and the loanwords
 * Hindi sites write as they are (OTP, SMS, file types: acronyms are let through as such).
 */
const NAMES = new Set(
  [
    "Grahavani",
    "Astro",
    "Services",
    "Private",
    "Limited",
    ...PLACEHOLDER_GRIEVANCE_OFFICER.name.split(" "),
    ...demoAstrologers.flatMap((a) => [a.firstName, a.lastName]),
    "Asha",
    "Devi",
    "Rao",
    // The place of birth the visitor types.
    "Pune",
  ].map((word) => word.toLowerCase()),
);

/** The Latin words a person sees on the page (text and the labels a screen reader reads) outside names, addresses and what is marked English. */
async function englishWords(page: Page): Promise<string[]> {
  const words = await page.evaluate(() => {
    const found: string[] = [];
    // Addresses written out ("/hi/account-deletion") are addresses, not words.
    const note = (text: string) => found.push(...(text.replace(/\/[\w/-]+/g, " ").match(/[A-Za-z]+/g) ?? []));
    // English marked as such (the language switch, an English text on a Hindi page), addresses
    // (e-mail links, file names) and what is not shown.
    const skipped = (element: Element | null) =>
      !element || element.closest('[lang^="en"], [translate="no"], a[href^="mailto:"], script, style, noscript, template, option') !== null;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (skipped(element) || !element!.checkVisibility({ visibilityProperty: true })) continue;
      note(node.textContent ?? "");
    }
    for (const element of document.body.querySelectorAll("[placeholder], [aria-label], [title], img[alt]")) {
      if (skipped(element)) continue;
      for (const name of ["placeholder", "aria-label", "title", "alt"]) note(element.getAttribute(name) ?? "");
    }
    return found;
  });
  // Acronyms (OTP, SMS, PIN) and single letters (a masked address's "x") are not words here.
  return [...new Set(words.filter((word) => word.length > 1 && word !== word.toUpperCase() && !NAMES.has(word.toLowerCase())))];
}

async function expectAllHindi(page: Page) {
  // After a navigation the address changes before the page's body has arrived.
  await page.waitForLoadState("domcontentloaded");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  expect(await englishWords(page), page.url()).toEqual([]);
}

const READING_PAGES = [
  "/hi",
  "/hi/daily-horoscope/today/leo",
  "/hi/daily-horoscope/tomorrow/pisces",
  "/hi/yearly-horoscope",
  "/hi/yearly-horoscope/tauras",
  "/hi/yearly-horoscope/2027/leo",
  "/hi/blogs",
  "/hi/festival",
  "/hi/festival/2026/march",
  "/hi/faq",
  "/hi/about",
  "/hi/terms-and-conditions",
  "/hi/privacy-policy",
  "/hi/privacy-notice",
  "/hi/refund-policy",
  "/hi/app-download",
  "/hi/call-with-astrologer",
  "/hi/chat-with-astrologer",
  "/hi/grievance",
];

test.describe("the Hindi edition", () => {
  for (const path of READING_PAGES) {
    test(`${path} is in Hindi, names and addresses aside, and links to its English twin`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expectAllHindi(page);
      const english = page.getByRole("banner").getByRole("link", { name: "English", exact: true });
      await expect(english).toHaveAttribute("hreflang", "en-IN");
      await expect(english).toHaveAttribute("lang", "en-IN");
      // Every link of ours on the page stays in the Hindi edition, but one that says it leads to English.
      const hrefs = await page
        .locator("main a[href^='/']:not([hreflang])")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
      expect(hrefs.filter((href) => !/^\/hi(\/|$|\?)|^\/(media|images|build)\/|\.ics$/.test(href))).toEqual([]);
    });
  }

  test("an address that is not a page answers the Hindi 404 page", async ({ page }) => {
    const response = await page.goto("/hi/no-such-page");
    expect(response?.status()).toBe(404);
    await expectAllHindi(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hi.common.errors.notFound.title);
  });

  test("an article in Hindi reads in Hindi; the switch leads to the English articles", async ({ page }) => {
    await page.goto("/hi/blogs");
    await page.locator("main article a, main .blog-card a").first().click();
    await expect(page).toHaveURL(/\/hi\/blogs\/[a-z0-9-]+$/);
    await expectAllHindi(page);
    await expect(page.getByRole("banner").getByRole("link", { name: "English", exact: true })).toHaveAttribute("href", "/blogs");
  });

  test("from /hi to today's horoscope of a sign, in Hindi all the way", async ({ page }) => {
    await page.goto("/hi");
    await page.getByRole("link", { name: hi.common.signs.leo }).first().click();
    await expect(page).toHaveURL(/\/hi\/daily-horoscope\/today\/leo/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hi.horoscope.titles.today);
    await expect(page.locator(".prediction")).toContainText(/[\u0900-\u097F]/);
    await expectAllHindi(page);
    await page.getByRole("link", { name: hi.horoscope.days.tomorrow }).click();
    await expect(page).toHaveURL(/\/hi\/daily-horoscope\/tomorrow\/leo/);
    await expectAllHindi(page);
  });

  test("a Hindi chart writes its dates and clocks as a Hindi editor does (docs/hindi-style.md)", async ({ page }) => {
    const form = hi.kundli.form;
    await page.goto("/hi/kundli");
    await page.getByLabel(form.date, { exact: true }).fill("1990-08-15");
    await page.getByLabel(form.time, { exact: true }).fill("05:39");
    await page.getByLabel(form.place, { exact: true }).fill("जयपुर");
    await page.getByRole("button", { name: form.submit }).click();
    await expect(page.getByRole("heading", { name: hi.kundli.chart.headingNoName })).toBeVisible();
    await expect(page.getByText("जन्म 15 अगस्त 1990, 05:39 बजे, जयपुर, राजस्थान")).toBeVisible();
    const definition = (term: string) => page.locator("dt", { hasText: new RegExp(`^${term}$`) }).locator("+ dd");
    // 05:39 in India is 00:09 UTC: the date first, the hour in two digits, the zone named in Hindi.
    await expect(definition(hi.kundli.chart.instant)).toHaveText("15 अगस्त 1990, 00:09 (यूटीसी)");
    await expect(definition(hi.kundli.chart.clock)).toContainText("भारतीय मानक समय, यूटीसी+05:30");
    // No clock anywhere on the page with a one-digit hour (0:09), and no date written with slashes.
    const text = await page.locator("main").innerText();
    expect(text.match(/(?<![\d:])\d:\d\d/g)).toBeNull();
    expect(text.match(/\d\/\d/g)).toBeNull();
  });
});

/** A number no other test, project or earlier run uses. */
function uniqueMobile(testInfo: TestInfo): string {
  const prefix = testInfo.project.name === "no-js" ? "7" : "6";
  return `${prefix}7${String(Date.now()).slice(-8)}`;
}

const smsTo = (mobile: string) => readOutbox().filter((m) => m.channel === "sms" && m.to === `+91${mobile}`);

test("a Hindi visitor signs up by OTP, registers and edits the profile without meeting an English word", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(180_000);
  const t = hi.account;
  const mobile = uniqueMobile(testInfo);
  await page.goto("/hi/signup");
  await expectAllHindi(page);
  await page.getByLabel(t.signup.mobileLabel, { exact: true }).fill(mobile);
  await page.getByRole("button", { name: t.signup.send }).click();
  await expect(page).toHaveURL(/\/hi\/otp-verifications$/);
  await expectAllHindi(page);
  await expect.poll(() => smsTo(mobile).length).toBeGreaterThan(0);
  const sms = smsTo(mobile).at(-1)!.text;
  // The code comes in Hindi too, still the only four-digit number in the text.
  expect(sms).toContain("सत्यापन कोड");
  const code = sms.match(/\b\d{4}\b/g)!;
  expect(code).toHaveLength(1);
  for (const [i, digit] of [...code[0]].entries()) await page.getByLabel(hi.forms.otp.digit.replace("{{n}}", String(i + 1))).fill(digit);
  await page.getByRole("button", { name: t.otp.verify }).click();
  await expect(page).toHaveURL(/\/hi\/who-are-you$/);
  await expectAllHindi(page);
  await page.getByRole("button", { name: new RegExp(t.whoAreYou.user.replace("?", "\\?")) }).click();
  await expect(page).toHaveURL(/\/hi\/user-registration$/);
  await expectAllHindi(page);

  // Sent empty: the messages in Hindi, beside their fields.
  const labels = t.registration.labels;
  await page.getByRole("button", { name: t.registration.register }).click();
  await expect(page.getByRole("alert")).toContainText(t.registration.fixFields);
  await expect(page.getByText(t.registration.required.replace("{{label}}", labels.fullName), { exact: true })).toHaveCount(1);
  await expectAllHindi(page);

  await page.getByLabel(labels.fullName, { exact: true }).fill("Asha Devi Rao");
  await page.getByRole("radio", { name: t.registration.genders.female }).check();
  await page.getByLabel(labels.stateId, { exact: true }).selectOption({ label: "महाराष्ट्र" });
  if (!javaScriptEnabled) await page.getByRole("button", { name: hi.forms.locations.showCities }).click();
  const cities = page.getByLabel(labels.cityId, { exact: true });
  await expect(cities.getByRole("option", { name: "पुणे", exact: true })).toBeAttached();
  await cities.selectOption({ label: "पुणे" });
  await expect(page.getByLabel(labels.fullName, { exact: true })).toHaveValue("Asha Devi Rao");
  await page.getByLabel(labels.pinCode, { exact: true }).fill("411001");
  await page.getByLabel(labels.dob, { exact: true }).fill("1990-04-21");
  await page.getByLabel(labels.timeOfBirth, { exact: true }).fill("06:45");
  await page.getByLabel(labels.location, { exact: true }).fill("Pune");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: t.registration.register }).click();
  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.getByText(t.registration.welcome.replace("{{firstName}}", "Asha"))).toBeVisible();
  await expectAllHindi(page);

  await page.goto("/hi/profile");
  await expectAllHindi(page);
  const profile = t.profile.labels;
  await expect(page.getByLabel(profile.name, { exact: true })).toHaveValue("Asha Devi Rao");
  await page.getByLabel(profile.email, { exact: true }).fill("asha@example");
  await page.getByRole("button", { name: t.profile.save }).click();
  await expect(page.getByText(t.profile.emailInvalid, { exact: true })).toHaveCount(1);
  await expect(page.getByLabel(profile.name, { exact: true })).toHaveValue("Asha Devi Rao");
  await expectAllHindi(page);
  await page.getByLabel(profile.email, { exact: true }).fill("asha@example.in");
  await page.getByLabel(profile.pinCode, { exact: true }).fill("411002");
  await page.getByRole("button", { name: t.profile.save }).click();
  await expect(page.getByText(t.profile.updated)).toBeVisible();
  await expect(page.getByLabel(profile.pinCode, { exact: true })).toHaveValue("411002");
  await expectAllHindi(page);
});

test("a Hindi astrologer registers, gives bank details and uploads documents without meeting an English word", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(180_000);
  const t = hi.onboarding;
  const mobile = uniqueMobile(testInfo).replace(/^(\d)7/, "$18");
  await page.goto("/hi/signup");
  await page.getByLabel(hi.account.signup.mobileLabel, { exact: true }).fill(mobile);
  await page.getByRole("button", { name: hi.account.signup.send }).click();
  await expect(page).toHaveURL(/\/hi\/otp-verifications$/);
  await expect.poll(() => smsTo(mobile).length).toBeGreaterThan(0);
  const code = smsTo(mobile)
    .at(-1)!
    .text.match(/\b\d{4}\b/)![0];
  for (const [i, digit] of [...code].entries()) await page.getByLabel(hi.forms.otp.digit.replace("{{n}}", String(i + 1))).fill(digit);
  await page.getByRole("button", { name: hi.account.otp.verify }).click();
  await expect(page).toHaveURL(/\/hi\/who-are-you$/);
  await page.getByRole("button", { name: new RegExp(hi.account.whoAreYou.astrologer.replace("?", "\\?")) }).click();
  await expect(page).toHaveURL(/\/hi\/astrologer-registration$/);
  if (javaScriptEnabled) await page.reload();
  await expectAllHindi(page);

  // Sent empty: the spec's messages in Hindi, beside their fields.
  const labels = t.registration.labels;
  await page.getByRole("button", { name: t.registration.submit }).click();
  await expect(page.getByText(t.form.required.replace("{{label}}", labels.address), { exact: true })).toHaveCount(1);
  await expectAllHindi(page);

  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field(labels.fullName).fill("Asha Devi Rao");
  await field(labels.age).fill("41");
  await field(labels.gender).selectOption(t.registration.genders.Female);
  await field(labels.address).fill("8 Temple Street");
  await field(labels.stateId).selectOption({ label: "महाराष्ट्र" });
  if (!javaScriptEnabled) await page.getByRole("button", { name: hi.forms.locations.showCities }).click();
  await expect(field(labels.cityId).getByRole("option", { name: "पुणे", exact: true })).toBeAttached();
  await field(labels.cityId).selectOption({ label: "पुणे" });
  await expect(field(labels.fullName)).toHaveValue("Asha Devi Rao");
  await field(labels.pinCode).fill("411001");
  await field(labels.email).fill("asha@example.in");
  await field(labels.languages).fill("Marathi, Hindi");
  await field(labels.experience).fill("9");
  await field(labels.specialization).selectOption(t.registration.specialisations.vedic);
  await page.getByLabel(t.consent.label).check();
  await page.getByRole("button", { name: t.registration.submit }).click();
  await expect(page).toHaveURL(/\/hi\/bank-details$/);
  await expectAllHindi(page);

  const bank = t.bank.labels;
  await field(bank.aadhaar).fill(AADHAAR);
  await field(bank.pan).fill("ABCDE1234F");
  await field(bank.accountHolderName).fill("Asha Devi Rao");
  await field(bank.accountNumber).fill("000123456789");
  await field(bank.accountNumberConfirm).fill("000123456789");
  await field(bank.ifsc).fill("SBIN0000001");
  await page.getByRole("button", { name: t.bank.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/hi\/document$/);
  await expectAllHindi(page);

  const kinds = t.documents.kinds;
  await field(kinds.aadhar_front).setInputFiles({ name: "front.jpg", mimeType: "image/jpeg", buffer: JPEG });
  await field(kinds.aadhar_back).setInputFiles({ name: "back.jpg", mimeType: "image/jpeg", buffer: JPEG });
  await field(kinds.pan_card).setInputFiles({ name: "pan.jpg", mimeType: "image/jpeg", buffer: JPEG });
  await page.getByRole("button", { name: t.documents.submit }).click();
  await expect(page).toHaveURL(/\/hi\/app-downloads$/);
  await expect(page.getByText(t.documentMessages.success)).toBeVisible();
  await expectAllHindi(page);

  await page.goto("/hi/astrologer-status");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.status.title);
  await expectAllHindi(page);
});

test.describe("choosing the language", () => {
  test("the switch leads to the same page in the other edition, and the English home then invites back to Hindi", async ({ page }) => {
    await page.goto("/faq");
    const hindi = page.getByRole("banner").getByRole("link", { name: "हिंदी", exact: true });
    await expect(hindi).toHaveAttribute("hreflang", "hi-IN");
    await expect(hindi).toHaveAttribute("lang", "hi-IN");
    await hindi.click();
    await expect(page).toHaveURL(/\/hi\/faq$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    // No address changes its language for the cookie: the English home stays English, with one line in Hindi.
    await page.goto("/");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    const invitation = page.locator(".language-invitation");
    await expect(invitation).toHaveAttribute("lang", "hi-IN");
    await expect(invitation.getByRole("link", { name: hi.home.invitationLink })).toHaveAttribute("href", "/hi");
    // Back to English by the switch: the choice is English now, and the invitation goes.
    await page.goto("/hi/faq");
    await page.getByRole("banner").getByRole("link", { name: "English", exact: true }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await page.goto("/");
    await expect(page.locator(".language-invitation")).toHaveCount(0);
  });

  test("a first visit from a browser that prefers Hindi is invited, never redirected; one that prefers English is not", async ({
    browser,
    javaScriptEnabled,
  }) => {
    for (const [locale, invited] of [
      ["hi-IN", true],
      ["en-IN", false],
    ] as const) {
      // The browser's languages, as a phone set to Hindi (or English) sends them.
      const context = await browser.newContext({ javaScriptEnabled, locale });
      const page = await context.newPage();
      const response = await page.goto(`${process.env.E2E_BASE_URL}/`);
      expect(response?.status()).toBe(200);
      expect(response?.request().redirectedFrom()).toBeNull();
      await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
      await expect(page.locator(".language-invitation")).toHaveCount(invited ? 1 : 0);
      await context.close();
    }
  });
});
