import { DEFERRED_SCRIPT_TYPE } from "~/components/HydrateOnIntent";

const REWRITES: Array<[string, string]> = [
  ['<link rel="modulepreload" ', '<link rel="modulepreload" media="not all" '],
  ['type="module" async="">', `type="${DEFERRED_SCRIPT_TYPE}" data-entry-script="">`],
];

/**
 * Rewrites a rendered HTML page so that its hydration JavaScript is neither fetched nor run
 * while the page loads (decision 050). Every page reads and every form submits without JavaScript,
 * so a visitor on a cheap phone pays for React only once they start to interact: the inline
 * bootstrap of `app/components/HydrateOnIntent.tsx` then runs the held-back entry script.
 *
 * Two tags of Remix's <Scripts> change, and nothing else (React does not patch attributes when
 * it hydrates, so the markup still hydrates as rendered):
 * - `<link rel="modulepreload" …>` gains `media="not all"`: no preload of code that may never
 *   run (the entry script's own imports fetch it when it does run);
 * - the inline `<script type="module" async>` becomes an inert data block,
 *   `<script type="text/x-deferred-module" data-entry-script>`, which the bootstrap copies
 *   into a live module script.
 *
 * The page is whole when this runs (entry.server.tsx renders it in one piece): no tag can be
 * cut between two chunks.
 */
export function deferHydrationScripts(html: string): string {
  // The tags come after the page's content: only the text from the first of them is rewritten,
  // and the search for it starts at the end of <main> (a whole scan of a 60 KB page is not free).
  const from = Math.max(0, html.lastIndexOf("</main>"));
  let start = html.length;
  for (const [needle] of REWRITES) {
    const at = html.indexOf(needle, from);
    if (at >= 0 && at < start) start = at;
  }
  if (start === html.length) return html;
  let tail = html.slice(start);
  for (const [needle, replacement] of REWRITES) tail = tail.replaceAll(needle, replacement);
  return html.slice(0, start) + tail;
}
