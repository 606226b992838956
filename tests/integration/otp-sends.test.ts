import fs from "node:fs";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { type OtpPurpose, resendOtp, secondsUntilResend, sendOtp, verifyOtp } from "~/features/account/otp.server";
import { rememberDevice } from "~/features/account/remembered-devices.server";
import { smsSendsOverview } from "~/features/admin/sms-report.server";
import { getDb } from "~/infra/db.server";
import { env, parseEnv } from "~/infra/env.server";

import { withEnv } from "../support/with-env";

const PHONE = "9812345670";
const IP = "203.0.113.7";
const T0 = new Date("2031-05-01T06:00:00Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

function smsTo(phone: string): { text: string }[] {
  const file = path.join(env().dataDir, "outbox.jsonl");
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line))
    .filter((m) => m.channel === "sms" && m.to === `+91${phone}`);
}

const lastCode = (phone: string) =>
  smsTo(phone)
    .at(-1)!
    .text.match(/\b\d{4}\b/)![0];

async function send(purpose: OtpPurpose, now: Date, phone = PHONE, ip: string | null = IP) {
  const result = await sendOtp({ phone, purpose, ip, now });
  if (!result.ok) throw new Error(`send refused: ${result.reason}`);
  return { challengeId: result.challengeId, code: lastCode(phone) };
}

/** A send answered exactly as a sent code is, with no SMS to the number. */
async function expectWithheld(phone: string, purpose: OtpPurpose, ip: string | null, now: Date) {
  const before = smsTo(phone).length;
  const result = await sendOtp({ phone, purpose, ip, now });
  expect(result).toEqual({ ok: true, challengeId: expect.any(String), resendInSeconds: purpose === "login" ? 59 : 60 });
  expect(smsTo(phone)).toHaveLength(before);
}

beforeEach(async () => {
  const db = await getDb();
  await db.deleteFrom("otpChallenges").execute();
  await db.deleteFrom("otpSendCounts").execute();
  await db.deleteFrom("otpDevices").execute();
});

