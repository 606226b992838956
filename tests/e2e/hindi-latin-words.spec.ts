import type { Browser, Page } from "@playwright/test";

import { PLACEHOLDER_GRIEVANCE_OFFICER } from "../../app/infra/env.server";
import { demoAstrologers } from "../../app/infra/seed/demo-astrologers.server";
import { hi } from "../../app/locales/hi";
import { expect, freshMobile, test, waitForOtp } from "./fixtures";
import { AADHAAR } from "./journey-helpers";
import { applicantAtDocuments, registeredCustomer, signUp } from "./upload-helpers";

// No Latin word in a Hindi page's main text but the few Indian readers meet as they are
// (docs/hindi-style.md, decision 100): every /hi page of the sitemap, and every form page, with
// what its forms answer when sent empty. The text is the server's, so it is read once, with
// JavaScript off.

/** The words a Hindi page may show in Latin letters: the glossary's list, and the brand. */
const ALLOWED = new Set(["OTP", "SMS", "PIN", "PAN", "IFSC", "Grahavani"]);

/**
 * Names of people and of the company, written as their owners write them: the company's
 * registered name, the demo astrologers' (each types their own at registration), the placeholder
 * grievance officer's (configuration names the real one), the people this test registers. Names,
 * not words of our text.
 */
const NAMES = new Set([
  ..."Grahavani Astro Services Private Limited".split(" "),
  ...demoAstrologers.flatMap((a) => [...a.firstName.split(" "), ...a.lastName.split(" ")]),
  ...PLACEHOLDER_GRIEVANCE_OFFICER.name.split(" "),
  // The people this test registers.
  ..."Asha Devi Rao Meera Joshi".split(" "),
]);

type Found = { words: string[]; english: number };

/**
 * The Latin words of the page's <main> as shown (hidden text aside), its <title> and its meta
 * description. A token with a digit is a code (ABCDE1234F, UTC+05:30 is not: its letters are a
 * word), one with @, :// or a slash between letters an address or an identifier (Asia/Kolkata).
 * Text marked English (lang="en…") is counted apart: the page says what it is. Hindi in Latin
 * letters is not: a Hindi page shows a naam akshar in Devanagari alone.
 */
async function latinWords(page: Page): Promise<Found> {
  const { texts, english } = await page.evaluate(() => {
    const texts: string[] = [document.title, document.querySelector('meta[name="description"]')?.getAttribute("content") ?? ""];
    let english = 0;
    const main = document.querySelector("main");
    if (!main) return { texts: ["(no <main>)"], english };
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement!;
      if (element.closest("script, style, template, noscript")) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      if (element.closest('[lang]:not([lang^="hi"])')) {
        if (/[A-Za-z]/.test(node.textContent ?? "")) english += 1;
        continue;
      }
      texts.push(node.textContent ?? "");
    }
    for (const field of main.querySelectorAll("[placeholder]")) texts.push(field.getAttribute("placeholder") ?? "");
    // A closed list shows its chosen option.
    for (const list of main.querySelectorAll("select")) for (const option of list.selectedOptions) texts.push(option.text);
    return { texts, english };
  });
  const words: string[] = [];
  for (const token of texts.join(" ").split(/\s+/)) {
    if (/\d/.test(token) && !/^[^A-Za-z]*[A-Za-z]+[+−-]\d/.test(token)) continue;
    if (/@|:\/\/|^www\.|[A-Za-z]\/[A-Za-z]|^\//.test(token)) continue;
    for (const word of token.match(/[A-Za-z]+/g) ?? []) if (!ALLOWED.has(word) && !NAMES.has(word)) words.push(word);
  }
  return { words: [...new Set(words)], english };
}

/** A browser without JavaScript whose pages share the test's cookies when asked to. */
async function plainContext(browser: Browser, baseURL: string, from?: Page) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  if (from) await context.addCookies(await from.context().cookies());
  return context;
}

