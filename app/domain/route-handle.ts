import type { Language } from "./language";

/**
 * What a route module says about itself in its `handle` export, for the frame (root.tsx) and for
 * the HTTP edge (edge/), which reads the matched route's handle before any of its code runs.
 * The page's namespaces of words are a field the translating layer declares beside its own types,
 * and a section's own frame one that components/frame.tsx declares.
 */
export interface RouteHandle {
  /**
   * The page needs React in the browser (a form, an account page, the admin area): root.tsx
   * renders Remix's <Scripts/> only when a matched route says so, as Remix's "Disabling
   * JavaScript" guide shows. Reading pages leave it out and ship no script at all. "form": the
   * form's page hydrates, and the document that answers its post (a post sent without
   * JavaScript) is a reading page without script; a post sent with JavaScript is answered in the
   * page already running.
   */
  hydrate?: boolean | "form";
  /**
   * The page draws a chart or an account's records without needing scripts: it carries the
   * stylesheet of forms and charts (styles/forms.css) after the site's, as every page that
   * hydrates does. Reading pages leave it out.
   */
  formStyles?: boolean;
  /**
   * The largest post this route's action reads, in bytes; the edge refuses a longer one before
   * reading it (DEFAULT_BODY_LIMIT otherwise).
   */
  bodyLimit?: number;
  /** The route takes files: a post that is not multipart/form-data is refused at the edge. */
  multipartOnly?: boolean;
  /**
   * An upload form's message for a post over `bodyLimit`: the edge reads such a post to its end
   * and answers with the form again and this message, so a phone sees why, not a reset connection.
   * A function gives it in the language of the address posted to (the Hindi twin shares the handle).
   */
  tooLargeMessage?: string | ((language: Language) => string);
  /**
   * The methods whose answers cost this process real work (a chart drawn, a day's sky reckoned,
   * a page rendered that no copy in memory answers): the edge lets only a few such requests run
   * at once, per client and in all, and refuses the rest with 429 (edge/costly-work.ts).
   */
  costlyWork?: ReadonlyArray<"GET" | "POST">;
  /**
   * The costly answers are rendered on a thread of the page pool (edge/page-pool.ts), not on the
   * thread that answers every other request: their cost is the render itself (a chart's tables,
   * a milan's), where a calendar's is a reckoning made on the sky pool (decision 121).
   */
  renderedOnPagePool?: boolean;
  /**
   * The addresses of a costly route, by their parameters and query, whose reckoning is made once
   * and kept in memory, so that their page costs what a reading page does: the edge lets them
   * through like one (a main city's day of today, which the sitemap invites crawlers to).
   */
  cheapAt?: (params: Readonly<Record<string, string | undefined>>, query: URLSearchParams) => boolean;
  /** The route serves files with a Content-Security-Policy and framing rules of its own. */
  ownSecurityPolicy?: boolean;
  /**
   * The query parameters the page reads. The page cache keeps one copy per value of these and
   * ignores every other parameter, so made-up query strings cannot fill it (none by default);
   * the page's links to itself carry these alone, so a copy holds nothing else of the address.
   */
  cacheQuery?: readonly string[];
  /**
   * Where the header's language switch leads when the page may have no twin in the other
   * edition (an article is written in one language, a year may be published in one): the
   * address, in English form, of the page to show instead. The same page by default.
   */
  twin?: (page: { pathname: string; data: unknown }) => string;
}

/** A megabyte, for the caps of upload routes. */
/**
 * For `cheapAt`: a year of the address (a path parameter) that is this one or a neighbour, whose
 * reckonings the sitemap invites crawlers to and memory keeps.
 */
export const nearThisYear = (year: string | undefined): boolean => Math.abs(Number(year) - new Date().getUTCFullYear()) <= 1;

export const MB = 1024 * 1024;

/** Form posts of a few fields: generous for any form of ours, small enough to refuse floods. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

type Match = { handle?: unknown };

function handleOf(match: Match): RouteHandle {
  return (match.handle ?? {}) as RouteHandle;
}

/** True when any matched route draws forms or charts: it hydrates, or says it needs their stylesheet. */
export function needsFormStyles(matches: ReadonlyArray<Match>): boolean {
  return matches.some((match) => {
    const { hydrate, formStyles } = handleOf(match);
    return Boolean(hydrate) || formStyles === true;
  });
}

/** True when any matched route needs scripts in a document asked for with this method. */
export function needsScripts(matches: ReadonlyArray<Match>, method = "GET"): boolean {
  return matches.some((match) => {
    const { hydrate } = handleOf(match);
    return hydrate === true || (hydrate === "form" && method !== "POST");
  });
}

/**
 * The part of a query a page reads, as "?a=1&b=2" or "": only the parameters `names` lists, in
 * that order, each once (the first value given).
 */
export function queryOf(names: readonly string[], search: string): string {
  if (names.length === 0) return "";
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = given.get(name);
    if (value !== null && !kept.has(name)) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : "";
}

/** The query parameters the matched routes read (their `cacheQuery`). */
export function queryNames(matches: ReadonlyArray<Match>): string[] {
  return matches.flatMap((match) => handleOf(match).cacheQuery ?? []);
}

/** The English form of the address the language switch leads to from the page (its `twin`, else the page itself). */
export function twinPath(matches: ReadonlyArray<Match & { pathname: string; data?: unknown }>, pathname: string): string {
  const last = [...matches].reverse().find((match) => handleOf(match).twin);
  return last ? handleOf(last).twin!({ pathname, data: last.data }) : pathname;
}
