import type { Page } from "@playwright/test";
import ICAL from "ical.js";

import { SIGNS } from "../../app/domain/horoscope";
import { chooseYearlyYear, FIRST_CONTENT_YEAR, LAST_CONTENT_YEAR } from "../../app/domain/yearly-horoscope";
import { computeFestivalYear } from "../../app/jyotish";
import { adminWords } from "../../app/locales/en/admin";
import { calendarMonth, formatFestivalDates } from "../../app/seo/festival-calendar";
import { adminLogin } from "./admin-helpers";
import { expect, flashOn, test } from "./fixtures";

const festivalMessages = adminWords.festivals;

const messages = adminWords.yearly;

// The yearly-horoscope and festival admin screens, with JavaScript on and off: an administrator starts a year, writes
// its twelve signs (with a preview), publishes it and sees it on the public page; and adds,
// edits and removes a festival. Each project uses its own years, far from the seeded ones.

const HOSTILE = '<script>alert("yearly")</script><img src=x onerror=alert(1)>';

function years(javaScriptEnabled: boolean | undefined) {
  return javaScriptEnabled === false
    ? { yearly: 2042, festivals: 2044, computed: 2046 }
    : { yearly: 2041, festivals: 2043, computed: 2045 };
}

/** Fills every field of a sign's form with text that names the sign and the year. */
async function fillSign(
  page: Page,
  name: string,
  year: number,
  intro = `${name} begins ${year} steadily.\n\nA second paragraph for ${name}.`,
) {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field("Introduction").fill(intro);
  await field("Love and Relationships").fill(`Love for ${name} in ${year}.`);
  await field("Career and Finances").fill(`Career for ${name} in ${year}.`);
  await field("Health & Wellness").fill(`Health for ${name} in ${year}.`);
  for (const n of [1, 2, 3]) await field(`Remedy ${n}`).fill(`Remedy ${n} for ${name}.`);
  for (const n of [1, 2, 3, 4, 5]) {
    await field(`Question ${n}`).fill(`Question ${n} for ${name} in ${year}?`);
    await field(`Answer ${n}`).fill(`Answer ${n} for ${name}.`);
  }
  await field("Description for search engines").fill(
    `${name} yearly horoscope ${year}: love, career, health and remedies for the year ahead.`,
  );
  await field("Keywords").fill(`${name.toLowerCase()} ${year}, yearly horoscope`);
}

/** Opens a festival's edit form by its Edit link (one form at a time, each at its own address). */
async function openEdit(page: Page, name: string) {
  const form = page.getByRole("form", { name: `Edit ${name}` });
  if (!(await form.isVisible()))
    await page
      .getByRole("link", { name: `Edit ${name}` })
      .first()
      .click();
  await expect(form).toBeVisible();
  return form;
}

