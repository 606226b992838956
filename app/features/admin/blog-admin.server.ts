import type { UploadHandler } from "@remix-run/node";
import sanitizeHtml from "sanitize-html";

import {
  blogUploadTextFields,
  buildBlogMetaTags,
  contentKeyFor,
  DISCARD_KEPT_FIELD,
  displayFileName,
  judgeBlogImage,
  MAX_CONTENT_IMAGES,
  MAX_IMAGE_BYTES,
  type SkippedFile,
  STAGED_BLOG_IMAGES_TTL_MS,
} from "~/domain/blog-upload";
import type { BlogImageType } from "~/domain/file-types";
import type { Language } from "~/domain/language";
import { blogSlugBase, uniqueSlug } from "~/domain/slug";
import type { BlogUploadData } from "~/forms/blog-upload";
import { storeBlogImages } from "~/infra/blog-image-storage.server";
import { prepareBlogImage, type PreparedBlogImage } from "~/infra/blog-image-variants.server";
import { publishChange } from "~/infra/change-notices.server";
import { getDb } from "~/infra/db.server";
import type { UploadReceiver } from "~/infra/form-data.server";
import { scrubUploadedImage } from "~/infra/upload-worker.server";
import { adminBlogUpload } from "~/locales/en/admin/blog-upload";
import { auditIn } from "~/services/audit.server";
import { sanitizeArticleHtml } from "~/services/html-sanitizer.server";

// The admin's blog upload (onboarding-and-admin §3, §4, §5, §8): reads the multipart post as it
// streams, judges each image by name and content, has it written afresh, and saves the post with a
// unique slug, sanitised HTML, its meta tags and its content images.

/** Why a chosen file is left out, in the admin area's words. */
const skipReasons = adminBlogUpload.skipReasons;

export type ReceivedImage = { fileName: string; type: BlogImageType; bytes: Uint8Array };

export type BlogUploadPost = {
  /** The text fields only (files are never put in it). */
  form: FormData;
  mainImage: ReceivedImage | null;
  /** In upload order: the first becomes content-1. */
  contentImages: ReceivedImage[];
  skipped: SkippedFile[];
  /** Text fields longer than a text part may be (their value is dropped). */
  tooLong: string[];
  /** True when any file was chosen at all. */
  hadFiles: boolean;
  /** The admin ticked "Discard the kept images". */
  discardKept: boolean;
};

/** A text part: far above the longest field (200 000 characters of HTML in UTF-8). */
const MAX_TEXT_PART_BYTES = 1024 * 1024;
const TEXT_FIELDS = new Set<string>(blogUploadTextFields);

async function collect(data: AsyncIterable<Uint8Array>, limit: number) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  // Everything is read (the request must end cleanly) but nothing past the limit is kept.
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size <= limit) chunks.push(chunk);
  }
  return { size, bytes: size <= limit ? new Uint8Array(Buffer.concat(chunks)) : null };
}

/**
 * The upload form read as it streams: `handler` meets each part in turn; `received` gives the
 * post once the whole form is read. Each image is held to 5 MB and judged by name and content,
 * and written afresh at once. Accepted files stay in memory (the post is capped at 20 MB before
 * the action runs) and are written only when the whole form is valid, so a refused form leaves
 * no files behind.
 */
