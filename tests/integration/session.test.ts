import { describe, expect, it } from "vitest";

import { PHONE_VERIFIED_MS, SESSION_LIFETIMES } from "~/domain/session-policy";
import { getDb } from "~/infra/db.server";
import {
  commitVisitorSession,
  destroyVisitorSession,
  endAllVisitorSessions,
  getVisitorSession,
  hasVerifiedPhone,
  isLoggedIn,
  readFlash,
  renewVisitorSession,
  setFlash,
} from "~/infra/session.server";
import { createSessionRow, purgeExpiredSessions, readSessionRow, updateSessionRow } from "~/infra/session-store.server";
import { deleteCustomerByMobile, registerCustomer } from "~/services/customers.server";

const DAY = 86_400_000;
const PHONE_BROWSER = { userAgent: "Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36", maskedAddress: "203.0.113.x" };

function requestWith(setCookie: string) {
  return new Request("http://localhost/", { headers: { Cookie: setCookie.split(";")[0] } });
}

let phoneCounter = 0;
function freshPhone() {
  phoneCounter += 1;
  return `98${String(Date.now() % 1e6).padStart(6, "0")}${String(phoneCounter).padStart(2, "0")}`;
}

async function loggedInCookie(phone: string): Promise<string> {
  const session = await getVisitorSession(new Request("http://localhost/"));
  session.set("phoneNumber", phone);
  session.set("isLoggedIn", true);
  session.set("customerId", 42);
  return (await commitVisitorSession(session))!.split(";")[0];
}

