import { createCookie, createSessionStorage, type Session } from "@remix-run/node";
import { parse as parseCookieHeader } from "cookie";

import { PHONE_VERIFIED_MS, provesAnything, SESSION_LIFETIMES, UNPROVEN_VISITOR_LIFETIME } from "~/domain/session-policy";

import { env } from "./env.server";
import {
  createSessionRow,
  deleteSessionRow,
  endSessionsOfPhone,
  readSessionRow,
  replaceSessionRow,
  type SessionClient,
  updateSessionRow,
} from "./session-store.server";
import { singleton } from "./singleton.server";

/** What the spec's app keeps in browser storage, kept on the server under a random id. */
export type VisitorSessionData = {
  phoneNumber: string;
  isOtpVerified: boolean;
  /** When the OTP was verified: the number counts as proven for PHONE_VERIFIED_MS only. */
  otpVerifiedAt: number;
  otpSessionId: string;
  /** This browser's own random key for the OTP codes it asks for: a code is the browser's that asked. */
  otpBrowser: string;
  userType: "CUSTOMER" | "ASTROLOGER";
  isLoggedIn: boolean;
  customerId: number;
  astrologerId: number;
  loginAt: number;
  /** Account deletion flow (onboarding-and-admin §2), kept apart from the login keys. */
  deletionPhone: string;
  deletionChallengeId: string;
  deletionDone: boolean;
  /** A page of ours that asked this visitor to log in first: they go back to it once logged in. */
  returnTo: string;
};

export type VisitorSession = Session<VisitorSessionData>;

/** An https PUBLIC_ORIGIN is a real deployment: every cookie of ours is then Secure. */
export function isSecure() {
  return env().PUBLIC_ORIGIN.startsWith("https:");
}

/**
 * Cookie names. Over https they carry the `__Host-` prefix, which browsers accept only when
 * Secure, Path=/ and without Domain, so no sibling subdomain can plant or overwrite them.
 */
export function cookieName(base: "session" | "admin" | "flash" | "language" | "panchang-city" | "device"): string {
  return isSecure() ? `__Host-${base}` : `__${base}`;
}

function sessionCookie() {
  return singleton("session-cookie", () =>
    createCookie(cookieName("session"), {
      httpOnly: true,
      sameSite: "lax",
      secure: isSecure(),
      path: "/",
      secrets: env().sessionSecrets,
      maxAge: SESSION_LIFETIMES.visitor.absoluteMs / 1000,
    }),
  );
}

/** A renewed session names the id it replaces under this key until it is first saved. */
const REPLACES = "replacesSessionId";
/** ... and the device it is renewed on (decision 069), written into the row's own columns. */
const CLIENT = "signedInFrom";

/**
 * Remix's database-backed session storage: the sessions table keeps the data, the signed cookie
 * only a random id (session-store.server.ts keeps only its hash).
 */
function visitorSessions() {
  return singleton("visitor-session-storage", () =>
    createSessionStorage<VisitorSessionData>({
      cookie: sessionCookie(),
      async createData(data) {
        const { [REPLACES]: replaced, [CLIENT]: client, ...rest } = data as Record<string, unknown>;
        const owner = { phone: (rest.phoneNumber as string | undefined) ?? null, client: client as SessionClient | undefined };
        return typeof replaced === "string"
          ? replaceSessionRow("visitor", replaced, rest, owner)
          : createSessionRow("visitor", rest, owner);
      },
      async readData(id) {
        const record = await readSessionRow("visitor", id);
        return record ? (record.data as Partial<VisitorSessionData>) : null;
      },
      async updateData(id, data) {
        // A session ended meanwhile stays ended (the WHERE of updateSessionRow): see commitVisitorSession.
        const { [REPLACES]: _replaced, [CLIENT]: _client, ...rest } = data as Record<string, unknown>;
        await updateSessionRow("visitor", id, rest, { phone: data.phoneNumber ?? null });
      },
      async deleteData(id) {
        await deleteSessionRow(id);
      },
    }),
  );
}

/**
 * A missing, expired, ended or tampered cookie all read as a new, empty session without an id.
 * A live session always holds something (nothing is saved empty), so an empty one under an id
 * is an ended one, and whatever is put in it gets a new id when it is saved.
 */
export function getVisitorSession(request: Request): Promise<VisitorSession> {
  return visitorSessionOf(request.headers.get("Cookie"));
}

/** getVisitorSession from a Cookie header alone (the page cache reads it before there is a Request). */
export async function visitorSessionOf(cookieHeader: string | null): Promise<VisitorSession> {
  const storage = visitorSessions();
  const session = await storage.getSession(cookieHeader);
  return session.id && Object.keys(session.data).length === 0 ? storage.getSession() : session;
}

