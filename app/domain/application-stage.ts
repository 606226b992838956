// Where an astrologer's application stands: the status page and the astrologer's app page
// (onboarding-and-admin §2, §4: after step 3, and for an existing astrologer, the app-download
// page) say the same thing.
import { ASTROLOGER_STATUS } from "./onboarding";

export type ApplicationStage = "incomplete" | "review" | "approved" | "rejected" | "withdrawn" | "deactivated" | "unknown";

type ApplicationFacts = {
  status: number;
  deactivated: boolean;
  bankDetailsSaved: boolean;
  missingDocuments: readonly string[];
  canReapply: boolean;
};

export function applicationStage(a: ApplicationFacts): ApplicationStage {
  if (a.deactivated) return "deactivated";
  if (a.status === ASTROLOGER_STATUS.ACTIVE) return "approved";
  if (a.status === ASTROLOGER_STATUS.REJECTED) return "rejected";
  if (a.status === ASTROLOGER_STATUS.WITHDRAWN) return "withdrawn";
  if (a.status !== ASTROLOGER_STATUS.PENDING) return "unknown";
  return a.bankDetailsSaved && a.missingDocuments.length === 0 ? "review" : "incomplete";
}

/** What the app-download and welcome pages know of the astrologer in the session. */
export type SessionAstrologer = {
  name: string;
  stage: ApplicationStage;
  bankDetailsSaved: boolean;
  rejectionReason: string | null;
  /** A rejected applicant whom an admin allowed to reapply, or one who withdrew. */
  mayReapply: boolean;
};

/** The welcome page (spec §2) greets approved astrologers only; it must not tell anyone else "approved". */
export function maySeeWelcome(stage: ApplicationStage): boolean {
  return stage === "approved";
}

/** The next onboarding step of an incomplete application. */
export function nextStepOf(a: { bankDetailsSaved: boolean }): { to: string } {
  return a.bankDetailsSaved ? { to: "/document" } : { to: "/bank-details" };
}
