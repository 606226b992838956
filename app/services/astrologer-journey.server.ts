import { applicationStage, type SessionAstrologer } from "~/domain/application-stage";
import { mayRegisterAgain } from "~/forms/astrologer";
import { env } from "~/infra/env.server";

import { applicationStatus } from "./onboarding.server";

/** What a visitor's session says of an astrologer: the choice made after the OTP, the application id and the number. */
export type AstrologerClaim = { userType?: "CUSTOMER" | "ASTROLOGER"; astrologerId?: number; phone?: string };

/**
 * The astrologer this visitor is, or null. A session knows an astrologer when it chose
 * 'Are you an Astrologer?' after an OTP (who-are-you) and holds the id of the application
 * registered under its number (who-are-you for an existing astrologer, registration for a
 * new one). Astrologers are never logged in on the web (spec §4): this is all they have.
 */
export async function astrologerOf({ userType, astrologerId, phone }: AstrologerClaim): Promise<SessionAstrologer | null> {
  if (userType !== "ASTROLOGER" || !astrologerId || !phone) return null;
  const application = await applicationStatus(phone);
  if (!application || application.astrologerId !== astrologerId) return null;
  const stage = applicationStage(application);
  return {
    name: application.name,
    stage,
    bankDetailsSaved: application.bankDetailsSaved,
    rejectionReason: stage === "rejected" ? application.rejectionReason : null,
    mayReapply: (stage === "rejected" || stage === "withdrawn") && mayRegisterAgain(application),
  };
}

/** What /app-download and /app-downloads show: the astrologer's version when one is in the session. */
export async function appDownloadPageData(claim: AstrologerClaim) {
  const astrologer = await astrologerOf(claim);
  return { astrologer, partnerAppUrl: astrologer ? env().PARTNER_APP_URL : null };
}

/** The partner app's store address (the welcome page's link). */
export function partnerAppUrl(): string {
  return env().PARTNER_APP_URL;
}
