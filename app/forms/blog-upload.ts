// The admin's blog upload form (onboarding-and-admin §3 "Blog upload", §4): one schema for the
// browser and the action. The fields and limits it checks by are the feature's
// (domain/blog-upload.ts), its messages the admin area's.
import { z } from "zod";

import { BLOG_LIST_START, formatBlogDate } from "~/domain/blog";
import {
  BLOG_AUTHORS,
  type BlogUploadTextField,
  blogUploadTextFields,
  MAX_AUTHOR_LENGTH,
  MAX_DESCRIPTION_LENGTH,
  MAX_HEADING_LENGTH,
  MAX_HTML_LENGTH,
  MAX_KEYWORD_LENGTH,
  MAX_KEYWORDS,
  MAX_META_TAGS_FIELD_LENGTH,
  parseKeywords,
  TYPE_NEW,
} from "~/domain/blog-upload";
import { parseFormDate } from "~/domain/india-date";
import { indianNumber } from "~/domain/indian-number";
import type { Language } from "~/domain/language";
import { hasControlCharacters } from "~/domain/text-safety";
import { contentLanguageField } from "~/forms/content-language";
import { zodValidator } from "~/forms/validation";
import { adminBlogUpload } from "~/locales/en/admin/blog-upload";

export type BlogUploadData = {
  /** The edition the post is written for: listed on /blogs or on /hi/blogs. */
  language: Language;
  mainHeading: string;
  heading: string;
  author: string;
  startDate: string | null;
  endDate: string | null;
  scheduleDate: string;
  mainDescription: string | null;
  htmlContent: string;
  keywords: string[];
};

const m = adminBlogUpload;
const tooLong = (max: number) => m.tooLong(indianNumber(max));
/** A field the form may leave out (the new-author box is not rendered with JavaScript until asked for). */
const printable = (multiline: boolean) => [(v: string) => !hasControlCharacters(v, multiline), m.controlCharacters] as const;
const optionalText = (max: number, multiline = false) =>
  z
    .string({ invalid_type_error: tooLong(max) })
    .optional()
    .transform((v) => (v ?? "").trim())
    .pipe(
      z
        .string()
        .max(max, tooLong(max))
        .refine(...printable(multiline)),
    );
const requiredText = (message: string, max: number, multiline = false) =>
  z
    .string({ invalid_type_error: message })
    .optional()
    .transform((v) => (v ?? "").trim())
    .pipe(
      z
        .string()
        .min(1, message)
        .max(max, tooLong(max))
        .refine(...printable(multiline)),
    );

/** One schema for the browser and the action. */
export const blogUploadSchema = z
  .object({
    language: contentLanguageField,
    mainHeading: requiredText(m.mainHeadingRequired, MAX_HEADING_LENGTH),
    heading: requiredText(m.headingRequired, MAX_HEADING_LENGTH),
    article: optionalText(MAX_AUTHOR_LENGTH),
    customAuthor: optionalText(MAX_AUTHOR_LENGTH),
    startDate: optionalText(20),
    endDate: optionalText(20),
    scheduleDate: optionalText(20),
    mainDescription: optionalText(MAX_DESCRIPTION_LENGTH, true),
    htmlContent: requiredText(m.htmlRequired, MAX_HTML_LENGTH, true),
    metaTags: optionalText(MAX_META_TAGS_FIELD_LENGTH),
  })
  .superRefine((v, ctx) => {
    const issue = (path: BlogUploadTextField, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (v.article === TYPE_NEW) {
      if (!v.customAuthor) issue("customAuthor", m.customAuthorRequired);
    } else if (!BLOG_AUTHORS.some((a) => a === v.article)) issue("article", m.authorRequired);
    if (!v.scheduleDate) issue("scheduleDate", m.scheduleDateRequired);
    else if (!parseFormDate(v.scheduleDate)) issue("scheduleDate", m.invalidDate);
    else if (parseFormDate(v.scheduleDate)! < BLOG_LIST_START)
      issue("scheduleDate", m.beforeListStart(formatBlogDate(BLOG_LIST_START, "en", BLOG_LIST_START)));
    const start = v.startDate ? parseFormDate(v.startDate) : null;
    const end = v.endDate ? parseFormDate(v.endDate) : null;
    if (v.startDate && !start) issue("startDate", m.invalidDate);
    if (v.endDate && !end) issue("endDate", m.invalidDate);
    if (start && end && end < start) issue("endDate", m.endBeforeStart);
    const keywords = parseKeywords(v.metaTags);
    if (keywords.length > MAX_KEYWORDS) issue("metaTags", m.tooManyKeywords(MAX_KEYWORDS));
    else if (keywords.some((k) => k.length > MAX_KEYWORD_LENGTH)) issue("metaTags", m.keywordTooLong(MAX_KEYWORD_LENGTH));
  })
  .transform((v): BlogUploadData => ({
    language: v.language,
    mainHeading: v.mainHeading,
    heading: v.heading,
    author: v.article === TYPE_NEW ? v.customAuthor : v.article,
    startDate: v.startDate ? parseFormDate(v.startDate) : null,
    endDate: v.endDate ? parseFormDate(v.endDate) : null,
    scheduleDate: parseFormDate(v.scheduleDate) ?? "",
    mainDescription: v.mainDescription || null,
    htmlContent: v.htmlContent,
    keywords: parseKeywords(v.metaTags),
  }));

export const blogUploadValidator = zodValidator(blogUploadSchema);

/** The submitted text fields, as typed, to fill the form again. */
export function submittedBlogFields(form: FormData): Record<BlogUploadTextField, string> {
  const values = {} as Record<BlogUploadTextField, string>;
  for (const name of blogUploadTextFields) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}
