import { describe, expect, it } from "vitest";

import { loggedPath } from "../../edge/logged-path";

describe("the path a log line writes", () => {
  it("leaves out the secret of a chart's link to send and of an e-mail's confirmation link, in both editions", () => {
    const token = "Zx9_-abcdefghijklmnopqrstuvwxyz0123456789AB";
    expect(loggedPath(`/kundli/shared/${token}`)).toBe("/kundli/shared/:token");
    expect(loggedPath(`/hi/kundli/shared/${token}?varga=10`)).toBe("/hi/kundli/shared/:token");
    expect(loggedPath(`/grievance/confirm/${token}`)).toBe("/grievance/confirm/:token");
  });

  it("keeps every other path as it is, without its query", () => {
    expect(loggedPath("/kundli?x=1")).toBe("/kundli");
    expect(loggedPath("/my-kundlis/12")).toBe("/my-kundlis/12");
    expect(loggedPath("/panchang/varanasi/2026-11-28")).toBe("/panchang/varanasi/2026-11-28");
  });
});
