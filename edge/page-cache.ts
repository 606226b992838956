import type { IncomingMessage, ServerResponse } from "node:http";
import zlib from "node:zlib";

import type { NextFunction, Request, Response } from "express";

import {
  addGzip,
  type CachedPage,
  cachedPage,
  forgetPage,
  keepPage,
  pageCacheGeneration,
  sharedCacheTtl,
} from "../app/infra/page-cache.server";
import { chosenEncoding } from "./content-encoding";
import { hasControlCharacterInUrl, isLegacyDataRequest, isPathTarget, withSingleSlashes } from "./http-rules";

/**
 * Whole reading pages answered from memory (decision 063). A reading page holds nothing
 * personal, so there are two copies of each address: the anonymous one and the one every
 * signed-in customer gets (their avatar's photo comes from their own /profile/photo).
 *
 * - A GET whose answer was a 200 HTML page its route marked public for shared caches
 *   (`s-maxage`, no `Set-Cookie`) is kept that long as the anonymous copy, compressed once
 *   (brotli; gzip when a client that takes gzip and not brotli first asks).
 * - The signed-in copy is kept as long as the anonymous one of the same address, and only
 *   while there is one: the route's own policy is on the anonymous answer (a signed-in visitor's
 *   answer is `private, no-store` for every other cache).
 * - After `s-maxage`, within `stale-while-revalidate`, one request renders the page again while
 *   the others still get the stale copy.
 * - A request that carries a flash message, or credentials, is rendered for itself alone.
 * - A copy is made only from a request for the page's canonical address (its path and the
 *   parameters it reads, in order): any other address may be answered with that copy, but its own
 *   render is for that request alone, so nothing of an address the copy is not keyed on (a long
 *   made-up query in a form's action, say) can reach the next visitor.
 * - Every answer gets a Content-Security-Policy of its own, as a rendered page does.
 */

export type PageVariant = "anonymous" | "signed-in";

/** Which copy this visitor may get (page-variant.ts), or null: render for them alone. */
export type VariantResolver = (cookieHeader: string | undefined) => Promise<PageVariant | null>;

/** The headers each answer from memory makes afresh: the Content-Security-Policy with its nonce. */
export type AnswerHeaders = () => Array<[string, string]>;

/** The copy's address for a request's URL: only the query parameters the page reads (route-rules.ts). */
export type CacheAddress = (url: string) => string;

const REFRESH_PATIENCE_MS = 10_000;
// Each copy is compressed on a cache miss, so its cost is part of every miss: quality 11 costs
// many times what 6 does, for a page only a little smaller (figures in docs/performance.md).
const BROTLI_QUALITY = 6;
const MAX_BODY = 1024 * 1024;

const keyOf = (variant: PageVariant, url: string) => `${variant} ${url}`;

/**
 * A GET or HEAD that the edge's refusals would let through (edge/request-guards.ts): an address
 * they refuse must be refused, even when its page's copy is in memory under the same key.
 */
function isCandidate(req: IncomingMessage): boolean {
  const url = req.url ?? "";
  return (
    (req.method === "GET" || req.method === "HEAD") &&
    req.headers.authorization === undefined &&
    isPathTarget(url) &&
    withSingleSlashes(url) === null &&
    !hasControlCharacterInUrl(url) &&
    !isLegacyDataRequest(url)
  );
}

/**
 * The fast path, before Express: answers from memory and resolves true, or resolves false (at
 * once when it can) and the request goes on as usual. `variant` is set on the request for the
 * capture below.
 */
export function serveCachedPage(
  req: IncomingMessage & { pageVariant?: PageVariant | null },
  res: ServerResponse,
  resolveVariant: VariantResolver,
  answerHeaders: AnswerHeaders,
  cacheAddress: CacheAddress,
): boolean | Promise<boolean> {
  if (!isCandidate(req)) return false;
  const cookie = req.headers.cookie;
  // Without any cookie the visitor is anonymous: no database read at all.
  if (cookie === undefined) return answer("anonymous");
  return resolveVariant(cookie).then((variant) => (variant ? answer(variant) : ((req.pageVariant = null), false)));

  function answer(variant: PageVariant): boolean {
    req.pageVariant = variant;
    const url = cacheAddress(req.url ?? "");
    const page = cachedPage(keyOf(variant, url));
    if (!page) return false;
    const now = Date.now();
    if (now >= page.freshUntil) {
      if (now >= page.staleUntil) {
        forgetPage(keyOf(variant, url));
        return false;
      }
      // Stale: one GET renders it again, the others keep getting this copy meanwhile.
      if (req.method === "GET" && now - page.refreshingSince > REFRESH_PATIENCE_MS) {
        page.refreshingSince = now;
        return false;
      }
    }
    send(req, res, keyOf(variant, url), page, answerHeaders());
    return true;
  }
}

/**
 * The copy's bytes in the best encoding the client takes: brotli as kept, gzip (made on first
 * demand and kept beside it), or none (decompressed for each such client).
 */
