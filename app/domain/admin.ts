import { DOCUMENT_KINDS } from "./onboarding";
import type { Words } from "./words";

// The admin area (onboarding-and-admin §5, §8): its sign-in limits, where a sign-in may lead, and
// what Approve warns of. Its words are the admin table's, passed in by the caller.

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

/** Only a path on this site (never //host, /\host, a full URL or control characters) may follow a login. */
export function safeNextPath(value: string | null, fallback = "/admin"): string {
  return value && value.length <= 2000 && /^\/(?![/\\])[\x21-\x7e]*$/.test(value) ? value : fallback;
}

/** Field limits of the admin sign-in (e-mail per RFC 5321; long passphrases are welcome). */
export const ADMIN_LOGIN_LIMITS = { email: 254, password: 200, code: 32 } as const;
