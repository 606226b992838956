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
