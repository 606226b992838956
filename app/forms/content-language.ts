// The admin forms' Language field: the edition an article, an FAQ or a yearly text is written for
// (decision 075), named in the admin area's words.
import { z } from "zod";

import { isLanguage, LANGUAGES } from "~/domain/language";
import { adminContentLanguage } from "~/locales/en/admin/content-language";

export const contentLanguageOptions = LANGUAGES.map((language) => ({ value: language, label: adminContentLanguage.names[language] }));

/**
 * "en" or "hi", nothing else. A refusal marks the field without stopping the form's other checks,
 * so every message shows at once.
 */
export const contentLanguageField = z
  .unknown()
  .transform((value) => (typeof value === "string" ? value.trim() : ""))
  .refine(isLanguage, adminContentLanguage.required);