describe("the wait between OTP sends to one number", () => {
  it("a second sign-in send a second after the first sends nothing, as /signup asks it", async () => {
    const first = await send("login", T0);
    const sent = smsTo(PHONE).length;
    // A fresh send, as another browser's /signup makes it.
    expect(await sendOtp({ phone: PHONE, purpose: "login", ip: IP, now: at(1) })).toEqual({
      ok: false,
      reason: "too-soon",
      secondsLeft: 58,
      held: false,
    });
    // The same browser pressing "Send OTP" again: told it already holds the live code.
    expect(await sendOtp({ phone: PHONE, purpose: "login", ip: IP, now: at(2), heldChallengeId: first.challengeId })).toEqual({
      ok: false,
      reason: "too-soon",
      secondsLeft: 57,
      held: true,
    });
    expect(smsTo(PHONE)).toHaveLength(sent);
    expect(await verifyOtp({ challengeId: first.challengeId, phone: PHONE, purpose: "login", code: first.code, now: at(3) })).toEqual({
      ok: true,
    });
  });

  it("a resend from the OTP page within 59 s sends nothing, even with the challenge id of an older code", async () => {
    const first = await send("login", T0);
    const second = await send("login", at(59));
    const sent = smsTo(PHONE).length;
    for (const challengeId of [first.challengeId, second.challengeId, undefined]) {
      expect(await resendOtp({ challengeId, phone: PHONE, purpose: "login", ip: IP, now: at(60) })).toMatchObject({
        ok: false,
        reason: "too-soon",
        secondsLeft: 58,
      });
    }
    expect(smsTo(PHONE)).toHaveLength(sent);
  });

  it("a second deletion send within 60 s sends nothing, by the send or the resend button", async () => {
    const first = await send("deletion", T0);
    const sent = smsTo(PHONE).length;
    expect(await sendOtp({ phone: PHONE, purpose: "deletion", ip: IP, now: at(59) })).toMatchObject({ reason: "too-soon", secondsLeft: 1 });
    expect(await resendOtp({ challengeId: first.challengeId, phone: PHONE, purpose: "deletion", ip: IP, now: at(30) })).toMatchObject({
      reason: "too-soon",
      secondsLeft: 30,
      held: true,
    });
    expect(smsTo(PHONE)).toHaveLength(sent);
    expect(await sendOtp({ phone: PHONE, purpose: "deletion", ip: IP, now: at(60) })).toMatchObject({ ok: true });
    expect(smsTo(PHONE)).toHaveLength(sent + 1);
  });

  it("parallel sends for one number from one requester: one goes, the rest send nothing", async () => {
    const sent = smsTo(PHONE).length;
    const results = await Promise.all(Array.from({ length: 6 }, () => sendOtp({ phone: PHONE, purpose: "login", ip: IP, now: T0 })));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === "too-soon")).toHaveLength(5);
    expect(smsTo(PHONE)).toHaveLength(sent + 1);
    const db = await getDb();
    expect(await db.selectFrom("otpChallenges").select("id").where("phone", "=", PHONE).execute()).toHaveLength(1);
  });

  it("after 59 s a fresh send goes, and the earlier code no longer verifies", async () => {
    const first = await send("login", T0);
    const sent = smsTo(PHONE).length;
    const second = await send("login", at(59));
    expect(smsTo(PHONE)).toHaveLength(sent + 1);
    expect(await verifyOtp({ challengeId: first.challengeId, phone: PHONE, purpose: "login", code: first.code, now: at(60) })).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await verifyOtp({ challengeId: second.challengeId, phone: PHONE, purpose: "login", code: second.code, now: at(60) })).toEqual({
      ok: true,
    });
  });

  it("a new deletion code retires the earlier one, but not a sign-in code", async () => {
    const login = await send("login", T0);
    const first = await send("deletion", at(1));
    const second = await send("deletion", at(61));
    expect(
      await verifyOtp({ challengeId: first.challengeId, phone: PHONE, purpose: "deletion", code: first.code, now: at(62) }),
    ).toMatchObject({
      reason: "not-found",
    });
    expect(await verifyOtp({ challengeId: second.challengeId, phone: PHONE, purpose: "deletion", code: second.code, now: at(62) })).toEqual(
      { ok: true },
    );
    expect(await verifyOtp({ challengeId: login.challengeId, phone: PHONE, purpose: "login", code: login.code, now: at(62) })).toEqual({
      ok: true,
    });
  });

  it("once a code is used, signing in again on another device need not wait", async () => {
    const first = await send("login", T0);
    expect(await verifyOtp({ challengeId: first.challengeId, phone: PHONE, purpose: "login", code: first.code, now: at(5) })).toEqual({
      ok: true,
    });
    expect(await sendOtp({ phone: PHONE, purpose: "login", ip: IP, now: at(10) })).toMatchObject({ ok: true });
  });

  it("the countdown a page shows is the number's wait, even on a retired challenge", async () => {
    const first = await send("login", T0);
    expect(await secondsUntilResend(first.challengeId, at(20))).toBe(39);
    await send("login", at(100));
    expect(await secondsUntilResend(first.challengeId, at(110))).toBe(49);
    expect(await secondsUntilResend(first.challengeId, at(200))).toBe(0);
    expect(await secondsUntilResend("no-such-challenge", at(200))).toBeNull();
  });
});

