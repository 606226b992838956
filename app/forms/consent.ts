import { z } from "zod";

import type { Words } from "~/domain/words";

// The consent box (domain/consent.ts says what a consent is): ticked by the person themselves.

/** A checkbox posts "on" when ticked and nothing when not: only a tick is consent. */
function consentSchema(message: string) {
  return z.string({ required_error: message, invalid_type_error: message }).refine((value): boolean => value === "on", message);
}

/** The box with its message in the page's language (`forms:consent.message`). */
export const consentFieldIn = (t: Words) => consentSchema(t("forms:consent.message"));
