import { roleChoiceSchema } from "~/forms/role-choice";
import { zodValidator } from "~/forms/validation";
import { perLanguage } from "~/locales/i18n";

// Its messages in the page's language: domain's schema given that language's words. The page
// and its action use the same validator, so the form is checked alike in the browser and on the server.

/** 'Are you a User?' or 'Are you an Astrologer?'. */
export const roleChoiceValidator = perLanguage("account", (t) => zodValidator(roleChoiceSchema(t)));