describe("the SMS budgets", () => {
  let stderr: string[] = [];
  beforeEach(() => {
    stderr = [];
    // The logger writes errors as JSON lines on stderr (silenced in tests unless LOG_LEVEL is unset).
    vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
      stderr.push(String(chunk));
      return true;
    });
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  });
  afterEach(() => {
    vi.mocked(process.stderr.write).mockRestore();
    vi.mocked(process.stdout.write).mockRestore();
  });

  const loggedErrors = () =>
    stderr
      .flatMap((chunk) => chunk.trim().split("\n"))
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.level === "error");

  /** A send refused with the time to try again, said as the site's doing, and no SMS to the number. */
  async function expectBusy(phone: string, purpose: OtpPurpose, ip: string | null, now: Date, retryAt: Date) {
    const before = smsTo(phone).length;
    expect(await sendOtp({ phone, purpose, ip, now })).toEqual({ ok: false, reason: "busy", retryAt, cause: "pressure" });
    expect(smsTo(phone)).toHaveLength(before);
  }

  it("once the strangers' hour is spent, every stranger is told when to try again, for a registered and an unknown number alike", async () => {
    const db = await getDb();
    await db.deleteFrom("customers").where("mobile", "=", "9700000801").execute();
    await db.insertInto("customers").values({ mobile: "9700000801", firstName: "Asha" }).execute();
    try {
      await withEnv({ SMS_BUDGET_PER_HOUR: "3", SMS_BUDGET_BURST_MINUTES: "60", SMS_BUDGET_PER_DAY: "100", LOG_LEVEL: "" }, async () => {
        // Strangers may spend nine tenths of a budget (a tenth is kept for devices that signed in before): 2 of 3.
        for (let i = 0; i < 2; i++) await send("login", at(i), `97000000${10 + i}`, `198.${51 + i}.100.1`);
        // The first send's minute leaves the hour's window an hour and a minute after it began.
        const retryAt = new Date(T0.getTime() + 61 * 60_000);
        await expectBusy("9700000099", "login", "192.0.2.1", at(10), retryAt);
        await expectBusy("9700000801", "login", "192.1.2.1", at(11), retryAt);
        await expectBusy("9700000098", "deletion", "192.2.2.2", at(12), retryAt);
        expect(loggedErrors()).toEqual([]);
        expect(await sendOtp({ phone: "9700000097", purpose: "login", ip: "192.3.2.4", now: retryAt })).toMatchObject({ ok: true });
        expect(smsTo("9700000097")).toHaveLength(1);
      });
    } finally {
      await db.deleteFrom("customers").where("mobile", "=", "9700000801").execute();
    }
  });

  it("the window refills steadily: one burst spends at most its minutes' share, and sends go again minutes later", async () => {
    await withEnv({ SMS_BUDGET_PER_HOUR: "120", SMS_BUDGET_BURST_MINUTES: "5", LOG_LEVEL: "" }, async () => {
      // 120 an hour, strangers 108 of it: at most 9 in any five minutes.
      for (let i = 0; i < 9; i++) await send("login", at(i), `97000007${10 + i}`, `198.${51 + i}.100.1`);
      await expectBusy("9700000799", "login", "203.0.113.9", at(20), new Date(T0.getTime() + 6 * 60_000));
      // Five minutes on (whole minutes), the share is there again for the next new customer.
      expect(await sendOtp({ phone: "9700000798", purpose: "login", ip: "203.0.114.9", now: at(6 * 60) })).toMatchObject({ ok: true });
      expect(smsTo("9700000798")).toHaveLength(1);
    });
  });

  it("the day's budget holds across hours", async () => {
    await withEnv({ SMS_BUDGET_PER_HOUR: "100", SMS_BUDGET_PER_DAY: "5", LOG_LEVEL: "" }, async () => {
      for (let i = 0; i < 4; i++) await send("login", at(i * 7200), `97000001${10 + i}`, null);
      // Counted in whole hours: the first send's hour must be a day past.
      await expectBusy("9700000199", "login", null, at(4 * 7200), new Date(T0.getTime() + 86_400_000 + 3_600_000));
      expect(await sendOtp({ phone: "9700000197", purpose: "login", ip: null, now: at(86_400 + 3600) })).toMatchObject({ ok: true });
      expect(smsTo("9700000197")).toHaveLength(1);
    });
  });

  it("parallel sends to many numbers cannot overshoot it", async () => {
    await withEnv({ SMS_BUDGET_PER_HOUR: "6", SMS_BUDGET_BURST_MINUTES: "60", LOG_LEVEL: "" }, async () => {
      const phones = Array.from({ length: 12 }, (_, i) => `97000002${10 + i}`);
      const results = await Promise.all(phones.map((phone) => sendOtp({ phone, purpose: "login", ip: null, now: T0 })));
      expect(results.filter((r) => r.ok)).toHaveLength(5);
      expect(results.filter((r) => !r.ok && r.reason === "busy")).toHaveLength(7);
      expect(phones.filter((phone) => smsTo(phone).length > 0)).toHaveLength(5);
    });
  });

  it("a budget spent by devices that signed in before withholds a stranger's code, answered as sent, with an error logged", async () => {
    const db = await getDb();
    await db.deleteFrom("customers").where("mobile", "in", ["9700000501", "9700000502"]).execute();
    await db
      .insertInto("customers")
      .values([
        { mobile: "9700000501", firstName: "Asha" },
        { mobile: "9700000502", firstName: "Ravi" },
      ])
      .execute();
    try {
      await withEnv({ SMS_BUDGET_KNOWN_PER_HOUR: "2", LOG_LEVEL: "" }, async () => {
        // Asha's own browser signs in twice: the returning numbers' budget (2) is spent by it.
        await rememberDevice({ phone: "9700000501", deviceId: "a".repeat(43), now: at(-60) });
        for (const [i, ip] of ["198.51.100.1", "198.51.100.2"].entries()) {
          const mine = await sendOtp({
            phone: "9700000501",
            purpose: i === 0 ? "login" : "deletion",
            ip,
            deviceId: "a".repeat(43),
            now: at(i),
          });
          expect(mine).toMatchObject({ ok: true });
        }
        expect(smsTo("9700000501")).toHaveLength(2);
        // A stranger asking for Ravi's number: the strangers' own budget has room, so the answer
        // is a sent code's, but none goes; an unknown number from there gets its code.
        await expectWithheld("9700000502", "login", "192.0.2.1", at(10));
        expect(await sendOtp({ phone: "9700000399", purpose: "login", ip: "192.1.2.1", now: at(11) })).toMatchObject({ ok: true });
        expect(smsTo("9700000399")).toHaveLength(1);
        expect(loggedErrors()).toEqual([expect.objectContaining({ audience: "known", window: "hour", sent: 2, budget: 1 })]);
      });
    } finally {
      await db.deleteFrom("customers").where("mobile", "in", ["9700000501", "9700000502"]).execute();
    }
  });

  it("the dashboard's overview counts each hour's sends by audience, and each budget's use", async () => {
    const db = await getDb();
    await db.deleteFrom("customers").where("mobile", "=", "9700000401").execute();
    await db.insertInto("customers").values({ mobile: "9700000401", firstName: "Asha" }).execute();
    try {
      await send("login", at(-2 * 3600), "9700000410", null);
      await send("login", at(-60), "9700000411", null);
      await send("login", at(0), "9700000412", null);
      await send("login", at(5), "9700000401", null);
      await withEnv({ SMS_BUDGET_KNOWN_PER_HOUR: "1" }, async () => {
        // The returning numbers' budget is spent: a stranger's code for one is withheld.
        await send("login", at(6), "9700000413", "198.51.100.1");
        await sendOtp({ phone: "9700000401", purpose: "deletion", ip: "198.51.100.2", now: at(7) });
      });
      const { hours, budgets, withheld } = await smsSendsOverview(at(30));
      expect(hours).toHaveLength(24);
      expect(hours.at(-1)).toEqual({ start: new Date("2031-05-01T06:00:00Z"), known: 1, unknown: 2, withheld: 1 });
      expect(hours.at(-2)).toEqual({ start: new Date("2031-05-01T05:00:00Z"), known: 0, unknown: 1, withheld: 0 });
      expect(hours.at(-3)).toEqual({ start: new Date("2031-05-01T04:00:00Z"), known: 0, unknown: 1, withheld: 0 });
      expect(withheld).toEqual({ hour: 1, day: 1 });
      expect(budgets).toEqual([
        { audience: "known", hour: { sent: 1, budget: 1000 }, day: { sent: 1, budget: 10_000 } },
        { audience: "unknown", hour: { sent: 3, budget: 1000 }, day: { sent: 4, budget: 10_000 } },
      ]);
    } finally {
      await db.deleteFrom("customers").where("mobile", "=", "9700000401").execute();
    }
  });

  it("defaults to 1000 an hour and 10,000 a day", () => {
    const config = parseEnv({ DATA_DIR: env().dataDir, NODE_ENV: "test" });
    expect(config.SMS_BUDGET_PER_HOUR).toBe(1000);
    expect(config.SMS_BUDGET_PER_DAY).toBe(10_000);
    expect(config.SMS_BUDGET_KNOWN_PER_HOUR).toBe(1000);
    expect(config.SMS_BUDGET_KNOWN_PER_DAY).toBe(10_000);
    expect(() => parseEnv({ DATA_DIR: env().dataDir, SMS_BUDGET_PER_HOUR: "0" })).toThrow(/SMS_BUDGET_PER_HOUR/);
    expect(() => parseEnv({ DATA_DIR: env().dataDir, SMS_BUDGET_PER_DAY: "lots" })).toThrow(/SMS_BUDGET_PER_DAY/);
  });
});

