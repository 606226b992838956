// How long a sign-in lasts and how long security records are kept. One place, because the
// privacy policy states these periods to users and the purge job enforces them.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type SessionKind = "visitor" | "admin";

/**
 * Customers stay signed in on their own phone for a month of inactivity (OTP by SMS costs
 * them time and us money); administrators hold more power, so OWASP ASVS 3.3 level 2's
 * shorter idle time applies. The absolute limit forces a fresh sign-in however active.
 */
export const SESSION_LIFETIMES: Record<SessionKind, { idleMs: number; absoluteMs: number }> = {
  visitor: { idleMs: 30 * DAY, absoluteMs: 90 * DAY },
  admin: { idleMs: 30 * MINUTE, absoluteMs: 8 * HOUR },
};

/** A verified OTP proves the number for registration this long, then the code must be asked again. */
export const PHONE_VERIFIED_MS = 15 * MINUTE;

/** Between the password and the second factor: long enough to open an authenticator app. */
export const ADMIN_SECOND_FACTOR_MS = 10 * MINUTE;

/** Sessions are refreshed in the database at most this often, so reads do not write. */
export const SESSION_TOUCH_MS: Record<SessionKind, number> = { visitor: HOUR, admin: MINUTE };

/**
 * Retention of security records, after which the purge job deletes them:
 * - OTP challenges: 30 days, to answer "I got an SMS I did not ask for" and to see pumping;
 *   the per-number daily cap needs only one day.
 * - Sign-in failures: 30 days, for investigating an attack; the lock-out needs 15 minutes.
 * - Ended or expired sessions: deleted at once (nothing in them is needed afterwards).
 * - Notices sent from the outbox (approval and rejection e-mails): 30 days, to answer "I never
 *   got the e-mail"; failed and waiting ones stay until sent or retried by an administrator.
 */
export const RETENTION = {
  otpChallengesDays: 30,
  signInFailuresDays: 30,
  sentMessagesDays: 30,
} as const;

export const RETENTION_MS = {
  otpChallenges: RETENTION.otpChallengesDays * DAY,
  signInFailures: RETENTION.signInFailuresDays * DAY,
  sentMessages: RETENTION.sentMessagesDays * DAY,
} as const;

/** When a session started at `createdAt` and last seen at `lastSeenAt` stops working. */
export function sessionExpiry(kind: SessionKind, createdAt: Date, lastSeenAt: Date): Date {
  const { idleMs, absoluteMs } = SESSION_LIFETIMES[kind];
  return new Date(Math.min(lastSeenAt.getTime() + idleMs, createdAt.getTime() + absoluteMs));
}
