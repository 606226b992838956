import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
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

async function through(chunks: string[]): Promise<string> {
  return text(Readable.from(chunks.map((c) => Buffer.from(c))).pipe(deferHydrationScripts()));
}

describe("holding hydration back until the first interaction", () => {
  it("turns the preloads inert and the entry module script into a data block", async () => {
    const out = await through([PAGE]);
    expect(out).not.toContain('rel="modulepreload" href');
    expect(out.match(/<link rel="modulepreload" media="not all" href=/g)).toHaveLength(2);
    expect(out).toContain(`<script nonce="abc" type="${DEFERRED_SCRIPT_TYPE}" data-entry-script="">import "/build/manifest-1.js";`);
    expect(out).not.toContain('<script nonce="abc" type="module"');
    // The data and the rest of the page are left as they were.
    expect(out).toContain('<script nonce="abc">window.__remixContext = {"state":{}};</script>');
  });

  it("finds the tags however the stream is cut", async () => {
    const whole = await through([PAGE]);
    for (let size = 1; size <= 40; size += 3) {
      const chunks: string[] = [];
      for (let i = 0; i < PAGE.length; i += size) chunks.push(PAGE.slice(i, i + size));
      expect(await through(chunks)).toBe(whole);
    }
  });

  it("keeps multi-byte characters split across chunks intact", async () => {
    const page = `<p>राशिफल ★ ₹</p>${SCRIPTS}`;
    const bytes = Buffer.from(page);
    const pieces = [bytes.subarray(0, 5), bytes.subarray(5, 11), bytes.subarray(11)];
    const out = await text(Readable.from(pieces).pipe(deferHydrationScripts()));
    expect(out.startsWith("<p>राशिफल ★ ₹</p>")).toBe(true);
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
            const body = deferHydrationScripts();
            text(body).then(resolve, reject);
            pipe(body);
          },
          onShellError: reject,
        });
      });
      expect(rendered).not.toContain("\u0000");
      expect(rendered).toBe(`<p>${prices.map((price) => `<span>${price}</span>`).join("")}</p>`);
    }
  });
});
