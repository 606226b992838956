import { PDFDocument } from "pdf-lib";
import sharp, { type Sharp, type SharpOptions } from "sharp";

import { decodeBmp } from "./bmp.server";

// Uploaded images are decoded and encoded afresh, never stored as sent: the new file carries
// the pixels only, so EXIF (a phone photo's GPS position, the camera's serial number), XMP,
// comments and anything appended after the image (a polyglot's script or archive) are gone.
// A file that does not decode as the type its first bytes claim is refused.

export type ImageType = "jpeg" | "png" | "webp" | "gif" | "tiff" | "bmp";
export type EncodedType = "jpeg" | "png" | "webp" | "gif";
export type ScrubbedImage = { bytes: Buffer; type: EncodedType; width: number; height: number };

/** About 50 megapixels (a 48 MP phone photo fits): larger "images" are decompression bombs. */
const MAX_PIXELS = 50_000_000;

// Browsers show TIFF and BMP poorly or not at all; they become (lossless) PNG.
const OUTPUT: Record<ImageType, EncodedType> = { jpeg: "jpeg", png: "png", webp: "webp", gif: "gif", tiff: "png", bmp: "png" };

/** Tried in order until the file fits: lower quality first, then fewer pixels. */
const STEPS = [
  { quality: 85, scale: 1 },
  { quality: 75, scale: 1 },
  { quality: 60, scale: 1 },
  { quality: 60, scale: 0.75 },
  { quality: 60, scale: 0.5 },
  { quality: 60, scale: 0.35 },
  { quality: 50, scale: 0.25 },
];

/**
 * The image re-encoded, no larger than maxBytes; null when the bytes do not decode as the
 * claimed type (or, rarely, cannot be brought under maxBytes even at a quarter of their size).
 * With maxSide, a larger image is first scaled so its long side fits: a 4000×3000 phone photo
 * then takes one quick encode (JPEG shrink-on-load) instead of several slow full-size tries.
 */
export async function scrubImage(
  bytes: Uint8Array,
  claimed: ImageType,
  maxBytes: number,
  options: { maxSide?: number } = {},
): Promise<ScrubbedImage | null> {
  const source = await decoded(bytes, claimed);
  if (!source) return null;
  const type = OUTPUT[claimed];
  const lossless = type === "png" || type === "gif";
  const longSide = Math.max(source.width, source.height);
  const fit = options.maxSide && longSide > options.maxSide ? options.maxSide / longSide : 1;
  try {
    for (const [i, step] of STEPS.entries()) {
      if (lossless && i > 0 && step.scale === STEPS[i - 1].scale) continue;
      let image = source.open();
      const scale = step.scale * fit;
      if (scale < 1) image = image.resize({ width: Math.max(1, Math.round(source.width * scale)) });
      const { data, info } = await encode(image, type, step.quality).toBuffer({ resolveWithObject: true });
      if (data.length <= maxBytes) return { bytes: data, type, width: info.width, height: info.pageHeight ?? info.height };
    }
  } catch {
    // Corrupt pixel data past a readable header: not an image we can take.
    return null;
  }
  return null;
}

/** The decoder for the bytes, when they are what they claim to be. */
async function decoded(bytes: Uint8Array, claimed: ImageType): Promise<{ open: () => Sharp; width: number; height: number } | null> {
  if (claimed === "bmp") {
    const bmp = decodeBmp(bytes, MAX_PIXELS);
    if (!bmp) return null;
    const raw = { width: bmp.width, height: bmp.height, channels: bmp.channels };
    return { open: () => sharp(bmp.data, { raw }), width: bmp.width, height: bmp.height };
  }
  const options: SharpOptions = {
    failOn: "error",
    limitInputPixels: MAX_PIXELS,
    autoOrient: true,
    animated: claimed === "gif" || claimed === "webp",
  };
  try {
    const meta = await sharp(bytes, options).metadata();
    if (meta.format !== claimed || !meta.width || !meta.height) return null;
    // Turned upright (autoOrient) before its orientation tag goes with the rest of the metadata.
    const upright = meta.autoOrient ?? { width: meta.width, height: meta.pageHeight ?? meta.height };
    return { open: () => sharp(bytes, options), width: upright.width, height: upright.height };
  } catch {
    return null;
  }
}

function encode(image: Sharp, type: EncodedType, quality: number): Sharp {
  switch (type) {
    case "jpeg":
      return image.jpeg({ quality });
    case "webp":
      return image.webp({ quality });
    case "png":
      return image.png({ compressionLevel: 9 });
    case "gif":
      return image.gif();
  }
}

/**
 * True when the bytes parse as a PDF with at least one page. Its first bytes alone prove
 * nothing: "%PDF-" followed by anything would pass. An encrypted PDF is accepted (its page
 * tree is readable without the password); the file is kept as sent.
 */
export async function parsesAsPdf(bytes: Uint8Array): Promise<boolean> {
  try {
    const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    return document.getPageCount() > 0;
  } catch {
    return false;
  }
}
