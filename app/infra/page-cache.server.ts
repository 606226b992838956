import { env } from "./env.server";
import { singleton } from "./singleton.server";

/**
 * The store of whole reading pages the edge answers from memory (edge/page-cache.ts): one copy
 * per address and variant (anonymous, signed-in), each kept compressed with brotli, which nearly
 * every browser takes: the page as sent is six times its size, and a client that takes no brotli
 * is rare enough to be given it decompressed.
 * Publishing drops everything, on every instance (change-notices.server.ts). server.ts and the
 * Remix build are two bundles in one process, so the store is a singleton.
 */
export type CachedPage = {
  status: number;
  /** Response headers as the route answered them, framing and encoding aside. */
  headers: Array<[string, string]>;
  brotli: Buffer;
  /** Made when the first client that takes gzip and not brotli asks: nearly every browser takes brotli. */
  gzip: Buffer | null;
  /** When the copy was made: its answers say how old it is (Age), so a cache after ours counts its lifetime from then. */
  madeAt: number;
  freshUntil: number;
  staleUntil: number;
  /** When a request was let through to render a stale page again (0: none). */
  refreshingSince: number;
};

type Store = { pages: Map<string, CachedPage>; bytes: number; generation: number };

function store(): Store {
  return singleton("page-cache", () => ({ pages: new Map<string, CachedPage>(), bytes: 0, generation: 0 }));
}

const sizeOf = (page: CachedPage) => page.brotli.length + (page.gzip?.length ?? 0);

export function cachedPage(key: string): CachedPage | undefined {
  return store().pages.get(key);
}

/** The store's generation: a page rendered before a drop (an older generation) is not kept. */
export function pageCacheGeneration(): number {
  return store().generation;
}

// PAGE_CACHE_MB: the default's 32 MB hold about 2,500 reading pages of 12 KB compressed.
const limit = () => env().PAGE_CACHE_MB * 1024 * 1024;

export function keepPage(key: string, page: CachedPage, generation: number): void {
  const s = store();
  if (generation !== s.generation) return;
  forgetPage(key);
  const size = sizeOf(page);
  if (size > limit() / 16) return;
  s.pages.set(key, page);
  s.bytes += size;
  keepWithinLimit();
}

/** The oldest pages go first when the store is over its size (a Map keeps insertion order). */
function keepWithinLimit() {
  const s = store();
  for (const [oldest] of s.pages) {
    if (s.bytes <= limit()) break;
    forgetPage(oldest);
  }
}

/**
 * Gives a copy its gzip encoding, counted in the store's size while the store holds that copy,
 * and answers the copy's gzip encoding (the first one given).
 */
export function addGzip(key: string, page: CachedPage, gzip: Buffer): Buffer {
  if (page.gzip) return page.gzip;
  page.gzip = gzip;
  const s = store();
  if (s.pages.get(key) === page) {
    s.bytes += gzip.length;
    keepWithinLimit();
  }
  return gzip;
}

export function forgetPage(key: string): void {
  const s = store();
  const page = s.pages.get(key);
  if (!page) return;
  s.pages.delete(key);
  s.bytes -= sizeOf(page);
}

/** Forgets every cached page (an admin published or changed public content). */
export function dropPageCache(): void {
  const s = store();
  s.pages.clear();
  s.bytes = 0;
  // Renders already under way read the old content: their pages must not be kept.
  s.generation++;
}

/** How long a shared cache may keep an answer with this Cache-Control (s-maxage, stale-while-revalidate), or null. */
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
