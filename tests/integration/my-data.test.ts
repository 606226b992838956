import fs from "node:fs";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { verhoeffCheckDigit } from "~/domain/bank";
import { type DataSection, formatDataValue, type PersonalData, personalDataFile } from "~/domain/my-data";
import { personalDataFileName, personalDataOf } from "~/features/account/my-data.server";
import { sendOtp, verifyOtp } from "~/features/account/otp.server";
import { rememberDevice } from "~/features/account/remembered-devices.server";
import { endSignIn, signInsOf } from "~/features/account/sign-ins.server";
import { getApplication, getDocumentForAdmin, rejectApplication } from "~/features/admin/admin-review.server";
import { getDb } from "~/infra/db.server";
import { env } from "~/infra/env.server";
import { commitVisitorSession, getVisitorSession, isLoggedIn, logInCustomer, renewVisitorSession } from "~/infra/session.server";
import type { SessionClient } from "~/infra/session-store.server";
import { translator } from "~/locales/i18n";
import { registerCustomer } from "~/services/customers.server";
import { registerAstrologer, saveBankDetails, saveDocuments } from "~/services/onboarding.server";

import { astrologerRegistration, bankDetails } from "../support/applications";
import { createTestAdmin, removeTestAdmin } from "../support/test-admin";

const t = translator("en");

// The right of access and "Where you are signed in" (decision 069), on a real database: what a
// person's data holds, what it never shows, and that ending a sign-in ends that one only.

const ASHA = "7000069001";
const OTHER = "7000069002";
const KAVYA = "7000069003";
const SOMEONE = "7000069004";
const PHONES = [ASHA, OTHER, KAVYA, SOMEONE];

const aadhaarBase = "62345678901";
const AADHAAR = aadhaarBase + verhoeffCheckDigit(aadhaarBase);
const PAN = "ABCDE1234F";
const ACCOUNT = "000123456789";

const ANDROID_CHROME: SessionClient = {
  userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  maskedAddress: "203.0.113.x",
};
const WINDOWS_FIREFOX: SessionClient = {
  userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0",
  maskedAddress: "198.51.100.x",
};

async function clean() {
  const db = await getDb();
  await db.deleteFrom("sessions").where("phone", "in", PHONES).execute();
  await db.deleteFrom("otpChallenges").where("phone", "in", PHONES).execute();
  await db.deleteFrom("customers").where("mobile", "in", PHONES).execute();
  const astrologers = await db.selectFrom("astrologers").select("id").where("mobile", "in", PHONES).execute();
  if (astrologers.length > 0) {
    const ids = astrologers.map((a) => String(a.id));
    await db.deleteFrom("auditLog").where("targetType", "=", "astrologer").where("targetId", "in", ids).execute();
  }
  await db.deleteFrom("outboxMessages").where("recipient", "=", "kavya@example.in").execute();
  await db.deleteFrom("astrologers").where("mobile", "in", PHONES).execute();
}

function lastCodeSentTo(phone: string): string {
  const lines = fs.readFileSync(path.join(env().dataDir, "outbox.jsonl"), "utf8").trim().split("\n");
  const sms = lines
    .map((l) => JSON.parse(l))
    .filter((m) => m.channel === "sms" && m.to === `+91${phone}`)
    .at(-1);
  return /\b(\d{4})\b/.exec(sms.text)![1];
}

const requestWith = (cookie: string) => new Request("http://localhost/", { headers: { Cookie: cookie } });

/** A customer signed in on a device, as the OTP and login steps leave the session. */
async function signIn(phone: string, customerId: number, client: SessionClient): Promise<{ cookie: string; id: string }> {
  const typed = await getVisitorSession(new Request("http://localhost/"));
  typed.set("phoneNumber", phone);
  const verified = await renewVisitorSession(typed, client);
  verified.set("isOtpVerified", true);
  verified.set("otpVerifiedAt", Date.now());
  const cookie = (await commitVisitorSession(await logInCustomer(verified, customerId, client)))!.split(";")[0];
  return { cookie, id: (await getVisitorSession(requestWith(cookie))).id };
}

