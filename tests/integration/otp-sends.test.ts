import fs from "node:fs";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { getDb } from "~/infra/db.server";
import { env, parseEnv } from "~/infra/env.server";
import { takeSingleton } from "~/infra/singleton.server";
import { type OtpPurpose, resendOtp, secondsUntilResend, sendOtp, smsSendsOverview, verifyOtp } from "~/services/otp.server";

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

/** Runs with some configuration changed, as a deployment would set it. */
async function withEnv<T>(vars: Record<string, string>, run: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  Object.assign(process.env, vars);
  takeSingleton("env");
  try {
    return await run();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    takeSingleton("env");
  }
}

beforeEach(async () => {
  const db = await getDb();
  await db.deleteFrom("otpChallenges").execute();
  await db.deleteFrom("otpSendCounts").execute();
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

  it("parallel sends for one number: one goes, the rest send nothing", async () => {
    const sent = smsTo(PHONE).length;
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => sendOtp({ phone: PHONE, purpose: "login", ip: `198.51.100.${i + 1}`, now: T0 })),
    );
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

  it("once the hour's budget is spent, every number's send is refused without an SMS, and an error is logged", async () => {
    await withEnv({ SMS_BUDGET_PER_HOUR: "3", SMS_BUDGET_PER_DAY: "100", LOG_LEVEL: "" }, async () => {
      for (let i = 0; i < 3; i++) await send("login", at(i), `97000000${10 + i}`, `198.51.100.${i + 1}`);
      expect(loggedErrors()).toEqual([]);
      for (const [phone, purpose] of [
        ["9700000099", "login"],
        ["9700000098", "deletion"],
      ] as const) {
        expect(await sendOtp({ phone, purpose, ip: "192.0.2.1", now: at(10) })).toEqual({ ok: false, reason: "budget-exceeded" });
        expect(smsTo(phone)).toHaveLength(0);
      }
      expect(loggedErrors()).toEqual([
        expect.objectContaining({ msg: "SMS budget spent: OTP sends stopped", window: "hour", sent: 3, budget: 3 }),
        expect.objectContaining({ msg: "SMS budget spent: OTP sends stopped", window: "hour", sent: 3, budget: 3 }),
      ]);
      // The window moves on: an hour later (counted in whole minutes, so once the minute of the
      // first send is an hour past) sends go again, and not a minute before.
      expect(await sendOtp({ phone: "9700000099", purpose: "login", ip: "192.0.2.1", now: at(3601) })).toEqual({
        ok: false,
        reason: "budget-exceeded",
      });
      expect(await sendOtp({ phone: "9700000099", purpose: "login", ip: "192.0.2.1", now: at(3660) })).toMatchObject({ ok: true });
    });
  });

  it("the day's budget holds across hours", async () => {
    await withEnv({ SMS_BUDGET_PER_HOUR: "100", SMS_BUDGET_PER_DAY: "4", LOG_LEVEL: "" }, async () => {
      for (let i = 0; i < 4; i++) await send("login", at(i * 7200), `97000001${10 + i}`, null);
      expect(await sendOtp({ phone: "9700000199", purpose: "login", ip: null, now: at(4 * 7200) })).toEqual({
        ok: false,
        reason: "budget-exceeded",
      });
      expect(smsTo("9700000199")).toHaveLength(0);
      expect(loggedErrors()).toEqual([expect.objectContaining({ window: "day", sent: 4, budget: 4 })]);
      // Counted in whole hours: the first send's hour must be a day past.
      expect(await sendOtp({ phone: "9700000199", purpose: "login", ip: null, now: at(86_401) })).toMatchObject({
        reason: "budget-exceeded",
      });
      expect(await sendOtp({ phone: "9700000199", purpose: "login", ip: null, now: at(86_400 + 3600) })).toMatchObject({ ok: true });
    });
  });

  it("parallel sends to many numbers cannot overshoot it", async () => {
    await withEnv({ SMS_BUDGET_PER_HOUR: "5", LOG_LEVEL: "" }, async () => {
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) => sendOtp({ phone: `97000002${10 + i}`, purpose: "login", ip: null, now: T0 })),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(5);
      expect(results.filter((r) => !r.ok && r.reason === "budget-exceeded")).toHaveLength(7);
      expect(loggedErrors()).toHaveLength(7);
    });
  });

  it("pumping spends only the budget of numbers without an account: a returning customer still gets a code", async () => {
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
      await withEnv({ SMS_BUDGET_PER_HOUR: "3", SMS_BUDGET_KNOWN_PER_HOUR: "1", LOG_LEVEL: "" }, async () => {
        for (let i = 0; i < 3; i++) await send("login", at(i), `97000003${50 + i}`, `198.51.${100 + i}.1`);
        expect(await sendOtp({ phone: "9700000399", purpose: "login", ip: "192.0.2.1", now: at(10) })).toEqual({
          ok: false,
          reason: "budget-exceeded",
        });
        // The customer's sign-in, and then the same number deleting the account, are sent.
        expect(await sendOtp({ phone: "9700000501", purpose: "login", ip: "192.0.2.1", now: at(11) })).toMatchObject({ ok: true });
        expect(smsTo("9700000501")).toHaveLength(1);
        // Their own budget holds too, and its log line names it.
        expect(await sendOtp({ phone: "9700000502", purpose: "deletion", ip: "192.0.2.2", now: at(12) })).toEqual({
          ok: false,
          reason: "budget-exceeded",
        });
        expect(loggedErrors()).toEqual([
          expect.objectContaining({ audience: "unknown", window: "hour", sent: 3, budget: 3 }),
          expect.objectContaining({ audience: "known", window: "hour", sent: 1, budget: 1 }),
        ]);
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
      const { hours, budgets } = await smsSendsOverview(at(30));
      expect(hours).toHaveLength(24);
      expect(hours.at(-1)).toEqual({ start: new Date("2031-05-01T06:00:00Z"), known: 1, unknown: 1 });
      expect(hours.at(-2)).toEqual({ start: new Date("2031-05-01T05:00:00Z"), known: 0, unknown: 1 });
      expect(hours.at(-3)).toEqual({ start: new Date("2031-05-01T04:00:00Z"), known: 0, unknown: 1 });
      expect(budgets).toEqual([
        { audience: "known", hour: { sent: 1, budget: 1000 }, day: { sent: 1, budget: 10_000 } },
        { audience: "unknown", hour: { sent: 2, budget: 1000 }, day: { sent: 3, budget: 10_000 } },
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
      expect(await sendOtp({ phone: "9700000301", purpose: "login", ip: "192.0.2.9", now: at(120) })).toEqual({
        ok: false,
        reason: "phone-limit",
      });
    });
  });
});

