import type { IncomingMessage } from "node:http";

import Negotiator from "negotiator";

/** `encodings(available, preferred)`, in negotiator's README since 0.6.4; its type definitions lack the second argument. */
type EncodingNegotiator = { encodings(available: readonly string[], preferred: readonly string[]): string[] };

/**
 * The encoding to answer in, of those `available` (ours, best first), or null for none: by the
 * client's Accept-Encoding as HTTP reads it (q-values, `q=0` refuses, any letter case, `*`),
 * and by our order among those it takes equally. Browsers list gzip before br, and br is the
 * smaller.
 */
export function chosenEncoding<Name extends string>(req: IncomingMessage, available: readonly Name[]): Name | null {
  // Codings and the `q` of a weight are case-insensitive (RFC 9110 §8.4.1, §12.4.2); negotiator
  // reads the `q` in lower case only.
  const header = req.headers["accept-encoding"]?.toLowerCase();
  const negotiator = new Negotiator({ headers: { "accept-encoding": header } }) as unknown as EncodingNegotiator;
  const chosen = negotiator.encodings(available, available)[0];
  return (available as readonly string[]).includes(chosen) ? (chosen as Name) : null;
}
