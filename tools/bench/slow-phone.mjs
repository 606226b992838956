// Pages in a real browser: Debian's Chromium driven through @playwright/test.
//
// - Form, account, onboarding and admin pages on a slow phone (CDP: CPU ×6, 400 ms added to
//   every response, 400 kbit/s each way), each visit in a new browser context (an empty cache):
//   the time from navigation start until the page is interactive, and the script it downloaded.
//   Interactive means hydrated: root.tsx sets `data-hydrated="true"` on <html> in an effect, and
//   React runs the root's effects after the whole tree has hydrated.
// - Reading pages, loaded once each with and without a session: any script request at all.
import { chromium } from "@playwright/test";

/** The slow phone: CPU ×6, 400 ms round trip, 400 kbit/s each way (CDP takes bytes per second). */
export const SLOW_PHONE = { cpuRate: 6, latencyMs: 400, bytesPerSecond: 400_000 / 8 };

/**
 * Budgets (docs/performance.md says why each): the form painted and usable within 1.5 s of
 * navigation start; hydrated within 5 s; at most 130 KB of script transferred (each script
 * response's brotli body and its headers, as DevTools' "transferred" counts them) in at most 20 files.
 */
export const FORM_PAGE_BUDGET = { usableMs: 1_500, hydratedMs: 5_000, scriptBytes: 130 * 1024, scriptFiles: 20 };

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: [...(isRoot ? ["--no-sandbox"] : []), "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
  });
}

/**
 * The median of each figure over `runs` fresh visits of each page.
 * `pages`: [{ label, path, cookie? }] (a Cookie header's value for pages behind a session).
 * Returns [{ label, path, interactiveMs, parsedMs (domInteractive), scriptsArrivedMs (the last script's responseEnd),
 * scriptBytes (transferred), scriptBodyBytes, scriptFiles, documentBytes, runs: [ms] }].
 */
export async function measureFormPages(origin, pages, { runs = 3 } = {}) {
  const browser = await launchChromium();
  const results = [];
  try {
    for (const page of pages) {
      const visits = [];
      for (let i = 0; i < runs; i++) visits.push(await visitOnSlowPhone(browser, origin + page.path, page.cookie, formSelector(page)));
      const plainPost = await submitBeforeScripts(browser, origin + page.path, page.cookie, formSelector(page));
      const median = (pick) => visits.map(pick).sort((a, b) => a - b)[Math.floor(visits.length / 2)];
      results.push({
        label: page.label,
        path: page.path,
        usableMs: median((v) => v.usableMs),
        interactiveMs: visits[0].interactiveMs === null ? null : median((v) => v.interactiveMs),
        plainPost,
        parsedMs: median((v) => v.parsedMs),
        scriptsArrivedMs: median((v) => v.scriptsArrivedMs),
        scriptBytes: median((v) => v.scriptBytes),
        scriptBodyBytes: median((v) => v.scriptBodyBytes),
        scriptFiles: median((v) => v.scriptFiles),
        documentBytes: median((v) => v.documentBytes),
        runs: visits.map((v) => (v.interactiveMs === null ? null : Math.round(v.interactiveMs))),
        usableRuns: visits.map((v) => Math.round(v.usableMs)),
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

async function newContext(browser, url, cookie) {
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 823 } });
  if (cookie) {
    const pairs = cookie.split(/;\s*/).map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]);
    await context.addCookies(pairs.map(([name, value]) => ({ name, value, url: new URL(url).origin })));
  }
  return context;
}

/** The form a visitor fills in on the page: its own selector, or the first form in <main>. */
const formSelector = (page) => page.form ?? "main form";

/**
 * Runs in the page from its first byte: on every animation frame until it holds, whether the form
 * is complete and laid out (its submit button, and the fields it shows); that frame's time is kept
 * as `__formReadyAt`. A frame's callbacks run just before it is painted, so the form is on screen
 * from that frame's paint, or from the first contentful paint if that comes later.
 */