describe("the per-number and per-address caps, as configured", () => {
  it("a deployment sets its own caps; the defaults are 5 and 10 a number, 30 an address", async () => {
    const config = parseEnv({ DATA_DIR: env().dataDir, NODE_ENV: "test" });
    expect([config.OTP_SENDS_PER_PHONE_PER_HOUR, config.OTP_SENDS_PER_PHONE_PER_DAY, config.OTP_SENDS_PER_ADDRESS_PER_HOUR]).toEqual([
      5, 10, 30,
    ]);
    expect(() => parseEnv({ DATA_DIR: env().dataDir, OTP_SENDS_PER_ADDRESS_PER_HOUR: "0" })).toThrow(/OTP_SENDS_PER_ADDRESS_PER_HOUR/);
    expect(() => parseEnv({ DATA_DIR: env().dataDir, OTP_SENDS_PER_PHONE_PER_DAY: "many" })).toThrow(/OTP_SENDS_PER_PHONE_PER_DAY/);

    await withEnv({ OTP_SENDS_PER_ADDRESS_PER_HOUR: "2" }, async () => {
      await send("login", T0, "9700000301");
      await send("login", at(1), "9700000302");
      expect(await sendOtp({ phone: "9700000303", purpose: "login", ip: IP, now: at(2) })).toEqual({ ok: false, reason: "address-limit" });
    });
    // Raised past the default, an address sends more than 30 in the hour.
    await withEnv({ OTP_SENDS_PER_ADDRESS_PER_HOUR: "100" }, async () => {
      for (let i = 3; i < 40; i++) await send("login", at(i), `97000003${String(i).padStart(2, "0")}`);
    });
    await withEnv({ OTP_SENDS_PER_PHONE_PER_HOUR: "1" }, async () => {
      expect(await sendOtp({ phone: "9700000301", purpose: "login", ip: IP, now: at(120) })).toEqual({
        ok: false,
        reason: "phone-limit",
      });
    });
  });
});

