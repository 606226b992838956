import fs from "node:fs";
import path from "node:path";

import { beforeEach, describe, expect, it } from "vitest";

import { getDb } from "~/infra/db.server";
import { env, parseEnv } from "~/infra/env.server";
import { sendOtp, verifyOtp } from "~/services/otp.server";

import { withEnv } from "../support/with-env";

// What strangers can do to real people through the OTP caps (decision 104): starve sign-ups,
// keep a customer on a new browser out, void a code, guess their way into accounts.

const T0 = new Date("2031-06-01T06:00:00Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

function sentCodes(phone: string): string[] {
  const file = path.join(env().dataDir, "outbox.jsonl");
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { channel: string; to: string; text: string })
    .filter((m) => m.channel === "sms" && m.to === `+91${phone}`)
    .map((m) => m.text.match(/\b\d{4}\b/)![0]);
}

const wrong = (code: string, n = 1) => String((Number(code) + n) % 10_000).padStart(4, "0");

let numbers = 0;
/** A number no test has used. */
const freshNumber = () => `96${String(Date.now() % 1e4).padStart(4, "0")}${String(numbers++).padStart(4, "0")}`;

beforeEach(async () => {
  const db = await getDb();
  await db.deleteFrom("otpChallenges").execute();
  await db.deleteFrom("otpSendCounts").execute();
  await db.deleteFrom("otpDevices").execute();
});

