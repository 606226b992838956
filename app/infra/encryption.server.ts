import crypto from "node:crypto";
import { env, readOrCreateDevSecret } from "./env.server";
import { singleton } from "./singleton.server";

// Aadhaar and bank account numbers are stored encrypted (AES-256-GCM), as India's
// Aadhaar regulations and the DPDP Act expect; only the last four digits are kept plain.
function key(): Buffer {
  return singleton("data-key", () => {
    const config = env();
    const encoded =
      config.DATA_ENCRYPTION_KEY ??
      Buffer.from(readOrCreateDevSecret(config.dataDir, "data-encryption-key"), "base64url").toString("base64");
    const bytes = Buffer.from(encoded, "base64");
    // A generated development key is 32 random bytes; anything else is stretched to 32.
    return bytes.length === 32 ? bytes : crypto.createHash("sha256").update(bytes).digest();
  });
}

export function encryptField(plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(":");
}

export function decryptField(sealed: string): string {
  const [version, iv, tag, body] = sealed.split(":");
  if (version !== "v1" || !iv || !tag || body === undefined) throw new Error("unreadable encrypted field");
  const decipher = crypto.createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}
