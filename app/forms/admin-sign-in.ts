// The admin sign-in's two forms, password and second factor: one schema each for the browser and
// the action, in the admin area's words.
import { z } from "zod";

import { ADMIN_LOGIN_LIMITS } from "~/domain/admin";
import { FORM_ERROR, zodValidator } from "~/forms/validation";
import { adminSecondFactor } from "~/locales/en/admin/second-factor";
import { adminSignIn } from "~/locales/en/admin/sign-in";

/** Text as posted; anything else (a missing field, a file) is empty. */
const posted = z.unknown().transform((value) => (typeof value === "string" ? value : ""));

/**
 * The sign-in form. Any fault gets the one message, beside neither field: it never says which
 * of the two was wrong. Control characters (NUL among them) are in no e-mail address.
 */
export const adminLoginSchema = z
  .object({ email: posted.transform((email) => email.slice(0, ADMIN_LOGIN_LIMITS.email)), password: posted })
  .superRefine(({ email, password }, ctx) => {
    // eslint-disable-next-line no-control-regex -- control characters are what it finds
    if (!email || !password || password.length > ADMIN_LOGIN_LIMITS.password || /[\x00-\x1f\x7f]/.test(email)) {
      ctx.addIssue({ code: "custom", path: [FORM_ERROR], message: adminSignIn.loginFailed });
    }
  });

export const adminLoginValidator = zodValidator(adminLoginSchema);

/** A second-factor page's code, trimmed: there, and not too long to be one (a TOTP or a recovery code). */
export const secondFactorSchema = z.object({
  code: posted
    .transform((code) => code.trim())
    .refine((code) => code.length > 0 && code.length <= ADMIN_LOGIN_LIMITS.code, adminSecondFactor.codeRequired),
});

export const secondFactorValidator = zodValidator(secondFactorSchema);
