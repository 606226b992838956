import { describe, expect, it } from "vitest";
import {
  clearLogin,
  commitVisitorSession,
  getVisitorSession,
  isLoggedIn,
  readFlash,
  setFlash,
} from "~/infra/session.server";

function requestWith(setCookie: string) {
  return new Request("http://localhost/", { headers: { Cookie: setCookie.split(";")[0] } });
}

describe("visitor session cookie", () => {
  it("is HttpOnly, SameSite=Lax and scoped to the whole site", async () => {
    const session = await getVisitorSession(new Request("http://localhost/"));
    session.set("phoneNumber", "9876543210");
    const cookie = await commitVisitorSession(session);
    expect(cookie).toMatch(/^__session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
  });

  it("round-trips the keys the old app kept in localStorage", async () => {
    const session = await getVisitorSession(new Request("http://localhost/"));
    session.set("phoneNumber", "9876543210");
    session.set("isLoggedIn", true);
    session.set("customerId", 42);
    const again = await getVisitorSession(requestWith(await commitVisitorSession(session)));
    expect(again.get("customerId")).toBe(42);
    expect(isLoggedIn(again)).toBe(true);
    clearLogin(again);
    expect(isLoggedIn(again)).toBe(false);
    expect(again.get("phoneNumber")).toBeUndefined();
  });

  it("treats a tampered cookie as no session", async () => {
    const session = await getVisitorSession(new Request("http://localhost/"));
    session.set("isLoggedIn", true);
    session.set("phoneNumber", "9876543210");
    const cookie = (await commitVisitorSession(session)).split(";")[0];
    const [name, value] = cookie.split("=");
    const decoded = decodeURIComponent(value);
    const forged = `${name}=${encodeURIComponent(Buffer.from(JSON.stringify({ isLoggedIn: true, phoneNumber: "9999999999" })).toString("base64") + decoded.slice(decoded.lastIndexOf(".")))}`;
    const read = await getVisitorSession(new Request("http://localhost/", { headers: { Cookie: forged } }));
    expect(read.get("phoneNumber")).toBeUndefined();
    expect(isLoggedIn(read)).toBe(false);
  });

  it("shows a flash message once and then clears it", async () => {
    const set = await setFlash({ kind: "success", text: "Profile updated successfully!" });
    const { flash, clear } = await readFlash(requestWith(set));
    expect(flash).toEqual({ kind: "success", text: "Profile updated successfully!" });
    expect(clear).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expect((await readFlash(new Request("http://localhost/"))).flash).toBeNull();
  });
});
