import { otpFormValidator } from "~/forms/otp";
import { perLanguage } from "~/locales/i18n";

// Its messages in the page's language: domain's schema given that language's words. The page
// and its action use the same validator, so the form is checked alike in the browser and on the server.

/** The sign-in's code (public-and-customer §2). */
export const loginOtpValidator = perLanguage("account", (t) => otpFormValidator(t("account:otp.incomplete")));
