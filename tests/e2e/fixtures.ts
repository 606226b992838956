// i18next with both languages' texts, as the server starts it: the app's own functions the tests
// call for the words a page should show (festivalMonthSeo and the like) translate with it.
import "../../app/infra/i18next.server";

import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, type Response, test as base } from "@playwright/test";
import { HtmlValidate } from "html-validate";

import htmlValidateConfig from "../support/html-validate.config.mjs";

type Snapshot = { url: string; html: string };

/**
 * Every page a test visits is checked with axe-core after the test: the DOM as it was
 * when the page loaded is replayed (without scripts) at its own URL, so styles and
 * colour contrast are real, and serious or critical violations fail the test. Each page's
 * shape is audited once per run (firstInRun).
 */
export const test = base.extend<object, { auditPage: Page }>({
  // One page per worker replays the pages to audit, with scripts on for axe-core itself.
  auditPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ javaScriptEnabled: true });
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  // Every test is its own visitor address (through the trusted local proxy header), so the
  // server's per-address OTP cap applies per test as it would per real visitor.
  extraHTTPHeaders: async ({}, use) => {
    await use({ "X-Forwarded-For": visitorAddress() });
  },
  page: async ({ page, auditPage, javaScriptEnabled }, use, testInfo) => {
    // Pages that need scripts hydrate at once; these tests check what such a page does once
    // hydrated, so with JavaScript each goto and reload waits until it has.
    // React reports what it finds wrong (a hydration mismatch above all) as console errors:
    // any of them fails the test.
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && !isExpectedBrowserError(message.text())) consoleErrors.push(message.text());
    });
    page.on("pageerror", (error) => {
      // A request the router dropped because the test went on to another page: the single-fetch
      // race reported upstream as remix-run/react-router#14203, not a fault of the page.
      const text = `${error.name}: ${error.message}`;
      if (!isExpectedBrowserError(text)) consoleErrors.push(text);
    });
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => untilHydrated(page, await goto(...args));
      page.reload = async (...args) => untilHydrated(page, await reload(...args));
    }
    const snapshots: Snapshot[] = [];
    const served: Snapshot[] = [];
    const pending: Promise<unknown>[] = [];
    // The HTML the server sent for each document the page loaded (GET or the answer to a
    // form post), exactly as sent: validated after the test, beside the axe audit.
    page.on("response", (response) => {
      if (!isServedDocument(page, response)) return;
      pending.push(
        response
          .text()
          .then((html) => served.push({ url: response.url(), html }))
          .catch(() => undefined),
      );
    });
    page.on("load", () => {
      pending.push(
        page
          .content()
          .then((html) => snapshots.push({ url: page.url(), html }))
          .catch(() => undefined),
      );
    });
    await use(page);
    await Promise.all(pending);
    if (testInfo.status !== testInfo.expectedStatus) return;
    expect(consoleErrors, "errors in the browser's console").toEqual([]);
    // The "reading" project runs its files once: their pages carry no script, so JavaScript on
    // or off is the same visit. A page there that carries one would differ, and fails the test.
    if (testInfo.project.metadata.scriptless) {
      for (const document of served) {
        const scripted = /<script\b(?![^>]*type="application\/ld\+json")/.test(document.html);
        expect(scripted, `${document.url} carries a script: its file belongs in the js and no-js projects`).toBe(false);
      }
    }
    for (const document of served) {
      if (!firstInRun("validated", document.url, document.html)) continue;
      expect(await htmlErrors(document), `HTML errors in the served page ${document.url}`).toEqual([]);
    }
    const fresh = snapshots
      .filter((s) => s.url.startsWith("http"))
      .map((s) => ({ url: s.url, html: withoutScripts(s.html) }))
      .filter((s) => firstInRun("audited", s.url, s.html));
    for (const snapshot of fresh) {
      const violations = await auditSnapshot(auditPage, snapshot);
      expect(violations, `accessibility violations on ${snapshot.url}`).toEqual([]);
    }
  },
});

/** Waits until a page of ours has hydrated (a reading page, which has no script, passes at once). */
async function untilHydrated<T>(page: Page, result: T): Promise<T> {
  await page.waitForFunction(
    () => !document.querySelector('script[type="module"]') || document.documentElement.dataset.hydrated === "true",
  );
  return result;
}

/**
 * Console errors that are about the network, not the page: a resource the server refused (a 4xx
 * or 5xx answer, which the test asserts on its own), a request cut off when a test stops its
 * server (Remix reports the route manifest it could not fetch then), or a navigation the test
 * cut short by going on (the router reports the aborted one).
 */
function isExpectedBrowserError(text: string): boolean {
  return /^Failed to load resource: /.test(text) || /^Failed to fetch manifest patches\b/.test(text) || /^AbortError: /.test(text);
}

/** The markup a page shows without its scripts: what the audit replays. */
function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
}

/**
 * Each page is checked once per run, whichever worker or project (JavaScript on or off) meets it
 * first: a check is claimed by creating a file named for it, which only one process can do (the
 * global setup makes the folder fresh for each run). The HTML a server sent is validated once per
 * address and markup (nonces aside). A page is audited once per address and shape: its elements,
 * their attributes and classes, without the words and values a visitor's own details change (a
 * form with an error beside a field has another shape, and is audited again).
 */