/**
 * Saves the session and answers its Set-Cookie. A session ended while this request ran
 * (logout elsewhere, account deleted) is not brought back: its data goes into a new session
 * without the login keys. A session with nothing in it is not kept: a visitor whose post was
 * refused gets no session row and no cookie (null), and an emptied one ends.
 */
export async function commitVisitorSession(session: VisitorSession): Promise<string | null> {
  const storage = visitorSessions();
  if (Object.keys(session.data).length === 0) return session.id ? storage.destroySession(session) : null;
  if (session.id && !(await readSessionRow("visitor", session.id))) {
    const fresh = await storage.getSession();
    for (const [key, value] of Object.entries(session.data)) fresh.set(key as keyof VisitorSessionData, value);
    clearLogin(fresh);
    return storage.commitSession(fresh, cookieLife(fresh.data));
  }
  return storage.commitSession(session, cookieLife(session.data));
}

/** The cookie lives no longer than its row can: a day while the session proves nothing yet. */
function cookieLife(data: Record<string, unknown>): { maxAge: number } {
  return { maxAge: (provesAnything(data) ? SESSION_LIFETIMES.visitor : UNPROVEN_VISITOR_LIFETIME).absoluteMs / 1000 };
}

/** Ends the session on the server; every copy of its cookie stops working at once. */
export async function destroyVisitorSession(session: VisitorSession): Promise<string> {
  return visitorSessions().destroySession(session);
}

/**
 * A new session id with the same data, the old one ended: called whenever the session gains
 * a privilege (a verified number, a login), so an id planted or seen before cannot ride on it.
 * The old id ends when the new session is saved, in the same statement (replaceSessionRow);
 * until then it keeps only what it had, since the privilege goes into the new session's data.
 */
export async function renewVisitorSession(session: VisitorSession, client: SessionClient): Promise<VisitorSession> {
  const renewed = await visitorSessions().getSession();
  for (const [key, value] of Object.entries(session.data)) renewed.set(key as keyof VisitorSessionData, value);
  if (session.id) (renewed as Session).set(REPLACES, session.id);
  (renewed as Session).set(CLIENT, client);
  return renewed;
}

/** A customer logs in (spec §4 "Logged-in state"): a renewed session that carries the login. */
export async function logInCustomer(verified: VisitorSession, customerId: number, client: SessionClient): Promise<VisitorSession> {
  const session = await renewVisitorSession(verified, client);
  session.set("isLoggedIn", true);
  session.set("customerId", customerId);
  session.set("userType", "CUSTOMER");
  session.set("loginAt", Date.now());
  return session;
}

/** Ends every session of this visitor's number, on every device, this one included. */
export async function endAllVisitorSessions(session: VisitorSession): Promise<string> {
  const phone = session.get("phoneNumber");
  if (phone && isLoggedIn(session)) await endSessionsOfPhone(phone);
  return destroyVisitorSession(session);
}

/** True when the request carries our session cookie at all (signed or not). */
export function hasSessionCookie(request: Request): boolean {
  return parseCookieHeader(request.headers.get("Cookie") ?? "")[cookieName("session")] !== undefined;
}

/** True when the visitor is a logged-in customer (spec §4 "Logged-in state"). */
export function isLoggedIn(session: VisitorSession): boolean {
  return session.get("isLoggedIn") === true && Boolean(session.get("phoneNumber"));
}

/** The number was proven by an OTP within the last 15 minutes (registration needs this). */
export function hasVerifiedPhone(session: VisitorSession, now = Date.now()): boolean {
  const at = session.get("otpVerifiedAt");
  return (
    Boolean(session.get("phoneNumber")) &&
    session.get("isOtpVerified") === true &&
    typeof at === "number" &&
    now - at >= 0 &&
    now - at < PHONE_VERIFIED_MS
  );
}

/** Logout clears the phone, login and verification keys (spec §4). */
export function clearLogin(session: VisitorSession) {
  for (const key of [
    "phoneNumber",
    "isOtpVerified",
    "otpVerifiedAt",
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
    createCookie(cookieName("flash"), {
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
  if (!cookieHeader || parseCookieHeader(cookieHeader)[cookieName("flash")] === undefined) return { flash: null, clear: null };
  const value = (await flashCookie().parse(cookieHeader)) as FlashMessage | null;
  const clear = await flashCookie().serialize("", { maxAge: 0 });
  const valid = value && typeof value.text === "string" && ["success", "error", "info"].includes(value.kind);
  return { flash: valid ? value : null, clear };
}
