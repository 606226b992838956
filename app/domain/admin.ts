import { z } from "zod";

import { FORM_ERROR, zodValidator } from "./forms";
import { indianNumber } from "./indian-number";
import { DOCUMENT_KINDS } from "./onboarding";
import { hasControlCharacters, TEXT_LIMITS } from "./text-input";
import type { Words } from "./words";

// Admin area words (onboarding-and-admin §5, §8) and limits.
export const adminMessages = {
  loginFailed: "Login failed.",
  // Our wording: the spec shows no lock-out.
  tooManyAttempts: "Too many failed attempts. Please wait 15 minutes and try again.",
  // Ours: sign-ins are also refused, unchecked, past a rate per address and for the whole site.
  tooManyRightNow: "Too many sign-in attempts right now. Please wait a minute and try again.",
  // Ours: the way back from a refusal answered before the sign-in page is made.
  backToLogin: "Back to Admin login",
  approved: "Application Approved",
  rejected: "Application Rejected",
  rejectFailed: "Failed to reject application",
  reasonRequired: "Please provide a rejection reason",
  reasonTooLong: `Rejection reason must be at most ${indianNumber(TEXT_LIMITS.rejectionReason)} characters.`,
  reasonUnprintable: "Rejection reason contains characters that cannot be used.",
  deactivated: "Astrologer deactivated successfully",
  deactivateFailed: "Failed to deactivate astrologer",
  // The spec's Allow Reapplication only showed an alert; ours does it and says so.
  reapplyAllowed: "Reapplication allowed. The applicant can register again.",
  noAstrologer: "No astrologer data found",
  noData: "No data available",
  noRejected: "No rejected applications found",
  noApproved: "No approved astrologers found",
  noPending: "No pending applications found",
  // Ours: applicants may withdraw (decision 067).
  noWithdrawn: "No withdrawn applications found",
  withdrawnNoDecision: "The applicant withdrew this application.",
  withdrawnOn: (date: string) => `Withdrawn by the applicant on ${date}.`,
  erasedOnWithdrawal: (date: string) =>
    `The documents and bank details were erased on ${date}, when the applicant withdrew the application.`,
  erasedByRetention: (date: string) =>
    `The documents and bank details were erased on ${date} under the retention rule for applications that were not approved.`,
  noDocuments: "No documents available",
  noBank: "No bank details available",
  unsupported: "Unsupported file type",
} as const;

/**
 * Sign-in limits: 5 failures for an e-mail from one address, or 20 from one address for any
 * e-mails, within 15 minutes; the same 5 for second-factor codes of one administrator. The
 * rate of password checks per minute is configuration (ADMIN_LOGIN_CHECKS_PER_*).
 */
export const ADMIN_LOGIN_POLICY = { maxFailures: 5, maxFailuresPerAddress: 20, windowMinutes: 15 } as const;

/** What Approve warns of, in the admin area's words (the caller's). */
export type ApprovalWarningWords = { noDocuments: string; missingDocuments: (labels: string[]) => string; noBank: string };

/**
 * What an administrator should know before approving: required documents not uploaded (by
 * their labels) and bank details not given. Empty when the application is complete.
 */
export function approvalWarnings(
  application: { documentKinds: readonly string[]; hasBankDetails: boolean },
  t: Words,
  words: ApprovalWarningWords,
): string[] {
  const warnings: string[] = [];
  const missing = DOCUMENT_KINDS.filter((k) => k.required && !application.documentKinds.includes(k.kind));
  if (application.documentKinds.length === 0) warnings.push(words.noDocuments);
  else if (missing.length > 0) warnings.push(words.missingDocuments(missing.map((k) => t(`onboarding:documents.kinds.${k.kind}`))));
  if (!application.hasBankDetails) warnings.push(words.noBank);
  return warnings;
}

