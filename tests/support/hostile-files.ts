import { once } from "node:events";
import zlib from "node:zlib";

import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString, StandardFonts } from "pdf-lib";
import sharp from "sharp";

// Files an attacker would upload: PDFs carrying everything a reader may run or open, and
// decompression bombs, small as sent and huge (or slow) once decoded.

/** What no rebuilt PDF may carry, by the names PDF gives them. */
export const ACTIVE_PDF_KEYS = ["OpenAction", "AA", "JavaScript", "JS", "EmbeddedFiles", "EF", "AcroForm", "XFA", "Annots"];

/**
 * A one-page PDF with an opening action, document and page actions, a JavaScript name tree, an
 * embedded file, a form with a field (and XFA), a link that runs a script, XMP metadata and an
 * author; the page says "Aadhaar 1234" so a rebuilt copy can be told to keep its page.
 */
export async function pdfWithActiveParts(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.setAuthor("Secret Author");
  document.setCreator("Secret Creator");
  const page = document.addPage([300, 200]);
  page.drawText("Aadhaar 1234", { x: 20, y: 100, size: 16, font: await document.embedFont(StandardFonts.Helvetica) });
  const { context, catalog } = document;
  const script = (code: string) => context.obj({ Type: "Action", S: "JavaScript", JS: PDFString.of(code) });

  catalog.set(PDFName.of("OpenAction"), context.register(script("app.alert('open')")));
  catalog.set(PDFName.of("AA"), context.obj({ WC: script("app.alert('close')") }));
  const names = context.obj({ Names: [PDFString.of("run"), context.register(script("app.alert('named')"))] });
  catalog.set(PDFName.of("Names"), context.obj({ JavaScript: context.register(names) }));
  await document.attach(Buffer.from("MZ pretend executable"), "invoice.exe", { mimeType: "application/octet-stream" });
  catalog.set(
    PDFName.of("Metadata"),
    context.register(context.stream("<x:xmpmeta>Secret Author</x:xmpmeta>", { Type: "Metadata", Subtype: "XML" })),
  );

  const field = document.getForm().createTextField("aadhaar");
  field.addToPage(page, { x: 20, y: 20, width: 100, height: 20 });
  page.node.set(PDFName.of("AA"), context.obj({ O: script("app.alert('page')") }));
  const link = context.obj({ Type: "Annot", Subtype: "Link", Rect: [0, 0, 300, 200], A: script("app.alert('link')") });
  page.node.lookup(PDFName.of("Annots"), PDFArray).push(context.register(link));

  // pdf-lib drops XFA from any form it writes, so the XFA goes in after, on a reload.
  const reloaded = await PDFDocument.load(await document.save(), { updateMetadata: false });
  const acroForm = reloaded.catalog.lookup(PDFName.of("AcroForm"), PDFDict);
  acroForm.set(PDFName.of("XFA"), reloaded.context.register(reloaded.context.stream("<xdp:xdp>script</xdp:xdp>")));
  return Buffer.from(await reloaded.save({ useObjectStreams: false }));
}

/** A PDF that says it is encrypted (a /Encrypt entry in its trailer), as a locked e-Aadhaar does. */
export async function lockedPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([200, 100]);
  const text = Buffer.from(await document.save({ useObjectStreams: false })).toString("latin1");
  const owner = "<" + "ab".repeat(32) + ">";
  return Buffer.from(
    text.replace("trailer\n<<", `trailer\n<<\n/Encrypt << /Filter /Standard /V 1 /R 2 /O ${owner} /U ${owner} /P -4 >>`),
    "latin1",
  );
}

/** Every name used as a key anywhere in the PDF (after pdf-lib has inflated its object streams). */
export async function pdfKeys(bytes: Uint8Array): Promise<Set<string>> {
  const document = await PDFDocument.load(bytes, { updateMetadata: false });
  const keys = new Set<string>();
  const visit = (object: unknown) => {
    const dict = object instanceof PDFDict ? object : (object as { dict?: unknown })?.dict;
    if (dict instanceof PDFDict)
      for (const [key, value] of dict.entries()) {
        keys.add(key.decodeText());
        visit(value);
      }
    if (object instanceof PDFArray) for (const item of object.asArray()) visit(item);
  };
  for (const [, object] of document.context.enumerateIndirectObjects()) visit(object);
  visit(document.context.trailerInfo.Info);
  return keys;
}

