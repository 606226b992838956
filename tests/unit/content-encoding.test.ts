import type { IncomingMessage } from "node:http";

import { describe, expect, it } from "vitest";

import { chosenEncoding } from "../../edge/content-encoding";

const asking = (acceptEncoding?: string) =>
  ({ headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } }) as IncomingMessage;
const chosen = (acceptEncoding?: string) => chosenEncoding(asking(acceptEncoding), ["br", "gzip"] as const);

describe("the encoding of an answer", () => {
  it("is brotli for a browser that takes both, in whatever order it lists them", () => {
    expect(chosen("gzip, deflate, br, zstd")).toBe("br");
    expect(chosen("br")).toBe("br");
    expect(chosen("*")).toBe("br");
  });

  it("is never one the client refused with q=0, nor one it did not name", () => {
    expect(chosen("br;q=0, gzip;q=0")).toBeNull();
    expect(chosen("br;q=0, gzip")).toBe("gzip");
    expect(chosen("gzip;q=0")).toBeNull();
    expect(chosen("*;q=0")).toBeNull();
    expect(chosen("identity")).toBeNull();
    expect(chosen("")).toBeNull();
    expect(chosen(undefined)).toBeNull();
    expect(chosen("brotli, xgzip")).toBeNull();
  });

  it("reads the header in any letter case, and follows the client's q-values", () => {
    expect(chosen("GZIP")).toBe("gzip");
    expect(chosen("BR;Q=0, Gzip")).toBe("gzip");
    expect(chosen("gzip;q=1, br;q=0.5")).toBe("gzip");
  });

  it("chooses among the copies there are", () => {
    expect(chosenEncoding(asking("gzip, br"), ["gzip"] as const)).toBe("gzip");
    expect(chosenEncoding(asking("br"), ["gzip"] as const)).toBeNull();
    expect(chosenEncoding(asking("br"), [] as string[])).toBeNull();
  });
});
