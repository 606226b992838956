import crypto from "node:crypto";

// Uploaded files live in the database (bytea), each row beside the row that names it and
// written in the same transaction, so no file is ever orphaned or missing and any instance
// can serve any file. A file is sent in slices read one query at a time, so no query moves
// more than a slice and none holds a pooled connection while a client reads (Remix's adapter
// does not wait for the socket to drain, so a slow client's unsent bytes still wait in memory:
// at most the one file). The columns are stored uncompressed (STORAGE EXTERNAL: pictures do
// not compress), so PostgreSQL reads only the pages a slice needs.

/** What one query reads of a stored file. */
export const SLICE_BYTES = 256 * 1024;

/** A stored file as a route sends it: its header facts, and its bytes when they are wanted. */
export type StoredFile = {
  contentType: string;
  byteLength: number;
  /** A strong validator: the content's SHA-256, computed when the file was written. */
  etag: string;
  body: () => ReadableStream<Uint8Array>;
};

/** The digest stored with a file (base64url SHA-256); its ETag is this in quotes. */
export function contentDigest(bytes: Uint8Array): string {
  return crypto.createHash("sha256").update(bytes).digest("base64url");
}

export function etagOf(digest: string): string {
  return `"${digest}"`;
}

export type ReadSlice = (offset: number, length: number) => Promise<Uint8Array | null>;

/**
 * The file's bytes read slice by slice as the client takes them. Stored files are never
 * changed, only deleted: a file deleted while it is being sent ends the stream with an
 * error, and the client sees a body shorter than its Content-Length.
 */
export function slicedBody(byteLength: number, readSlice: ReadSlice): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (offset >= byteLength) {
        controller.close();
        return;
      }
      const length = Math.min(SLICE_BYTES, byteLength - offset);
      const slice = await readSlice(offset, length);
      if (!slice || slice.byteLength !== length) {
        controller.error(new Error("a stored file was deleted while it was being sent"));
        return;
      }
      offset += length;
      controller.enqueue(new Uint8Array(slice.buffer, slice.byteOffset, slice.byteLength));
      if (offset >= byteLength) controller.close();
    },
  });
}

/** The whole file in memory (resizing, tests). */
export async function storedFileBytes(file: StoredFile): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const reader = file.body().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
