import { z } from "zod";

import { indianNumber } from "~/domain/indian-number";
import { hasControlCharacters } from "~/domain/text-safety";

// Plain-text fields of the admin content forms (yearly horoscopes, festivals; decision 060): what
// was posted, line breaks made one kind and the ends trimmed, checked for presence, length and
// control characters, with each form's own words (the caller's).

export type PlainTextMessages = {
  required: (label: string) => string;
  /** `max` as the page writes it (1,000). */
  tooLong: (label: string, max: string) => string;
  unprintable: (label: string) => string;
};

/** A posted value as text; anything else (a missing field, a file) is empty. */
export const postedText = z.unknown().transform((value) => (typeof value === "string" ? value.replace(/\r\n?/g, "\n").trim() : ""));

export function plainText(
  messages: PlainTextMessages,
  label: string,
  max: number,
  options: { multiline?: boolean; optional?: boolean } = {},
) {
  return postedText.superRefine((value, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: "custom", message });
    if (!value) {
      if (!options.optional) issue(messages.required(label));
    } else if (value.length > max) issue(messages.tooLong(label, indianNumber(max)));
    else if (hasControlCharacters(value, options.multiline)) issue(messages.unprintable(label));
  });
}
