import { createSession } from "@remix-run/node";
import { describe, expect, it } from "vitest";

import { hasVerifiedPhone, isLoggedIn, type VisitorSession } from "~/infra/session.server";
import {
  bindApplication,
  chooseAstrologerRole,
  deletionOf,
  loginChallengeOf,
  markDeletionDone,
  markPhoneVerified,
  startDeletion,
  startLoginChallenge,
  takeDeletionDone,
} from "~/infra/session-keys.server";

const visitor = (data: Record<string, unknown> = {}) => createSession(data) as unknown as VisitorSession;

describe("the visitor session's steps, by name", () => {
  it("a code sent to a number makes it the session's, unproven and logged out", () => {
    const session = visitor({ isLoggedIn: true, phoneNumber: "9876543210", isOtpVerified: true });
    startLoginChallenge(session, "9123456780", "challenge-1");
    expect(loginChallengeOf(session)).toEqual({ phone: "9123456780", challengeId: "challenge-1" });
    expect(isLoggedIn(session)).toBe(false);
    expect(hasVerifiedPhone(session)).toBe(false);
  });

  it("a right code proves the number for a while and spends the challenge", () => {
    const session = visitor();
    startLoginChallenge(session, "9123456780", "challenge-1");
    markPhoneVerified(session, 1_000);
    expect(hasVerifiedPhone(session, 1_000 + 60_000)).toBe(true);
    expect(loginChallengeOf(session).challengeId).toBeUndefined();
  });

  it("an astrologer is never logged in on the web, and is bound to the application the number has", () => {
    const session = visitor({ isLoggedIn: true, phoneNumber: "9123456780" });
    chooseAstrologerRole(session, 42);
    expect(isLoggedIn(session)).toBe(false);
    expect(bindApplication(session, 42)).toBe(false);
    expect(bindApplication(session, 43)).toBe(true);
  });

  it("a finished deletion is said once, and its number and code are gone", () => {
    const session = visitor();
    startDeletion(session, { phone: "9123456780", challengeId: "challenge-2" });
    expect(deletionOf(session)).toEqual({ phone: "9123456780", challengeId: "challenge-2" });
    markDeletionDone(session);
    expect(deletionOf(session)).toEqual({ phone: undefined, challengeId: undefined });
    expect(takeDeletionDone(session)).toBe(true);
    expect(takeDeletionDone(session)).toBe(false);
  });
});
