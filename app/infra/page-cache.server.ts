import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import zlib from "node:zlib";
import { singleton } from "./singleton.server";

/**
 * An in-process cache of whole public pages for anonymous visitors (issue 8).
 *
 * A GET without any cookie whose answer was a 200 HTML page marked public for shared caches
 * (`s-maxage`, no `Set-Cookie`) is kept for that many seconds, and the next anonymous GET of the
 * same address is answered from memory before Express runs at all. After `s-maxage`, within
 * `stale-while-revalidate`, one request renders the page again while the others still get the
 * stale copy. Admin publishing drops everything, on every instance (`dropPageCache()`, called by
 * change-notices.server.ts).
 *
 * Every answer still carries a fresh CSP nonce, in its header and on its scripts: the page is
 * kept as the pieces between the render's nonce, and each answer joins them around a new one.
 * Compressed answers are gzip built the same way without compressing anything per request: each
 * piece is deflated once (raw deflate, flushed to a byte boundary), the nonce goes in a stored
 * block between them, and the gzip trailer's CRC-32 is found from per-piece tables (CRC-32 is
 * linear), so an answer costs a few buffer copies. The deflating is done when the page is first
 * answered from the cache, not when it is stored: a page asked for once (a unique query string,
 * a one-off address) then costs its render only, not a level-9 deflate and the CRC tables too.
 *
 * server.ts and the Remix build are two bundles in one process: the store is a singleton.
 */

type Piece = {
  raw: Buffer;
  /** Made at the first gzip answer (`compressed`). */
  gzip: CompressedPiece | null;
};

type CompressedPiece = {
  deflated: Buffer;
  /** CRC-32 of the piece started from 0, and the change each starting bit makes to it. */
  crcFromZero: number;
  crcColumns: Uint32Array;
};

type CachedPage = {
  status: number;
  /** Response headers as sent, framing aside; the CSP's value as the text around the nonce. */
  headers: Array<[string, string]>;
  cspParts: string[] | null;
  pieces: Piece[];
  rawLength: number;
  bytes: number;
  freshUntil: number;
  staleUntil: number;
  /** When a request was let through to render a stale page again (0: none). */
  refreshingSince: number;
};

type Store = { pages: Map<string, CachedPage>; bytes: number; generation: number };

const MAX_BYTES = 32 * 1024 * 1024;
const MAX_BODY = 1024 * 1024;
const REFRESH_PATIENCE_MS = 10_000;
const NONCE_BYTES = 16;
const NONCE_LENGTH = Math.ceil(NONCE_BYTES / 3) * 4;

/** gzip member header: deflate, no name, no time, Unix. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0x03]);
/** A final, empty stored block ends the deflate stream. */
const DEFLATE_END = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
/** A stored block header for the nonce (not final; its length and the length's complement). */
const NONCE_BLOCK = Buffer.from([0x00, NONCE_LENGTH & 0xff, NONCE_LENGTH >> 8, ~NONCE_LENGTH & 0xff, (~NONCE_LENGTH >> 8) & 0xff]);

function store(): Store {
  return singleton("page-cache", () => ({ pages: new Map<string, CachedPage>(), bytes: 0, generation: 0 }));
}

/** Forgets every cached page (an admin published or changed public content). */
export function dropPageCache(): void {
  const s = store();
  s.pages.clear();
  s.bytes = 0;
  // Renders already under way read the old content: their pages must not be kept.
  s.generation++;
}

/** Only anonymous GETs (no cookie at all, no credentials) read or fill the cache. */
function isAnonymousGet(req: IncomingMessage): boolean {
  return (
    (req.method === "GET" || req.method === "HEAD") &&
    req.headers.cookie === undefined &&
    req.headers.authorization === undefined
  );
}

/**
 * Answers the request from the cache when it can, and then returns true; otherwise false and
 * the caller handles the request as usual.
 */
