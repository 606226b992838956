import { describe, expect, test } from "vitest";

import { indianNumber } from "~/domain/indian-number";

describe("indianNumber", () => {
  const intl = new Intl.NumberFormat("en-IN");
  const samples = [
    0, 1, 7, 12, 123, 999, 1000, 1234, 12345, 99999, 100000, 123456, 1234567, 12345678, 123456789, 1234567890, 9007199254740991, 0.5, 12.5,
    1234.25, 1234.125, 1234.1256, 99.9996, 100000.001, -1, -1234, -12345.67, -0, -0.0001, 0.0004,
  ];
  test.each(samples)("writes %d as Intl's en-IN formatter does", (value) => {
    expect(indianNumber(value)).toBe(intl.format(value));
  });

  test("groups lakhs and crores", () => {
    expect(indianNumber(12345678)).toBe("1,23,45,678");
    expect(indianNumber(100000)).toBe("1,00,000");
  });
});
