import type { Cookie } from "@remix-run/node";

/** Enough for every visitor active at once on one instance; the oldest is forgotten first. */
const MAX_REMEMBERED = 2_000;

const remembered = new WeakMap<Cookie, Map<string, string | null>>();

/**
 * The id a signed id cookie carries, or null when it is missing, empty or not signed by us.
 *
 * Checking the signature is an HMAC through WebCrypto, and a signed-in page's loaders read the
 * cookie two or three times: each cookie value's answer is kept, so the check runs once per
 * value on this instance. The answer depends only on the value and the secrets, which are fixed
 * while the process runs; a tampered value is remembered as null.
 */
export async function signedIdFromCookie(cookie: Cookie, header: string | null | undefined): Promise<string | null> {
  const raw = header ? rawCookieValue(header, cookie.name) : null;
  if (raw === null) return null;
  let kept = remembered.get(cookie);
  if (!kept) remembered.set(cookie, (kept = new Map()));
  const known = kept.get(raw);
  if (known !== undefined) return known;
  const value = await cookie.parse(`${cookie.name}=${raw}`);
  const id = typeof value === "string" && value !== "" ? value : null;
  if (kept.size >= MAX_REMEMBERED) kept.delete(kept.keys().next().value!);
  kept.set(raw, id);
  return id;
}

/** The first value of `name` in a Cookie header, as sent (the browser sends the most specific first). */
function rawCookieValue(header: string, name: string): string | null {
  for (const pair of header.split(";")) {
    const eq = pair.indexOf("=");
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue;
    return pair.slice(eq + 1).trim();
  }
  return null;
}
