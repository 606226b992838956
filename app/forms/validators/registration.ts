import type { Language } from "~/domain/language";
import { lastDay, registrationSchema } from "~/forms/customer";
import { zodValidator } from "~/forms/validation";
import { perLanguage } from "~/locales/i18n";

// Its messages in the page's language: domain's schema given that language's words. The page
// and its action use the same validator, so the form is checked alike in the browser and on the server.

const registrationValidators = perLanguage("account", (t) => lastDay((today) => zodValidator(registrationSchema(t, today))));

/** A customer's registration; `today` is India's date ('YYYY-MM-DD'): no date of birth after it. */
export const registrationValidator = (today: string, language: Language) => registrationValidators(language)(today);
