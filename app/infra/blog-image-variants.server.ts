import crypto from "node:crypto";

import sharp from "sharp";

import { BLOG_IMAGE_WIDTHS, BLOG_MEDIA_PREFIX, BLOG_SHARE_IMAGE_TYPE, type BlogImageSize } from "~/domain/blog-images";
import { BLOG_IMAGE_CONTENT_TYPES, BLOG_IMAGE_STORED_EXTENSIONS, type BlogImageType } from "~/domain/file-types";
import { SHARE_IMAGE } from "~/domain/share-images";

import { contentDigest } from "./stored-files.server";

// A blog picture as it is stored: the upload, its size, and its resized copies (WebP at the
// widths a screen needs, and the 1200×630 link-preview JPEG), all made before the post's
// transaction opens and written inside it, so a picture never exists without its copies.
// Only the widths the page's srcset can name are made: each below the picture's own width,
// and the next one, at the picture's own width (never enlarged); wider requests get that one.

/** Decompression bombs stop here (the upload refuses larger pictures already). */
const LIMIT_INPUT_PIXELS = 50_000_000;

export type PreparedVariant = { kind: "width" | "share"; width: number; contentType: string; bytes: Buffer; sha256: string };

export type PreparedBlogImage = {
  name: string;
  url: string;
  contentType: string;
  bytes: Buffer;
  sha256: string;
  size: BlogImageSize | null;
  variants: PreparedVariant[];
};

/** A picture's width and height as shown (after EXIF rotation); null when unknown. */
export async function measureImage(bytes: Uint8Array): Promise<BlogImageSize | null> {
  const meta = await sharp(bytes, { limitInputPixels: LIMIT_INPUT_PIXELS })
    .metadata()
    .catch(() => null);
  const width = meta?.autoOrient?.width ?? meta?.width;
  const height = meta?.autoOrient?.height ?? meta?.pageHeight ?? meta?.height;
  return width && height ? { width, height } : null;
}

/** The widths stored for a picture `natural` pixels wide (all of them when unknown). */
export function storedWidths(natural: number | null): number[] {
  if (!natural) return [...BLOG_IMAGE_WIDTHS];
  const top = BLOG_IMAGE_WIDTHS.find((w) => w >= natural);
  return [...BLOG_IMAGE_WIDTHS.filter((w) => w < natural), ...(top === undefined ? [] : [top])];
}

async function makeVariants(bytes: Buffer, type: BlogImageType, size: BlogImageSize | null): Promise<PreparedVariant[]> {
  if (type === "svg") return [];
  const animated = type === "gif" || type === "webp";
  const variants: PreparedVariant[] = [];
  for (const width of storedWidths(size?.width ?? null)) {
    const copy = await sharp(bytes, { limitInputPixels: LIMIT_INPUT_PIXELS, animated })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    variants.push({ kind: "width", width, contentType: "image/webp", bytes: copy, sha256: contentDigest(copy) });
  }
  // Link previews: the picture cropped to the networks' 1.91:1 around its busiest part.
  const share = await sharp(bytes, { limitInputPixels: LIMIT_INPUT_PIXELS })
    .rotate()
    .resize({ width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, fit: "cover", position: sharp.strategy.attention })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  variants.push({
    kind: "share",
    width: SHARE_IMAGE.width,
    contentType: BLOG_SHARE_IMAGE_TYPE,
    bytes: share,
    sha256: contentDigest(share),
  });
  return variants;
}

/**
 * An accepted upload made ready to store: a new random name (never reused, so its URL can be
 * cached for good), its digest and size, and its copies. `name` is given only when moving an
 * older stored file in.
 */
export async function prepareBlogImage(bytes: Uint8Array, type: BlogImageType, name?: string): Promise<PreparedBlogImage> {
  const stored = name ?? `${crypto.randomBytes(16).toString("hex")}.${BLOG_IMAGE_STORED_EXTENSIONS[type]}`;
  const buffer = Buffer.from(bytes);
  const size = await measureImage(buffer);
  return {
    name: stored,
    url: BLOG_MEDIA_PREFIX + stored,
    contentType: BLOG_IMAGE_CONTENT_TYPES[type],
    bytes: buffer,
    sha256: contentDigest(buffer),
    size,
    variants: await makeVariants(buffer, type, size),
  };
}