const section = (data: PersonalData, id: string): DataSection => {
  const found = data.sections.find((s) => s.id === id);
  if (!found) throw new Error(`no section ${id}; sections: ${data.sections.map((s) => s.id).join(", ")}`);
  return found;
};
const valuesOf = (s: DataSection, record = 0) => Object.fromEntries(s.records[record].fields.map((f) => [f.key, f.value]));

let adminId: number;
let asha: { id: number };
let other: { id: number };
let kavyaId: number;
let someoneId: number;

beforeAll(async () => {
  await clean();
  adminId = await createTestAdmin("mydata");
  asha = await registerCustomer({
    mobile: ASHA,
    firstName: "Asha",
    lastName: "Devi Rao",
    gender: "F",
    dob: "1990-04-21",
    timeOfBirth: "06:45:00",
    birthPlace: "Pune",
    email: "asha@example.in",
    pinCode: "411001",
  });
  other = await registerCustomer({ mobile: OTHER, firstName: "Bhavesh", lastName: "Other", email: "bhavesh@example.in" });

  // Kavya of Pune, as the download shows her.
  const registration = {
    age: 41,
    address: "8 Temple Street",
    state: "Maharashtra",
    stateId: 4008,
    city: "Pune",
    cityId: 133024,
    pinCode: "411001",
    languages: "Marathi, Konkani",
  };
  kavyaId = await registerAstrologer(astrologerRegistration(KAVYA, { ...registration, fullName: "Kavya Raman" }));
  someoneId = await registerAstrologer(
    astrologerRegistration(SOMEONE, { ...registration, fullName: "Someone Different", email: "someone@example.in" }),
  );
  const bank = { aadhaar: AADHAAR, pan: PAN, accountNumber: ACCOUNT, bankName: "" };
  await saveBankDetails(kavyaId, bankDetails(KAVYA, { ...bank, accountHolderName: "Kavya Raman" }));
  await saveBankDetails(someoneId, bankDetails(SOMEONE, { ...bank, accountHolderName: "Someone Different" }));
  const pdf = {
    kind: "pan_card" as const,
    content: new Uint8Array([37, 80, 68, 70]),
    originalName: "pan.pdf",
    contentType: "application/pdf",
    sizeBytes: 48_213,
  };
  await saveDocuments(kavyaId, [pdf]);
  const [stored] = await (await getDb()).selectFrom("astrologerDocuments").select("id").where("astrologerId", "=", kavyaId).execute();
  await getApplication(kavyaId, { adminId, ip: "192.0.2.44" });
  await getDocumentForAdmin(adminId, stored.id, "192.0.2.44");
  await rejectApplication(adminId, kavyaId, "The PAN card photo is blurred.");
  await getApplication(someoneId, { adminId, ip: "192.0.2.44" });
});

afterAll(async () => {
  await clean();
  await removeTestAdmin(adminId);
});

