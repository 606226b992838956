import type { RefinementCtx } from "zod";

import { indianNumber } from "~/domain/indian-number";
import { hasControlCharacters } from "~/domain/text-safety";
import type { Words } from "~/domain/words";

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

/** The message for a text over `max` characters ('Full name must be at most 100 characters.'). */
export const tooLongMessage = (label: string, max: number, t: Words) => t("forms:text.tooLong", { label, max: indianNumber(max) });

/** The message for a text with control characters. */
export const unprintableMessage = (label: string, t: Words) => t("forms:text.unprintable", { label });

/**
 * A zod refinement for free text: at most `max` characters and no control characters, told in
 * the words `message` gives, or in `t`'s for the (translated) label.
 */
export const textRules =
  (label: string, max: number, options: { multiline?: boolean } & ({ message: string } | { t: Words })) =>
  (value: string, ctx: RefinementCtx) => {
    if (value.length > max) {
      ctx.addIssue({ code: "custom", message: "message" in options ? options.message : tooLongMessage(label, max, options.t) });
    } else if (hasControlCharacters(value, options.multiline)) {
      ctx.addIssue({ code: "custom", message: "message" in options ? options.message : unprintableMessage(label, options.t) });
    }
  };
