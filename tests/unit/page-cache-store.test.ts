import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { addGzip, type CachedPage, cachedPage, keepPage, pageCacheGeneration } from "~/infra/page-cache.server";
import { takeSingleton } from "~/infra/singleton.server";

// The store of whole pages keeps within PAGE_CACHE_MB, counting every copy it holds: its brotli
// copy, and its gzip copy once a client that takes only gzip has asked for it.

const KB = 1024;

function page(brotliKb: number): CachedPage {
  return {
    status: 200,
    headers: [],
    brotli: Buffer.alloc(brotliKb * KB),
    gzip: null,
    madeAt: Date.now(),
    freshUntil: Date.now() + 60_000,
    staleUntil: Date.now() + 60_000,
    refreshingSince: 0,
  };
}

let saved: string | undefined;
beforeEach(() => {
  saved = process.env.PAGE_CACHE_MB;
  process.env.PAGE_CACHE_MB = "1";
  takeSingleton("env");
  takeSingleton("page-cache");
});
afterEach(() => {
  if (saved === undefined) delete process.env.PAGE_CACHE_MB;
  else process.env.PAGE_CACHE_MB = saved;
  takeSingleton("env");
  takeSingleton("page-cache");
});

describe("the page store's size", () => {
  it("keeps pages until PAGE_CACHE_MB is full, then lets the oldest go", () => {
    // 40 KB a page: 25 pages fill 1,000 of the 1,024 KB.
    for (let i = 0; i < 25; i++) keepPage(`anonymous /p${i}`, page(40), pageCacheGeneration());
    expect(cachedPage("anonymous /p0")).toBeDefined();
    keepPage("anonymous /p25", page(40), pageCacheGeneration());
    expect(cachedPage("anonymous /p0")).toBeUndefined();
    expect(cachedPage("anonymous /p1")).toBeDefined();
    expect(cachedPage("anonymous /p25")).toBeDefined();
  });

  it("counts a gzip copy made later, and lets the oldest pages go when it overfills the store", () => {
    for (let i = 0; i < 25; i++) keepPage(`anonymous /p${i}`, page(40), pageCacheGeneration());
    const last = cachedPage("anonymous /p24")!;
    addGzip("anonymous /p24", last, Buffer.alloc(12 * KB));
    expect(last.gzip?.length).toBe(12 * KB);
    // 1,012 KB: still within.
    expect(cachedPage("anonymous /p0")).toBeDefined();
    addGzip("anonymous /p23", cachedPage("anonymous /p23")!, Buffer.alloc(20 * KB));
    // 1,032 KB: the oldest page goes, the newest keep their copies.
    expect(cachedPage("anonymous /p0")).toBeUndefined();
    expect(cachedPage("anonymous /p1")).toBeDefined();
    expect(cachedPage("anonymous /p24")?.gzip?.length).toBe(12 * KB);
  });

  it("makes a gzip copy once, and one for a page no longer kept changes nothing the store holds", () => {
    for (let i = 0; i < 25; i++) keepPage(`anonymous /p${i}`, page(40), pageCacheGeneration());
    const first = cachedPage("anonymous /p1")!;
    addGzip("anonymous /p1", first, Buffer.alloc(10 * KB));
    addGzip("anonymous /p1", first, Buffer.alloc(30 * KB));
    expect(first.gzip?.length).toBe(10 * KB);
    // Not in the store (too big to keep): its copy gets its gzip, and the store does not count it.
    const outside = page(80);
    keepPage("anonymous /big", outside, pageCacheGeneration());
    expect(cachedPage("anonymous /big")).toBeUndefined();
    addGzip("anonymous /big", outside, Buffer.alloc(100 * KB));
    expect(outside.gzip?.length).toBe(100 * KB);
    expect(cachedPage("anonymous /p0")).toBeDefined();
  });
});
