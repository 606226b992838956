import { deletionMessages, loginMessages } from "./account-messages";
import { type FieldErrors, lightSchema, postedText } from "./form-check";
import { INDIA_DIAL_CODE, isValidIndianMobile, mobileFromInput } from "./phone";

// The forms that take a mobile number to send an OTP to (public-and-customer §2 "Login",
// onboarding-and-admin §2 "Account deletion"), for the action and the browser alike. Light
// schemas, not zod: the sign-in pages are the ones a phone on slow data opens first.

/** Login and sign-up: a valid number first, then an Indian one (the message goes beside the number). */
export const mobileLoginSchema = lightSchema<{ mobile: string; dialCode: string }>((values) => {
  const mobile = mobileFromInput(postedText(values.mobile));
  if (!isValidIndianMobile(mobile)) return { fieldErrors: { mobile: loginMessages.invalidPhone } };
  const dialCode = postedText(values.dialCode) || INDIA_DIAL_CODE;
  if (dialCode !== INDIA_DIAL_CODE) return { fieldErrors: { mobile: loginMessages.indiaOnly } };
  return { data: { mobile, dialCode } };
});

/** Account deletion's first step: the number and the ticked confirmation. */
export const deletionRequestSchema = lightSchema<{ mobile: string; confirm: true }>((values) => {
  const mobile = mobileFromInput(postedText(values.mobile));
  const fieldErrors: FieldErrors = {};
  if (!isValidIndianMobile(mobile)) fieldErrors.mobile = deletionMessages.invalidMobile;
  if (values.confirm !== "on") fieldErrors.confirm = deletionMessages.confirm;
  return Object.keys(fieldErrors).length > 0 ? { fieldErrors } : { data: { mobile, confirm: true as const } };
});
