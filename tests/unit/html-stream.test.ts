import { Writable } from "node:stream";
import { createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DEFERRED_SCRIPT_TYPE } from "~/components/HydrateOnIntent";
import { deferHydrationScripts } from "~/infra/html-stream.server";

// What Remix's <Scripts> renders, in the order it renders it.
const SCRIPTS =
  '<link rel="modulepreload" href="/build/manifest-1.js"/><link rel="modulepreload" href="/build/entry.client-2.js"/>' +
  '<script nonce="abc">window.__remixContext = {"state":{}};</script>' +
  '<script nonce="abc" type="module" async="">import "/build/manifest-1.js";\nimport("/build/entry.client-2.js");</script>';
const PAGE = `<!DOCTYPE html><html><head></head><body><p>Hello</p>${SCRIPTS}</body></html>`;

describe("holding hydration back until the first interaction", () => {
  it("turns the preloads inert and the entry module script into a data block", () => {
    const out = deferHydrationScripts(PAGE);
    expect(out).not.toContain('rel="modulepreload" href');
    expect(out.match(/<link rel="modulepreload" media="not all" href=/g)).toHaveLength(2);
    expect(out).toContain(`<script nonce="abc" type="${DEFERRED_SCRIPT_TYPE}" data-entry-script="">import "/build/manifest-1.js";`);
    expect(out).not.toContain('<script nonce="abc" type="module"');
    // The data and the rest of the page are left as they were.
    expect(out).toContain('<script nonce="abc">window.__remixContext = {"state":{}};</script>');
    expect(out.startsWith("<!DOCTYPE html><html><head></head><body><p>Hello</p>")).toBe(true);
  });

  it("leaves a page without scripts, and its multi-byte text, as it was", () => {
    const page = "<p>राशिफल ★ ₹</p>";
    expect(deferHydrationScripts(page)).toBe(page);
  });

  it("drops the NUL bytes React's stream leaves where a multi-byte character meets its 2 KB buffer's end", async () => {
    // Short texts (React encodes long ones apart), shifted a byte at a time: some "₹" (3 bytes)
    // falls across the boundary.
    for (let shift = 0; shift < 3; shift++) {
      const prices = Array.from({ length: 400 }, (_, i) => `${"x".repeat(shift)}₹${i}/min`);
      const page = createElement("p", null, ...prices.map((price, i) => createElement("span", { key: i }, price)));
      const rendered = await new Promise<string>((resolve, reject) => {
        const { pipe } = renderToPipeableStream(page, {
          onAllReady() {
            // As entry.server.tsx does: the stream's bytes collected whole, then rewritten.
            const chunks: Buffer[] = [];
            const sink = new Writable({
              write(chunk: Buffer, _encoding, callback) {
                chunks.push(chunk);
                callback();
              },
              final(callback) {
                resolve(deferHydrationScripts(Buffer.concat(chunks).toString("utf8")));
                callback();
              },
            });
            pipe(sink);
          },
          onShellError: reject,
        });
      });
      expect(rendered).not.toContain("\u0000");
      expect(rendered).toBe(`<p>${prices.map((price) => `<span>${price}</span>`).join("")}</p>`);
    }
  });
});
