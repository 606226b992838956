import { describe, expect, it } from "vitest";

import { isDataRequest, pagePathOf, pageUrlOf } from "~/infra/single-fetch.server";

describe("the page a single-fetch data request is for", () => {
  it("strips .data, with /_root.data standing for /", () => {
    expect(isDataRequest("/profile.data")).toBe(true);
    expect(isDataRequest("/profile")).toBe(false);
    expect(pagePathOf("/profile.data")).toBe("/profile");
    expect(pagePathOf("/_root.data")).toBe("/");
    expect(pagePathOf("/admin/blogupload")).toBe("/admin/blogupload");
  });

  it("keeps the page's query, drops Remix's _routes, and stays a path on this site", () => {
    expect(pageUrlOf("/blogs.data?page=2&_routes=root")).toBe("/blogs?page=2");
    expect(pageUrlOf("/_root.data")).toBe("/");
    for (const hostile of ["//x//evil.com.data", "//evil.com.data", "/\\evil.com.data", "///evil.com/a.data"]) {
      const location = pageUrlOf(hostile);
      expect(location, hostile).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, "http://localhost").host, hostile).toBe("localhost");
    }
  });
});
