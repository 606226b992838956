import fs from "node:fs";
import path from "node:path";

import type { NextFunction, Request, Response } from "express";

import { chosenEncoding } from "./content-encoding";

/** The encodings written at build time (scripts/precompress-assets.mjs), best first. */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves the build's brotli or gzip copy of a hashed asset (a script, a stylesheet) to a client
 * that accepts it, as is: quality 11 brotli is smaller than what `compression()`
 * makes on the fly, and costs no CPU per request. A client that accepts neither, or a file with
 * no copy, falls through to the plain static files. The set of copies is read once: a build
 * never changes while the server runs.
 */
export function precompressedAssets(dir: string) {
  // A hashed file is never revalidated (immutable, a year), so it carries no validator: an ETag
  // or Last-Modified would be bytes on every script of a page for nothing, as would byte ranges.
  const root = path.resolve(dir);
  const available = new Set<string>();
  if (fs.existsSync(root)) {
    for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) available.add(path.join(entry.parentPath, entry.name));
    }
  }

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = path.join(root, path.normalize(decodeURIComponentSafe(req.path)));
    if (!file.startsWith(root + path.sep)) return next();
    const name = chosenEncoding(
      req,
      ENCODINGS.filter((e) => available.has(file + e.suffix)).map((e) => e.name),
    );
    const encoding = ENCODINGS.find((e) => e.name === name);
    // Caches must keep the encodings apart, whichever one this answer is.
    if (available.has(file + ".br") || available.has(file + ".gz")) res.vary("Accept-Encoding");
    if (!encoding) return next();
    res.setHeader("Content-Encoding", encoding.name);
    res.type(path.extname(file));
    res.sendFile(
      file + encoding.suffix,
      { maxAge: YEAR_SECONDS * 1000, immutable: true, dotfiles: "deny", etag: false, lastModified: false, acceptRanges: false },
      (error) => {
        if (error && !res.headersSent) next(error);
      },
    );
  };
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
