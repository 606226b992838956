import { z } from "zod";

import { plainText, postedText } from "./admin-text";
import { CONTENT_LANGUAGE_NAMES, contentLanguageField, withLanguageQuery } from "./content-language";
import { zodValidator } from "./forms";
import { indianNumber } from "./indian-number";
import type { Language } from "./language";
import { FIRST_CONTENT_YEAR, LAST_CONTENT_YEAR, type YearlySections } from "./yearly-horoscope";

// The admin screens of the yearly horoscopes: a year is started, its twelve signs
// are written one form each, previewed, and the year published. The text is plain: paragraphs
// are separated by an empty line, and the pages print it as text, so no markup ever reaches a
// visitor (decision 060). Limits keep a sign's whole form within the 64 KB a post may carry.
// Each edition has its own years (decision 075): every screen shows one, named by its address's
// ?language= (English without it, so the English addresses stay as they were).

export const YEARLY_LIMITS = {
  section: 4000,
  paragraphs: 8,
  remedy: 600,
  question: 200,
  answer: 1500,
  extraTitle: 60,
  metaDescription: 300,
  keywords: 300,
} as const;

/** A year as the screens and messages name it: "2027" in English, "2027 (Hindi)" in the Hindi edition. */
export function yearlyEditionName(year: number, language: Language): string {
  return language === "en" ? String(year) : `${year} (${CONTENT_LANGUAGE_NAMES[language]})`;
}

/** The admin address of the years, a year or a sign's text in one edition. */
export function yearlyAdminPath(language: Language, year?: number, yearlySlug?: string): string {
  const path = ["/admin/yearly", year, yearlySlug].filter((part) => part !== undefined).join("/");
  return withLanguageQuery(path, language);
}

/** `year` is a year's number, or its edition name (yearlyEditionName) in the Hindi edition. */
type Year = number | string;

export const yearlyAdminMessages = {
  yearInvalid: `Please enter a year from ${FIRST_CONTENT_YEAR} to ${LAST_CONTENT_YEAR}.`,
  yearStarted: (year: Year) => `${year} is started: write its twelve signs, then publish it.`,
  yearExists: (year: Year) => `${year} already exists.`,
  saved: (sign: string, year: Year) => `${sign} ${year} saved.`,
  savedLive: (sign: string, year: Year) => `${sign} ${year} saved. It is live on the site.`,
  published: (year: Year) => `${year} is published: the site shows it.`,
  unpublished: (year: Year) => `${year} is no longer shown on the site.`,
  incomplete: (year: Year, written: number) => `${year} can be published once all twelve signs are written: ${written} of 12 so far.`,
  deleted: (year: Year) => `${year} and its texts are deleted.`,
  deletePublished: "A published year cannot be deleted: unpublish it first.",
  noSuchYear: "That year does not exist (any more).",
  saveFailed: "Failed to save. Please try again.",
  fixFields: "Nothing was saved: please correct the fields marked below.",
  previewFixFields: "The preview needs every field filled in: please correct the fields marked below.",
  required: (label: string) => `Please fill in ${label}.`,
  tooLong: (label: string, max: number) => `${label} can be at most ${indianNumber(max)} characters.`,
  tooManyParagraphs: (label: string) => `${label} can have at most ${YEARLY_LIMITS.paragraphs} paragraphs.`,
  unprintable: (label: string) => `${label} contains characters that cannot be used.`,
  extraPair: "Give the section both a title and its text, or leave both empty.",
  metaTooShort: "The description for search engines needs at least 50 characters.",
} as const;

const m = yearlyAdminMessages;

