// Indian mobile numbers (spec §5, §9): 10 digits, the first 6 to 9, prefix +91.
export const INDIA_DIAL_CODE = "+91";

/**
 * The country-code select's one choice: OTPs reach Indian numbers only, so no other code is
 * offered (the spec's dropdown stays, defaulting to +91, and says why it holds one code).
 */
export const DIAL_CODES = [{ code: INDIA_DIAL_CODE, label: "+91" }] as const;
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, "");
}

/**
 * The mobile number box's maxLength: ten digits and room for what people type or paste
 * around them ("+91 98765 43210", "+91 (0) 98765-43210").
 */
export const MOBILE_INPUT_MAX_LENGTH = 20;

/** What the mobile number box shows before anything is typed. */
export const MOBILE_PLACEHOLDER = "98765 43210";

/**
 * A mobile number box's attributes, for a TextField or a field of its own: the phone's keypad, the
 * number the browser keeps for its owner, and room for the "+91 …" people type or paste.
 */
export const MOBILE_INPUT = {
  type: "tel",
  inputMode: "tel",
  autoComplete: "tel",
  placeholder: MOBILE_PLACEHOLDER,
  maxLength: MOBILE_INPUT_MAX_LENGTH,
} as const;

/**
 * A mobile number as people write or paste it, down to its digits (the spec strips
 * non-digits), then without the country code or trunk 0 in front of the ten digits:
 * "+91 98765 43210", "919876543210", "0091 98765 43210", "098765-43210", "+91 (0) 98765 43210".
 * Any other length is left as it is, for the ten-digit rule to refuse.
 */
export function normaliseIndianMobile(value: string): string {
  const digits = digitsOnly(value);
  if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
  if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
  if (digits.length === 13 && digits.startsWith("910")) return digits.slice(3);
  if (digits.length === 14 && digits.startsWith("0091")) return digits.slice(4);
  return digits;
}

/**
 * The ten digits typed or pasted into a mobile number box, or the normalised text for the
 * ten-digit rule to refuse. A value longer than the box allows was not typed there: none.
 */
export function mobileFromInput(value: string): string {
  return value.length > MOBILE_INPUT_MAX_LENGTH ? "" : normaliseIndianMobile(value);
}

export function isValidIndianMobile(digits: string): boolean {
  return /^[6-9]\d{9}$/.test(digits);
}

export function toE164India(tenDigits: string): string {
  return `${INDIA_DIAL_CODE}${tenDigits}`;
}

/** Shows a number with all but its last four digits hidden. */
export function maskPhone(tenDigits: string): string {
  return tenDigits.length > 4 ? `${"•".repeat(tenDigits.length - 4)}${tenDigits.slice(-4)}` : tenDigits;
}