describe("the network caps on strangers' codes", () => {
  it("count an IPv4 /24 and an IPv6 /48 as one network and refuse beyond them with the time, for numbers with an account alike", async () => {
    const db = await getDb();
    await db.deleteFrom("customers").where("mobile", "=", "9700000601").execute();
    await db.insertInto("customers").values({ mobile: "9700000601", firstName: "Asha" }).execute();
    try {
      await withEnv({ OTP_SENDS_PER_NETWORK_PER_HOUR: "3" }, async () => {
        for (let i = 0; i < 3; i++) await send("login", at(i), `97000006${10 + i}`, `198.51.100.${i + 1}`);
        const retryAt = new Date(T0.getTime() + 61 * 60_000);
        for (const phone of ["9700000699", "9700000601"]) {
          expect(await sendOtp({ phone, purpose: "login", ip: "198.51.100.200", now: at(5) })).toEqual({
            ok: false,
            reason: "busy",
            retryAt,
            cause: "network",
          });
        }
        expect(smsTo("9700000601")).toHaveLength(0);
        expect(await sendOtp({ phone: "9700000697", purpose: "login", ip: "198.51.101.1", now: at(6) })).toMatchObject({ ok: true });
        expect(smsTo("9700000697")).toHaveLength(1);

        // IPv6 addresses arrive as their /64 (rateLimitKey): three /64s of one /48 fill it.
        for (let i = 0; i < 3; i++) await send("login", at(10 + i), `97000006${20 + i}`, `2001:db8:7:${i + 1}::/64`);
        expect(await sendOtp({ phone: "9700000698", purpose: "login", ip: "2001:db8:7:ff::/64", now: at(15) })).toMatchObject({
          reason: "busy",
        });
        expect(await sendOtp({ phone: "9700000696", purpose: "login", ip: "2001:db8:8:1::/64", now: at(16) })).toMatchObject({ ok: true });
      });
    } finally {
      await db.deleteFrom("customers").where("mobile", "=", "9700000601").execute();
    }
  });

  it("count an IPv4 /16 and an IPv6 /32 before the site's budget", async () => {
    await withEnv({ OTP_SENDS_PER_WIDE_NETWORK_PER_HOUR: "4" }, async () => {
      // Four /24s of one /16, one send each: the /16 is full, another /16 is not.
      for (let i = 0; i < 4; i++) await send("login", at(i), `97000009${10 + i}`, `100.64.${i}.1`);
      expect(await sendOtp({ phone: "9700000999", purpose: "login", ip: "100.64.200.1", now: at(5) })).toMatchObject({ reason: "busy" });
      expect(await sendOtp({ phone: "9700000998", purpose: "login", ip: "100.65.0.1", now: at(6) })).toMatchObject({ ok: true });
      expect(smsTo("9700000998")).toHaveLength(1);
      for (let i = 0; i < 4; i++) await send("login", at(10 + i), `97000009${20 + i}`, `2001:db9:${i}:1::/64`);
      expect(await sendOtp({ phone: "9700000997", purpose: "login", ip: "2001:db9:ff:1::/64", now: at(15) })).toMatchObject({
        reason: "busy",
      });
    });
  });

  it("default to 120 and 400 an hour", () => {
    const config = parseEnv({ DATA_DIR: env().dataDir, NODE_ENV: "test" });
    expect([config.OTP_SENDS_PER_NETWORK_PER_HOUR, config.OTP_SENDS_PER_WIDE_NETWORK_PER_HOUR]).toEqual([120, 400]);
  });
});

