// What server.ts hands every loader and action besides the request.
export type LoadContext = { cspNonce?: string; clientIp?: string | null };

/** The client's address (Express resolves it behind a trusted local proxy), for rate limits. */
export function clientIp(context: unknown): string | null {
  return (context as LoadContext | undefined)?.clientIp ?? null;
}
