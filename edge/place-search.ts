import type { IncomingMessage, ServerResponse } from "node:http";

import { PLACE_QUERY_MAX } from "../app/domain/birth-places";
import { isLanguage, type Language } from "../app/domain/language";
import { hasControlCharacters } from "../app/domain/text-safety";
import { rateLimitKey } from "../app/infra/client-address.server";
import { logger } from "../app/infra/logger.server";
import { impossibility } from "./request-guards";
import { documentSecurityHeaders } from "./security-headers";
import type { ThreadShare } from "./thread-share";
import { tokenBuckets } from "./token-buckets";

export const PLACE_SEARCH_PATH = "/api/places";

/**
 * The searches (services/birth-places.server.ts): `named` answers from the names in the index,
 * null when none answers the text; `near` reckons the names near it, milliseconds of scanning,
 * on the page pool when it runs (decision 121).
 */
type Searches = {
  named: (query: string, language: Language) => Promise<unknown>;
  near: (query: string, language: Language) => Promise<unknown>;
};

/** Searches that no name answers, under way on the page pool at once for the whole site; past them, 429. */
export const NEAR_SEARCHES_IN_FLIGHT = 8;

// JSON is no document: nothing in it may run, load or be framed.
const JSON_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The place search as JSON, for suggestions as a visitor types (`?q=Bombay`, `&lang=hi` for the
 * Hindi edition's names), answered here before Express and Remix (decision 110): a search costs
 * some 0.03 ms, a Remix resource route some 1.3 ms, and a field typed into asks at every pause.
 * Returns false for any other request, and for one the edge's refusals must answer.
 */
export function placeSearch(
  search: Searches,
  httpsOnly: boolean,
  limits: { burst: number; perMinute: number; clientOf: (req: IncomingMessage) => string },
  share: ThreadShare,
) {
  // A search for a name no place has reckons the nearest names, a few milliseconds, on the page
  // pool: a flood of them from one address is refused, where a person typing never is; a few at
  // a time are under way for the whole site, and searches share this thread's time for costly
  // work with charts (edge/thread-share.ts), so a flood from many addresses is refused once
  // either is spent. The field then stays a plain text field, found by the server after the post.
  const takeTurn = tokenBuckets(limits);
  let nearInFlight = 0;
  const headers: Array<[string, string]> = [
    ...documentSecurityHeaders(httpsOnly),
    ["Content-Security-Policy", JSON_POLICY],
    ["X-Frame-Options", "DENY"],
    ["Content-Type", "application/json; charset=utf-8"],
  ];
  const send = (req: IncomingMessage, res: ServerResponse, status: number, body: unknown, cacheControl: string) => {
    if (res.headersSent) return;
    const text = JSON.stringify(body);
    for (const [name, value] of headers) res.setHeader(name, value);
    res.setHeader("Cache-Control", cacheControl);
    res.setHeader("Content-Length", Buffer.byteLength(text));
    res.statusCode = status;
    res.end(req.method === "HEAD" ? undefined : text);
  };
  const logged = (req: IncomingMessage, res: ServerResponse, started: bigint) => {
    const ms = Number((process.hrtime.bigint() - started) / 1000n) / 1000;
    logger.info("request", { method: req.method, path: PLACE_SEARCH_PATH, status: res.statusCode, ms });
  };

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url ?? "";
    const mark = url.indexOf("?");
    const pathname = mark === -1 ? url : url.slice(0, mark);
    if (pathname !== PLACE_SEARCH_PATH) return false;
    const method = req.method ?? "GET";
    if ((method !== "GET" && method !== "HEAD") || impossibility(method, url) !== null) return false;
    const started = process.hrtime.bigint();
    res.once("finish", () => logged(req, res, started));
    const params = new URLSearchParams(mark === -1 ? "" : url.slice(mark + 1));
    const query = params.get("q") ?? "";
    const lang = params.get("lang");
    if (!share.allows() || !takeTurn(rateLimitKey(limits.clientOf(req)) ?? "unknown")) {
      res.setHeader("Retry-After", "1");
      send(req, res, 429, { error: "Too many searches: try again in a moment." }, "no-store");
      return true;
    }
    if (query.length > PLACE_QUERY_MAX || hasControlCharacters(query)) {
      send(req, res, 400, { error: `A place is at most ${PLACE_QUERY_MAX} characters of text.` }, "no-store");
      return true;
    }
    const language = isLanguage(lang) ? lang : "en";
    const failed = (error: unknown) => {
      logger.error("request failed", { method, path: PLACE_SEARCH_PATH, error });
      send(req, res, 500, { error: "Something went wrong." }, "no-store");
    };
    const answer = (found: unknown) => send(req, res, 200, found, "public, max-age=86400");
    const nearly = () => {
      if (nearInFlight >= NEAR_SEARCHES_IN_FLIGHT) {
        res.setHeader("Retry-After", "1");
        return send(req, res, 429, { error: "Too many searches: try again in a moment." }, "no-store");
      }
      nearInFlight += 1;
      // Without a page pool the search is made here within this turn: what it kept the loop busy
      // is the thread's time it took.
      const busyBefore = share.busyMs();
      const searching = search.near(query, language);
      share.charge(share.busyMs() - busyBefore);
      searching
        .finally(() => {
          nearInFlight -= 1;
        })
        .then(answer, failed);
    };
    search.named(query, language).then((found) => (found === null ? nearly() : answer(found)), failed);
    return true;
  };
}