/** `bytes` deflated, fed in steps so nothing near its whole size is ever held. */
async function deflated(size: number, level = 9): Promise<Buffer> {
  const deflate = zlib.createDeflate({ level });
  const chunks: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => chunks.push(chunk));
  const block = Buffer.alloc(1024 * 1024, 0x20);
  for (let written = 0; written < size; written += block.length) if (!deflate.write(block)) await once(deflate, "drain");
  deflate.end();
  await once(deflate, "end");
  return Buffer.concat(chunks);
}

/**
 * Small as sent: an object stream behind two FlateDecode filters that inflates to 1 GB.
 * pdf-lib inflates object streams whole while it loads a file.
 */
export async function flateBombPdf(): Promise<Buffer> {
  const data = zlib.deflateSync(await deflated(1024 * 1024 * 1024), { level: 9 });
  const parts: Buffer[] = [Buffer.from("%PDF-1.5\n")];
  const offsets: number[] = [];
  const add = (body: Buffer | string) => {
    offsets.push(Buffer.concat(parts).length);
    parts.push(Buffer.from(`${offsets.length} 0 obj\n`), Buffer.from(body), Buffer.from("\nendobj\n"));
  };
  add("<< /Type /Catalog /Pages 2 0 R >>");
  add("<< /Type /Pages /Kids [3 0 R] /Count 1 >>");
  add("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>");
  const head = `<< /Type /ObjStm /N 1 /First 4 /Length ${data.length} /Filter [/FlateDecode /FlateDecode] >>\nstream\n`;
  add(Buffer.concat([Buffer.from(head), data, Buffer.from("\nendstream")]));
  const xref = Buffer.concat(parts).length;
  const rows = offsets.map((at) => `${String(at).padStart(10, "0")} 00000 n \n`).join("");
  parts.push(Buffer.from(`xref\n0 5\n0000000000 65535 f \n${rows}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`));
  return Buffer.concat(parts);
}

/** A PNG of one colour, 7,000 × 7,000 (49 megapixels, just under our limit): small as sent, huge decoded. */
export function pngBomb(): Promise<Buffer> {
  return sharp({ create: { width: 7000, height: 7000, channels: 3, background: "#ffffff" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A PNG that says it is 100,000 × 100,000 pixels (ten billion), a few hundred bytes as sent. */
export async function pngClaimingTenGigapixels(): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } })
      .png()
      .toBuffer(),
  );
  // IHDR's width and height (bytes 16–23), then its CRC over type and data (bytes 12–28).
  png.writeUInt32BE(100_000, 16);
  png.writeUInt32BE(100_000, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

/** An animated GIF of 2,000 frames of 1,000 × 1,000 (two billion pixels) in a few MB. */
export async function gifBomb(): Promise<Buffer> {
  const frame = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: "#000000" } })
    .gif()
    .toBuffer();
  // Header, screen descriptor and colour table, then the frame (from its image descriptor, 0x2C,
  // to the trailer) 2,000 times.
  const colours = 3 * 2 ** ((frame[10] & 0x07) + 1);
  const start = frame.indexOf(0x2c, 13 + colours);
  const image = frame.subarray(start, frame.length - 1);
  const loop = Buffer.from([0x21, 0xff, 0x0b, ...Buffer.from("NETSCAPE2.0"), 0x03, 0x01, 0x00, 0x00, 0x00]);
  return Buffer.concat([frame.subarray(0, 13 + colours), loop, ...Array.from({ length: 2000 }, () => image), Buffer.from([0x3b])]);
}

/**
 * A 1-bit BMP of 6,400 × 6,400 (41 megapixels, 5 MB): within every size limit, and a decode
 * of 41 million pixels in JavaScript.
 */
export function slowBmp(): Buffer {
  const width = 6400;
  const height = 6400;
  const rowSize = Math.ceil(width / 32) * 4;
  const dataOffset = 14 + 40 + 8;
  const file = Buffer.alloc(dataOffset + rowSize * height, 0x55);
  file.write("BM", 0, "latin1");
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(dataOffset, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(1, 28);
  file.writeUInt32LE(0, 30);
  file.writeUInt32LE(2, 46);
  // Palette: black, white.
  file.writeUInt32LE(0x000000, 54);
  file.writeUInt32LE(0xffffff, 58);
  return file;
}

/** An SVG of nested entity references (the "billion laughs"). */
export function svgBomb(): Buffer {
  const levels = Array.from({ length: 9 }, (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`).join("\n");
  return Buffer.from(`<?xml version="1.0"?>
<!DOCTYPE svg [
<!ENTITY l0 "laugh">
${levels}
]>
<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><text x="0" y="50">&l9;</text></svg>`);
}
