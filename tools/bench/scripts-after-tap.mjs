// Scripts after the first tap (decision 014): a page holds its JavaScript back until the visitor
// first interacts (app/components/HydrateOnIntent.tsx). This opens each page in Chromium on a
// slow phone profile, taps it with a real touch event, and measures what the tap costs: the
// script files fetched after it, their compressed bytes, and the time until React has hydrated.
import { chromium } from "@playwright/test";

/** The slow phone of the budget: CPU ×6, 400 ms round trip, 400 kbit/s each way. */
export const SLOW_PHONE = { cpuRate: 6, latencyMs: 400, bytesPerSecond: 400_000 / 8 };

export const TAP_BUDGET = { files: 8, bytes: 80 * 1024, ms: 3_000 };

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

/**
 * Median of each figure over `runs` fresh visits (a new browser context: an empty cache).
 * `pages`: paths, or `{ path, cookie }` for a page that needs a session (a Cookie header's value).
 */
export async function measureScriptsAfterTap(origin, pages, { runs = 3 } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: [...(isRoot ? ["--no-sandbox"] : []), "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
  });
  const results = [];
  try {
    for (const page of pages) {
      const { path: pathname, cookie } = typeof page === "string" ? { path: page } : page;
      const visits = [];
      for (let i = 0; i < runs; i++) visits.push(await tapOnce(browser, origin + pathname, cookie));
      const median = (pick) => visits.map(pick).sort((a, b) => a - b)[Math.floor(visits.length / 2)];
      results.push({
        path: pathname,
        files: median((v) => v.files),
        bytes: median((v) => v.bytes),
        ms: median((v) => v.ms),
        otherRequests: median((v) => v.otherRequests),
        runs: visits.map((v) => Math.round(v.ms)),
        urls: visits[0].urls,
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}

async function tapOnce(browser, url, cookie) {
  const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 823 } });
  try {
    if (cookie) {
      const pairs = cookie.split(/;\s*/).map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]);
      await context.addCookies(pairs.map(([name, value]) => ({ name, value, url: new URL(url).origin })));
    }
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

    let tapped = false;
    const afterTap = [];
    page.on("requestfinished", (request) => {
      if (tapped) afterTap.push(request);
    });
    await page.goto(url, { waitUntil: "load" });
    if (await page.evaluate(() => document.documentElement.dataset.hydrated === "true")) {
      throw new Error(`${url} hydrated before any interaction`);
    }
    // Timestamps in the page's own clock: the tap as the page sees it, and the moment the root
    // marks the document hydrated.
    await page.evaluate(() => {
      const w = window;
      addEventListener("touchstart", () => (w.__tapAt ??= performance.now()), { capture: true, passive: true });
      new MutationObserver(() => {
        if (document.documentElement.dataset.hydrated === "true") w.__hydratedAt ??= performance.now();
      }).observe(document.documentElement, { attributes: true, attributeFilter: ["data-hydrated"] });
    });
    // A tap on the main heading: text, no link, so the page stays where it is.
    const box = await page.locator("h1").first().boundingBox();
    tapped = true;
    await page.touchscreen.tap(box.x + Math.min(10, box.width / 2), box.y + box.height / 2);
    await page.waitForFunction(() => window.__hydratedAt !== undefined, null, { timeout: 60_000, polling: 100 });
    // Whatever the hydrated page still asks for (lazy imports, route discovery) is counted too.
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    const { tapAt, hydratedAt } = await page.evaluate(() => ({ tapAt: window.__tapAt, hydratedAt: window.__hydratedAt }));

    const scripts = [];
    let otherRequests = 0;
    for (const request of afterTap) {
      if (request.resourceType() !== "script") {
        otherRequests++;
        continue;
      }
      const sizes = await request.sizes();
      scripts.push({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize });
    }
    return {
      files: new Set(scripts.map((s) => s.url)).size,
      bytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
      ms: hydratedAt - tapAt,
      otherRequests,
      urls: scripts.map((s) => s.url),
    };
  } finally {
    await context.close();
  }
}