function encodedCopy(req: IncomingMessage, key: string, page: CachedPage): readonly [encoding: "br" | "gzip" | null, body: Buffer] {
  const encoding = chosenEncoding(req, ["br", "gzip"] as const);
  if (encoding === "br") return ["br", page.brotli];
  if (encoding === null) return [null, zlib.brotliDecompressSync(page.brotli)];
  return [
    "gzip",
    page.gzip ??
      addGzip(key, page, exactly(zlib.gzipSync(zlib.brotliDecompressSync(page.brotli), { level: zlib.constants.Z_BEST_COMPRESSION }))),
  ];
}

function send(req: IncomingMessage, res: ServerResponse, key: string, page: CachedPage, extra: Array<[string, string]>) {
  const [encoding, body] = encodedCopy(req, key, page);
  const headers: string[] = [];
  for (const [name, value] of page.headers) headers.push(name, value);
  for (const [name, value] of extra) headers.push(name, value);
  headers.push("vary", "Accept-Encoding, Cookie");
  // Its Cache-Control is the render's: a proxy or browser after us must know how much of it is spent.
  headers.push("age", String(Math.max(0, Math.floor((Date.now() - page.madeAt) / 1000))));
  if (encoding) headers.push("content-encoding", encoding);
  headers.push("content-length", String(body.length));
  res.writeHead(page.status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * Headers the store never keeps: framing and encoding are the answer's, and the page's policy
 * and framing rule come with each answer (pageSecurityHeaders), not from the copy.
 */
const NOT_KEPT = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "vary",
  "content-security-policy",
  "x-frame-options",
  "set-cookie",
]);

/**
 * Express middleware for a GET the fast path could not answer: the page is rendered as usual; a
 * cacheable one is kept, compressed once, and sent so. Runs after `compression()`, which streams
 * and compresses every other answer and leaves one that is already encoded alone.
 */
export function capturePage(cacheAddress: CacheAddress) {
  return (req: Request, res: Response, next: NextFunction) => {
    const variant = (req as IncomingMessage & { pageVariant?: PageVariant | null }).pageVariant;
    if (req.method !== "GET" || !variant) return next();
    const url = cacheAddress(req.originalUrl);
    if (url !== req.originalUrl) return next();
    const generation = pageCacheGeneration();
    const chunks: Buffer[] = [];
    let size = 0;
    const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
          : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
      chunks.push(Buffer.from(buffer));
      size += buffer.length;
    };
    const keepable = () => {
      const type = String(res.getHeader("content-type") ?? "");
      return res.statusCode === 200 && /^text\/html\b/i.test(type) && !res.getHeader("set-cookie") && size <= MAX_BODY;
    };
    // A page that cannot be kept goes out as it comes, streamed and compressed as any other.
    let passing = false;
    res.write = function (chunk: unknown, ...rest: unknown[]) {
      if (passing || !keepable()) {
        passing = true;
        flushTo(write);
        return write(chunk, ...rest);
      }
      collect(chunk, rest[0]);
      return true;
    } as typeof res.write;
    res.end = function (chunk?: unknown, ...rest: unknown[]) {
      if (passing || !keepable()) {
        flushTo(write);
        return end(chunk, ...rest);
      }
      collect(chunk, typeof rest[0] === "string" ? rest[0] : undefined);
      const body = Buffer.concat(chunks);
      const page = store(variant, url, res, body, generation);
      if (!page) {
        // Not kept (not public, or a signed-in copy without its anonymous twin): sent as rendered.
        return end(body);
      }
      res.removeHeader("content-length");
      const [encoding, encoded] = encodedCopy(req, keyOf(variant, url), page);
      res.setHeader("Vary", "Accept-Encoding, Cookie");
      if (!encoding) return end(body);
      res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Length", String(encoded.length));
      return end(encoded);
    } as typeof res.end;
    const flushTo = (writer: typeof write) => {
      if (chunks.length === 0) return;
      const held = Buffer.concat(chunks);
      chunks.length = 0;
      writer(held);
    };
    next();
  };
}

/**
 * The bytes in a buffer of their own size: zlib answers with a slice of its 16 KB output chunk,
 * which would keep the whole chunk alive beside a 10 KB page and the store's count.
 */
const exactly = (bytes: Buffer): Buffer => Buffer.from(bytes);

/** Keeps a rendered page as the copy for its variant, or answers null when it may not be kept. */
function store(variant: PageVariant, url: string, res: Response, body: Buffer, generation: number): CachedPage | null {
  const now = Date.now();
  let freshUntil: number;
  let staleUntil: number;
  if (variant === "anonymous") {
    const ttl = sharedCacheTtl(String(res.getHeader("cache-control") ?? ""));
    if (!ttl) return null;
    freshUntil = now + ttl.fresh * 1000;
    staleUntil = freshUntil + ttl.stale * 1000;
  } else {
    const twin = cachedPage(keyOf("anonymous", url));
    if (!twin || now >= twin.freshUntil) return null;
    ({ freshUntil, staleUntil } = twin);
  }
  const headers: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || NOT_KEPT.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [String(value)]) headers.push([name, one]);
  }
  const page: CachedPage = {
    status: 200,
    headers,
    brotli: exactly(
      zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    ),
    gzip: null,
    madeAt: now,
    freshUntil,
    staleUntil,
    refreshingSince: 0,
  };
  keepPage(keyOf(variant, url), page, generation);
  return page;
}
