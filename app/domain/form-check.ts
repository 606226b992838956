import type { ZodType, ZodTypeDef } from "zod";

// One way to check a posted form against its zod schema, in the action and in the browser
// alike (docs/how-to-add-a-form.md): the same schema gives the same words in both places.

/** A message per field name, the first the schema gave for it. */
export type FieldErrors = Record<string, string>;

/**
 * The name a rule about the whole form reports under ('Email and Phone are required.'): the
 * error summary shows it as the form's message, beside no field.
 */
export const FORM_ERROR = "form";

export type FormCheck<T> = { data: T; fieldErrors?: undefined } | { data?: undefined; fieldErrors: FieldErrors };

/** A form's values as a schema reads them: each name's first value, text or file (no form of ours repeats a name). */
export function formValues(form: FormData): Record<string, FormDataEntryValue> {
  const values: Record<string, FormDataEntryValue> = {};
  for (const [name, value] of form) if (!(name in values)) values[name] = value;
  return values;
}

/** The schema's data, or the first message for each field it refused; a record stands for a form's values. */
export function checkForm<T>(schema: ZodType<T, ZodTypeDef, unknown>, form: FormData | Readonly<Record<string, unknown>>): FormCheck<T> {
  const result = schema.safeParse(form instanceof FormData ? formValues(form) : form);
  if (result.success) return { data: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const name = issue.path.join(".");
    if (!(name in fieldErrors)) fieldErrors[name] = issue.message;
  }
  return { fieldErrors };
}
