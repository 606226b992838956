import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import zlib from "node:zlib";

import { FRAME_USER_FIELDS, type FrameUser } from "~/domain/visitor-frame";

import { type FieldSlot, fillSlot, type PersonalTemplate } from "./personal-page.server";
import { singleton } from "./singleton.server";

/**
 * An in-process cache of whole public pages for anonymous visitors (decision 012).
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
 * The template for signed-in customers is made at the page's first hit for the same reason.
 *
 * A visitor with a session cookie (and no other cookie) gets the same cached page with the
 * frame's per-visitor fields filled in (personal-page.server.ts): the session is read from the
 * database for each such request, and the answer is `private, no-store`. Only pages whose
 * loaders, the root's aside, never read a cookie while rendering have such a template.
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

/** What goes between two pieces: this answer's nonce, or a field of the visitor's frame. */
type Slot = "nonce" | FieldSlot;

/** A page as text pieces and the slots between them (one fewer). */
type Body = { pieces: Piece[]; slots: Slot[]; rawLength: number; bytes: number };

type CachedPage = {
  /** Its address in the store. */
  key: string;
  status: number;
  /** Response headers as sent, framing aside; the CSP's value as the text around the nonce. */
  headers: Array<[string, string]>;
  /** The same for a visitor with a session: never stored by any other cache. */
  privateHeaders: Array<[string, string]>;
  cspParts: string[] | null;
  body: Body;
  /** The page for a signed-in customer, or null when it has none (then they get a full render). */
  personal: Body | null;
  /** The render's nonce, where the template's text is split. */
  nonce: string | null;
  /** Makes `personal` from the render's own data; called once, at the page's first hit. */
  makePersonal: (() => Promise<PersonalTemplate | null>) | null;
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
const NONCE_BLOCK = storedBlockHeader(NONCE_LENGTH);
/** The longest stored block deflate allows. */
const STORED_MAX = 0xffff;

function storedBlockHeader(length: number): Buffer {
  return Buffer.from([0x00, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff]);
}

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
  return (req.method === "GET" || req.method === "HEAD") && req.headers.cookie === undefined && req.headers.authorization === undefined;
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
  send(req, res, page, page.headers, page.body, null);
  startPersonal(s, key, page);
  return true;
}

/** The frame of the visitor whose cookies these are; null when it cannot be filled in safely. */
export type FrameResolver = (cookieHeader: string) => Promise<{ user: FrameUser | null } | null>;

/**
 * For a GET with a cookie: answers from the cache with the visitor's own frame filled in, then
 * resolves true; false (at once, or resolved) when the caller must handle the request as usual.
 * Only fresh pages: a stale one is refreshed by an anonymous visit, never by a personal render.
 */
export function servePersonalPage(req: IncomingMessage, res: ServerResponse, resolveFrame: FrameResolver): false | Promise<boolean> {
  const cookie = req.headers.cookie;
  if ((req.method !== "GET" && req.method !== "HEAD") || cookie === undefined || req.headers.authorization !== undefined) return false;
  const s = store();
  const key = req.url ?? "";
  const page = s.pages.get(key);
  if (!page || Date.now() >= page.freshUntil) return false;
  if (!page.personal) {
    // This visitor gets a full render; the template is made meanwhile for the next ones.
    startPersonal(s, key, page);
    return false;
  }
  return resolveFrame(cookie).then(
    (frame) => {
      // Dropped (an admin published) or replaced while the session was read: render afresh.
      if (!frame || store().pages.get(key) !== page || !page.personal || Date.now() >= page.freshUntil) return false;
      const { user } = frame;
      if (user && FRAME_USER_FIELDS.some((field) => typeof user[field] !== "string" || user[field] === "")) return false;
      send(req, res, page, page.privateHeaders, user ? page.personal : page.body, user);
      return true;
    },
    () => false,
  );
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
  stored: Array<[string, string]>,
  body: Body,
  user: FrameUser | null,
) {
  const nonce = crypto.randomBytes(NONCE_BYTES).toString("base64");
  const nonceBytes = Buffer.from(nonce, "latin1");
  const slotBytes = (slot: Slot) => (slot === "nonce" ? nonceBytes : Buffer.from(fillSlot(slot, user!), "utf8"));
  const headers: string[] = [];
  for (const [name, value] of stored) headers.push(name, value);
  if (page.cspParts) headers.push("content-security-policy", page.cspParts.join(nonce));
  // No ETag: a 304 would give the browser's stored copy (with the nonce it was sent) this
  // answer's new nonce in its CSP, and every script of the page would be blocked.
  const answer = acceptsGzip(req.headers["accept-encoding"]) ? gzipAnswer(store(), page, body, slotBytes) : plainAnswer(body, slotBytes);
  if (answer.gzip) headers.push("content-encoding", "gzip");
  headers.push("content-length", String(byteLength(answer.parts)));
  res.writeHead(page.status, headers);
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  // The stored pieces go out as they are, in one corked write (writev): joining them into a new
  // buffer per answer made thousands of large short-lived buffers a second under load, and the
  // garbage collections they caused set the tail latency.
  res.cork();
  for (const part of answer.parts) res.write(part);
  res.end();
}

