import sharp, { type Sharp, type SharpOptions } from "sharp";

import { decodeBmp } from "./bmp.server";

// Uploaded images are decoded and encoded afresh, never stored as sent: the new file carries
// the pixels only, so EXIF (a phone photo's GPS position, the camera's serial number), XMP,
// comments and anything appended after the image (a polyglot's script or archive) are gone.
// A file that does not decode as the type its first bytes claim is refused. SVG is drawn into
// pixels (librsvg, which loads nothing from outside the file), so no script, link or style of
// it survives. These run in the upload worker (upload-work.server.ts), never on the thread
// that answers requests.

export type ImageType = "jpeg" | "png" | "webp" | "gif" | "tiff" | "bmp" | "svg";
export type EncodedType = "jpeg" | "png" | "webp" | "gif";
export type ScrubbedImage = { bytes: Buffer; type: EncodedType; width: number; height: number };

/** About 50 megapixels (a 48 MP phone photo fits): larger "images" are decompression bombs. */
const MAX_PIXELS = 50_000_000;

/** libvips stops a pipeline that runs longer (the worker's own limit cannot stop native code). */
const PIPELINE_SECONDS = 10;

/** An SVG is drawn at least this wide or tall (a 24-pixel icon would be a blur on an article). */
const SVG_LONG_SIDE = 1200;

// Browsers show TIFF and BMP poorly or not at all; they become (lossless) PNG, as SVG's pixels do.
const OUTPUT: Record<ImageType, EncodedType> = {
  jpeg: "jpeg",
  png: "png",
  webp: "webp",
  gif: "gif",
  tiff: "png",
  bmp: "png",
  svg: "png",
};

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
      const { data, info } = await encode(image, type, step.quality)
        .timeout({ seconds: PIPELINE_SECONDS })
        .toBuffer({ resolveWithObject: true });
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
    if (claimed === "svg") return drawn(bytes, options, meta.width, meta.height, meta.density ?? 72);
    // Turned upright (autoOrient) before its orientation tag goes with the rest of the metadata.
    const upright = meta.autoOrient ?? { width: meta.width, height: meta.pageHeight ?? meta.height };
    return { open: () => sharp(bytes, options), width: upright.width, height: upright.height };
  } catch {
    return null;
  }
}

/** An SVG drawn at a density that brings its long side to SVG_LONG_SIDE, within the pixel limit. */
function drawn(bytes: Uint8Array, options: SharpOptions, width: number, height: number, density: number) {
  const scale = Math.min(Math.max(1, SVG_LONG_SIDE / Math.max(width, height)), Math.sqrt(MAX_PIXELS / (width * height)));
  const at = { ...options, density: density * scale };
  return { open: () => sharp(bytes, at), width: Math.round(width * scale), height: Math.round(height * scale) };
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
