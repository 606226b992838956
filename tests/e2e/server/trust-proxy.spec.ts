import { expect, request as playwrightRequest, test } from "@playwright/test";

import { OTP_SEND_CAPS } from "../../../app/domain/otp-caps";
import { en } from "../../../app/locales/en";
import { type RunningServer, startServer } from "../../support/server-process";
import { freshMobile } from "../fixtures";

const loginMessages = en.account.login;

// Which address the OTP caps count, seen through the per-address cap itself: 30 sends an hour
// from one address, then 'Too many OTP requests from your network'.

async function signUp(server: RunningServer, forwardedFor: string) {
  const ctx = await playwrightRequest.newContext({
    baseURL: server.baseURL,
    extraHTTPHeaders: { Origin: server.baseURL, "X-Forwarded-For": forwardedFor },
    maxRedirects: 0,
  });
  const response = await ctx.post("/signup", { form: { dialCode: "+91", mobile: freshMobile() } });
  const result = { status: response.status(), text: await response.text() };
  await ctx.dispose();
  return result;
}

const quickStart = { SEED_DEMO_DATA: "false" };

test("with TRUST_PROXY unset, X-Forwarded-For does not change the address a client is counted by", async () => {
  const server = await startServer({ env: { ...quickStart, TRUST_PROXY: "" } });
  try {
    for (let i = 0; i < OTP_SEND_CAPS.perAddressPerHour; i++) {
      expect((await signUp(server, `203.0.113.${i + 1}`)).status).toBe(302);
    }
    // Every send came from this test's own socket address, whatever the header claimed.
    const next = await signUp(server, "198.51.100.200");
    expect(next.status).toBe(429);
    expect(next.text).toContain(loginMessages.addressLimited);
  } finally {
    await server.stop();
  }
});

test("with TRUST_PROXY=1 the proxy's X-Forwarded-For names the client, and an IPv6 client counts by its /64", async () => {
  const server = await startServer({ env: { ...quickStart, TRUST_PROXY: "1" } });
  try {
    // The proxy appends the address it saw; with one trusted hop that last entry counts.
    for (let i = 0; i < OTP_SEND_CAPS.perAddressPerHour; i++) {
      expect((await signUp(server, `10.9.9.9, 203.0.113.9`)).status).toBe(302);
    }
    expect(await signUp(server, "203.0.113.9")).toMatchObject({ status: 429 });
    expect((await signUp(server, "203.0.113.10")).status).toBe(302);

    // A new address inside the same /64 for every send still counts as one client.
    for (let i = 0; i < OTP_SEND_CAPS.perAddressPerHour; i++) {
      expect((await signUp(server, `2001:db8:5:6:${(i + 1).toString(16)}::${(i * 7 + 3).toString(16)}`)).status).toBe(302);
    }
    const sameNetwork = await signUp(server, "2001:db8:5:6:ffff:1:2:3");
    expect(sameNetwork.status).toBe(429);
    expect(sameNetwork.text).toContain(loginMessages.addressLimited);
    expect((await signUp(server, "2001:db8:5:7::1")).status).toBe(302);
    // An IPv4 client written as IPv4-mapped IPv6 is the same client as its IPv4 address.
    expect((await signUp(server, "::ffff:203.0.113.9")).status).toBe(429);
  } finally {
    await server.stop();
  }
});

test("a TRUST_PROXY that would trust every client refuses to start, naming the variable", async () => {
  await expect(startServer({ env: { ...quickStart, TRUST_PROXY: "true" } })).rejects.toThrow(/TRUST_PROXY/);
});