function byteLength(parts: Buffer[]): number {
  let length = 0;
  for (const part of parts) length += part.length;
  return length;
}

function plainAnswer(body: Body, slotBytes: (slot: Slot) => Buffer) {
  const parts: Buffer[] = [];
  body.pieces.forEach((piece, i) => {
    if (i > 0) {
      const bytes = slotBytes(body.slots[i - 1]!);
      if (bytes.length > 0) parts.push(bytes);
    }
    if (piece.raw.length > 0) parts.push(piece.raw);
  });
  return { gzip: false, parts };
}

function gzipAnswer(s: Store, page: CachedPage, body: Body, slotBytes: (slot: Slot) => Buffer) {
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = body.rawLength;
  body.pieces.forEach((piece, i) => {
    if (i > 0) {
      // What goes between the pieces is sent as stored (uncompressed) deflate blocks.
      const bytes = slotBytes(body.slots[i - 1]!);
      for (let at = 0; at < bytes.length; at += STORED_MAX) {
        const block = bytes.subarray(at, at + STORED_MAX);
        parts.push(block.length === NONCE_LENGTH ? NONCE_BLOCK : storedBlockHeader(block.length), block);
      }
      crc = zlib.crc32(bytes, crc);
      length += bytes.length;
    }
    if (piece.raw.length === 0) return;
    const gzip = compressed(s, page, piece);
    parts.push(gzip.deflated);
    crc = continueCrc(gzip, crc);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
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
  // Filled in by the render (cookie-reads.server.ts, entry.server.tsx); read once the page is sent.
  const capture: PageCapture = { readsCookies: false, makePersonal: null };
  if (res.locals) res.locals.pageCapture = capture;
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
      setImmediate(() => void keep(key, generation, status, headers, Buffer.concat(chunks), nonce, capture));
    }
    return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
  } as typeof res.end;
  next();
}

/**
 * What the render of an anonymous page tells the cache beside the page: whether a loader other
 * than the root's read the request's cookies (then the page may differ for a session visitor),
 * and the template for signed-in customers (personal-page.server.ts), if one is being made.
 */
export type PageCapture = { readsCookies: boolean; makePersonal: (() => Promise<PersonalTemplate | null>) | null };

async function keep(
  key: string,
  generation: number,
  status: number,
  sent: ReturnType<ServerResponse["getHeaders"]>,
  body: Buffer,
  nonce: string | null,
  capture: PageCapture,
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
  const privateHeaders = headers.map(([name, value]): [string, string] => [name, name === "cache-control" ? "private, no-store" : value]);

  const anonymous = bodyOf([body.toString("utf8")], nonce);
  const s = store();
  if (s.generation !== generation) return;
  const now = Date.now();
  const page: CachedPage = {
    key,
    status,
    headers,
    privateHeaders,
    cspParts,
    body: anonymous,
    personal: null,
    nonce,
    makePersonal: capture.readsCookies ? null : capture.makePersonal,
    bytes: anonymous.bytes,
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

/**
 * Makes the page's template for signed-in customers from the render's own data, once, off the
 * answer's path; anonymous visitors never wait for it.
 */
function startPersonal(s: Store, key: string, page: CachedPage) {
  const make = page.makePersonal;
  if (!make) return;
  page.makePersonal = null;
  setImmediate(async () => {
    const template = await make().catch(() => null);
    if (!template || s.pages.get(key) !== page) return;
    const personal = bodyOf(template, page.nonce);
    page.personal = personal;
    page.bytes += personal.bytes;
    s.bytes += personal.bytes;
  });
}

/** Pieces of the text between the nonces and the template's field slots, each deflated once. */
function bodyOf(template: PersonalTemplate, nonce: string | null): Body {
  const texts: string[] = [""];
  const slots: Slot[] = [];
  for (const part of template) {
    if (typeof part !== "string") {
      slots.push(part);
      texts.push("");
      continue;
    }
    const between = nonce ? part.split(nonce) : [part];
    texts[texts.length - 1] += between[0];
    for (const text of between.slice(1)) {
      slots.push("nonce");
      texts.push(text);
    }
  }
  const pieces = texts.map((text) => piece(Buffer.from(text, "utf8")));
  return {
    pieces,
    slots,
    rawLength: pieces.reduce((sum, p) => sum + p.raw.length, 0),
    bytes: pieces.reduce((sum, p) => sum + p.raw.length + 160, 0),
  };
}

function piece(raw: Buffer): Piece {
  return { raw, gzip: null };
}

function compressed(s: Store, page: CachedPage, piece: Piece): CompressedPiece {
  if (piece.gzip) return piece.gzip;
  const { raw } = piece;
  const deflated = zlib.deflateRawSync(raw, { level: 9, memLevel: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  const crcFromZero = zlib.crc32(raw, 0);
  const crcColumns = new Uint32Array(32);
  for (let bit = 0; bit < 32; bit++) crcColumns[bit] = (zlib.crc32(raw, (1 << bit) >>> 0) ^ crcFromZero) >>> 0;
  piece.gzip = { deflated, crcFromZero, crcColumns };
  // The page is in the store (it is being answered from it): its allowance counts this copy too.
  if (s.pages.get(page.key) === page) {
    page.bytes += deflated.length;
    s.bytes += deflated.length;
  }
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
