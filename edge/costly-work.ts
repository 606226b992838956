import type { IncomingMessage, ServerResponse } from "node:http";

import proxyaddr from "proxy-addr";

import { languageOfPath } from "../app/domain/language";
import { rateLimitKey, type TrustProxy } from "../app/infra/client-address.server";
import { logger } from "../app/infra/logger.server";
import { en } from "../app/locales/en";
import { hi } from "../app/locales/hi";
import { sendAfterPause } from "./held-refusal";
import { loggedPath } from "./logged-path";
import type { RouteRules } from "./route-rules";
import { escapeHtml, smallPage } from "./small-page";
import { tokenBuckets } from "./token-buckets";

/**
 * Work that costs the one thread answering every request (a chart and its page, a milan, a
 * city's day that no copy in memory answers) is let through sparingly, before Express runs:
 *
 * - each client (an address; an IPv6 /64) has a bucket of `burst` turns that refills at
 *   `perMinute`: a person making a family's charts never meets it, a flood from one address gets
 *   a chart every few seconds. An in-flight cap alone cannot see such a flood: a chart's work is
 *   done in one turn of the event loop, so one client's posts never overlap, however many;
 * - each client may have `perClient` such requests under way at once, `running` run at once in
 *   all, and `waiting` more wait in turn (work that waits on the database does overlap).
 *
 * Past these the answer is 429 with `Retry-After` and a page of a few hundred bytes, made here
 * without a render, a log line or Express: a refusal must cost far less than the work it spares,
 * or the flood of refusals becomes the flood. It is sent after a pause (edge/held-refusal.ts).
 * Pages from memory, /healthz and other visitors' charts keep their turn (decision 102). A
 * refused form post keeps what was typed: the page's button posts the same fields again.
 */

export type CostlyWorkLimits = { perClient: number; running: number; waiting: number; burst: number; perMinute: number };

/** How long a refused client is asked to wait: a chart takes milliseconds once its turn comes. */
export const COSTLY_RETRY_AFTER_SECONDS = 2;
/** A waiting request that gets no turn in this long is refused after all: nobody waits for nothing. */
const LONGEST_WAIT_MS = 1_500;
/** A refused post's fields are offered again only when they are few and short (every kundli form's are). */
const ECHO_MAX_BYTES = 8 * 1024;

const texts = { en, hi };

/** The client's address as Express would give it (req.ip) under the same TRUST_PROXY. */
export function clientAddressOf(trust: TrustProxy): (req: IncomingMessage) => string {
  const trusted =
    trust === false ? () => false : typeof trust === "number" ? (_: string, hop: number) => hop < trust : proxyaddr.compile(trust);
  return (req) => proxyaddr(req, trusted);
}

export type CostlyWorkGate = (req: IncomingMessage, res: ServerResponse, proceed: () => void) => void;

