import { describe, expect, it } from "vitest";

import {
  completeAdminSignIn,
  getAdmin,
  getPendingAdmin,
  startPendingAdminSession,
  takeRecoveryCodesForDisplay,
} from "~/infra/admin-session.server";
import { getDb } from "~/infra/db.server";
import { totpCode } from "~/infra/totp.server";
import { attemptAdminLogin, hashPassword, SCRYPT_PARAMS, slowDownMs, upsertAdmin } from "~/services/admin-accounts.server";
import {
  beginEnrolment,
  confirmEnrolment,
  RECOVERY_CODE_COUNT,
  setAdminTotpSecret,
  verifySecondFactor,
} from "~/services/admin-second-factor.server";

let counter = 0;
function freshEmail() {
  counter += 1;
  return `admin-${Date.now().toString(36)}-${counter}@example.in`;
}
let addressCounter = 0;
function freshAddress() {
  addressCounter += 1;
  return `203.0.113.${(Date.now() + addressCounter) % 250}-${addressCounter}`;
}

function requestWith(setCookie: string) {
  return new Request("http://localhost/admin", { headers: { Cookie: setCookie.split(";")[0] } });
}

async function signedInCookie(adminId: number) {
  return (await completeAdminSignIn(new Request("http://localhost/"), adminId)).split(";")[0];
}

describe("administrator passwords", () => {
  it("are hashed with scrypt at N=2^17, r=8, p=1", async () => {
    const email = freshEmail();
    await upsertAdmin(email, "a long enough password");
    const db = await getDb();
    const row = await db.selectFrom("admins").select("passwordHash").where("email", "=", email).executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(SCRYPT_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
  });

  it("an older, weaker hash is upgraded at the next successful sign-in", async () => {
    const email = freshEmail();
    const db = await getDb();
    await db
      .insertInto("admins")
      .values({ email, passwordHash: await hashPassword("the old password", { N: 2 ** 14, r: 8, p: 1 }) })
      .execute();
    const result = await attemptAdminLogin(email, "the old password", freshAddress());
    expect(result.ok).toBe(true);
    const row = await db.selectFrom("admins").select("passwordHash").where("email", "=", email).executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^scrypt\$131072\$/);
    expect((await attemptAdminLogin(email, "the old password", freshAddress())).ok).toBe(true);
  });
});

describe("administrator sign-in limits", () => {
  it("twenty parallel wrong passwords from one address: five are checked, fifteen refused", async () => {
    const email = freshEmail();
    await upsertAdmin(email, "the right password");
    const ip = freshAddress();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => attemptAdminLogin(email, `wrong ${i}`, ip)));
    const failed = results.filter((r) => !r.ok && r.reason === "failed").length;
    const locked = results.filter((r) => !r.ok && r.reason === "locked").length;
    expect(failed).toBe(5);
    expect(locked).toBe(15);
    // Even the right password is refused from that address now, without being checked…
    expect(await attemptAdminLogin(email, "the right password", ip)).toEqual({ ok: false, reason: "locked" });
    // …but the real administrator elsewhere is not locked out.
    const elsewhere = await attemptAdminLogin(email, "the right password", freshAddress());
    expect(elsewhere.ok).toBe(true);
  });

  it("failures from other addresses slow an address down, never lock it", async () => {
    expect(slowDownMs(0)).toBe(0);
    expect(slowDownMs(5)).toBe(0);
    expect(slowDownMs(6)).toBe(200);
    expect(slowDownMs(1000)).toBe(3000);
  });

  it("records successful and failed sign-ins in the audit log with the address", async () => {
    const email = freshEmail();
    const { id } = await upsertAdmin(email, "the right password");
    const ip = freshAddress();
    await attemptAdminLogin(email, "wrong", ip);
    await attemptAdminLogin(email, "the right password", ip);
    const db = await getDb();
    const rows = await db.selectFrom("auditLog").select(["adminId", "action", "ip"]).where("ip", "=", ip).orderBy("id").execute();
    expect(rows).toEqual([
      { adminId: id, action: "admin.login.failed", ip },
      { adminId: id, action: "admin.login.password", ip },
    ]);
  });
});

