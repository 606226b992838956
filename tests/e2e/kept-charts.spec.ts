import type { Page } from "@playwright/test";

import { en } from "../../app/locales/en";
import { hi } from "../../app/locales/hi";
import { expect, postForm, test } from "./fixtures";
import { registeredCustomer } from "./upload-helpers";

// "My kundlis": a customer keeps charts made on the kundli page (self and family, each named and
// with a relation), opens, renames and deletes them, matches two, sends one by a link they can
// stop, with JavaScript on and off; and nobody else can open them.

const w = en.kundli;

async function makeChart(page: Page, birth: { name: string; date: string; time: string; place: string }, prefix = "", words = w) {
  await page.goto(`${prefix}/kundli`);
  await page.getByLabel(`${words.form.name} ${words.form.optional}`, { exact: true }).fill(birth.name);
  await page.getByLabel(words.form.date, { exact: true }).fill(birth.date);
  await page.getByLabel(words.form.time, { exact: true }).fill(birth.time);
  await page.getByLabel(words.form.place, { exact: true }).fill(birth.place);
  expect((await postForm(page, page.getByRole("button", { name: words.form.submit }))).status()).toBe(200);
}

async function keep(page: Page, relation: string, words = w) {
  const form = page.getByRole("region", { name: words.kept.keepHeading });
  await form.getByLabel(words.kept.relation).selectOption({ label: relation });
  await Promise.all([page.waitForURL(/\/my-kundlis\/\d+$/), form.getByRole("button", { name: words.kept.keep }).click()]);
  return Number(/\/my-kundlis\/(\d+)$/.exec(page.url())![1]);
}

test("a visitor not signed in is offered to log in to keep a chart, not a form", async ({ page }) => {
  await makeChart(page, { name: "Asha", date: "1990-05-17", time: "10:00", place: "Varanasi" });
  const region = page.getByRole("region", { name: w.kept.keepHeading });
  await expect(region.getByRole("link", { name: w.kept.signInToKeep })).toBeVisible();
  await expect(region.getByRole("button")).toHaveCount(0);
  const direct = await page.goto("/my-kundlis");
  expect(page.url()).toContain("/login");
  expect(direct!.status()).toBe(200);
});

