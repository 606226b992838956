// The admin's blog upload (onboarding-and-admin §3 "Blog upload", §4 "Blog upload", §5 "Admin",
// §8 alerts): the form's fields and limits, the authors on offer, which files count as images, the
// content keys and the meta tags made from the form. Pure: the browser and the server share it.
// Its schema is forms/blog-upload.ts.
import { type BlogImageType, sniffBlogImage } from "./file-types";

/**
 * Spec §3: "seven named experts, or Type New". The spec does not name them; these are the
 * invented authors of the demo seed (infra/seed/demo-blogs.server.ts), so demo posts and new
 * uploads share one list. Not real people.
 */
export const BLOG_AUTHORS = [
  "Acharya Vikram Shastri",
  "Dr. Meera Iyer",
  "Pandit Raghunath Mishra",
  "Kavya Deshpande",
  "Jyotishi Harish Joshi",
  "Ananya Bose",
  "Sunil Nair",
] as const;

/** The author choice that reveals the free-text author field. */
export const TYPE_NEW = "Type New";

export const authorOptions = [...BLOG_AUTHORS, TYPE_NEW].map((name) => ({ value: name, label: name }));

/** The form's text fields (the spec's payload names), in form order. */
export const blogUploadTextFields = [
  "language",
  "mainHeading",
  "heading",
  "article",
  "customAuthor",
  "startDate",
  "endDate",
  "scheduleDate",
  "mainDescription",
  "htmlContent",
  "metaTags",
] as const;
/** The form's fields in form order (the error summary lists them in this order): the text, then the two files. */
export const blogUploadFields = [...blogUploadTextFields, "mainImageFile", "contentFiles"] as const;

export type BlogUploadField = (typeof blogUploadFields)[number];
export type BlogUploadTextField = (typeof blogUploadTextFields)[number];
/** The form's checkbox that drops the images kept from an earlier try. */
export const DISCARD_KEPT_FIELD = "discardKept";

// Our limits (the spec names none): generous for real posts, small enough that one post
// cannot fill the database or a cookie.
export const MAX_HEADING_LENGTH = 200;
export const MAX_AUTHOR_LENGTH = 100;
export const MAX_DESCRIPTION_LENGTH = 500;
export const MAX_HTML_LENGTH = 200_000;
export const MAX_META_TAGS_FIELD_LENGTH = 2_000;
export const MAX_KEYWORDS = 30;
export const MAX_KEYWORD_LENGTH = 60;
/** Each image at most 5 MB; the whole post is capped at 20 MB before the action runs. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_CONTENT_IMAGES = 30;
/** How long images that passed wait for the rest of the form to be put right. */
export const STAGED_BLOG_IMAGES_TTL_MS = 60 * 60 * 1000;

export type SkippedFile = { fileName: string; reason: string };

// ---------------------------------------------------------------------------------------------
// Images: judged by name AND by content (spec §5 lists the types).

export const BLOG_IMAGE_NAME_EXTENSIONS = ["jpg", "jpeg", "png", "gif", "bmp", "webp", "svg", "tiff", "jfif"] as const;

/** For the file inputs' accept attribute: a hint to the picker, not a check. */
export const BLOG_IMAGE_ACCEPT = BLOG_IMAGE_NAME_EXTENSIONS.map((e) => `.${e}`).join(",");

/** The allowed extension of a file name, lower-cased, or null. */
export function imageExtensionOf(fileName: string): (typeof BLOG_IMAGE_NAME_EXTENSIONS)[number] | null {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  return BLOG_IMAGE_NAME_EXTENSIONS.find((e) => e === ext) ?? null;
}

/** Refused: not an image of an allowed type (the caller words why). */
export type ImageVerdict = { ok: true; type: BlogImageType } | { ok: false };

/**
 * A file is taken when its name has an allowed extension AND its bytes are an image. SVG is
 * the one type that can carry script, so it must be both named .svg and be SVG text; among
 * the raster types a mismatch (a PNG named .jpg) is harmless and stored by its real type.
 */
export function judgeBlogImage(fileName: string, bytes: Uint8Array): ImageVerdict {
  const ext = imageExtensionOf(fileName);
  const type = sniffBlogImage(bytes);
  if (!ext || !type || (ext === "svg") !== (type === "svg")) return { ok: false };
  return { ok: true, type };
}

/** Content images are named content-1, content-2, … in upload order; the HTML refers to them so. */
export function contentKeyFor(index: number): string {
  return `content-${index + 1}`;
}

/** The bare file name a browser sent (never a path), shortened for messages. */
export function displayFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (clean || "(unnamed file)").slice(0, 120);
}

// ---------------------------------------------------------------------------------------------
// Meta tags: chips in the browser, one comma-separated field on the wire.

/** Keywords from a comma-separated text: trimmed, spaces collapsed, blanks and duplicates (any case) dropped. */
export function parseKeywords(text: string): string[] {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const raw of text.split(/[,\n]/)) {
    const keyword = raw.replace(/\s+/g, " ").trim();
    const key = keyword.toLocaleLowerCase("en-IN");
    if (!keyword || seen.has(key)) continue;
    seen.add(key);
    keywords.push(keyword);
  }
  return keywords;
}

/** The chips after typing `typed` (Enter or comma): new ones appended, duplicates ignored. */
export function addKeywords(current: readonly string[], typed: string): string[] {
  return parseKeywords([...current, typed].join(","));
}

export function keywordsToField(keywords: readonly string[]): string {
  return keywords.join(", ");
}

function escapeMarkup(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * A blog's metaTags are strings of markup the public page parses (public-and-customer §2).
 * Like the demo seed: a <title> from the SEO heading, a description from the short
 * description (when given) and ONE keywords tag listing every chip (the page reads the
 * first keywords tag only).
 */
export function buildBlogMetaTags(input: { heading: string; description: string | null; keywords: readonly string[] }): string[] {
  const tags = [`<title>${escapeMarkup(input.heading)}</title>`];
  if (input.description) tags.push(`<meta name="description" content="${escapeMarkup(input.description)}">`);
  if (input.keywords.length > 0) tags.push(`<meta name="keywords" content="${escapeMarkup(input.keywords.join(", "))}">`);
  return tags;
}
