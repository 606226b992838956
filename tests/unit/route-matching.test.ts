import { createRequire } from "node:module";

import { describe, expect, it } from "vitest";

// patches/@remix-run+router+*.patch keeps route matching's ranked branches per route tree and
// the branch each pathname matched (decision 018). The server loads the patched CommonJS build;
// the ES module build is React Router's own, unpatched. Every answer must be the one the
// unpatched router gives, on the tree it is asked about, even when a tree of the same shape
// was ranked first (Remix builds a new tree for every render).

const require = createRequire(import.meta.url);
type Route = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Route[] };
type Match = { route: Route; params: Record<string, string | undefined>; pathname: string; pathnameBase: string };
type MatchRoutes = (routes: Route[], location: string, basename?: string) => Match[] | null;

const patched = require("@remix-run/router") as { matchRoutes: MatchRoutes; matchPath: (p: unknown, path: string) => unknown };

/** A tree with what this site's routes use and what matching must rank: layouts, index, params, optional and splat segments, case sensitivity. */
function tree(tag: string): Route[] {
  return [
    {
      id: `root${tag}`,
      path: "",
      children: [
        { id: `index${tag}`, index: true },
        { id: `blogs${tag}`, path: "blogs" },
        { id: `blog${tag}`, path: "blogs/:slug" },
        { id: `daily${tag}`, path: "daily-horoscope/:day/:sign" },
        { id: `dailyRedirect${tag}`, path: "daily-horoscope/:sign?" },
        { id: `festival${tag}`, path: "festival/:year?/:month" },
        { id: `Exact${tag}`, path: "Exact", caseSensitive: true },
        {
          id: `admin${tag}`,
          path: "admin",
          children: [
            { id: `adminIndex${tag}`, index: true },
            { id: `adminView${tag}`, path: "view/:id" },
            { id: `adminDoc${tag}`, path: "view/:id/documents/:docId" },
          ],
        },
        { id: `files${tag}`, path: "media/*" },
        { id: `notFound${tag}`, path: "*" },
      ],
    },
  ];
}

const PATHS = [
  "/",
  "/blogs",
  "/blogs/",
  "/blogs/saturn-transit",
  "/BLOGS/Saturn",
  "/blogs/a%20b",
  "/daily-horoscope",
  "/daily-horoscope/leo",
  "/daily-horoscope/today/leo",
  "/festival/november",
  "/festival/2027/march",
  "/Exact",
  "/exact",
  "/admin",
  "/admin/view/42",
  "/admin/view/42/documents/7",
  "/media/blog/1/a.webp",
  "/nowhere/at/all",
];

const shape = (matches: Match[] | null) =>
  matches?.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname, pathnameBase: m.pathnameBase })) ?? null;

describe("route matching (patched @remix-run/router)", async () => {
  const unpatched = (await import("@remix-run/router/dist/router.js")) as unknown as { matchRoutes: MatchRoutes };

  it("is the patched build on the server", () => {
    expect(require.resolve("@remix-run/router")).toMatch(/router\.cjs\.js$/);
    expect(require("node:fs").readFileSync(require.resolve("@remix-run/router"), "utf8")).toContain("rankedBranchesByShape");
  });

  it("matches every path as the unpatched router does, asked again and on new trees of the same shape", () => {
    for (let round = 0; round < 3; round++) {
      const routes = tree(`-${round}`);
      for (const path of PATHS) {
        const expected = shape(unpatched.matchRoutes(tree(`-${round}`), path));
        const got = patched.matchRoutes(routes, path);
        expect(shape(got), `${path} in round ${round}`).toEqual(expected);
        // The matches name this tree's own route objects, never those of the tree ranked first.
        for (const match of got ?? []) expect(JSON.stringify(routes)).toContain(`"id":"${match.route.id}"`);
        if (got) expect(got[0].route).toBe(routes[0]);
      }
    }
  });

  it("ranks a tree of another shape afresh", () => {
    const routes = tree("-a");
    expect(patched.matchRoutes(routes, "/blogs/x")?.at(-1)?.route.id).toBe("blog-a");
    // The same ids, but the blog route now takes an extra segment: the old ranking must not be used.
    const changed = tree("-a");
    changed[0].children![2].path = "blogs/:slug/comments";
    expect(patched.matchRoutes(changed, "/blogs/x")?.at(-1)?.route.id).toBe("notFound-a");
    expect(patched.matchRoutes(changed, "/blogs/x/comments")?.at(-1)?.route.id).toBe("blog-a");
  });

  it("keeps matchPath's answers for patterns used over and over", () => {
    for (let i = 0; i < 3; i++) {
      expect(patched.matchPath("/blogs/:slug", "/blogs/saturn")).toMatchObject({ params: { slug: "saturn" } });
      expect(patched.matchPath({ path: "/blogs", end: false }, "/blogs/saturn")).toMatchObject({ pathnameBase: "/blogs" });
      expect(patched.matchPath({ path: "/Exact", caseSensitive: true }, "/exact")).toBeNull();
    }
  });
});
