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
 * Budget: interactive within 4 s of navigation start; at most 130 KB of script transferred
 * (each script response's brotli body and its headers, as DevTools' "transferred" counts them).
 */
export const FORM_PAGE_BUDGET = { interactiveMs: 4_000, scriptBytes: 130 * 1024 };

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
      for (let i = 0; i < runs; i++) visits.push(await visitOnSlowPhone(browser, origin + page.path, page.cookie));
      const median = (pick) => visits.map(pick).sort((a, b) => a - b)[Math.floor(visits.length / 2)];
      results.push({
        label: page.label,
        path: page.path,
        interactiveMs: median((v) => v.interactiveMs),
        parsedMs: median((v) => v.parsedMs),
        scriptsArrivedMs: median((v) => v.scriptsArrivedMs),
        scriptBytes: median((v) => v.scriptBytes),
        scriptBodyBytes: median((v) => v.scriptBodyBytes),
        scriptFiles: median((v) => v.scriptFiles),
        documentBytes: median((v) => v.documentBytes),
        runs: visits.map((v) => Math.round(v.interactiveMs)),
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

async function visitOnSlowPhone(browser, url, cookie) {
  const context = await newContext(browser, url, cookie);
  try {
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
    await page.waitForFunction(() => window.__hydratedAt !== undefined, null, { timeout: 60_000, polling: 100 });
    // Whatever the hydrated page still loads (lazy route modules) is counted too.
    await page.waitForLoadState("networkidle");
    // Where the time went, in the same clock: the document parsed, the last script arrived.
    const { interactiveMs, parsedMs, scriptsArrivedMs } = await page.evaluate(() => ({
      interactiveMs: window.__hydratedAt,
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
    return { interactiveMs, parsedMs, scriptsArrivedMs, scriptBytes, scriptBodyBytes, scriptFiles: scripts.size, documentBytes };
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
      "interactive",
      "every visit",
      "document parsed",
      "last script in",
      "script transferred",
      "of which bodies (br)",
      "script files",
      "document (br)",
    ],
    rows: results.map((r) => [
      r.label,
      `${Math.round(r.interactiveMs)} ms`,
      r.runs.map((ms) => `${ms} ms`).join(", "),
      `${Math.round(r.parsedMs)} ms`,
      `${Math.round(r.scriptsArrivedMs)} ms`,
      kb(r.scriptBytes),
      kb(r.scriptBodyBytes),
      r.scriptFiles,
      kb(r.documentBytes),
    ]),
  };
}

/** Two budget lines per page: interactive in time, and the script's weight. */
export function formPageBudgets(results) {
  return results.flatMap((r) => [
    [
      `slow phone ${r.label}: interactive ≤ ${FORM_PAGE_BUDGET.interactiveMs / 1000} s after navigation start (${Math.round(r.interactiveMs)} ms, median of ${r.runs.length})`,
      r.interactiveMs <= FORM_PAGE_BUDGET.interactiveMs,
    ],
    [
      `slow phone ${r.label}: script ≤ ${FORM_PAGE_BUDGET.scriptBytes / 1024} KB transferred (${(r.scriptBytes / 1024).toFixed(1)} KB in ${r.scriptFiles} files; bodies ${(r.scriptBodyBytes / 1024).toFixed(1)} KB brotli)`,
      r.scriptBytes <= FORM_PAGE_BUDGET.scriptBytes,
    ],
  ]);
}