export function serveCachedPage(req: IncomingMessage, res: ServerResponse): boolean {
  if (!isAnonymousGet(req)) return false;
  const s = store();
  if (s.pages.size === 0) return false;
  const key = req.url ?? "";
  const page = s.pages.get(key);
  if (!page) return false;
  const now = Date.now();
  if (now >= page.freshUntil) {
    if (now >= page.staleUntil) {
      forget(s, key, page);
      return false;
    }
    // Stale: one GET renders it again, the others keep getting this copy meanwhile.
    if (req.method === "GET" && now - page.refreshingSince > REFRESH_PATIENCE_MS) {
      page.refreshingSince = now;
      return false;
    }
  }

  const nonce = crypto.randomBytes(NONCE_BYTES).toString("base64");
  const headers: string[] = [];
  for (const [name, value] of page.headers) headers.push(name, value);
  if (page.cspParts) headers.push("content-security-policy", page.cspParts.join(nonce));
  // No ETag: a 304 would give the browser's stored copy (with the nonce it was sent) this
  // answer's new nonce in its CSP, and every script of the page would be blocked.
  const body = acceptsGzip(req.headers["accept-encoding"]) ? gzipAnswer(s, page, nonce) : plainAnswer(page, nonce);
  if (body.gzip) headers.push("content-encoding", "gzip");
  headers.push("content-length", String(byteLength(body.parts)));
  res.writeHead(page.status, headers);
  if (req.method === "HEAD") {
    res.end();
    return true;
  }
  // The stored pieces go out as they are, in one corked write (writev): joining them into a new
  // buffer per answer made thousands of large short-lived buffers a second under load, and the
  // garbage collections they caused set the tail latency.
  res.cork();
  for (const part of body.parts) res.write(part);
  res.end();
  return true;
}

function byteLength(parts: Buffer[]): number {
  let length = 0;
  for (const part of parts) length += part.length;
  return length;
}

function plainAnswer(page: CachedPage, nonce: string) {
  const parts: Buffer[] = [];
  const nonceBytes = Buffer.from(nonce, "latin1");
  page.pieces.forEach((piece, i) => {
    if (i > 0) parts.push(nonceBytes);
    if (piece.raw.length > 0) parts.push(piece.raw);
  });
  return { gzip: false, parts };
}

