import type { Validator } from "remix-validated-form";

/**
 * What a form's validator makes of a post (or of values standing for one), as the action and the
 * browser read it: the data, or the first message for each field it refused.
 */
export async function validate<T>(
  validator: Validator<T>,
  values: FormData | Readonly<Record<string, unknown>>,
): Promise<{ data: T; fieldErrors?: undefined } | { data?: undefined; fieldErrors: Record<string, string> }> {
  const result = await validator.validate(values);
  return result.error ? { fieldErrors: result.error.fieldErrors } : { data: result.data };
}
