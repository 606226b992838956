import { endSignInSchema } from "~/forms/sign-ins";
import { zodValidator } from "~/forms/validation";
import { perLanguage } from "~/locales/i18n";

// Its messages in the page's language: domain's schema given that language's words. The page
// and its action use the same validator, so the form is checked alike in the browser and on the server.

/** The End button of a sign-in on the profile. */
export const endSignInValidator = perLanguage("account", (t) => zodValidator(endSignInSchema(t)));