describe("a stranger asking for a customer's number", () => {
  const OWNER_DEVICE = "o".repeat(43);

  /** The owner signs in once on their phone's browser, which is remembered (the device cookie). */
  async function ownerSignedInBefore() {
    const first = await sendOtp({ phone: PHONE, purpose: "login", ip: "203.0.113.50", deviceId: OWNER_DEVICE, now: at(-86_400 * 3) });
    if (!first.ok) throw new Error(first.reason);
    expect(
      await verifyOtp({ challengeId: first.challengeId, phone: PHONE, purpose: "login", code: lastCode(PHONE), now: at(-86_400 * 3 + 5) }),
    ).toEqual({ ok: true });
    await rememberDevice({ phone: PHONE, deviceId: OWNER_DEVICE, now: at(-86_400 * 3 + 5) });
  }

  beforeEach(async () => {
    const db = await getDb();
    await db.deleteFrom("otpDevices").execute();
  });

  it("cannot lock its owner out: sends from two networks until refused, sign-in and deletion, then the owner's browser signs in", async () => {
    await ownerSignedInBefore();
    const refusals: string[] = [];
    for (const [n, network] of ["198.51.100", "192.0.2"].entries()) {
      for (let i = 0; i < 12; i++) {
        const purpose = i % 4 === 3 ? "deletion" : "login";
        const result = await sendOtp({ phone: PHONE, purpose, ip: `${network}.${i + 1}`, now: at(n * 900 + i * 61) });
        if (!result.ok) refusals.push(result.reason);
      }
    }
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.every((reason) => reason === "phone-limit")).toBe(true);
    // The owner, on their own phone, from their own network: a code at once, which signs them in.
    const before = smsTo(PHONE).length;
    const owner = await sendOtp({ phone: PHONE, purpose: "login", ip: "203.0.113.50", deviceId: OWNER_DEVICE, now: at(1800) });
    expect(owner).toMatchObject({ ok: true });
    expect(smsTo(PHONE)).toHaveLength(before + 1);
    if (!owner.ok) return;
    expect(
      await verifyOtp({ challengeId: owner.challengeId, phone: PHONE, purpose: "login", code: lastCode(PHONE), now: at(1805) }),
    ).toEqual({
      ok: true,
    });
    // Even from the stranger's own network (a shared carrier address).
    const again = await sendOtp({ phone: PHONE, purpose: "deletion", ip: "198.51.100.1", deviceId: OWNER_DEVICE, now: at(1810) });
    expect(again).toMatchObject({ ok: true });
  });

  it("counts every stranger's sends to a number together, a day at most 20 and then a network's own two, 26 in all: no SMS bombing", async () => {
    const results = [];
    for (let i = 0; i < 30; i++) results.push(await sendOtp({ phone: PHONE, purpose: "login", ip: `10.${i}.0.1`, now: at(i) }));
    expect(results.filter((r) => r.ok)).toHaveLength(26);
    expect(results.slice(26).every((r) => !r.ok && r.reason === "phone-limit")).toBe(true);
    // Past the shared 20, a network that already had its two gets no more.
    const again = await sendOtp({ phone: PHONE, purpose: "login", ip: "10.25.0.9", browserId: "again", now: at(100) });
    expect(again).toEqual({ ok: false, reason: "phone-limit" });
  });

  it("a device not yet known is one more stranger: its own address's caps, and none of the owner's", async () => {
    await ownerSignedInBefore();
    const unknownDevice = "u".repeat(43);
    await withEnv({ OTP_SENDS_PER_PHONE_PER_HOUR: "1" }, async () => {
      await send("login", T0, PHONE, "198.51.100.7");
      expect(await sendOtp({ phone: PHONE, purpose: "login", ip: "198.51.100.7", deviceId: unknownDevice, now: at(70) })).toEqual({
        ok: false,
        reason: "phone-limit",
      });
      expect(await sendOtp({ phone: PHONE, purpose: "login", ip: "198.51.100.7", deviceId: OWNER_DEVICE, now: at(71) })).toMatchObject({
        ok: true,
      });
    });
  });

  it("does not void the code another browser is typing", async () => {
    const owner = await send("login", T0, PHONE, "203.0.113.50");
    // A stranger elsewhere, a few seconds later, gets a code of its own (counted, and capped, per requester).
    await send("login", at(5), PHONE, "198.51.100.1");
    await send("deletion", at(6), PHONE, "198.51.100.1");
    expect(await verifyOtp({ challengeId: owner.challengeId, phone: PHONE, purpose: "login", code: owner.code, now: at(200) })).toEqual({
      ok: true,
    });
  });

  it("gets 18 checked wrong tries at a number a day, across codes and networks; then no code is sent to be guessed; the owner's browser still signs in", async () => {
    await ownerSignedInBefore();
    for (let i = 0; i < 6; i++) {
      const challenge = await send("login", at(i * 60), PHONE, `198.51.${100 + i}.1`);
      for (let attempt = 0; attempt < 3; attempt++) {
        const wrong = String((Number(challenge.code) + 1 + attempt) % 10_000).padStart(4, "0");
        const result = await verifyOtp({
          challengeId: challenge.challengeId,
          phone: PHONE,
          purpose: "login",
          code: wrong,
          now: at(i * 60 + 10),
        });
        // Every one of them checked and told as wrong, the third as the code's end.
        expect(result).toMatchObject({ ok: false, reason: attempt < 2 ? "wrong-code" : "too-many-attempts" });
      }
    }
    // The number's 18 are spent: a seventh network's code is refused before any SMS, with the time.
    const before = smsTo(PHONE).length;
    expect(await sendOtp({ phone: PHONE, purpose: "login", ip: "198.51.110.1", now: at(400) })).toEqual({
      ok: false,
      reason: "busy",
      cause: "tries",
      retryAt: new Date(T0.getTime() + 24 * 3600_000),
    });
    expect(smsTo(PHONE)).toHaveLength(before);
    const db = await getDb();
    const { tries } = await db
      .selectFrom("otpChallenges")
      .select((eb) => eb.fn.sum<number>("attempts").as("tries"))
      .where("phone", "=", PHONE)
      .where("trusted", "=", false)
      .where("createdAt", ">=", T0)
      .executeTakeFirstOrThrow();
    expect(Number(tries)).toBe(18);
    // The owner's browser is not a stranger: its code works.
    const owner = await sendOtp({ phone: PHONE, purpose: "login", ip: "198.51.100.1", deviceId: OWNER_DEVICE, now: at(600) });
    if (!owner.ok) throw new Error(owner.reason);
    expect(
      await verifyOtp({ challengeId: owner.challengeId, phone: PHONE, purpose: "login", code: lastCode(PHONE), now: at(605) }),
    ).toEqual({
      ok: true,
    });
    // A day after the first wrong try, strangers may try again.
    const later = await send("login", at(86_400 + 60), PHONE, "192.0.2.77");
    expect(
      await verifyOtp({ challengeId: later.challengeId, phone: PHONE, purpose: "login", code: later.code, now: at(86_400 + 70) }),
    ).toEqual({
      ok: true,
    });
  });
});