function watchForUsableForm(selector) {
  const laidOut = (element) => element.getClientRects().length > 0;
  const check = (now) => {
    const form = document.querySelector(selector);
    // The button a person presses: a form may also hold a hidden default button for the Enter key.
    const submit =
      form && [...form.querySelectorAll('button:not([type="button"]):not([type="reset"]), input[type="submit"]')].find(laidOut);
    // A field hidden on purpose (a honeypot, a file input behind its label) has no box of its own.
    const fields = form ? [...form.querySelectorAll("input:not([type=hidden]), select, textarea")] : [];
    if (submit && fields.some(laidOut)) window.__formReadyAt = now;
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** In the page: what it has of the form, for the message when it never became usable. */
function describeForm(selector) {
  const form = document.querySelector(selector);
  if (!form) return "no such form";
  const submit = form.querySelector('button:not([type="button"]):not([type="reset"]), input[type="submit"]');
  const fields = [...form.querySelectorAll("input:not([type=hidden]), select, textarea")];
  return `submit button: ${submit ? submit.outerHTML.slice(0, 80) : "none"}; fields: ${fields.length}, laid out: ${fields.filter((f) => f.getClientRects().length > 0).length}`;
}

/** In the page: when the form was usable (see watchForUsableForm), once both moments are known. */
function usableAt() {
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  return window.__formReadyAt === undefined || paint === undefined ? undefined : Math.max(window.__formReadyAt, paint.startTime);
}

/**
 * The page with every script held back, as a visitor on a slow line has it before they arrive:
 * the form is submitted as it stands, and its answer must be a page, not a server error. Returns
 * the request's method and the answer's status (a 4xx with the messages beside the fields, or the
 * next step after a redirect, are both a submission that completed).
 */
async function submitBeforeScripts(browser, url, cookie, selector) {
  const context = await newContext(browser, url, cookie);
  try {
    await context.route(/\.js(\?|$)/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "domcontentloaded" });
    const form = page.locator(selector).first();
    const method = ((await form.getAttribute("method")) ?? "get").toUpperCase();
    const submitted = page.waitForResponse(
      (response) => response.request().resourceType() === "document" && response.request().method() === method,
    );
    // The form's own button is its last: buttons before it fill a list or add a row.
    await form.locator('button:not([type="button"]):not([type="reset"]):visible, input[type="submit"]:visible').last().click();
    const status = (await submitted).status();
    await page.waitForLoadState("domcontentloaded");
    return { method, status, ok: status < 500 };
  } finally {
    await context.close();
  }
}

async function visitOnSlowPhone(browser, url, cookie, selector) {
  const context = await newContext(browser, url, cookie);
  try {
    await context.addInitScript(watchForUsableForm, selector);
    // In the page's own clock, whose zero is navigation start: the moment <html> is marked hydrated.
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement?.dataset.hydrated === "true") {
          window.__hydratedAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-hydrated"] });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: SLOW_PHONE.latencyMs,
      downloadThroughput: SLOW_PHONE.bytesPerSecond,
      uploadThroughput: SLOW_PHONE.bytesPerSecond,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_PHONE.cpuRate });
    const finished = [];
    page.on("requestfinished", (request) => finished.push(request));
    const response = await page.goto(url, { waitUntil: "load" });
    if (response?.status() !== 200 || new URL(page.url()).pathname !== new URL(url).pathname) {
      throw new Error(`${url} answered ${response?.status()} at ${page.url()} in the browser`);
    }
    const errors = [];
    page.on("pageerror", (error) => errors.push(error.message));
    // A page that sends no script (the panchang's GET form) has nothing to hydrate.
    const scripted = await page.evaluate(() => document.querySelector('script[type="module"]') !== null);
    if (scripted) {
      await page
        .waitForFunction(() => window.__hydratedAt !== undefined, null, { timeout: 60_000, polling: 100 })
        .catch(() => {
          throw new Error(`${url} did not hydrate within 60 s${errors.length ? `: ${errors.join("; ")}` : ""}`);
        });
    }
    // Whatever the hydrated page still loads (lazy route modules) is counted too.
    await page.waitForLoadState("networkidle");
    // Where the time went, in the same clock: the document parsed, the last script arrived.
    const usableMs = await page
      .waitForFunction(usableAt, null, { timeout: 10_000, polling: 100 })
      .then((handle) => handle.jsonValue())
      .catch(async () => {
        throw new Error(`${url}: no usable form "${selector}" (${await page.evaluate(describeForm, selector)})`);
      });
    const { interactiveMs, parsedMs, scriptsArrivedMs } = await page.evaluate(() => ({
      interactiveMs: window.__hydratedAt ?? null,
      parsedMs: performance.getEntriesByType("navigation")[0]?.domInteractive ?? NaN,
      scriptsArrivedMs: Math.max(
        0,
        ...performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => entry.responseEnd),
      ),
    }));
    let scriptBytes = 0;
    let scriptBodyBytes = 0;
    let documentBytes = 0;
    const scripts = new Set();
    for (const request of finished) {
      const sizes = await request.sizes();
      if (request.resourceType() === "script") {
        scripts.add(request.url());
        scriptBytes += sizes.responseBodySize + sizes.responseHeadersSize;
        scriptBodyBytes += sizes.responseBodySize;
      } else if (request.resourceType() === "document" && request.frame() === page.mainFrame()) {
        documentBytes += sizes.responseBodySize;
      }
    }
    return { usableMs, interactiveMs, parsedMs, scriptsArrivedMs, scriptBytes, scriptBodyBytes, scriptFiles: scripts.size, documentBytes };
  } finally {
    await context.close();
  }
}

