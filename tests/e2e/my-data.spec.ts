import fs from "node:fs";

import type { TestInfo } from "@playwright/test";

import { en } from "../../app/locales/en";
import { expect, lastOtpFor, test } from "./fixtures";
import { signInByOtp } from "./journey-helpers";

const myDataCopy = en.account.myData;
const signInMessages = en.account.signIns;

// "Download my data" and "Where you are signed in" as a customer uses them, with JavaScript on
// and off (decision 069): the customer, signed in on a laptop too, ends the laptop's sign-in
// from the profile and reads and downloads everything held about them.

const LAPTOP = {
  "User-Agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0",
  "X-Forwarded-For": "203.0.113.77",
};

/** A number no other test, project or earlier run uses. */
function uniqueMobile(testInfo: TestInfo): string {
  return `${testInfo.project.name === "no-js" ? "8" : "9"}7${String(Date.now()).slice(-8)}`;
}

/** The laptop: another browser of the same customer, driven over HTTP, registering the account. */
function laptop(baseURL: string) {
  let cookie = "";
  const send = async (path: string, form?: Record<string, string>) => {
    const response = await fetch(baseURL + path, {
      method: form ? "POST" : "GET",
      headers: { ...LAPTOP, Cookie: cookie, Origin: baseURL },
      body: form ? new URLSearchParams(form) : undefined,
      redirect: "manual",
    });
    const session = response.headers.getSetCookie().find((line) => line.startsWith("__session="));
    if (session) cookie = session.split(";")[0];
    return response;
  };
  return {
    send,
    async register(mobile: string) {
      await send("/signup", { dialCode: "+91", mobile });
      const code = lastOtpFor(mobile);
      await send("/otp-verifications", { intent: "verify", d1: code[0], d2: code[1], d3: code[2], d4: code[3] });
      await send("/who-are-you", { role: "user" });
      const states = (await (await fetch(`${baseURL}/api/states/101`)).json()) as Array<{ state_id: number; state_name: string }>;
      const state = states.find((s) => s.state_name === "Maharashtra")!;
      const cities = (await (await fetch(`${baseURL}/api/cities/${state.state_id}?countryId=101`)).json()) as Array<{ city_id: number }>;
      const registered = await send("/user-registration", {
        fullName: "Meera Downloader",
        gender: "F",
        countryId: "101",
        stateId: String(state.state_id),
        cityId: String(cities[0].city_id),
        pinCode: "411001",
        dob: "1988-02-14",
        timeOfBirth: "05:20",
        location: "Pune",
        consent: "on",
        email: "meera@example.in",
      });
      expect(registered.headers.get("location")).toBe("/");
    },
  };
}

test("a customer ends another device's sign-in and downloads everything held about them", async ({ page, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const mobile = uniqueMobile(testInfo);
  const other = laptop(baseURL!);
  await other.register(mobile);
  expect((await other.send("/profile")).status).toBe(200);

  await signInByOtp(page, mobile, "Are you a User?");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/profile");

  const signIns = page.getByRole("region", { name: signInMessages.heading });
  const rows = signIns.getByRole("listitem");
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: signInMessages.thisDevice })).toHaveCount(1);
  const laptopRow = rows.filter({ hasText: "Firefox on Windows" });
  await expect(laptopRow).toContainText("from 203.0.113.x");
  await expect(laptopRow).not.toContainText(signInMessages.thisDevice);

  await laptopRow.getByRole("button", { name: /^End the sign-in on Firefox on Windows/ }).click();
  await expect(page.getByText(signInMessages.ended.replace("{{device}}", "Firefox on Windows"))).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(signInMessages.thisDevice);
  // The laptop's cookie opens nothing any more; this browser is still signed in.
  const shutOut = await other.send("/profile");
  expect(shutOut.status).toBe(302);
  expect(shutOut.headers.get("location")).toBe("/");

  await page.getByRole("link", { name: myDataCopy.link }).click();
  await expect(page).toHaveURL(/\/my-data$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(myDataCopy.title);
  const profile = page.getByRole("region", { name: "Your profile and birth details" });
  await expect(profile).toContainText("Meera Downloader");
  await expect(profile).toContainText("14/02/1988");
  await expect(profile).toContainText(mobile);
  // The place of each sign-in is its network, the last part hidden.
  const sessions = page.getByRole("region", { name: signInMessages.heading });
  await expect(sessions).toContainText(/from 10\.\d+\.\d+\.x/);
  await expect(sessions).not.toContainText(/from 10\.\d+\.\d+\.\d+/);
  await expect(page.getByRole("region", { name: "One-time passwords sent to your number" })).toContainText("Signing in");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: myDataCopy.download }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^grahavani-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync(await file.path(), "utf8")) as {
    sections: Array<{ id: string; records: Array<Record<string, unknown>> }>;
  };
  expect(data.sections.find((s) => s.id === "profile")!.records[0]).toMatchObject({ name: "Meera Downloader", mobile });
});