test("a customer keeps charts, opens, renames and deletes them, and matches two", async ({ page }) => {
  // A sign-up, two charts, a milan and three more pages: about 50 s alone on the 2-core machine,
  // over the minute when the other projects load it too.
  test.setTimeout(120_000);
  await registeredCustomer(page);
  await makeChart(page, { name: "Asha Devi Rao", date: "1990-04-21", time: "06:45", place: "Pune" });
  const asha = await keep(page, w.kept.relationName.self);
  await expect(page.getByText(w.kept.kept.replace("{{name}}", "Asha Devi Rao"))).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kundli of Asha Devi Rao");
  await expect(page.getByRole("img", { name: w.chart.north, exact: true })).toBeVisible();

  await makeChart(page, { name: "Ravi Rao", date: "1988-11-02", time: "21:30", place: "Nagpur" });
  const ravi = await keep(page, w.kept.relationName.spouse);

  await page.goto("/my-kundlis");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.kept.heading);
  await expect(page.getByRole("link", { name: w.kept.open.replace("{{name}}", "Asha Devi Rao") })).toHaveAttribute(
    "href",
    `/my-kundlis/${asha}`,
  );
  await expect(page.getByText(/Spouse · born 2 November 1988, 21:30/)).toBeVisible();

  // A milan from the two kept charts.
  await page.getByLabel(w.kept.milan.boy).selectOption(String(ravi));
  await page.getByLabel(w.kept.milan.girl).selectOption(String(asha));
  await page.getByRole("button", { name: w.kept.milan.submit }).click();
  await expect(page).toHaveURL(new RegExp(`/my-kundlis/milan\\?boy=${ravi}&girl=${asha}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ashtakoota of Ravi Rao and Asha Devi Rao");

  // Renamed, its relation changed.
  await page.goto(`/my-kundlis/${ravi}`);
  await page.getByLabel(w.kept.name, { exact: true }).fill("Ravi Kumar Rao");
  await page.getByLabel(w.kept.relation).selectOption({ label: w.kept.relationName.brother });
  await page.getByRole("button", { name: w.kept.save }).click();
  await expect(page.getByText(w.kept.saved)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kundli of Ravi Kumar Rao");
  await expect(page.getByLabel(w.kept.relation)).toHaveValue("brother");

  // Deleted, it is gone from the list and its address.
  await page.getByRole("button", { name: w.kept.delete }).click();
  await expect(page).toHaveURL(/\/my-kundlis$/);
  await expect(page.getByText(w.kept.deleted.replace("{{name}}", "Ravi Kumar Rao"))).toBeVisible();
  await expect(page.getByRole("link", { name: /Ravi/ })).toHaveCount(0);
  expect((await page.goto(`/my-kundlis/${ravi}`))!.status()).toBe(404);
});

test("a name left empty, too long or with control characters is refused beside the field, the chart and the typed values kept", async ({
  page,
  javaScriptEnabled,
}) => {
  await registeredCustomer(page);
  await makeChart(page, { name: "Asha", date: "1990-05-17", time: "10:00", place: "Varanasi" });
  const form = page.getByRole("region", { name: w.kept.keepHeading });
  const name = form.getByLabel(w.kept.name, { exact: true });
  await name.fill("");
  await form.getByLabel(w.kept.relation).selectOption({ label: w.kept.relationName.daughter });
  if (javaScriptEnabled) {
    await form.getByRole("button", { name: w.kept.keep }).click();
  } else {
    expect((await postForm(page, form.getByRole("button", { name: w.kept.keep }))).status()).toBe(422);
  }
  await expect(name).toHaveAccessibleDescription(w.kept.nameRequired);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kundli of Asha");
  await expect(form.getByLabel(w.kept.relation)).toHaveValue("daughter");
  await expect(page).toHaveURL(/\/kundli$/);

  // Whatever the browser does, the server refuses 10 KB or a control character.
  const hidden = Object.fromEntries(
    await form
      .locator('input[type="hidden"]')
      .evaluateAll((inputs) => inputs.map((i) => [(i as HTMLInputElement).name, (i as HTMLInputElement).value])),
  );
  const messages = [
    ["A".repeat(10_240), en.forms.text.tooLong.replace("{{label}}", w.kept.name).replace("{{max}}", "100")],
    ["Asha\u0007Rao", en.forms.text.unprintable.replace("{{label}}", w.kept.name)],
  ];
  for (const [bad, message] of messages) {
    const answer = await page.request.post("/kundli", { form: { ...hidden, chart_name: bad, relation: "self" }, maxRedirects: 0 });
    expect(answer.status()).toBe(422);
    expect(await answer.text()).toContain(message);
  }
  await page.goto("/my-kundlis");
  await expect(page.getByText(w.kept.none)).toBeVisible();
});

test("a kept chart is its owner's alone: another customer, an id that is not a number and one never made are the same 404", async ({
  page,
  browser,
}) => {
  await registeredCustomer(page);
  await makeChart(page, { name: "Asha", date: "1990-05-17", time: "10:00", place: "Varanasi" });
  const id = await keep(page, w.kept.relationName.self);

  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const stranger = await context.newPage();
  await registeredCustomer(stranger);
  for (const address of [
    `/my-kundlis/${id}`,
    "/my-kundlis/abc",
    "/my-kundlis/1e3",
    "/my-kundlis/999999999",
    `/my-kundlis/milan?boy=${id}&girl=${id}`,
  ]) {
    expect((await stranger.request.get(address)).status(), address).toBe(404);
  }
  const post = await stranger.request.post(`/my-kundlis/${id}`, { form: { intent: "delete" }, maxRedirects: 0 });
  expect(post.status()).toBe(404);
  await context.close();
  await page.goto(`/my-kundlis/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kundli of Asha");
});

test("a link to send is made only when asked, opens the chart to anyone, is never indexed or cached, and stops when stopped", async ({
  page,
  browser,
}) => {
  await registeredCustomer(page);
  await makeChart(page, { name: "Asha", date: "1990-05-17", time: "10:00", place: "Varanasi" });
  await keep(page, w.kept.relationName.self);
  await expect(page.getByLabel(w.kept.share.link)).toHaveCount(0);
  await page.getByRole("button", { name: w.kept.share.make }).click();
  await expect(page.getByText(w.kept.share.made)).toBeVisible();
  const link = await page.getByLabel(w.kept.share.link).inputValue();
  const path = new URL(link).pathname;
  expect(path).toMatch(/^\/kundli\/shared\/[A-Za-z0-9_-]{43}$/);
  for (const detail of ["Asha", "1990-05-17", "Varanasi", "10:00"]) expect(path).not.toContain(detail);

  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const relative = await context.newPage();
  const opened = await relative.goto(path);
  expect(opened!.status()).toBe(200);
  const headers = opened!.headers();
  expect(headers["x-robots-tag"]).toContain("noindex");
  expect(headers["cache-control"]).toBe("private, no-store");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  await expect(relative.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(relative.getByRole("heading", { level: 1 })).toHaveText("Kundli of Asha");
  await expect(relative.getByText(w.kept.shared.eyebrow)).toBeVisible();
  // The Hindi edition opens it too.
  expect((await relative.goto(`/hi${path}`))!.status()).toBe(200);
  await expect(relative.getByRole("heading", { level: 1 })).toHaveText(hi.kundli.chart.heading.replace("{{name}}", "Asha"));

  await page.getByRole("button", { name: w.kept.share.stop }).click();
  await expect(page.getByText(w.kept.share.stopped)).toBeVisible();
  await expect(page.getByLabel(w.kept.share.link)).toHaveCount(0);
  expect((await relative.goto(path))!.status()).toBe(404);
  const forged = path.slice(0, -1) + (path.endsWith("A") ? "B" : "A");
  expect((await relative.goto(forged))!.status()).toBe(404);
  expect((await relative.goto("/kundli/shared/short"))!.status()).toBe(404);
  await context.close();
});

test("the Hindi edition keeps a chart in Hindi", async ({ page }) => {
  await registeredCustomer(page);
  const h = hi.kundli;
  await makeChart(page, { name: "Asha", date: "1990-05-17", time: "10:00", place: "Varanasi" }, "/hi", h);
  await keep(page, h.kept.relationName.mother, h);
  await expect(page).toHaveURL(/\/hi\/my-kundlis\/\d+$/);
  await expect(page.getByText(h.kept.kept.replace("{{name}}", "Asha"))).toBeVisible();
  await page.goto("/hi/my-kundlis");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(h.kept.heading);
  await expect(page.getByText(new RegExp(`^${h.kept.relationName.mother} · जन्म`))).toBeVisible();
});
