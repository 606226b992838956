import { type APIRequestContext, expect, request as playwrightRequest, test } from "@playwright/test";

import { en } from "../../../app/locales/en";
import { freshMobile, lastOtpFor, readOutbox, visitorAddress } from "../fixtures";

const deletionMessages = en.account.deletion;
const otpMessages = en.account.otp;

const baseURL = () => process.env.E2E_BASE_URL!;

async function visitor(cookie?: string, address = visitorAddress()): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: baseURL(),
    extraHTTPHeaders: { Origin: baseURL(), "X-Forwarded-For": address, ...(cookie ? { Cookie: cookie } : {}) },
    maxRedirects: 0,
  });
}

async function sessionCookie(ctx: APIRequestContext): Promise<string> {
  const cookie = (await ctx.storageState()).cookies.find((c) => c.name === "__session");
  return cookie ? `${cookie.name}=${cookie.value}` : "";
}

async function startLogin(ctx: APIRequestContext, mobile: string) {
  const response = await ctx.post("/signup", { form: { dialCode: "+91", mobile } });
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toBe("/otp-verifications");
}

function digits(code: string) {
  return { intent: "verify", d1: code[0], d2: code[1], d3: code[2], d4: code[3] };
}

const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, "0");
const smsCount = (mobile: string) => readOutbox().filter((m) => m.channel === "sms" && m.to === `+91${mobile}`).length;