export function blogUploadReceiver(): UploadReceiver<BlogUploadPost> {
  const post: BlogUploadPost = {
    form: new FormData(),
    mainImage: null,
    contentImages: [],
    skipped: [],
    tooLong: [],
    hadFiles: false,
    discardKept: false,
  };
  const skip = (fileName: string, reason: string) => post.skipped.push({ fileName: displayFileName(fileName), reason });
  const handler: UploadHandler = async ({ name, filename, data }) => {
    if (filename === undefined) {
      const { bytes } = await collect(data, TEXT_FIELDS.has(name) ? MAX_TEXT_PART_BYTES : 0);
      if (name === DISCARD_KEPT_FIELD) post.discardKept = true;
      if (!TEXT_FIELDS.has(name)) return undefined;
      if (!bytes) {
        post.tooLong.push(name);
        return undefined;
      }
      post.form.set(name, new TextDecoder().decode(bytes));
      return undefined;
    }
    if (name !== "mainImageFile" && name !== "contentFiles") {
      await collect(data, 0);
      return undefined;
    }
    const { size, bytes } = await collect(data, MAX_IMAGE_BYTES);
    if (size === 0 && filename === "") return undefined; // an empty file input: nothing chosen
    post.hadFiles = true;
    const image = bytes ? await acceptImage(filename, bytes) : { ok: false as const, reason: skipReasons.tooLarge };
    if (name === "mainImageFile" && post.mainImage) skip(filename, skipReasons.extraMainImage);
    else if (name === "contentFiles" && post.contentImages.length >= MAX_CONTENT_IMAGES)
      skip(filename, skipReasons.tooMany(MAX_CONTENT_IMAGES));
    else if (!image.ok) skip(filename, image.reason);
    else if (name === "mainImageFile") post.mainImage = image.image;
    else post.contentImages.push(image.image);
    return undefined;
  };
  // A post without files (urlencoded) never meets the handler: its fields are all in `form`.
  const received = (form: FormData) => {
    for (const name of TEXT_FIELDS) {
      const value = form.get(name);
      if (typeof value === "string") post.form.set(name, value);
    }
    if (form.has(DISCARD_KEPT_FIELD)) post.discardKept = true;
    return post;
  };
  return { handler, received };
}

/**
 * One uploaded file as a storable image: judged by name and bytes, then decoded and encoded
 * afresh on the upload worker (its metadata and anything appended to it dropped; TIFF and BMP
 * become PNG, which browsers show, and SVG is drawn into a PNG, so nothing in it can run).
 */
export async function acceptImage(
  fileName: string,
  bytes: Uint8Array,
): Promise<{ ok: true; image: ReceivedImage } | { ok: false; reason: string }> {
  const verdict = judgeBlogImage(fileName, bytes);
  if (!verdict.ok) return { ok: false, reason: skipReasons.notImage };
  const scrubbed = await scrubUploadedImage({ bytes, claimed: verdict.type, maxBytes: MAX_IMAGE_BYTES });
  if (!scrubbed.ok)
    return {
      ok: false,
      reason: scrubbed.reason === "tooLarge" ? skipReasons.tooLargeToDecode : skipReasons.notImage,
    };
  const { type, bytes: encoded } = scrubbed.image;
  return { ok: true, image: { fileName: displayFileName(fileName), type, bytes: new Uint8Array(encoded) } };
}

// ---------------------------------------------------------------------------------------------
// Saving

export type SavedBlog = { slug: string; contentKeys: string[] };

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";
}

/** The HTML as the public page will show it has something in it (text or an image). */
export function articleHasContent(html: string): boolean {
  const shown = sanitizeArticleHtml(html);
  return /<img\b/i.test(shown) || sanitizeHtml(shown, { allowedTags: [], allowedAttributes: {} }).trim() !== "";
}

/**
 * Saves one post: its images prepared first (named, measured, their copies made), then the
 * post, its image rows and the image bytes in one transaction with a slug no other post has
 * (-2, -3, … when taken), so a failure leaves neither the post nor any image behind. The
 * HTML is sanitised here and again when shown; content keys stay in it and become the
 * images' URLs on the public page.
 */
export async function saveBlog(
  adminId: number,
  data: BlogUploadData,
  images: { mainImage: ReceivedImage | null; contentImages: ReceivedImage[]; skipped?: SkippedFile[] },
): Promise<SavedBlog> {
  const contentKeys = images.contentImages.map((_, i) => contentKeyFor(i));
  const prepare = (image: ReceivedImage) => prepareBlogImage(image.bytes, image.type);
  const mainImage = images.mainImage ? await prepare(images.mainImage) : null;
  // One at a time: sharp already resizes on several threads, and a post may carry 30 pictures.
  const contentImages: PreparedBlogImage[] = [];
  for (const image of images.contentImages) contentImages.push(await prepare(image));
  const row = {
    language: data.language,
    heading: data.heading,
    mainHeading: data.mainHeading,
    mainDescription: data.mainDescription,
    mainImageUrl: mainImage?.url ?? null,
    article: data.author,
    scheduleDate: data.scheduleDate,
    startDate: data.startDate,
    endDate: data.endDate,
    htmlContent: sanitizeArticleHtml(data.htmlContent),
    metaTags: JSON.stringify(buildBlogMetaTags({ heading: data.heading, description: data.mainDescription, keywords: data.keywords })),
  };
  // publishChange inside drops the blog caches of every instance once the post commits; the
  // audit row commits with the post, so a post is never saved without it, nor it without the post.
  const slug = await insertWithFreeSlug(adminId, blogSlugBase(data.heading), row, mainImage, contentImages, {
    language: data.language,
    scheduleDate: data.scheduleDate,
    contentImages: contentKeys.length,
    mainImage: Boolean(images.mainImage),
    skipped: (images.skipped ?? []).map((s) => s.fileName),
  });
  return { slug, contentKeys };
}

