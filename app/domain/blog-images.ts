// Uploaded blog pictures in the sizes a screen needs: the media route serves WebP copies at a
// few fixed widths (never a width the visitor picks: each new size costs the server a resize)
// and one 1200×630 JPEG for link previews. The page lists the widths in `srcset` and says in
// `sizes` how wide the picture is drawn, so a phone fetches a 480-pixel copy, not the upload.

export const BLOG_MEDIA_PREFIX = "/media/blog/";
/** The only widths the media route makes. */
export const BLOG_IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1600] as const;
export const SHARE_VARIANT = "share";
/**
 * A photo's link preview is a JPEG, unlike the drawn page-type pictures (PNG): as PNG a
 * 1200×630 photo weighs megabytes, and WhatsApp shows no preview for a picture above ~300 KB.
 */
export const BLOG_SHARE_IMAGE_TYPE = "image/jpeg";

export type BlogImageSize = { width: number; height: number };

export type BlogImageVariant = { kind: "original" } | { kind: "width"; width: number } | { kind: "share" };

/** Uploaded raster pictures can be resized; SVG (and the demo posts' public pictures) cannot. */
export function isResizableBlogImage(url: string | null | undefined): url is string {
  return typeof url === "string" && url.startsWith(BLOG_MEDIA_PREFIX) && /\.(jpg|png|gif|webp|bmp|tiff)$/.test(url);
}

export function blogImageWidthUrl(url: string, width: number): string {
  return `${url}?w=${width}`;
}

export function blogImageShareUrl(url: string): string {
  return `${url}?v=${SHARE_VARIANT}`;
}

/** A post's own link-preview picture, for pageMeta. */
export function blogShareImage(url: string, alt: string): { path: string; alt: string; type: string } {
  return { path: blogImageShareUrl(url), alt, type: BLOG_SHARE_IMAGE_TYPE };
}

/** The variant a media URL's query asks for; null when it names one we do not make. */
export function parseBlogImageVariant(query: URLSearchParams): BlogImageVariant | null {
  const w = query.get("w");
  const v = query.get("v");
  if (w !== null && v !== null) return null;
  if (v !== null) return v === SHARE_VARIANT ? { kind: "share" } : null;
  if (w === null) return { kind: "original" };
  // One spelling per width (no leading zeros), so each copy has one URL to cache.
  const width = /^[1-9]\d{0,3}$/.test(w) ? Number(w) : NaN;
  return (BLOG_IMAGE_WIDTHS as readonly number[]).includes(width) ? { kind: "width", width } : null;
}

/**
 * `srcset` candidates for a picture `natural` pixels wide: every allowed width below it, and
 * the next allowed width, which the route answers at the picture's own width (it never
 * enlarges), so that candidate is described by the natural width.
 */
export function blogImageSrcSet(url: string, natural: number): string {
  const below = BLOG_IMAGE_WIDTHS.filter((w) => w < natural);
  const top = BLOG_IMAGE_WIDTHS.find((w) => w >= natural);
  const candidates = below.map((w) => `${blogImageWidthUrl(url, w)} ${w}w`);
  if (top !== undefined) candidates.push(`${blogImageWidthUrl(url, top)} ${natural}w`);
  return candidates.join(", ");
}

/** How wide the picture is drawn, per layout (see app.css: .blog-grid, .carousel-track, .blog-article). */
export const blogImageSizes = {
  grid: "(min-width: 1120px) 260px, (min-width: 1040px) calc((100vw - 5rem) / 4), (min-width: 784px) calc((100vw - 4rem) / 3), (min-width: 528px) calc((100vw - 3rem) / 2), calc(100vw - 2rem)",
  carousel: "(min-width: 1120px) 352px, (min-width: 700px) calc((100vw - 4rem) / 3), 80vw",
  article: "(min-width: 780px) 748px, calc(100vw - 2rem)",
} as const;

export type BlogImageLayout = keyof typeof blogImageSizes;

/** The attributes of an <img> for a blog picture; without a known size, the layout's 1200×630. */
export function blogImageAttributes(
  url: string,
  size: BlogImageSize | null,
  layout: BlogImageLayout,
): { src: string; width: number; height: number; srcSet?: string; sizes?: string } {
  const { width, height } = size ?? { width: 1200, height: 630 };
  if (!size || !isResizableBlogImage(url)) return { src: url, width, height };
  return { src: url, width, height, srcSet: blogImageSrcSet(url, width), sizes: blogImageSizes[layout] };
}
