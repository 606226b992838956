import fs from "node:fs";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { indiaMinuteFrom } from "../../../app/domain/india-date";
import type { Language } from "../../../app/domain/language";
import { en } from "../../../app/locales/en";
import { hi } from "../../../app/locales/hi";
import { type RunningServer, startServer } from "../../support/server-process";
import { freshMobile } from "../fixtures";

// Sign-ups against a server with a small budget for strangers, as raw HTTP: a burst of posts from
// twelve /24s of two /16s cannot spend the budget for everyone, and every post past its network's
// caps is refused with the time to try again, never sent on to an OTP page waiting for nothing
// (decision 104).

// 120 an hour: strangers get at most 27 in the 15-minute window; once 13 of those are spent a
// /24 that already has one code in it gets no more, and from 20 a /16. Each /24 may have 3 an hour, each /16 4.
const LIMITS = { SMS_BUDGET_PER_HOUR: "120", OTP_SENDS_PER_NETWORK_PER_HOUR: "3", OTP_SENDS_PER_WIDE_NETWORK_PER_HOUR: "4" };

const MINUTE_MS = 60_000;

let server: RunningServer;
let pressured: RunningServer | undefined;

test.beforeAll(async () => {
  server = await startServer({ env: LIMITS });
});

test.afterAll(async () => {
  await server?.stop();
  await pressured?.stop();
});

function smsTo(mobile: string, on = server): number {
  const file = path.join(on.dataDir, "outbox.jsonl");
  if (!fs.existsSync(file)) return 0;
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.includes(`"+91${mobile}"`)).length;
}

/** A sign-up post from a browser at `address`, in an edition, as it is answered. */
async function signUp(address: string, mobile: string, language: Language = "en", on = server) {
  const posted = await fetch(`${on.baseURL}${language === "hi" ? "/hi" : ""}/signup`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: on.baseURL, "X-Forwarded-For": address },
    body: new URLSearchParams({ dialCode: "+91", mobile }),
  });
  const body = await posted.text();
  return {
    status: posted.status,
    location: posted.headers.get("location"),
    retryAfter: posted.headers.get("retry-after"),
    // The number typed is shown again beside the message; the rest must not depend on it.
    body: body.replaceAll(mobile, "<mobile>").replace(/nonce="[^"]*"/g, ""),
  };
}

/**
 * The busy message as the page says it, for a cap counted per minute over the hour whose first
 * code went in the minute of `firstSend`: it has room again when that minute leaves the hour.
 */
function busyMessage(language: Language, firstSend: number, windowMinutes = 60, key: "busy" | "pressure" = "busy"): string {
  const retryAt = new Date(Math.floor(firstSend / MINUTE_MS) * MINUTE_MS + (windowMinutes + 1) * MINUTE_MS);
  const words = (language === "hi" ? hi : en).account.login[key];
  return words.replace("{{clock}}", indiaMinuteFrom(retryAt, language));
}

/** The message matches one of the minutes the first counted send may have fallen in. */
function expectBusy(body: string, language: Language, from: number, to: number, windowMinutes = 60, key: "busy" | "pressure" = "busy") {
  const candidates = [...new Set([busyMessage(language, from, windowMinutes, key), busyMessage(language, to, windowMinutes, key)])];
  expect(
    candidates.some((message) => body.includes(message)),
    `one of ${candidates.join(" | ")}`,
  ).toBe(true);
}

