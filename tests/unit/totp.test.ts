import { describe, expect, it } from "vitest";

import { base32Decode, base32Encode, matchTotp, newTotpSecret, totpAuthUri, totpCode } from "~/infra/totp.server";

// RFC 6238 appendix B (SHA-1 key "12345678901234567890"), last six of the eight digits.
const RFC_SECRET = base32Encode(Buffer.from("12345678901234567890", "ascii"));
const VECTORS: Array<[number, string]> = [
  [59, "287082"],
  [1111111109, "081804"],
  [1111111111, "050471"],
  [1234567890, "005924"],
  [2000000000, "279037"],
  [20000000000, "353130"],
];

describe("TOTP (RFC 6238)", () => {
  it("gives the RFC's codes for its test times", () => {
    expect(RFC_SECRET).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    for (const [seconds, code] of VECTORS) expect(totpCode(RFC_SECRET, new Date(seconds * 1000))).toBe(code);
  });

  it("accepts the code of the step before and after now, and names the step it matched", () => {
    const now = new Date(1_700_000_000_000);
    const step = Math.floor(now.getTime() / 30_000);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now), now)).toBe(step);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, new Date(now.getTime() - 30_000)), now)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, new Date(now.getTime() + 30_000)), now)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, new Date(now.getTime() - 60_000)), now)).toBeNull();
    expect(matchTotp(RFC_SECRET, "12345", now)).toBeNull();
    expect(matchTotp(RFC_SECRET, "abcdef", now)).toBeNull();
  });

  it("round-trips base32 and makes 160-bit secrets", () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255, 7]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Decode("gezd gnbv-gy3t qojq")).toEqual(Buffer.from("1234567890"));
    expect(base32Decode("not base32!")).toBeNull();
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it("writes the otpauth address authenticator apps read", () => {
    expect(totpAuthUri("ABC", "admin@example.in", "Grahavani")).toBe(
      "otpauth://totp/Grahavani:admin%40example.in?secret=ABC&issuer=Grahavani&algorithm=SHA1&digits=6&period=30",
    );
  });
});
