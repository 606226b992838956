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

/**
 * A visitor session that proves nothing yet (a number typed but not verified, an account
 * deletion under way) lives a day: long enough to finish with the code, not a month.
 */
export const UNPROVEN_VISITOR_LIFETIME = { idleMs: DAY, absoluteMs: DAY };

/** A visitor session's data holds a proof: a verified number, a login, or an astrologer's application. */
export function provesAnything(data: Record<string, unknown>): boolean {
  return data.isOtpVerified === true || data.isLoggedIn === true || typeof data.astrologerId === "number";
}

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
 * - Client addresses in the audit log: a year, long enough to trace an incident reported late
 *   (CERT-In asks for 180 days of logs); the entry itself stays, without the address.
 * - Identity documents and bank details of an application that was not approved: by default
 *   90 days after the decision, time to answer a question about it or to be invited to
 *   reapply (CLOSED_APPLICATION_RETENTION_DAYS sets it; decision 067).
 */
export const RETENTION = {
  otpChallengesDays: 30,
  /** A device that signed in with a number (decision 078): a year after its last sign-in, as its cookie. */
  otpDevicesDays: 365,
  /** A browser that completed an administrator's sign-in (decision 079): a year after its last, as its cookie. */
  adminDevicesDays: 365,
  signInFailuresDays: 30,
  sentMessagesDays: 30,
  auditAddressesDays: 365,
  closedApplicationsDays: 90,
} as const;

export const RETENTION_MS = {
  otpChallenges: RETENTION.otpChallengesDays * DAY,
  otpDevices: RETENTION.otpDevicesDays * DAY,
  adminDevices: RETENTION.adminDevicesDays * DAY,
  signInFailures: RETENTION.signInFailuresDays * DAY,
  sentMessages: RETENTION.sentMessagesDays * DAY,
  auditAddresses: RETENTION.auditAddressesDays * DAY,
} as const;

/** When a session started at `createdAt` and last seen at `lastSeenAt` stops working. */
export function sessionExpiry(kind: SessionKind, createdAt: Date, lastSeenAt: Date, data?: Record<string, unknown>): Date {
  const { idleMs, absoluteMs } = kind === "visitor" && data && !provesAnything(data) ? UNPROVEN_VISITOR_LIFETIME : SESSION_LIFETIMES[kind];
  return new Date(Math.min(lastSeenAt.getTime() + idleMs, createdAt.getTime() + absoluteMs));
}
