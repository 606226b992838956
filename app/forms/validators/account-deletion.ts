import { deletionRequestSchema } from "~/forms/mobile";
import { otpFormValidator } from "~/forms/otp";
import { zodValidator } from "~/forms/validation";
import { perLanguage } from "~/locales/i18n";

// Its messages in the page's language: domain's schema given that language's words. The page
// and its action use the same validator, so the form is checked alike in the browser and on the server.

/** Account deletion's first step, and its code (onboarding-and-admin §2). */
export const deletionRequestValidator = perLanguage("account", (t) => zodValidator(deletionRequestSchema(t)));
export const deletionOtpValidator = perLanguage("account", (t) => otpFormValidator(t("account:deletion.invalidOtpOrMissing")));