describe("administrator sessions end when the password or second factor changes", () => {
  it("a new password ends every session of that administrator; the same password ends none", async () => {
    const email = freshEmail();
    const { id } = await upsertAdmin(email, "first password!");
    const laptop = await signedInCookie(id);
    const phone = await signedInCookie(id);
    expect(await getAdmin(requestWith(laptop))).toEqual({ id, email });

    expect((await upsertAdmin(email, "first password!")).changed).toBe(false);
    expect(await getAdmin(requestWith(laptop))).not.toBeNull();

    expect((await upsertAdmin(email, "second password!")).changed).toBe(true);
    expect(await getAdmin(requestWith(laptop))).toBeNull();
    expect(await getAdmin(requestWith(phone))).toBeNull();
  });

  it("a new second factor ends every session of that administrator", async () => {
    const email = freshEmail();
    const { id } = await upsertAdmin(email, "a password here");
    expect((await setAdminTotpSecret(id, "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP")).changed).toBe(true);
    const cookie = await signedInCookie(id);
    expect((await setAdminTotpSecret(id, "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP")).changed).toBe(false);
    expect(await getAdmin(requestWith(cookie))).not.toBeNull();
    expect((await setAdminTotpSecret(id, "KRUGS4ZANFZSAYJAONSWG4TFOQQGW33Z")).changed).toBe(true);
    expect(await getAdmin(requestWith(cookie))).toBeNull();
  });

  it("after the password alone the session opens no admin page", async () => {
    const email = freshEmail();
    const { id } = await upsertAdmin(email, "a password here");
    const cookie = (await startPendingAdminSession(new Request("http://localhost/"), id, "second-factor", "/admin/reports")).split(";")[0];
    expect(await getAdmin(requestWith(cookie))).toBeNull();
    expect(await getPendingAdmin(requestWith(cookie))).toEqual({ adminId: id, stage: "second-factor", next: "/admin/reports" });
    // Ten minutes later the half-made session no longer counts.
    expect(await getPendingAdmin(requestWith(cookie), Date.now() + 10 * 60_000 + 1)).toBeNull();
  });
});

