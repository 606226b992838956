import { decode } from "turbo-stream";

/** A redirect as single fetch's data reader receives it (Remix's SingleFetchRedirect). */
export type DataRedirect = { redirect: string; status: number; revalidate: boolean; reload: boolean; replace: boolean };

/**
 * A data answer (`/page.data`) decoded as the browser's data reader decodes it; a redirect is
 * given under `redirect`, whether sent for a post (a single result) or a page's data (under
 * Remix's symbol, a plugin type of its own in the stream).
 */
export async function decodeDataAnswer(body: Uint8Array | string): Promise<unknown> {
  const decoded = await decode(new Blob([typeof body === "string" ? body : new Uint8Array(body)]).stream(), {
    plugins: [(type: string, ...rest: unknown[]) => (type === "SingleFetchRedirect" ? { value: { redirect: rest[0] } } : undefined)],
  });
  await decoded.done;
  return decoded.value;
}
