import { z } from "zod";

import type { Words } from "~/domain/words";

import { FORM_ERROR } from "./validation";

// 'Are you a User?' or 'Are you an Astrologer?' (public-and-customer §2 "Who are you"): the role
// is the button pressed. Anything else is the page's one message, in the page's language.
export function roleChoiceSchema(t: Words) {
  return z.object({ role: z.unknown() }).transform((values, ctx) => {
    if (values.role === "user" || values.role === "astrologer") return { role: values.role };
    ctx.addIssue({ code: "custom", path: [FORM_ERROR], message: t("account:whoAreYou.failed") });
    return z.NEVER;
  });
}
