import type { RefinementCtx } from "zod";

import type { Translate } from "~/i18n";

import { indianNumber } from "./indian-number";

// Free text from forms: every field has a maximum length, checked by the server and shown in
// the HTML (maxLength), and no field takes control characters. The spec names no lengths
// except where a format fixes one (phone, PIN code, PAN, IFSC, OTP); ours are generous for
// real values and small enough that no post can fill a page, a cookie or a table.

export const TEXT_LIMITS = {
  /** A person's full name. */
  personName: 100,
  /** RFC 5321: a forward path, and so an address, is at most 254 characters. */
  email: 254,
  /** A birth place, a town. */
  place: 120,
  /** A postal address. */
  address: 300,
  /** Why an application was refused: a few sentences. */
  rejectionReason: 1000,
  /** An FAQ question and its answer (onboarding-and-admin §3). */
  faqQuestion: 300,
  faqAnswer: 5000,
  /** A phone number as the footer shows it: 15 digits (E.164) and room for + ( ) - and spaces. */
  contactPhone: 25,
  /** A grievance as its sender describes it, and the Grievance Officer's answer. */
  grievanceDescription: 5000,
  grievanceReply: 2000,
} as const;

/**
 * Our wording where the spec has none ('Full name must be at most 100 characters.'): the
 * `forms` namespace's `text` in English (app/locales).
 */
export const textMessages = {
  tooLong: "{{label}} must be at most {{max}} characters.",
  unprintable: "{{label}} contains characters that cannot be used.",
} as const;

/** A template's "{{name}}" places filled in, for the English texts of forms that have no other language. */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");

/** The message for a text over `max` characters; in the page's language when given its `t`. */
export const tooLongMessage = (label: string, max: number, t?: Translate) =>
  t ? t("forms:text.tooLong", { label, max: indianNumber(max) }) : fill(textMessages.tooLong, { label, max: indianNumber(max) });

/** The message for a text with control characters; in the page's language when given its `t`. */
export const unprintableMessage = (label: string, t?: Translate) =>
  t ? t("forms:text.unprintable", { label }) : fill(textMessages.unprintable, { label });

/**
 * C0 control characters and DEL, except tab, and line breaks in text of several lines (a
 * browser strips them from one-line inputs). Postgres cannot store a NUL at all, and none of
 * them belongs in a name, an address or a question.
 */
export function hasControlCharacters(value: string, multiline = false): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what it finds
  return (multiline ? /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/ : /[\u0000-\u0008\u000a-\u001f\u007f]/).test(value);
}

/**
 * A zod refinement for free text: at most `max` characters and no control characters. `t` gives
 * its messages in the page's language (the label is then the translated one).
 */
export const textRules =
  (label: string, max: number, options: { multiline?: boolean; message?: string; t?: Translate } = {}) =>
  (value: string, ctx: RefinementCtx) => {
    if (value.length > max) ctx.addIssue({ code: "custom", message: options.message ?? tooLongMessage(label, max, options.t) });
    else if (hasControlCharacters(value, options.multiline))
      ctx.addIssue({ code: "custom", message: options.message ?? unprintableMessage(label, options.t) });
  };