type BlogRow = {
  language: Language;
  heading: string;
  mainHeading: string;
  mainDescription: string | null;
  mainImageUrl: string | null;
  article: string;
  scheduleDate: string;
  startDate: string | null;
  endDate: string | null;
  htmlContent: string;
  metaTags: string;
};

/** Inserts the post, its images and their rows, and its audit row, and takes the admin's kept images, in one transaction. */
async function insertWithFreeSlug(
  adminId: number,
  base: string,
  row: BlogRow,
  mainImage: PreparedBlogImage | null,
  contentImages: PreparedBlogImage[],
  auditDetail: Record<string, unknown>,
): Promise<string> {
  const db = await getDb();
  for (let attempt = 1; ; attempt++) {
    // Slug bases are [a-z0-9-] only, so they need no escaping inside LIKE.
    const taken = await db
      .selectFrom("blogs")
      .select("slug")
      .where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]))
      .execute();
    const slug = uniqueSlug(
      base,
      taken.map((t) => t.slug),
    );
    try {
      await publishChange("blogs", async (trx) => {
        const { id } = await trx
          .insertInto("blogs")
          .values({ ...row, slug })
          .returning("id")
          .executeTakeFirstOrThrow();
        await storeBlogImages(trx, id, [...(mainImage ? [mainImage] : []), ...contentImages]);
        if (contentImages.length > 0) {
          await trx
            .insertInto("blogImages")
            .values(contentImages.map((image, i) => ({ blogId: id, contentKey: contentKeyFor(i), contentUrl: image.url })))
            .execute();
        }
        await trx.deleteFrom("stagedBlogImages").where("adminId", "=", adminId).execute();
        await auditIn(trx, adminId, "blog.upload", { type: "blog", id: slug }, auditDetail);
      });
      return slug;
    } catch (error) {
      // Two uploads with the same heading at the same moment: the loser takes the next number.
      if (attempt < 5 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Kept images: what passed while a field failed waits for the next try (one set per admin).

export type StagedBlogImages = { mainImage: ReceivedImage | null; contentImages: ReceivedImage[] };
/** What the form names: the kept files (content image i gets content-(i+1)) and a token that changes with each set. */
export type KeptImages = { token: string; main: string | null; content: string[] };

const MAX_STORED_NAME = 200;

/**
 * The images this post will use: a newly chosen main image, else the kept one; the kept
 * content images first (their keys stay) and the new ones after them, up to the limit (the
 * rest are skipped). "Discard the kept images" leaves the kept ones out.
 */
export function withKeptImages(post: BlogUploadPost, kept: StagedBlogImages | null): StagedBlogImages & { skipped: SkippedFile[] } {
  const before = post.discardKept || !kept ? { mainImage: null, contentImages: [] } : kept;
  const room = Math.max(0, MAX_CONTENT_IMAGES - before.contentImages.length);
  const over = post.contentImages
    .slice(room)
    .map((image) => ({ fileName: image.fileName, reason: skipReasons.tooMany(MAX_CONTENT_IMAGES) }));
  return {
    mainImage: post.mainImage ?? before.mainImage,
    contentImages: [...before.contentImages, ...post.contentImages.slice(0, room)],
    skipped: [...post.skipped, ...over],
  };
}

/** Keeps these images for the admin, replacing any kept before; nothing to keep clears the set. */
export async function stageBlogImages(adminId: number, images: StagedBlogImages, now = new Date()): Promise<KeptImages | null> {
  const db = await getDb();
  const rows = [
    ...(images.mainImage ? [{ role: "main" as const, position: 0, image: images.mainImage }] : []),
    ...images.contentImages.map((image, position) => ({ role: "content" as const, position, image })),
  ];
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("stagedBlogImages").where("adminId", "=", adminId).execute();
    // One row at a time: a set can be many megabytes.
    for (const { role, position, image } of rows) {
      await trx
        .insertInto("stagedBlogImages")
        .values({
          adminId,
          role,
          position,
          originalName: image.fileName.slice(0, MAX_STORED_NAME),
          imageType: image.type,
          content: Buffer.from(image.bytes),
          createdAt: now,
        })
        .execute();
    }
  });
  return rows.length > 0 ? keptImagesOf(images, now) : null;
}

