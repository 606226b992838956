import fs from "node:fs";
import path from "node:path";

import { beforeEach, describe, expect, it } from "vitest";

import { indiaMinuteFrom } from "~/domain/india-date";
import { confirmDeletion } from "~/features/account/account-deletion.server";
import { sendOtp, verifyOtp } from "~/features/account/otp.server";
import { action as signUpAction } from "~/features/account/pages/signup.server";
import { getDb } from "~/infra/db.server";
import { env, parseEnv } from "~/infra/env.server";
import { en } from "~/locales/en";
import { hi } from "~/locales/hi";

import { withEnv } from "../support/with-env";

// What strangers can do to real people through the OTP caps (decisions 104, 118): starve
// sign-ups, keep a customer on a new browser out, void a code, guess their way into accounts,
// or spend a network's checks so that a right code goes unchecked.

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

  it("under pressure each /24 has one code in the window, so a busy /16's customers on their own /24s get codes; from three quarters each /16 has one", async () => {
    await withEnv({ SMS_BUDGET_PER_HOUR: "120", SMS_BUDGET_BURST_MINUTES: "20" }, async () => {
      // Strangers' window: 120 × 20/60 × 0.9 = 36; pressure from 18, the /16's share from 27.
      for (let i = 0; i < 18; i++) {
        expect(await sendOtp({ phone: freshNumber(), purpose: "login", ip: `100.80.${i}.1`, now: at(i) })).toMatchObject({ ok: true });
      }
      const over = await sendOtp({ phone: freshNumber(), purpose: "login", ip: "100.80.0.9", now: at(30) });
      // Its /24's first send's minute leaves the 20-minute window 21 minutes after it began; the
      // site's pressure, said as such.
      expect(over).toEqual({ ok: false, reason: "busy", retryAt: new Date(T0.getTime() + 21 * 60_000), cause: "pressure" });
      // A registered number asked for from there is refused alike: the share counts codes, not accounts.
      const phone = freshNumber();
      await registered(phone);
      expect(await sendOtp({ phone, purpose: "login", ip: "100.80.1.7", now: at(31) })).toEqual(over);
      // Other subscribers of the same carrier /16, each on a /24 of their own, still get codes.
      for (let i = 0; i < 9; i++) {
        expect(await sendOtp({ phone: freshNumber(), purpose: "login", ip: `100.80.${40 + i}.1`, now: at(40 + i) })).toMatchObject({
          ok: true,
        });
      }
      // Three quarters spent (27): a /16 that had its code in the window waits; a new one does not.
      expect(await sendOtp({ phone: freshNumber(), purpose: "login", ip: "100.80.99.1", now: at(60) })).toMatchObject({
        reason: "busy",
        cause: "pressure",
      });
      expect(await sendOtp({ phone: freshNumber(), purpose: "login", ip: "100.81.0.1", now: at(61) })).toMatchObject({ ok: true });
    });
  });

  it("the refusal under pressure says the site is sending fewer codes, with the time, never that the visitor asked too often", async () => {
    await withEnv({ SMS_BUDGET_PER_HOUR: "120", SMS_BUDGET_BURST_MINUTES: "20" }, async () => {
      const now = new Date();
      const minute = Math.floor(now.getTime() / 60_000) * 60_000;
      for (let i = 0; i < 36; i++) await sendOtp({ phone: freshNumber(), purpose: "login", ip: `100.${82 + i}.0.1`, now });
      for (const [language, words, path] of [
        ["en", en.account.login, "/signup"],
        ["hi", hi.account.login, "/hi/signup"],
      ] as const) {
        const body = new FormData();
        body.set("dialCode", "+91");
        body.set("mobile", freshNumber());
        const request = new Request(`http://localhost${path}`, { method: "POST", body });
        const answer = (await signUpAction({ request, params: {}, context: { clientIp: "150.200.3.4" } })) as Response;
        expect(answer.status).toBe(429);
        expect(Number(answer.headers.get("Retry-After"))).toBeGreaterThan(0);
        const text = JSON.stringify(await answer.json());
        const clock = indiaMinuteFrom(new Date(minute + 21 * 60_000), language);
        expect(text).toContain(words.pressure.replace("{{clock}}", clock));
        expect(text).not.toContain(words.busy.split(":")[0]);
      }
    });
  });

  it("defaults: a 15-minute window, one code a /24 from half of it and a /16 from three quarters; 12, 48 and 2,000 wrong tries", () => {
    const config = parseEnv({ DATA_DIR: env().dataDir, NODE_ENV: "test" });
    expect([
      config.SMS_BUDGET_BURST_MINUTES,
      config.OTP_SENDS_PER_NETWORK_UNDER_PRESSURE,
      config.OTP_SENDS_PER_WIDE_NETWORK_UNDER_PRESSURE,
    ]).toEqual([15, 1, 1]);
    expect([
      config.OTP_WRONG_TRIES_PER_NETWORK_PER_DAY,
      config.OTP_WRONG_TRIES_PER_WIDE_NETWORK_PER_DAY,
      config.OTP_WRONG_TRIES_PER_DAY,
    ]).toEqual([12, 48, 2000]);
    expect([config.OTP_WRONG_TRIES_PER_PHONE_PER_DAY, config.OTP_CODES_PER_NETWORK_PER_PHONE_PER_DAY]).toEqual([18, 2]);
  });
});

