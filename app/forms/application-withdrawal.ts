import { z } from "zod";

import { ASTROLOGER_STATUS } from "~/domain/onboarding";
import { parseRecordId } from "~/domain/record-id";
import type { Words } from "~/domain/words";

import { FORM_ERROR } from "./validation";

// An applicant takes back their astrologer application (decision 067; the DPDP Act 2023 lets a
// person withdraw consent as easily as it was given). Beyond the spec, so the words (the
// `onboarding` namespace's `withdrawal`) are ours.

type ApplicationState = { status: number; deactivated: boolean };

/**
 * An application not yet decided, or one that was not approved, may be withdrawn. An approved
 * astrologer's documents back the payouts already made, so that goes through us.
 */
export function mayWithdraw(application: ApplicationState): boolean {
  if (application.deactivated) return false;
  return application.status === ASTROLOGER_STATUS.PENDING || application.status === ASTROLOGER_STATUS.REJECTED;
}

/** The withdrawal form: the application it was shown for, which must still be the applicant's own. */
export const withdrawalSchema = (t: Words) =>
  z.object({ applicationId: z.unknown() }).transform((values, ctx) => {
    const applicationId = parseRecordId(values.applicationId);
    if (applicationId !== null) return { applicationId };
    ctx.addIssue({ code: "custom", path: [FORM_ERROR], message: t("onboarding:withdrawal.notFound") });
    return z.NEVER;
  });
