import { createRequire } from "node:module";

import { describe, expect, it, vi } from "vitest";

// The patches to @remix-run/server-runtime, @remix-run/react and react-router-dom make the route
// objects of a render once per build, not once per render, and the one to @remix-run/router
// parses a loader's json() from its text instead of reading the body back (decision 018). The server loads those
// packages' CommonJS builds, the ones patched, so they are loaded here the same way. Pages of
// two builds of the same shape, asked for in turns, must each be drawn by their own build's
// components with their own request's data and parameters.

const require = createRequire(import.meta.url);
const React = require("react") as typeof import("react");
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");
const remixReact = require("@remix-run/react") as typeof import("@remix-run/react");
const runtime = require("@remix-run/server-runtime") as typeof import("@remix-run/server-runtime");
const { createEntryRouteModules } = require("@remix-run/server-runtime/dist/entry.js") as {
  createEntryRouteModules: (routes: unknown) => unknown;
};
const { createStaticRouter } = require("react-router-dom/server") as {
  createStaticRouter: (routes: unknown[], context: unknown) => { routes: unknown[]; state: { matches: { route: { id: string } }[] } };
};

const h = React.createElement;

/** A build with a root layout, an index page, /a and /b/:id, every component naming `tag`. */
function build(tag: string) {
  const { Outlet, useLoaderData, useParams } = remixReact;
  const page = (id: string) => ({
    loader: ({ request }: { request: Request }) => ({ id, query: new URL(request.url).searchParams.get("q") }),
    default: function Page() {
      const data = useLoaderData() as { id: string; query: string | null };
      const params = useParams();
      return h("p", null, `${tag} ${data.id} q=${data.query} param=${params.id ?? "-"}`);
    },
  });
  const modules: Record<string, { id: string; parentId?: string; path?: string; index?: boolean; module: object }> = {
    root: { id: "root", path: "", module: { default: () => h("main", null, h(Outlet)) } },
    "routes/_index": { id: "routes/_index", parentId: "root", index: true, module: page("index") },
    "routes/a": { id: "routes/a", parentId: "root", path: "a", module: page("a") },
    "routes/b.$id": { id: "routes/b.$id", parentId: "root", path: "b/:id", module: page("b") },
  };
  const manifestRoutes = Object.fromEntries(
    Object.values(modules).map((r) => [
      r.id,
      {
        id: r.id,
        parentId: r.parentId,
        path: r.path,
        index: r.index,
        module: `/${r.id}.js`,
        hasLoader: r.id !== "root",
        hasAction: false,
        hasClientLoader: false,
        hasClientAction: false,
        hasErrorBoundary: false,
      },
    ]),
  );
  const entry = {
    default: (request: Request, status: number, headers: Headers, context: unknown) =>
      new Response(renderToString(h(remixReact.RemixServer, { context: context as never, url: request.url })), { status, headers }),
  };
  return {
    mode: "production",
    entry: { module: entry },
    routes: modules,
    assets: { version: tag, url: "/manifest.js", entry: { module: "/entry.js", imports: [] }, routes: manifestRoutes },
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    future: {},
    isSpaMode: false,
    basename: undefined,
  };
}

async function page(handler: (request: Request) => Promise<Response>, path: string) {
  const response = await handler(new Request(`http://localhost${path}`));
  const html = await response.text();
  return html.match(/<p>(.*?)<\/p>/)?.[1]?.replace(/<!-- -->/g, "") ?? html;
}

