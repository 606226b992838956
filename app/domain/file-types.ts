// Uploads are judged by their first bytes, never by the name or the browser's claim.
export type SniffedType = "jpeg" | "png" | "webp" | "gif" | "pdf";

export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return "jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return "webp";
  if (starts(0x47, 0x49, 0x46, 0x38)) return "gif";
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return "pdf";
  return null;
}

export const CONTENT_TYPES: Record<SniffedType, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  pdf: "application/pdf",
};

export const EXTENSIONS: Record<SniffedType, string> = { jpeg: "jpg", png: "png", webp: "webp", gif: "gif", pdf: "pdf" };

// Blog images (onboarding-and-admin §5 lists the types): beside the uploads' own, BMP, TIFF and SVG.
export type BlogImageType = "jpeg" | "png" | "gif" | "webp" | "bmp" | "tiff" | "svg";

export const BLOG_IMAGE_CONTENT_TYPES: Record<BlogImageType, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  bmp: "image/bmp",
  tiff: "image/tiff",
  svg: "image/svg+xml",
};

/** The extension a stored file gets: from its content, never from the uploaded name. */
export const BLOG_IMAGE_STORED_EXTENSIONS: Record<BlogImageType, string> = {
  jpeg: "jpg",
  png: "png",
  gif: "gif",
  webp: "webp",
  bmp: "bmp",
  tiff: "tiff",
  svg: "svg",
};

// A BMP file header is 'BM' and its info header has one of these sizes (little-endian, byte 14):
// two letters alone would let any text starting "BM" through.
const BMP_INFO_HEADER_SIZES = [12, 16, 40, 52, 56, 64, 108, 124];

/** How far into the text the sniffer looks for the <svg> root (comments may come first). */
const SVG_SNIFF_CHARS = 64 * 1024;

/** The image type of these bytes by their content, or null when they are no image we take. */
export function sniffBlogImage(bytes: Uint8Array): BlogImageType | null {
  const known = sniffFileType(bytes);
  if (known && known !== "pdf") return known;
  if (bytes.length >= 26 && bytes[0] === 0x42 && bytes[1] === 0x4d) {
    const infoSize = bytes[14] | (bytes[15] << 8) | (bytes[16] << 16) | (bytes[17] << 24);
    if (BMP_INFO_HEADER_SIZES.includes(infoSize)) return "bmp";
  }
  const starts = (...sig: number[]) => bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b);
  if (starts(0x49, 0x49, 0x2a, 0x00) || starts(0x4d, 0x4d, 0x00, 0x2a)) return "tiff";
  const head = new TextDecoder().decode(bytes.subarray(0, SVG_SNIFF_CHARS));
  return svgRootOffset(head) === null ? null : "svg";
}

/**
 * Where the <svg> root element starts, after what may come before it: a byte-order mark,
 * white space, an XML declaration, comments and a DOCTYPE. Null when the text is not an
 * SVG document. (A loop rather than one regular expression: no catastrophic backtracking.)
 */
export function svgRootOffset(text: string): number | null {
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const skipTo = (end: string, from: number) => {
    const at = text.indexOf(end, from);
    return at === -1 ? -1 : at + end.length;
  };
  for (;;) {
    while (i < text.length && /\s/.test(text[i])) i++;
    let next = -1;
    if (text.startsWith("<?xml", i)) next = skipTo("?>", i);
    else if (text.startsWith("<!--", i)) next = skipTo("-->", i + 4);
    else if (/^<!DOCTYPE\s/i.test(text.slice(i, i + 10))) {
      const bracket = text.indexOf("[", i);
      const close = text.indexOf(">", i);
      next = bracket !== -1 && bracket < close ? skipTo(">", skipTo("]", bracket)) : close === -1 ? -1 : close + 1;
    } else break;
    if (next <= i) return null;
    i = next;
  }
  return text.startsWith("<svg", i) && /[\s>/]/.test(text[i + 4] ?? "") ? i : null;
}
