import type { APIResponse, Page } from "@playwright/test";

import { expect, freshMobile, waitForOtp } from "./fixtures";

// Reaching the upload forms quickly: sign-up, OTP and registration as plain posts through the
// page's own request context, which shares the browser's cookies. The forms on the way are
// covered in the browser by astrologer-onboarding.spec.ts and customer-account.spec.ts.

const noRedirect = { maxRedirects: 0 };

function expectRedirect(response: APIResponse, location: string) {
  expect(response.status(), `a redirect to ${location}`).toBe(302);
  expect(response.headers()["location"]).toBe(location);
}

/** Sign-up by OTP as plain posts, then the role chosen; the page's session is the new number's. */
export async function signUp(page: Page, mobile: string, role: "user" | "astrologer") {
  const request = page.request;
  expectRedirect(await request.post("/signup", { form: { dialCode: "+91", mobile }, ...noRedirect }), "/otp-verifications");
  const code = await waitForOtp(mobile);
  const verified = await request.post("/otp-verifications", {
    form: { intent: "verify", d1: code[0], d2: code[1], d3: code[2], d4: code[3] },
    ...noRedirect,
  });
  expectRedirect(verified, "/who-are-you");
  const next = role === "user" ? "/user-registration" : "/astrologer-registration";
  expectRedirect(await request.post("/who-are-you", { form: { role }, ...noRedirect }), next);
}

/** India, Maharashtra and Pune as the location lists name them. */
async function pune(page: Page) {
  const request = page.request;
  const countries: Array<{ id: number; country_name: string }> = await (await request.get("/api/country/countryList")).json();
  const india = countries.find((c) => c.country_name === "India")!;
  const states: Array<{ state_id: number; state_name: string }> = await (await request.get(`/api/states/${india.id}`)).json();
  const state = states.find((s) => s.state_name === "Maharashtra")!;
  const cities: Array<{ city_id: number; city_name: string }> = await (
    await request.get(`/api/cities/${state.state_id}?countryId=${india.id}`)
  ).json();
  const city = cities.find((c) => c.city_name === "Pune")!;
  return { countryId: String(india.id), stateId: String(state.state_id), cityId: String(city.city_id) };
}

/** A new astrologer whose application waits for documents; the page's session is theirs. */
export async function applicantAtDocuments(page: Page, fullName: string): Promise<{ mobile: string }> {
  const mobile = freshMobile();
  await signUp(page, mobile, "astrologer");
  const registered = await page.request.post("/astrologer-registration", {
    form: {
      fullName,
      age: "41",
      gender: "Female",
      address: "9 Fort Lane",
      ...(await pune(page)),
      pinCode: "411001",
      email: "meera@example.in",
      languages: "Marathi, Hindi",
      experience: "15",
      specialization: "tarot",
      consent: "on",
    },
    ...noRedirect,
  });
  expectRedirect(registered, "/bank-details");
  return { mobile };
}

/** A new registered customer (Asha Devi Rao of Pune); the page's session is theirs. */
export async function registeredCustomer(page: Page): Promise<{ mobile: string }> {
  const mobile = freshMobile();
  await signUp(page, mobile, "user");
  const registered = await page.request.post("/user-registration", {
    form: {
      fullName: "Asha Devi Rao",
      gender: "F",
      ...(await pune(page)),
      pinCode: "411001",
      dob: "1990-04-21",
      timeOfBirth: "06:45",
      location: "Pune",
      consent: "on",
      email: "asha@example.in",
      mobile,
    },
    ...noRedirect,
  });
  expectRedirect(registered, "/");
  return { mobile };
}
