import fs from "node:fs";
import path from "node:path";

import { beforeEach, describe, expect, it } from "vitest";

import { OTP_SEND_CAPS } from "~/domain/otp-caps";
import { OTP_POLICY, resendOtp, sendOtp, verifyOtp } from "~/features/account/otp.server";
import { getDb } from "~/infra/db.server";
import { env } from "~/infra/env.server";

const PHONE = "9812345670";
const IP = "203.0.113.7";

function lastCodeSentTo(phone: string): string {
  const file = path.join(env().dataDir, "outbox.jsonl");
  const lines = fs
    .readFileSync(file, "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));
  const sms = lines.filter((l) => l.channel === "sms" && l.to === `+91${phone}`).at(-1);
  const codes = sms.text.match(/\b\d{4}\b/g);
  expect(codes).toHaveLength(1);
  return codes[0];
}

async function send(phone = PHONE, purpose: "login" | "deletion" = "login", ip: string | null = IP, now?: Date) {
  const result = await sendOtp({ phone, purpose, ip, now });
  if (!result.ok) throw new Error(`send failed: ${result.reason}`);
  return { challengeId: result.challengeId, code: lastCodeSentTo(phone) };
}

const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, "0");

beforeEach(async () => {
  const db = await getDb();
  await db.deleteFrom("otpChallenges").execute();
  await db.deleteFrom("otpSendCounts").execute();
});

describe("one-time passwords", () => {
  it("sends a 4-digit code by SMS and stores only its hash", async () => {
    const { challengeId, code } = await send();
    const db = await getDb();
    const row = await db.selectFrom("otpChallenges").selectAll().where("id", "=", challengeId).executeTakeFirstOrThrow();
    expect(row.codeHash).not.toContain(code);
    expect(row.codeHash.length).toBeGreaterThan(20);
    expect(row.phone).toBe(PHONE);
  });

  it("accepts the right code once", async () => {
    const { challengeId, code } = await send();
    expect(await verifyOtp({ challengeId, phone: PHONE, purpose: "login", code })).toEqual({ ok: true });
    expect(await verifyOtp({ challengeId, phone: PHONE, purpose: "login", code })).toEqual({ ok: false, reason: "not-found" });
  });

  it("a fourth wrong code finds the code dead, and the right one then fails", async () => {
    const { challengeId, code } = await send();
    const bad = wrong(code);
    expect(await verifyOtp({ challengeId, phone: PHONE, purpose: "login", code: bad })).toMatchObject({
      reason: "wrong-code",
      attemptsLeft: 2,
    });
    expect(await verifyOtp({ challengeId, phone: PHONE, purpose: "login", code: bad })).toMatchObject({
      reason: "wrong-code",
      attemptsLeft: 1,
    });
    expect(await verifyOtp({ challengeId, phone: PHONE, purpose: "login", code: bad })).toMatchObject({ reason: "too-many-attempts" });
    expect(await verifyOtp({ challengeId, phone: PHONE, purpose: "login", code: bad })).toMatchObject({ reason: "too-many-attempts" });
    expect(await verifyOtp({ challengeId, phone: PHONE, purpose: "login", code })).toMatchObject({
      ok: false,
      reason: "too-many-attempts",
    });
  });

  it("a code expires after its time", async () => {
    const start = new Date("2030-01-01T10:00:00Z");
    const { challengeId, code } = await send(PHONE, "login", IP, start);
    const late = new Date(start.getTime() + OTP_POLICY.ttlSeconds * 1000 + 1);
    expect(await verifyOtp({ challengeId, phone: PHONE, purpose: "login", code, now: late })).toMatchObject({ reason: "expired" });
  });

  it("a code sent for deletion does not log in, and one for another phone does not count", async () => {
    const { challengeId, code } = await send(PHONE, "deletion");
    expect(await verifyOtp({ challengeId, phone: PHONE, purpose: "login", code })).toMatchObject({ reason: "not-found" });
    expect(await verifyOtp({ challengeId, phone: "9812345671", purpose: "deletion", code })).toMatchObject({ reason: "not-found" });
    expect(await verifyOtp({ challengeId, phone: PHONE, purpose: "deletion", code })).toEqual({ ok: true });
  });

  it("refuses a resend before 59 seconds, sending nothing", async () => {
    const start = new Date();
    const { challengeId } = await send(PHONE, "login", IP, start);
    const db = await getDb();
    const before = await db.selectFrom("otpChallenges").select("id").execute();
    const early = await resendOtp({ challengeId, phone: PHONE, purpose: "login", ip: IP, now: new Date(start.getTime() + 30_000) });
    expect(early).toEqual({ ok: false, reason: "too-soon", secondsLeft: 29, held: true });
    expect(await db.selectFrom("otpChallenges").select("id").execute()).toHaveLength(before.length);
  });

  it("a resend after the wait replaces the code: the old one stops working", async () => {
    const start = new Date();
    const first = await send(PHONE, "login", IP, start);
    const resent = await resendOtp({
      challengeId: first.challengeId,
      phone: PHONE,
      purpose: "login",
      ip: IP,
      now: new Date(start.getTime() + 60_000),
    });
    if (!resent.ok) throw new Error("resend refused");
    const code = lastCodeSentTo(PHONE);
    expect(await verifyOtp({ challengeId: first.challengeId, phone: PHONE, purpose: "login", code: first.code })).toMatchObject({
      ok: false,
    });
    expect(await verifyOtp({ challengeId: resent.challengeId, phone: PHONE, purpose: "login", code })).toEqual({ ok: true });
  });

  it("refuses the sixth send for one phone from one network within an hour, and the eleventh in a day", async () => {
    const start = new Date("2030-02-01T08:00:00Z");
    for (let i = 0; i < 5; i++) await send(PHONE, "login", `198.51.100.${i}`, new Date(start.getTime() + i * 60_000));
    expect(await sendOtp({ phone: PHONE, purpose: "login", ip: "198.51.100.9", now: new Date(start.getTime() + 6 * 60_000) })).toEqual({
      ok: false,
      reason: "phone-limit",
    });
    const later = new Date(start.getTime() + 2 * 3600_000);
    for (let i = 0; i < 5; i++) await send(PHONE, "login", `198.51.100.${i}`, new Date(later.getTime() + i * 60_000));
    const next = new Date(start.getTime() + 4 * 3600_000);
    expect(await sendOtp({ phone: PHONE, purpose: "login", ip: "198.51.100.9", now: next })).toMatchObject({ reason: "phone-limit" });
  });

  it("caps sends from one address across many phones", async () => {
    const now = new Date("2030-03-01T08:00:00Z");
    for (let i = 0; i < OTP_SEND_CAPS.perAddressPerHour; i++) {
      await send(`98${String(10_000_000 + i)}`, "login", IP, now);
    }
    expect(await sendOtp({ phone: "9700000001", purpose: "login", ip: IP, now })).toEqual({ ok: false, reason: "address-limit" });
  });

  it("sends only to Indian mobile numbers", async () => {
    expect(await sendOtp({ phone: "5812345670", purpose: "login", ip: IP })).toEqual({ ok: false, reason: "invalid-phone" });
    expect(await sendOtp({ phone: "98123", purpose: "login", ip: IP })).toEqual({ ok: false, reason: "invalid-phone" });
  });

  it("codes are spread over all 10,000 values", async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) seen.add((await send(`97${String(10_000_000 + i)}`, "login", null)).code);
    expect(seen.size).toBeGreaterThan(15);
  });
});
