import { describe, expect, it } from "vitest";

import { changeChannel, topicsOf } from "~/infra/change-notices.server";

describe("change notices", () => {
  it("a notice names the topics that changed", () => {
    expect(topicsOf('{"topics":["faqs","astrologers"]}')).toEqual(["faqs", "astrologers"]);
  });

  it("a notice this release cannot read drops every cache", () => {
    for (const payload of ['{"topics":["faqs","podcasts"]}', '{"topics":[]}', "{}", "faqs", "", undefined]) {
      expect(topicsOf(payload)).toBe("all");
    }
  });

  it("each schema has its own channel, within PostgreSQL's 63-byte names", () => {
    expect(changeChannel(undefined)).toBe("grahavani_changes");
    expect(changeChannel("test_1")).toBe("grahavani_changes_test_1");
    expect(changeChannel("x".repeat(80))).toHaveLength(63);
  });
});
