import { describe, expect, it } from "vitest";

import { inlineFutureFlags, readFutureFlags } from "../../scripts/rechunk-client.mjs";

// The line as @remix-run/dev writes it into build/index.js.
const SERVER_BUILD = `var mode = "production", assetsBuildDirectory = "public/build", future = { v3_fetcherPersist: !0, v3_singleFetch: !1, v3_lazyRouteDiscovery: !0, unstable_optimizeDeps: !1 }, publicPath = "/build/";`;

describe("Remix's future flags in the browser build", () => {
  it("are read from the server build, v3_ flags only", () => {
    const flags = readFutureFlags(SERVER_BUILD);
    expect(Object.fromEntries(flags)).toEqual({ v3_fetcherPersist: "!0", v3_singleFetch: "!1", v3_lazyRouteDiscovery: "!0" });
  });

  it("make the build fail when the server build no longer lists them", () => {
    expect(() => readFutureFlags(`var mode = "production";`)).toThrow(/future/);
    expect(() => readFutureFlags(`var x = 1, future = { v3_fetcherPersist: !0 };`)).toThrow(/v3_singleFetch/);
  });

  it("replace each read with the flag's value, and nothing else", () => {
    const flags = readFutureFlags(SERVER_BUILD);
    const code = [
      `if(window.__remixContext.future.v3_singleFetch){a()}`,
      `let b=!o.v3_singleFetch,c=[o.v3_singleFetch,l],d=e.v3_lazyRouteDiscovery===true&&!t;`,
      // an assignment, an object key, a longer name and an unknown flag stay as they are
      `o.v3_singleFetch=x;f={v3_singleFetch:y};g.v3_singleFetchMore;h.v3_other;`,
    ].join("");
    expect(inlineFutureFlags(code, flags)).toBe(
      [
        `if(!1){a()}`,
        `let b=!!1,c=[!1,l],d=!0===true&&!t;`,
        `o.v3_singleFetch=x;f={v3_singleFetch:y};g.v3_singleFetchMore;h.v3_other;`,
      ].join(""),
    );
  });
});
