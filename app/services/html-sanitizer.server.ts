import sanitizeHtml from "sanitize-html";

import { blogImageAttributes, type BlogImageSize, isResizableBlogImage } from "~/domain/blog-images";

/**
 * Article HTML comes from an admin form and is shown to every visitor: only an
 * allow-list of tags, attributes and URL schemes survives (no scripts, event
 * handlers, javascript: URLs, iframes, forms or styles).
 */
export function sanitizeArticleHtml(
  html: string,
  imageUrls: Record<string, string> = {},
  /** Pixel sizes of uploaded pictures by URL: they get width, height and WebP widths in srcset. */
  imageSizes: Record<string, BlogImageSize> = {},
): string {
  return sanitizeHtml(html, {
    allowedTags: [
      "h2",
      "h3",
      "h4",
      "h5",
      "h6",
      "p",
      "br",
      "hr",
      "strong",
      "b",
      "em",
      "i",
      "u",
      "s",
      "sub",
      "sup",
      "blockquote",
      "ul",
      "ol",
      "li",
      "a",
      "img",
      "figure",
      "figcaption",
      "table",
      "thead",
      "tbody",
      "tr",
      "th",
      "td",
      "span",
      "div",
      "code",
      "pre",
    ],
    allowedAttributes: {
      a: ["href", "title", "rel", "target"],
      // srcset and sizes are only ever ours (set below for uploads); an author's are dropped.
      img: ["src", "alt", "width", "height", "loading", "decoding", "srcset", "sizes"],
      th: ["colspan", "rowspan", "scope"],
      td: ["colspan", "rowspan"],
    },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: ["http", "https"] },
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    transformTags: {
      // The page has one h1 (the blog's heading); article headings start at h2.
      h1: "h2",
      a: (tagName, attribs) => {
        const { href, title } = attribs;
        const external = /^https?:\/\//i.test(href ?? "");
        return {
          tagName,
          attribs: {
            ...(href ? { href } : {}),
            ...(title ? { title } : {}),
            ...(external ? { rel: "noopener nofollow ugc", target: "_blank" } : {}),
          },
        };
      },
      // Images name a stored upload by its content key; the key becomes the upload's URL.
      img: (tagName, { srcset: _srcset, sizes: _sizes, ...attribs }) => {
        const src = imageUrls[attribs.src ?? ""] ?? attribs.src ?? "";
        const size = imageSizes[src];
        const sized = size && isResizableBlogImage(src) ? blogImageAttributes(src, size, "article") : null;
        return {
          tagName,
          attribs: {
            ...attribs,
            src,
            ...(sized
              ? {
                  srcset: sized.srcSet!,
                  sizes: sized.sizes!,
                  // The author's own width and height win when both are given.
                  ...(attribs.width && attribs.height ? {} : { width: String(sized.width), height: String(sized.height) }),
                }
              : {}),
            loading: "lazy",
            decoding: "async",
          },
        };
      },
    },
    allowedSchemesAppliedToAttributes: ["href", "src"],
    exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
  });
}

export type ParsedMeta = { title: string | null; tags: Array<{ name?: string; property?: string; content: string }> };

const META_NAME = /^[a-z][a-z0-9:._-]{0,60}$/i;

/**
 * A blog's metaTags are strings of markup ('<title>…</title>', '<meta name=… content=…>').
 * Only a title and meta name/property + content pairs are kept.
 */
export function parseMetaTags(metaTags: string[]): ParsedMeta {
  const parsed: ParsedMeta = { title: null, tags: [] };
  for (const raw of metaTags) {
    const title = /<title>([\s\S]*?)<\/title>/i.exec(raw);
    if (title) {
      parsed.title = decodeEntities(sanitizeHtml(title[1], { allowedTags: [], allowedAttributes: {} })).trim() || parsed.title;
      continue;
    }
    for (const match of raw.matchAll(/<meta\b([^>]*)>/gi)) {
      const attrs = Object.fromEntries(
        [...match[1].matchAll(/([a-z:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map((m) => [m[1].toLowerCase(), m[2] ?? m[3]]),
      );
      const content = attrs.content === undefined ? undefined : decodeEntities(attrs.content);
      if (content === undefined) continue;
      if (attrs.name && META_NAME.test(attrs.name)) parsed.tags.push({ name: attrs.name.toLowerCase(), content });
      else if (attrs.property && META_NAME.test(attrs.property)) parsed.tags.push({ property: attrs.property.toLowerCase(), content });
    }
  }
  return parsed;
}

function decodeEntities(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {}, parser: { decodeEntities: true } })
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"');
}
