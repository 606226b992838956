import type { IncomingMessage, ServerResponse } from "node:http";
import zlib from "node:zlib";

import { acceptsGzip } from "./page-cache.server";
import { singleton } from "./singleton.server";

/**
 * gzip for rendered HTML pages, cheaper than `compression()` (decision 015).
 *
 * Half of every page is the inline stylesheet (about 29 KB of the 57 KB home page), the same
 * bytes on every page. `compression()` deflated all of it again on every render, in as many
 * pieces as the render was written in. Here a rendered page is held until it ends (entry.server
 * renders it whole anyway) and sent as one gzip member in three parts: the text before the
 * `<style id="site-css">` element, the element itself, deflated once per build and kept, and
 * the text after it. Raw deflate output flushed to a byte boundary can be joined like this (the
 * page cache joins its pieces the same way); the gzip trailer's CRC-32 is of the whole page.
 *
 * Anything else (files, JSON, pages for a client that refuses gzip, HEAD) is left to
 * `compression()`, which sees the `Content-Encoding` set here and lets a compressed page pass.
 */

const STYLE_START = Buffer.from('<style id="site-css">');
const STYLE_END = Buffer.from("</style>");
/**
 * Deflate level for the per-page parts of a rendered page. Measured on the home page, /blogs and
 * /user-registration: level 3 takes 0.16–0.24 ms where 6 took 0.29–0.45 ms, for 5% more bytes of
 * those parts (about 350 B). Pages answered from the page cache are deflated there at level 9.
 */
const PAGE_LEVEL = 3;
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0x03]);
/** A stylesheet text changes only with a new build: a handful of entries is plenty. */
const MAX_KEPT = 4;

type KeptStyle = { element: Buffer; deflated: Buffer };

/** Stylesheet elements seen, with their deflated bytes. A singleton: server.ts and the build are two bundles. */
function keptStyles(): KeptStyle[] {
  return singleton("document-compression-styles", () => [] as KeptStyle[]);
}

/**
 * Express middleware placed before the page cache's capture (so that the capture, nearer the
 * render, still sees the page uncompressed) and after `compression()`.
 */
export function compressDocuments(req: IncomingMessage, res: ServerResponse, next: () => void) {
  // HEAD answers have no body to compress; other methods are refused before this.
  if (req.method !== "GET" && req.method !== "POST") return next();
  if (!acceptsGzip(req.headers["accept-encoding"])) return next();
  const write = res.write;
  const end = res.end;
  let held: Buffer[] | null = null;
  let decided = false;
  // Decided at the first byte of the body, when the route has set its status and headers.
  const holds = () => {
    if (!decided) {
      decided = true;
      const type = String(res.getHeader("content-type") ?? "");
      const eligible =
        /^text\/html\b/i.test(type) &&
        res.statusCode !== 204 &&
        res.statusCode !== 304 &&
        !res.headersSent &&
        res.getHeader("content-encoding") === undefined &&
        !/\bno-transform\b/i.test(String(res.getHeader("cache-control") ?? ""));
      if (eligible) held = [];
    }
    return held !== null;
  };
  const hold = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    held!.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
          : Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"),
    );
  };
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (!holds()) return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    hold(chunk, rest[0]);
    const callback = rest.find((r) => typeof r === "function") as (() => void) | undefined;
    if (callback) process.nextTick(callback);
    return true;
  } as typeof res.write;
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (!holds()) return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    hold(chunk, rest[0]);
    const callback = [chunk, ...rest].find((r) => typeof r === "function") as (() => void) | undefined;
    const body = gzipDocument(Buffer.concat(held!));
    res.setHeader("Content-Encoding", "gzip");
    res.removeHeader("Content-Length");
    const vary = String(res.getHeader("vary") ?? "");
    if (!/\baccept-encoding\b/i.test(vary)) res.setHeader("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    // Written, then ended: a rendered answer goes out chunked, as it did when it streamed (the
    // page cache's own answers are the ones with a Content-Length); corked, so that the head,
    // the body and the last chunk leave in one write to the socket.
    res.cork();
    (write as (...args: unknown[]) => boolean).call(this, body);
    const ended = (end as (...args: unknown[]) => ServerResponse).call(this, callback);
    process.nextTick(() => res.uncork());
    return ended;
  } as typeof res.end;
  next();
}

/** The page as one gzip member, its stylesheet element (when there is one) deflated once and kept. */
export function gzipDocument(html: Buffer): Buffer {
  const start = html.indexOf(STYLE_START);
  const stop = start < 0 ? -1 : html.indexOf(STYLE_END, start);
  const parts: Buffer[] = [GZIP_HEADER];
  if (stop < 0) {
    parts.push(zlib.deflateRawSync(html, { level: PAGE_LEVEL }));
  } else {
    const styleEnd = stop + STYLE_END.length;
    parts.push(
      deflatePart(html.subarray(0, start)),
      keptStyle(html.subarray(start, styleEnd)),
      zlib.deflateRawSync(html.subarray(styleEnd), { level: PAGE_LEVEL }),
    );
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(zlib.crc32(html) >>> 0, 0);
  trailer.writeUInt32LE(html.length >>> 0, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}

/** Deflated and flushed to a byte boundary, not final: more parts follow. */
function deflatePart(bytes: Buffer, level = PAGE_LEVEL): Buffer {
  if (bytes.length === 0) return Buffer.alloc(0);
  return zlib.deflateRawSync(bytes, { level, memLevel: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH });
}

function keptStyle(element: Buffer): Buffer {
  const kept = keptStyles();
  const found = kept.find((k) => k.element.length === element.length && k.element.equals(element));
  if (found) return found.deflated;
  const deflated = deflatePart(element, 9);
  if (kept.length >= MAX_KEPT) kept.shift();
  kept.push({ element: Buffer.from(element), deflated });
  return deflated;
}
