import zlib from "node:zlib";

import { describe, expect, it } from "vitest";

import { gzipDocument } from "~/infra/document-compression.server";

const CSS = "body{color:#2b1a5a}".repeat(400);
const page = (body: string) =>
  `<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/><style id="site-css">${CSS}</style></head><body>${body}</body></html>`;

describe("gzip for rendered pages", () => {
  it("gives back the very page, its multi-byte text included", () => {
    for (const html of [page("<p>राशिफल ★ ₹</p>"), page(""), "<p>no stylesheet here</p>", `<style id="site-css">${CSS}</style>`]) {
      const bytes = Buffer.from(html);
      expect(zlib.gunzipSync(gzipDocument(bytes)).equals(bytes)).toBe(true);
    }
  });

  it("keeps the stylesheet compressed: two pages with it cost only their own text", () => {
    const first = gzipDocument(Buffer.from(page("<p>one</p>")));
    const second = gzipDocument(Buffer.from(page("<p>a second page</p>")));
    expect(zlib.gunzipSync(second).toString()).toBe(page("<p>a second page</p>"));
    // Both carry the same deflated stylesheet bytes, found once and reused.
    const styleBytes = zlib.deflateRawSync(Buffer.from(`<style id="site-css">${CSS}</style>`), {
      level: 9,
      memLevel: 9,
      finishFlush: zlib.constants.Z_SYNC_FLUSH,
    });
    expect(first.includes(styleBytes)).toBe(true);
    expect(second.includes(styleBytes)).toBe(true);
  });
});
