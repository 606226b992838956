// The grievance form's schema: each field's rule, its message in the page's language.
import { z } from "zod";

import { GRIEVANCE_CATEGORIES, type GrievanceCategory } from "~/domain/grievance";
import { isValidIndianMobile, MOBILE_INPUT_MAX_LENGTH, mobileFromInput } from "~/domain/phone";
import { hasControlCharacters } from "~/domain/text-safety";
import type { Words } from "~/domain/words";
import { TEXT_LIMITS, textRules } from "~/forms/text-input";
import { postedString } from "~/forms/validation";

const isCategory = (value: string): value is GrievanceCategory => (GRIEVANCE_CATEGORIES as readonly string[]).includes(value);

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

const trimmed = postedString.transform((value) => value.trim());

// Field rules that add their message and leave the value as it is (a refine followed by a
// transform would stop the form's own rules, such as "an e-mail or a mobile", from running).
const oneOf = (allowed: (value: string) => boolean, message: string) => (value: string, ctx: z.RefinementCtx) => {
  if (!allowed(value)) ctx.addIssue({ code: "custom", message });
};

/** Free text that must be there, in the page's language: `label` names it in the other messages. */
const requiredText = (t: Words, required: string, label: string, max: number, multiline = false) =>
  trimmed.superRefine((value, ctx) => {
    if (!value) ctx.addIssue({ code: "custom", message: required });
    else textRules(label, max, { multiline, t })(value, ctx);
  });

/**
 * The public form, its messages in the page's language: a name, an e-mail address or an Indian
 * mobile number (at least one, to reply to), what it is about and the grievance itself. Empty
 * e-mail or mobile comes out as null.
 */
export function grievanceSchema(t: Words) {
  return z
    .object({
      name: requiredText(t, t("grievance:messages.nameRequired"), t("grievance:ruleLabels.name"), TEXT_LIMITS.personName),
      email: trimmed
        .refine(
          (v) => !v || (EMAIL.test(v) && v.length <= TEXT_LIMITS.email && !hasControlCharacters(v)),
          t("grievance:messages.invalidEmail"),
        )
        .transform((v) => v.toLowerCase() || null),
      // Typed as people write numbers ('+91 98765 43210'); more than the box holds was not typed there.
      mobile: trimmed
        .refine(
          (v) => !v || (v.length <= MOBILE_INPUT_MAX_LENGTH && isValidIndianMobile(mobileFromInput(v))),
          t("grievance:messages.invalidMobile"),
        )
        .transform((v) => (v ? mobileFromInput(v) : null)),
      category: postedString.superRefine(oneOf(isCategory, t("grievance:messages.categoryRequired"))),
      description: requiredText(
        t,
        t("grievance:messages.descriptionRequired"),
        t("grievance:ruleLabels.description"),
        TEXT_LIMITS.grievanceDescription,
        true,
      ),
    })
    .superRefine((values, ctx) => {
      if (!values.email && !values.mobile)
        ctx.addIssue({ code: "custom", path: ["email"], message: t("grievance:messages.contactRequired") });
    })
    .transform((values) => ({ ...values, category: values.category as GrievanceCategory }));
}
export type GrievanceInput = z.output<ReturnType<typeof grievanceSchema>>;