describe("a customer's data", () => {
  it("holds their profile and birth details, their photo's private address, their sign-ins and the codes sent to them", async () => {
    const here = await signIn(ASHA, asha.id, ANDROID_CHROME);
    await signIn(ASHA, asha.id, WINDOWS_FIREFOX);
    const sent = await sendOtp({ phone: ASHA, purpose: "deletion", ip: "203.0.113.9" });
    expect(sent.ok).toBe(true);

    const data = await personalDataOf({ phone: ASHA, sessionId: here.id });
    expect(data.sections.map((s) => s.id)).toEqual([
      "profile",
      "profile-photo",
      "sessions",
      "otp-codes",
      "remembered-devices",
      "activity",
      "consents",
      "grievances",
      "kept-charts",
    ]);
    expect(valuesOf(section(data, "profile"))).toMatchObject({
      name: "Asha Devi Rao",
      mobile: ASHA,
      email: "asha@example.in",
      gender: "Female",
      dateOfBirth: "1990-04-21",
      timeOfBirth: "06:45",
      placeOfBirth: "Pune",
      pinCode: "411001",
    });
    expect(section(data, "profile-photo").records).toEqual([]);

    const sessions = section(data, "sessions").records.map((r) => Object.fromEntries(r.fields.map((f) => [f.key, f.value])));
    expect(sessions).toHaveLength(2);
    expect(sessions).toContainEqual(expect.objectContaining({ device: "Chrome on Android", place: "from 203.0.113.x", thisDevice: true }));
    expect(sessions).toContainEqual(
      expect.objectContaining({ device: "Firefox on Windows", place: "from 198.51.100.x", thisDevice: false }),
    );
    for (const s of sessions) expect(Date.now() - new Date(String(s.lastUsedAt)).getTime()).toBeLessThan(60_000);

    const codes = section(data, "otp-codes").records.map((r) => Object.fromEntries(r.fields.map((f) => [f.key, f.value])));
    expect(codes[0]).toMatchObject({ purpose: "Deleting your account", used: false, wrongTries: 0 });
    const file = JSON.stringify(personalDataFile(data));
    const db = await getDb();
    const rows = await db.selectFrom("otpChallenges").select(["codeHash", "ip"]).where("phone", "=", ASHA).execute();
    for (const row of rows) {
      expect(file).not.toContain(row.codeHash);
      expect(file).not.toContain(row.ip);
    }
  });

  it("says a code was used once it was, and how many wrong codes were typed", async () => {
    const sent = await sendOtp({ phone: ASHA, purpose: "login", ip: null });
    if (!sent.ok) throw new Error(sent.reason);
    const code = lastCodeSentTo(ASHA);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, "0");
    expect(await verifyOtp({ challengeId: sent.challengeId, phone: ASHA, purpose: "login", code: wrong })).toMatchObject({ ok: false });
    expect(await verifyOtp({ challengeId: sent.challengeId, phone: ASHA, purpose: "login", code })).toEqual({ ok: true });
    const codes = section(await personalDataOf({ phone: ASHA, sessionId: undefined }), "otp-codes");
    expect(valuesOf(codes, 0)).toMatchObject({ purpose: "Signing in", used: true, wrongTries: 1 });
    // The times are ISO instants whose digits may hold any four-digit run; the code must appear nowhere else.
    const file = JSON.stringify(personalDataFile({ generatedAt: "", sections: [codes] }));
    expect(file.replace(/"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z"/g, '"<instant>"')).not.toContain(code);
  });

  it("lists the browsers remembered for signing in, without their key, and says which codes were withheld", async () => {
    const deviceId = "d".repeat(43);
    await rememberDevice({ phone: ASHA, deviceId, now: new Date("2026-11-01T10:00:00Z") });
    await rememberDevice({ phone: ASHA, deviceId, now: new Date("2026-11-20T10:00:00Z") });
    const db = await getDb();
    await db.updateTable("otpChallenges").set({ withheld: true }).where("phone", "=", ASHA).execute();
    const data = await personalDataOf({ phone: ASHA, sessionId: undefined });
    expect(valuesOf(section(data, "remembered-devices"))).toEqual({
      firstSignIn: "2026-11-01T10:00:00.000Z",
      lastSignIn: "2026-11-20T10:00:00.000Z",
    });
    expect(valuesOf(section(data, "otp-codes"))).toMatchObject({ withheld: true });
    const file = JSON.stringify(personalDataFile(data));
    const { deviceHash } = await db.selectFrom("otpDevices").select("deviceHash").where("phone", "=", ASHA).executeTakeFirstOrThrow();
    expect(file).not.toContain(deviceHash);
    expect(file).not.toContain(deviceId);
    await db.deleteFrom("otpDevices").where("phone", "=", ASHA).execute();
  });

  it("never carries a session's id or the hash the table keys it by, and nothing of another customer", async () => {
    const here = await signIn(ASHA, asha.id, ANDROID_CHROME);
    await signIn(OTHER, other.id, ANDROID_CHROME);
    const file = JSON.stringify(personalDataFile(await personalDataOf({ phone: ASHA, sessionId: here.id })));
    const db = await getDb();
    const hashes = await db.selectFrom("sessions").select(["idHash", "publicId"]).where("phone", "in", [ASHA, OTHER]).execute();
    expect(hashes.length).toBeGreaterThan(1);
    for (const row of hashes) {
      expect(file).not.toContain(row.idHash);
      expect(file).not.toContain(row.publicId);
    }
    expect(file).not.toContain(here.id);
    expect(file).not.toContain("Bhavesh");
    expect(file).not.toContain(OTHER);
  });

  it("names the file after the brand and India's date", () => {
    expect(personalDataFileName(new Date("2026-11-22T20:00:00Z"))).toBe("grahavani-my-data-2026-11-23.json");
  });
});

