import { BLOG_LIST_START, BLOG_PAGE_SIZE } from "~/domain/blog";
import type { BlogImageSize } from "~/domain/blog-images";
import type { Language } from "~/domain/language";
import { pageCountFor } from "~/domain/pagination";
import { hasControlCharacters } from "~/domain/text-safety";
import { blogImageSize } from "~/infra/blog-image-storage.server";
import { dropsOf, onChange } from "~/infra/change-notices.server";
import { getDb } from "~/infra/db.server";

import { type ParsedMeta, parseMetaTags, sanitizeArticleHtml } from "./html-sanitizer.server";

export type BlogCard = {
  slug: string;
  heading: string;
  mainHeading: string;
  mainDescription: string | null;
  mainImageUrl: string | null;
  /** The main picture's pixels, so pages set width and height and nothing moves as it loads. */
  mainImageSize: BlogImageSize | null;
  author: string;
  scheduleDate: string;
};

/** An article also knows its edition: its address is in that language. */
export type BlogArticle = BlogCard & { html: string; meta: ParsedMeta; language: Language };

// Uploads drop these on every instance at once (change-notices.server.ts); the TTL bounds how
// long an instance that missed the notice is stale, and lets a scheduled post appear on its day.
const TTL_MS = 5 * 60_000;
type Entry<T> = { value: T; until: number };
const listCache = new Map<string, Entry<{ items: BlogCard[]; total: number }>>();
const articleCache = new Map<string, Entry<BlogArticle | null>>();

export function invalidateBlogCache() {
  listCache.clear();
  articleCache.clear();
}
onChange("blogs", invalidateBlogCache);

function cached<T>(cache: Map<string, Entry<T>>, key: string, load: () => Promise<T>): Promise<T> {
  const hit = cache.get(key);
  if (hit && hit.until > Date.now()) return Promise.resolve(hit.value);
  const drops = dropsOf("blogs");
  return load().then((value) => {
    if (dropsOf("blogs") !== drops) return value;
    if (cache.size > 500) cache.clear();
    cache.set(key, { value, until: Date.now() + TTL_MS });
    return value;
  });
}

const cardColumns = ["slug", "heading", "mainHeading", "mainDescription", "mainImageUrl", "article as author", "scheduleDate"] as const;

/** Published blogs of one edition (schedule date between the list's start and `today`), newest first. */
export function listPublishedBlogs(
  today: string,
  page = 1,
  pageSize = BLOG_PAGE_SIZE,
  language: Language = "en",
): Promise<{ items: BlogCard[]; total: number; pageCount: number }> {
  return cached(listCache, `${language}:${today}:${page}:${pageSize}`, async () => {
    const db = await getDb();
    const published = db
      .selectFrom("blogs")
      .where("language", "=", language)
      .where("scheduleDate", ">=", BLOG_LIST_START)
      .where("scheduleDate", "<=", today);
    const [items, count] = await Promise.all([
      published
        .select(cardColumns)
        .orderBy("scheduleDate", "desc")
        .orderBy("id", "desc")
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      published.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    ]);
    const sized = await Promise.all(items.map(async (item) => ({ ...item, mainImageSize: await blogImageSize(item.mainImageUrl) })));
    return { items: sized, total: Number(count.n) };
  }).then(({ items, total }) => ({ items, total, pageCount: pageCountFor(total, pageSize) }));
}

/**
 * One published article, in whichever edition it was written, with sanitised HTML and
 * allow-listed meta tags; null when unknown or not yet due.
 */
export function getPublishedBlog(slug: string, today: string): Promise<BlogArticle | null> {
  // No slug is that long (new ones have at most 80 characters) or holds a control character,
  // which Postgres cannot even compare.
  if (slug.length > 300 || hasControlCharacters(slug)) return Promise.resolve(null);
  return cached(articleCache, `${today}:${slug}`, async () => {
    const db = await getDb();
    const blog = await db
      .selectFrom("blogs")
      .select([...cardColumns, "id", "htmlContent", "metaTags", "language"])
      .where("slug", "=", slug)
      .where("scheduleDate", ">=", BLOG_LIST_START)
      .where("scheduleDate", "<=", today)
      .executeTakeFirst();
    if (!blog) return null;
    const images = await db.selectFrom("blogImages").select(["contentKey", "contentUrl"]).where("blogId", "=", blog.id).execute();
    const imageUrls = Object.fromEntries(images.map((i) => [i.contentKey, i.contentUrl]));
    const imageSizes: Record<string, BlogImageSize> = {};
    for (const image of images) {
      const size = await blogImageSize(image.contentUrl);
      if (size) imageSizes[image.contentUrl] = size;
    }
    const { id: _id, htmlContent, metaTags, ...card } = blog;
    return {
      ...card,
      mainImageSize: await blogImageSize(card.mainImageUrl),
      html: sanitizeArticleHtml(htmlContent, imageUrls, imageSizes),
      meta: parseMetaTags(Array.isArray(metaTags) ? metaTags.map(String) : []),
    };
  });
}

/** Every published slug with its date and edition, for the sitemap. */
export async function listPublishedBlogSlugs(today: string): Promise<Array<{ slug: string; scheduleDate: string; language: Language }>> {
  const db = await getDb();
  return db
    .selectFrom("blogs")
    .select(["slug", "scheduleDate", "language"])
    .where("scheduleDate", ">=", BLOG_LIST_START)
    .where("scheduleDate", "<=", today)
    .orderBy("scheduleDate", "desc")
    .execute();
}
