import { describe, expect, it } from "vitest";

import { pathInLanguage } from "~/domain/language";
import { queryNames, queryOf } from "~/domain/route-handle";

describe("links to a page's twin in the other language", () => {
  it("stay on the site whatever the path holds", () => {
    expect(pathInLanguage("/hi//evil.example", "en")).toBe("/evil.example");
    expect(pathInLanguage("/hi/\\evil.example", "en")).toBe("/evil.example");
    expect(pathInLanguage("/hi///evil.example/x?y=1", "en")).toBe("/evil.example/x?y=1");
    expect(pathInLanguage("/faq", "hi")).toBe("/hi/faq");
    expect(pathInLanguage("/hi/faq?page=2", "en")).toBe("/faq?page=2");
  });

  it("carry only the query parameters the page reads, in its order", () => {
    const matches = [{ handle: { i18n: "blog" } }, { handle: { cacheQuery: ["page"] } }];
    expect(queryOf(queryNames(matches), "?evil=1&page=2&page=3")).toBe("?page=2");
    expect(queryOf(queryNames(matches), "?utm=%3Cscript%3E")).toBe("");
    expect(queryOf(["sort", "page"], "page=2&sort=new")).toBe("?sort=new&page=2");
    expect(queryOf([], "?page=2")).toBe("");
  });
});
