import { withLanguageQuery } from "./content-language";
import type { Language } from "./language";
import type { YearlySections } from "./yearly-horoscope";

// The admin screens of the yearly horoscopes: a year is started, its twelve signs
// are written one form each, previewed, and the year published. The text is plain: paragraphs
// are separated by an empty line, and the pages print it as text, so no markup ever reaches a
// visitor (decision 060). Limits keep a sign's whole form within the 64 KB a post may carry.
// Each edition has its own years (decision 075): every screen shows one, named by its address's
// ?language= (English without it, so the English addresses stay as they were). Its forms are
// forms/yearly-admin.ts.

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

/** The admin address of the years, a year or a sign's text in one edition. */
export function yearlyAdminPath(language: Language, year?: number, yearlySlug?: string): string {
  const path = ["/admin/yearly", year, yearlySlug].filter((part) => part !== undefined).join("/");
  return withLanguageQuery(path, language);
}

/** Text split into paragraphs at empty lines; the lines within one are joined with a space. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean);
}

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
