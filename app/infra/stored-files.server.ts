import crypto from "node:crypto";

import { sql } from "kysely";

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

function etagOf(digest: string): string {
  return `"${digest}"`;
}

export type ReadSlice = (offset: number, length: number) => Promise<Uint8Array | null>;

/**
 * The file's bytes read slice by slice as the client takes them. Stored files are never
 * changed, only deleted: a file deleted while it is being sent ends the stream with an
 * error, and the client sees a body shorter than its Content-Length.
 */
function slicedBody(byteLength: number, readSlice: ReadSlice): ReadableStream<Uint8Array> {
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

/** What a stored file's row says of it, read before any of its bytes. */
export type StoredFileHead = { contentType: string; byteLength: number; sha256: string };

/** A stored file from its row's head and a reader of its bytes' slices. */
export function storedFile(head: StoredFileHead, readSlice: ReadSlice): StoredFile {
  return {
    contentType: head.contentType,
    byteLength: head.byteLength,
    etag: etagOf(head.sha256),
    body: () => slicedBody(head.byteLength, readSlice),
  };
}

/** Selects one slice of a row's `content` column as `slice` (SQL's substring counts from 1). */
export function contentSlice(offset: number, length: number) {
  return sql<Uint8Array>`substring(content from ${offset + 1} for ${length})`.as("slice");
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
