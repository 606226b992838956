import { createCookie } from "@remix-run/node";
import { describe, expect, test, vi } from "vitest";

import { signedIdFromCookie } from "~/infra/signed-id-cookie.server";

function cookieFor(secrets: string[]) {
  return createCookie("__session", { httpOnly: true, path: "/", secrets });
}

/** The `name=value` pair of a Set-Cookie header. */
const pair = (setCookie: string) => setCookie.split(";")[0];

describe("signedIdFromCookie", () => {
  test("reads the id of a cookie we signed, among the visitor's other cookies", async () => {
    const cookie = cookieFor(["s1"]);
    const header = `theme=dark; ${pair(await cookie.serialize("abc123"))}; __flash=x`;
    expect(await signedIdFromCookie(cookie, header)).toBe("abc123");
  });

  test("a missing cookie, an empty one, one signed with another secret or a tampered one reads as no id", async () => {
    const cookie = cookieFor(["s1"]);
    const signed = pair(await cookie.serialize("abc123"));
    expect(await signedIdFromCookie(cookie, null)).toBeNull();
    expect(await signedIdFromCookie(cookie, "theme=dark")).toBeNull();
    expect(await signedIdFromCookie(cookie, "__session=")).toBeNull();
    expect(await signedIdFromCookie(cookie, pair(await cookieFor(["other"]).serialize("abc123")))).toBeNull();
    expect(
      await signedIdFromCookie(
        cookie,
        signed.replace(/.$/, (c) => (c === "A" ? "B" : "A")),
      ),
    ).toBeNull();
    // An id the visitor made up, unsigned.
    expect(await signedIdFromCookie(cookie, `__session=${btoa(JSON.stringify("abc123"))}`)).toBeNull();
  });

  test("a rotated-out secret still reads (Remix tries each secret)", async () => {
    const old = pair(await cookieFor(["old"]).serialize("abc123"));
    expect(await signedIdFromCookie(cookieFor(["new", "old"]), old)).toBe("abc123");
  });

  test("checks each value's signature once, and a tampered value keeps reading as no id", async () => {
    const cookie = cookieFor(["s1"]);
    const parse = vi.spyOn(cookie, "parse");
    const signed = pair(await cookie.serialize("abc123"));
    const forged = "__session=eyJ4Ijoxfe.forged";
    for (let i = 0; i < 3; i++) {
      expect(await signedIdFromCookie(cookie, `${signed}; other=${i}`)).toBe("abc123");
      expect(await signedIdFromCookie(cookie, forged)).toBeNull();
    }
    expect(parse).toHaveBeenCalledTimes(2);
  });
});
