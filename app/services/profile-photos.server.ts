import { MAX_PHOTO_BYTES } from "~/domain/customer-forms";
import { CONTENT_TYPES, sniffFileType } from "~/domain/file-types";
import { getDb } from "~/infra/db.server";
import { AVATAR_URL_PREFIX, readAvatar } from "~/infra/file-storage.server";
import { scrubImage } from "~/infra/upload-scrubbing.server";

// A customer's profile photo is personal data: it is stored re-encoded (a phone photo's GPS
// position and other metadata dropped) and shown to that customer only.

export type ProfilePhoto = { bytes: Buffer; type: "jpeg" | "png" | "webp" };

/** The photo as it will be stored, or null when the bytes do not decode as a JPEG, PNG or WebP. */
export async function acceptProfilePhoto(bytes: Uint8Array): Promise<ProfilePhoto | null> {
  const type = sniffFileType(bytes);
  if (type !== "jpeg" && type !== "png" && type !== "webp") return null;
  const scrubbed = await scrubImage(bytes, type, MAX_PHOTO_BYTES);
  return scrubbed && { bytes: scrubbed.bytes, type };
}

/** The stored photo by its name, when it is this customer's current photo; null for anyone else. */
export async function readOwnProfilePhoto(customerId: number, name: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  const db = await getDb();
  const row = await db.selectFrom("customers").select("photoPath").where("id", "=", customerId).executeTakeFirst();
  if (!row?.photoPath || row.photoPath !== AVATAR_URL_PREFIX + name) return null;
  const bytes = await readAvatar(name);
  const type = sniffFileType(bytes ?? new Uint8Array());
  if (!bytes || !type) return null;
  return { bytes, contentType: CONTENT_TYPES[type] };
}
