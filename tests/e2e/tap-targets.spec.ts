import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";

// On a 360 px phone every control a thumb can tap is at least 44 × 44 CSS pixels, or is spaced
// as WCAG 2.2's target-size rule (2.5.8) allows: a 24 px circle on its centre meets no other
// target's. A link inside a sentence is exempt, as the rule says.

const PAGES = [
  "/",
  "/daily-horoscope/today/leo",
  "/yearly-horoscope/leo",
  "/blogs",
  "/festival/2026/march",
  "/grahan/2026/chandra-03-03",
  "/call-with-astrologer",
  "/faq",
  "/signup",
];

type Target = { what: string; x: number; y: number; width: number; height: number; inline: boolean };

/** Every visible control of the page with its box, and whether it sits in a line of text. */
async function tapTargets(page: Page, within = "body"): Promise<Target[]> {
  return page.locator(within).evaluate((root) => {
    const selector = "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]";
    return Array.from(root.querySelectorAll<HTMLElement>(selector)).flatMap((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // Not drawn: hidden, or in a closed <details> (its content is skipped, not laid out).
      if (box.width === 0 || box.height === 0 || !element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }))
        return [];
      // A control a label wraps is tapped through its label: measure the label.
      const label = element.closest("label");
      const measured = label && element.matches("input") ? label.getBoundingClientRect() : box;
      // Inline: a link within a paragraph's running text.
      const parent = element.parentElement;
      const inline =
        style.display === "inline" &&
        !!parent &&
        (parent.textContent ?? "").trim().length > (element.textContent ?? "").trim().length + 10 &&
        getComputedStyle(parent).display !== "flex";
      const name = (element.getAttribute("aria-label") ?? element.textContent ?? element.getAttribute("name") ?? "").trim().slice(0, 40);
      return [
        {
          what: `${element.tagName.toLowerCase()} "${name}"`,
          x: measured.x + window.scrollX,
          y: measured.y + window.scrollY,
          width: measured.width,
          height: measured.height,
          inline,
        },
      ];
    });
  });
}

/** The targets that are neither 44 × 44 nor spaced as 2.5.8 allows. */
function tooSmall(targets: Target[]): string[] {
  const centre = (t: Target) => ({ cx: t.x + t.width / 2, cy: t.y + t.height / 2 });
  const big = (t: Target) => t.width >= 44 - 0.5 && t.height >= 44 - 0.5;
  return targets
    .filter((t) => !t.inline && !big(t))
    .filter((t) => {
      const { cx, cy } = centre(t);
      // The 24 px circle on this target's centre may not meet another target's box, nor the
      // 24 px circle of another undersized target.
      return targets.some((other) => {
        if (other === t) return false;
        const nearestX = Math.max(other.x, Math.min(cx, other.x + other.width));
        const nearestY = Math.max(other.y, Math.min(cy, other.y + other.height));
        if (Math.hypot(cx - nearestX, cy - nearestY) < 12) return true;
        if (big(other) || other.inline) return false;
        const o = centre(other);
        return Math.hypot(cx - o.cx, cy - o.cy) < 24;
      });
    })
    .map((t) => `${t.what}: ${Math.round(t.width)} × ${Math.round(t.height)} px`);
}

test("on a 360 px phone every tap target is 44 × 44 px or spaced as WCAG 2.2 allows", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const found: string[] = [];
  for (const address of PAGES) {
    await page.goto(address);
    found.push(...tooSmall(await tapTargets(page)).map((problem) => `${address}: ${problem}`));
    // The phone's menu open too, over the page: its own links.
    await page.getByRole("banner").getByLabel("Menu", { exact: true }).click();
    found.push(...tooSmall(await tapTargets(page, "header.site-header")).map((problem) => `${address} (menu open): ${problem}`));
  }
  expect(found).toEqual([]);
});

test("on a touch screen a tapped chip keeps a readable active style: white on the brand colour, hovered or not", async ({
  browser,
  baseURL,
  javaScriptEnabled,
}) => {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled,
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  try {
    const page = await context.newPage();
    await page.goto("/daily-horoscope/today/leo");
    // A touch screen has no hover: the hover styles do not apply there at all.
    expect(await page.evaluate(() => matchMedia("(hover: hover)").matches)).toBe(false);
    await page.getByRole("link", { name: "Tomorrow" }).tap();
    await expect(page).toHaveURL(/\/daily-horoscope\/tomorrow\/leo/);
    const active = page.getByRole("link", { name: "Tomorrow" });
    await expect(active).toHaveAttribute("aria-current", "page");
    const colours = () => active.evaluate((chip) => ({ text: getComputedStyle(chip).color, fill: getComputedStyle(chip).backgroundColor }));
    expect(await colours()).toEqual({ text: "rgb(255, 255, 255)", fill: expect.not.stringMatching(/rgb\(255, 255, 255\)/) });
    // Where a pointer can hover, the active chip stays readable under it too.
    await active.hover();
    expect((await colours()).text).toBe("rgb(255, 255, 255)");
  } finally {
    await context.close();
  }
});