describe("a loader's json() on the server", () => {
  it("reaches the page as the same JSON, without its body being read", async () => {
    const made: Response[] = [];
    const jsonBuild = build("json");
    jsonBuild.routes["routes/a"].module = {
      loader: () => {
        const response = runtime.json({ when: new Date(Date.UTC(2026, 10, 22)), gone: undefined, list: [1, "two", null], text: "<b>&" });
        made.push(response);
        return response;
      },
      default: function Page() {
        const data = remixReact.useLoaderData() as Record<string, unknown>;
        return h("p", null, `${typeof data.when} ${String(data.when)} ${"gone" in data} ${JSON.stringify(data.list)} ${String(data.text)}`);
      },
    };
    const handler = runtime.createRequestHandler(jsonBuild as never);
    expect(await page(handler, "/a")).toBe("string 2026-11-22T00:00:00.000Z false [1,&quot;two&quot;,null] &lt;b&gt;&amp;");
    expect(made).toHaveLength(1);
    expect(made[0].bodyUsed).toBe(false);
    // A data request (client navigation) still sends the body itself.
    const data = await handler(new Request("http://localhost/a?_data=routes%2Fa"));
    expect(await data.json()).toEqual({ when: "2026-11-22T00:00:00.000Z", list: [1, "two", null], text: "<b>&" });
  });

  it("takes plain JSON data as the loader gave it, and writes it only for a data request", async () => {
    const given = {
      list: [
        { id: 1, name: "Pune" },
        { id: 2, name: "Nashik" },
      ],
      flag: true,
      none: null,
      nested: { deeper: ["x"] },
    };
    const seen: unknown[] = [];
    const plainBuild = build("plain");
    plainBuild.routes["routes/a"].module = {
      loader: () => runtime.json(given),
      default: function Page() {
        const data = remixReact.useLoaderData() as typeof given;
        seen.push(data);
        return h("p", null, data.list.map((c) => c.name).join(","));
      },
    };
    const handler = runtime.createRequestHandler(plainBuild as never);
    // Its text is not written for the page: a body stream that pulled as soon as it was made
    // would write it on every render (JSON.stringify of the loader's own object).
    const stringify = vi.spyOn(JSON, "stringify");
    try {
      expect(await page(handler, "/a")).toBe("Pune,Nashik");
      expect(stringify.mock.calls.filter(([value]) => value === given)).toHaveLength(0);
    } finally {
      stringify.mockRestore();
    }
    expect(seen[0]).toBe(given);
    const data = await handler(new Request("http://localhost/a?_data=routes%2Fa"));
    expect(data.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(await data.text()).toBe(JSON.stringify(given));
  });
});

describe("route objects kept per build", () => {
  it("draws every page with its own build, data and parameters, in any order", async () => {
    const one = runtime.createRequestHandler(build("one") as never);
    const two = runtime.createRequestHandler(build("two") as never);
    const asked: [typeof one, string, string][] = [
      [one, "/a?q=1", "one a q=1 param=-"],
      [one, "/b/7", "one b q=null param=7"],
      [two, "/b/8?q=x", "two b q=x param=8"],
      [one, "/", "one index q=null param=-"],
      [two, "/a", "two a q=null param=-"],
      [one, "/b/9?q=2", "one b q=2 param=9"],
      [two, "/", "two index q=null param=-"],
    ];
    for (const [handler, path, expected] of asked) expect(await page(handler, path)).toBe(expected);
  });

  it("makes a build's route modules and data routes once", () => {
    const routes = build("one").routes;
    expect(createEntryRouteModules(routes)).toBe(createEntryRouteModules(routes));
    expect(createEntryRouteModules(build("one").routes)).not.toBe(createEntryRouteModules(routes));

    const tree = [
      {
        id: "root",
        path: "/",
        children: [
          { id: "a", path: "a" },
          { id: "b", path: "b" },
        ],
      },
    ];
    const context = (id: string) => ({
      basename: "/",
      location: { pathname: `/${id}`, search: "", hash: "", state: null, key: "default" },
      matches: [
        { params: {}, pathname: "/", pathnameBase: "/", route: tree[0] },
        { params: {}, pathname: `/${id}`, pathnameBase: `/${id}`, route: tree[0].children[id === "a" ? 0 : 1] },
      ],
      loaderData: {},
      actionData: null,
      errors: null,
      statusCode: 200,
      loaderHeaders: {},
      actionHeaders: {},
      activeDeferreds: null,
    });
    const first = createStaticRouter(tree, context("a"));
    const second = createStaticRouter(tree, context("b"));
    expect(second.routes).toBe(first.routes);
    expect(first.state.matches.map((m) => m.route.id)).toEqual(["root", "a"]);
    expect(second.state.matches.map((m) => m.route.id)).toEqual(["root", "b"]);
    // The matches name the kept data routes, not the objects the context was made with.
    expect(second.state.matches[1].route).toBe((first.routes[0] as { children: unknown[] }).children[1]);
  });
});
