import { describe, expect, it } from "vitest";

import { aadhaarProblem, accountNumberProblem, isValidIfscFormat, isValidPan, verhoeffCheckDigit, verhoeffValid } from "~/domain/bank";
import { en } from "~/locales/en";

const bankMessages = en.onboarding.bankMessages;

// A check names the problem; the English page says it in the spec's words.
const aadhaarError = (value: string) => {
  const problem = aadhaarProblem(value);
  return problem && bankMessages[problem];
};
const accountNumberError = (value: string) => {
  const problem = accountNumberProblem(value);
  return problem && bankMessages[problem];
};

describe("Aadhaar check digit (Verhoeff)", () => {
  it("accepts numbers whose last digit is the Verhoeff check digit", () => {
    // Classic Verhoeff example: 236 → check digit 3.
    expect(verhoeffCheckDigit("236")).toBe("3");
    expect(verhoeffValid("2363")).toBe(true);
    const base = "23456789012";
    const full = base + verhoeffCheckDigit(base);
    expect(aadhaarError(full)).toBeNull();
  });

  it("catches a single wrong digit and a swap of neighbours", () => {
    const base = "98765432101";
    const full = base + verhoeffCheckDigit(base);
    const wrongDigit = full.slice(0, 5) + ((Number(full[5]) + 1) % 10) + full.slice(6);
    const swapped = full.slice(0, 3) + full[4] + full[3] + full.slice(5);
    expect(aadhaarError(wrongDigit)).toBe(bankMessages.aadhaarChecksum);
    if (full[3] !== full[4]) expect(aadhaarError(swapped)).toBe(bankMessages.aadhaarChecksum);
  });

  it("says what is wrong with the length or a missing number", () => {
    expect(aadhaarError("")).toBe(bankMessages.aadhaarRequired);
    expect(aadhaarError("12345")).toBe(bankMessages.aadhaarFormat);
    expect(aadhaarError("1234567890ab")).toBe(bankMessages.aadhaarFormat);
  });
});

describe("PAN, IFSC and account numbers", () => {
  it("knows the PAN format", () => {
    expect(isValidPan("ABCDE1234F")).toBe(true);
    expect(isValidPan("ABCD1234F")).toBe(false);
    expect(isValidPan("abcde1234f")).toBe(false);
  });

  it("knows the IFSC format: four letters, a zero, six letters or digits", () => {
    expect(isValidIfscFormat("SBIN0001234")).toBe(true);
    expect(isValidIfscFormat("HDFC0ABC123")).toBe(true);
    expect(isValidIfscFormat("SBIN1001234")).toBe(false);
    expect(isValidIfscFormat("SBIN000123")).toBe(false);
  });

  it("accepts account numbers of 9 to 18 digits only", () => {
    expect(accountNumberError("123456789")).toBeNull();
    expect(accountNumberError("123456789012345678")).toBeNull();
    expect(accountNumberError("12345678")).toBe(bankMessages.accountLength);
    expect(accountNumberError("1234567890123456789")).toBe(bankMessages.accountLength);
    expect(accountNumberError("12345678a")).toBe(bankMessages.accountDigits);
  });
});
