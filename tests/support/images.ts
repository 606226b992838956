import crypto from "node:crypto";

import { PDFDocument, StandardFonts } from "pdf-lib";
import sharp from "sharp";

// Upload fixtures made by the tests: a phone-like JPEG with a GPS position in its EXIF, and
// files that carry a random marker so a stored copy of them can be searched for byte by byte.

/** A JPEG with EXIF as a phone writes it: GPS position (Bengaluru), a description, a camera. */
export async function jpegWithGps(options: { from?: Buffer; width?: number; height?: number; quality?: number } = {}): Promise<Buffer> {
  const { width = 48, height = 32, quality = 90 } = options;
  // Random pixels, so every fixture (and its re-encoded copy) is unlike any other file.
  const image = options.from ? sharp(options.from) : sharp(crypto.randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
  return image
    .jpeg({ quality })
    .withExif({
      IFD0: { ImageDescription: "Home of the applicant", Make: "PhoneCo", Model: "Snap 9" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "12/1 58/1 17/1", GPSLongitudeRef: "E", GPSLongitude: "77/1 35/1 40/1" },
    })
    .toBuffer();
}

/** True when the image carries EXIF with a GPS block (the GPSInfo pointer, tag 0x8825). */
export async function carriesGps(bytes: Uint8Array): Promise<boolean> {
  const exif = (await sharp(bytes).metadata()).exif;
  if (!exif) return false;
  const littleEndian = exif.includes(Buffer.from("II*\0", "latin1"));
  return exif.includes(Buffer.from(littleEndian ? [0x25, 0x88] : [0x88, 0x25]));
}

/** A real one-page PDF carrying a made-up run of 256 random bytes (an uncompressed stream). */
export async function pdfWithPattern(): Promise<{ pdf: Buffer; pattern: Buffer }> {
  const pattern = crypto.randomBytes(256);
  const document = await PDFDocument.create();
  const page = document.addPage([200, 100]);
  page.drawText("Certificate", { x: 10, y: 50, size: 8, font: await document.embedFont(StandardFonts.Helvetica) });
  document.context.register(document.context.stream(pattern));
  const pdf = Buffer.from(await document.save({ useObjectStreams: false }));
  if (!pdf.includes(pattern)) throw new Error("the pattern did not reach the PDF");
  return { pdf, pattern };
}

/** Starts like a PDF, is not one. */
export function fakePdf(): Buffer {
  return Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.from(crypto.randomBytes(64).toString("hex") + "\n%%EOF\n")]);
}

/**
 * Some 32-byte runs from inside the bytes (not the format's common header) to search for. A
 * database keeps a long value in chunks of about 2 KB, so a run can straddle two chunks and not
 * be found whole: seven runs at uneven places cannot all straddle.
 */
export function distinctiveRuns(bytes: Uint8Array): Buffer[] {
  const buffer = Buffer.from(bytes);
  const at = [0.3, 0.42, 0.5, 0.61, 0.75, 0.87, 1].map((f) =>
    Math.max(0, Math.min(buffer.length - 32, Math.floor(buffer.length * f) - 32)),
  );
  return [...new Set(at)].map((start) => buffer.subarray(start, start + 32));
}

/** An uncompressed 24-bit BMP (bottom-up rows, blue first, each row padded to 4 bytes). */
export function bmp24(width: number, height: number, rgb: Buffer): Buffer {
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const file = Buffer.alloc(54 + rowSize * height);
  file.write("BM", 0, "latin1");
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 3;
      const to = 54 + (height - 1 - y) * rowSize + x * 3;
      file[to] = rgb[from + 2];
      file[to + 1] = rgb[from + 1];
      file[to + 2] = rgb[from];
    }
  }
  return file;
}

/**
 * A phone camera's photo: 4000×3000 (unless told), several MB (blurred noise compresses as
 * badly as a real scene), with the camera's EXIF and GPS position.
 */
export async function cameraPhoto(options: { width?: number; height?: number } = {}): Promise<Buffer> {
  const { width = 4000, height = 3000 } = options;
  const noisy = await sharp(crypto.randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .blur(1.2)
    .jpeg({ quality: 92 })
    .toBuffer();
  return jpegWithGps({ from: noisy, quality: 92 });
}
