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
