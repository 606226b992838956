// The yearly horoscopes' admin forms: one sign's text, and a year started in an edition; for the
// browser and the action, in the admin area's words.
import { z } from "zod";

import type { Language } from "~/domain/language";
import { paragraphsOf, valuesToSections, YEARLY_LIMITS } from "~/domain/yearly-admin";
import { FIRST_CONTENT_YEAR, LAST_CONTENT_YEAR, type YearlySections } from "~/domain/yearly-horoscope";
import { plainText, postedText } from "~/forms/admin-text";
import { zodValidator } from "~/forms/validation";
import { adminContentLanguage } from "~/locales/en/admin/content-language";
import { adminYearly } from "~/locales/en/admin/yearly";

import { contentLanguageField } from "./content-language";

const m = adminYearly;

/** A year as the screens and messages name it: "2027" in English, "2027 (Hindi)" in the Hindi edition. */
export function yearlyEditionName(year: number, language: Language): string {
  return language === "en" ? String(year) : `${year} (${adminContentLanguage.names[language]})`;
}

function text(label: string, max: number, options: { multiline?: boolean; optional?: boolean } = {}) {
  return plainText(m, label, max, options);
}

function paragraphs(label: string, optional = false) {
  return text(label, YEARLY_LIMITS.section, { multiline: true, optional }).superRefine((value, ctx) => {
    if (paragraphsOf(value).length > YEARLY_LIMITS.paragraphs)
      ctx.addIssue({ code: "custom", message: m.tooManyParagraphs(label, YEARLY_LIMITS.paragraphs) });
  });
}

const label = (name: keyof typeof m.fields) => m.fields[name];

const shape: Record<string, z.ZodTypeAny> = {
  intro: paragraphs(label("intro")),
  love: paragraphs(label("love")),
  career: paragraphs(label("career")),
  health: paragraphs(label("health")),
  metaDescription: text(label("metaDescription"), YEARLY_LIMITS.metaDescription).refine(
    (value) => !value || value.length >= 50,
    m.metaTooShort,
  ),
  keywords: text(label("keywords"), YEARLY_LIMITS.keywords, { optional: true }),
};
for (const n of [1, 2, 3] as const) shape[`remedy${n}`] = text(label(`remedy${n}`), YEARLY_LIMITS.remedy, { multiline: true });
for (const n of [1, 2, 3, 4, 5] as const) {
  shape[`faq${n}Question`] = text(label(`faq${n}Question`), YEARLY_LIMITS.question);
  shape[`faq${n}Answer`] = text(label(`faq${n}Answer`), YEARLY_LIMITS.answer, { multiline: true });
}
for (const n of [1, 2, 3] as const) {
  shape[`extra${n}Title`] = text(label(`extra${n}Title`), YEARLY_LIMITS.extraTitle, { optional: true });
  shape[`extra${n}Text`] = paragraphs(label(`extra${n}Text`), true);
}

/** One sign's form: the spec's sections, three remedies, five questions, up to three extra sections. */
export const yearlySignSchema = z
  .object(shape)
  .superRefine((values, ctx) => {
    for (const n of [1, 2, 3]) {
      const title = values[`extra${n}Title`] as string;
      const body = values[`extra${n}Text`] as string;
      if (Boolean(title) !== Boolean(body))
        ctx.addIssue({ code: "custom", path: [title ? `extra${n}Text` : `extra${n}Title`], message: m.extraPair });
    }
  })
  .transform((values): YearlySections => valuesToSections(values as Record<string, string>));

export const yearlySignValidator = zodValidator(yearlySignSchema);

/** The start-a-year form: the year and the edition it is written for. */
export const yearlyYearSchema = z.object({
  language: contentLanguageField,
  year: postedText.pipe(
    z
      .string()
      .regex(/^\d{4}$/, m.yearInvalid(FIRST_CONTENT_YEAR, LAST_CONTENT_YEAR))
      .transform(Number)
      .refine((year) => year >= FIRST_CONTENT_YEAR && year <= LAST_CONTENT_YEAR, m.yearInvalid(FIRST_CONTENT_YEAR, LAST_CONTENT_YEAR)),
  ),
});

export const yearlyYearValidator = zodValidator(yearlyYearSchema);
