import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { type APIRequestContext, expect, request as playwrightRequest } from "@playwright/test";
import sharp from "sharp";

import { indiaToday } from "../../app/clock/india-clock";
import { BLOG_AUTHORS } from "../../app/domain/blog-upload";
import { blogSlugBase } from "../../app/domain/slug";
import { freshMobile, visitorAddress } from "../e2e/fixtures";
import { adminCookie } from "./admin-auth";
import { indianCityIds } from "./location-ids";
import type { RunningServer } from "./server-process";

// Putting pictures into a server of a test's own, as plain posts: a customer's profile photo,
// an astrologer ready for documents, and a blog post's pictures (tests/e2e/server/stored-files.spec.ts, tests/e2e/cluster/).

export async function visitorOf(server: RunningServer): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: server.baseURL,
    extraHTTPHeaders: { Origin: server.baseURL, "X-Forwarded-For": visitorAddress() },
    maxRedirects: 0,
  });
}

function otpFor(server: RunningServer, mobile: string): string {
  const lines = fs.readFileSync(path.join(server.dataDir, "outbox.jsonl"), "utf8").trim().split("\n");
  const sms = lines
    .map((line) => JSON.parse(line))
    .filter((m) => m.channel === "sms" && m.to === `+91${mobile}`)
    .at(-1);
  return sms.text.match(/\b\d{4}\b/)[0];
}

function expectRedirect(response: { status(): number; headers(): Record<string, string> }, location: string) {
  expect(response.status(), `a redirect to ${location}`).toBe(302);
  expect(response.headers()["location"]).toBe(location);
}

/** Sign-up by OTP as a new mobile number, up to the role choice; the visitor and the number. */
async function verifiedVisitor(server: RunningServer, role: "user" | "astrologer"): Promise<{ ctx: APIRequestContext; mobile: string }> {
  const ctx = await visitorOf(server);
  const mobile = freshMobile();
  expectRedirect(await ctx.post("/signup", { form: { dialCode: "+91", mobile } }), "/otp-verifications");
  const code = otpFor(server, mobile);
  expectRedirect(
    await ctx.post("/otp-verifications", { form: { intent: "verify", d1: code[0], d2: code[1], d3: code[2], d4: code[3] } }),
    "/who-are-you",
  );
  expectRedirect(await ctx.post("/who-are-you", { form: { role } }), role === "user" ? "/user-registration" : "/astrologer-registration");
  return { ctx, mobile };
}

/** Pune, Maharashtra, India by the location lists' ids. */
const puneOf = (ctx: APIRequestContext) => indianCityIds(ctx, "Maharashtra", "Pune");

/** An astrologer through sign-up and the registration form, at the bank details step. */
export async function registeredApplicant(server: RunningServer): Promise<APIRequestContext> {
  const { ctx } = await verifiedVisitor(server, "astrologer");
  const registered = await ctx.post("/astrologer-registration", {
    form: {
      fullName: "Meera Joshi",
      age: "41",
      gender: "Female",
      address: "9 Fort Lane",
      ...(await puneOf(ctx)),
      pinCode: "411001",
      email: "meera@example.in",
      languages: "Marathi, Hindi",
      experience: "15",
      specialization: "tarot",
      consent: "on",
    },
  });
  expectRedirect(registered, "/bank-details");
  return ctx;
}

/** Sign-up by OTP, the registration form, then the profile form with a photo; the photo's address. */
export async function customerWithPhoto(server: RunningServer): Promise<{ ctx: APIRequestContext; photoUrl: string }> {
  const { ctx, mobile } = await verifiedVisitor(server, "user");
  const place = await puneOf(ctx);
  const person = { pinCode: "411001", dob: "1990-04-21", timeOfBirth: "06:45", email: "asha@example.in", mobile };
  expectRedirect(
    await ctx.post("/user-registration", {
      form: { fullName: "Asha Rao", gender: "F", ...place, location: "Pune", ...person, consent: "on" },
    }),
    "/",
  );
  const photo = await sharp(crypto.randomBytes(16 * 16 * 3), { raw: { width: 16, height: 16, channels: 3 } })
    .resize(256, 256)
    .jpeg()
    .toBuffer();
  const saved = await ctx.post("/profile", {
    multipart: {
      name: "Asha Rao",
      gender: "female",
      birthPlace: "Pune",
      ...place,
      ...person,
      photo: { name: "me.jpg", mimeType: "image/jpeg", buffer: photo },
    },
  });
  expectRedirect(saved, "/profile");
  const photoUrl = (await (await ctx.get("/profile")).text()).match(/src="(\/media\/avatars\/[a-f0-9]{32}\.jpg)"/)?.[1];
  if (!photoUrl) throw new Error("the profile shows no stored photo");
  return { ctx, photoUrl };
}

/** An admin publishes a post with a main photo (1200×800 JPEG) and a content chart (700×350 PNG); their addresses. */
export async function publishedPictures(server: RunningServer): Promise<string[]> {
  const heading = `Stored pictures ${crypto.randomBytes(3).toString("hex")}`;
  const photo = await sharp(crypto.randomBytes(30 * 20 * 3), { raw: { width: 30, height: 20, channels: 3 } })
    .resize(1200, 800)
    .jpeg()
    .toBuffer();
  const chart = await sharp(photo).resize(700, 350).png().toBuffer();
  const form = new FormData();
  const fields = {
    language: "en",
    mainHeading: heading,
    heading,
    article: BLOG_AUTHORS[0],
    scheduleDate: indiaToday(new Date()),
    mainDescription: "Pictures from the database.",
    htmlContent: '<p>A post with pictures.</p><img src="content-1" alt="A chart">',
    metaTags: "pictures",
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("mainImageFile", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "photo.jpg");
  form.set("contentFiles", new Blob([new Uint8Array(chart)], { type: "image/png" }), "chart.png");
  const response = await fetch(`${server.baseURL}/admin/blogupload`, {
    method: "POST",
    headers: { Cookie: await adminCookie(server.baseURL), Origin: server.baseURL },
    body: form,
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  const article = await (await fetch(`${server.baseURL}/blogs/${blogSlugBase(heading)}`)).text();
  const urls = [...new Set(article.match(/\/media\/blog\/[a-f0-9]{32}\.(jpg|png)/g) ?? [])];
  expect(urls).toHaveLength(2);
  return urls;
}
