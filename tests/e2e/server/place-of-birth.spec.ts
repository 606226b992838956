import { type APIRequestContext, expect, request as playwrightRequest, test } from "@playwright/test";

import { en } from "../../../app/locales/en";
import { hi } from "../../../app/locales/hi";
import { indianCityIds } from "../../support/location-ids";
import { freshMobile, lastOtpFor, visitorAddress } from "../fixtures";

// The registration and the profile find the place of birth as the kundli's form does, and my
// kundli is drawn for it, not for the address's city: a name several places of note share is
// asked about beside the field (a button for each, posting the form again), a name found nowhere
// is refused with the form kept. Plain form posts, as a browser without JavaScript sends them.

const baseURL = () => process.env.E2E_BASE_URL!;
const locationOf = (response: { headers(): Record<string, string> }) => response.headers()["location"];

async function verifiedVisitor(prefix = ""): Promise<{ ctx: APIRequestContext; mobile: string }> {
  const ctx = await playwrightRequest.newContext({
    baseURL: baseURL(),
    extraHTTPHeaders: { Origin: baseURL(), "X-Forwarded-For": visitorAddress() },
    maxRedirects: 0,
  });
  const mobile = freshMobile();
  await ctx.post(`${prefix}/signup`, { form: { dialCode: "+91", mobile } });
  const code = lastOtpFor(mobile);
  await ctx.post(`${prefix}/otp-verifications`, { form: { intent: "verify", d1: code[0], d2: code[1], d3: code[2], d4: code[3] } });
  expect(locationOf(await ctx.post(`${prefix}/who-are-you`, { form: { role: "user" } }))).toBe(`${prefix}/user-registration`);
  return { ctx, mobile };
}

/** The ids of Anantapur, Andhra Pradesh: the address's city, which is not the place of birth. */
const anantapur = (ctx: APIRequestContext) => indianCityIds(ctx, "Andhra Pradesh", "Anantapur");

const registration = (mobile: string, place: Record<string, string>, location: string) => ({
  fullName: "Lakshmi Birthplace",
  gender: "F",
  ...place,
  pinCode: "515001",
  dob: "1991-08-15",
  timeOfBirth: "09:00",
  location,
  consent: "on",
  email: "",
  mobile,
});

test("born in Dharmavaram, living in Anantapur: my kundli is drawn for Dharmavaram and says so", async () => {
  const { ctx, mobile } = await verifiedVisitor();
  const place = await anantapur(ctx);
  expect(locationOf(await ctx.post("/user-registration", { form: registration(mobile, place, "Dharmavaram") }))).toBe("/");
  const page = await (await ctx.get("/profile/kundli")).text();
  expect(page).toContain(en.kundli.mine.fromProfile.replace("{{place}}", "Dharmavaram, Andhra Pradesh"));
  expect(page).not.toContain("Anantapur");
  await ctx.dispose();
});

test("a name two places of note share is asked about beside the field, everything typed kept; the one chosen is kept and used", async () => {
  const { ctx, mobile } = await verifiedVisitor();
  const place = await anantapur(ctx);
  const asked = await ctx.post("/user-registration", { form: registration(mobile, place, "Aurangabad") });
  expect(asked.status()).toBe(422);
  const html = await asked.text();
  expect(html).toContain(en.kundli.messages.placeAmbiguous);
  expect(html).toContain(en.forms.placeChoices);
  expect(html).toContain('name="location_choice" value="Chhatrapati Sambhajinagar, Maharashtra"');
  expect(html).toContain('name="location_choice" value="Aurangabad, Bihar"');
  expect(html).toContain('value="Lakshmi Birthplace"');
  const chosen = await ctx.post("/user-registration", {
    form: { ...registration(mobile, place, "Aurangabad"), location_choice: "Aurangabad, Bihar" },
  });
  expect(locationOf(chosen)).toBe("/");
  expect(await (await ctx.get("/profile/kundli")).text()).toContain(en.kundli.mine.fromProfile.replace("{{place}}", "Aurangabad, Bihar"));
  // The profile shows it as kept, and refuses a place found nowhere, beside the field, in Hindi too.
  expect(await (await ctx.get("/profile")).text()).toContain('value="Aurangabad, Bihar"');
  const profile = {
    name: "Lakshmi Birthplace",
    gender: "F",
    dob: "1991-08-15",
    timeOfBirth: "09:00",
    birthPlace: "Xqzzyplace",
    ...place,
    pinCode: "515001",
    email: "lakshmi@example.com",
    mobile,
  };
  const refused = await ctx.post("/hi/profile", { multipart: profile });
  expect(refused.status()).toBe(422);
  const refusedHtml = await refused.text();
  expect(refusedHtml).toContain(hi.kundli.messages.placeUnknown);
  expect(refusedHtml).toContain('value="Xqzzyplace"');
  expect(await (await ctx.get("/profile/kundli")).text()).toContain("Aurangabad, Bihar");
  await ctx.dispose();
});