test("a burst of sign-ups from twelve networks cannot stop the next new customer; past its network's caps each is refused with the time to try again", async () => {
  const from = Date.now();
  const answers: Array<Awaited<ReturnType<typeof signUp>> & { mobile: string }> = [];
  for (const wide of ["100.64", "100.65"]) {
    for (let net = 0; net < 6; net++) {
      for (let i = 1; i <= 4; i++) {
        const mobile = freshMobile();
        answers.push({ mobile, ...(await signUp(`${wide}.${net}.${i}`, mobile)) });
      }
    }
  }
  const to = Date.now();
  const sent = answers.filter((a) => smsTo(a.mobile) > 0);
  const refused = answers.filter((a) => smsTo(a.mobile) === 0);
  // The caps per /24 (3) and /16 (4) hold the burst to 8 codes.
  expect(sent.length).toBe(8);
  expect(refused.length).toBe(40);
  for (const answer of sent) expect([answer.status, answer.location]).toEqual([302, "/otp-verifications"]);
  // Every refusal says so, with the time, and goes on to no OTP page; one is like another.
  for (const answer of refused) {
    expect([answer.status, answer.location]).toEqual([429, null]);
    const seconds = Number(answer.retryAfter);
    expect(seconds).toBeGreaterThan(59 * 60);
    expect(seconds).toBeLessThanOrEqual(61 * 60);
    expectBusy(answer.body, "en", from, to);
    expect(answer.body).toBe(refused[0].body);
  }
  // A new customer elsewhere gets a code.
  const customer = freshMobile();
  expect(await signUp("100.80.1.1", customer)).toMatchObject({ status: 302, location: "/otp-verifications" });
  expect(smsTo(customer)).toBe(1);
  // The log says what happened, naming the networks.
  expect(server.output()).toContain("OTP refused: the requester's network, its wrong tries or the strangers' budget is spent");
  expect(server.output()).toContain("100.64.0.0/16");
});

test("a refused sign-up says the busy message with its time and Retry-After, in English on /signup and in Hindi on /hi/signup", async () => {
  const from = Date.now();
  // The /24's three codes of the hour.
  for (let i = 1; i <= 3; i++) expect((await signUp(`100.70.0.${i}`, freshMobile())).status).toBe(302);
  const to = Date.now();
  for (const [language, address] of [
    ["en", "100.70.0.10"],
    ["hi", "100.70.0.11"],
  ] as const) {
    const mobile = freshMobile();
    const refused = await signUp(address, mobile, language);
    expect([refused.status, refused.location]).toEqual([429, null]);
    const seconds = Number(refused.retryAfter);
    expect(seconds).toBeGreaterThan(59 * 60);
    expect(seconds).toBeLessThanOrEqual(61 * 60);
    expectBusy(refused.body, language, from, to);
    expect(smsTo(mobile)).toBe(0);
  }
});

test("once strangers have spent half the window, a /24 that had its code waits, another /24 of its /16 gets one; from three quarters a /16 that had its code waits; each told the site is sending fewer", async () => {
  // 40 an hour: a window of 9 codes, each /24 one from its fourth, each /16 one from its sixth;
  // the caps per network are far off.
  pressured = await startServer({ env: { SMS_BUDGET_PER_HOUR: "40" } });
  const from = Date.now();
  for (const wide of ["100.90", "100.91", "100.92", "100.93"]) {
    const mobile = freshMobile();
    expect((await signUp(`${wide}.0.1`, mobile, "en", pressured)).status).toBe(302);
    expect(smsTo(mobile, pressured)).toBe(1);
  }
  const to = Date.now();
  // The same /24 again: refused until its code leaves the window, said as the site's doing.
  const second = freshMobile();
  const refused = await signUp("100.90.0.2", second, "en", pressured);
  expect([refused.status, refused.location]).toEqual([429, null]);
  const seconds = Number(refused.retryAfter);
  expect(seconds).toBeGreaterThan(14 * 60);
  expect(seconds).toBeLessThanOrEqual(16 * 60);
  expectBusy(refused.body, "en", from, to, 15, "pressure");
  expect(smsTo(second, pressured)).toBe(0);
  // Other subscribers of those /16s, on /24s of their own, get codes: the fifth and sixth.
  for (const address of ["100.90.1.1", "100.91.1.1"]) {
    const mobile = freshMobile();
    expect(await signUp(address, mobile, "en", pressured)).toMatchObject({ status: 302, location: "/otp-verifications" });
    expect(smsTo(mobile, pressured)).toBe(1);
  }
  // Three quarters spent: a /16 that had its code waits, whatever its /24; a /16 not yet in the window gets one.
  expect((await signUp("100.92.5.1", freshMobile(), "en", pressured)).status).toBe(429);
  const newcomer = freshMobile();
  expect(await signUp("100.99.0.1", newcomer, "en", pressured)).toMatchObject({ status: 302, location: "/otp-verifications" });
  expect(smsTo(newcomer, pressured)).toBe(1);
  expect((await signUp("100.99.7.1", freshMobile(), "en", pressured)).status).toBe(429);
});
