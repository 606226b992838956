import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { precompressedAssets } from "../../edge/precompressed-assets";

// A real Express server over a real folder, as edge/index.ts mounts it before the plain static files.
const script = "export const x = 1;\n".repeat(200);
let dir: string;
let origin: string;
let close: () => void;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompressed-"));
  fs.mkdirSync(path.join(dir, "_shared"));
  fs.writeFileSync(path.join(dir, "_shared/core-abc.js"), script);
  fs.writeFileSync(path.join(dir, "_shared/core-abc.js.br"), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, "_shared/core-abc.js.gz"), zlib.gzipSync(script));
  fs.writeFileSync(path.join(dir, "plain.js"), script);
  const app = express();
  app.use("/build", precompressedAssets(dir));
  app.use("/build", express.static(dir, { immutable: true, maxAge: "1y" }));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => {
  close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function get(pathname: string, acceptEncoding: string) {
  // fetch() would decode the body itself: node:http shows the bytes as sent.
  const { default: http } = await import("node:http");
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    http
      .get(origin + pathname, { headers: { "Accept-Encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe("precompressed build assets", () => {
  it("a browser that accepts brotli gets the brotli copy, even when it lists gzip first", async () => {
    const res = await get("/build/_shared/core-abc.js", "gzip, deflate, br, zstd");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^application\/javascript/);
    expect(res.headers["vary"]).toMatch(/Accept-Encoding/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it("a client that takes only gzip gets the gzip copy", async () => {
    const res = await get("/build/_shared/core-abc.js", "gzip");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(res.body).toString()).toBe(script);
  });

  it("a client that refuses both gets the plain file, still marked as varying by encoding", async () => {
    for (const acceptEncoding of ["identity", "br;q=0, gzip;q=0"]) {
      const res = await get("/build/_shared/core-abc.js", acceptEncoding);
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.headers["vary"]).toMatch(/Accept-Encoding/);
      expect(res.body.toString()).toBe(script);
    }
  });

  it("a file with no compressed copy, or outside the folder, is left to the next handler", async () => {
    const plain = await get("/build/plain.js", "br");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect((await get("/build/..%2f..%2fetc/passwd", "br")).status).toBe(404);
  });
});
