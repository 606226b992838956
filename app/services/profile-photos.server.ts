import crypto from "node:crypto";

import type { Transaction } from "kysely";

import { PROFILE_SHRINK } from "~/domain/camera-photos";
import { CONTENT_TYPES, EXTENSIONS, sniffFileType } from "~/domain/file-types";
import { MAX_PHOTO_BYTES } from "~/forms/customer";
import { getDb } from "~/infra/db.server";
import type { Database } from "~/infra/db-schema.server";
import { forgetSessionReads, rememberedForSession } from "~/infra/session-reads.server";
import { contentDigest, contentSlice, type StoredFile, storedFile } from "~/infra/stored-files.server";
import { scrubUploadedImage } from "~/infra/upload-worker.server";

// A customer's profile photo is personal data: it is stored re-encoded (a phone photo's GPS
// position and other metadata dropped) and shown to that customer only. It lives in the
// database beside the customer (profile_photos, gone with the account), written in the
// transaction that saves the profile and names it in customers.photo_path.

const AVATAR_URL_PREFIX = "/media/avatars/";
/** Only names we generated are looked up: 32 hex digits and a known extension. */
const STORED_NAME = /^[a-f0-9]{32}\.(jpg|png|webp)$/;

export type ProfilePhoto = { bytes: Buffer; type: "jpeg" | "png" | "webp" };

/**
 * The photo as it will be stored (at most 1 MB, a camera photo scaled down first), or null
 * when the bytes do not decode as a JPEG, PNG or WebP.
 */
export async function acceptProfilePhoto(bytes: Uint8Array): Promise<ProfilePhoto | null> {
  const type = sniffFileType(bytes);
  if (type !== "jpeg" && type !== "png" && type !== "webp") return null;
  const scrubbed = await scrubUploadedImage({ bytes, claimed: type, maxBytes: MAX_PHOTO_BYTES, maxSide: PROFILE_SHRINK.maxSide });
  return scrubbed.ok ? { bytes: scrubbed.image.bytes, type } : null;
}

/** How long a photo waits for the rest of its form to be put right. */
export const STAGED_PHOTO_TTL_MS = 60 * 60 * 1000;

export type StagedProfilePhoto = ProfilePhoto & { originalName: string };

/** Keeps a photo that passed while another field failed (replacing any kept before). */
export async function stageProfilePhoto(customerId: number, photo: ProfilePhoto, originalName: string, now = new Date()): Promise<void> {
  const db = await getDb();
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("stagedProfilePhotos")
      .where("createdAt", "<", new Date(now.getTime() - STAGED_PHOTO_TTL_MS))
      .execute();
    await trx
      .insertInto("stagedProfilePhotos")
      .values({ customerId, content: photo.bytes, imageType: photo.type, originalName: originalName.slice(0, 200), createdAt: now })
      .onConflict((oc) =>
        oc
          .column("customerId")
          .doUpdateSet({ content: photo.bytes, imageType: photo.type, originalName: originalName.slice(0, 200), createdAt: now }),
      )
      .execute();
  });
  forgetSessionReads();
}

/**
 * The name of the photo kept for this customer, if one is: what the profile form shows on every
 * render. Remembered on the embedded database like the session it is shown to
 * (session-reads.server.ts); every write to the kept photos forgets.
 */
export async function stagedProfilePhotoName(customerId: number): Promise<string | null> {
  return rememberedForSession(`staged-photo:${customerId}`, async () => {
    const db = await getDb();
    const row = await db
      .selectFrom("stagedProfilePhotos")
      .select(["originalName", "createdAt"])
      .where("customerId", "=", customerId)
      .where("createdAt", ">=", new Date(Date.now() - STAGED_PHOTO_TTL_MS))
      .executeTakeFirst();
    return row
      ? { value: row.originalName, validUntil: new Date(row.createdAt).getTime() + STAGED_PHOTO_TTL_MS }
      : { value: null, validUntil: Number.POSITIVE_INFINITY };
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
  forgetSessionReads();
}

/**
 * Stores this customer's new photo in the caller's transaction, replacing (deleting) the one
 * before; answers the URL that customers.photo_path must name in the same transaction.
 */
export async function storeProfilePhoto(trx: Transaction<Database>, customerId: number, photo: ProfilePhoto): Promise<string> {
  const name = `${crypto.randomBytes(16).toString("hex")}.${EXTENSIONS[photo.type]}`;
  await trx.deleteFrom("profilePhotos").where("customerId", "=", customerId).execute();
  await trx
    .insertInto("profilePhotos")
    .values({
      customerId,
      name,
      contentType: CONTENT_TYPES[photo.type],
      content: photo.bytes,
      byteLength: photo.bytes.length,
      sha256: contentDigest(photo.bytes),
    })
    .execute();
  return AVATAR_URL_PREFIX + name;
}

/** This customer's current photo, or null when they have none. */
export async function openCurrentProfilePhoto(customerId: number): Promise<StoredFile | null> {
  const db = await getDb();
  const row = await db.selectFrom("profilePhotos").select("name").where("customerId", "=", customerId).executeTakeFirst();
  return row ? openOwnProfilePhoto(customerId, row.name) : null;
}

/** The stored photo by its name, when it is this customer's current photo; null for anyone else. */
export async function openOwnProfilePhoto(customerId: number, name: string): Promise<StoredFile | null> {
  if (!STORED_NAME.test(name)) return null;
  const db = await getDb();
  const row = await db
    .selectFrom("profilePhotos")
    .select(["contentType", "byteLength", "sha256"])
    .where("customerId", "=", customerId)
    .where("name", "=", name)
    .executeTakeFirst();
  if (!row) return null;
  return storedFile(row, async (offset, length) => {
    const slice = await db
      .selectFrom("profilePhotos")
      .select(contentSlice(offset, length))
      .where("customerId", "=", customerId)
      .where("name", "=", name)
      .executeTakeFirst();
    return slice?.slice ?? null;
  });
}
