// The administrators' change to a grievance (decision 070): one schema for the browser and the
// action, in the admin area's words.
import { z } from "zod";

import { type GrievanceUpdate, isGrievanceStatus } from "~/domain/grievance";
import { indianNumber } from "~/domain/indian-number";
import { hasControlCharacters } from "~/domain/text-safety";
import { TEXT_LIMITS } from "~/forms/text-input";
import { postedString, zodValidator } from "~/forms/validation";
import { adminGrievances } from "~/locales/en/admin/grievances";

const m = adminGrievances;

/** The status, and the answer, which resolving needs. */
export const grievanceUpdateSchema = z
  .object({
    status: postedString.superRefine((value, ctx) => {
      if (!isGrievanceStatus(value)) ctx.addIssue({ code: "custom", message: m.statusRequired });
    }),
    reply: postedString
      .transform((value) => value.trim())
      .superRefine((value, ctx) => {
        if (value.length > TEXT_LIMITS.grievanceReply)
          ctx.addIssue({ code: "custom", message: m.replyTooLong(indianNumber(TEXT_LIMITS.grievanceReply)) });
        else if (hasControlCharacters(value, true)) ctx.addIssue({ code: "custom", message: m.replyUnprintable });
      }),
  })
  .superRefine((values, ctx) => {
    if (values.status === "resolved" && !values.reply) ctx.addIssue({ code: "custom", path: ["reply"], message: m.replyRequired });
  })
  .transform((values): GrievanceUpdate => ({ ...values, status: values.status as GrievanceUpdate["status"] }));

export const grievanceUpdateValidator = zodValidator(grievanceUpdateSchema);
