import { describe, expect, it } from "vitest";

import { parsePage } from "~/domain/astrologer-list";
import { pageCountFor, pageWindow, parsePageParam } from "~/domain/pagination";

describe("pagination window", () => {
  it("shows at most five pages centred on the current one", () => {
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
  });

  it("stays within the first and last page", () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it("shows every page when there are five or fewer, and none when there are none", () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it("counts pages, rounding up", () => {
    expect(pageCountFor(0, 12)).toBe(0);
    expect(pageCountFor(12, 12)).toBe(1);
    expect(pageCountFor(13, 12)).toBe(2);
  });
});

describe("a page number in an address", () => {
  it("is a whole number from 1, of up to six digits; absent or empty is the first page", () => {
    expect([null, "", "1", "7", "000123", "999999"].map(parsePageParam)).toEqual([1, 1, 1, 7, 123, 999999]);
    expect(["0", "-1", "1.5", "2e3", " 2", "abc", "1234567"].map(parsePageParam)).toEqual([null, null, null, null, null, null, null]);
  });

  it("the astrologer lists read it by the same rule, a malformed one as their first page", () => {
    expect(["", " 3 ", "0", "abc", "1234567"].map(parsePage)).toEqual([1, 3, 1, 1, 1]);
    expect(parsePage("999999")).toBe(10_000);
  });
});