// Our wording: the spec's admin login has no second factor.
export const secondFactorMessages = {
  heading: "Two-step verification",
  intro: "Enter the 6-digit code your authenticator app shows for this site.",
  codeLabel: "Authentication code",
  codeHint: "The 6-digit code from your authenticator app, or one of your recovery codes.",
  wrongCode: "That code did not work. Enter the current code from your app, or a recovery code.",
  codeRequired: "Please enter the code.",
  expired: "Your sign-in took too long. Please log in again.",
  verify: "Verify",
  verifying: "Verifying...",
  backToLogin: "Back to login",
  recoveryUsed: (left: number) => `You signed in with a recovery code. ${left} recovery code${left === 1 ? "" : "s"} left.`,
  setupHeading: "Set up two-step verification",
  setupIntro:
    "Every administrator signs in with a password and a code from an authenticator app (such as Google Authenticator, Microsoft Authenticator or Authy).",
  setupScan: "1. Scan this QR code with the app, or type the key below into it.",
  setupKeyLabel: "Key",
  setupConfirm: "2. Enter the 6-digit code the app now shows.",
  qrAlt: "QR code to add this site to an authenticator app",
  codesHeading: "Save your recovery codes",
  codesIntro:
    "Each code signs you in once if you lose your phone. Keep them somewhere safe, away from your phone: they are shown only now.",
  codesContinue: "I have saved them: go to the dashboard",
} as const;

/** Only a path on this site (never //host, /\host, a full URL or control characters) may follow a login. */
export function safeNextPath(value: string | null, fallback = "/admin"): string {
  return value && value.length <= 2000 && /^\/(?![/\\])[\x21-\x7e]*$/.test(value) ? value : fallback;
}

/** Field limits of the admin sign-in (e-mail per RFC 5321; long passphrases are welcome). */
export const ADMIN_LOGIN_LIMITS = { email: 254, password: 200, code: 32 } as const;

/** Text as posted; anything else (a missing field, a file) is empty. */
const posted = z.unknown().transform((value) => (typeof value === "string" ? value : ""));

/**
 * The sign-in form. Any fault gets the one message, beside neither field: it never says which
 * of the two was wrong. Control characters (NUL among them) are in no e-mail address.
 */
export const adminLoginSchema = z
  .object({ email: posted.transform((email) => email.slice(0, ADMIN_LOGIN_LIMITS.email)), password: posted })
  .superRefine(({ email, password }, ctx) => {
    // eslint-disable-next-line no-control-regex -- control characters are what it finds
    if (!email || !password || password.length > ADMIN_LOGIN_LIMITS.password || /[\x00-\x1f\x7f]/.test(email)) {
      ctx.addIssue({ code: "custom", path: [FORM_ERROR], message: adminMessages.loginFailed });
    }
  });

export const adminLoginValidator = zodValidator(adminLoginSchema);

/** A second-factor page's code, trimmed: there, and not too long to be one (a TOTP or a recovery code). */
export const secondFactorSchema = z.object({
  code: posted
    .transform((code) => code.trim())
    .refine((code) => code.length > 0 && code.length <= ADMIN_LOGIN_LIMITS.code, secondFactorMessages.codeRequired),
});

export const secondFactorValidator = zodValidator(secondFactorSchema);

/** The rejection reason (required, spec §5): plain text of at most TEXT_LIMITS.rejectionReason characters. */
export function rejectionReasonError(reason: string): string | null {
  if (!reason) return adminMessages.reasonRequired;
  if (reason.length > TEXT_LIMITS.rejectionReason) return adminMessages.reasonTooLong;
  if (hasControlCharacters(reason, true)) return adminMessages.reasonUnprintable;
  return null;
}

/** The reject form: its one field, trimmed, by the rule above. */
export const rejectionSchema = z.object({
  reason: posted
    .transform((reason) => reason.trim())
    .superRefine((reason, ctx) => {
      const error = rejectionReasonError(reason);
      if (error) ctx.addIssue({ code: "custom", message: error });
    }),
});

export const rejectionValidator = zodValidator(rejectionSchema);