test.describe("no Latin word on a Hindi page", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "the server's text, read once with JavaScript off");

  test("every /hi page of the sitemap", async ({ browser, baseURL, request }) => {
    test.setTimeout(600_000);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname).filter((p) => /^\/hi(\/|$)/.test(p));
    // The sitemap lists every kind of Hindi page: the fixed ones, the years, the days, the months, the cities.
    expect(paths.length).toBeGreaterThan(60);
    for (const kind of ["/hi/faq", "/hi/yearly-horoscope/", "/hi/daily-horoscope/", "/hi/festival/", "/hi/panchang/", "/hi/blogs/"]) {
      expect(
        paths.some((p) => p.startsWith(kind)),
        kind,
      ).toBe(true);
    }
    const context = await plainContext(browser, baseURL!);
    const found: Record<string, string[]> = {};
    let englishParts = 0;
    const queue = [...paths];
    // Three pages at a time: the server renders while the browser reads.
    await Promise.all(
      [0, 1, 2].map(async () => {
        const page = await context.newPage();
        for (let path = queue.shift(); path; path = queue.shift()) {
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(200);
          const { words, english } = await latinWords(page);
          englishParts += english;
          if (words.length > 0) found[path] = words;
        }
      }),
    );
    await context.close();
    test.info().annotations.push({ type: "pages", description: `${paths.length} Hindi pages; ${englishParts} passages marked English` });
    expect(found).toEqual({});
  });

  test("the form pages, and what their forms answer when sent empty", async ({ browser, baseURL, page }) => {
    test.setTimeout(300_000);
    const found: Record<string, string[]> = {};
    // `typed`: the visitor's own words the page shows back as they typed them.
    const check = async (visit: Page, what: string, typed: string[] = []) => {
      // After a navigation the address changes before the page's body has arrived.
      await visit.waitForLoadState("load");
      await expect(visit.locator("main")).toHaveCount(1);
      await expect(visit.locator("html")).toHaveAttribute("lang", "hi-IN");
      const words = (await latinWords(visit)).words.filter((word) => !typed.includes(word));
      if (words.length > 0) found[what] = words;
    };
    const sendEmpty = async (visit: Page, button: string) => {
      await visit.getByRole("button", { name: button, exact: true }).first().click();
      await visit.waitForLoadState("domcontentloaded");
    };

    // A visitor: sign-in by OTP in Hindi, the role, the registration form.
    const visitor = await plainContext(browser, baseURL!);
    const v = await visitor.newPage();
    await v.goto("/hi/signup");
    await check(v, "/hi/signup");
    await sendEmpty(v, hi.account.signup.send);
    await check(v, "/hi/signup, sent empty");
    const mobile = freshMobile();
    await v.getByLabel(hi.account.signup.mobileLabel, { exact: true }).fill(mobile);
    await v.getByRole("button", { name: hi.account.signup.send }).click();
    await expect(v).toHaveURL(/\/hi\/otp-verifications$/);
    await check(v, "/hi/otp-verifications");
    await sendEmpty(v, hi.account.otp.verify);
    await check(v, "/hi/otp-verifications, sent empty");
    const code = await waitForOtp(mobile);
    for (const [i, digit] of [...code].entries()) await v.getByLabel(hi.forms.otp.digit.replace("{{n}}", String(i + 1))).fill(digit);
    await v.getByRole("button", { name: hi.account.otp.verify }).click();
    await expect(v).toHaveURL(/\/hi\/who-are-you$/);
    await check(v, "/hi/who-are-you");
    await v.getByRole("button", { name: new RegExp(hi.account.whoAreYou.user.replace("?", "\\?")) }).click();
    await expect(v).toHaveURL(/\/hi\/user-registration$/);
    await check(v, "/hi/user-registration");
    await sendEmpty(v, hi.account.registration.register);
    await check(v, "/hi/user-registration, sent empty");
    await visitor.close();

    // Forms anyone can send: the grievance, the kundli, the kundli milan, the account deletion.
    const reader = await plainContext(browser, baseURL!);
    const r = await reader.newPage();
    for (const [path, button] of [
      ["/hi/grievance", hi.grievance.form.send],
      ["/hi/kundli", hi.kundli.form.submit],
      ["/hi/kundli-milan", hi.kundli.milan.submit],
      ["/hi/account-deletion", hi.account.deletion.send],
    ] as const) {
      await r.goto(path);
      await check(r, path);
      await sendEmpty(r, button);
      await check(r, `${path}, sent empty`);
    }
    // A chart and a match as they are drawn.
    await r.goto("/hi/kundli");
    await r.getByLabel(hi.kundli.form.date, { exact: true }).fill("1917-11-19");
    await r.getByLabel(hi.kundli.form.time, { exact: true }).fill("23:11");
    await r.getByLabel(hi.kundli.form.place, { exact: true }).fill("Allahabad");
    await r.getByRole("button", { name: hi.kundli.form.submit }).click();
    await expect(r.getByRole("heading", { name: hi.kundli.chart.headingNoName })).toBeVisible();
    await check(r, "/hi/kundli, a chart");
    await r.goto("/hi/kundli-milan");
    for (const [group, date, place] of [
      [hi.kundli.milan.boy, "1990-05-10", "Varanasi"],
      [hi.kundli.milan.girl, "1992-08-20", "Hyderabad, Telangana"],
    ] as const) {
      const person = r.getByRole("group", { name: group });
      await person.getByLabel(hi.kundli.form.date, { exact: true }).fill(date);
      await person.getByLabel(hi.kundli.form.time, { exact: true }).fill("06:30");
      await person.getByLabel(hi.kundli.form.place, { exact: true }).fill(place);
    }
    await r.getByRole("button", { name: hi.kundli.milan.submit }).click();
    await expect(r.getByRole("heading", { level: 1 })).toHaveText(/का अष्टकूट मिलान$/);
    await check(r, "/hi/kundli-milan, a match");
    await reader.close();

    // A registered customer: the profile, its kundli, the data page.
    await registeredCustomer(page);
    const customer = await plainContext(browser, baseURL!, page);
    const c = await customer.newPage();
    for (const path of ["/hi/profile", "/hi/profile/kundli", "/hi/my-data"]) {
      await c.goto(path);
      // The data page shows the place of birth as we keep it: the gazetteer's label for what the
      // customer typed (registeredCustomer: "Pune"), which the place search reads back.
      await check(c, path, path === "/hi/my-data" ? ["Pune", "Maharashtra"] : []);
    }
    await c.goto("/hi/profile");
    await c.getByLabel(hi.account.profile.labels.name, { exact: true }).fill("");
    await sendEmpty(c, hi.account.profile.save);
    await check(c, "/hi/profile, sent without a name");
    await customer.close();
    await page.context().clearCookies();

    // An astrologer: the registration form, then the bank details and the documents.
    await signUp(page, freshMobile(), "astrologer");
    const newcomer = await plainContext(browser, baseURL!, page);
    const n = await newcomer.newPage();
    await n.goto("/hi/astrologer-registration");
    await check(n, "/hi/astrologer-registration");
    await sendEmpty(n, hi.onboarding.registration.submit);
    await check(n, "/hi/astrologer-registration, sent empty");
    await newcomer.close();
    await page.context().clearCookies();

    await applicantAtDocuments(page, "Meera Joshi");
    const applicant = await plainContext(browser, baseURL!, page);
    const a = await applicant.newPage();
    await a.goto("/hi/bank-details");
    await check(a, "/hi/bank-details");
    await sendEmpty(a, hi.onboarding.bank.submit);
    await check(a, "/hi/bank-details, sent empty");
    const bank = hi.onboarding.bank.labels;
    await a.getByLabel(bank.aadhaar, { exact: true }).fill(AADHAAR);
    await a.getByLabel(bank.pan, { exact: true }).fill("ABCDE1234F");
    await a.getByLabel(bank.accountHolderName, { exact: true }).fill("Meera Joshi");
    await a.getByLabel(bank.accountNumber, { exact: true }).fill("000123456789");
    await a.getByLabel(bank.accountNumberConfirm, { exact: true }).fill("000123456789");
    await a.getByLabel(bank.ifsc, { exact: true }).fill("SBIN0000001");
    await a.getByRole("button", { name: hi.onboarding.bank.submit, exact: true }).click();
    await expect(a).toHaveURL(/\/hi\/document$/);
    await check(a, "/hi/document");
    await sendEmpty(a, hi.onboarding.documents.submit);
    await check(a, "/hi/document, sent empty");
    await a.goto("/hi/astrologer-status");
    await check(a, "/hi/astrologer-status");
    await applicant.close();

    expect(found).toEqual({});
  });
});
