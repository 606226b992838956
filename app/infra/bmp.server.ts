// sharp (libvips) reads no BMP, which the blog upload accepts (onboarding-and-admin §5), so
// uncompressed BMPs are decoded here into RGB(A) pixels for sharp to encode afresh. Every read
// is bounds-checked against the file; compressed (RLE) BMPs are refused.

export type BmpPixels = { width: number; height: number; channels: 3 | 4; data: Buffer };

const BI_RGB = 0;
const BI_BITFIELDS = 3;
const BI_ALPHABITFIELDS = 6;

/** One colour channel read through a bit mask, scaled to 0–255. */
function channel(mask: number) {
  if (mask === 0) return null;
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift++;
  const max = mask >>> shift;
  return (pixel: number) => Math.round((((pixel & mask) >>> shift) * 255) / max);
}

export function decodeBmp(bytes: Uint8Array, maxPixels: number): BmpPixels | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 26 || bytes[0] !== 0x42 || bytes[1] !== 0x4d) return null;
  const dataOffset = view.getUint32(10, true);
  const headerSize = view.getUint32(14, true);
  let width: number, height: number, bitCount: number;
  let compression = BI_RGB;
  let paletteSize = 0;
  if (headerSize === 12) {
    width = view.getUint16(18, true);
    height = view.getInt16(20, true);
    bitCount = view.getUint16(24, true);
  } else if (headerSize >= 40 && bytes.length >= 54) {
    width = view.getInt32(18, true);
    height = view.getInt32(22, true);
    bitCount = view.getUint16(28, true);
    compression = view.getUint32(30, true);
    paletteSize = view.getUint32(46, true);
  } else return null;
  const topDown = height < 0;
  height = Math.abs(height);
  if (width <= 0 || height <= 0 || width * height > maxPixels) return null;

  const masked = compression === BI_BITFIELDS || compression === BI_ALPHABITFIELDS;
  if (!(compression === BI_RGB || (masked && (bitCount === 16 || bitCount === 32)))) return null;
  if (![1, 4, 8, 16, 24, 32].includes(bitCount)) return null;

  const rowSize = Math.floor((bitCount * width + 31) / 32) * 4;
  if (dataOffset + rowSize * height > bytes.length) return null;

  // Palette images: entries of 4 bytes (3 in the old 12-byte header), blue first.
  const palette: number[][] = [];
  if (bitCount <= 8) {
    const entrySize = headerSize === 12 ? 3 : 4;
    const count = paletteSize || 1 << bitCount;
    const start = 14 + headerSize;
    if (count > 256 || start + count * entrySize > dataOffset) return null;
    for (let i = 0; i < count; i++) {
      const at = start + i * entrySize;
      palette.push([bytes[at + 2], bytes[at + 1], bytes[at]]);
    }
  }

  let masks = bitCount === 16 ? [0x7c00, 0x03e0, 0x001f, 0] : [0xff0000, 0x00ff00, 0x0000ff, 0];
  if (masked) {
    if (bytes.length < 66) return null;
    const hasAlpha = (headerSize >= 56 || compression === BI_ALPHABITFIELDS) && bytes.length >= 70;
    masks = [view.getUint32(54, true), view.getUint32(58, true), view.getUint32(62, true), hasAlpha ? view.getUint32(66, true) : 0];
  }
  const [red, green, blue, alpha] = masks.map(channel);
  if (bitCount >= 16 && (!red || !green || !blue)) return null;

  const channels = alpha ? 4 : 3;
  const data = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    const row = dataOffset + (topDown ? y : height - 1 - y) * rowSize;
    for (let x = 0; x < width; x++) {
      let values: number[];
      if (bitCount <= 8) {
        const bit = x * bitCount;
        const index = (bytes[row + (bit >> 3)] >> (8 - bitCount - (bit & 7))) & ((1 << bitCount) - 1);
        const colour = palette[index];
        if (!colour) return null;
        values = colour;
      } else if (bitCount === 24) {
        const at = row + x * 3;
        values = [bytes[at + 2], bytes[at + 1], bytes[at]];
      } else {
        const pixel = bitCount === 16 ? view.getUint16(row + x * 2, true) : view.getUint32(row + x * 4, true);
        values = [red!(pixel), green!(pixel), blue!(pixel)];
        if (alpha) values.push(alpha(pixel));
      }
      data.set(values, (y * width + x) * channels);
    }
  }
  return { width, height, channels, data };
}
