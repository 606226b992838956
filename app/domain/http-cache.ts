import { msUntilIndiaMidnight } from "~/clock/india-clock";

import { msUntilIndiaNewYear } from "./india-date";

/** Shared caches keep a public page for `fresh` seconds and may serve it stale while refetching. */
export function publicCache(fresh: number, staleWhileRevalidate = 60): string {
  return `public, max-age=0, s-maxage=${Math.max(0, Math.floor(fresh))}, stale-while-revalidate=${staleWhileRevalidate}`;
}

/**
 * Pages that show India's current year (the undated yearly and festival pages, decision 060):
 * fresh for `fresh` seconds, but never past India's new year, which they must show at once.
 */
export function untilIndiaNewYearCache(now: Date, fresh: number, staleWhileRevalidate = 86400): string {
  const untilNewYear = Math.floor(msUntilIndiaNewYear(now) / 1000);
  return untilNewYear < fresh + staleWhileRevalidate
    ? publicCache(Math.min(fresh, untilNewYear), 60)
    : publicCache(fresh, staleWhileRevalidate);
}

/**
 * Pages whose content turns over at India's midnight (today/yesterday/tomorrow):
 * fresh for at most five minutes and never past midnight, so a cache can lag the
 * new day by one minute of revalidation at most.
 */
export function untilIndiaMidnightCache(now: Date): string {
  const seconds = Math.min(300, Math.floor(msUntilIndiaMidnight(now) / 1000));
  return publicCache(seconds, 60);
}

/**
 * Pages that mark what runs at the moment they are made (today's choghadiya and hora, decision
 * 097): fresh until that ends, and as the midnight pages, for five minutes at most and never past
 * India's midnight.
 */
export function untilMomentCache(now: Date, endsAt: number): string {
  const seconds = Math.min(300, Math.floor(msUntilIndiaMidnight(now) / 1000), Math.floor((endsAt - now.getTime()) / 1000));
  return publicCache(seconds, 60);
}

export const NO_STORE = "no-store";

/**
 * A route's `headers`: the Cache-Control its loader chose for the page, or `fallback` when the
 * loader set none (a thrown response, an error).
 */
export function loaderCacheControl(fallback: string) {
  return ({ loaderHeaders }: { loaderHeaders: Headers }) => ({ "Cache-Control": loaderHeaders.get("Cache-Control") ?? fallback });
}

/** A page's answer as a service gives it: another address to go to, or the data, each with its caching. */
export type PageAnswer<T> = { moveTo: string; cacheControl: string } | { data: T; status: number; cacheControl: string };

/** Whole seconds until `at` as Retry-After gives them: at least one. */
export function secondsUntil(at: Date, now = Date.now()): number {
  return Math.max(1, Math.ceil((at.getTime() - now) / 1000));
}

/**
 * The headers of a form page whose refusals say when to try again: the action's Retry-After
 * reaches the page posted without JavaScript too, since a document takes only the headers its
 * route's `headers` gives it (and cookies), never its action's own.
 */
export function withActionRetryAfter({ actionHeaders, parentHeaders }: { actionHeaders: Headers; parentHeaders: Headers }): Headers {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

/** An answer made for one visitor from what they posted: kept by no cache, shared or their own. */
export const PRIVATE_NO_STORE = "private, no-store";

/** The headers of a page whose post is answered in place: the answer kept by no cache, the form as its loader says. */
export function answeredPostCacheControl(fallback: string) {
  return ({ actionHeaders, loaderHeaders }: { actionHeaders: Headers; loaderHeaders: Headers }) =>
    actionHeaders.get("Cache-Control") ? { "Cache-Control": PRIVATE_NO_STORE } : loaderCacheControl(fallback)({ loaderHeaders });
}
