// Admin area words (onboarding-and-admin §5, §8) and limits.
export const adminMessages = {
  loginFailed: "Login failed.",
  // Our wording: the spec shows no lock-out.
  tooManyAttempts: "Too many failed attempts. Please wait 15 minutes and try again.",
  approved: "Application Approved",
  rejected: "Application Rejected",
  rejectFailed: "Failed to reject application",
  reasonRequired: "Please provide a rejection reason",
  deactivated: "Astrologer deactivated successfully",
  deactivateFailed: "Failed to deactivate astrologer",
  // The spec's Allow Reapplication only showed an alert; ours does it and says so.
  reapplyAllowed: "Reapplication allowed. The applicant can register again.",
  noAstrologer: "No astrologer data found",
  noData: "No data available",
  noRejected: "No rejected applications found",
  noApproved: "No approved astrologers found",
  noPending: "No pending applications found",
  noDocuments: "No documents available",
  noBank: "No bank details available",
  unsupported: "Unsupported file type",
} as const;

export const ADMIN_LOGIN_POLICY = { maxFailures: 5, windowMinutes: 15 } as const;

/** Admin lists show dates day/month/year (spec §9). */
export function formatAdminDate(value: Date | string | null | undefined): string {
  if (!value) return "—";
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "—";
  const india = new Date(date.getTime() + 330 * 60_000);
  const dd = String(india.getUTCDate()).padStart(2, "0");
  const mm = String(india.getUTCMonth() + 1).padStart(2, "0");
  return `${dd}/${mm}/${india.getUTCFullYear()}`;
}
