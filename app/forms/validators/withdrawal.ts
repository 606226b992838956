import { withdrawalSchema } from "~/forms/application-withdrawal";
import { zodValidator } from "~/forms/validation";
import { perLanguage } from "~/locales/i18n";

// Its messages in the page's language: domain's schema given that language's words. The page
// and its action use the same validator, so the form is checked alike in the browser and on the server.

/** An applicant takes back their application. */
export const withdrawalValidator = perLanguage("onboarding", (t) => zodValidator(withdrawalSchema(t)));
