// Identity and bank formats of the onboarding forms (onboarding-and-admin §5 "Bank form"); each
// problem is the key of its message in the `onboarding` namespace's `bankMessages`.
export function isValidPan(value: string): boolean {
  return /^[A-Z]{5}\d{4}[A-Z]$/.test(value);
}

/** Four letters, a zero, six letters or digits (RBI's IFSC format). */
export function isValidIfscFormat(value: string): boolean {
  return /^[A-Z]{4}0[A-Z0-9]{6}$/.test(value);
}

/** The account number boxes: 18 digits (the spec's longest) and the spaces people group them with. */
export const ACCOUNT_INPUT_MAX_LENGTH = 26;

/** Account numbers are often written in groups: spaces and dashes are not part of them. */
export function normaliseAccountNumber(value: string): string {
  return value.replace(/[\s-]+/g, "");
}

/** What is wrong with a bank or identity number: the key of its message (`onboarding:bankMessages`). */
export type BankProblem = "aadhaarRequired" | "aadhaarFormat" | "aadhaarChecksum" | "accountLength" | "accountDigits";

export function accountNumberProblem(value: string): BankProblem | null {
  if (!/^\d*$/.test(value)) return "accountDigits";
  if (value.length < 9 || value.length > 18) return "accountLength";
  return null;
}

// Verhoeff's scheme, UIDAI's Aadhaar check digit: it catches every single-digit error and every
// swap of adjacent digits. D is the multiplication table of the dihedral group of order 10.
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
// Verhoeff's position table: the digit at place i is put through one permutation, σ, i times over.
const SIGMA = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4];
const P = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]];
while (P.length < 8) P.push(P[P.length - 1].map((digit) => SIGMA[digit]));
const INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

export function verhoeffValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let c = 0;
  const reversed = digits.split("").reverse().map(Number);
  for (let i = 0; i < reversed.length; i++) c = D[c][P[i % 8][reversed[i]]];
  return c === 0;
}

/** The check digit that makes `digits` + it Verhoeff-valid (for test data and demo seeds). */
export function verhoeffCheckDigit(digits: string): string {
  let c = 0;
  const reversed = digits.split("").reverse().map(Number);
  for (let i = 0; i < reversed.length; i++) c = D[c][P[(i + 1) % 8][reversed[i]]];
  return String(INV[c]);
}

/** Aadhaar: 12 digits, not starting with 0 or 1 (UIDAI), last one a Verhoeff check digit. */
export function aadhaarProblem(value: string): BankProblem | null {
  if (!value) return "aadhaarRequired";
  if (!/^\d{12}$/.test(value)) return "aadhaarFormat";
  if (/^[01]/.test(value) || !verhoeffValid(value)) return "aadhaarChecksum";
  return null;
}

/** Shown everywhere instead of the number: the last four digits only. */
export function maskLast4(last4: string): string {
  return `XXXX XXXX ${last4}`.trim();
}

/** A PAN shown by its last four characters, in its ten places. */
export function maskPan(last4: string): string {
  return `XXXXXX${last4}`;
}
