import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { BLOG_IMAGE_CONTENT_TYPES, BLOG_IMAGE_STORED_EXTENSIONS, type BlogImageType } from "~/domain/blog-upload";
import { env } from "./env.server";

// Blog images (main and content images) are public uploads: $DATA_DIR/uploads/public/blog,
// served by /media/blog/{name} (routes/media.blog.$name.ts). Stored names are random and
// never reused, so a client-chosen name never reaches the file system and a URL can be
// cached for good.
export const BLOG_IMAGE_URL_PREFIX = "/media/blog/";

const STORED_NAME = /^[a-f0-9]{32}\.(jpg|png|gif|webp|bmp|tiff|svg)$/;
const TYPE_BY_EXTENSION = Object.fromEntries(
  Object.entries(BLOG_IMAGE_STORED_EXTENSIONS).map(([type, ext]) => [ext, type as BlogImageType]),
) as Record<string, BlogImageType>;

function blogImageDir() {
  return path.join(env().dataDir, "uploads", "public", "blog");
}

/** Stores the bytes under a new random name; answers the image's public URL. */
export async function saveBlogImage(bytes: Uint8Array, type: BlogImageType): Promise<string> {
  const name = `${crypto.randomBytes(16).toString("hex")}.${BLOG_IMAGE_STORED_EXTENSIONS[type]}`;
  await fs.mkdir(blogImageDir(), { recursive: true });
  await fs.writeFile(path.join(blogImageDir(), name), bytes, { mode: 0o600 });
  return BLOG_IMAGE_URL_PREFIX + name;
}

/** Only names we generated are accepted: 32 hex digits and a known extension. */
function blogImageFile(name: string): string | null {
  return STORED_NAME.test(name) ? path.join(blogImageDir(), name) : null;
}

export async function readBlogImage(name: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  const file = blogImageFile(name);
  if (!file) return null;
  const bytes = await fs.readFile(file).catch(() => null);
  if (!bytes) return null;
  return { bytes, contentType: BLOG_IMAGE_CONTENT_TYPES[TYPE_BY_EXTENSION[name.split(".").pop()!]] };
}

/** Removes a stored image by its URL (a save that failed after storing its files). */
export async function deleteBlogImage(url: string): Promise<void> {
  if (!url.startsWith(BLOG_IMAGE_URL_PREFIX)) return;
  const file = blogImageFile(url.slice(BLOG_IMAGE_URL_PREFIX.length));
  if (file) await fs.rm(file, { force: true });
}

/** Names of the stored blog images (tests check that nothing is left behind). */
export async function listBlogImageFiles(): Promise<string[]> {
  return fs.readdir(blogImageDir()).catch(() => []);
}