function firstInRun(check: "validated" | "audited", url: string, html: string): boolean {
  const markup = html.replace(/ nonce="[^"]*"/g, "").replace(/ data-hydrated="true"/, "");
  const what = check === "validated" ? markup : shapeOf(markup);
  const key = crypto.createHash("sha1").update(`${check}\n${url}\n${what}`).digest("hex");
  const dir = process.env.E2E_CHECKED_DIR;
  if (!dir) {
    if (checkedHere.has(key)) return false;
    checkedHere.add(key);
    return true;
  }
  try {
    fs.writeFileSync(path.join(dir, key), url, { flag: "wx" });
    return true;
  } catch {
    return false;
  }
}
const checkedHere = new Set<string>();

/** Markup without its text and attribute values, but for the classes that style it. */
function shapeOf(markup: string): string {
  return markup
    .replace(/>[^<]*</g, "><")
    .replace(/\s([\w:-]+)="([^"]*)"/g, (_, name: string, value: string) => (name === "class" ? ` class="${value}"` : ` ${name}`));
}

async function auditSnapshot(auditPage: Page, snapshot: Snapshot) {
  await auditPage.route(snapshot.url, (route) =>
    route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: snapshot.html }),
  );
  await auditPage.goto(snapshot.url);
  await auditPage.unroute(snapshot.url);
  const results = await new AxeBuilder({ page: auditPage })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

/** A main-frame document response with a body: HTML the server rendered for this page. */
function isServedDocument(page: Page, response: Response): boolean {
  const request = response.request();
  if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return false;
  if (response.status() >= 300 && response.status() < 400) return false;
  return /^text\/html\b/i.test(response.headers()["content-type"] ?? "") && response.url().startsWith("http");
}

const htmlValidator = new HtmlValidate(htmlValidateConfig);

async function htmlErrors(document: Snapshot): Promise<string[]> {
  const report = await htmlValidator.validateString(document.html, document.url);
  return report.results.flatMap((result) =>
    result.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message} (at ${m.selector ?? `${m.line}:${m.column}`})`),
  );
}

/** A private address (RFC 1918), different for each call. */
export function visitorAddress(): string {
  // Spread over 256 /16s, as visitors from many providers are: the caps per /24 and per /16 on
  // codes for new numbers are a site's, not a test run's.
  const octet = () => Math.floor(Math.random() * 256);
  return `10.${octet()}.${octet()}.${1 + Math.floor(Math.random() * 254)}`;
}

/** A fresh valid Indian mobile number for a test. */
export function freshMobile(): string {
  return `7${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
}

/** The OTP in the newest SMS to this number: the only 4-digit number in its text. */
export function lastOtpFor(mobile: string): string {
  const sms = readOutbox()
    .filter((m) => m.channel === "sms" && m.to === `+91${mobile}`)
    .at(-1);
  if (!sms) throw new Error(`no SMS to +91${mobile} in the outbox`);
  const codes = sms.text.match(/\b\d{4}\b/g) ?? [];
  if (codes.length !== 1) throw new Error(`expected one 4-digit code in: ${sms.text}`);
  return codes[0];
}

/** Waits until the OTP SMS to this number is in the outbox, and gives its code. */
export async function waitForOtp(mobile: string): Promise<string> {
  let code = "";
  await expect
    .poll(() => {
      try {
        code = lastOtpFor(mobile);
      } catch {
        code = "";
      }
      return code;
    })
    .toMatch(/^\d{4}$/);
  return code;
}

/** Messages the server "sent" (ARCHITECTURE.md: the outbox contract). */
export function readOutbox(): Array<{ channel: string; to: string; subject: string; text: string; at: string }> {
  const file = path.join(process.env.E2E_DATA_DIR ?? "", "outbox.jsonl");
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

export async function openMenu(page: Page, name: string | RegExp) {
  await page.getByText(name, { exact: true }).first().click();
}

/** The flash message: the "Loading..." overlay is a status too, and a busy machine may show it beside the flash. */
export function flashOn(page: Page) {
  return page.getByRole("status").filter({ hasNotText: "Loading..." });
}

/**
 * Presses a button that posts its form and gives the server's answer to that post, once the page
 * shows it: without JavaScript the document the browser navigates to; on a page that hydrated,
 * Remix's fetch of the action's data, and the render once its navigation is over (the form's
 * submit buttons, disabled while it is under way, are enabled again) and the answer is drawn.
 */
export async function postForm(page: Page, button: Locator): Promise<Response> {
  const hydrated = await page.evaluate(() => document.documentElement.dataset.hydrated === "true");
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && (hydrated || r.request().isNavigationRequest())),
    hydrated ? null : page.waitForEvent("load"),
    button.click(),
  ]);
  if (hydrated) {
    // Over, and the answer's own components, fetched the first time one is drawn, in place.
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll("button[type=submit]")].every((b) => !(b as HTMLButtonElement).disabled) &&
        !document.querySelector(".answer-loading"),
    );
  }
  return response;
}

export { expect };
