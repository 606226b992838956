import { z } from "zod";

import type { Words } from "~/domain/words";
import { FORM_ERROR, postedString } from "~/forms/validation";

// "Where you are signed in" on the profile (decision 069): each live session of the customer's
// number, its device, the network it signed in from and when it was last used, each with an End
// button. Our wording: the spec has one logout.

/** The End button's post: the session's public handle (never its id or the id's hash). */
export const endSignInSchema = (t: Words) =>
  z.object({ session: postedString }).transform((values, ctx) => {
    const session = values.session.trim();
    if (session.length > 0 && session.length <= 64) return { session };
    ctx.addIssue({ code: "custom", path: [FORM_ERROR], message: t("account:signIns.alreadyEnded") });
    return z.NEVER;
  });