describe("an astrologer applicant's data", () => {
  it("holds the application, its history with the reason, the documents listed, and what administrators did, naming none of them", async () => {
    const data = await personalDataOf({ phone: KAVYA, sessionId: undefined });
    expect(data.sections.map((s) => s.id)).toEqual([
      "astrologer-application",
      "review-history",
      "bank-details",
      "documents",
      "sessions",
      "otp-codes",
      "remembered-devices",
      "activity",
      "consents",
      "grievances",
    ]);
    expect(valuesOf(section(data, "astrologer-application"))).toMatchObject({
      name: "Kavya Raman",
      status: "Rejected",
      rejectionReason: "The PAN card photo is blurred.",
      languages: "Marathi, Konkani",
    });
    const history = section(data, "review-history").records.map((r) => Object.fromEntries(r.fields.map((f) => [f.key, f.value])));
    expect(history.map((h) => h.what)).toEqual(["You submitted your application", "Your application was not approved"]);
    expect(history[1].reason).toBe("The PAN card photo is blurred.");
    expect(valuesOf(section(data, "documents"))).toMatchObject({ document: "PAN Card", type: "PDF", size: 48_213 });
    expect(
      formatDataValue(
        section(data, "documents").records[0].fields.find((f) => f.key === "size")!,
        t,
      ),
    ).toBe("47 KB");
    const activity = section(data, "activity").records.map((r) => Object.fromEntries(r.fields.map((f) => [f.key, f.value])));
    expect(activity.map((a) => a.what)).toEqual([
      "An administrator viewed your application",
      "An administrator opened one of your documents",
      "An administrator did not approve your application",
    ]);
    expect(activity[1].document).toBe("PAN Card");

    const file = JSON.stringify(personalDataFile(data));
    const db = await getDb();
    const admin = await db.selectFrom("admins").select("email").where("id", "=", adminId).executeTakeFirstOrThrow();
    expect(file).not.toContain(admin.email);
    expect(file).not.toContain("192.0.2.44");
    expect(file).not.toContain("Someone Different");
  });

  it("shows Aadhaar, PAN and account numbers by their last four characters only", async () => {
    const data = await personalDataOf({ phone: KAVYA, sessionId: undefined });
    expect(valuesOf(section(data, "bank-details"))).toMatchObject({
      accountHolderName: "Kavya Raman",
      accountNumber: `XXXX XXXX ${ACCOUNT.slice(-4)}`,
      aadhaarNumber: `XXXX XXXX ${AADHAAR.slice(-4)}`,
      panNumber: "XXXXXX234F",
      ifsc: "SBIN0000001",
    });
    const file = JSON.stringify(personalDataFile(data));
    for (const secret of [AADHAAR, AADHAAR.slice(0, 8), PAN, PAN.slice(0, 6), ACCOUNT, ACCOUNT.slice(0, 8)])
      expect(file).not.toContain(secret);
    const db = await getDb();
    const stored = await db.selectFrom("astrologerBankDetails").selectAll().where("astrologerId", "=", kavyaId).executeTakeFirstOrThrow();
    for (const sealed of [stored.aadhaarEncrypted, stored.panEncrypted, stored.accountNumberEncrypted]) expect(file).not.toContain(sealed);
  });
});

