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

  it("rewrites the scripts after <main> of a whole page, and nothing inside it", () => {
    const inside = '<main id="main"><p>type="module" async=""&gt;</p></main>';
    const out = deferHydrationScripts(`<!DOCTYPE html><html><head></head><body>${inside}<footer></footer>${SCRIPTS}</body></html>`);
    expect(out).toContain(inside);
    expect(out.match(/<link rel="modulepreload" media="not all" href=/g)).toHaveLength(2);
    expect(out).toContain(`type="${DEFERRED_SCRIPT_TYPE}" data-entry-script="">import "/build/manifest-1.js";`);
  });

  it("leaves a page without scripts, and its multi-byte text, as it was", () => {
    const page = "<p>राशिफल ★ ₹</p>";
    expect(deferHydrationScripts(page)).toBe(page);
  });
});
