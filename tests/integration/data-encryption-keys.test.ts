import crypto from "node:crypto";

import { afterEach, describe, expect, it } from "vitest";

import { decryptField, decryptFile, encryptField, encryptFile } from "~/infra/encryption.server";
import { takeSingleton } from "~/infra/singleton.server";

// DATA_ENCRYPTION_KEY as a list: the first key encrypts, every key decrypts, so a new key can
// be brought in without making the data already stored unreadable.

const KEY_A = crypto.randomBytes(32).toString("base64");
const KEY_B = crypto.randomBytes(32).toString("base64");

/** Restarts the configuration with this DATA_ENCRYPTION_KEY, as a new process would read it. */
function useKeys(value: string | undefined) {
  if (value === undefined) delete process.env.DATA_ENCRYPTION_KEY;
  else process.env.DATA_ENCRYPTION_KEY = value;
  takeSingleton("env");
  takeSingleton("data-keys");
}

afterEach(() => useKeys(undefined));

describe("data encryption keys", () => {
  it("data encrypted under key A still decrypts under 'B,A', and new data is encrypted under B", () => {
    const file = crypto.randomBytes(1000);
    useKeys(KEY_A);
    const oldField = encryptField("ABCDE1234F");
    const oldFile = encryptFile(file);

    useKeys(`${KEY_B},${KEY_A}`);
    expect(decryptField(oldField)).toBe("ABCDE1234F");
    expect(decryptFile(oldFile).equals(file)).toBe(true);
    const newField = encryptField("PQRST6789K");
    const newFile = encryptFile(file);

    useKeys(KEY_B);
    expect(decryptField(newField)).toBe("PQRST6789K");
    expect(decryptFile(newFile).equals(file)).toBe(true);
    expect(() => decryptField(oldField)).toThrow();
    expect(() => decryptFile(oldFile)).toThrow();

    useKeys(KEY_A);
    expect(() => decryptField(newField)).toThrow();
    expect(() => decryptFile(newFile)).toThrow();
  });

  it("every file gets its own key and nonce: the same bytes sealed twice share nothing", () => {
    useKeys(KEY_A);
    const file = crypto.randomBytes(4096);
    const first = encryptFile(file);
    const second = encryptFile(file);
    // Same length (format byte, wrapped key, nonce, tag, body), no common run past the format byte.
    expect(first.length).toBe(second.length);
    for (let at = 1; at + 16 <= first.length; at += 16) expect(second.includes(first.subarray(at, at + 16))).toBe(false);
    for (let at = 0; at + 16 <= file.length; at += 256) expect(first.includes(file.subarray(at, at + 16))).toBe(false);
  });

  it("a sealed file that was changed is refused", () => {
    useKeys(KEY_A);
    const sealed = encryptFile(Buffer.from("an identity document"));
    for (const at of [5, 40, sealed.length - 1]) {
      const tampered = Buffer.from(sealed);
      tampered[at] ^= 1;
      expect(() => decryptFile(tampered)).toThrow();
    }
  });
});