export function costlyWorkGate(
  rules: RouteRules,
  limits: CostlyWorkLimits,
  answer: { brand: string; headers: () => Array<[string, string]>; clientOf: (req: IncomingMessage) => string },
): CostlyWorkGate {
  const underWay = new Map<string, number>();
  let running = 0;
  const queue: Array<{ start: () => void; timer: NodeJS.Timeout }> = [];
  let refusals = 0;
  let lastReport = 0;
  const takeTurn = tokenBuckets({ burst: limits.burst, perMinute: limits.perMinute });
  const finish = (client: string) => {
    const left = (underWay.get(client) ?? 1) - 1;
    if (left > 0) underWay.set(client, left);
    else underWay.delete(client);
  };
  const nextTurn = () => {
    const waiter = queue.shift();
    if (!waiter) return;
    clearTimeout(waiter.timer);
    waiter.start();
  };
  const refuse = (req: IncomingMessage, res: ServerResponse, client: string, pause: boolean) => {
    refusals += 1;
    // One line a minute says how many were refused, not one a refusal: a flood would fill the log.
    if (Date.now() - lastReport > 60_000) {
      logger.warn("costly work refused", { refusedSinceLastReport: refusals, client, path: loggedPath(req.url ?? "/") });
      lastReport = Date.now();
      refusals = 0;
    }
    const send = () => sendRefusal(req, res, answer.brand, answer.headers());
    if (pause) sendAfterPause(res, send);
    else send();
  };

  return (req, res, proceed) => {
    if (!rules.isCostly(req.method ?? "GET", pathOf(req))) return proceed();
    const client = rateLimitKey(answer.clientOf(req)) ?? "unknown";
    const mine = underWay.get(client) ?? 0;
    const canRun = running < limits.running;
    if (mine >= limits.perClient || (!canRun && queue.length >= limits.waiting) || !takeTurn(client, Date.now())) {
      return refuse(req, res, client, true);
    }
    underWay.set(client, mine + 1);
    let state: "waiting" | "running" | "done" = "waiting";
    const start = () => {
      state = "running";
      running += 1;
      proceed();
    };
    const done = () => {
      if (state === "done") return;
      if (state === "running") {
        running -= 1;
        nextTurn();
      } else {
        const at = queue.findIndex((waiter) => waiter.start === start);
        if (at !== -1) clearTimeout(queue.splice(at, 1)[0]!.timer);
      }
      state = "done";
      finish(client);
    };
    res.on("finish", done);
    res.on("close", done);
    if (canRun) return start();
    const timer = setTimeout(() => {
      done();
      refuse(req, res, client, false);
    }, LONGEST_WAIT_MS);
    queue.push({ start, timer });
  };
}

const pathOf = (req: IncomingMessage) => (req.url ?? "/").split("?")[0]!;

/** 429 with a page that says why and when to try again; a form post gets its fields back in a button. */
function sendRefusal(req: IncomingMessage, res: ServerResponse, brand: string, headers: Array<[string, string]>) {
  if (res.headersSent || res.destroyed) return;
  const language = languageOfPath(pathOf(req));
  const words = texts[language].common.errors;
  const address = escapeHtml(req.url ?? "/");
  const send = (fields: Array<[string, string]> | null) => {
    if (res.headersSent || res.destroyed) return;
    const again = escapeHtml(words.tryAgain);
    const action =
      fields === null
        ? `<p><a href="${address}">${again}</a></p>`
        : `<form method="post" action="${address}">${fields
            .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
            .join("")}<button type="submit">${again}</button></form>`;
    const paragraphs = fields === null ? [words.busy.text] : [words.busy.text, words.busy.kept];
    const body = Buffer.from(smallPage({ brand, language, title: words.busy.title, paragraphs, action }));
    res.writeHead(429, [
      ...headers.flat(),
      "X-Content-Type-Options",
      "nosniff",
      "Retry-After",
      String(COSTLY_RETRY_AFTER_SECONDS),
      "Cache-Control",
      "no-store",
      "Content-Type",
      "text/html; charset=utf-8",
      "Content-Length",
      String(body.length),
    ]);
    res.end(body);
  };
  if (req.method !== "POST") return send(null);
  readSmallForm(req).then(send, () => send([]));
}

/** A URL-encoded post's fields, when it is small; an empty list for anything else. */
function readSmallForm(req: IncomingMessage): Promise<Array<[string, string]>> {
  const type = String(req.headers["content-type"] ?? "");
  const length = Number(req.headers["content-length"] ?? NaN);
  if (!/^application\/x-www-form-urlencoded\b/i.test(type) || !(length <= ECHO_MAX_BYTES)) return Promise.resolve([]);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > ECHO_MAX_BYTES) return resolve([]);
      chunks.push(chunk);
    });
    req.on("end", () => resolve([...new URLSearchParams(Buffer.concat(chunks).toString("utf8"))]));
    req.on("error", reject);
  });
}
