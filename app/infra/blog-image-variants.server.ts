import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { BLOG_MEDIA_PREFIX, BLOG_SHARE_IMAGE_TYPE, type BlogImageSize, type BlogImageVariant } from "~/domain/blog-images";
import { SHARE_IMAGE } from "~/domain/share-images";
import { readBlogImage } from "./blog-image-storage.server";

// Sizes and resized copies of blog pictures. Stored names are never reused, so what is
// derived from a name holds for good: sizes are remembered, and copies are kept in memory
// (least recently used dropped past a byte budget) rather than written beside the uploads,
// so this works wherever the originals live. A restart makes each copy once more; the
// immutable Cache-Control lets browsers and a CDN keep them meanwhile.

const CACHE_BYTES = 32 * 1024 * 1024;
const MAX_SIZES_REMEMBERED = 5000;
/** Decompression bombs stop here (the upload refuses larger pictures already). */
const LIMIT_INPUT_PIXELS = 50_000_000;

const sizes = new Map<string, BlogImageSize | null>();
const copies = new Map<string, { bytes: Buffer; contentType: string }>();
let cachedBytes = 0;
const making = new Map<string, Promise<{ bytes: Buffer; contentType: string } | null>>();

/** The bytes of a picture a blog names: an upload, or one of the site's own public files. */
async function sourceBytes(url: string): Promise<Buffer | null> {
  if (url.startsWith(BLOG_MEDIA_PREFIX)) return (await readBlogImage(url.slice(BLOG_MEDIA_PREFIX.length)))?.bytes ?? null;
  // The demo posts point at files in public/images; nothing outside that folder is read.
  if (/^\/images\/[\w-]+(\/[\w-]+)*\.(svg|png|jpg|webp)$/.test(url)) {
    return fs.readFile(path.join("public", url)).catch(() => null);
  }
  return null;
}

/** A blog picture's width and height in pixels (as shown, after EXIF rotation); null when unknown. */
export async function blogImageSize(url: string | null): Promise<BlogImageSize | null> {
  if (!url) return null;
  if (sizes.has(url)) return sizes.get(url)!;
  const bytes = await sourceBytes(url);
  let size: BlogImageSize | null = null;
  if (bytes) {
    const meta = await sharp(bytes, { limitInputPixels: LIMIT_INPUT_PIXELS }).metadata().catch(() => null);
    const width = meta?.autoOrient?.width ?? meta?.width;
    const height = meta?.autoOrient?.height ?? meta?.pageHeight ?? meta?.height;
    if (width && height) size = { width, height };
  }
  // An unreadable file is not remembered: it may be a moment away from being written.
  if (size) {
    if (sizes.size >= MAX_SIZES_REMEMBERED) sizes.clear();
    sizes.set(url, size);
  }
  return size;
}

async function makeCopy(name: string, variant: Exclude<BlogImageVariant, { kind: "original" }>) {
  const original = await readBlogImage(name);
  if (!original || original.contentType === "image/svg+xml") return null;
  const animated = original.contentType === "image/gif" || original.contentType === "image/webp";
  const image = sharp(original.bytes, { limitInputPixels: LIMIT_INPUT_PIXELS, animated: animated && variant.kind === "width" }).rotate();
  if (variant.kind === "width") {
    const bytes = await image.resize({ width: variant.width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
    return { bytes, contentType: "image/webp" };
  }
  // Link previews: the picture cropped to the networks' 1.91:1 around its busiest part.
  const bytes = await image
    .resize({ width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, fit: "cover", position: sharp.strategy.attention })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  return { bytes, contentType: BLOG_SHARE_IMAGE_TYPE };
}

/**
 * A resized copy of an uploaded raster picture (null when there is no such upload, or it is
 * SVG). Made once: concurrent requests for the same copy wait for the same resize.
 */
export async function blogImageCopy(
  name: string,
  variant: Exclude<BlogImageVariant, { kind: "original" }>,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  const key = `${name}:${variant.kind === "width" ? variant.width : variant.kind}`;
  const hit = copies.get(key);
  if (hit) {
    copies.delete(key);
    copies.set(key, hit);
    return hit;
  }
  let pending = making.get(key);
  if (!pending) {
    pending = makeCopy(name, variant)
      .catch(() => null)
      .then((copy) => {
        making.delete(key);
        if (copy && copy.bytes.length <= CACHE_BYTES / 4) {
          copies.set(key, copy);
          cachedBytes += copy.bytes.length;
          for (const [oldest, value] of copies) {
            if (cachedBytes <= CACHE_BYTES) break;
            copies.delete(oldest);
            cachedBytes -= value.bytes.length;
          }
        }
        return copy;
      });
    making.set(key, pending);
  }
  return pending;
}
