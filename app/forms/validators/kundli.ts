import { kundliSchema, milanSchema } from "~/forms/birth-details";
import { zodValidator } from "~/forms/validation";
import { perLanguage } from "~/locales/i18n";

// Its messages in the page's language: domain's schema given that language's words.

/** The kundli form: one birth. */
export const kundliValidator = perLanguage("kundli", (t) => zodValidator(kundliSchema(t)));

/** The kundli milan form: the boy's birth and the girl's. */
export const milanValidator = perLanguage("kundli", (t) => zodValidator(milanSchema(t)));
