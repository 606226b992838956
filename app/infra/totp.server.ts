import crypto from "node:crypto";

// RFC 6238 time-based one-time passwords (HMAC-SHA1, 6 digits, 30-second steps): what every
// authenticator app speaks. Ours rather than a package's because the sign-in needs the step a
// code matched (so each code works once) and a clock it can pass in.

export const TOTP = { digits: 6, periodSeconds: 30, window: 1 } as const;

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes RFC 4648 base32 (case, spaces and padding forgiven); null when it is not base32. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.replace(/[\s=-]/g, "").toUpperCase();
  if (!/^[A-Z2-7]+$/.test(clean)) return null;
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    value = (value << 5) | BASE32.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 160 bits, the length RFC 4226 recommends for HMAC-SHA1. */
export function newTotpSecret(): string {
  return base32Encode(crypto.randomBytes(20));
}

export function timeStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP.periodSeconds);
}

export function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = crypto.createHmac("sha1", key).update(message).digest();
  const offset = digest[digest.length - 1] & 0xf;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** TOTP.digits).padStart(TOTP.digits, "0");
}

/** The code an authenticator app shows for this secret at this time. */
export function totpCode(secret: string, now = new Date()): string {
  const key = base32Decode(secret);
  if (!key) throw new Error("not a base32 secret");
  return hotp(key, timeStep(now));
}

/**
 * The time step the code belongs to, within one step either side of now (clock drift), or
 * null. Every candidate is compared in constant time.
 */
export function matchTotp(secret: string, code: string, now = new Date()): number | null {
  const key = base32Decode(secret);
  if (!key || !/^\d{6}$/.test(code)) return null;
  const step = timeStep(now);
  let matched: number | null = null;
  for (let delta = -TOTP.window; delta <= TOTP.window; delta++) {
    const expected = Buffer.from(hotp(key, step + delta));
    if (crypto.timingSafeEqual(expected, Buffer.from(code)) && matched === null) matched = step + delta;
  }
  return matched;
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpAuthUri(secret: string, accountName: string, issuer: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(accountName)}`;
  const params = new URLSearchParams({
    secret,
    issuer,
    algorithm: "SHA1",
    digits: String(TOTP.digits),
    period: String(TOTP.periodSeconds),
  });
  return `otpauth://totp/${label}?${params}`;
}
