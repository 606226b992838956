/** The astrologer applications: the dashboard's lists and an application's page. */
export const adminApplications = {
  // "Rejected" where the spec's code is named "Reject": a status reads as an adjective.
  statuses: {
    active: "Active",
    pending: "Pending",
    rejected: "Rejected",
    withdrawn: "Withdrawn",
    inactive: "Inactive",
    unknown: "Unknown",
  },
  approved: "Application Approved",
  rejected: "Application Rejected",
  rejectFailed: "Failed to reject application",
  reasonRequired: "Please provide a rejection reason",
  reasonTooLong: (max: string) => `Rejection reason must be at most ${max} characters.`,
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
