import crypto from "node:crypto";

import { createCookie } from "@remix-run/node";

import { env } from "./env.server";
import { cookieName, isSecure } from "./session.server";
import { singleton } from "./singleton.server";

// A browser's own random id, kept for a year in a signed cookie and set when it first proves a
// number with a code, or completes an administrator's sign-in. A number's OTP caps count the
// devices that signed in with it apart from strangers (decision 078), and the admin sign-in's
// rates spare the administrator's own browsers (decision 079), so nobody can lock a customer
// or an administrator out of their own browser.

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function deviceCookie() {
  return singleton("device-cookie", () =>
    createCookie(cookieName("device"), {
      httpOnly: true,
      sameSite: "lax",
      secure: isSecure(),
      path: "/",
      secrets: env().sessionSecrets,
      maxAge: YEAR_SECONDS,
    }),
  );
}

const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;

/** The device id this browser carries, or null. */
export async function deviceIdOf(request: Request): Promise<string | null> {
  return deviceIdOfCookies(request.headers.get("Cookie"));
}

/** The device id a Cookie header carries, or null (for the edge, which has no Request). */
export async function deviceIdOfCookies(cookieHeader: string | null): Promise<string | null> {
  const value: unknown = await deviceCookie().parse(cookieHeader);
  return typeof value === "string" && DEVICE_ID.test(value) ? value : null;
}

/** This browser's device id, a new one when it has none, and the Set-Cookie that keeps it a year longer. */
export async function deviceCookieFor(request: Request): Promise<{ deviceId: string; setCookie: string }> {
  const deviceId = (await deviceIdOf(request)) ?? crypto.randomBytes(32).toString("base64url");
  return { deviceId, setCookie: await deviceCookie().serialize(deviceId) };
}

/** What the database keeps of a device: the SHA-256 of its id, never the id (the cookie's secret). */
export function deviceHash(deviceId: string): string {
  return crypto.createHash("sha256").update(deviceId).digest("base64url");
}
