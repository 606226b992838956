import { createCookie, createCookieSessionStorage, type Session } from "@remix-run/node";
import { env } from "./env.server";
import { singleton } from "./singleton.server";

/** What the old app kept in browser storage now lives in one signed, HttpOnly cookie. */
export type VisitorSessionData = {
  phoneNumber: string;
  isOtpVerified: boolean;
  otpSessionId: string;
  userType: "CUSTOMER" | "ASTROLOGER";
  isLoggedIn: boolean;
  customerId: number;
  astrologerId: number;
  /** Set at each login so the cookie's value always changes then (session fixation). */
  loginAt: number;
  /** Account deletion flow (onboarding-and-admin §2), kept apart from the login keys. */
  deletionPhone: string;
  deletionChallengeId: string;
  deletionDone: boolean;
};

export type VisitorSession = Session<VisitorSessionData>;

const SESSION_COOKIE = "__session";
const FLASH_COOKIE = "__flash";

function isSecure() {
  return env().PUBLIC_ORIGIN.startsWith("https:");
}

function visitorSessionStorage() {
  return singleton("session-storage", () =>
    createCookieSessionStorage<VisitorSessionData>({
      cookie: {
        name: SESSION_COOKIE,
        httpOnly: true,
        sameSite: "lax",
        secure: isSecure(),
        path: "/",
        secrets: env().sessionSecrets,
        maxAge: 60 * 60 * 24 * 30,
      },
    }),
  );
}

/** A missing, expired or tampered cookie all read as an empty session. */
export function getVisitorSession(request: Request): Promise<VisitorSession> {
  return visitorSessionStorage().getSession(request.headers.get("Cookie"));
}

export function commitVisitorSession(session: VisitorSession): Promise<string> {
  return visitorSessionStorage().commitSession(session);
}

export function destroyVisitorSession(session: VisitorSession): Promise<string> {
  return visitorSessionStorage().destroySession(session);
}

export function hasSessionCookie(request: Request): boolean {
  return (request.headers.get("Cookie") ?? "").split(/;\s*/).some((c) => c.startsWith(`${SESSION_COOKIE}=`));
}

/** True when the visitor is a logged-in customer (spec §4 "Logged-in state"). */
export function isLoggedIn(session: VisitorSession): boolean {
  return session.get("isLoggedIn") === true && Boolean(session.get("phoneNumber"));
}

/** Logout clears the phone, login and verification keys (spec §4). */
export function clearLogin(session: VisitorSession) {
  for (const key of [
    "phoneNumber",
    "isOtpVerified",
    "otpSessionId",
    "userType",
    "isLoggedIn",
    "customerId",
    "astrologerId",
    "loginAt",
  ] as const) {
    session.unset(key);
  }
}

export type FlashMessage = { kind: "success" | "error" | "info"; text: string };

function flashCookie() {
  return singleton("flash-cookie", () =>
    createCookie(FLASH_COOKIE, {
      httpOnly: true,
      sameSite: "lax",
      secure: isSecure(),
      path: "/",
      secrets: env().sessionSecrets,
      maxAge: 60,
    }),
  );
}

/** A one-time message for the page after a redirect (post/redirect/get). */
export function setFlash(message: FlashMessage): Promise<string> {
  return flashCookie().serialize(message);
}

/** Reads the flash message and the Set-Cookie header that clears it. */
export async function readFlash(request: Request): Promise<{ flash: FlashMessage | null; clear: string | null }> {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes(`${FLASH_COOKIE}=`)) return { flash: null, clear: null };
  const value = (await flashCookie().parse(cookieHeader)) as FlashMessage | null;
  const clear = await flashCookie().serialize("", { maxAge: 0 });
  const valid = value && typeof value.text === "string" && ["success", "error", "info"].includes(value.kind);
  return { flash: valid ? value : null, clear };
}
