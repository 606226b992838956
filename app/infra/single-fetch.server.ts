import type { ServerResponse } from "node:http";

import { UNSAFE_SingleFetchRedirectSymbol as SingleFetchRedirectSymbol } from "@remix-run/server-runtime";
import { ServerMode } from "@remix-run/server-runtime/dist/mode.js";
import { encodeViaTurboStream } from "@remix-run/server-runtime/dist/single-fetch.js";

import { readText } from "./handoff-stream.server";

/**
 * The data requests of single fetch (decision 059): with scripts running, Remix asks for a page's
 * data at `/page.data` (`/_root.data` for `/`), and posts a form there. The guards that answer
 * before Remix does (body caps, upload rules, a server not ready yet) judge such a request by its
 * page's address, and answer in a form the browser's data reader can follow.
 */

const DATA_SUFFIX = ".data";
const ROOT_DATA = `/_root${DATA_SUFFIX}`;

/** True for a single-fetch data request. */
export function isDataRequest(pathname: string): boolean {
  return pathname.endsWith(DATA_SUFFIX);
}

/** The page a request is for: `/profile.data` is for `/profile`, `/_root.data` for `/`. */
export function pagePathOf(pathname: string): string {
  if (!isDataRequest(pathname)) return pathname;
  if (pathname === ROOT_DATA) return "/";
  return pathname.slice(0, -DATA_SUFFIX.length);
}

/**
 * A page's address with the query it had, from a data request's (Remix's `_routes` dropped).
 * Always a path on this site: leading slashes are one, so `//x//evil.com.data` cannot become the
 * protocol-relative `//evil.com`.
 */
export function pageUrlOf(originalUrl: string): string {
  const url = new URL(`http://localhost${originalUrl.startsWith("/") ? "" : "/"}${originalUrl}`);
  url.searchParams.delete("_routes");
  return `${pagePathOf(url.pathname).replace(/^\/+/, "/")}${url.search}`;
}

/**
 * Answers a data request with a redirect the browser follows: to `location`, as a whole page
 * load when `reload` (so the page the server answers there, a 503 say, is the page shown).
 * A post's answer is a single result; a page's data answer carries it under Remix's symbol.
 */
export async function sendDataRedirect(
  res: ServerResponse,
  { method, location, reload }: { method: string; location: string; reload: boolean },
): Promise<void> {
  const redirect = { redirect: location, status: 303, revalidate: false, reload, replace: false };
  const result = method === "GET" || method === "HEAD" ? { [SingleFetchRedirectSymbol]: redirect } : redirect;
  const body = await readText(encodeViaTurboStream(result, new AbortController().signal, undefined, ServerMode.Production));
  res.statusCode = 202;
  res.setHeader("Content-Type", "text/x-script");
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Remix-Response", "yes");
  res.end(body);
}
