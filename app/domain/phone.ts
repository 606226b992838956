// Indian mobile numbers (spec §5, §9): 10 digits, the first 6 to 9, prefix +91.
export const INDIA_DIAL_CODE = "+91";

/** Dial codes offered in the country-code select; OTPs are sent to Indian numbers only. */
export const DIAL_CODES = [
  { code: "+91", label: "India (+91)" },
  { code: "+1", label: "USA / Canada (+1)" },
  { code: "+44", label: "United Kingdom (+44)" },
  { code: "+971", label: "UAE (+971)" },
  { code: "+65", label: "Singapore (+65)" },
] as const;

export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, "");
}

/** The mobile number box holds 10 characters (its maxLength). */
export const MOBILE_INPUT_MAX_LENGTH = 10;

/** The digits typed into a mobile number box; a longer value was not typed there and reads as none. */
export function mobileFromInput(value: string): string {
  return value.length > MOBILE_INPUT_MAX_LENGTH ? "" : digitsOnly(value);
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
