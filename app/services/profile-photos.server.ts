import { PROFILE_SHRINK } from "~/domain/camera-photos";
import { MAX_PHOTO_BYTES } from "~/domain/customer-forms";
import { CONTENT_TYPES, sniffFileType } from "~/domain/file-types";
import { getDb } from "~/infra/db.server";
import { AVATAR_URL_PREFIX, readAvatar } from "~/infra/file-storage.server";
import { scrubImage } from "~/infra/upload-scrubbing.server";

// A customer's profile photo is personal data: it is stored re-encoded (a phone photo's GPS
// position and other metadata dropped) and shown to that customer only.

export type ProfilePhoto = { bytes: Buffer; type: "jpeg" | "png" | "webp" };

/**
 * The photo as it will be stored (at most 1 MB, a camera photo scaled down first), or null
 * when the bytes do not decode as a JPEG, PNG or WebP.
 */
export async function acceptProfilePhoto(bytes: Uint8Array): Promise<ProfilePhoto | null> {
  const type = sniffFileType(bytes);
  if (type !== "jpeg" && type !== "png" && type !== "webp") return null;
  const scrubbed = await scrubImage(bytes, type, MAX_PHOTO_BYTES, { maxSide: PROFILE_SHRINK.maxSide });
  return scrubbed && { bytes: scrubbed.bytes, type };
}

/** How long a photo waits for the rest of its form to be put right. */
export const STAGED_PHOTO_TTL_MS = 60 * 60 * 1000;

export type StagedProfilePhoto = ProfilePhoto & { originalName: string };

/** Keeps a photo that passed while another field failed (replacing any kept before). */
export async function stageProfilePhoto(customerId: number, photo: ProfilePhoto, originalName: string, now = new Date()): Promise<void> {
  const db = await getDb();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("stagedProfilePhotos").where("createdAt", "<", new Date(now.getTime() - STAGED_PHOTO_TTL_MS)).execute();
    await trx
      .insertInto("stagedProfilePhotos")
      .values({ customerId, content: photo.bytes, imageType: photo.type, originalName: originalName.slice(0, 200), createdAt: now })
      .onConflict((oc) =>
        oc.column("customerId").doUpdateSet({ content: photo.bytes, imageType: photo.type, originalName: originalName.slice(0, 200), createdAt: now }),
      )
      .execute();
  });
}

/** The photo kept for this customer, while it is fresh. */
export async function stagedProfilePhoto(customerId: number, now = new Date()): Promise<StagedProfilePhoto | null> {
  const db = await getDb();
  const row = await db
    .selectFrom("stagedProfilePhotos")
    .select(["content", "imageType", "originalName"])
    .where("customerId", "=", customerId)
    .where("createdAt", ">=", new Date(now.getTime() - STAGED_PHOTO_TTL_MS))
    .executeTakeFirst();
  return row ? { bytes: Buffer.from(row.content), type: row.imageType, originalName: row.originalName } : null;
}

export async function clearStagedProfilePhoto(customerId: number): Promise<void> {
  const db = await getDb();
  await db.deleteFrom("stagedProfilePhotos").where("customerId", "=", customerId).execute();
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
