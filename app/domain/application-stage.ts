// Where an astrologer's application stands, in the applicant's words: the status page and the
// astrologer's app page (onboarding-and-admin §2, §4: after step 3, and for an existing
// astrologer, the app-download page) say the same thing.
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
export function nextStepOf(a: { bankDetailsSaved: boolean }): { to: string; label: string } {
  return a.bankDetailsSaved
    ? { to: "/document", label: "Upload your documents" }
    : { to: "/bank-details", label: "Give your bank details" };
}

export const stageHeadings: Record<ApplicationStage, string> = {
  review: "Your application is under review.",
  incomplete: "Your application is not complete yet.",
  approved: "Your application is approved.",
  rejected: "Your application was not approved.",
  withdrawn: "You withdrew your application.",
  deactivated: "Your astrologer account has been deactivated.",
  unknown: "We cannot show the state of your application right now.",
};

/** The astrologer's version of the app-download page: what to do now, stage by stage. */
export const astrologerAppCopy = {
  heading: (brand: string) => `The ${brand} partner app`,
  intro: (brand: string) =>
    `Astrologers take chats and calls in the ${brand} partner app. Log in there with your registered mobile number.`,
  review:
    "Our team is checking your details, bank details and documents. We write to you by e-mail when it is done; you can take chats and calls in the partner app once you are approved.",
  incomplete: "We review your application as soon as your bank details and every required document are in.",
  approved: "Customers can now find you. Log in to the partner app with this mobile number and go online to take chats and calls.",
  rejectionReason: (reason: string | null) => `Reason: ${reason?.trim() || "No reason was given."}`,
  mayReapply: "You may register again with this mobile number.",
  mayNotReapply: "You cannot register again with this number for now. If you have questions, please contact us.",
  withdrawn: "We erased your identity documents and bank details when you withdrew. You may apply again by registering afresh.",
  deactivated: "You can no longer take chats and calls. If you think this is a mistake, please contact us.",
  unknown: "Please contact us if this does not change.",
  getApp: "Get the partner app",
  statusLink: "See your application status",
  welcomeLink: "Get started",
  reapplyLink: "Register again",
} as const;
