import { en } from "../../app/locales/en";
import { adminLogin } from "./admin-helpers";
import { expect, freshMobile, test } from "./fixtures";
import { finishOnboarding, registerAstrologer, rejectInAdmin, signInByOtp, uniqueName } from "./journey-helpers";

const whoAreYouMessages = en.account.whoAreYou;
const astrologerAppCopy = en.pages.appDownload.astrologer;
const stageHeadings = en.onboarding.stages;
const withdrawalMessages = en.onboarding.withdrawal;
const onboardingFormMessages = en.onboarding.form;
const documentMessages = en.onboarding.documentMessages;

// The spec sends an astrologer to the app-download page after step 3 and when an existing one
// logs in; there they see their own version: where the application stands and their own app.

const PARTNER_APP = /^https:\/\/play\.google\.com\/store\/apps\/details\?id=in\.grahavani\.partner$/;
// Demo Active astrologers, one per project, so two projects never share a number's OTP.
const APPROVED = { js: { mobile: "9000000018", name: "Gaurav" }, "no-js": { mobile: "9000000017", name: "Nandini" } } as const;
// Two more, for a second test of the same project: a number's OTP resend wait would hold it back.
const APPROVED_TOO = { js: { mobile: "9000000015", name: "Pooja" }, "no-js": { mobile: "9000000016", name: "Manoj" } } as const;