async function registered(phone: string) {
  const db = await getDb();
  await db
    .insertInto("customers")
    .values({ mobile: phone, firstName: "Asha" })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

describe("a sustained sign-up attack from about 90 /16s", () => {
  it("6.5 posts a second for 6 minutes: every new customer from another network gets a code, and the spend stays within the window's budget", async () => {
    // Production's defaults: 1,000 codes an hour for new numbers, strangers nine tenths of a
    // 15-minute window (225), a /16 one code a window once half of it is spent.
    const attackers = Array.from({ length: 90 }, (_, i) => `${20 + Math.floor(i / 50)}.${(i * 7) % 250}`);
    const posts = Math.round(6.5 * 360);
    let attackerCodes = 0;
    let busy = 0;
    const customers: Array<{ ok: boolean; reason?: string }> = [];
    for (let i = 0; i < posts; i++) {
      const seconds = i / 6.5;
      const sixteen = attackers[i % attackers.length];
      const result = await sendOtp({
        phone: freshNumber(),
        purpose: "login",
        ip: `${sixteen}.${i % 200}.${1 + (i % 250)}`,
        now: at(seconds),
      });
      if (result.ok) attackerCodes++;
      else if (result.reason === "busy") {
        busy++;
        expect(result.retryAt.getTime()).toBeGreaterThan(at(seconds).getTime());
      }
      // A real customer every 9 s, each from a /16 the attacker never used.
      if (i % 58 === 29) {
        const phone = freshNumber();
        const mine = await sendOtp({
          phone,
          purpose: "login",
          ip: `150.${customers.length}.3.4`,
          browserId: `customer-${i}`,
          now: at(seconds),
        });
        customers.push({ ok: mine.ok && sentCodes(phone).length === 1, reason: mine.ok ? undefined : mine.reason });
      }
    }
    expect(customers.length).toBeGreaterThanOrEqual(40);
    expect(customers.filter((c) => c.ok)).toHaveLength(customers.length);
    // Half the window and one a /16 at most; the rest was refused, saying when to try again.
    expect(attackerCodes).toBeLessThanOrEqual(112 + 90);
    expect(attackerCodes + customers.length).toBeLessThanOrEqual(225);
    expect(busy).toBe(posts - attackerCodes);
  }, 120_000);

  it("the share holds only under pressure: a busy network spends freely while the window is less than half spent", async () => {
    await withEnv({ SMS_BUDGET_PER_HOUR: "120", SMS_BUDGET_BURST_MINUTES: "20" }, async () => {
      // Strangers' window: 120 × 20/60 × 0.9 = 36; pressure from 18.
      for (let i = 0; i < 18; i++) {
        expect(await sendOtp({ phone: freshNumber(), purpose: "login", ip: `100.80.${i}.1`, now: at(i) })).toMatchObject({ ok: true });
      }
      const over = await sendOtp({ phone: freshNumber(), purpose: "login", ip: "100.80.200.1", now: at(30) });
      // Its first send's minute leaves the 20-minute window 21 minutes after it began.
      expect(over).toEqual({ ok: false, reason: "busy", retryAt: new Date(T0.getTime() + 21 * 60_000) });
      // A registered number asked for from there is refused alike: the share counts codes, not accounts.
      const phone = freshNumber();
      await registered(phone);
      expect(await sendOtp({ phone, purpose: "login", ip: "100.80.201.1", now: at(31) })).toEqual(over);
      expect(await sendOtp({ phone: freshNumber(), purpose: "login", ip: "100.81.0.1", now: at(32) })).toMatchObject({ ok: true });
    });
  });

  it("defaults: a 15-minute window, one code a /16 under pressure", () => {
    const config = parseEnv({ DATA_DIR: env().dataDir, NODE_ENV: "test" });
    expect([config.SMS_BUDGET_BURST_MINUTES, config.OTP_SENDS_PER_WIDE_NETWORK_UNDER_PRESSURE]).toEqual([15, 1]);
    expect([config.OTP_STRANGERS_QUIET_MINUTES, config.OTP_WRONG_TRIES_PER_WIDE_NETWORK_PER_DAY]).toEqual([60, 10]);
  });
});

describe("a customer on a browser they never signed in from", () => {
  it("signs in within an hour after strangers from other networks stop spending the number's sends and wrong tries", async () => {
    const phone = freshNumber();
    await registered(phone);
    // Strangers on two networks: sends until refused, and every try they are let make.
    let lastActivity = 0;
    for (const [n, sixteen] of ["198.51", "192.0"].entries()) {
      for (let i = 0; i < 12; i++) {
        const t = n * 1200 + i * 61;
        const result = await sendOtp({
          phone,
          purpose: "login",
          ip: `${sixteen}.${100 + i}.1`,
          browserId: `stranger-${n}-${i}`,
          now: at(t),
        });
        if (!result.ok) continue;
        lastActivity = t;
        for (let k = 1; k <= 3; k++) {
          await verifyOtp({
            challengeId: result.challengeId,
            phone,
            purpose: "login",
            code: wrong(sentCodes(phone).at(-1)!, k),
            now: at(t + 5),
          });
        }
      }
    }
    const db = await getDb();
    const { tries, sends } = await db
      .selectFrom("otpChallenges")
      .select((eb) => [eb.fn.sum<number>("attempts").as("tries"), eb.fn.countAll<number>().as("sends")])
      .where("phone", "=", phone)
      .executeTakeFirstOrThrow();
    expect(Number(tries)).toBe(5);
    expect(Number(sends)).toBe(20);

    // Half an hour after the last: still refused, from a network of its own too.
    const early = await sendOtp({
      phone,
      purpose: "login",
      ip: "203.0.113.9",
      browserId: "owner-new-browser",
      now: at(lastActivity + 1800),
    });
    expect(early).toEqual({ ok: false, reason: "phone-limit" });
    // An hour after: the owner, on a new browser and another network, gets a code and signs in.
    const owner = await sendOtp({
      phone,
      purpose: "login",
      ip: "203.0.113.9",
      browserId: "owner-new-browser",
      now: at(lastActivity + 3600),
    });
    if (!owner.ok) throw new Error(owner.reason);
    const code = sentCodes(phone).at(-1)!;
    // A typo first: their code keeps its own tries.
    expect(
      await verifyOtp({ challengeId: owner.challengeId, phone, purpose: "login", code: wrong(code), now: at(lastActivity + 3620) }),
    ).toMatchObject({ reason: "wrong-code" });
    expect(await verifyOtp({ challengeId: owner.challengeId, phone, purpose: "login", code, now: at(lastActivity + 3630) })).toEqual({
      ok: true,
    });
  });

  it("stays held back while other networks keep trying, and the stranger's own network stays held back after", async () => {
    const phone = freshNumber();
    await registered(phone);
    for (let i = 0; i < 2; i++) {
      const result = await sendOtp({ phone, purpose: "login", ip: `198.51.${100 + i}.1`, now: at(i * 120) });
      if (!result.ok) throw new Error(result.reason);
      for (let k = 1; k <= 3; k++)
        await verifyOtp({
          challengeId: result.challengeId,
          phone,
          purpose: "login",
          code: wrong(sentCodes(phone).at(-1)!, k),
          now: at(i * 120 + 5),
        });
    }
    // Five wrong tries: a newcomer's code a minute after is refused unchecked.
    const newcomer = await sendOtp({ phone, purpose: "login", ip: "203.0.113.9", browserId: "owner", now: at(300) });
    if (!newcomer.ok) throw new Error(newcomer.reason);
    expect(
      await verifyOtp({ challengeId: newcomer.challengeId, phone, purpose: "login", code: sentCodes(phone).at(-1)!, now: at(310) }),
    ).toEqual({ ok: false, reason: "too-many-attempts" });
    // The stranger's first network, an hour later: still refused unchecked, as it made a code's tries.
    const again = await sendOtp({ phone, purpose: "login", ip: "198.51.100.9", browserId: "stranger-again", now: at(120 + 3700) });
    if (!again.ok) throw new Error(again.reason);
    expect(
      await verifyOtp({ challengeId: again.challengeId, phone, purpose: "login", code: sentCodes(phone).at(-1)!, now: at(3830) }),
    ).toEqual({
      ok: false,
      reason: "too-many-attempts",
    });
  });
});

describe("a code belongs to the browser that asked for it", () => {
  it("another browser behind the same carrier address waits for the countdown, gets its own code, and voids nothing", async () => {
    const phone = freshNumber();
    const carrier = "49.36.12.7";
    const mine = await sendOtp({ phone, purpose: "login", ip: carrier, browserId: "new-phone-browser", now: T0 });
    if (!mine.ok) throw new Error(mine.reason);
    const code = sentCodes(phone).at(-1)!;
    // The stranger at the same address a few seconds later is held back, told how long.
    expect(await sendOtp({ phone, purpose: "login", ip: carrier, browserId: "stranger", now: at(5) })).toEqual({
      ok: false,
      reason: "too-soon",
      secondsLeft: 54,
      held: false,
    });
    // Once the countdown is over it gets a code of its own, and asks again for deletion too.
    expect(await sendOtp({ phone, purpose: "login", ip: carrier, browserId: "stranger", now: at(61) })).toMatchObject({ ok: true });
    expect(await sendOtp({ phone, purpose: "deletion", ip: carrier, browserId: "stranger", now: at(62) })).toMatchObject({ ok: true });
    expect(await verifyOtp({ challengeId: mine.challengeId, phone, purpose: "login", code, now: at(100) })).toEqual({ ok: true });
  });

  it("the same browser's new code still retires its own earlier one", async () => {
    const phone = freshNumber();
    const first = await sendOtp({ phone, purpose: "login", ip: "49.36.12.7", browserId: "b", now: T0 });
    if (!first.ok) throw new Error(first.reason);
    const firstCode = sentCodes(phone).at(-1)!;
    expect(await sendOtp({ phone, purpose: "login", ip: "49.36.99.1", browserId: "b", now: at(60) })).toMatchObject({ ok: true });
    expect(await verifyOtp({ challengeId: first.challengeId, phone, purpose: "login", code: firstCode, now: at(70) })).toEqual({
      ok: false,
      reason: "not-found",
    });
  });
});

describe("strangers' guesses at accounts, per /16", () => {
  it("past the day's checked wrong tries from one /16, a try there at an account is answered as wrong without being checked", async () => {
    await withEnv({ OTP_WRONG_TRIES_PER_WIDE_NETWORK_PER_DAY: "2" }, async () => {
      const phones = [freshNumber(), freshNumber(), freshNumber()];
      for (const phone of phones) await registered(phone);
      // Two wrong tries at two accounts, from two /24s of one /16.
      for (const [i, phone] of phones.slice(0, 2).entries()) {
        const result = await sendOtp({ phone, purpose: "login", ip: `100.90.${i}.1`, now: at(i) });
        if (!result.ok) throw new Error(result.reason);
        expect(
          await verifyOtp({
            challengeId: result.challengeId,
            phone,
            purpose: "login",
            code: wrong(sentCodes(phone).at(-1)!),
            now: at(i + 1),
          }),
        ).toEqual({ ok: false, reason: "wrong-code", attemptsLeft: 2 });
      }
      // The third account's right code from that /16: answered exactly as a wrong one.
      const third = await sendOtp({ phone: phones[2], purpose: "login", ip: "100.90.7.1", now: at(10) });
      if (!third.ok) throw new Error(third.reason);
      const code = sentCodes(phones[2]).at(-1)!;
      expect(await verifyOtp({ challengeId: third.challengeId, phone: phones[2], purpose: "login", code, now: at(11) })).toEqual({
        ok: false,
        reason: "wrong-code",
        attemptsLeft: 2,
      });
      // A number without an account from the same /16 is checked as ever (no oracle to spend),
      // and so is the account from another /16.
      const unknown = freshNumber();
      const signUp = await sendOtp({ phone: unknown, purpose: "login", ip: "100.90.8.1", now: at(20) });
      if (!signUp.ok) throw new Error(signUp.reason);
      expect(
        await verifyOtp({
          challengeId: signUp.challengeId,
          phone: unknown,
          purpose: "login",
          code: sentCodes(unknown).at(-1)!,
          now: at(21),
        }),
      ).toEqual({ ok: true });
      const elsewhere = await sendOtp({ phone: phones[2], purpose: "login", ip: "100.91.0.1", now: at(30) });
      if (!elsewhere.ok) throw new Error(elsewhere.reason);
      expect(
        await verifyOtp({
          challengeId: elsewhere.challengeId,
          phone: phones[2],
          purpose: "login",
          code: sentCodes(phones[2]).at(-1)!,
          now: at(31),
        }),
      ).toEqual({ ok: true });
    });
  });
});
