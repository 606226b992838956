import { z } from "zod";

// What every form's schema shares (docs/how-to-add-a-form.md). Each form's schema, its
// validator (withZod) and its words live in the feature's own file beside this one.

/**
 * The name a rule about the whole form reports under ('Email and Phone are required.', 'Login
 * failed.'): the error summary shows it as the form's message, beside no field.
 */
export const FORM_ERROR = "form";

/** A posted value as text; anything else (a missing field, a file, a name posted twice) is empty. */
export const postedString = z.unknown().transform((value) => (typeof value === "string" ? value : ""));

/**
 * The schema of a form with a Delete button, which posts whatever the fields hold: `schema`
 * checks the fields unless the button pressed (named `intent`) is `deleteIntent`. A check of a
 * field while the form is filled in knows of no button: it checks the fields.
 */
export function unlessDeleting<Output>(deleteIntent: string, schema: z.ZodType<Output, z.ZodTypeDef, unknown>) {
  return z.record(z.unknown()).transform((values, ctx): { deleting: true } | { deleting: false; data: Output } => {
    if (values.intent === deleteIntent) return { deleting: true };
    const result = schema.safeParse(values);
    if (result.success) return { deleting: false, data: result.data };
    for (const issue of result.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    return z.NEVER;
  });
}
