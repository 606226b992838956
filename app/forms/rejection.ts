// Rejecting an application (spec §5): its one field, the reason, in the admin area's words.
import { z } from "zod";

import { indianNumber } from "~/domain/indian-number";
import { hasControlCharacters } from "~/domain/text-safety";
import { TEXT_LIMITS } from "~/forms/text-input";
import { zodValidator } from "~/forms/validation";
import { adminApplications } from "~/locales/en/admin/applications";

const m = adminApplications;

/** The rejection reason (required, spec §5): plain text of at most TEXT_LIMITS.rejectionReason characters. */
export function rejectionReasonError(reason: string): string | null {
  if (!reason) return m.reasonRequired;
  if (reason.length > TEXT_LIMITS.rejectionReason) return m.reasonTooLong(indianNumber(TEXT_LIMITS.rejectionReason));
  if (hasControlCharacters(reason, true)) return m.reasonUnprintable;
  return null;
}

/** The reject form: its one field, trimmed, by the rule above. */
export const rejectionSchema = z.object({
  reason: z
    .unknown()
    .transform((value) => (typeof value === "string" ? value.trim() : ""))
    .superRefine((reason, ctx) => {
      const error = rejectionReasonError(reason);
      if (error) ctx.addIssue({ code: "custom", message: error });
    }),
});

export const rejectionValidator = zodValidator(rejectionSchema);
