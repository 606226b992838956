import { mobileLoginSchema } from "~/forms/mobile";
import { zodValidator } from "~/forms/validation";
import { perLanguage } from "~/locales/i18n";

// Its messages in the page's language: domain's schema given that language's words. The page
// and its action use the same validator, so the form is checked alike in the browser and on the server.

/** Login and sign-up's mobile number (public-and-customer §2). */
export const mobileLoginValidator = perLanguage("account", (t) => zodValidator(mobileLoginSchema(t)));