describe("visitor sessions on the server", () => {
  it("reads of one session at the same time share one answer, each its own copy; a read after a change sees it", async () => {
    const phone = freshPhone();
    const id = await createSessionRow("visitor", { step: 1, form: { name: "Asha" } }, { phone });
    const [root, route] = await Promise.all([readSessionRow("visitor", id), readSessionRow("visitor", id)]);
    expect(root?.data).toEqual({ step: 1, form: { name: "Asha" } });
    (route!.data.form as { name: string }).name = "changed by one loader";
    expect(root?.data).toEqual({ step: 1, form: { name: "Asha" } });

    // A read still under way when the session changes (here: still touching a session last seen
    // yesterday) is not handed to a read that starts after the change.
    await getDb().then((db) =>
      db
        .updateTable("sessions")
        .set({ lastSeenAt: new Date(Date.now() - DAY) })
        .where("phone", "=", phone)
        .execute(),
    );
    const before = readSessionRow("visitor", id);
    expect(await updateSessionRow("visitor", id, { step: 2 }, { phone })).toBe(true);
    const after = readSessionRow("visitor", id);
    expect((await before)?.data.step).toBe(1);
    expect((await after)?.data).toEqual({ step: 2 });
  });

  it("set an HttpOnly, SameSite=Lax cookie for the whole site that holds only a signed random id", async () => {
    const phone = freshPhone();
    const session = await getVisitorSession(new Request("http://localhost/"));
    session.set("phoneNumber", phone);
    session.set("isLoggedIn", true);
    const cookie = await commitVisitorSession(session);
    expect(cookie).toMatch(/^__session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    const value = decodeURIComponent(cookie!.split(";")[0].slice("__session=".length));
    const decoded = Buffer.from(value.slice(0, value.lastIndexOf(".")), "base64").toString("utf8");
    // The cookie's payload is the JSON of a 43-character random id: no number, no flags.
    expect(JSON.parse(decoded)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(value).not.toContain(phone);
    expect(decoded).not.toContain(phone);
    expect(decoded).not.toContain("isLoggedIn");
  });

  it("round-trips the keys the old app kept in localStorage", async () => {
    const again = await getVisitorSession(requestWith(await loggedInCookie(freshPhone())));
    expect(again.get("customerId")).toBe(42);
    expect(isLoggedIn(again)).toBe(true);
  });

  it("treats a tampered or made-up cookie as no session", async () => {
    const cookie = await loggedInCookie(freshPhone());
    const value = decodeURIComponent(cookie.slice("__session=".length));
    const forgedId = Buffer.from(JSON.stringify("A".repeat(43))).toString("base64");
    const forged = `__session=${encodeURIComponent(forgedId + value.slice(value.lastIndexOf(".")))}`;
    const read = await getVisitorSession(new Request("http://localhost/", { headers: { Cookie: forged } }));
    expect(read.id).toBe("");
    expect(isLoggedIn(read)).toBe(false);
  });

  it("ends on logout: a copy of the cookie taken before opens nothing afterwards", async () => {
    const cookie = await loggedInCookie(freshPhone());
    const copy = cookie;
    const cleared = await destroyVisitorSession(await getVisitorSession(requestWith(cookie)));
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    const replayed = await getVisitorSession(requestWith(copy));
    expect(isLoggedIn(replayed)).toBe(false);
    expect(replayed.get("phoneNumber")).toBeUndefined();
  });

  it("is not brought back by a request that was still running when it ended", async () => {
    const cookie = await loggedInCookie(freshPhone());
    const inFlight = await getVisitorSession(requestWith(cookie));
    await destroyVisitorSession(await getVisitorSession(requestWith(cookie)));
    inFlight.set("deletionDone", true);
    const saved = await commitVisitorSession(inFlight);
    const after = await getVisitorSession(requestWith(saved!));
    expect(after.get("deletionDone")).toBe(true);
    expect(isLoggedIn(after)).toBe(false);
    expect(isLoggedIn(await getVisitorSession(requestWith(cookie)))).toBe(false);
  });

  it("ends every session of a number, on every device, when its account is deleted", async () => {
    const phone = freshPhone();
    await registerCustomer({ mobile: phone, firstName: "Asha" });
    const phoneA = await loggedInCookie(phone);
    const phoneB = await loggedInCookie(phone);
    const someoneElse = await loggedInCookie(freshPhone());
    expect(await deleteCustomerByMobile(phone)).toBe(true);
    expect(isLoggedIn(await getVisitorSession(requestWith(phoneA)))).toBe(false);
    expect(isLoggedIn(await getVisitorSession(requestWith(phoneB)))).toBe(false);
    expect(isLoggedIn(await getVisitorSession(requestWith(someoneElse)))).toBe(true);
  });

  it("logs out of all devices: every session of the number ends, others stay", async () => {
    const phone = freshPhone();
    const here = await loggedInCookie(phone);
    const elsewhere = await loggedInCookie(phone);
    const someoneElse = await loggedInCookie(freshPhone());
    await endAllVisitorSessions(await getVisitorSession(requestWith(here)));
    expect(isLoggedIn(await getVisitorSession(requestWith(here)))).toBe(false);
    expect(isLoggedIn(await getVisitorSession(requestWith(elsewhere)))).toBe(false);
    expect(isLoggedIn(await getVisitorSession(requestWith(someoneElse)))).toBe(true);
  });

  it("gets a new id when renewed at login, and the old id stops working", async () => {
    const cookie = await loggedInCookie(freshPhone());
    const before = await getVisitorSession(requestWith(cookie));
    const renewed = await renewVisitorSession(before, PHONE_BROWSER);
    renewed.set("loginAt", Date.now());
    const newCookie = (await commitVisitorSession(renewed))!.split(";")[0];
    expect(newCookie).not.toBe(cookie);
    expect(isLoggedIn(await getVisitorSession(requestWith(newCookie)))).toBe(true);
    expect(isLoggedIn(await getVisitorSession(requestWith(cookie)))).toBe(false);
  });

  it("ends the old id in the same write that starts the renewed session, and starts one anyway when the old has ended meanwhile", async () => {
    const phone = freshPhone();
    const cookie = await loggedInCookie(phone);
    const db = await getDb();
    const rowsOfPhone = async () =>
      Number(
        (
          await db
            .selectFrom("sessions")
            .select((eb) => eb.fn.countAll().as("n"))
            .where("phone", "=", phone)
            .executeTakeFirstOrThrow()
        ).n,
      );

    // Renewed but not yet committed, the old id still reads as it was; then one row, the new id's.
    const renewed = await renewVisitorSession(await getVisitorSession(requestWith(cookie)), PHONE_BROWSER);
    renewed.set("loginAt", 1);
    expect(isLoggedIn(await getVisitorSession(requestWith(cookie)))).toBe(true);
    const newCookie = (await commitVisitorSession(renewed))!.split(";")[0];
    expect(await rowsOfPhone()).toBe(1);
    expect((await getVisitorSession(requestWith(newCookie))).get("loginAt")).toBe(1);
    expect(isLoggedIn(await getVisitorSession(requestWith(cookie)))).toBe(false);

    // Logged out elsewhere between the renewal and its commit: the renewed session still starts.
    const again = await renewVisitorSession(await getVisitorSession(requestWith(newCookie)), PHONE_BROWSER);
    await destroyVisitorSession(await getVisitorSession(requestWith(newCookie)));
    const lastCookie = (await commitVisitorSession(again))!.split(";")[0];
    expect(lastCookie).not.toBe(newCookie);
    expect(isLoggedIn(await getVisitorSession(requestWith(lastCookie)))).toBe(true);
    expect(await rowsOfPhone()).toBe(1);
  });

  it("counts a verified OTP as proof of the number for 15 minutes only", async () => {
    const session = await getVisitorSession(new Request("http://localhost/"));
    const now = Date.now();
    session.set("phoneNumber", freshPhone());
    session.set("isOtpVerified", true);
    expect(hasVerifiedPhone(session, now)).toBe(false); // no time of verification: not proven
    session.set("otpVerifiedAt", now);
    expect(hasVerifiedPhone(session, now + PHONE_VERIFIED_MS - 1000)).toBe(true);
    expect(hasVerifiedPhone(session, now + PHONE_VERIFIED_MS)).toBe(false);
  });

  it("shows a flash message once and then clears it", async () => {
    const set = await setFlash({ kind: "success", text: "Profile updated successfully!" });
    const { flash, clear } = await readFlash(requestWith(set));
    expect(flash).toEqual({ kind: "success", text: "Profile updated successfully!" });
    expect(clear).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expect((await readFlash(new Request("http://localhost/"))).flash).toBeNull();
  });
});

describe("session lifetimes, enforced on the server", () => {
  it("a customer's session survives 29 idle days, dies after 30 idle days", async () => {
    const start = new Date("2030-01-01T00:00:00Z");
    const id = await createSessionRow("visitor", { isLoggedIn: true }, { phone: freshPhone() }, start);
    expect(await readSessionRow("visitor", id, new Date(start.getTime() + 29 * DAY))).not.toBeNull();
    // Seen on day 29, so idle until day 59.
    expect(await readSessionRow("visitor", id, new Date(start.getTime() + 58 * DAY))).not.toBeNull();
    expect(await readSessionRow("visitor", id, new Date(start.getTime() + 58 * DAY + SESSION_LIFETIMES.visitor.idleMs))).toBeNull();
  });

  it("a customer's session ends 90 days after it began, however active", async () => {
    const start = new Date("2030-02-01T00:00:00Z");
    const id = await createSessionRow("visitor", { isLoggedIn: true }, { phone: freshPhone() }, start);
    for (let day = 20; day < 90; day += 20) {
      expect(await readSessionRow("visitor", id, new Date(start.getTime() + day * DAY))).not.toBeNull();
    }
    expect(await readSessionRow("visitor", id, new Date(start.getTime() + 89 * DAY))).not.toBeNull();
    expect(await readSessionRow("visitor", id, new Date(start.getTime() + 90 * DAY))).toBeNull();
  });

  it("an administrator's session dies after 30 idle minutes and 8 hours in all", async () => {
    const MINUTE = 60_000;
    const start = new Date("2030-03-01T00:00:00Z");
    const idle = await createSessionRow("admin", { stage: "signed-in" }, {}, start);
    expect(await readSessionRow("admin", idle, new Date(start.getTime() + 29 * MINUTE))).not.toBeNull();
    expect(await readSessionRow("admin", idle, new Date(start.getTime() + 29 * MINUTE + 30 * MINUTE))).toBeNull();

    const busy = await createSessionRow("admin", { stage: "signed-in" }, {}, start);
    for (let minute = 20; minute < 480; minute += 20) {
      expect(await readSessionRow("admin", busy, new Date(start.getTime() + minute * MINUTE))).not.toBeNull();
    }
    expect(await readSessionRow("admin", busy, new Date(start.getTime() + 480 * MINUTE))).toBeNull();
  });

  it("a session holding only a number not yet verified lives one day; verified, it gets the customer's month", async () => {
    const start = new Date("2030-04-01T00:00:00Z");
    const typed = { phoneNumber: freshPhone(), otpSessionId: "c1", isOtpVerified: false };
    const id = await createSessionRow("visitor", typed, { phone: typed.phoneNumber }, start);
    expect(await readSessionRow("visitor", id, new Date(start.getTime() + 23 * 3_600_000))).not.toBeNull();
    expect(await readSessionRow("visitor", id, new Date(start.getTime() + DAY))).toBeNull();

    const verified = await createSessionRow("visitor", { ...typed, isOtpVerified: true }, { phone: typed.phoneNumber }, start);
    expect(await readSessionRow("visitor", verified, new Date(start.getTime() + 29 * DAY))).not.toBeNull();

    // A login cleared from a long session: from then on it has a day.
    const now = new Date();
    const customer = await createSessionRow("visitor", { ...typed, isLoggedIn: true }, { phone: typed.phoneNumber }, now);
    expect(await updateSessionRow("visitor", customer, typed, { phone: typed.phoneNumber }, now)).toBe(true);
    const row = await readSessionRow("visitor", customer, now);
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(now.getTime() + DAY);
  });

  it("the cookie of a session holding only a number not yet verified lives a day; verified, the customer's 90 days", async () => {
    const typed = await getVisitorSession(new Request("http://localhost/"));
    typed.set("phoneNumber", freshPhone());
    expect(await commitVisitorSession(typed)).toMatch(/; Max-Age=86400;/);
    typed.set("isOtpVerified", true);
    typed.set("otpVerifiedAt", Date.now());
    expect(await commitVisitorSession(typed)).toMatch(/; Max-Age=7776000;/);
  });

  it("a session with nothing in it is never saved: no row and no cookie; an emptied one ends", async () => {
    const db = await getDb();
    const count = async () =>
      Number(
        (
          await db
            .selectFrom("sessions")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect(await commitVisitorSession(await getVisitorSession(new Request("http://localhost/")))).toBeNull();
    expect(await count()).toBe(before);

    const cookie = await loggedInCookie(freshPhone());
    const session = await getVisitorSession(requestWith(cookie));
    for (const key of Object.keys(session.data)) session.unset(key as never);
    expect(await commitVisitorSession(session)).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(isLoggedIn(await getVisitorSession(requestWith(cookie)))).toBe(false);
    expect(await count()).toBe(before);
  });

  it("a visitor id does not open an admin session, nor the other way round", async () => {
    const id = await createSessionRow("visitor", { isLoggedIn: true }, {});
    expect(await readSessionRow("admin", id)).toBeNull();
  });

  it("expired sessions are purged", async () => {
    const db = await getDb();
    const old = new Date("2020-01-01T00:00:00Z");
    await createSessionRow("visitor", {}, { phone: freshPhone() }, old);
    const purged = await purgeExpiredSessions(new Date());
    expect(purged).toBeGreaterThanOrEqual(1);
    const left = await db.selectFrom("sessions").select("idHash").where("expiresAt", "<=", new Date()).execute();
    expect(left).toHaveLength(0);
  });
});