describe("the second factor", () => {
  async function enrolled() {
    const email = freshEmail();
    const { id } = await upsertAdmin(email, "a password here");
    const { secret } = await beginEnrolment(id);
    const now = new Date();
    const result = await confirmEnrolment(id, totpCode(secret, now), null, now);
    if (!result.ok) throw new Error("enrolment failed");
    return { id, secret, recoveryCodes: result.recoveryCodes, enrolledAt: now };
  }

  it("enrolment shows the same secret until confirmed, with a QR code drawn on the server", async () => {
    const { id } = await upsertAdmin(freshEmail(), "a password here");
    const first = await beginEnrolment(id);
    const again = await beginEnrolment(id);
    expect(first.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(again.secret).toBe(first.secret);
    expect(first.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(first.uri).toContain(`secret=${first.secret}`);
    expect((await confirmEnrolment(id, "000000", null)).ok).toBe(false);
  });

  it("enrolment stores the secret encrypted and gives ten single-use recovery codes", async () => {
    const { id, secret, recoveryCodes } = await enrolled();
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    const db = await getDb();
    const row = await db.selectFrom("admins").select(["totpSecret", "totpPendingSecret"]).where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.totpSecret).not.toContain(secret);
    expect(row.totpPendingSecret).toBeNull();
    const stored = await db.selectFrom("adminRecoveryCodes").select("codeHash").where("adminId", "=", id).execute();
    expect(stored.map((r) => r.codeHash)).not.toContain(recoveryCodes[0]);
  });

  it("a code is accepted once: the same code again is refused, the next step's code works", async () => {
    const { id, secret, enrolledAt } = await enrolled();
    // The enrolment used this step's code; it cannot sign in again.
    expect(await verifySecondFactor(id, totpCode(secret, enrolledAt), null, enrolledAt)).toEqual({ ok: false, reason: "wrong-code" });
    const later = new Date(enrolledAt.getTime() + 30_000);
    const code = totpCode(secret, later);
    expect((await verifySecondFactor(id, code, null, later)).ok).toBe(true);
    expect((await verifySecondFactor(id, code, null, later)).ok).toBe(false);
  });

  it("two parallel requests with the same code: only one signs in", async () => {
    const { id, secret, enrolledAt } = await enrolled();
    const later = new Date(enrolledAt.getTime() + 30_000);
    const code = totpCode(secret, later);
    const results = await Promise.all([1, 2, 3].map(() => verifySecondFactor(id, code, null, later)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });

  it("a recovery code signs in once, whatever its case or dashes", async () => {
    const { id, recoveryCodes } = await enrolled();
    const typed = recoveryCodes[3].toUpperCase().replace(/-/g, " ");
    expect(await verifySecondFactor(id, typed, null)).toEqual({ ok: true, usedRecoveryCode: true, recoveryCodesLeft: 9 });
    expect(await verifySecondFactor(id, recoveryCodes[3], null)).toEqual({ ok: false, reason: "wrong-code" });
  });

  it("five wrong codes in 15 minutes from one address stop that address's tries, even a right one; other addresses are untouched", async () => {
    const { id, secret, enrolledAt } = await enrolled();
    const later = new Date(enrolledAt.getTime() + 60_000);
    for (let i = 0; i < 5; i++) expect((await verifySecondFactor(id, "123456", "198.51.100.1", later)).ok).toBe(false);
    expect(await verifySecondFactor(id, totpCode(secret, later), "198.51.100.1", later)).toEqual({ ok: false, reason: "locked" });
    // The administrator at their own address signs in with the next code.
    const next = new Date(later.getTime() + 30_000);
    expect(await verifySecondFactor(id, totpCode(secret, next), "192.0.2.44", next)).toMatchObject({ ok: true });
    // The window passes for the locked address too.
    const after = new Date(later.getTime() + 16 * 60_000);
    expect(await verifySecondFactor(id, totpCode(secret, after), "198.51.100.1", after)).toMatchObject({ ok: true });
  });

  it("a locked address still takes a recovery code, and only a right one", async () => {
    const { id, recoveryCodes, enrolledAt } = await enrolled();
    const later = new Date(enrolledAt.getTime() + 60_000);
    for (let i = 0; i < 5; i++) await verifySecondFactor(id, "123456", "198.51.100.2", later);
    expect(await verifySecondFactor(id, "aaaa-bbbb-cccc-dddd", "198.51.100.2", later)).toEqual({ ok: false, reason: "locked" });
    expect(await verifySecondFactor(id, recoveryCodes[3], "198.51.100.2", later)).toMatchObject({ ok: true, usedRecoveryCode: true });
  });

  it("the recovery codes are kept for their page in the session on the server, encrypted, and shown once", async () => {
    const { id, recoveryCodes } = await enrolled();
    const setCookie = await completeAdminSignIn(new Request("http://localhost/"), id, { recoveryCodes, next: "/admin/reports" });
    for (const code of recoveryCodes) expect(setCookie).not.toContain(code);
    const db = await getDb();
    const rows = await db.selectFrom("sessions").select("data").where("adminId", "=", id).execute();
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows[0].data);
    expect(stored).toContain("recoveryCodes");
    for (const code of recoveryCodes) expect(stored).not.toContain(code);

    const shown = await takeRecoveryCodesForDisplay(requestWith(setCookie));
    expect(shown).toMatchObject({ codes: recoveryCodes, next: "/admin/reports" });
    expect(await takeRecoveryCodesForDisplay(requestWith(setCookie))).toBeNull();
    expect(
      JSON.stringify((await db.selectFrom("sessions").select("data").where("adminId", "=", id).executeTakeFirstOrThrow()).data),
    ).not.toContain("recoveryCodes");
    expect(await getAdmin(requestWith(setCookie))).toMatchObject({ id });
  });
});

describe("views of personal data are audited", () => {
  it("every view of an application's personal and bank data is logged with the admin and the address", async () => {
    const { getApplication } = await import("~/features/admin/admin-review.server");
    const { id: adminId } = await upsertAdmin(freshEmail(), "a password here");
    const db = await getDb();
    const astrologer = await db
      .insertInto("astrologers")
      .values({ mobile: `7${String(Date.now()).slice(-9)}`, firstName: "Audited" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const ip = freshAddress();
    expect(await getApplication(astrologer.id, { adminId, ip })).not.toBeNull();
    expect(await getApplication(astrologer.id, { adminId, ip })).not.toBeNull();
    const rows = await db
      .selectFrom("auditLog")
      .select(["adminId", "action", "targetId", "ip"])
      .where("action", "=", "application.view")
      .where("targetId", "=", String(astrologer.id))
      .execute();
    expect(rows).toEqual([
      { adminId, action: "application.view", targetId: String(astrologer.id), ip },
      { adminId, action: "application.view", targetId: String(astrologer.id), ip },
    ]);
  });
});
