import type { Browser, Page, Route } from "@playwright/test";

import { expect, visitorAddress } from "./fixtures";

// The page's scripts held back on their way, as on a slow phone connection: a test uses the
// server's HTML while hydration is pending, lets the scripts through, and checks that the
// page the visitor was using is still the same page (ARCHITECTURE.md, "Hydration keeps the
// page as it is").

/** A page as a real visitor gets it: its own context, with its own visitor address. */
export async function visitorPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() } });
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

/** True once React has hydrated the page (root.tsx marks it). */
export const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");

/** Waits until the page has hydrated. */
export async function untilHydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", undefined, { timeout: 20_000 });
}

/**
 * Holds every request for the page's scripts (Remix's /build/ files) until `release()`. Call it
 * before the page loads. Requests made while held are counted, so a test can first make sure
 * hydration has started and is waiting. A stylesheet from /build/ (the admin area's) is let
 * through: it is part of the page's first paint, not of its scripts.
 */
export async function holdScripts(page: Page) {
  let open = () => {};
  const released = new Promise<void>((resolve) => {
    open = resolve;
  });
  let held = 0;
  const hold = async (route: Route) => {
    if (route.request().resourceType() === "stylesheet") return route.continue();
    held += 1;
    await released;
    await route.continue().catch(() => undefined);
  };
  await page.route("**/build/**", hold);
  return {
    /** How many script requests have been held so far. */
    held: () => held,
    /** Waits until hydration has asked for its scripts and is held, not yet hydrated. */
    async untilWaiting() {
      await expect.poll(() => held, { message: "the page asked for its scripts" }).toBeGreaterThan(0);
      expect(await isHydrated(page), "the page hydrated while its scripts were held").toBe(false);
    },
    /** Lets the scripts through and waits until the page has hydrated. */
    async release() {
      open();
      await untilHydrated(page);
      // Renders that hydration's own effects asked for (useHydrated) run in the tasks after it.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
      await page.unroute("**/build/**", hold);
    },
  };
}

export type ControlState = {
  /** Tag, type, name, id and visible text: what the control is and does. */
  control: string;
  value: string;
  checked: boolean;
  /** For a disclosure (<details>): whether it is open. */
  open: boolean | null;
  /** Where it is on the page (page coordinates, CSS pixels), or null when not rendered. */
  box: { x: number; y: number; width: number; height: number } | null;
};

/**
 * Every form control inside `scope` (by default the page's main content), in document order,
 * with its value and place. Two snapshots taken before and after hydration must be equal:
 * nothing appeared, disappeared, moved, changed its purpose or lost what the visitor chose.
 */
export async function controlStates(page: Page, scope = "main"): Promise<ControlState[]> {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector);
    if (!root) throw new Error(`no ${selector} on the page`);
    const controls = root.querySelectorAll<HTMLElement>("input, select, textarea, button, details, summary");
    return Array.from(controls, (element) => {
      const type = element.getAttribute("type") ?? "";
      const fixedValue =
        element instanceof HTMLButtonElement || type === "radio" || type === "checkbox" ? element.getAttribute("value") : "";
      const text = element instanceof HTMLButtonElement || element.localName === "summary" ? (element.textContent ?? "").trim() : "";
      const control = [element.localName, type, element.getAttribute("name"), element.id, fixedValue, text].join("|");
      const rect = element.getBoundingClientRect();
      const rendered = element.getClientRects().length > 0;
      return {
        control,
        value: "value" in element ? String(element.value) : "",
        checked: element instanceof HTMLInputElement ? element.checked : false,
        open: element instanceof HTMLDetailsElement ? element.open : null,
        box: rendered ? { x: rect.x + window.scrollX, y: rect.y + window.scrollY, width: rect.width, height: rect.height } : null,
      };
    });
  }, scope);
}
