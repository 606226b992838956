import type { IncomingMessage, ServerResponse } from "node:http";

import proxyaddr from "proxy-addr";

import { languageOfPath } from "../app/domain/language";
import { rateLimitKey, type TrustProxy, wideNetworkKey } from "../app/infra/client-address.server";
import { logger } from "../app/infra/logger.server";
import { en } from "../app/locales/en";
import { hi } from "../app/locales/hi";
import { fairQueue } from "./fair-queue";
import { sendAfterPause } from "./held-refusal";
import { loggedPath } from "./logged-path";
import type { RouteRules } from "./route-rules";
import { escapeHtml, smallPage } from "./small-page";
import type { ThreadShare } from "./thread-share";
import { tokenBuckets } from "./token-buckets";

/**
 * Costly work (a chart and its page, a milan, a city's day, month or muhurat year that no copy in
 * memory answers) is let through sparingly, before Express runs. Its reckoning or render is done
 * on other threads (the sky pool, the page pool: decisions 119, 121), but each request still
 * costs this thread its reading, writing and queries, and the other threads are few:
 *
 * - each client (an address; an IPv6 /64) has a bucket of `burst` turns that refills at
 *   `perMinute`, and may have `perClient` such requests under way: a person making a family's
 *   charts never meets them, a flood from one address gets a chart every few seconds;
 * - for the whole site, whatever the number of addresses: at most `running` run at once, and
 *   they start only while costly work has taken less than `share` of the thread of late
 *   (edge/thread-share.ts); the rest wait, at most `waiting` of them and at most 1.5 s, served
 *   fairly by provider-sized network (edge/fair-queue.ts: an IPv4 /16, an IPv6 /32), so that a
 *   flood from many addresses of one provider cannot keep a visitor from another out.
 *
 * Past these the answer is 429 with `Retry-After` and a page of a few hundred bytes, made here
 * without a render, a log line or Express: a refusal must cost far less than the work it spares,
 * or the flood of refusals becomes the flood. It is sent after a pause (edge/held-refusal.ts).
 * A refused form post keeps what was typed: the page's button posts the same fields again
 * (decisions 102 and 120).
 */

export type CostlyWorkLimits = { perClient: number; running: number; waiting: number; burst: number; perMinute: number };

/** How long a refused client is asked to wait: a chart takes milliseconds once its turn comes. */
export const COSTLY_RETRY_AFTER_SECONDS = 2;
/** A waiting request that gets no turn in this long is refused after all: nobody waits for nothing. */
const LONGEST_WAIT_MS = 1_500;
/** How often the thread's busy time is read and waiting work given the turns it has earned. */
export const COSTLY_TICK_MS = 25;
/** A refused post's fields are offered again only when they are few and short (every kundli form's are). */
const ECHO_MAX_BYTES = 8 * 1024;

const texts = { en, hi };

/** The client's address as Express would give it (req.ip) under the same TRUST_PROXY. */
export function clientAddressOf(trust: TrustProxy): (req: IncomingMessage) => string {
  const trusted =
    trust === false ? () => false : typeof trust === "number" ? (_: string, hop: number) => hop < trust : proxyaddr.compile(trust);
  return (req) => proxyaddr(req, trusted);
}

export type CostlyWorkGate = {
  (req: IncomingMessage, res: ServerResponse, proceed: () => void): void;
  /** Settles the thread's share and starts the waiting work it allows; the edge calls it every COSTLY_TICK_MS. */
  tick(): void;
  /** A request answered without reaching the gate (a page from memory): others are being served. */
  otherArrived(): void;
};

export function costlyWorkGate(
  rules: RouteRules,
  limits: CostlyWorkLimits,
  answer: { brand: string; headers: () => Array<[string, string]>; clientOf: (req: IncomingMessage) => string },
  /** The thread's share for costly work, which the place search spends from too (edge/thread-share.ts). */
  meter: ThreadShare,
): CostlyWorkGate {
  type Waiter = { start: () => void; timer: NodeJS.Timeout | null; giveUp: () => void };
  const underWay = new Map<string, number>();
  let running = 0;
  const queue = fairQueue<Waiter>({ capacity: limits.waiting });
  let refusals = 0;
  let lastReport = 0;
  const takeTurn = tokenBuckets({ burst: limits.burst, perMinute: limits.perMinute });
  const finish = (client: string) => {
    const left = (underWay.get(client) ?? 1) - 1;
    if (left > 0) underWay.set(client, left);
    else underWay.delete(client);
  };
  const mayStart = () => running < limits.running && meter.allows();
  const startWaiting = () => {
    while (mayStart()) {
      const waiter = queue.next(Date.now());
      if (!waiter) return;
      if (waiter.timer) clearTimeout(waiter.timer);
      waiter.start();
    }
  };
  const refuse = (req: IncomingMessage, res: ServerResponse, client: string, pause: boolean) => {
    refusals += 1;
    // One line a minute says how many were refused, not one a refusal: a flood would fill the log.
    if (Date.now() - lastReport > 60_000) {
      logger.warn("costly work refused", {
        refusedSinceLastReport: refusals,
        client,
        path: loggedPath(req.url ?? "/"),
        running,
        waiting: queue.size(),
        threadShareMs: Math.round(meter.balance()),
      });
      lastReport = Date.now();
      refusals = 0;
    }
    const send = () => sendRefusal(req, res, answer.brand, answer.headers());
    if (pause) sendAfterPause(res, send);
    else send();
  };

  const gate = (req: IncomingMessage, res: ServerResponse, proceed: () => void) => {
    if (!rules.isCostly(req.method ?? "GET", req.url ?? "/")) {
      meter.otherArrived();
      return proceed();
    }
    const client = rateLimitKey(answer.clientOf(req)) ?? "unknown";
    const mine = underWay.get(client) ?? 0;
    if (mine >= limits.perClient || !takeTurn(client, Date.now())) return refuse(req, res, client, true);
    let state: "waiting" | "running" | "done" = "waiting";
    const start = () => {
      state = "running";
      meter.settle(running);
      running += 1;
      proceed();
    };
    const waiter: Waiter = { start, timer: null, giveUp: () => undefined };
    const done = () => {
      if (state === "done") return;
      if (state === "running") {
        meter.settle(running);
        running -= 1;
      } else {
        queue.remove(waiter);
        if (waiter.timer) clearTimeout(waiter.timer);
      }
      state = "done";
      finish(client);
      startWaiting();
    };
    waiter.giveUp = () => {
      done();
      refuse(req, res, client, false);
    };
    const network = wideNetworkKey(client);
    if (queue.size() === 0 && mayStart()) {
      queue.served(network, Date.now());
      underWay.set(client, mine + 1);
      res.on("finish", done);
      res.on("close", done);
      return start();
    }
    const placed = queue.push(network, waiter, Date.now());
    if (!placed.placed) return refuse(req, res, client, true);
    underWay.set(client, mine + 1);
    res.on("finish", done);
    res.on("close", done);
    waiter.timer = setTimeout(waiter.giveUp, LONGEST_WAIT_MS);
    // The busiest network's newest gave its place to this one: it is answered as if it had waited in vain.
    if (placed.evicted) placed.evicted.giveUp();
    startWaiting();
  };
  gate.otherArrived = () => meter.otherArrived();
  gate.tick = () => {
    meter.settle(running);
    meter.tick();
    startWaiting();
  };
  return gate;
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
