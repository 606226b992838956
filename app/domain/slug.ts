/**
 * URL slug for a blog heading: lowercase ASCII letters and digits joined by single
 * hyphens. Accents are folded first so "Café Vāstu" becomes "cafe-vastu" rather
 * than losing whole letters; anything else non-alphanumeric becomes a separator.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

// A blog post's slug: from its SEO heading; taken ones get -2, -3, …

export const MAX_SLUG_LENGTH = 80;

/** The slug a heading asks for; a heading with no Latin letters or digits (Hindi) gives 'blog'. */
export function blogSlugBase(heading: string): string {
  return slugify(heading).slice(0, MAX_SLUG_LENGTH).replace(/-+$/, "") || "blog";
}

/** `base` when free, otherwise the first free `base-2`, `base-3`, … */
export function uniqueSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}