describe("the OTP SMS wording", () => {
  it("the deletion code says it deletes the account; the sign-in code does not", async () => {
    await send("deletion", T0);
    const deletion = smsTo(PHONE).at(-1)!.text;
    await send("login", at(1));
    const login = smsTo(PHONE).at(-1)!.text;
    expect(deletion).toMatch(/^\d{4} is your Grahavani code to DELETE your account\. It is valid for 5 minutes\./);
    expect(login).not.toMatch(/delete/i);
    expect(login).toMatch(/verification code/);
  });

  it("uses OTP_DELETE_SMS_TEMPLATE as configured", async () => {
    await withEnv({ OTP_DELETE_SMS_TEMPLATE: "{brand}: {code} deletes your account. Valid {minutes} min." }, async () => {
      const { code } = await send("deletion", T0);
      expect(smsTo(PHONE).at(-1)!.text).toBe(`Grahavani: ${code} deletes your account. Valid 5 min.`);
    });
  });

  it("refuses a deletion template without {code}, naming the variable", () => {
    expect(() => parseEnv({ DATA_DIR: env().dataDir, OTP_DELETE_SMS_TEMPLATE: "Your account will be deleted." })).toThrow(
      /OTP_DELETE_SMS_TEMPLATE: must contain \{code\}/,
    );
  });
});

