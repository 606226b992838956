import { describe, expect, it } from "vitest";

import { safeNextPath } from "~/domain/admin";

describe("the page a login may go on to", () => {
  it("is a path on this site", () => {
    expect(safeNextPath("/admin/view/3?tab=bank")).toBe("/admin/view/3?tab=bank");
  });

  it("is never another site, a scheme, or text with control characters", () => {
    for (const value of [
      "//evil.example/",
      "/\\evil.example",
      "https://evil.example",
      "javascript:alert(1)",
      "/admin\r\nSet-Cookie: x=1",
      "/admin\u0000",
      "/adm in",
      "/admin/ü",
      `/${"a".repeat(2001)}`,
      "",
    ]) {
      expect(safeNextPath(value), JSON.stringify(value)).toBe("/admin");
    }
    expect(safeNextPath(null, "/")).toBe("/");
  });
});
