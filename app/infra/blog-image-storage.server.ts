import fs from "node:fs/promises";
import path from "node:path";

import type { Transaction } from "kysely";

import { BLOG_MEDIA_PREFIX, type BlogImageSize, type BlogImageVariant } from "~/domain/blog-images";

import { measureImage, type PreparedBlogImage } from "./blog-image-variants.server";
import { getDb } from "./db.server";
import type { Database } from "./db-schema.server";
import { contentSlice, type StoredFile, storedFile, storedFileBytes } from "./stored-files.server";

// Blog pictures (main and content images) live in the database, owned by the post that names
// them: written in the post's transaction and deleted with it (on delete cascade), copies
// included. Served by /media/blog/{name} (routes/media.blog.$name.ts). Names are random and
// never reused, so a client-chosen name never matches anything and a URL can be cached for good.

const STORED_NAME = /^[a-f0-9]{32}\.(jpg|png|gif|webp|bmp|tiff|svg)$/;

/** Writes a post's pictures and their copies, inside the transaction that writes the post. */
export async function storeBlogImages(trx: Transaction<Database>, blogId: number, images: PreparedBlogImage[]): Promise<void> {
  // One row at a time: a post's pictures can be many megabytes.
  for (const image of images) {
    await trx
      .insertInto("blogImageFiles")
      .values({
        name: image.name,
        blogId,
        contentType: image.contentType,
        content: image.bytes,
        byteLength: image.bytes.length,
        sha256: image.sha256,
        width: image.size?.width ?? null,
        height: image.size?.height ?? null,
      })
      .execute();
    for (const variant of image.variants) {
      await trx
        .insertInto("blogImageVariants")
        .values({
          name: image.name,
          kind: variant.kind,
          width: variant.width,
          contentType: variant.contentType,
          content: variant.bytes,
          byteLength: variant.bytes.length,
          sha256: variant.sha256,
        })
        .execute();
    }
  }
}

/**
 * A stored picture, or one of its copies, ready to send; null when there is no such upload,
 * or it has no copies (SVG). A width wider than the copies answers the widest, which is the
 * picture at its own width.
 */
export async function openBlogImage(name: string, variant: BlogImageVariant): Promise<StoredFile | null> {
  if (!STORED_NAME.test(name)) return null;
  const db = await getDb();
  if (variant.kind === "original") {
    const row = await db
      .selectFrom("blogImageFiles")
      .select(["contentType", "byteLength", "sha256"])
      .where("name", "=", name)
      .executeTakeFirst();
    if (!row) return null;
    return storedFile(row, async (offset, length) => {
      const slice = await db.selectFrom("blogImageFiles").select(contentSlice(offset, length)).where("name", "=", name).executeTakeFirst();
      return slice?.slice ?? null;
    });
  }
  let query = db.selectFrom("blogImageVariants").select(["kind", "width", "contentType", "byteLength", "sha256"]).where("name", "=", name);
  query =
    variant.kind === "share"
      ? query.where("kind", "=", "share")
      : query.where("kind", "=", "width").where("width", "<=", variant.width).orderBy("width", "desc").limit(1);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  return storedFile(row, async (offset, length) => {
    const slice = await db
      .selectFrom("blogImageVariants")
      .select(contentSlice(offset, length))
      .where("name", "=", name)
      .where("kind", "=", row.kind)
      .where("width", "=", row.width)
      .executeTakeFirst();
    return slice?.slice ?? null;
  });
}

/** A stored picture's width and height, read when it was stored. */
async function storedSize(name: string): Promise<BlogImageSize | null> {
  if (!STORED_NAME.test(name)) return null;
  const db = await getDb();
  const row = await db.selectFrom("blogImageFiles").select(["width", "height"]).where("name", "=", name).executeTakeFirst();
  return row?.width && row.height ? { width: row.width, height: row.height } : null;
}

// Sizes never change for a name (names are never reused), so they are remembered.
const MAX_SIZES_REMEMBERED = 5000;
const sizes = new Map<string, BlogImageSize>();

/** A blog picture's width and height in pixels: an upload's from the database, a demo post's from its public file. */
export async function blogImageSize(url: string | null): Promise<BlogImageSize | null> {
  if (!url) return null;
  const known = sizes.get(url);
  if (known) return known;
  let size: BlogImageSize | null = null;
  if (url.startsWith(BLOG_MEDIA_PREFIX)) size = await storedSize(url.slice(BLOG_MEDIA_PREFIX.length));
  // The demo posts point at files in public/images; nothing outside that folder is read.
  else if (/^\/images\/[\w-]+(\/[\w-]+)*\.(svg|png|jpg|webp)$/.test(url)) {
    const bytes = await fs.readFile(path.join("public", url)).catch(() => null);
    size = bytes && (await measureImage(bytes));
  }
  if (size) {
    if (sizes.size >= MAX_SIZES_REMEMBERED) sizes.clear();
    sizes.set(url, size);
  }
  return size;
}

/** A stored picture's bytes and type (tests). */
export async function readBlogImage(name: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  const file = await openBlogImage(name, { kind: "original" });
  return file && { bytes: await storedFileBytes(file), contentType: file.contentType };
}

/** Names of the stored blog pictures (tests check that nothing is left behind). */
export async function listBlogImageFiles(): Promise<string[]> {
  const db = await getDb();
  return (await db.selectFrom("blogImageFiles").select("name").orderBy("name").execute()).map((row) => row.name);
}
