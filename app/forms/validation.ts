import { createValidator, type Validator } from "remix-validated-form";
import { z } from "zod";

// What every form's schema shares (docs/how-to-add-a-form.md). Each form's schema, its
// validator (zodValidator) and its words live in the feature's own file beside this one.

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

/**
 * A remix-validated-form validator checking with a zod schema, made with the library's
 * `createValidator` as its guide shows for any schema library. It does what
 * @remix-validated-form/with-zod does (a field's message is the first issue at its path, a
 * union's issues count as the field's), without the copy of lodash.get that package bundles and
 * never calls: every form page downloads this (decision 090).
 */
export function zodValidator<Output>(schema: z.ZodType<Output, z.ZodTypeDef, unknown>): Validator<Output> {
  return createValidator({
    validate: async (values) => {
      const result = await schema.safeParseAsync(values);
      if (result.success) return { data: result.data, error: undefined };
      const fieldErrors: Record<string, string> = {};
      for (const issue of issuesOf(result.error)) fieldErrors[fieldName(issue.path)] ??= issue.message;
      return { data: undefined, error: fieldErrors };
    },
    validateField: async (values, field) => {
      const result = await schema.safeParseAsync(values);
      if (result.success) return { error: undefined };
      return { error: issuesOf(result.error).find((issue) => fieldName(issue.path) === field)?.message };
    },
  });
}

/** A failed parse's issues, a union's own issues in place of the union's. */
function issuesOf(error: z.ZodError): z.ZodIssue[] {
  return error.issues.flatMap((issue) => (issue.code === "invalid_union" ? issue.unionErrors.flatMap(issuesOf) : [issue]));
}

/** A path as remix-validated-form names the field: `a.b[0].c`. */
function fieldName(path: ReadonlyArray<string | number>): string {
  return path.reduce<string>(
    (name, part) => (Number.isNaN(Number(part)) ? `${name}${name === "" ? "" : "."}${part}` : `${name}[${part}]`),
    "",
  );
}