test.describe("OTP and session security against the running server", () => {
  test("a fourth wrong code kills the code: the right one then fails", async () => {
    const ctx = await visitor();
    const mobile = freshMobile();
    await startLogin(ctx, mobile);
    const code = lastOtpFor(mobile);
    for (let i = 0; i < 4; i++) {
      const response = await ctx.post("/otp-verifications", { form: digits(wrong(code)) });
      expect(response.status()).toBe(400);
    }
    const last = await ctx.post("/otp-verifications", { form: digits(code) });
    expect(last.status()).toBe(400);
    expect(await last.text()).toContain(otpMessages.tooManyAttempts);
    expect((await ctx.get("/who-are-you")).headers()["location"]).toBe("/login");
  });

  test("a resend before 59 seconds is refused and sends nothing", async () => {
    const ctx = await visitor();
    const mobile = freshMobile();
    await startLogin(ctx, mobile);
    const before = smsCount(mobile);
    const response = await ctx.post("/otp-verifications", { form: { intent: "resend" } });
    expect(response.status()).toBe(429);
    const waited = Number((await response.text()).match(/Please wait (\d+) seconds before requesting a new OTP\./)?.[1]);
    expect(waited).toBeGreaterThan(45);
    // The page without JavaScript says the same wait to the browser.
    expect(response.headers()["retry-after"]).toBe(String(waited));
    expect(smsCount(mobile)).toBe(before);
  });

  test("a second sign-in from the same address within 59 seconds sends nothing and says how long to wait", async () => {
    const mobile = freshMobile();
    const address = visitorAddress();
    await startLogin(await visitor(undefined, address), mobile);
    for (const form of ["/signup", "/login"]) {
      // /login shows the same form, which posts to /signup.
      expect((await (await visitor(undefined, address)).get(form)).status()).toBe(200);
      const again = await (await visitor(undefined, address)).post("/signup", { form: { dialCode: "+91", mobile } });
      expect(again.status()).toBe(429);
      expect(await again.text()).toMatch(/Please wait (5\d|4\d) seconds before requesting a new OTP\./);
    }
    expect(smsCount(mobile)).toBe(1);
  });

  test("a send for the same number from another network voids nothing: the first browser's code still signs it in", async () => {
    const mobile = freshMobile();
    const typist = await visitor();
    await startLogin(typist, mobile);
    const code = lastOtpFor(mobile);
    const stranger = await visitor(undefined, "192.0.2.77");
    await startLogin(stranger, mobile);
    expect(smsCount(mobile)).toBe(2);
    const verified = await typist.post("/otp-verifications", { form: digits(code) });
    expect(verified.headers()["location"]).toBe("/who-are-you");
  });

  test("a stranger's sends from two networks, sign-in and deletion, do not lock out the owner's browser", async () => {
    const mobile = freshMobile();
    const owner = await visitor(undefined, "203.0.113.40");
    // The owner signed in on this browser before: it is remembered (a long-lived device cookie).
    await startLogin(owner, mobile);
    const first = await owner.post("/otp-verifications", { form: digits(lastOtpFor(mobile)) });
    expect(first.headers()["location"]).toBe("/who-are-you");
    expect((await owner.storageState()).cookies.map((c) => c.name)).toContain("__device");

    const answers: number[] = [];
    for (const network of ["192.0.2", "198.51.100"]) {
      const same = await visitor(undefined, `${network}.200`);
      for (let i = 0; i < 12; i++) {
        // Fresh browsers at new addresses of the network, and one browser again and again.
        const asker = i % 3 === 2 ? same : await visitor(undefined, `${network}.${i + 1}`);
        const response =
          i % 4 === 3
            ? await asker.post("/account-deletion", { form: { intent: "send", mobile, confirm: "on" } })
            : await asker.post("/signup", { form: { dialCode: "+91", mobile } });
        answers.push(response.status());
      }
    }
    // The stranger is refused in the end...
    expect(answers).toContain(429);
    // ...and the owner's browser, from its own network, gets its code and signs in.
    const before = smsCount(mobile);
    await startLogin(owner, mobile);
    expect(smsCount(mobile)).toBe(before + 1);
    const again = await owner.post("/otp-verifications", { form: digits(lastOtpFor(mobile)) });
    expect(again.headers()["location"]).toBe("/who-are-you");
  });

  test("pressing Send OTP again in the same browser goes on to the code already sent, sending nothing", async () => {
    const ctx = await visitor();
    const mobile = freshMobile();
    await startLogin(ctx, mobile);
    const code = lastOtpFor(mobile);
    await startLogin(ctx, mobile);
    expect(smsCount(mobile)).toBe(1);
    const page = await ctx.get("/otp-verifications");
    expect(await page.text()).toMatch(/Time remaining: 00:\d\d s/);
    expect((await ctx.post("/otp-verifications", { form: digits(code) })).headers()["location"]).toBe("/who-are-you");
  });

  test("a second deletion code within 60 seconds is not sent, by the send or the resend button", async () => {
    const mobile = freshMobile();
    const address = visitorAddress();
    const first = await visitor(undefined, address);
    const sent = await first.post("/account-deletion", { form: { intent: "send", mobile, confirm: "on" } });
    expect(sent.status()).toBe(302);
    const other = await (await visitor(undefined, address)).post("/account-deletion", { form: { intent: "send", mobile, confirm: "on" } });
    expect(other.status()).toBe(429);
    const seconds = Number((await other.text()).match(/Please wait (\d+) seconds\./)?.[1]);
    expect(seconds).toBeGreaterThan(45);
    expect(await other.text()).toContain(deletionMessages.sendTooSoon.replace("{{seconds}}", String(seconds)));
    expect(other.headers()["retry-after"]).toBe(String(seconds));
    const resend = await first.post("/account-deletion", { form: { intent: "resend" } });
    expect(resend.status()).toBe(429);
    const resendWait = Number(resend.headers()["retry-after"]);
    expect(resendWait).toBeGreaterThan(45);
    expect(await resend.text()).toContain(deletionMessages.resendTooSoon.replace("{{seconds}}", String(resendWait)));
    expect(smsCount(mobile)).toBe(1);
    expect(readOutbox().filter((m) => m.to === `+91${mobile}`)[0].text).toMatch(/to DELETE your account/);
  });

  test("a used code fails when replayed with the old cookie", async () => {
    const ctx = await visitor();
    const mobile = freshMobile();
    await startLogin(ctx, mobile);
    const beforeVerify = await sessionCookie(ctx);
    const code = lastOtpFor(mobile);
    const ok = await ctx.post("/otp-verifications", { form: digits(code) });
    expect(ok.headers()["location"]).toBe("/who-are-you");
    // Verifying gave the session a new id and ended the old one: the old cookie holds nothing.
    const replay = await (await visitor(beforeVerify)).post("/otp-verifications", { form: digits(code) });
    expect(replay.status()).toBe(400);
    expect(await replay.text()).toContain(otpMessages.noPhone);
    expect((await (await visitor(beforeVerify)).get("/who-are-you")).headers()["location"]).toBe("/login");
  });

  test("a code sent for account deletion does not log in", async () => {
    const ctx = await visitor();
    const mobile = freshMobile();
    await startLogin(ctx, mobile);
    const loginCode = lastOtpFor(mobile);
    const deletion = await visitor();
    await deletion.post("/account-deletion", { form: { intent: "send", mobile, confirm: "on" } });
    const deletionCode = lastOtpFor(mobile);
    test.info().annotations.push({ type: "codes", description: `${loginCode} / ${deletionCode}` });
    const response = await ctx.post("/otp-verifications", { form: digits(deletionCode === loginCode ? wrong(loginCode) : deletionCode) });
    expect(response.status()).toBe(400);
    expect((await ctx.get("/who-are-you")).headers()["location"]).toBe("/login");
  });

  test("/who-are-you and /profile refuse a session without the right keys", async () => {
    const anonymous = await visitor();
    expect((await anonymous.get("/who-are-you")).headers()["location"]).toBe("/login");
    expect((await anonymous.get("/profile")).headers()["location"]).toBe("/");
    const unverified = await visitor();
    await startLogin(unverified, freshMobile());
    expect((await unverified.get("/who-are-you")).headers()["location"]).toBe("/login");
    expect((await unverified.get("/profile")).headers()["location"]).toBe("/");
  });

  test("a tampered cookie is treated as no session", async () => {
    const ctx = await visitor();
    const mobile = freshMobile();
    await startLogin(ctx, mobile);
    await ctx.post("/otp-verifications", { form: digits(lastOtpFor(mobile)) });
    const cookie = await sessionCookie(ctx);
    expect((await (await visitor(cookie)).get("/who-are-you")).status()).toBe(200);
    const [name, value] = cookie.split("=");
    const payload = value.slice(0, value.lastIndexOf("."));
    const signature = value.slice(value.lastIndexOf("."));
    const forged = Buffer.from(JSON.stringify({ phoneNumber: "9876543210", isOtpVerified: true })).toString("base64");
    for (const tampered of [`${name}=${forged}${signature}`, `${name}=${payload.slice(0, -2)}AA${signature}`]) {
      const response = await (await visitor(tampered)).get("/who-are-you");
      expect(response.headers()["location"]).toBe("/login");
    }
  });

  test("the cookie value changes at login", async () => {
    const ctx = await visitor();
    const mobile = freshMobile();
    await startLogin(ctx, mobile);
    const before = await sessionCookie(ctx);
    await ctx.post("/otp-verifications", { form: digits(lastOtpFor(mobile)) });
    const after = await sessionCookie(ctx);
    expect(after).not.toBe(before);
    expect(after).toMatch(/^__session=/);
  });

  test("a post from another origin is refused and sends nothing", async () => {
    const mobile = freshMobile();
    const ctx = await playwrightRequest.newContext({
      baseURL: baseURL(),
      extraHTTPHeaders: { Origin: "https://evil.example", "X-Forwarded-For": visitorAddress() },
      maxRedirects: 0,
    });
    const response = await ctx.post("/signup", { form: { dialCode: "+91", mobile } });
    expect(response.status()).toBe(403);
    expect(smsCount(mobile)).toBe(0);
  });

  test("the session cookie is HttpOnly and SameSite=Lax", async () => {
    const ctx = await visitor();
    const response = await ctx.post("/signup", { form: { dialCode: "+91", mobile: freshMobile() } });
    const setCookie = response.headers()["set-cookie"];
    expect(setCookie).toMatch(/__session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
  });
});
