import type { ServerBuild } from "@remix-run/node";

import type { PageCapture } from "./page-cache.server";

/**
 * The build with every loader but the root's telling the page cache when it reads the request's
 * cookies while an anonymous page is rendered for the cache. A loader that looks at the cookies
 * (a session, an astrologer's application, anything) may render the page differently for a
 * visitor who has them, so such a page is never filled in for session visitors: they get a full
 * render. The root's per-visitor data are the frame the cache fills in (visitor-frame.server.ts).
 * A rule kept by the code itself, so a new route cannot be forgotten from a list.
 */
export function withCookieReadsNoted(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      const { loader } = route.module;
      if (id === "root" || !loader) return [id, route];
      const noting: typeof loader = (args) => {
        const capture = (args.context as { pageCapture?: PageCapture | null }).pageCapture;
        if (!capture) return loader(args);
        return loader({ ...args, request: notingCookieReads(args.request, () => (capture.readsCookies = true)) });
      };
      return [id, { ...route, module: { ...route.module, loader: noting } }];
    }),
  );
  return { ...build, routes } as ServerBuild;
}

/** The request as it is, except that reading its Cookie header (or all headers, or a clone) calls `noted`. */
export function notingCookieReads(request: Request, noted: () => void): Request {
  const headers = new Proxy(request.headers, {
    get(target, property) {
      if (property === "get" || property === "has") {
        return (name: string) => {
          if (String(name).toLowerCase() === "cookie") noted();
          return target[property](name);
        };
      }
      if (property === "entries" || property === "values" || property === "forEach" || property === Symbol.iterator) noted();
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return new Proxy(request, {
    get(target, property) {
      if (property === "headers") return headers;
      if (property === "clone") noted();
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
