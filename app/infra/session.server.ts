import { createCookie, createSession, type Session } from "@remix-run/node";

import { PHONE_VERIFIED_MS, SESSION_LIFETIMES } from "~/domain/session-policy";

import { env } from "./env.server";
import {
  createSessionRow,
  deleteSessionRow,
  endSessionsOfPhone,
  readSessionRow,
  replaceSessionRow,
  updateSessionRow,
} from "./session-store.server";
import { signedIdFromCookie } from "./signed-id-cookie.server";
import { singleton } from "./singleton.server";

/** What the old app kept in browser storage, now kept on the server under a random id. */
export type VisitorSessionData = {
  phoneNumber: string;
  isOtpVerified: boolean;
  /** When the OTP was verified: the number counts as proven for PHONE_VERIFIED_MS only. */
  otpVerifiedAt: number;
  otpSessionId: string;
  userType: "CUSTOMER" | "ASTROLOGER";
  isLoggedIn: boolean;
  customerId: number;
  astrologerId: number;
  loginAt: number;
  /** Account deletion flow (onboarding-and-admin §2), kept apart from the login keys. */
  deletionPhone: string;
  deletionChallengeId: string;
  deletionDone: boolean;
};

export type VisitorSession = Session<VisitorSessionData>;

function newVisitorSession(data: Partial<VisitorSessionData> = {}, id = ""): VisitorSession {
  return createSession(data as VisitorSessionData, id);
}

/** An https PUBLIC_ORIGIN is a real deployment: every cookie of ours is then Secure. */
export function isSecure() {
  return env().PUBLIC_ORIGIN.startsWith("https:");
}

/**
 * Cookie names. Over https they carry the `__Host-` prefix, which browsers accept only when
 * Secure, Path=/ and without Domain, so no sibling subdomain can plant or overwrite them.
 */
export function cookieName(base: "session" | "admin" | "flash"): string {
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

/** A missing, expired, ended or tampered cookie all read as an empty session without an id. */
export async function getVisitorSession(request: Request): Promise<VisitorSession> {
  return visitorSessionFromCookie(request.headers.get("Cookie"));
}

/** getVisitorSession for a raw Cookie header (the page cache answers before any Request exists). */
export async function visitorSessionFromCookie(header: string | null | undefined): Promise<VisitorSession> {
  const id = await visitorSessionId(header);
  return id ? visitorSessionById(id) : newVisitorSession();
}

/** The session id a correctly signed session cookie carries, or null. */
export async function visitorSessionId(header: string | null | undefined): Promise<string | null> {
  return signedIdFromCookie(sessionCookie(), header);
}

/** The live session with this id (and when it expires unless used again), or an empty one. */
export async function visitorSessionById(id: string): Promise<VisitorSession> {
  return (await readVisitorSession(id)).session;
}

export async function readVisitorSession(id: string): Promise<{ session: VisitorSession; expiresAt: Date | null }> {
  const record = await readSessionRow("visitor", id);
  return record
    ? { session: newVisitorSession(record.data as Partial<VisitorSessionData>, id), expiresAt: record.expiresAt }
    : { session: newVisitorSession(), expiresAt: null };
}

/**
 * Saves the session and answers its Set-Cookie. A session ended while this request ran
 * (logout elsewhere, account deleted) is not brought back: its data goes into a new session
 * without the login keys.
 */
export async function commitVisitorSession(session: VisitorSession): Promise<string> {
  const owner = () => ({ phone: session.get("phoneNumber") ?? null });
  const replaced = renewals.get(session);
  if (replaced) {
    renewals.delete(session);
    return sessionCookie().serialize(await replaceSessionRow("visitor", replaced, session.data, owner()));
  }
  if (session.id && (await updateSessionRow("visitor", session.id, session.data, owner()))) {
    return sessionCookie().serialize(session.id);
  }
  if (session.id) clearLogin(session);
  return sessionCookie().serialize(await createSessionRow("visitor", session.data, owner()));
}

/** Ends the session on the server; every copy of its cookie stops working at once. */
export async function destroyVisitorSession(session: VisitorSession): Promise<string> {
  if (session.id) await deleteSessionRow(session.id);
  return sessionCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}

/** Renewed sessions and the id each replaces, until they are committed. */
const renewals = new WeakMap<VisitorSession, string>();

/**
 * A new session id with the same data, the old one ended: called whenever the session gains
 * a privilege (a verified number, a login), so an id planted or seen before cannot ride on it.
 * The old id ends when the new session is committed, in the same statement (replaceSessionRow);
 * until then it keeps only what it had, since the privilege goes into the new session's data.
 */
export async function renewVisitorSession(session: VisitorSession): Promise<VisitorSession> {
  const renewed = newVisitorSession({ ...session.data });
  if (session.id) renewals.set(renewed, session.id);
  return renewed;
}

/** A customer logs in (spec §4 "Logged-in state"): a renewed session that carries the login. */
export async function logInCustomer(verified: VisitorSession, customerId: number): Promise<VisitorSession> {
  const session = await renewVisitorSession(verified);
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

export function hasSessionCookie(request: Request): boolean {
  const name = `${cookieName("session")}=`;
  return (request.headers.get("Cookie") ?? "").split(/;\s*/).some((c) => c.startsWith(name));
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
  if (!cookieHeader?.includes(`${cookieName("flash")}=`)) return { flash: null, clear: null };
  const value = (await flashCookie().parse(cookieHeader)) as FlashMessage | null;
  const clear = await flashCookie().serialize("", { maxAge: 0 });
  const valid = value && typeof value.text === "string" && ["success", "error", "info"].includes(value.kind);
  return { flash: valid ? value : null, clear };
}
