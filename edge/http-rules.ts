/**
 * Cross-site request protection (decision 034: every post checks its Origin). A state-changing
 * request whose Origin (or, lacking it, Referer) is present and is not the site's own origin,
 * scheme, host and port, is refused. A request with neither header comes from a non-browser
 * client and is allowed: browsers always send Origin on cross-site form posts.
 */
export function isCrossSiteRequest(
  method: string,
  request: { origin?: string; referer?: string; host?: string; protocol?: string },
  publicOrigin: string,
): boolean {
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return false;
  const claimed = request.origin ?? (request.referer ? safeOrigin(request.referer) : undefined);
  if (claimed === undefined) return false;
  if (claimed === "null") return true;
  const origin = safeOrigin(claimed);
  if (!origin) return true;
  const site = safeOrigin(publicOrigin);
  if (origin === site) return false;
  // A site served over https takes posts from that origin alone: `http://` and its host is
  // another origin, one that anybody on the visitor's network can speak for.
  if (site?.startsWith("https:")) return true;
  // Over plain http (development, a LAN), a page reached by another name of this server
  // (127.0.0.1, its LAN address) posts back to the origin it came from.
  if (!request.host || !request.protocol) return true;
  return origin !== safeOrigin(`${request.protocol}://${request.host}`);
}

function safeOrigin(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/** What the site answers: pages are read with GET (or HEAD) and every form posts. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;

export function isAllowedMethod(method: string): boolean {
  return (ALLOWED_METHODS as readonly string[]).includes(method);
}

/** The post bodies our forms send. */
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * Why a post's Content-Type cannot be one of our forms, as the status and text to answer, or
 * null when it can. Browsers send a form urlencoded or as multipart with a boundary (RFC 2046:
 * 1 to 70 characters); anything else (JSON, text, a multipart body without its boundary) never
 * came from our pages, and refusing it here keeps every action from parsing what it cannot read.
 * A route that takes files (its handle's `multipartOnly`) takes multipart alone.
 */
export function formBodyProblem(
  contentType: string | undefined,
  contentLength: number,
  multipartOnly: boolean,
): { status: 400 | 415; text: string } | null {
  if (!contentType) return contentLength > 0 ? { status: 415, text: "A form post needs its Content-Type." } : null;
  const [type, ...parameters] = contentType.split(";").map((part) => part.trim());
  const mediaType = type.toLowerCase();
  if (!FORM_TYPES.includes(mediaType)) return { status: 415, text: "Only form posts are accepted here." };
  if (mediaType === "multipart/form-data") {
    const boundary = parameters.find((p) => /^boundary=/i.test(p))?.slice("boundary=".length);
    if (!boundary || !/^(?:"[^"\r\n]{1,70}"|[0-9A-Za-z'()+_,./:=?-]{1,70})$/.test(boundary)) {
      return { status: 400, text: "The form's multipart boundary is missing or malformed." };
    }
  } else if (multipartOnly) {
    return { status: 415, text: "This form sends files: post it as multipart/form-data." };
  }
  return null;
}

/**
 * True when the request target carries a NUL or another control character (percent-encoded;
 * raw ones never pass Node's parser). No address of ours has one, and Postgres cannot store
 * or compare a string with a NUL in it, so such a request is refused before any route runs.
 */
export function hasControlCharacterInUrl(url: string): boolean {
  return /%(?:[01][0-9a-f]|7f)/i.test(url);
}

/**
 * True when the request target is a path (origin-form, RFC 9112 §3.2.1), as browsers send it.
 * An absolute URL (`GET http://host/path`, proxy form) or `*` names no page of ours.
 */
export function isPathTarget(url: string): boolean {
  return url.startsWith("/");
}

/**
 * The address with each run of slashes in its path made one, or null when there is none. No
 * address of ours has an empty segment, and a page's links are built from its path: "//x" (or
 * "/\x", which URL parsers read the same) would lead a browser to another site.
 */
export function withSingleSlashes(url: string): string | null {
  const cut = url.search(/[?#]/);
  const [path, rest] = cut === -1 ? [url, ""] : [url.slice(0, cut), url.slice(cut)];
  const single = path.replace(/[/\\]+/g, "/");
  return single === path ? null : single + rest;
}

/**
 * A `?_data=` request is how Remix fetched data before single fetch; nothing of ours makes one
 * (data travel as `/page.data`), and Remix would answer it with the page and log an error.
 */
export function isLegacyDataRequest(url: string): boolean {
  const query = url.indexOf("?");
  return query !== -1 && new URLSearchParams(url.slice(query + 1)).has("_data");
}

/**
 * `liveReload` is the origin of Remix's dev server (development only): the page's <LiveReload/>
 * opens a websocket to it, which is told when a rebuild is ready and reloads the page.
 */
export function contentSecurityPolicy(nonce: string, httpsOnly: boolean, liveReload: string | null = null): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    liveReload ? `connect-src 'self' ${new URL(liveReload).origin.replace(/^http/, "ws")}` : "connect-src 'self'",
    "media-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(httpsOnly ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}
