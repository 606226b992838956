import fs from "node:fs";

import { type APIRequestContext, expect, request as playwrightRequest, test } from "@playwright/test";

import { adminWords } from "../../../app/locales/en/admin";
import { adminEnv, E2E_ADMIN, startServer } from "../../support/server-process";
import { freshMobile, lastOtpFor, visitorAddress } from "../fixtures";

const baseURL = () => process.env.E2E_BASE_URL!;

const ADMIN_PAGES = [
  "/admin",
  "/admin?tab=rejected",
  "/admin/view/1",
  "/admin/view/1/documents/1",
  "/admin/documents/1",
  "/admin/blogupload",
  "/admin/horoscopeupload",
  "/admin/faqmanager",
  "/admin/reports",
  "/admin/messages",
];
const ADMIN_POSTS = ["/admin/view/1", "/admin/blogupload", "/admin/horoscopeupload", "/admin/faqmanager", "/admin/messages"];

async function client(base: string, cookie?: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: base,
    extraHTTPHeaders: { Origin: base, "X-Forwarded-For": visitorAddress(), ...(cookie ? { Cookie: cookie } : {}) },
    maxRedirects: 0,
  });
}

async function customerCookie(): Promise<string> {
  const ctx = await client(baseURL());
  const mobile = freshMobile();
  await ctx.post("/signup", { form: { dialCode: "+91", mobile } });
  const code = lastOtpFor(mobile);
  await ctx.post("/otp-verifications", { form: { intent: "verify", d1: code[0], d2: code[1], d3: code[2], d4: code[3] } });
  const cookie = (await ctx.storageState()).cookies.find((c) => c.name === "__session")!;
  return `${cookie.name}=${cookie.value}`;
}

test.describe("the admin area needs a real admin session", () => {
  test("every admin page redirects to the login and every admin post is refused, also with a customer session", async () => {
    for (const cookie of [undefined, await customerCookie()]) {
      const ctx = await client(baseURL(), cookie);
      for (const path of ADMIN_PAGES) {
        const response = await ctx.get(path);
        expect(response.status(), path).toBe(302);
        expect(response.headers()["location"], path).toMatch(/^\/admin\/login\?next=/);
      }
      for (const path of ADMIN_POSTS) {
        const response = await ctx.post(path, { form: { intent: "approve" } });
        expect(response.status(), path).toBe(403);
      }
    }
  });

  test("the spec's admin route names lead into the admin area", async () => {
    const ctx = await client(baseURL());
    for (const [from, to] of [
      ["/deshboard", "/admin"],
      ["/blogupload", "/admin/blogupload"],
      ["/horoscopeupload", "/admin/horoscopeupload"],
      ["/faqmanager", "/admin/faqmanager"],
    ]) {
      const response = await ctx.get(from);
      expect(response.status()).toBe(301);
      expect(response.headers()["location"]).toBe(to);
    }
  });

  test("after five wrong passwords from an address its sixth try is refused without checking; other addresses are not locked out", async () => {
    test.setTimeout(90_000);
    // A server of its own, so locking this admin out does not disturb the other tests.
    const admin = { email: "lock@example.in", password: "the right password", totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP" };
    const server = await startServer({ env: adminEnv(admin) });
    try {
      const ctx = await client(server.baseURL);
      for (let i = 0; i < 5; i++) {
        const response = await ctx.post("/admin/login", { form: { email: admin.email, password: `wrong ${i}` } });
        expect(response.status()).toBe(401);
        expect(await response.text()).toContain(adminWords.signIn.loginFailed);
      }
      const sixth = await ctx.post("/admin/login", { form: { email: admin.email, password: admin.password } });
      expect(sixth.status()).toBe(429);
      expect(await sixth.text()).toContain(adminWords.signIn.tooManyAttempts);
      expect(sixth.headers()["set-cookie"] ?? "").not.toContain("__admin=");
      // The real administrator, from another address, still gets on to the second factor.
      const elsewhere = await (
        await client(server.baseURL)
      ).post("/admin/login", { form: { email: admin.email, password: admin.password } });
      expect(elsewhere.status()).toBe(302);
      expect(elsewhere.headers()["location"]).toBe("/admin/two-factor");
    } finally {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  });

  test("each sign-in step sets a separate strict, HttpOnly admin cookie with a new value", async () => {
    const values: string[] = [];
    for (let i = 0; i < 2; i++) {
      const ctx = await client(baseURL());
      const response = await ctx.post("/admin/login", { form: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
      expect(response.status()).toBe(302);
      expect(response.headers()["location"]).toBe("/admin/two-factor");
      const setCookie = response.headers()["set-cookie"];
      expect(setCookie).toMatch(/__admin=/);
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Strict/i);
      expect(setCookie).toMatch(/Max-Age=28800/);
      values.push(/__admin=([^;]+)/.exec(setCookie)![1]);
    }
    expect(values[0]).not.toBe(values[1]);
    // The shared signed-in session (global setup) is another value again.
    expect(values).not.toContain(/__admin=([^;]+)/.exec(process.env.E2E_ADMIN_COOKIE ?? "")?.[1]);
  });
});
