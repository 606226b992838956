import type { ServerBuild } from "@remix-run/node";
import { describe, expect, it } from "vitest";

import { DEFAULT_BODY_LIMIT, needsScripts } from "~/domain/route-handle";

import { pagePathOf, routeRules } from "../../edge/route-rules";

/** A build's route manifest as the Remix compiler writes it, with the handles that matter here. */
function buildOf(routes: Array<{ id: string; parentId?: string; path?: string; index?: boolean; handle?: unknown }>): ServerBuild {
  return {
    routes: Object.fromEntries(routes.map((route) => [route.id, { ...route, module: { handle: route.handle } }])),
  } as unknown as ServerBuild;
}

const build = buildOf([
  { id: "root", path: "" },
  { id: "routes/_public+/_index", parentId: "root", index: true },
  {
    id: "routes/_account+/profile",
    parentId: "root",
    path: "profile",
    handle: { hydrate: true, bodyLimit: 16_000_000, tooLargeMessage: "Too big." },
  },
  { id: "routes/_onboarding+/document", parentId: "root", path: "document", handle: { bodyLimit: 61_000_000, multipartOnly: true } },
  // A page in both editions: the Hindi twin shares the module's handle, whose message follows the address.
  ...["upload", "hi/upload"].map((path) => ({
    id: `routes/${path}`,
    parentId: "root",
    path,
    handle: { bodyLimit: 1_000, tooLargeMessage: (language: string) => (language === "hi" ? "बहुत बड़ी।" : "Too large.") },
  })),
  { id: "routes/admin+/_layout", parentId: "root", path: "admin", handle: { hydrate: true } },
  { id: "routes/admin+/yearly.$year.$sign", parentId: "routes/admin+/_layout", path: "yearly/:year/:sign", handle: { bodyLimit: 524_288 } },
  { id: "routes/admin+/documents.$id", parentId: "routes/admin+/_layout", path: "documents/:id", handle: { ownSecurityPolicy: true } },
  { id: "routes/_public+/blogs._index", parentId: "root", path: "blogs", index: true, handle: { cacheQuery: ["page"] } },
  { id: "routes/_public+/chat", parentId: "root", path: "chat", handle: { cacheQuery: ["language", "sort", "page"] } },
  { id: "routes/_public+/kundli", parentId: "root", path: "kundli", handle: { costlyWork: ["POST"], renderedOnPagePool: true } },
  {
    id: "routes/_public+/panchang.$city.$date",
    parentId: "root",
    path: "panchang/:city/:date",
    handle: { costlyWork: ["GET"], cheapAt: ({ city }: { city?: string }) => city === "new-delhi" },
  },
]);

describe("what routes declare for the edge", () => {
  const rules = routeRules(build);

  it("a route's body cap and rules hold at its address and at its data address, nowhere else", () => {
    expect(rules.postRules("/profile")).toEqual({ bodyLimit: 16_000_000, multipartOnly: false, tooLargeMessage: "Too big." });
    expect(rules.postRules("/profile.data")).toEqual(rules.postRules("/profile"));
    expect(rules.postRules("/document")).toEqual({ bodyLimit: 61_000_000, multipartOnly: true });
    expect(rules.postRules("/admin/yearly/2026/leo")).toEqual({ bodyLimit: 524_288, multipartOnly: false });
    expect(rules.postRules("/admin/yearly/2026/leo/extra")).toEqual({ bodyLimit: DEFAULT_BODY_LIMIT, multipartOnly: false });
    expect(rules.postRules("/signup")).toEqual({ bodyLimit: DEFAULT_BODY_LIMIT, multipartOnly: false });
    expect(rules.postRules("/profilex")).toEqual({ bodyLimit: DEFAULT_BODY_LIMIT, multipartOnly: false });
  });

  it("says a too-large upload in the language of the address posted to", () => {
    expect(rules.postRules("/upload").tooLargeMessage).toBe("Too large.");
    expect(rules.postRules("/hi/upload").tooLargeMessage).toBe("बहुत बड़ी।");
    expect(rules.postRules("/hi/upload.data").tooLargeMessage).toBe("बहुत बड़ी।");
  });

  it("keys the page cache by the query parameters a page reads and by no other", () => {
    expect(rules.cacheAddress("/faq")).toBe("/faq");
    expect(rules.cacheAddress("/faq?utm_source=x&fbclid=y")).toBe("/faq");
    expect(rules.cacheAddress("/?a=1")).toBe("/");
    expect(rules.cacheAddress("/blogs?page=2&junk=1")).toBe("/blogs?page=2");
    expect(rules.cacheAddress("/blogs?junk=1")).toBe("/blogs");
    // The route's order, each parameter once (the first value, as the loader reads it).
    expect(rules.cacheAddress("/chat?page=3&x=1&sort=price-low&page=9&language=hindi")).toBe("/chat?language=hindi&sort=price-low&page=3");
    expect(rules.cacheAddress("/blogsx?page=2")).toBe("/blogsx");
  });

  it("knows the routes that send their own security policy", () => {
    expect(rules.ownsSecurityPolicy("/admin/documents/12")).toBe(true);
    expect(rules.ownsSecurityPolicy("/admin/view/12")).toBe(false);
    expect(rules.ownsSecurityPolicy("/")).toBe(false);
  });

  it("sends a chart's post, with or without JavaScript, to the page pool; its form page, and work reckoned elsewhere, stay", () => {
    expect(rules.rendersOnPagePool("POST", "/kundli")).toBe(true);
    expect(rules.rendersOnPagePool("POST", "/kundli.data")).toBe(true);
    expect(rules.rendersOnPagePool("GET", "/kundli")).toBe(false);
    expect(rules.isCostly("GET", "/panchang/pune/2026-11-28")).toBe(true);
    expect(rules.rendersOnPagePool("GET", "/panchang/pune/2026-11-28")).toBe(false);
    expect(rules.isCostly("GET", "/panchang/new-delhi/2026-11-28")).toBe(false);
  });

  it("reads a data address as its page's", () => {
    expect(pagePathOf("/_root.data")).toBe("/");
    expect(pagePathOf("/bank-details.data")).toBe("/bank-details");
    expect(pagePathOf("/bank-details")).toBe("/bank-details");
  });

  it("scripts go only to pages whose routes ask for them", () => {
    expect(needsScripts([{ handle: undefined }, { handle: {} }])).toBe(false);
    expect(needsScripts([{ handle: undefined }, { handle: { hydrate: true } }, { handle: {} }])).toBe(true);
    expect(needsScripts([{ handle: { hydrate: true } }], "POST")).toBe(true);
  });

  it("a form's page hydrates, and the document answering its post is a reading page", () => {
    expect(needsScripts([{ handle: undefined }, { handle: { hydrate: "form" } }])).toBe(true);
    expect(needsScripts([{ handle: undefined }, { handle: { hydrate: "form" } }], "GET")).toBe(true);
    expect(needsScripts([{ handle: undefined }, { handle: { hydrate: "form" } }], "POST")).toBe(false);
  });
});