describe("the language of the OTP SMS", () => {
  it("is the page's for a number without an account, and the account's for a customer", async () => {
    const db = await getDb();
    const stranger = "9700000901";
    expect(await sendOtp({ phone: stranger, purpose: "login", ip: IP, now: T0, language: "hi" })).toMatchObject({ ok: true });
    expect(smsTo(stranger).at(-1)!.text).toMatch(/आपका .+ सत्यापन कोड है/);

    const hindiCustomer = "9700000902";
    await db.insertInto("customers").values({ mobile: hindiCustomer, firstName: "Asha", language: "hi" }).execute();
    expect(await sendOtp({ phone: hindiCustomer, purpose: "login", ip: IP, now: T0, language: "en" })).toMatchObject({ ok: true });
    expect(smsTo(hindiCustomer).at(-1)!.text).toMatch(/सत्यापन कोड/);
    expect(await sendOtp({ phone: hindiCustomer, purpose: "deletion", ip: IP, now: at(120) })).toMatchObject({ ok: true });
    expect(smsTo(hindiCustomer).at(-1)!.text).toContain("खाता हटाने");

    const englishCustomer = "9700000903";
    await db.insertInto("customers").values({ mobile: englishCustomer, firstName: "Ravi" }).execute();
    expect(await sendOtp({ phone: englishCustomer, purpose: "login", ip: IP, now: T0, language: "hi" })).toMatchObject({ ok: true });
    expect(smsTo(englishCustomer).at(-1)!.text).toMatch(/is your .+ verification code/);
    await db.deleteFrom("customers").where("mobile", "in", [hindiCustomer, englishCustomer]).execute();
  });

  it("comes from configuration in Hindi as in English", async () => {
    await withEnv({ OTP_SMS_TEMPLATE_HI: "{brand} कोड: {code}" }, async () => {
      expect(await sendOtp({ phone: "9700000904", purpose: "login", ip: IP, now: T0, language: "hi" })).toMatchObject({ ok: true });
      expect(smsTo("9700000904").at(-1)!.text).toMatch(/^Grahavani कोड: \d{4}$/);
    });
  });
});
