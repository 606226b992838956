// Camera photos (docs/decisions/005-camera-photos.md). A phone photo is 2-4 MB, 4000×3000;
// what we store is much smaller (documents below 512000 bytes, profile photos 1 MB). With
// JavaScript the browser shrinks the photo before it is sent; without it the server takes
// the photo as sent, up to MAX_CAMERA_PHOTO_BYTES, and shrinks it there.

/** The largest image the server reads (per file) to shrink: a 48 MP phone's JPEG is about 12 MB. */
export const MAX_CAMERA_PHOTO_BYTES = 15 * 1024 * 1024;

/** Long side a stored photo is scaled to first: plenty for reading an ID card or a face. */
export const PHOTO_LONG_SIDE = 2000;

/** What the browser makes of a chosen image before sending it. */
export type ShrinkTarget = {
  /** the file is left alone at or below this size */
  maxBytes: number;
  maxSide: number;
  /** images of these types are shrunk (to JPEG); others go as chosen */
  types: readonly string[];
  /** a file of a type not shrunk is still turned into JPEG above this size */
  convertAbove?: number;
};

/** Documents: JPEGs under 500KB (spec §5), a little room left for the server's own encoding. */
export const DOCUMENT_SHRINK: ShrinkTarget = { maxBytes: 480_000, maxSide: PHOTO_LONG_SIDE, types: ["image/jpeg"] };

/** The profile photo is shown small: 1200 px and about 500 KB are ample. */
export const PROFILE_SHRINK: ShrinkTarget = { maxBytes: 500_000, maxSide: 1200, types: ["image/jpeg", "image/png", "image/webp"] };

/**
 * Blog images: photos (JPEG, WebP, BMP) to about 500 KB and 2000 px; PNG, GIF and SVG keep their
 * transparency, animation or vectors and go as chosen unless a PNG is over the 5 MB per-image limit.
 */
export const BLOG_IMAGE_SHRINK: ShrinkTarget = {
  maxBytes: 500_000,
  maxSide: PHOTO_LONG_SIDE,
  types: ["image/jpeg", "image/webp", "image/bmp"],
  convertAbove: 5 * 1024 * 1024,
};

/** The size a scaled image gets: its long side at most maxSide, the aspect ratio kept. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The chosen file's name with a .jpg ending, as the shrunk file is a JPEG ('IMG_1.HEIC.jpeg' stays). */
export function jpegFileName(name: string): string {
  if (/\.jpe?g$/i.test(name)) return name;
  const base = name.replace(/\.[a-z0-9]{1,5}$/i, "");
  return `${base || "photo"}.jpg`;
}
