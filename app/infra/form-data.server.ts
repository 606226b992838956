import { json, unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";

import { errorPageMessages } from "~/domain/error-pages";

// A post whose body is not a readable form (a multipart body cut short or with another
// boundary, a type no form sends) is the client's mistake: it gets 400 and the route's error
// page, never the 500 that the parser's exception would otherwise become. The edge already
// refuses the wrong content types (edge/request-guards.ts); the body itself can only be judged by reading it.

/** The route's error page says why (domain/error-pages.ts). */
function unreadableForm(): Response {
  return json({ message: errorPageMessages.unreadableForm.text }, { status: 400, headers: { "Cache-Control": "no-store" } });
}

/** The posted form; a body that cannot be read as one throws a 400 answer. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw unreadableForm();
  }
}

/**
 * A multipart post read part by part through `handler` (uploads); a body that cannot be read as
 * multipart throws a 400 answer. An urlencoded post has no files and is read whole.
 */
export async function readMultipartForm(request: Request, handler: UploadHandler): Promise<FormData> {
  if (!/^multipart\/form-data\b/i.test(request.headers.get("Content-Type") ?? "")) return readForm(request);
  try {
    return await unstable_parseMultipartFormData(request, handler);
  } catch (error) {
    if (isMalformedMultipart(error)) throw unreadableForm();
    // Anything else went wrong on our side (storing a part) and stays an error.
    throw error;
  }
}

/**
 * Remix's multipart parser reports a broken body as "malformed …" (a body cut short surfaces
 * while the handler reads its part) and a missing boundary as "Could not parse content…".
 */
function isMalformedMultipart(error: unknown): boolean {
  return error instanceof Error && (/^malformed /i.test(error.message) || /^Could not parse content as FormData/.test(error.message));
}

/**
 * A file part's bytes while they stay under the limit (a number, or chosen from the part's
 * first bytes); null past it. The part is read to its end, so the request ends cleanly, but
 * nothing past the limit is kept in memory.
 */
export async function readCappedPart(
  data: AsyncIterable<Uint8Array>,
  limit: number | ((head: Uint8Array) => number),
): Promise<{ size: number; limit: number; bytes: Buffer | null }> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let cap = typeof limit === "number" ? limit : Infinity;
  for await (const chunk of data) {
    if (cap === Infinity && typeof limit === "function" && size + chunk.byteLength >= 8) cap = limit(Buffer.concat([...chunks, chunk]));
    size += chunk.byteLength;
    if (size < cap) chunks.push(chunk);
    else chunks.length = 0;
  }
  return { size, limit: cap, bytes: size < cap ? Buffer.concat(chunks) : null };
}

const utf8 = new TextDecoder();

/**
 * A text field of a multipart post as its text (UTF-8, as a browser sends it), or undefined past
 * `maxBytes`; the part is read to its end either way. What Remix's memory upload handler gives a
 * text field, without a Blob per field: about 11% of a profile save's CPU, with its 14 fields.
 */
export async function readTextPart(data: AsyncIterable<Uint8Array>, maxBytes: number): Promise<string | undefined> {
  const { bytes } = await readCappedPart(data, maxBytes + 1);
  return bytes ? utf8.decode(bytes) : undefined;
}
