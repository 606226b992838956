import { RETENTION } from "../../app/domain/session-policy";
import { indiaYear } from "../../app/domain/yearly-horoscope";
import { festivalSeed2025 } from "../../app/infra/seed/festivals-2025.server";
import { faqPageItems } from "../../app/locales/content/faq-page";
import { privacyNotice } from "../../app/locales/content/legal/privacy-notice";
import { privacyPolicy } from "../../app/locales/content/legal/privacy-policy";
import { refundPolicy } from "../../app/locales/content/legal/refund-policy";
import { termsAndConditions } from "../../app/locales/content/legal/terms";
import { currentIndiaMonth, formatFestivalDates } from "../../app/seo/festival-calendar";
import { expect, test } from "./fixtures";

// Seeded by the demo seed; an administrator changes it later.
const CONTACT_EMAIL = "support@grahavani.in";
// APP_STORE_URL's default: the e2e server runs without one configured.
const STORE_URL = "https://play.google.com/store/apps/details?id=in.grahavani.app";

test.describe("festival calendar", () => {
  // /festival/{month} shows India's current year, whatever year the tests run in.
  const YEAR = indiaYear(new Date());

  // The demo seed's calendars.
  const SEEDED = [2025, 2026, 2027];

  test("the arrows cross the new year into the neighbouring year's calendar, and wrap round the year where there is none", async ({
    page,
  }) => {
    const heading = page.getByRole("heading", { level: 1 });
    await page.goto("/festival/2026/january");
    await page.getByRole("link", { name: "Previous month: December 2025" }).click();
    await expect(page).toHaveURL(/\/festival\/2025\/december$/);
    await expect(heading).toHaveText("December 2025");
    await page.getByRole("link", { name: "Next month: January 2026" }).click();
    await expect(page).toHaveURL(YEAR === 2026 ? /\/festival\/january$/ : /\/festival\/2026\/january$/);
    await expect(heading).toHaveText("January 2026");
    await page.getByRole("link", { name: "Next month: February", exact: true }).click();
    await expect(heading).toHaveText("February 2026");
    // Before the first seeded year, the calendar computed from the panchang.
    await page.goto("/festival/2025/january");
    await page.getByRole("link", { name: "Previous month: December 2024" }).click();
    await expect(page).toHaveURL(/\/festival\/2024\/december$/);
    await expect(page.getByText(/Computed calendar/)).toBeVisible();
    // No calendar before the computed ones begin (1950): its January's previous is its own December.
    await page.goto("/festival/1950/january");
    await page.getByRole("link", { name: "Previous month: December", exact: true }).click();
    await expect(page).toHaveURL(/\/festival\/1950\/december$/);
    await expect(heading).toHaveText("December 1950");
  });

  test("a month number leads to the month's name", async ({ page }) => {
    const response = await page.goto("/festival/3");
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/festival\/3$/);
    await expect(page).toHaveURL(/\/festival\/march$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`March ${YEAR}`);
  });

  test("an unknown month, or none, shows the current month", async ({ page }) => {
    const current = currentIndiaMonth(new Date());
    const response = await page.goto("/festival/smarch");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/festival\/smarch$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${current.name} ${YEAR}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/festival/${current.slug}$`));

    await page.goto("/festival");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${current.name} ${YEAR}`);
  });

  test("the month strip lists the twelve months, the neighbouring years' nearest months, and marks the one shown", async ({ page }) => {
    await page.goto("/festival/march");
    await expect(page).toHaveTitle(new RegExp(`March ${YEAR} Festival Calendar`));
    const strip = page.getByRole("navigation", { name: `Months of ${YEAR}` });
    // Seeded years, and the computed calendars of every year from 1950 to 2100.
    const neighbours = [YEAR - 1, YEAR + 1].filter((year) => SEEDED.includes(year) || (year >= 1950 && year <= 2100)).length;
    await expect(strip.getByRole("link")).toHaveCount(12 + neighbours);
    await expect(strip.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(strip.getByRole("link", { name: "March", exact: true })).toHaveAttribute("aria-current", "page");

    await strip.getByRole("link", { name: "June", exact: true }).click();
    await expect(page).toHaveURL(/\/festival\/june$/);
    await expect(page).toHaveTitle(new RegExp(`June ${YEAR} Festival Calendar`));
    await expect(strip.getByRole("link", { name: "June", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(strip.getByRole("link", { name: "March", exact: true })).not.toHaveAttribute("aria-current", "page");
  });

  test("the cards show each festival's name, date and date note", async ({ page }) => {
    // The spec's year, at its permanent address.
    await page.goto("/festival/2025/march");
    const grid = page.getByRole("list", { name: "Festivals in March 2025" });
    const holi = grid.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Holi", exact: true }) });
    await expect(holi).toContainText("14 March 2025 (Friday)");

    const festivals = festivalSeed2025.festivals.filter((f) => f.date.startsWith("2025-03-"));
    // The editors' cards, and beside them the month's computed Ekadashis, Purnimas and Amavasyas.
    const others = grid
      .getByRole("listitem")
      .filter({ hasNot: page.getByRole("heading", { name: new RegExp(`^(${festivals.map((f) => f.name).join("|")})$`) }) });
    await expect(grid.getByRole("listitem")).toHaveCount(festivals.length + (await others.count()));
    for (const heading of await others.getByRole("heading").allTextContents()) expect(heading).toMatch(/(Ekadashi|Purnima|Amavasya)$/);
    for (const festival of festivals) {
      const card = grid.getByRole("listitem").filter({ has: page.getByRole("heading", { name: festival.name, exact: true }) });
      await expect(card).toContainText(formatFestivalDates(festival.date, festival.endDate));
      if (festival.dateNote) await expect(card).toContainText(festival.dateNote);
    }
  });
});

test.describe("FAQ and about", () => {
  test("the FAQ has twelve questions and opens one answer at a time", async ({ page }) => {
    await page.goto("/faq");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
    const items = page.locator("main details");
    await expect(items).toHaveCount(12);
    await expect(items.nth(0).locator("summary")).toHaveText(faqPageItems[0].question);
    await expect(page.getByText(faqPageItems[2].answer)).toBeHidden();

    await items.nth(2).locator("summary").click();
    await expect(page.getByText(faqPageItems[2].answer)).toBeVisible();
    await items.nth(7).locator("summary").click();
    await expect(page.getByText(faqPageItems[7].answer)).toBeVisible();
    await expect(page.getByText(faqPageItems[2].answer)).toBeHidden();
    await expect(page.locator("main details[open]")).toHaveCount(1);
  });

  test("the about page names the company and links to the FAQ", async ({ page }) => {
    await page.goto("/about");
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
    await expect(main).toContainText("operated by Grahavani Astro Services Private Limited");
    await expect(main).not.toContainText("{");
    await main.getByRole("link", { name: "Read our frequently asked questions" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
  });
});

test("the privacy notice says, item by item, what we collect, why, how long, who sees it, the rights and how to complain", async ({
  page,
}) => {
  await page.goto("/privacy-notice");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacyNotice.title);
  for (const heading of ["What we collect and why", "How long we keep it", "Who sees it", "Your rights", "How to complain"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("main")).toContainText("Data Protection Board of India");
  await expect(page.getByRole("main")).not.toContainText("{");
});

test.describe("legal pages", () => {
  for (const [path, document] of [
    ["/privacy-policy", privacyPolicy],
    ["/refund-policy", refundPolicy],
    ["/terms-and-conditions", termsAndConditions],
  ] as const) {
    test(`${path} shows its title, date, contents and the contact e-mail`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole("main");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(document.title);
      await expect(page).toHaveTitle(`Grahavani - ${document.title}`);
      await expect(main.getByText(`Last updated: ${document.lastUpdated}`)).toBeVisible();
      await expect(main.getByRole("link", { name: CONTACT_EMAIL }).first()).toHaveAttribute("href", `mailto:${CONTACT_EMAIL}`);
      await expect(main).not.toContainText("{contactEmail}");
      await expect(main).not.toContainText("{");

      const contents = page.getByRole("navigation", { name: "Contents" });
      await expect(contents.getByRole("link")).toHaveCount(document.sections.length);
      const last = document.sections[document.sections.length - 1].heading;
      await contents.getByRole("link", { name: last, exact: true }).click();
      await expect(page).toHaveURL(/#[a-z0-9-]+$/);
      await expect(page.getByRole("heading", { level: 2, name: last, exact: true })).toBeInViewport();
    });
  }
});

test("the privacy policy states the configured period after which a closed application's documents are erased", async ({ page }) => {
  await page.goto("/privacy-policy");
  const main = page.getByRole("main");
  // The test servers run with the default CLOSED_APPLICATION_RETENTION_DAYS.
  await expect(main).toContainText(
    `we erase its identity documents and bank details (including the Aadhaar, PAN and account numbers) ${RETENTION.closedApplicationsDays} days after our decision`,
  );
  await expect(main).toContainText(`for ${RETENTION.auditAddressesDays} days; after that the address is removed`);
});

test.describe("app download", () => {
  for (const path of ["/app-download", "/app-downloads"]) {
    test(`${path} offers the store link, the reasons and the next steps`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole("main");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Talk to an astrologer in the Grahavani app");
      const getApp = main.getByRole("link", { name: "Get the app" }).first();
      await expect(getApp).toHaveAttribute("href", STORE_URL);
      await expect(getApp).toHaveAttribute("rel", /noopener/);
      for (const reason of [
        "Chat and call with verified astrologers",
        "Your first 5 minutes are free",
        "Prepaid wallet with secure payments",
      ]) {
        await expect(main.getByRole("heading", { level: 3, name: reason })).toBeVisible();
      }
      await expect(main.getByRole("heading", { level: 2, name: "What happens next" })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^http:\/\/[^/]+\/app-download$/);
    });
  }
});