test.describe("the astrologer's app page", () => {
  test("an astrologer who finishes step 3 sees the application under review, the partner app and the status link", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.setTimeout(180_000);
    await signInByOtp(page, freshMobile(), "Are you an Astrologer?");
    await registerAstrologer(page, uniqueName("Kulkarni"), javaScriptEnabled);
    await finishOnboarding(page);

    const main = page.getByRole("main");
    await expect(page.getByText(documentMessages.success)).toBeVisible();
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(/ partner app$/);
    await expect(main.getByRole("heading", { name: stageHeadings.review })).toBeVisible();
    await expect(main.getByText(astrologerAppCopy.review)).toBeVisible();
    await expect(main.getByRole("link", { name: astrologerAppCopy.getApp })).toHaveAttribute("href", PARTNER_APP);
    // Not the customers' page: no free minutes, no customers' app.
    await expect(main.getByText(/first 5 minutes/i)).toHaveCount(0);

    // Both addresses, never kept by a shared cache.
    const response = await page.goto("/app-download");
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expect(main.getByRole("heading", { name: stageHeadings.review })).toBeVisible();

    await main.getByRole("link", { name: astrologerAppCopy.statusLink }).click();
    await expect(page).toHaveURL(/\/astrologer-status$/);
    await expect(main.getByRole("heading", { name: stageHeadings.review })).toBeVisible();

    // Not approved: the welcome page does not say "approved"; the status page answers instead.
    await page.goto("/astrologer-welcome");
    await expect(page).toHaveURL(/\/astrologer-status$/);
    await expect(page.getByText("Your astrologer profile is approved.")).toHaveCount(0);
  });

  test("an approved astrologer who logs in sees the approval, the partner app and the welcome page", async ({ page }, info) => {
    const who = APPROVED[info.project.use.javaScriptEnabled === false ? "no-js" : "js"];
    await signInByOtp(page, who.mobile, "Are you an Astrologer?");
    await expect(page).toHaveURL(/\/app-downloads$/);
    await expect(page.getByText(whoAreYouMessages.existingAstrologer.replace("{{statusPath}}", "/astrologer-status"))).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: stageHeadings.approved })).toBeVisible();
    await expect(main.getByText(astrologerAppCopy.approved)).toBeVisible();
    await expect(main.getByRole("link", { name: astrologerAppCopy.getApp })).toHaveAttribute("href", PARTNER_APP);
    await expect(main.getByRole("link", { name: astrologerAppCopy.statusLink })).toHaveAttribute("href", "/astrologer-status");

    await main.getByRole("link", { name: astrologerAppCopy.welcomeLink }).click();
    await expect(page).toHaveURL(/\/astrologer-welcome$/);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(/^Welcome to /);
    await expect(main.getByText("Your astrologer profile is approved.")).toBeVisible();
    await expect(main.getByRole("link", { name: astrologerAppCopy.getApp })).toHaveAttribute("href", PARTNER_APP);
  });

  test("a rejected applicant sees the reason and that they may not register again", async ({ page, javaScriptEnabled }) => {
    test.setTimeout(120_000);
    const name = uniqueName("Bose");
    await signInByOtp(page, freshMobile(), "Are you an Astrologer?");
    await registerAstrologer(page, name, javaScriptEnabled);
    const reason = "The certificate is not from a recognised institute.";
    await rejectInAdmin(page, name, reason);

    await page.goto("/app-downloads");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: stageHeadings.rejected })).toBeVisible();
    await expect(main.getByText(astrologerAppCopy.reason.replace("{{reason}}", reason))).toBeVisible();
    await expect(main.getByText(astrologerAppCopy.mayNotReapply)).toBeVisible();
    await expect(main.getByRole("link", { name: astrologerAppCopy.reapplyLink })).toHaveCount(0);
    await expect(main.getByRole("link", { name: astrologerAppCopy.statusLink })).toBeVisible();

    await page.goto("/astrologer-welcome");
    await expect(page).toHaveURL(/\/astrologer-status$/);
    await expect(main.getByRole("heading", { name: stageHeadings.rejected })).toBeVisible();
  });

  test("a rejected applicant allowed to reapply is offered to register again", async ({ page, javaScriptEnabled }) => {
    test.setTimeout(120_000);
    const name = uniqueName("Kamat");
    await signInByOtp(page, freshMobile(), "Are you an Astrologer?");
    await registerAstrologer(page, name, javaScriptEnabled);
    await rejectInAdmin(page, name, "Please add your years of practice.", true);

    await page.goto("/app-downloads");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: stageHeadings.rejected })).toBeVisible();
    await expect(main.getByText(astrologerAppCopy.mayReapply)).toBeVisible();
    await main.getByRole("link", { name: astrologerAppCopy.reapplyLink }).click();
    await expect(page).toHaveURL(/\/astrologer-registration$/);
    await expect(page.getByRole("textbox", { name: "Mobile", exact: true })).toBeVisible();
  });

  test("an applicant withdraws the application: asked first, then the documents and bank details are erased, and the admin sees it withdrawn", async ({
    page,
    javaScriptEnabled,
  }) => {
    test.setTimeout(180_000);
    const name = uniqueName("Menon");
    await signInByOtp(page, freshMobile(), "Are you an Astrologer?");
    await registerAstrologer(page, name, javaScriptEnabled);
    await finishOnboarding(page);

    await page.getByRole("main").getByRole("link", { name: astrologerAppCopy.statusLink }).click();
    await expect(page).toHaveURL(/\/astrologer-status$/);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: stageHeadings.review })).toBeVisible();
    // Asked first: the confirming button is behind the disclosure, beside what withdrawing erases.
    const confirm = main.getByRole("button", { name: withdrawalMessages.confirm });
    await expect(confirm).toBeHidden();
    await main.getByText(withdrawalMessages.open, { exact: true }).click();
    await expect(main.getByText(withdrawalMessages.explain)).toBeVisible();
    await confirm.click();

    await expect(page).toHaveURL(/\/astrologer-status$/);
    await expect(page.getByText(withdrawalMessages.done)).toBeVisible();
    await expect(main.getByRole("heading", { name: stageHeadings.withdrawn })).toBeVisible();
    await expect(main.getByText(withdrawalMessages.erased)).toBeVisible();
    await expect(main.getByText(/^Erased on \d\d\/\d\d\/\d{4}$/)).toHaveCount(2);
    await expect(main.getByRole("link", { name: withdrawalMessages.registerAgain })).toHaveAttribute("href", "/astrologer-registration");
    await expect(main.getByText(withdrawalMessages.open, { exact: true })).toHaveCount(0);

    // The administrator no longer finds it pending; its page says it was withdrawn and erased.
    await adminLogin(page);
    await page.goto("/admin?tab=pending");
    await expect(page.getByRole("link", { name: `View Application of ${name}` })).toHaveCount(0);
    await page.goto("/admin?tab=withdrawn");
    await page.getByRole("link", { name: `View Application of ${name}` }).click();
    await expect(page.getByText(/^Withdrawn by the applicant on /)).toBeVisible();
    await expect(
      page.getByText(/^The documents and bank details were erased on .*, when the applicant withdrew the application\.$/),
    ).toHaveCount(2);
    await expect(page.getByRole("button", { name: "Approve", exact: true })).toHaveCount(0);
  });

  test("an approved astrologer is told the application cannot be withdrawn here, and is offered no such control", async ({
    page,
  }, info) => {
    const who = APPROVED_TOO[info.project.use.javaScriptEnabled === false ? "no-js" : "js"];
    await signInByOtp(page, who.mobile, "Are you an Astrologer?");
    await page.goto("/astrologer-status");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: stageHeadings.approved })).toBeVisible();
    await expect(main.getByText(withdrawalMessages.approved)).toBeVisible();
    await expect(main.getByText(withdrawalMessages.open, { exact: true })).toHaveCount(0);
  });

  test("visitors keep the customers' app page, and the welcome page asks them to verify their number", async ({ page }) => {
    for (const path of ["/app-downloads", "/app-download"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Talk to an astrologer in the /);
      await expect(page.getByRole("link", { name: astrologerAppCopy.statusLink })).toHaveCount(0);
    }
    await page.goto("/astrologer-welcome");
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByText(onboardingFormMessages.statusNeedsOtp)).toBeVisible();
  });
});
