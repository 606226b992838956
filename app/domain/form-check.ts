// One way to check a posted form against its schema, in the action and in the browser alike
// (docs/how-to-add-a-form.md): the same schema gives the same words in both places.

/** A message per field name, the first the schema gave for it. */
export type FieldErrors = Record<string, string>;

/**
 * The name a rule about the whole form reports under ('Email and Phone are required.'): the
 * error summary shows it as the form's message, beside no field.
 */
export const FORM_ERROR = "form";

/**
 * What a form's schema is to the pipeline: zod's `safeParse`. A zod schema is one; so is a
 * `lightSchema`, for the forms of the sign-in pages, which must not bring zod's 19 KB to a phone.
 */
export type FormSchema<T> = {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<string | number>; message: string }> } };
};

export type FormCheck<T> = { data: T; fieldErrors?: undefined } | { data?: undefined; fieldErrors: FieldErrors };

/** A form's values as a schema reads them: each name's first value, text or file (no form of ours repeats a name). */
export function formValues(form: FormData): Record<string, FormDataEntryValue> {
  const values: Record<string, FormDataEntryValue> = {};
  for (const [name, value] of form) if (!(name in values)) values[name] = value;
  return values;
}

/** The schema's data, or the first message for each field it refused; a record stands for a form's values. */
export function checkForm<T>(schema: FormSchema<T>, form: FormData | Readonly<Record<string, unknown>>): FormCheck<T> {
  const result = schema.safeParse(form instanceof FormData ? formValues(form) : form);
  if (result.success) return { data: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const name = issue.path.join(".");
    if (!(name in fieldErrors)) fieldErrors[name] = issue.message;
  }
  return { fieldErrors };
}

/** A schema written as a plain check of the values: the data, or a message per field. */
export function lightSchema<T>(check: (values: Readonly<Record<string, unknown>>) => FormCheck<T>): FormSchema<T> {
  return {
    safeParse(input) {
      const result = check(typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {});
      if (!result.fieldErrors) return { success: true, data: result.data };
      return {
        success: false,
        error: { issues: Object.entries(result.fieldErrors).map(([name, message]) => ({ path: [name], message })) },
      };
    },
  };
}

/** A posted text value; anything else (a missing field, a file) is empty. */
export function postedText(value: unknown): string {
  return typeof value === "string" ? value : "";
}
