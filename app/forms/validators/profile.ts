import type { Language } from "~/domain/language";
import { lastDay, profileSchema } from "~/forms/customer";
import { zodValidator } from "~/forms/validation";
import { perLanguage } from "~/locales/i18n";

// Its messages in the page's language: domain's schema given that language's words. The page
// and its action use the same validator, so the form is checked alike in the browser and on the server.

const profileValidators = perLanguage("account", (t) => lastDay((today) => zodValidator(profileSchema(t, today))));

/** Every profile field is required (spec §5); a birth date after `today` (India's date) is refused. */
export const profileValidator = (today: string, language: Language) => profileValidators(language)(today);