/**
 * Each reading page loaded once in Chromium (no throttling), anonymous and with `cookie` (a
 * signed-in customer's session), waiting until the network is idle: the scripts it asked for.
 * Returns [{ path, anonymous: [urls], signedIn: [urls] }].
 */
export async function scriptRequestsOfReadingPages(origin, paths, cookie) {
  const browser = await launchChromium();
  const results = [];
  try {
    for (const pathname of paths) {
      const row = { path: pathname };
      for (const [key, withCookie] of [
        ["anonymous", undefined],
        ["signedIn", cookie],
      ]) {
        const context = await newContext(browser, origin + pathname, withCookie);
        try {
          const page = await context.newPage();
          const scripts = [];
          page.on("request", (request) => {
            if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
          });
          const response = await page.goto(origin + pathname, { waitUntil: "networkidle" });
          if (response?.status() !== 200) throw new Error(`${pathname} answered ${response?.status()} in the browser`);
          row[key] = scripts;
        } finally {
          await context.close();
        }
      }
      results.push(row);
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** The table of measureFormPages's results. */
export function formPageTable(results) {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  return {
    header: [
      "page",
      "usable",
      "every visit",
      "hydrated",
      "every visit",
      "document parsed",
      "last script in",
      "script transferred",
      "of which bodies (br)",
      "script files",
      "document (br)",
      "submitted before scripts",
    ],
    rows: results.map((r) => [
      r.label,
      `${Math.round(r.usableMs)} ms`,
      r.usableRuns.map((ms) => `${ms} ms`).join(", "),
      r.interactiveMs === null ? "no script" : `${Math.round(r.interactiveMs)} ms`,
      r.interactiveMs === null ? "" : r.runs.map((ms) => `${ms} ms`).join(", "),
      `${Math.round(r.parsedMs)} ms`,
      `${Math.round(r.scriptsArrivedMs)} ms`,
      kb(r.scriptBytes),
      kb(r.scriptBodyBytes),
      r.scriptFiles,
      kb(r.documentBytes),
      `${r.plainPost.method} → ${r.plainPost.status}`,
    ]),
  };
}

/** Three budget lines per page: usable at first paint, hydrated, and the script's weight and files. */
export function formPageBudgets(results) {
  const b = FORM_PAGE_BUDGET;
  return results.flatMap((r) => [
    [
      `slow phone ${r.label}: form usable ≤ ${b.usableMs / 1000} s after navigation start, and a submission then completes ` +
        `(${Math.round(r.usableMs)} ms, median of ${r.usableRuns.length}; submitted with scripts held back: ${r.plainPost.method} → ${r.plainPost.status})`,
      r.usableMs <= b.usableMs && r.plainPost.ok,
    ],
    [
      `slow phone ${r.label}: hydrated ≤ ${b.hydratedMs / 1000} s after navigation start (` +
        (r.interactiveMs === null ? "no script: nothing to hydrate)" : `${Math.round(r.interactiveMs)} ms, median of ${r.runs.length})`),
      r.interactiveMs === null || r.interactiveMs <= b.hydratedMs,
    ],
    [
      `slow phone ${r.label}: script ≤ ${b.scriptBytes / 1024} KB transferred in ≤ ${b.scriptFiles} files (${(r.scriptBytes / 1024).toFixed(1)} KB in ${r.scriptFiles} files; bodies ${(r.scriptBodyBytes / 1024).toFixed(1)} KB brotli)`,
      r.scriptBytes <= b.scriptBytes && r.scriptFiles <= b.scriptFiles,
    ],
  ]);
}
