import fs from "node:fs";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { type RunningServer, startServer } from "../../support/server-process";
import { freshMobile } from "../fixtures";

// Sign-ups against a server with a small budget for new numbers, as raw HTTP: a burst of posts
// from twelve /24s of two /16s cannot spend the budget for everyone, and every post past a cap
// that only new numbers meet is answered exactly as a sent code is.

// 120 an hour refilled steadily: strangers get at most 9 in five minutes; each /16 at most 4.
const LIMITS = { SMS_BUDGET_PER_HOUR: "120", OTP_SENDS_PER_NETWORK_PER_HOUR: "3", OTP_SENDS_PER_WIDE_NETWORK_PER_HOUR: "4" };

let server: RunningServer;

test.beforeAll(async () => {
  server = await startServer({ env: LIMITS });
});

test.afterAll(async () => {
  await server?.stop();
});

function smsTo(mobile: string): number {
  const file = path.join(server.dataDir, "outbox.jsonl");
  if (!fs.existsSync(file)) return 0;
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.includes(`"+91${mobile}"`)).length;
}

/** A sign-up post from a browser at `address`, and the OTP page it is sent on to. */
async function signUp(address: string, mobile: string) {
  const headers = { Origin: server.baseURL, "X-Forwarded-For": address };
  const posted = await fetch(`${server.baseURL}/signup`, {
    method: "POST",
    redirect: "manual",
    headers,
    body: new URLSearchParams({ dialCode: "+91", mobile }),
  });
  const cookie = posted.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const page = await fetch(`${server.baseURL}${posted.headers.get("location") ?? "/signup"}`, { headers: { ...headers, Cookie: cookie } });
  // The page names the number masked, its challenge, nonce and clock; the rest of it must not
  // depend on whether the code went.
  const body = (await page.text())
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "<id>")
    .replace(/nonce="[^"]*"/g, "")
    .replace(/\d{1,2}:\d{2} [ap]m/g, "<time>")
    .replace(/\d{4}/g, "#");
  return { status: posted.status, location: posted.headers.get("location"), pageStatus: page.status, body };
}

test("a burst of sign-ups from twelve networks cannot stop the next new customer, and withheld codes are answered as sent ones", async () => {
  const answers: Array<Awaited<ReturnType<typeof signUp>> & { mobile: string }> = [];
  for (const wide of ["100.64", "100.65"]) {
    for (let net = 0; net < 6; net++) {
      for (let i = 1; i <= 4; i++) {
        const mobile = freshMobile();
        answers.push({ mobile, ...(await signUp(`${wide}.${net}.${i}`, mobile)) });
      }
    }
  }
  const sent = answers.filter((a) => smsTo(a.mobile) > 0);
  const withheld = answers.filter((a) => smsTo(a.mobile) === 0);
  // The /16 caps hold the burst to 8 codes, under the five minutes' share (9).
  expect(sent.length).toBe(8);
  expect(withheld.length).toBe(40);
  // Every answer, sent or withheld, is the same redirect to the same page.
  for (const answer of answers) {
    expect([answer.status, answer.location, answer.pageStatus]).toEqual([302, "/otp-verifications", 200]);
    expect(answer.body).toBe(sent[0].body);
  }
  // A new customer elsewhere gets a code.
  const customer = freshMobile();
  expect(await signUp("100.80.1.1", customer)).toMatchObject({ status: 302, location: "/otp-verifications" });
  expect(smsTo(customer)).toBe(1);
  // The log says what happened, naming the networks.
  expect(server.output()).toContain("OTP withheld: network cap");
  expect(server.output()).toContain("100.64.0.0/16");
});
