import type { ServerBuild } from "@remix-run/node";
import { matchPath } from "@remix-run/react";

import { languageOfPath } from "../app/domain/language";
import { DEFAULT_BODY_LIMIT, queryNames, queryOf, type RouteHandle } from "../app/domain/route-handle";

/** With JavaScript, Remix reads and posts a page's data at `/page.data` (`/_root.data` for `/`). */
const DATA_SUFFIX = ".data";

/** True for a data address of single fetch. */
export function isDataAddress(pathname: string): boolean {
  return pathname.endsWith(DATA_SUFFIX);
}

/** The page a request is for: `/profile.data` is for `/profile`, `/_root.data` for `/`. */
export function pagePathOf(pathname: string): string {
  if (!isDataAddress(pathname)) return pathname;
  if (pathname === `/_root${DATA_SUFFIX}`) return "/";
  return pathname.slice(0, -DATA_SUFFIX.length);
}

export type PostRules = { bodyLimit: number; multipartOnly: boolean; tooLargeMessage?: string };

/**
 * What the routes of a build declare in their `handle` for the edge (domain/route-handle.ts), by
 * address: the few routes that declare anything are matched by their whole path as Remix will
 * match them, before any route code runs.
 */
export function routeRules(build: ServerBuild) {
  const fullPath = (id: string | undefined): string => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return "";
    const parent = fullPath(route.parentId);
    return route.path ? `${parent.replace(/\/$/, "")}/${route.path}` : parent;
  };
  const declaring = Object.values(build.routes)
    .map((route) => ({ pattern: fullPath(route.id) || "/", handle: (route.module.handle ?? {}) as RouteHandle }))
    .filter(
      ({ handle }) =>
        handle.bodyLimit !== undefined ||
        handle.multipartOnly ||
        handle.ownSecurityPolicy ||
        handle.cacheQuery ||
        handle.costlyWork ||
        handle.renderedOnPagePool,
    );
  const matching = (pathname: string) => declaring.filter(({ pattern }) => matchPath({ path: pattern, end: true }, pathname));
  /** The routes for which answering this method at this address costs real work. */
  const costlyRoutes = (method: string, url: string) => {
    const asked = method === "HEAD" ? "GET" : method;
    const query = url.indexOf("?");
    const page = pagePathOf(query === -1 ? url : url.slice(0, query));
    const search = () => new URLSearchParams(query === -1 ? "" : url.slice(query + 1));
    return declaring.filter(({ pattern, handle }) => {
      if (handle.costlyWork?.includes(asked as "GET" | "POST") !== true) return false;
      const match = matchPath({ path: pattern, end: true }, page);
      return match !== null && handle.cheapAt?.(match.params, search()) !== true;
    });
  };

  return {
    /** The body cap, multipart rule and too-large message (in the address's language) of the page this request is for. */
    postRules(pathname: string): PostRules {
      const rules: PostRules = { bodyLimit: DEFAULT_BODY_LIMIT, multipartOnly: false };
      const page = pagePathOf(pathname);
      for (const { handle } of matching(page)) {
        if (handle.bodyLimit !== undefined) rules.bodyLimit = handle.bodyLimit;
        if (handle.multipartOnly) rules.multipartOnly = true;
        const tooLarge = handle.tooLargeMessage;
        if (tooLarge) rules.tooLargeMessage = typeof tooLarge === "function" ? tooLarge(languageOfPath(page)) : tooLarge;
      }
      return rules;
    },
    /**
     * The page cache's address for a request: its path and only the query parameters its route
     * reads (`cacheQuery`), in the route's order, each once.
     */
    cacheAddress(url: string): string {
      const query = url.indexOf("?");
      if (query === -1) return url;
      const pathname = url.slice(0, query);
      return pathname + queryOf(queryNames(matching(pathname)), url.slice(query + 1));
    },
    /** True when answering this method at this address costs real work (the route's `costlyWork`). */
    isCostly(method: string, url: string): boolean {
      return costlyRoutes(method, url).length > 0;
    },
    /** True when this request's costly answer is rendered on the page pool (the route's `renderedOnPagePool`). */
    rendersOnPagePool(method: string, url: string): boolean {
      return costlyRoutes(method, url).some(({ handle }) => handle.renderedOnPagePool === true);
    },
    /** True when the route answers with a Content-Security-Policy of its own (a file it serves). */
    ownsSecurityPolicy(pathname: string): boolean {
      return matching(pathname).some(({ handle }) => handle.ownSecurityPolicy === true);
    },
  };
}

export type RouteRules = ReturnType<typeof routeRules>;