function keptImagesOf(images: StagedBlogImages, createdAt: Date): KeptImages {
  return {
    token: String(createdAt.getTime()),
    main: images.mainImage?.fileName ?? null,
    content: images.contentImages.map((image) => image.fileName),
  };
}

/** The admin's kept images younger than their time to live, by role and position. */
async function freshStagedImages(adminId: number, now: Date) {
  const db = await getDb();
  return db
    .selectFrom("stagedBlogImages")
    .where("adminId", "=", adminId)
    .where("createdAt", ">=", new Date(now.getTime() - STAGED_BLOG_IMAGES_TTL_MS))
    .orderBy("role")
    .orderBy("position");
}

/** The admin's kept images, while they are fresh (the retention purge drops older ones). */
export async function stagedBlogImages(adminId: number, now = new Date()): Promise<(StagedBlogImages & { kept: KeptImages }) | null> {
  const rows = await (
    await freshStagedImages(adminId, now)
  )
    .select(["role", "position", "originalName", "imageType", "content", "createdAt"])
    .execute();
  if (rows.length === 0) return null;
  const image = (row: (typeof rows)[number]): ReceivedImage => ({
    fileName: row.originalName,
    type: row.imageType,
    bytes: new Uint8Array(row.content),
  });
  const main = rows.find((row) => row.role === "main");
  const images = { mainImage: main ? image(main) : null, contentImages: rows.filter((row) => row.role === "content").map(image) };
  return { ...images, kept: keptImagesOf(images, new Date(rows[0].createdAt)) };
}

/** Only the names, for the form (no image bytes read). */
export async function keptBlogImages(adminId: number, now = new Date()): Promise<KeptImages | null> {
  const rows = await (await freshStagedImages(adminId, now)).select(["role", "originalName", "createdAt"]).execute();
  if (rows.length === 0) return null;
  return {
    token: String(new Date(rows[0].createdAt).getTime()),
    main: rows.find((row) => row.role === "main")?.originalName ?? null,
    content: rows.filter((row) => row.role === "content").map((row) => row.originalName),
  };
}

export async function clearStagedBlogImages(adminId: number): Promise<void> {
  const db = await getDb();
  await db.deleteFrom("stagedBlogImages").where("adminId", "=", adminId).execute();
}

export type UploadSummary = {
  slug: string;
  language: Language;
  mainHeading: string;
  scheduleDate: string;
  mainImageUrl: string | null;
  images: Array<{ key: string; url: string }>;
};

/** What the form shows after a save: the post's edition and address, its day and its content keys. */
export async function getUploadSummary(slug: string): Promise<UploadSummary | null> {
  const db = await getDb();
  const blog = await db
    .selectFrom("blogs")
    .select(["id", "slug", "language", "mainHeading", "scheduleDate", "mainImageUrl"])
    .where("slug", "=", slug)
    .executeTakeFirst();
  if (!blog) return null;
  const images = await db
    .selectFrom("blogImages")
    .select(["contentKey", "contentUrl"])
    .where("blogId", "=", blog.id)
    .orderBy("id")
    .execute();
  const { id: _id, ...rest } = blog;
  return { ...rest, images: images.map((i) => ({ key: i.contentKey, url: i.contentUrl })) };
}
