import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

import Busboy from "@fastify/busboy";
import { json, type UploadHandler } from "@remix-run/node";

import { languageOfPath } from "~/domain/language";
import { isHostileFieldName } from "~/domain/text-safety";
import { translator } from "~/locales/i18n";

// A post whose body is not a readable form (a multipart body cut short or with another
// boundary, a type no form sends) is the client's mistake: it gets 400 and the route's error
// page, never the 500 that the parser's exception would otherwise become. The edge already
// refuses the wrong content types (edge/request-guards.ts); the body itself can only be judged by reading it.

/** The route's error page says why (domain/error-pages.ts). */
function unreadableForm(request: Request): Response {
  const t = translator(languageOfPath(new URL(request.url).pathname));
  return json({ message: t("errors.unreadableForm.text") }, { status: 400, headers: { "Cache-Control": "no-store" } });
}

// A field named for a prototype (`__proto__`, `a[constructor]`) is refused here, where every
// form post is read and busboy names each part before its bytes are kept: remix-validated-form
// throws on such a name when it turns the form into an object, and no page of ours sends one
// (decision 103). The answer is the route's error page, logged as the request's line alone.

/** The route's error page says the form cannot be accepted (domain/error-pages.ts). */
function hostileFieldName(request: Request): Response {
  const t = translator(languageOfPath(new URL(request.url).pathname));
  return json({ message: t("errors.hostileFieldName.text") }, { status: 422, headers: { "Cache-Control": "no-store" } });
}

/** Whether a route's catch met the form reader's answer to a field named for a prototype, which it must let through. */
export function isHostileFieldNameAnswer(thrown: unknown): thrown is Response {
  return thrown instanceof Response && thrown.status === 422;
}

/**
 * The posted form; a body that cannot be read as one throws a 400 answer, a field named for a
 * prototype a 422 answer.
 */
export async function readForm(request: Request): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw unreadableForm(request);
  }
  for (const name of form.keys()) if (isHostileFieldName(name)) throw hostileFieldName(request);
  return form;
}

/**
 * A multipart post read part by part through `handler` (uploads), one part at a time in the
 * order sent, as Remix's `unstable_parseMultipartFormData` calls an `UploadHandler`; what the
 * handler returns (other than null or undefined) goes into the FormData under the part's name.
 * A body that cannot be read as multipart throws a 400 answer, a part named for a prototype a 422
 * answer (its bytes never reach the handler); an error of the handler's own stays an error. An urlencoded post has no files and is read whole.
 *
 * The parts are found by busboy (decision 072): Remix's parser refuses a file name with `;` or
 * `=` in it, which phones and people do give their files.
 */
export async function readMultipartForm(request: Request, handler: UploadHandler): Promise<FormData> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data\b/i.test(contentType)) return readForm(request);
  let parser: ReturnType<typeof Busboy>;
  try {
    // Both caps only bound memory: every form's own limit for a text field is lower, and no form
    // has more than a few dozen parts.
    parser = Busboy({ headers: { "content-type": contentType }, limits: { fieldSize: MAX_FIELD_BYTES, parts: MAX_PARTS } });
  } catch {
    throw unreadableForm(request); // no boundary
  }

  let unreadable = false;
  let hostile = false;
  let failure: { error: unknown } | null = null;
  const open = new Set<Readable>();
  const entries: Array<Promise<[string, Awaited<ReturnType<UploadHandler>>]>> = [];
  let previous: Promise<unknown> = Promise.resolve();
  /** Each part waits for the one before it, so handlers meet the parts in order, as they were sent. */
  const handle = (name: string, part: Omit<Parameters<UploadHandler>[0], "name">, stream?: Readable) => {
    const value = previous.then(async () => {
      if (unreadable || hostile || failure) return undefined;
      try {
        return await handler({ name, ...part });
      } catch (error) {
        failure ??= { error };
        return undefined;
      } finally {
        // Whatever the handler left unread is let through, so the rest of the body can be read.
        stream?.resume();
      }
    });
    previous = value;
    entries.push(value.then((v) => [name, v]));
  };
  parser.on("partsLimit", () => (unreadable = true));
  parser.on("file", (name, stream, filename, _encoding, mimeType) => {
    if (!name || isHostileFieldName(name)) {
      if (name) hostile = true;
      else unreadable = true;
      stream.resume();
      return;
    }
    open.add(stream);
    stream.once("close", () => open.delete(stream));
    handle(name, { filename, contentType: mimeType, data: stream }, stream);
  });
  parser.on("field", (name, value, _nameTruncated, _valueTruncated, _encoding, mimeType) => {
    if (!name) unreadable = true;
    else if (isHostileFieldName(name)) hostile = true;
    else handle(name, { contentType: mimeType, data: once(Buffer.from(value, "utf8")) });
  });

  try {
    await pipeline(Readable.from(chunksOf(request.body)), parser);
  } catch {
    unreadable = true;
    // A part cut off mid-way never ends by itself: its handler is told, and returns.
    for (const stream of open) stream.destroy(new Error("malformed multipart body"));
  }
  const values = await Promise.all(entries);
  if (unreadable) throw unreadableForm(request);
  if (hostile) throw hostileFieldName(request);
  if (failure) throw (failure as { error: unknown }).error;
  const form = new FormData();
  for (const [name, value] of values) if (value !== undefined && value !== null) form.append(name, value);
  return form;
}

/**
 * How a service reads an upload as it streams, without seeing the request: `handler` meets each
 * part, and `received` makes the service's value once the form is read (given what the handler
 * left in the form, or the whole form of a post without files).
 */
export type UploadReceiver<T> = { handler: UploadHandler; received(form: FormData): T };

/** The post read through a service's receiver (readMultipartForm's answers to an unreadable body). */
export async function receiveUpload<T>(request: Request, receiver: UploadReceiver<T>): Promise<T> {
  return receiver.received(await readMultipartForm(request, receiver.handler));
}

/** Past this a text field of a multipart post is cut (busboy's own default is 1 MB). */
const MAX_FIELD_BYTES = 2 * 1024 * 1024;

/** More parts than this in one post is not a form of ours: 400. */
export const MAX_PARTS = 500;

async function* once(chunk: Uint8Array): AsyncGenerator<Uint8Array> {
  yield chunk;
}

async function* chunksOf(body: ReadableStream<Uint8Array> | null): AsyncGenerator<Uint8Array> {
  if (!body) return;
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
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
 * text field, without a Blob per field: a Blob for every field was a visible share of the CPU a
 * form post with many fields costs (the bench's form posts).
 */
export async function readTextPart(data: AsyncIterable<Uint8Array>, maxBytes: number): Promise<string | undefined> {
  const { bytes } = await readCappedPart(data, maxBytes + 1);
  return bytes ? utf8.decode(bytes) : undefined;
}
