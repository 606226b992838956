import { bankDetailsSchema } from "~/forms/astrologer";
import { zodValidator } from "~/forms/validation";
import { perLanguage } from "~/locales/i18n";

// Its messages in the page's language: domain's schema given that language's words. The page
// and its action use the same validator, so the form is checked alike in the browser and on the server.

/** The astrologer's bank details (onboarding-and-admin §5). */
export const bankDetailsValidator = perLanguage("onboarding", (t) => zodValidator(bankDetailsSchema(t)));
