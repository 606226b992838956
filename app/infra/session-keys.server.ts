import crypto from "node:crypto";

import type { VisitorSession } from "./session.server";

// The visitor session's keys, read and written by what they mean: a route or service names the
// step ("a code was sent to this number"), never the keys a step sets. Logging in and out, and
// whether a number is proven, are beside the session itself (session.server.ts).

/** The visitor's number: the one a sign-in code went to, proven or not (hasVerifiedPhone says). */
export function phoneOf(session: VisitorSession): string | undefined {
  return session.get("phoneNumber");
}

/** Who the visitor said they are (who-are-you), if they said. */
export function userTypeOf(session: VisitorSession): "CUSTOMER" | "ASTROLOGER" | undefined {
  return session.get("userType");
}

/** The number a code was last sent to for signing in, and that code's challenge. */
export function loginChallengeOf(session: VisitorSession): { phone: string | undefined; challengeId: string | undefined } {
  return { phone: session.get("phoneNumber"), challengeId: session.get("otpSessionId") };
}

/** A sign-in code went to this number: the number is the session's, not yet proven, not logged in. */
export function startLoginChallenge(session: VisitorSession, phone: string, challengeId: string) {
  session.set("phoneNumber", phone);
  session.set("otpSessionId", challengeId);
  session.set("isOtpVerified", false);
  session.unset("isLoggedIn");
}

/**
 * This browser's own key for the OTP codes it asks for (sendOtp's `browserId`), or a new one
 * for its first code, kept by keepOtpBrowserKey once a code went: nobody else's request, at the
 * same address or not, retires a code it holds.
 */
export function otpBrowserKeyOf(session: VisitorSession): string {
  return session.get("otpBrowser") ?? crypto.randomBytes(24).toString("base64url");
}

/** A code went to this browser under `key`: the session keeps it (a refused ask keeps nothing). */
export function keepOtpBrowserKey(session: VisitorSession, key: string) {
  session.set("otpBrowser", key);
}

/** A new code replaces the one sent before to the same number. */
export function replaceLoginChallenge(session: VisitorSession, challengeId: string) {
  session.set("otpSessionId", challengeId);
}

/** The code was right: the number counts as proven from now (hasVerifiedPhone) and the code is spent. */
export function markPhoneVerified(session: VisitorSession, now = Date.now()) {
  session.set("isOtpVerified", true);
  session.set("otpVerifiedAt", now);
  session.unset("otpSessionId");
}

/** The logged-in customer's id, if the session names one (check isLoggedIn too). */
export function customerIdOf(session: VisitorSession): number | undefined {
  return session.get("customerId");
}

/** The astrologer application this session registered or was shown as its own. */
export function astrologerIdOf(session: VisitorSession): number | undefined {
  return session.get("astrologerId");
}

/** The visitor said they are a customer (who-are-you). */
export function chooseCustomerRole(session: VisitorSession) {
  session.set("userType", "CUSTOMER");
}

/**
 * The visitor said they are an astrologer: never logged in on the web (spec §4), and bound to
 * their application when the number has one.
 */
export function chooseAstrologerRole(session: VisitorSession, astrologerId: number | null) {
  session.set("userType", "ASTROLOGER");
  session.set("isLoggedIn", false);
  if (astrologerId) session.set("astrologerId", astrologerId);
}

/** The session registered, or was shown, this application: its onboarding steps are the visitor's. */
export function bindApplicant(session: VisitorSession, astrologerId: number) {
  session.set("astrologerId", astrologerId);
  session.set("userType", "ASTROLOGER");
}

/** An open application the number proved is this visitor's to continue; false when it already was. */
export function bindApplication(session: VisitorSession, astrologerId: number): boolean {
  if (session.get("astrologerId") === astrologerId) return false;
  session.set("astrologerId", astrologerId);
  return true;
}

/** The account deletion in progress (onboarding-and-admin §2): the number and its code's challenge. */
export function deletionOf(session: VisitorSession): { phone: string | undefined; challengeId: string | undefined } {
  return { phone: session.get("deletionPhone"), challengeId: session.get("deletionChallengeId") };
}

/** A deletion code went to this number. */
export function startDeletion(session: VisitorSession, state: { phone: string; challengeId: string }) {
  session.set("deletionPhone", state.phone);
  session.set("deletionChallengeId", state.challengeId);
}

/** The deletion in progress is given up (another number) or done. */
export function forgetDeletion(session: VisitorSession) {
  session.unset("deletionPhone");
  session.unset("deletionChallengeId");
}

/** Only an address on this site, never another host's (`//evil.example`, `/\\evil.example`). */
const isOwnPath = (path: string) => path.startsWith("/") && !path.startsWith("//") && !path.includes("\\") && path.length <= 200;

/** The page that asked this visitor to log in: they are sent back to it once they have. */
export function rememberReturnPath(session: VisitorSession, path: string) {
  if (isOwnPath(path)) session.set("returnTo", path);
}

/** Where a visitor who has just logged in goes: the page that sent them to log in, once, or `otherwise`. */
export function takeReturnPath(session: VisitorSession, otherwise: string): string {
  const path = session.get("returnTo");
  session.unset("returnTo");
  return path && isOwnPath(path) ? path : otherwise;
}

/** The account is deleted: the next page says so, once. */
export function markDeletionDone(session: VisitorSession) {
  forgetDeletion(session);
  session.set("deletionDone", true);
}

/** True once after markDeletionDone: the mark is taken off as it is read. */
export function takeDeletionDone(session: VisitorSession): boolean {
  if (!session.get("deletionDone")) return false;
  session.unset("deletionDone");
  return true;
}
