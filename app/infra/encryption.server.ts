import crypto from "node:crypto";

import { env, readOrCreateDevSecret } from "./env.server";
import { singleton } from "./singleton.server";

// Aadhaar, PAN and bank account numbers, and identity document files, are stored encrypted
// (AES-256-GCM), as India's Aadhaar regulations and the DPDP Act expect; of the numbers only
// the last four digits are kept plain. DATA_ENCRYPTION_KEY may list several keys: the first
// encrypts, all decrypt, so a new key can be brought in while older data stays readable.

/** The master keys, the encrypting one first. */
function keys(): Buffer[] {
  return singleton("data-keys", () => {
    const config = env();
    const encoded = config.dataEncryptionKeys.length
      ? config.dataEncryptionKeys
      : [Buffer.from(readOrCreateDevSecret(config.dataDir, "data-encryption-key"), "base64url").toString("base64")];
    return encoded.map((key) => {
      const bytes = Buffer.from(key, "base64");
      // A configured or generated key is 32 bytes; anything else is stretched to 32.
      return bytes.length === 32 ? bytes : crypto.createHash("sha256").update(bytes).digest();
    });
  });
}

type Sealed = { iv: Buffer; tag: Buffer; body: Buffer };

function seal(key: Buffer, plain: Uint8Array, aad?: Buffer): Sealed {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
  if (aad) cipher.setAAD(aad);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return { iv, tag: cipher.getAuthTag(), body };
}

function open(key: Buffer, { iv, tag, body }: Sealed, aad?: Buffer): Buffer {
  const decipher = crypto.createDecipheriv("aes-256-gcm", key, iv);
  if (aad) decipher.setAAD(aad);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]);
}

/** Opens with whichever master key sealed it; GCM's tag tells a wrong key from the right one. */
function openWithAnyKey(sealed: Sealed, aad?: Buffer): Buffer {
  for (const key of keys()) {
    try {
      return open(key, sealed, aad);
    } catch {
      // not this key
    }
  }
  throw new Error("no data encryption key opens this value");
}

export function encryptField(plain: string): string {
  const { iv, tag, body } = seal(keys()[0], Buffer.from(plain, "utf8"));
  return ["v1", iv.toString("base64url"), tag.toString("base64url"), body.toString("base64url")].join(":");
}

export function decryptField(sealed: string): string {
  const [version, iv, tag, body] = sealed.split(":");
  if (version !== "v1" || !iv || !tag || body === undefined) throw new Error("unreadable encrypted field");
  const parts = { iv: Buffer.from(iv, "base64url"), tag: Buffer.from(tag, "base64url"), body: Buffer.from(body, "base64url") };
  return openWithAnyKey(parts).toString("utf8");
}

// A file is sealed under a fresh random key of its own (envelope encryption); only that
// 32-byte key is sealed under the master key. Layout: version byte, then the wrapped key
// (nonce 12, key 32, tag 16), then the file (nonce 12, tag 16, ciphertext).
const FILE_FORMAT = 1;
const WRAP_AAD = Buffer.from("grahavani file key v1");
const FILE_AAD = Buffer.from("grahavani file v1");

export function encryptFile(plain: Uint8Array): Buffer {
  const fileKey = crypto.randomBytes(32);
  const wrapped = seal(keys()[0], fileKey, WRAP_AAD);
  const file = seal(fileKey, plain, FILE_AAD);
  return Buffer.concat([Buffer.of(FILE_FORMAT), wrapped.iv, wrapped.body, wrapped.tag, file.iv, file.tag, file.body]);
}

export function decryptFile(sealed: Uint8Array): Buffer {
  const bytes = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  if (bytes.length < 1 + 60 + 28 || bytes[0] !== FILE_FORMAT) throw new Error("unreadable encrypted file");
  const fileKey = openWithAnyKey({ iv: bytes.subarray(1, 13), body: bytes.subarray(13, 45), tag: bytes.subarray(45, 61) }, WRAP_AAD);
  return open(fileKey, { iv: bytes.subarray(61, 73), tag: bytes.subarray(73, 89), body: bytes.subarray(89) }, FILE_AAD);
}