function gzipAnswer(s: Store, page: CachedPage, nonce: string) {
  const nonceBytes = Buffer.from(nonce, "latin1");
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  page.pieces.forEach((piece, i) => {
    if (i > 0) {
      parts.push(NONCE_BLOCK, nonceBytes);
      crc = zlib.crc32(nonceBytes, crc);
    }
    if (piece.raw.length === 0) return;
    const gzip = compressed(s, page, piece);
    parts.push(gzip.deflated);
    crc = continueCrc(gzip, crc);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((page.rawLength + (page.pieces.length - 1) * NONCE_LENGTH) >>> 0, 4);
  parts.push(DEFLATE_END, trailer);
  return { gzip: true, parts };
}

/** CRC-32 of the data so far (`start`) followed by the piece: crc(piece, start) = L(start) ^ crc(piece, 0). */
function continueCrc(piece: CompressedPiece, start: number): number {
  let crc = piece.crcFromZero;
  for (let bit = 0; bit < 32; bit++) if ((start >>> bit) & 1) crc ^= piece.crcColumns[bit];
  return crc >>> 0;
}

/** gzip unless the client refuses it (q=0) or does not name it (nor `*`). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  for (const part of header.toLowerCase().split(",")) {
    const [coding, ...params] = part.trim().split(";");
    if (coding !== "gzip" && coding !== "*") continue;
    return !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
  }
  return false;
}

/**
 * Express middleware placed just before the Remix handler (after `compression()`, so it sees
 * the page uncompressed): keeps the answer to an anonymous GET when it may be cached.
 */
export function capturePageForCache(req: IncomingMessage, res: ServerResponse & { locals?: Record<string, unknown> }, next: () => void) {
  if (req.method !== "GET" || !isAnonymousGet(req)) return next();
  const key = req.url ?? "";
  const nonce = typeof res.locals?.cspNonce === "string" ? res.locals.cspNonce : null;
  const generation = store().generation;
  const chunks: Buffer[] = [];
  let size = 0;
  let skip = false;
  let checked = false;
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (!checked) {
      checked = true;
      // Only a 200 HTML page marked for shared caches is worth keeping: anything else (files,
      // feeds, private pages) is passed through without being copied.
      const type = String(res.getHeader("content-type") ?? "");
      const cacheControl = String(res.getHeader("cache-control") ?? "");
      if (res.statusCode !== 200 || !/^text\/html\b/i.test(type) || !sharedCacheTtl(cacheControl)) skip = true;
    }
    if (skip || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
        : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
    size += buffer.length;
    if (size > MAX_BODY) skip = true;
    else chunks.push(Buffer.from(buffer));
  };
  const write = res.write;
  const end = res.end;
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof res.write;
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    if (!skip) {
      const headers = res.getHeaders();
      const status = res.statusCode;
      // Off the answer's path: the page is split and deflated after it has been sent.
      setImmediate(() => keep(key, generation, status, headers, Buffer.concat(chunks), nonce));
    }
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as typeof res.end;
  next();
}

function keep(
  key: string,
  generation: number,
  status: number,
  sent: ReturnType<ServerResponse["getHeaders"]>,
  body: Buffer,
  nonce: string | null,
) {
  if (status !== 200 || sent["set-cookie"] !== undefined) return;
  if (!/^text\/html\b/i.test(String(sent["content-type"] ?? ""))) return;
  const ttl = sharedCacheTtl(String(sent["cache-control"] ?? ""));
  if (!ttl) return;
  if (nonce !== null && nonce.length !== NONCE_LENGTH) return;

  const headers: Array<[string, string]> = [];
  let cspParts: string[] | null = null;
  for (const [name, value] of Object.entries(sent)) {
    if (value === undefined) continue;
    if (/^(content-encoding|content-length|transfer-encoding|etag|date|connection|keep-alive)$/i.test(name)) continue;
    let text = Array.isArray(value) ? value.join(", ") : String(value);
    if (name === "content-security-policy") {
      // A page whose policy does not name this render's nonce is not ours to replay.
      if (!nonce || !text.includes(`'nonce-${nonce}'`)) return;
      cspParts = text.split(nonce);
      continue;
    }
    if (name === "vary" && !/accept-encoding/i.test(text)) text = `${text}, Accept-Encoding`;
    headers.push([name, text]);
  }
  if (!headers.some(([name]) => name === "vary")) headers.push(["vary", "Accept-Encoding"]);

  const html = body.toString("utf8");
  const texts = nonce ? html.split(nonce) : [html];
  const pieces = texts.map((text) => piece(Buffer.from(text, "utf8")));
  const rawLength = pieces.reduce((sum, p) => sum + p.raw.length, 0);

  const s = store();
  if (s.generation !== generation) return;
  const now = Date.now();
  const page: CachedPage = {
    status,
    headers,
    cspParts,
    pieces,
    rawLength,
    bytes: pieces.reduce((sum, p) => sum + p.raw.length + 160, 0),
    freshUntil: now + ttl.fresh * 1000,
    staleUntil: now + (ttl.fresh + ttl.stale) * 1000,
    refreshingSince: 0,
  };
  const old = s.pages.get(key);
  if (old) forget(s, key, old);
  s.pages.set(key, page);
  s.bytes += page.bytes;
  // Oldest first out when over the memory allowance.
  for (const [oldKey, oldPage] of s.pages) {
    if (s.bytes <= MAX_BYTES) break;
    forget(s, oldKey, oldPage);
  }
}

function piece(raw: Buffer): Piece {
  return { raw, gzip: null };
}

/** The piece deflated, with its CRC tables: made once, at the page's first gzip answer. */
function compressed(s: Store, page: CachedPage, piece: Piece): CompressedPiece {
  if (piece.gzip) return piece.gzip;
  const { raw } = piece;
  const deflated = zlib.deflateRawSync(raw, { level: 9, memLevel: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  const crcFromZero = zlib.crc32(raw, 0);
  const crcColumns = new Uint32Array(32);
  for (let bit = 0; bit < 32; bit++) crcColumns[bit] = (zlib.crc32(raw, (1 << bit) >>> 0) ^ crcFromZero) >>> 0;
  piece.gzip = { deflated, crcFromZero, crcColumns };
  // The page is in the store (it is being answered from it): its allowance counts this copy too.
  page.bytes += deflated.length;
  s.bytes += deflated.length;
  return piece.gzip;
}

function forget(s: Store, key: string, page: CachedPage) {
  if (s.pages.get(key) !== page) return;
  s.pages.delete(key);
  s.bytes -= page.bytes;
}

/** `s-maxage` (and `stale-while-revalidate`) of a public response; null when not shareable. */
export function sharedCacheTtl(cacheControl: string): { fresh: number; stale: number } | null {
  const directives = new Map<string, string>();
  for (const part of cacheControl.toLowerCase().split(",")) {
    const [name, value = ""] = part.trim().split("=");
    if (name) directives.set(name, value.replace(/^"|"$/g, ""));
  }
  if (!directives.has("public") || directives.has("private") || directives.has("no-store") || directives.has("no-cache")) {
    return null;
  }
  const fresh = Number(directives.get("s-maxage"));
  if (!Number.isFinite(fresh) || fresh <= 0) return null;
  const stale = Number(directives.get("stale-while-revalidate") ?? 0);
  return { fresh, stale: Number.isFinite(stale) && stale > 0 ? stale : 0 };
}
