import { rateLimitKey } from "./client-address.server";

/** What the edge (edge/remix-handler.ts) hands every loader and action besides the request. */
export type LoadContext = { cspNonce: string; clientIp: string | null };

/**
 * The client's address as rate limits count it (IPv6 by its /64, see rateLimitKey). Express
 * resolves it through the proxies TRUST_PROXY names, and only those.
 */
export function clientIp(context: unknown): string | null {
  return rateLimitKey((context as Partial<LoadContext> | undefined)?.clientIp);
}
