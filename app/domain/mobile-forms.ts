import { z } from "zod";

import { deletionMessages, loginMessages } from "./account-messages";
import { INDIA_DIAL_CODE, isValidIndianMobile, mobileFromInput } from "./phone";

// The forms that take a mobile number to send an OTP to (public-and-customer §2 "Login",
// onboarding-and-admin §2 "Account deletion"), for the action and the browser alike.

/** Text as posted; anything else (a missing field, a file) is empty. */
const posted = z.unknown().transform((value) => (typeof value === "string" ? value : ""));

/** The ten digits of what was typed (spaces, +91, a leading 0 forgiven), or the message. */
const mobile = (message: string) => posted.transform(mobileFromInput).refine(isValidIndianMobile, message);

/** Login and sign-up: a valid number first, then an Indian one (the message goes beside the number). */
export const mobileLoginSchema = z
  .object({ mobile: mobile(loginMessages.invalidPhone), dialCode: posted.transform((code) => code || INDIA_DIAL_CODE) })
  .superRefine(({ dialCode }, ctx) => {
    if (dialCode !== INDIA_DIAL_CODE) ctx.addIssue({ code: "custom", path: ["mobile"], message: loginMessages.indiaOnly });
  });

/** Account deletion's first step: the number and the ticked confirmation. */
export const deletionRequestSchema = z.object({
  mobile: mobile(deletionMessages.invalidMobile),
  confirm: posted.refine((value) => value === "on", deletionMessages.confirm).transform(() => true as const),
});
