import { astrologerRegistrationSchema } from "~/forms/astrologer";
import { zodValidator } from "~/forms/validation";
import { perLanguage } from "~/locales/i18n";

// Its messages in the page's language: domain's schema given that language's words. The page
// and its action use the same validator, so the form is checked alike in the browser and on the server.

/** The astrologer's registration (onboarding-and-admin §2). */
export const astrologerRegistrationValidator = perLanguage("onboarding", (t) => zodValidator(astrologerRegistrationSchema(t)));
