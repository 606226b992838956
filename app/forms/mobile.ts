import { z } from "zod";

import { INDIA_DIAL_CODE, isValidIndianMobile, mobileFromInput } from "~/domain/phone";
import type { Words } from "~/domain/words";

import { postedString } from "./validation";

// The forms that take a mobile number to send an OTP to (public-and-customer §2 "Login",
// onboarding-and-admin §2 "Account deletion"), for the action and the browser alike.

/**
 * Login and sign-up: a valid number first, then an Indian one (the message goes beside the
 * number), in the page's language.
 */
export function mobileLoginSchema(t: Words) {
  return z
    .object({
      mobile: postedString.transform(mobileFromInput),
      dialCode: postedString.transform((code) => code || INDIA_DIAL_CODE),
    })
    .superRefine(({ mobile, dialCode }, ctx) => {
      if (!isValidIndianMobile(mobile)) ctx.addIssue({ code: "custom", path: ["mobile"], message: t("account:login.invalidPhone") });
      else if (dialCode !== INDIA_DIAL_CODE) ctx.addIssue({ code: "custom", path: ["mobile"], message: t("account:login.indiaOnly") });
    });
}

/** Account deletion's first step: the number and the ticked confirmation, in the page's language. */
export function deletionRequestSchema(t: Words) {
  return z.object({
    mobile: postedString.transform(mobileFromInput).refine(isValidIndianMobile, t("account:deletion.invalidMobile")),
    confirm: postedString.refine((value) => value === "on", t("account:deletion.confirm")).transform(() => true as const),
  });
}
