import { decodePDFRawStream, PDFContext, PDFDict, PDFDocument, PDFName, PDFObjectParser, PDFRawStream } from "pdf-lib";

// An uploaded PDF is never kept as sent: its pages are copied into a new document, so whatever
// a reader would run or open (the catalog's /OpenAction, /Names with JavaScript and embedded
// files, /AcroForm with XFA) and the author's metadata (/Info, XMP) stay behind. A page's own
// annotations (links, attachments, form widgets, each able to carry an action), additional
// actions and metadata are removed before the copy, so they are not copied as orphans either.

export type PdfOutcome = { ok: true; bytes: Uint8Array } | { ok: false; reason: "unreadable" | "tooLarge" | "encrypted" };

/**
 * What a PDF's streams may inflate to, all together. pdf-lib inflates object streams whole when
 * it loads a file, with no limit of its own: 2 KB of chained FlateDecode become 1 GB.
 */
export const MAX_DECODED_PDF_BYTES = 50 * 1024 * 1024;

const STEP = 64 * 1024;

const PAGE_KEYS_DROPPED = ["Annots", "AA", "Metadata", "PieceInfo", "Thumb", "B"].map((key) => PDFName.of(key));

/** The PDF rebuilt from its pages, or why not. */
export async function rebuildPdf(bytes: Uint8Array): Promise<PdfOutcome> {
  if (!streamsInflateWithin(bytes, MAX_DECODED_PDF_BYTES)) return { ok: false, reason: "tooLarge" };
  let source: PDFDocument;
  try {
    source = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  } catch {
    return { ok: false, reason: "unreadable" };
  }
  // Its pages cannot be copied without the password, and a copy kept as sent is what we refuse.
  if (source.isEncrypted) return { ok: false, reason: "encrypted" };
  try {
    if (source.getPageCount() === 0) return { ok: false, reason: "unreadable" };
    for (const page of source.getPages()) for (const key of PAGE_KEYS_DROPPED) page.node.delete(key);
    const copy = await PDFDocument.create({ updateMetadata: false });
    for (const page of await copy.copyPages(source, source.getPageIndices())) copy.addPage(page);
    return { ok: true, bytes: await copy.save() };
  } catch {
    // A page tree that loads but cannot be copied (a broken reference): not a document we can keep.
    return { ok: false, reason: "unreadable" };
  }
}

/**
 * False when the file's streams, decoded with pdf-lib's own filters, pass `limit` together.
 * Objects are found as pdf-lib finds them (`N G obj`) and read with its public object parser;
 * each stream is decoded only as far as the bytes still allowed.
 */
export function streamsInflateWithin(bytes: Uint8Array, limit: number): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  const context = PDFContext.create();
  let left = limit;
  for (const match of text.matchAll(/\d+\s+\d+\s+obj\b/g)) {
    const stream = streamAt(bytes, match.index + match[0].length, context);
    if (!stream) continue;
    left -= decodedLength(stream, left + 1);
    if (left < 0) return false;
  }
  return true;
}

/** The stream's decoded length, read in small steps and no further than `atMost`. */
function decodedLength(stream: PDFRawStream, atMost: number): number {
  let length = 0;
  try {
    const decoded = decodePDFRawStream(stream);
    for (let step = decoded.getBytes(STEP); step.length > 0 && length < atMost; step = decoded.getBytes(STEP)) length += step.length;
  } catch {
    // A filter pdf-lib does not decode (images: DCT, JPX…) or a broken stream: it inflates no further.
  }
  return length;
}

function streamAt(bytes: Uint8Array, offset: number, context: PDFContext): PDFRawStream | null {
  try {
    const object = PDFObjectParser.forBytes(bytes.subarray(offset), context).parseObject();
    return object instanceof PDFRawStream && object.dict instanceof PDFDict ? object : null;
  } catch {
    return null;
  }
}