describe("where a customer is signed in", () => {
  it("lists each live sign-in of the number with its device, place and last use, this one marked, and not one typed but never verified", async () => {
    const db = await getDb();
    await db.deleteFrom("sessions").where("phone", "=", ASHA).execute();
    const here = await signIn(ASHA, asha.id, ANDROID_CHROME);
    await signIn(ASHA, asha.id, WINDOWS_FIREFOX);
    const typedOnly = await getVisitorSession(new Request("http://localhost/"));
    typedOnly.set("phoneNumber", ASHA);
    await commitVisitorSession(typedOnly);

    const signIns = await signInsOf(ASHA, here.id);
    expect(signIns.map((s) => [s.device, s.place, s.current])).toEqual(
      expect.arrayContaining([
        ["Chrome on Android", "from 203.0.113.x", true],
        ["Firefox on Windows", "from 198.51.100.x", false],
      ]),
    );
    expect(signIns).toHaveLength(2);
    for (const s of signIns) expect(s.handle).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("ends only the sign-in whose End was pressed; its cookie opens nothing from the next request on", async () => {
    const db = await getDb();
    await db.deleteFrom("sessions").where("phone", "=", ASHA).execute();
    const here = await signIn(ASHA, asha.id, ANDROID_CHROME);
    const there = await signIn(ASHA, asha.id, WINDOWS_FIREFOX);
    // Read once, so the embedded database remembers it (session-reads.server.ts).
    expect(isLoggedIn(await getVisitorSession(requestWith(there.cookie)))).toBe(true);

    const handle = (await signInsOf(ASHA, here.id)).find((s) => !s.current)!.handle;
    expect(await endSignIn(ASHA, handle, here.id)).toEqual({ ended: true, current: false, device: "Firefox on Windows" });
    expect(isLoggedIn(await getVisitorSession(requestWith(there.cookie)))).toBe(false);
    expect(isLoggedIn(await getVisitorSession(requestWith(here.cookie)))).toBe(true);
    expect((await signInsOf(ASHA, here.id)).map((s) => s.device)).toEqual(["Chrome on Android"]);
    expect(await endSignIn(ASHA, handle, here.id)).toEqual({ ended: false });
  });

  it("ends nothing when a customer posts another customer's handle, or one made up", async () => {
    const mine = await signIn(ASHA, asha.id, ANDROID_CHROME);
    const theirs = await signIn(OTHER, other.id, WINDOWS_FIREFOX);
    const theirHandle = (await signInsOf(OTHER, theirs.id)).find((s) => s.current)!.handle;

    expect(await endSignIn(ASHA, theirHandle, mine.id)).toEqual({ ended: false });
    expect(await endSignIn(ASHA, "' or 1=1 --", mine.id)).toEqual({ ended: false });
    expect(await endSignIn(ASHA, "00000000-0000-0000-0000-000000000000", mine.id)).toEqual({ ended: false });
    expect(isLoggedIn(await getVisitorSession(requestWith(theirs.cookie)))).toBe(true);
    expect((await signInsOf(OTHER, theirs.id)).map((s) => s.handle)).toContain(theirHandle);
  });

  it("says when the sign-in ended was the one asking, so the page logs it out", async () => {
    const here = await signIn(ASHA, asha.id, ANDROID_CHROME);
    const own = (await signInsOf(ASHA, here.id)).find((s) => s.current)!;
    expect(await endSignIn(ASHA, own.handle, here.id)).toEqual({ ended: true, current: true, device: "Chrome on Android" });
    expect(isLoggedIn(await getVisitorSession(requestWith(here.cookie)))).toBe(false);
  });

  it("records the device of the latest renewal", async () => {
    const here = await signIn(ASHA, asha.id, ANDROID_CHROME);
    const again = await renewVisitorSession(await getVisitorSession(requestWith(here.cookie)), WINDOWS_FIREFOX);
    const cookie = (await commitVisitorSession(again))!.split(";")[0];
    const id = (await getVisitorSession(requestWith(cookie))).id;
    const current = (await signInsOf(ASHA, id)).find((s) => s.current)!;
    expect(current.device).toBe("Firefox on Windows");
  });
});
