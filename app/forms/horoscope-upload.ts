// The admin's daily horoscope upload form (onboarding-and-admin §3 "Daily horoscope upload", §4):
// its rules, for the browser and the action, in the admin area's words.
import { z } from "zod";

import { isIsoDate } from "~/clock/india-clock";
import { SIGNS } from "~/domain/horoscope";
import { PREDICTION_MAX_LENGTH, UPLOAD_LANGUAGES, type UploadFields, type UploadValues, type ValidUpload } from "~/domain/horoscope-upload";
import { indianNumber } from "~/domain/indian-number";
import { hasControlCharacters } from "~/domain/text-safety";
import { zodValidator } from "~/forms/validation";
import { adminHoroscopeUpload } from "~/locales/en/admin/horoscope-upload";

const m = adminHoroscopeUpload;

/** Checks one submitted form; each message belongs beside its field. */
export function validateUpload(
  values: UploadValues,
): { ok: true; data: ValidUpload } | { ok: false; errors: Partial<Record<UploadFields, string>> } {
  const errors: Partial<Record<UploadFields, string>> = {};
  const { startDate, endDate } = values;
  if (!isIsoDate(startDate) || !isIsoDate(endDate)) errors.dates = m.datesRequired;
  else if (endDate < startDate) errors.dates = m.endBeforeStart;
  const language = UPLOAD_LANGUAGES.find((l) => l === values.language);
  if (!language) errors.language = m.languageRequired;
  const sign = SIGNS.find((s) => s.slug === values.sign);
  if (!sign) errors.sign = m.signRequired;
  const prediction = values.prediction.replace(/\r\n?/g, "\n").trim();
  if (!prediction) errors.prediction = m.predictionRequired;
  else if (prediction.length > PREDICTION_MAX_LENGTH) errors.prediction = m.predictionTooLong(indianNumber(PREDICTION_MAX_LENGTH));
  else if (hasControlCharacters(prediction, true)) errors.prediction = m.predictionUnprintable;
  if (!language || !sign || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, data: { startDate, endDate, language, sign, prediction } };
}

const posted = (value: unknown) => (typeof value === "string" ? value : "");

/** The form's schema: the rules of `validateUpload`, a message per field. */
export const horoscopeUploadSchema = z.record(z.unknown()).transform((raw, ctx) => {
  const checked = validateUpload({
    startDate: posted(raw.startDate),
    endDate: posted(raw.endDate),
    language: posted(raw.language),
    sign: posted(raw.sign),
    prediction: posted(raw.prediction),
  });
  if (checked.ok) return checked.data;
  for (const [field, message] of Object.entries(checked.errors)) ctx.addIssue({ code: "custom", path: [field], message });
  return z.NEVER;
});

export const horoscopeUploadValidator = zodValidator(horoscopeUploadSchema);
