import { withZod } from "@remix-validated-form/with-zod";
import { z } from "zod";

import { perLanguage, type Translate } from "~/i18n";

import { FORM_ERROR } from "./forms";
import { ASTROLOGER_STATUS } from "./onboarding";
import { parseRecordId } from "./record-id";

// An applicant takes back their astrologer application (decision 067; the DPDP Act 2023 lets a
// person withdraw consent as easily as it was given). Beyond the spec, so the words are ours: the
// English texts of the `onboarding` namespace (app/locales). A "{{date}}" is filled in by t().

type ApplicationState = { status: number; deactivated: boolean };

/**
 * An application not yet decided, or one that was not approved, may be withdrawn. An approved
 * astrologer's documents back the payouts already made, so that goes through us.
 */
export function mayWithdraw(application: ApplicationState): boolean {
  if (application.deactivated) return false;
  return application.status === ASTROLOGER_STATUS.PENDING || application.status === ASTROLOGER_STATUS.REJECTED;
}

export const withdrawalMessages = {
  open: "Withdraw my application",
  explain:
    "If you withdraw, we stop reviewing your application and at once erase your identity documents (Aadhaar, PAN and any certificate) and your bank details. This cannot be undone. We keep your registration details and the history of your application, so that we can answer any question about it.",
  again: "You can apply again later by registering afresh, with your bank details and documents.",
  confirm: "Yes, withdraw my application",
  done: "Your application is withdrawn. We have erased your identity documents and bank details.",
  notFound: "We could not find this application. Please open your application status again.",
  tooLate: "This application can no longer be withdrawn.",
  failed: "We could not withdraw your application. Please try again.",
  approved:
    "An approved application cannot be withdrawn here. To stop consulting with us, or to have your documents and bank details deleted, please contact us.",
  withdrawnOn: "You withdrew your application on {{date}}.",
  erased: "We erased your identity documents and bank details then. We keep your registration details and the history of your application.",
  mayApplyAgain: "You may apply again by registering afresh.",
  registerAgain: "Register again",
  registerAfresh:
    "You withdrew your earlier application. Please fill in every detail; you then give your bank details and documents again.",
  erasedOn: "Erased on {{date}}",
  erasedByRetention:
    "We erased your identity documents and bank details on {{date}}, as our privacy policy says for applications that are not approved.",
} as const;

/** The withdrawal form: the application it was shown for, which must still be the applicant's own. */
export const withdrawalSchema = (t: Translate) =>
  z.object({ applicationId: z.unknown() }).transform((values, ctx) => {
    const applicationId = parseRecordId(values.applicationId);
    if (applicationId !== null) return { applicationId };
    ctx.addIssue({ code: "custom", path: [FORM_ERROR], message: t("onboarding:withdrawal.notFound") });
    return z.NEVER;
  });

export const withdrawalValidator = perLanguage("onboarding", (t) => withZod(withdrawalSchema(t)));