/** The form's fields in the order it shows them, with their labels. */
export const YEARLY_FIELD_LABELS: Readonly<Record<string, string>> = {
  intro: "Introduction",
  love: "Love and Relationships",
  career: "Career and Finances",
  health: "Health & Wellness",
  ...Object.fromEntries([1, 2, 3].map((n) => [`remedy${n}`, `Remedy ${n}`])),
  ...Object.fromEntries(
    [1, 2, 3, 4, 5].flatMap((n) => [
      [`faq${n}Question`, `Question ${n}`],
      [`faq${n}Answer`, `Answer ${n}`],
    ]),
  ),
  ...Object.fromEntries(
    [1, 2, 3].flatMap((n) => [
      [`extra${n}Title`, `Extra section ${n}: title`],
      [`extra${n}Text`, `Extra section ${n}: text`],
    ]),
  ),
  metaDescription: "Description for search engines",
  keywords: "Keywords",
};

/** Text split into paragraphs at empty lines; the lines within one are joined with a space. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean);
}

const posted = postedText;

function text(label: string, max: number, options: { multiline?: boolean; optional?: boolean } = {}) {
  return plainText(m, label, max, options);
}

function paragraphs(label: string, optional = false) {
  return text(label, YEARLY_LIMITS.section, { multiline: true, optional }).superRefine((value, ctx) => {
    if (paragraphsOf(value).length > YEARLY_LIMITS.paragraphs) ctx.addIssue({ code: "custom", message: m.tooManyParagraphs(label) });
  });
}

const label = (name: string) => YEARLY_FIELD_LABELS[name];

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
for (const n of [1, 2, 3]) shape[`remedy${n}`] = text(label(`remedy${n}`), YEARLY_LIMITS.remedy, { multiline: true });
for (const n of [1, 2, 3, 4, 5]) {
  shape[`faq${n}Question`] = text(label(`faq${n}Question`), YEARLY_LIMITS.question);
  shape[`faq${n}Answer`] = text(label(`faq${n}Answer`), YEARLY_LIMITS.answer, { multiline: true });
}
for (const n of [1, 2, 3]) {
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

/** The form's values as the sections stored. */
export function valuesToSections(values: Readonly<Record<string, string>>): YearlySections {
  const extraSections = [1, 2, 3]
    .filter((n) => values[`extra${n}Title`] && values[`extra${n}Text`])
    .map((n) => ({ title: values[`extra${n}Title`], paragraphs: paragraphsOf(values[`extra${n}Text`]) }));
  return {
    intro: paragraphsOf(values.intro),
    love: paragraphsOf(values.love),
    career: paragraphsOf(values.career),
    health: paragraphsOf(values.health),
    remedies: [values.remedy1, values.remedy2, values.remedy3],
    faqs: [1, 2, 3, 4, 5].map((n) => ({ question: values[`faq${n}Question`], answer: values[`faq${n}Answer`] })),
    ...(extraSections.length > 0 ? { extraSections } : {}),
    metaDescription: values.metaDescription,
    keywords: values.keywords ?? "",
  };
}

/** Stored sections as the form's starting values. */
export function sectionsToValues(sections: YearlySections): Record<string, string> {
  const values: Record<string, string> = {
    intro: sections.intro.join("\n\n"),
    love: sections.love.join("\n\n"),
    career: sections.career.join("\n\n"),
    health: sections.health.join("\n\n"),
    metaDescription: sections.metaDescription,
    keywords: sections.keywords,
  };
  sections.remedies.forEach((remedy, index) => (values[`remedy${index + 1}`] = remedy));
  sections.faqs.forEach((faq, index) => {
    values[`faq${index + 1}Question`] = faq.question;
    values[`faq${index + 1}Answer`] = faq.answer;
  });
  (sections.extraSections ?? []).forEach((section, index) => {
    values[`extra${index + 1}Title`] = section.title;
    values[`extra${index + 1}Text`] = section.paragraphs.join("\n\n");
  });
  return values;
}

/** The start-a-year form: the year and the edition it is written for. */
export const yearlyYearSchema = z.object({
  language: contentLanguageField,
  year: posted.pipe(
    z
      .string()
      .regex(/^\d{4}$/, m.yearInvalid)
      .transform(Number)
      .refine((year) => year >= FIRST_CONTENT_YEAR && year <= LAST_CONTENT_YEAR, m.yearInvalid),
  ),
});

export const yearlyYearValidator = zodValidator(yearlyYearSchema);
