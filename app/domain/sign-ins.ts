import { withZod } from "@remix-validated-form/with-zod";
import { z } from "zod";

import { FORM_ERROR, postedString } from "./forms";

// "Where you are signed in" on the profile (decision 069): each live session of the customer's
// number, its device, the network it signed in from and when it was last used, each with an End
// button. Our wording: the spec has one logout.

export const signInMessages = {
  heading: "Where you are signed in",
  intro: "Each phone or computer where your number is signed in. If you do not recognise one, end it.",
  placeNote: "The place is the network the sign-in came from, with its last part hidden; we do not look up towns.",
  thisDevice: "This device",
  end: "End",
  /** The End button's full name for a screen reader. */
  endLabel: "End the sign-in on {{device}}, last used {{lastUsed}}",
  from: "from {{address}}",
  placeUnknown: "network not recorded",
  /** A sign-in's line under its device: where from, and when it was last used. */
  seen: "{{place}}. Last used {{when}}.",
  ended: "The sign-in on {{device}} has been ended.",
  endedHere: "You have been logged out on this device.",
  alreadyEnded: "That sign-in had already ended.",
} as const;

/** The End button's post: the session's public handle (never its id or the id's hash). */
export const endSignInSchema = z.object({ session: postedString }).transform((values, ctx) => {
  const session = values.session.trim();
  if (session.length > 0 && session.length <= 64) return { session };
  // Never shown: a refused post is told "already ended" by the action, in the page's language.
  ctx.addIssue({ code: "custom", path: [FORM_ERROR], message: signInMessages.alreadyEnded });
  return z.NEVER;
});

export const endSignInValidator = withZod(endSignInSchema);
