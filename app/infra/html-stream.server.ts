import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

const NEEDLE = '<link rel="modulepreload" ';
const REPLACEMENT = '<link rel="modulepreload" fetchpriority="low" ';

/**
 * Rewrites a streamed HTML page so the browser fetches the hydration JavaScript at low priority
 * (issue 8): every page reads fully without it, so on a slow connection the text, pictures and
 * first paint go first. Remix's <Scripts> offers no prop for this, hence a rewrite of its
 * `<link rel="modulepreload" …>` tags (React ignores the extra attribute when hydrating).
 *
 * (Loading the scripts only after the first paint scored better still in Lighthouse, but then
 * hydration finished after the load event, and code that counts on a hydrated page at `load`
 * — the browser tests among it — broke. Low priority keeps hydration before `load`.)
 */
export function lowPriorityModulePreloads(): Transform {
  const decoder = new StringDecoder("utf8");
  let carry = "";
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = carry + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      // Hold back only a tail that could be the start of a tag split across chunks.
      const keep = partialNeedleAt(text);
      carry = text.slice(text.length - keep);
      const ready = text.slice(0, text.length - keep);
      callback(null, ready ? ready.split(NEEDLE).join(REPLACEMENT) : undefined);
    },
    flush(callback) {
      const rest = carry + decoder.end();
      carry = "";
      callback(null, rest ? rest.split(NEEDLE).join(REPLACEMENT) : undefined);
    },
  });
}

/** Length of the longest suffix of `text` that is a proper prefix of the needle. */
function partialNeedleAt(text: string): number {
  for (let length = Math.min(NEEDLE.length - 1, text.length); length > 0; length--) {
    if (NEEDLE.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}
