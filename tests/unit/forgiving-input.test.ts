import { describe, expect, it } from "vitest";

import { normaliseAccountNumber } from "~/domain/bank";
import { isValidIndianMobile, mobileFromInput, normaliseIndianMobile } from "~/domain/phone";
import { otpFromBoxes } from "~/forms/otp";

describe("mobile numbers as people type or paste them", () => {
  it.each([
    ["9876543210", "9876543210"],
    ["+91 98765 43210", "9876543210"],
    ["+919876543210", "9876543210"],
    ["919876543210", "9876543210"],
    ["91 98765-43210", "9876543210"],
    ["098765-43210", "9876543210"],
    ["09876543210", "9876543210"],
    ["(0) 98765 43210", "9876543210"],
    ["+91 (0) 98765 43210", "9876543210"],
    ["0091 98765 43210", "9876543210"],
    ["98765.43210", "9876543210"],
    [" 98765\u00a043210 ", "9876543210"],
  ])("reads %j as %s", (typed, digits) => {
    expect(normaliseIndianMobile(typed)).toBe(digits);
    expect(isValidIndianMobile(normaliseIndianMobile(typed))).toBe(true);
  });

  it.each([
    ["a number one digit short", "987654321"],
    ["a number one digit long", "98765432101"],
    ["another country's code", "+44 7911 123456"],
    ["+1 and ten digits", "+1 650 253 0000"],
    ["ten digits that begin with 0", "0987654321"],
    ["twelve digits that do not begin with 91", "929876543210"],
  ])("leaves %s to the ten-digit rule, which refuses it", (_, typed) => {
    expect(isValidIndianMobile(normaliseIndianMobile(typed))).toBe(false);
  });

  it("keeps a ten-digit number that happens to begin with 91", () => {
    expect(normaliseIndianMobile("9198765432")).toBe("9198765432");
  });

  it("reads nothing from a value longer than the box allows", () => {
    expect(mobileFromInput("+91 98765 43210")).toBe("9876543210");
    expect(mobileFromInput(`${"9".repeat(10)}${" ".repeat(15)}`)).toBe("");
  });
});

describe("account numbers", () => {
  it("drop the spaces and dashes they are grouped with", () => {
    expect(normaliseAccountNumber(" 0001 2345 6789 ")).toBe("000123456789");
    expect(normaliseAccountNumber("0001-2345-6789")).toBe("000123456789");
  });
});

describe("the four OTP boxes", () => {
  const boxes = (...values: Array<string | null>) => ({ get: (name: string) => values[Number(name.slice(1)) - 1] ?? null });

  it("read one digit from each box", () => {
    expect(otpFromBoxes(boxes("1", "2", "3", "4"))).toBe("1234");
  });

  it("read a whole code from the first box when the others are empty", () => {
    expect(otpFromBoxes(boxes("4821", "", "", ""))).toBe("4821");
    expect(otpFromBoxes(boxes("4821", null, null, null))).toBe("4821");
    expect(otpFromBoxes(boxes(" 48 21 ", "", "", ""))).toBe("4821");
  });

  it.each([
    ["a box left empty", ["1", "2", "", "4"]],
    ["a letter", ["1", "2", "a", "4"]],
    ["a whole code and more digits beside it", ["4821", "5", "", ""]],
    ["three digits in the first box", ["482", "", "", ""]],
    ["two digits in a later box", ["1", "23", "4", ""]],
    ["nothing", ["", "", "", ""]],
  ])("refuse %s", (_, values) => {
    expect(otpFromBoxes(boxes(...values))).toBeNull();
  });
});