describe("the per-network cap on numbers without an account", () => {
  it("counts an IPv4 /24 and an IPv6 /48 as one network, and leaves numbers with an account out", async () => {
    const db = await getDb();
    await db.deleteFrom("customers").where("mobile", "=", "9700000601").execute();
    await db.insertInto("customers").values({ mobile: "9700000601", firstName: "Asha" }).execute();
    try {
      await withEnv({ OTP_SENDS_PER_NETWORK_PER_HOUR: "3" }, async () => {
        for (let i = 0; i < 3; i++) await send("login", at(i), `97000006${10 + i}`, `198.51.100.${i + 1}`);
        expect(await sendOtp({ phone: "9700000699", purpose: "login", ip: "198.51.100.200", now: at(5) })).toEqual({
          ok: false,
          reason: "address-limit",
        });
        expect(smsTo("9700000699")).toHaveLength(0);
        expect(await sendOtp({ phone: "9700000699", purpose: "login", ip: "198.51.101.1", now: at(6) })).toMatchObject({ ok: true });
        expect(await sendOtp({ phone: "9700000601", purpose: "login", ip: "198.51.100.9", now: at(7) })).toMatchObject({ ok: true });

        // IPv6 addresses arrive as their /64 (rateLimitKey): three /64s of one /48 fill it.
        for (let i = 0; i < 3; i++) await send("login", at(10 + i), `97000006${20 + i}`, `2001:db8:7:${i + 1}::/64`);
        expect(await sendOtp({ phone: "9700000698", purpose: "login", ip: "2001:db8:7:ff::/64", now: at(15) })).toEqual({
          ok: false,
          reason: "address-limit",
        });
        expect(await sendOtp({ phone: "9700000698", purpose: "login", ip: "2001:db8:8:1::/64", now: at(16) })).toMatchObject({ ok: true });
      });
    } finally {
      await db.deleteFrom("customers").where("mobile", "=", "9700000601").execute();
    }
  });

  it("defaults to 120 an hour", () => {
    expect(parseEnv({ DATA_DIR: env().dataDir, NODE_ENV: "test" }).OTP_SENDS_PER_NETWORK_PER_HOUR).toBe(120);
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
    expect(smsTo(hindiCustomer).at(-1)!.text).toContain("अकाउंट हटाने");

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
