import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";
import { DEFERRED_SCRIPT_TYPE } from "~/components/HydrateOnIntent";

const REWRITES: Array<[string, string]> = [
  ['<link rel="modulepreload" ', '<link rel="modulepreload" media="not all" '],
  ['type="module" async="">', `type="${DEFERRED_SCRIPT_TYPE}" data-entry-script="">`],
];

const NEEDLES = REWRITES.map(([needle]) => needle);

/**
 * Rewrites a streamed HTML page so that its hydration JavaScript is neither fetched nor run
 * while the page loads (issue 8). Every page reads and every form submits without JavaScript,
 * so a visitor on a cheap phone pays for React only once they start to interact: the inline
 * bootstrap of `app/components/HydrateOnIntent.tsx` then runs the held-back entry script.
 *
 * Two tags of Remix's <Scripts> change, and nothing else but stray NULs (see rewrite()) (React does not patch attributes
 * when it hydrates, so the markup still hydrates as rendered):
 * - `<link rel="modulepreload" …>` gains `media="not all"`: no preload of code that may never
 *   run (the entry script's own imports fetch it when it does run);
 * - the inline `<script type="module" async>` becomes an inert data block,
 *   `<script type="text/x-deferred-module" data-entry-script>`, which the bootstrap copies
 *   into a live module script.
 */
export function deferHydrationScripts(): Transform {
  const decoder = new StringDecoder("utf8");
  let carry = "";
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = carry + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      // Hold back only a tail that could be the start of a tag split across chunks.
      const keep = partialNeedleAt(text);
      carry = text.slice(text.length - keep);
      const ready = text.slice(0, text.length - keep);
      callback(null, ready ? rewrite(ready) : undefined);
    },
    flush(callback) {
      const rest = carry + decoder.end();
      carry = "";
      callback(null, rest ? rewrite(rest) : undefined);
    },
  });
}

function rewrite(html: string): string {
  // React 18's stream writes its whole 2 KB buffer when a multi-byte character does not fit at
  // its end, zero bytes included: NULs that no page of ours contains (HTML forbids them).
  let out = html.includes("\u0000") ? html.replaceAll("\u0000", "") : html;
  for (const [needle, replacement] of REWRITES) out = out.split(needle).join(replacement);
  return out;
}

/** Length of the longest suffix of `text` that is a proper prefix of one of the needles. */
function partialNeedleAt(text: string): number {
  let longest = 0;
  for (const needle of NEEDLES) {
    for (let length = Math.min(needle.length - 1, text.length); length > longest; length--) {
      if (needle.startsWith(text.slice(text.length - length))) {
        longest = length;
        break;
      }
    }
  }
  return longest;
}
