import { expect, test } from "./fixtures";

// A page that runs React (a form page) follows the frame's links in the browser: every route's
// module, found through Remix's lazy route discovery, loads and draws its page without a full
// page load, reading pages included. The language switch is the exception: the other edition
// comes as a new document, with its own texts (components/LanguageSwitch.tsx).

test.describe("client navigation from a page with scripts", () => {
  test("every link of a form page's frame opens its page in the browser, no reload and no script failing", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "navigation in the browser needs JavaScript");
    test.setTimeout(180_000);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.startsWith("/build/") && response.status() >= 400) {
        errors.push(`${response.status()} ${response.url()}`);
      }
    });

    await page.goto("/signup");
    const paths = await page.evaluate(() => {
      const found = new Set<string>();
      for (const a of document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]:not([hreflang])')) {
        const href = a.getAttribute("href") ?? "";
        if (href !== "/signup" && !href.startsWith("/media/") && !href.includes("#")) found.add(href);
      }
      return [...found];
    });
    expect(paths.length).toBeGreaterThan(10);
    // A full page load would lose this.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    const opened: string[] = [];
    for (const path of paths) {
      await page.locator(`a[href="${path}"]`).first().dispatchEvent("click");
      await expect(page).not.toHaveURL(/\/signup$/);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      opened.push(new URL(page.url()).pathname);
      expect(
        await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
        `${path} in the same document`,
      ).toBe(true);
      await page.goBack();
      await expect(page).toHaveURL(/\/signup$/);
    }
    expect(opened.length).toBe(paths.length);
    expect(errors).toEqual([]);
  });
});