/** Seconds after T0, or a moment itself. */
const when = (t: number | Date) => (typeof t === "number" ? at(t) : t);

/** A code for `phone` from `ip`, and the code the SMS carried. */
async function codeFor(phone: string, ip: string, seconds: number | Date, browserId?: string) {
  const result = await sendOtp({ phone, purpose: "login", ip, browserId, now: when(seconds) });
  if (!result.ok) throw new Error(`no code for ${phone} from ${ip}: ${JSON.stringify(result)}`);
  return { challengeId: result.challengeId, code: sentCodes(phone).at(-1)! };
}

/** Three wrong tries at a code: its end. */
async function spend(phone: string, held: { challengeId: string; code: string }, seconds: number | Date) {
  for (let k = 1; k <= 3; k++) {
    const result = await verifyOtp({
      challengeId: held.challengeId,
      phone,
      purpose: "login",
      code: wrong(held.code, k),
      now: when(seconds),
    });
    expect(result).toMatchObject({ ok: false, reason: k < 3 ? "wrong-code" : "too-many-attempts" });
  }
}

describe("a customer on a browser they never signed in from", () => {
  it("gets a code and signs in at once from their own network while a stranger on another network polls for their number every 2 s", async () => {
    const phone = freshNumber();
    await registered(phone);
    // The stranger, from many addresses of one /24, asks every 2 s for ten minutes and guesses
    // whatever it gets.
    let strangerCodes = 0;
    for (let t = 0; t < 600; t += 2) {
      const result = await sendOtp({ phone, purpose: "login", ip: `198.51.100.${1 + (t % 250)}`, browserId: `poll-${t}`, now: at(t) });
      if (!result.ok) continue;
      strangerCodes++;
      for (let k = 1; k <= 3; k++)
        await verifyOtp({
          challengeId: result.challengeId,
          phone,
          purpose: "login",
          code: wrong(sentCodes(phone).at(-1)!, k),
          now: at(t + 1),
        });
    }
    // Its network's two codes' tries at the number, and no more.
    expect(strangerCodes).toBe(2);
    const owner = await codeFor(phone, "203.0.113.9", 601, "owner-new-browser");
    // A typo first: their code keeps its own tries.
    expect(
      await verifyOtp({ challengeId: owner.challengeId, phone, purpose: "login", code: wrong(owner.code), now: at(610) }),
    ).toMatchObject({
      reason: "wrong-code",
    });
    expect(await verifyOtp({ challengeId: owner.challengeId, phone, purpose: "login", code: owner.code, now: at(620) })).toEqual({
      ok: true,
    });
  });

  it("still gets their network's two codes once strangers from many networks have spent the number's shared 20", async () => {
    const phone = freshNumber();
    await registered(phone);
    // Ten /24s, two codes each: every one of them has had its own two as well.
    for (let i = 0; i < 20; i++) await codeFor(phone, `192.0.${i % 10}.${1 + i}`, i * 61, `stranger-${i}`);
    expect(await sendOtp({ phone, purpose: "login", ip: "192.0.0.77", browserId: "stranger-again", now: at(1300) })).toEqual({
      ok: false,
      reason: "phone-limit",
    });
    const owner = await codeFor(phone, "203.0.113.9", 1301, "owner-new-browser");
    expect(await verifyOtp({ challengeId: owner.challengeId, phone, purpose: "login", code: owner.code, now: at(1310) })).toEqual({
      ok: true,
    });
  });
});

