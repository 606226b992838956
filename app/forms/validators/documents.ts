import type { Language } from "~/domain/language";
import { documentsSchema } from "~/forms/astrologer";
import { zodValidator } from "~/forms/validation";
import { translator } from "~/locales/i18n";

// Its messages in the page's language: domain's schema given that language's words. The page
// and its action use the same validator, so the form is checked alike in the browser and on the server.

/** The document form, for the kinds uploaded so far (or for one field alone). */
export const documentsValidator = (language: Language, uploadedKinds: readonly string[], only?: string) =>
  zodValidator(documentsSchema(translator(language), uploadedKinds, only));
