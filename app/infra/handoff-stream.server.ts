import type { EntryContext } from "@remix-run/node";

/**
 * A page's data as single fetch hands them to the browser (decision 059): a turbo-stream that
 * Remix's <RemixServer> writes as inline scripts, one per chunk, each behind a Suspense boundary.
 * The pages are rendered whole with renderToString (decision 015), which cannot wait for a chunk:
 * so the stream is read to its end before the render, and its text is written as the one script
 * Remix would have written for it, at the end of <body> (where a browser puts a script that
 * comes after </html> anyway, and where React's streaming renderer writes them).
 */

const SCRIPT_ESCAPES: Record<string, string> = { "&": "\\u0026", "<": "\\u003c", ">": "\\u003e", "\u2028": "\\u2028", "\u2029": "\\u2029" };

/** JSON text made safe inside an inline script, as Remix escapes it (its `escapeHtml`). */
export function escapeScriptText(json: string): string {
  return json.replace(/[&<>\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c]!);
}

/** The page's data stream, read to its end; null when the page has none. */
export async function readHandoff(context: EntryContext): Promise<string | null> {
  const stream = context.serverHandoffStream as ReadableStream<Uint8Array> | undefined;
  if (!stream) return null;
  return readText(stream);
}

export async function readText(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  const reader = stream.getReader();
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

/** The context to render with: its stream is already read, so <RemixServer> writes no scripts for it. */
export function withoutHandoffStream(context: EntryContext): EntryContext {
  return { ...context, serverHandoffStream: undefined };
}

/** The rendered page with the data's scripts at the end of <body>, when the page drew <Scripts>. */
export function withHandoffScripts(html: string, context: EntryContext, handoff: string | null, nonce: string | undefined): string {
  if (handoff === null || !context.renderMeta?.didRenderScripts) return html;
  const attributes = nonce ? ` nonce="${nonce}"` : "";
  const scripts =
    `<script${attributes}>window.__remixContext.streamController.enqueue(${escapeScriptText(JSON.stringify(handoff))});</script>` +
    `<script${attributes}>window.__remixContext.streamController.close();</script>`;
  const end = html.lastIndexOf("</body>");
  return end < 0 ? html + scripts : html.slice(0, end) + scripts + html.slice(end);
}
