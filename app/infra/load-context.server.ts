import { maskedAddress, rateLimitKey } from "./client-address.server";
import type { SessionClient } from "./session-store.server";

/** What the edge (createEdge in edge/index.ts) hands every loader and action besides the request. */
export type LoadContext = { cspNonce: string; clientIp: string | null };

/**
 * The client's address as rate limits count it (IPv6 by its /64, see rateLimitKey). Express
 * resolves it through the proxies TRUST_PROXY names, and only those.
 */
export function clientIp(context: unknown): string | null {
  return rateLimitKey((context as Partial<LoadContext> | undefined)?.clientIp);
}

/** Enough of a User-Agent to name the browser and system; longer ones are padding. */
const USER_AGENT_KEPT = 400;

/** What a session records of the device that signs in with it (decision 069). */
export function sessionClient(request: Request, context: unknown): SessionClient {
  return {
    userAgent: request.headers.get("User-Agent")?.slice(0, USER_AGENT_KEPT) || null,
    maskedAddress: maskedAddress((context as Partial<LoadContext> | undefined)?.clientIp),
  };
}
