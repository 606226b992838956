import { type APIRequestContext, expect, request as playwrightRequest, test } from "@playwright/test";
import sharp from "sharp";

import { carriesGps, jpegWithGps } from "../../support/images";
import { indianCityIds } from "../../support/location-ids";
import { freshMobile, lastOtpFor, visitorAddress } from "../fixtures";

// A profile photo is personal data: its address answers its owner's session only, never a
// visitor without one or another customer, and no shared cache may keep it. Plain form
// posts against the shared server, as a browser without JavaScript sends them.

const baseURL = () => process.env.E2E_BASE_URL!;

async function visitor(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: baseURL(),
    extraHTTPHeaders: { Origin: baseURL(), "X-Forwarded-For": visitorAddress() },
    maxRedirects: 0,
  });
}

async function expectRedirect(response: { status(): number; headers(): Record<string, string> }, location: string) {
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toBe(location);
}

type Place = { countryId: string; stateId: string; cityId: string };

const puneIds = (ctx: APIRequestContext): Promise<Place> => indianCityIds(ctx, "Maharashtra", "Pune");

/** Sign-up by OTP and the registration form: a logged-in customer. */
async function registeredCustomer(name: string): Promise<{ ctx: APIRequestContext; mobile: string; place: Place }> {
  const ctx = await visitor();
  const mobile = freshMobile();
  await expectRedirect(await ctx.post("/signup", { form: { dialCode: "+91", mobile } }), "/otp-verifications");
  const code = lastOtpFor(mobile);
  await expectRedirect(
    await ctx.post("/otp-verifications", { form: { intent: "verify", d1: code[0], d2: code[1], d3: code[2], d4: code[3] } }),
    "/who-are-you",
  );
  await expectRedirect(await ctx.post("/who-are-you", { form: { role: "user" } }), "/user-registration");
  const place = await puneIds(ctx);
  const registered = await ctx.post("/user-registration", {
    form: {
      fullName: name,
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
  await expectRedirect(registered, "/");
  return { ctx, mobile, place };
}

test.describe("profile photos", () => {
  test("a photo is served to its owner only (private, no-store), without its GPS position", async () => {
    const owner = await registeredCustomer("Asha Rao");
    const photo = await jpegWithGps({ width: 64, height: 64 });
    expect(await carriesGps(photo)).toBe(true);
    const saved = await owner.ctx.post("/profile", {
      multipart: {
        name: "Asha Rao",
        gender: "female",
        dob: "1990-04-21",
        timeOfBirth: "06:45",
        birthPlace: "Pune",
        ...owner.place,
        pinCode: "411001",
        email: "asha@example.in",
        mobile: owner.mobile,
        photo: { name: "me.jpg", mimeType: "image/jpeg", buffer: photo },
      },
    });
    await expectRedirect(saved, "/profile");
    const page = await (await owner.ctx.get("/profile")).text();
    const url = page.match(/src="(\/media\/avatars\/[a-f0-9]{32}\.jpg)"/)?.[1];
    expect(url).toBeTruthy();

    const mine = await owner.ctx.get(url!);
    expect(mine.status()).toBe(200);
    expect(mine.headers()["content-type"]).toBe("image/jpeg");
    expect(mine.headers()["cache-control"]).toBe("private, no-store");
    const bytes = await mine.body();
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(await carriesGps(bytes)).toBe(false);

    const anonymous = await (await visitor()).get(url!);
    expect(anonymous.status()).toBe(404);
    expect(anonymous.headers()["content-type"] ?? "").not.toContain("image/");
    const someoneElse = await registeredCustomer("Ravi Kumar");
    const theirs = await someoneElse.ctx.get(url!);
    expect(theirs.status()).toBe(404);
    expect(theirs.headers()["content-type"] ?? "").not.toContain("image/");

    // Logged out, the owner's browser has no session for it either.
    await owner.ctx.post("/logout");
    expect((await owner.ctx.get(url!)).status()).toBe(404);
  });
});