test.describe("admin: yearly horoscopes and festivals", () => {
  test.describe.configure({ mode: "serial" });

  test("without an admin session the screens send to the login and posts change nothing", async ({ request }) => {
    for (const pathname of ["/admin/yearly", "/admin/yearly/2026", "/admin/yearly/2026/aries", "/admin/festivals"]) {
      const page = await request.get(pathname, { maxRedirects: 0 });
      expect(page.status(), pathname).toBe(302);
      expect(page.headers()["location"]).toBe(`/admin/login?next=${encodeURIComponent(pathname)}`);
    }
    expect((await request.post("/admin/yearly", { form: { language: "en", year: "2039" }, maxRedirects: 0 })).status()).toBe(403);
    expect((await request.post("/admin/yearly/2026", { form: { intent: "unpublish" }, maxRedirects: 0 })).status()).toBe(403);
    expect((await request.get("/yearly-horoscope/2026/aries")).status()).toBe(200);
  });

  test("an administrator starts a year, writes and previews its signs, publishes it and sees it on the site", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.setTimeout(240_000);
    const year = years(javaScriptEnabled).yearly;
    await adminLogin(page);
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Yearly horoscopes" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Yearly horoscopes");

    // An earlier, failed run may have left the year behind: it goes first.
    if (await page.getByRole("link", { name: `Open ${year}` }).isVisible()) {
      await page.getByRole("link", { name: `Open ${year}` }).click();
      if (await page.getByRole("button", { name: `Unpublish ${year}` }).isVisible())
        await page.getByRole("button", { name: `Unpublish ${year}` }).click();
      await page.getByText(`Delete draft ${year}…`).click();
      await page.getByRole("button", { name: `Yes, delete ${year}` }).click();
      await expect(page.getByText(messages.deleted(year))).toBeVisible();
    }

    await page.getByLabel("Year", { exact: true }).fill("99");
    await page.getByRole("button", { name: "Start the year" }).click();
    await expect(page.getByText(messages.yearInvalid(FIRST_CONTENT_YEAR, LAST_CONTENT_YEAR)).first()).toBeVisible();
    await page.getByLabel("Year", { exact: true }).fill(String(year));
    await page.getByRole("button", { name: "Start the year" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/yearly/${year}$`));
    await expect(flashOn(page)).toHaveText(messages.yearStarted(year));
    await expect(page.getByText(`Draft: visitors cannot see ${year} yet.`)).toBeVisible();

    // Publishing waits for all twelve signs.
    await page.getByRole("button", { name: `Publish ${year}` }).click();
    await expect(page.getByRole("alert")).toHaveText(messages.incomplete(year, 0));

    // Aries, with a mistake first: the message stands beside the field and nothing typed is lost.
    await page.getByRole("link", { name: `Write Aries ${year}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Aries ${year}`);
    await fillSign(page, "Aries", year, `Aries begins ${year} with a plan.\n\nIt ends with ${HOSTILE}`);
    await page.getByLabel("Answer 3", { exact: true }).fill("");
    await page.getByLabel("Extra section 1: title", { exact: true }).fill("Family");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByLabel("Answer 3", { exact: true })).toHaveAccessibleDescription(
      new RegExp(messages.required("Answer 3").replace("?", "\\?")),
    );
    await expect(page.getByLabel("Extra section 1: text", { exact: true })).toHaveAccessibleDescription(new RegExp(messages.extraPair));
    await expect(page.getByLabel("Introduction", { exact: true })).toHaveValue(
      `Aries begins ${year} with a plan.\n\nIt ends with ${HOSTILE}`,
    );
    await page.getByLabel("Answer 3", { exact: true }).fill("Answer 3 for Aries.");
    await page.getByLabel("Extra section 1: text", { exact: true }).fill(`Family time for Aries in ${year}.`);

    // The preview shows the page as visitors will see it, and saves nothing.
    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("region", { name: "Preview (not saved)" });
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText(`Aries Yearly Horoscope ${year}`);
    await expect(preview.getByText(`Aries begins ${year} with a plan.`, { exact: true })).toBeVisible();
    await expect(preview.getByRole("heading", { level: 2, name: "Family", exact: true })).toBeVisible();
    await expect(preview.locator(".remedies li")).toHaveText(["Remedy 1 for Aries.", "Remedy 2 for Aries.", "Remedy 3 for Aries."]);
    // Nothing in the preview leads away from the form and what was typed in it.
    await expect(preview.getByText("Chat with Astrologer")).toBeVisible();
    await expect(preview.getByRole("link")).toHaveCount(0);
    await expect(page.getByLabel("Question 5", { exact: true })).toHaveValue(`Question 5 for Aries in ${year}?`);
    expect((await page.request.get(`/yearly-horoscope/${year}/aries`)).status()).toBe(404);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/yearly/${year}$`));
    await expect(flashOn(page)).toHaveText(messages.saved("Aries", year));

    for (const sign of SIGNS.slice(1)) {
      await page.getByRole("link", { name: `Write ${sign.name} ${year}` }).click();
      await fillSign(page, sign.name, year);
      await page.getByRole("button", { name: "Save" }).click();
      await expect(flashOn(page)).toHaveText(messages.saved(sign.name, year));
    }
    await expect(page.getByText("12 of 12 signs written.")).toBeVisible();
    await page.getByRole("button", { name: `Publish ${year}` }).click();
    await expect(flashOn(page)).toHaveText(messages.published(year));

    // On the site, at the year's own address: the text as written, markup shown as text.
    await page.getByRole("link", { name: `View Aries ${year} on the site` }).click();
    await expect(page).toHaveURL(new RegExp(`/yearly-horoscope/${year}/aries$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Aries Yearly Horoscope ${year}`);
    await expect(page).toHaveTitle(new RegExp(`Aries Yearly Horoscope ${year}$`));
    await expect(page.getByText(`It ends with ${HOSTILE}`, { exact: true })).toBeVisible();
    expect(await page.locator("main img").count()).toBe(1); // the sign's picture only
    expect(
      await page
        .locator("script")
        .evaluateAll((scripts) =>
          scripts.some((s) => s.textContent?.includes('alert("yearly")') && (s as HTMLScriptElement).type !== "application/ld+json"),
        ),
    ).toBe(false);
    await expect(page.getByRole("heading", { level: 2, name: "Family", exact: true })).toBeVisible();

    // The undated page keeps India's current year (or, past 2027, the latest) and links to the new one.
    const shown = chooseYearlyYear([2025, 2026, 2027, year], new Date())!;
    await page.goto("/yearly-horoscope/aries");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Aries Yearly Horoscope ${shown}`);
    if (shown !== year) {
      await expect(page.getByRole("navigation", { name: "Aries in other years" }).getByRole("link", { name: String(year) })).toBeVisible();
    }

    // An edit of a published sign is live at once.
    await page.goto(`/admin/yearly/${year}/leo`);
    await page.getByLabel("Love and Relationships", { exact: true }).fill(`A new love paragraph for Leo in ${year}.`);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(flashOn(page)).toHaveText(messages.savedLive("Leo", year));
    await page.goto(`/yearly-horoscope/${year}/leo`);
    await expect(page.getByText(`A new love paragraph for Leo in ${year}.`)).toBeVisible();

    // Withdrawn, the year leaves the site; deleted, it leaves the list.
    await page.goto(`/admin/yearly/${year}`);
    await page.getByRole("button", { name: `Unpublish ${year}` }).click();
    await expect(flashOn(page)).toHaveText(messages.unpublished(year));
    expect((await page.request.get(`/yearly-horoscope/${year}/aries`)).status()).toBe(404);
    await page.getByText(`Delete draft ${year}…`).click();
    await page.getByRole("button", { name: `Yes, delete ${year}` }).click();
    await expect(page).toHaveURL(/\/admin\/yearly$/);
    await expect(flashOn(page)).toHaveText(messages.deleted(year));
    await expect(page.getByRole("link", { name: `Open ${year}` })).toHaveCount(0);
  });

  test("an administrator adds, edits and removes a festival, and the calendar follows", async ({ page, javaScriptEnabled }) => {
    test.setTimeout(120_000);
    const year = years(javaScriptEnabled).festivals;
    const name = `Test Mela ${year}`;
    await adminLogin(page);
    await page.goto(`/admin/festivals?year=${year}&month=march`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Festivals");
    // An earlier, failed run may have left its festival behind.
    for (const month of ["march", "april"]) {
      await page.goto(`/admin/festivals?year=${year}&month=${month}`);
      while (await page.getByText(`${name}:`).first().isVisible()) {
        await (await openEdit(page, name)).getByRole("button", { name: "Delete" }).click();
        await expect(flashOn(page)).toHaveText(festivalMessages.deleted(name));
      }
    }
    // A year out of range is said so, beside the picker.
    await page.goto("/admin/festivals?year=1999&month=march");
    await expect(page.getByRole("alert")).toHaveText(festivalMessages.yearInvalid(FIRST_CONTENT_YEAR, LAST_CONTENT_YEAR));
    await page.getByLabel("Year", { exact: true }).fill(String(year));
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(new RegExp(`year=${year}&month=march$`));
    await expect(page.getByText(`No festivals are listed for March ${year}.`)).toBeVisible();

    const add = page.getByRole("form", { name: "Add a festival" });
    await add.getByLabel("Name", { exact: true }).fill(name);
    await add.getByLabel("First day", { exact: true }).fill(`${year}-03-10`);
    await add.getByLabel("Last day", { exact: true }).fill(`${year}-03-08`);
    await add.getByLabel("Description", { exact: true }).fill("A test fair, with music and sweets.");
    await add.getByLabel("Region or tradition", { exact: true }).fill("Pune");
    await add.getByLabel("Picture", { exact: true }).selectOption("/images/festivals/holi.svg");
    await add.getByLabel("Source of the date", { exact: true }).fill("Test panchang");
    await add.getByRole("button", { name: "Add festival" }).click();
    await expect(add.getByLabel("Last day", { exact: true })).toHaveAccessibleDescription(new RegExp(festivalMessages.endBeforeStart));
    await expect(add.getByLabel("Name", { exact: true })).toHaveValue(name);
    await expect(add.getByLabel("Picture", { exact: true })).toHaveValue("/images/festivals/holi.svg");
    await add.getByLabel("Last day", { exact: true }).fill(`${year}-03-12`);
    await add.getByRole("button", { name: "Add festival" }).click();
    await expect(flashOn(page)).toHaveText(festivalMessages.added(name));
    await expect(page.getByText(`${name}: 10 March ${year}`)).toBeVisible();

    // The public month shows it, and so does its calendar file.
    await page.goto(`/festival/${year}/march`);
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
    await expect(card).toContainText(`10 March ${year}`);
    await expect(card).toContainText(`12 March ${year}`);
    await expect(card).toContainText("Pune");
    await expect(card.locator("img")).toHaveAttribute("src", "/images/festivals/holi.svg");
    const ics = await (await page.request.get(`/festival/${year}/march/calendar.ics`)).text();
    // The month's computed Ekadashis, Purnimas and Amavasyas stand beside it in the file.
    const events = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
    const event = events.find((e) => e.summary === name)!;
    expect(event.summary).toBe(name);
    expect(event.startDate.toString()).toBe(`${year}-03-10`);
    expect(event.endDate.toString()).toBe(`${year}-03-13`);

    // Moved to April: the screen follows it there.
    await page.goto(`/admin/festivals?year=${year}&month=march`);
    const edit = await openEdit(page, name);
    await edit.getByLabel("First day", { exact: true }).fill(`${year}-04-02`);
    await edit.getByLabel("Last day", { exact: true }).fill("");
    await edit.getByRole("button", { name: "Save changes" }).click();
    await expect(flashOn(page)).toHaveText(festivalMessages.updated(name));
    await expect(page).toHaveURL(new RegExp(`year=${year}&month=april$`));
    await expect(page.getByText(`${name}: 2 April ${year}`)).toBeVisible();
    expect(await (await page.request.get(`/festival/${year}/march`)).text()).not.toContain(name);

    await (await openEdit(page, name)).getByRole("button", { name: "Delete" }).click();
    await expect(flashOn(page)).toHaveText(festivalMessages.deleted(name));
    // Its year has no other festival: the public calendar is the computed one again, labelled so.
    const april = await page.request.get(`/festival/${year}/april`);
    expect(april.status()).toBe(200);
    expect(await april.text()).toContain("Computed calendar");
  });

  test("an administrator accepts a year's computed calendar, then edits it like any other", async ({ page, javaScriptEnabled }) => {
    test.setTimeout(120_000);
    const year = years(javaScriptEnabled).computed;
    const diwali = computeFestivalYear(year).find((f) => f.key === "Diwali")!;
    const month = calendarMonth(Number(diwali.date.slice(5, 7)) - 1);
    await adminLogin(page);
    await page.goto(`/admin/festivals?year=${year}&month=${month.slug}`);
    const computed = page.getByRole("region", { name: `Computed from the panchang: ${month.name} ${year}` });
    const shown = formatFestivalDates(diwali.date);
    await expect(computed.getByRole("row").filter({ hasText: "Diwali" }).filter({ hasText: shown })).toBeVisible();
    // The public month shows the computed calendar, labelled so, before anyone accepts it.
    expect(await (await page.request.get(`/festival/${year}/${month.slug}`)).text()).toContain("Computed calendar");

    await computed.getByRole("button", { name: `Accept the computed calendar of ${year}` }).click();
    await expect(flashOn(page)).toContainText(`The computed calendar of ${year} is now the site's`);
    await expect(page.getByText(`Diwali: ${formatFestivalDates(diwali.date)}`)).toBeVisible();
    await expect(computed.getByRole("row", { name: /Diwali/ })).toContainText("Yes, on this date");
    // Written now: the public month no longer says computed.
    expect(await (await page.request.get(`/festival/${year}/${month.slug}`)).text()).not.toContain("Computed calendar");

    // Deleted, Diwali is offered again as computed, and added back with one press.
    await (await openEdit(page, "Diwali")).getByRole("button", { name: "Delete" }).click();
    await expect(flashOn(page)).toHaveText(festivalMessages.deleted("Diwali"));
    await computed.getByRole("button", { name: `Add Diwali on ${formatFestivalDates(diwali.date)}` }).click();
    await expect(flashOn(page)).toHaveText(festivalMessages.added("Diwali"));
    await expect(page.getByText(`Diwali: ${formatFestivalDates(diwali.date)}`)).toBeVisible();
  });
});
