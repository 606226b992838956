import { type APIRequestContext, expect, request as playwrightRequest, test } from "@playwright/test";

import { en } from "../../../app/locales/en";
import { hi } from "../../../app/locales/hi";
import { indianCityIds } from "../../support/location-ids";
import { freshMobile, lastOtpFor, visitorAddress } from "../fixtures";

// A page that is the customer's own to read (my kundli) sends a visitor who is not logged in to
// log in, saying why, and opens again once they have: whether they had an account or registered
// just now. Plain form posts against the shared server, as a browser without JavaScript sends them.

const baseURL = () => process.env.E2E_BASE_URL!;

async function visitor(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: baseURL(),
    extraHTTPHeaders: { Origin: baseURL(), "X-Forwarded-For": visitorAddress() },
    maxRedirects: 0,
  });
}

const locationOf = (response: { headers(): Record<string, string> }) => response.headers()["location"];

/** Signs in by OTP from the login page on; the answer to choosing "user" on /who-are-you. */
async function signInAsUser(ctx: APIRequestContext, mobile: string, prefix = "") {
  expect(locationOf(await ctx.post(`${prefix}/signup`, { form: { dialCode: "+91", mobile } }))).toBe(`${prefix}/otp-verifications`);
  const code = lastOtpFor(mobile);
  const verified = await ctx.post(`${prefix}/otp-verifications`, {
    form: { intent: "verify", d1: code[0], d2: code[1], d3: code[2], d4: code[3] },
  });
  expect(locationOf(verified)).toBe(`${prefix}/who-are-you`);
  return ctx.post(`${prefix}/who-are-you`, { form: { role: "user" } });
}

async function register(ctx: APIRequestContext, mobile: string) {
  const place = await indianCityIds(ctx, "Maharashtra", "Pune");
  return ctx.post("/user-registration", {
    form: {
      fullName: "Asha Comeback",
      gender: "F",
      ...place,
      pinCode: "411001",
      dob: "1990-04-21",
      timeOfBirth: "06:45",
      location: "Pune",
      consent: "on",
      email: "",
      mobile,
    },
  });
}

test("signed out, my kundli asks to log in and opens again after a new customer registers; then after a later login", async () => {
  const ctx = await visitor();
  const asked = await ctx.get("/profile/kundli");
  expect(asked.status()).toBe(302);
  expect(locationOf(asked)).toBe("/login");
  const login = await ctx.get("/login");
  expect(await login.text()).toContain(en.account.login.toSeeYourPage);
  const mobile = freshMobile();
  expect(locationOf(await signInAsUser(ctx, mobile))).toBe("/user-registration");
  const registered = await register(ctx, mobile);
  expect(locationOf(registered)).toBe("/profile/kundli");
  expect((await ctx.get("/profile/kundli")).status()).toBe(200);
  // Once only: the next login, asked for by nobody, goes home.
  await ctx.post("/logout");
  expect(locationOf(await signInAsUser(ctx, mobile))).toBe("/");
  // Asked for again in Hindi, the login comes back to the Hindi page.
  await ctx.post("/logout");
  expect(locationOf(await ctx.get("/hi/profile/kundli"))).toBe("/hi/login");
  expect(await (await ctx.get("/hi/login")).text()).toContain(hi.account.login.toSeeYourPage);
  expect(locationOf(await signInAsUser(ctx, mobile, "/hi"))).toBe("/hi/profile/kundli");
  await ctx.dispose();
});

test("a page that is not the customer's own still sends a stranger home, and nothing sends a login elsewhere", async () => {
  const ctx = await visitor();
  expect(locationOf(await ctx.get("/profile"))).toBe("/");
  const mobile = freshMobile();
  // Registered, logged out, then logged in with no page asking: home, not /profile.
  expect(locationOf(await signInAsUser(ctx, mobile))).toBe("/user-registration");
  expect(locationOf(await register(ctx, mobile))).toBe("/");
  await ctx.dispose();
});