describe("a right code is never called wrong", () => {
  it("once a /24 has spent its wrong tries, its new codes are refused before any SMS, with the time; another /24 of the same /16 is checked as ever", async () => {
    // The attacker registers two numbers of its own and spends its /24's 12 tries at them.
    const own = [freshNumber(), freshNumber()];
    for (const phone of own) await registered(phone);
    const customer = freshNumber();
    await registered(customer);
    // A returning customer on the same /24 asked for a code before the tries ran out (9 spent:
    // one more code's three still fit).
    for (let i = 0; i < 3; i++) await spend(own[i % 2], await codeFor(own[i % 2], `100.90.1.${10 + i}`, i * 61), i * 61 + 5);
    const early = await codeFor(customer, "100.90.1.200", 200, "customer-early");
    await spend(own[1], await codeFor(own[1], "100.90.1.13", 201), 202);
    // Its right code is not checked now, and says so with when checks resume, never "invalid".
    const paused = await verifyOtp({ challengeId: early.challengeId, phone: customer, purpose: "login", code: early.code, now: at(210) });
    expect(paused).toEqual({ ok: false, reason: "tries-paused", cause: "tries", retryAt: new Date(T0.getTime() + 25 * 3600_000) });
    // New codes from that /24, to any number (an account or not alike), are refused before the SMS.
    const before = sentCodes(customer).length;
    for (const phone of [customer, freshNumber()]) {
      expect(await sendOtp({ phone, purpose: "login", ip: "100.90.1.201", browserId: "customer-later", now: at(300) })).toEqual({
        ok: false,
        reason: "busy",
        cause: "tries",
        retryAt: new Date(T0.getTime() + 25 * 3600_000),
      });
    }
    expect(sentCodes(customer)).toHaveLength(before);
    // The same customer on another /24 of the carrier's /16: a code, and the right one is right.
    const elsewhere = await codeFor(customer, "100.90.2.200", 301, "customer-elsewhere");
    expect(
      await verifyOtp({ challengeId: elsewhere.challengeId, phone: customer, purpose: "login", code: elsewhere.code, now: at(310) }),
    ).toEqual({
      ok: true,
    });
  });

  it("one /24 cannot spend its /16: four /24s' worth of wrong tries (48) spend it, and only then are its other /24s refused", async () => {
    let t = 0;
    for (let n = 0; n < 4; n++) {
      for (let c = 0; c < 4; c++) {
        const phone = freshNumber();
        await spend(phone, await codeFor(phone, `100.91.${n}.${1 + c}`, t), t + 1);
        t += 2;
      }
      // Each spent /24 is refused; a fresh one of the same /16 is not, until the fourth.
      expect(await sendOtp({ phone: freshNumber(), purpose: "login", ip: `100.91.${n}.99`, now: at(t) })).toMatchObject({ cause: "tries" });
      const fresh = await sendOtp({ phone: freshNumber(), purpose: "login", ip: `100.91.${50 + n}.1`, now: at(t + 1) });
      if (n < 3) expect(fresh).toMatchObject({ ok: true });
      else expect(fresh).toMatchObject({ ok: false, reason: "busy", cause: "tries" });
      t += 2;
    }
    // Another /16 is checked as ever.
    expect(await sendOtp({ phone: freshNumber(), purpose: "login", ip: "100.92.0.1", now: at(t) })).toMatchObject({ ok: true });
  });

  it("the site's daily cap on strangers' wrong tries refuses new codes and pauses live ones, said as the site's doing, in account deletion too", async () => {
    await withEnv({ OTP_WRONG_TRIES_PER_DAY: "6" }, async () => {
      // On the real clock: account deletion checks its code now.
      const now = new Date();
      const customer = freshNumber();
      await registered(customer);
      const live = await codeFor(customer, "150.1.1.1", now, "customer");
      const deleting = await sendOtp({ phone: customer, purpose: "deletion", ip: "150.1.1.1", browserId: "customer", now });
      if (!deleting.ok) throw new Error(deleting.reason);
      const deletionCode = sentCodes(customer).at(-1)!;
      for (const ip of ["150.2.1.1", "150.3.1.1"]) {
        const phone = freshNumber();
        await spend(phone, await codeFor(phone, ip, now), now);
      }
      expect(await verifyOtp({ challengeId: live.challengeId, phone: customer, purpose: "login", code: live.code, now })).toMatchObject({
        ok: false,
        reason: "tries-paused",
        cause: "pressure",
      });
      expect(await sendOtp({ phone: freshNumber(), purpose: "login", ip: "150.4.1.1", now })).toMatchObject({
        reason: "busy",
        cause: "pressure",
      });
      // Account deletion says so too, never "Invalid OTP.", and deletes nothing.
      const refused = await confirmDeletion({ code: deletionCode, state: { phone: customer, challengeId: deleting.challengeId } });
      expect(refused).toMatchObject({ kind: "refused", status: 429 });
      expect(JSON.stringify(refused)).toContain(en.account.otp.checksPaused.split("{{clock}}")[0]);
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
