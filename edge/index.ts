import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";

import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";

import { languageOfPath } from "../app/domain/language";
import { isDatabaseUnavailable } from "../app/infra/database-errors.server";
import { pingDatabase } from "../app/infra/db.server";
import type { Env } from "../app/infra/env.server";
import type { LoadContext } from "../app/infra/load-context.server";
import { logger } from "../app/infra/logger.server";
import { setFlash } from "../app/infra/session.server";
import { festivalYearsStatus } from "../app/infra/sky-worker.server";
import { namedBirthPlaces, searchBirthPlaces } from "../app/services/birth-places.server";
import { answerRefusedAdminSignIns } from "./admin-sign-in-gate";
import { bodyDeadlines } from "./body-deadlines";
import { showsChosenCity } from "./chosen-city";
import { clientAddressOf, COSTLY_TICK_MS, costlyWorkGate } from "./costly-work";
import { UNAVAILABLE_HEADERS, unavailablePage, withDatabaseOutageAnswers } from "./database-outage";
import { mayInviteToHindi, rememberEditionSwitch } from "./language-memory";
import { loggedPath } from "./logged-path";
import { capturePage, serveCachedPage } from "./page-cache";
import type { PagePool } from "./page-pool";
import { pageVariantOf } from "./page-variant";
import { placeSearch } from "./place-search";
import { precompressedAssets } from "./precompressed-assets";
import { capBodies, checkOrigin, impossibility, refuseImpossibleRequests } from "./request-guards";
import { routeRules } from "./route-rules";
import { newNonce, pageSecurityHeaders, securityHeaders } from "./security-headers";
import { threadShare } from "./thread-share";

/** A path whose last segment has an extension: what express.static may find under public/. */
const FILE_NAME = /\.[^/]+$/;

export type EdgeState = {
  isReady(): boolean;
  isStopping(): boolean;
  /** The threads that render charts (edge/page-pool.ts), once started; without them, every page is rendered here. */
  pagePool?(): PagePool | null;
};

/**
 * The HTTP edge: everything between a socket and the Remix app, as named middlewares in the
 * order a request meets them. server.ts owns the process (listening, start-up, shutdown).
 */
export function createEdge(serverBuild: ServerBuild, config: Env, state: EdgeState): RequestListener {
  // HSTS and upgrading subresources only make sense where the site is served over https.
  const httpsOnly = config.NODE_ENV === "production" && config.PUBLIC_ORIGIN.startsWith("https:");
  // Under `npm run dev` pages may reach Remix's dev server, which tells them when to reload.
  const liveReload = (config.NODE_ENV === "development" && config.REMIX_DEV_ORIGIN) || null;
  // Loaders and actions that find the database unreachable answer 503, not 500.
  const build = withDatabaseOutageAnswers(serverBuild);
  const rules = routeRules(build);

  const sendUnavailable = (req: express.Request, res: express.Response) => {
    res.status(503).set(UNAVAILABLE_HEADERS);
    res.type("html").send(unavailablePage(config.BRAND_NAME, languageOfPath(req.path)));
  };
  const sendTooLarge = async (req: express.Request, res: express.Response, message: string) => {
    res.setHeader("Set-Cookie", await setFlash({ kind: "error", text: message }));
    res.redirect(303, req.originalUrl);
  };

  const app = express();
  app.disable("x-powered-by");
  // Only the proxies TRUST_PROXY names may say who the client is (X-Forwarded-For); by default
  // none, since any client can write that header and pick the address its rate limits count.
  app.set("trust proxy", config.TRUST_PROXY);
  app.use(logRequests(state));
  app.use(securityHeaders(rules, httpsOnly, liveReload));
  app.use(refuseImpossibleRequests);
  app.use(checkOrigin(config.PUBLIC_ORIGIN));
  app.use(
    bodyDeadlines(rules, {
      requestMs: config.REQUEST_TIMEOUT_MS,
      uploadIdleMs: config.UPLOAD_IDLE_TIMEOUT_MS,
      uploadGraceMs: config.UPLOAD_RATE_GRACE_MS,
      uploadMinBytesPerSecond: config.UPLOAD_MIN_BYTES_PER_SECOND,
    }),
  );
  app.use(capBodies(rules, (req, res, message) => sendTooLarge(req, res, message).catch((error: unknown) => res.destroy(error as Error))));
  app.use(answerRefusedAdminSignIns);
  app.get("/healthz", alive);
  app.get("/readyz", readiness(state));
  // Hashed scripts and stylesheets leave as compressed at build time; the rest on the fly.
  app.use("/build", precompressedAssets("public/build"));
  app.use(compression());
  // Every file under public/ has an extension; a page's address has none, and need not cost a
  // stat() of the disk on every render.
  const buildFiles = express.static("public/build", {
    immutable: true,
    maxAge: "1y",
    index: false,
    redirect: false,
    etag: false,
    lastModified: false,
    acceptRanges: false,
  });
  const publicFiles = express.static("public", { maxAge: "1h", index: false, redirect: false });
  app.use("/build", (req, res, next) => (FILE_NAME.test(req.path) ? buildFiles(req, res, next) : next()));
  app.use((req, res, next) => (FILE_NAME.test(req.path) ? publicFiles(req, res, next) : next()));
  app.use((req, res, next) => (state.isReady() ? next() : sendUnavailable(req, res)));
  app.use(capturePage(rules.cacheAddress));
  const loadContextOf = (req: express.Request, res: express.Response): LoadContext => ({
    cspNonce: res.locals.cspNonce as string,
    clientIp: req.ip ?? null,
  });
  const renderHere = createRequestHandler({ build, mode: build.mode, getLoadContext: loadContextOf });
  // A chart's render goes to the page pool's threads (decision 121); the rest is rendered here.
  app.all("*", (req, res, next) => {
    const pool = state.pagePool?.() ?? null;
    if (pool?.alive() && rules.rendersOnPagePool(req.method, req.originalUrl)) return pool.render(req, res, next, loadContextOf(req, res));
    return renderHere(req, res, next);
  });
  app.use(answerFailures(sendUnavailable));

  // Reading pages come from memory before Express runs at all (edge/page-cache.ts); what no copy
  // answers and costs real work is let through a few at a time (edge/costly-work.ts).
  const answerHeaders = () => [...pageSecurityHeaders(newNonce(), httpsOnly, liveReload)];
  // The thread's time for costly work, shared by the charts and days the gate lets through and the
  // place searches that find no name.
  const share = threadShare({ share: config.COSTLY_WORK_SHARE_PERCENT / 100 });
  const gate = costlyWorkGate(
    rules,
    {
      burst: config.COSTLY_WORK_BURST,
      perMinute: config.COSTLY_WORK_PER_MINUTE,
      perClient: config.COSTLY_WORK_PER_CLIENT,
      running: config.COSTLY_WORK_RUNNING,
      waiting: config.COSTLY_WORK_WAITING,
    },
    { brand: config.BRAND_NAME, headers: answerHeaders, clientOf: clientAddressOf(config.TRUST_PROXY) },
    share,
  );
  setInterval(gate.tick, COSTLY_TICK_MS).unref();
  // What Express refuses before any route runs (edge/request-guards.ts) costs no turn of the gate.
  const render = (req: IncomingMessage, res: ServerResponse) =>
    impossibility(req.method ?? "GET", req.url ?? "/") === null ? gate(req, res, () => app(req, res)) : app(req, res);
  // Suggestions as a visitor types are answered before Express (edge/place-search.ts).
  const places = placeSearch(
    {
      named: namedBirthPlaces,
      near: (query, language) => {
        const pool = state.pagePool?.() ?? null;
        return pool?.alive() ? pool.searchPlaces(query, language) : searchBirthPlaces(query, language);
      },
    },
    httpsOnly,
    {
      burst: config.PLACE_SEARCH_BURST,
      perMinute: config.PLACE_SEARCH_PER_MINUTE,
      clientOf: clientAddressOf(config.TRUST_PROXY),
    },
    share,
  );
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    if (state.isReady() && places(req, res)) return;
    const started = process.hrtime.bigint();
    const fromMemory = state.isReady() && !mayInviteToHindi(req) && !showsChosenCity(req);
    const served = fromMemory ? serveCachedPage(req, res, pageVariantOf, answerHeaders, rules.cacheAddress) : false;
    if (served === false) return render(req, res);
    gate.otherArrived();
    if (served === true) return logHit(req, res, started);
    served.then(
      (hit) => (hit ? logHit(req, res, started) : render(req, res)),
      () => render(req, res),
    );
  };
  return (req: IncomingMessage, res: ServerResponse) => {
    if (state.isStopping()) res.setHeader("Connection", "close");
    const remembering = rememberEditionSwitch(req, res);
    if (!remembering) return handle(req, res);
    remembering.then(
      () => handle(req, res),
      () => handle(req, res),
    );
  };
}

function logHit(req: IncomingMessage, res: ServerResponse, started: bigint) {
  logger.info("request", {
    method: req.method,
    path: loggedPath(req.url ?? ""),
    status: res.statusCode,
    ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
    cache: "hit",
  });
}

/** One log line per answered request; while shutting down, each answer also closes its connection. */
function logRequests(state: EdgeState) {
  return (req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (state.isStopping()) res.setHeader("Connection", "close");
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      logger.info("request", {
        method: req.method,
        path: loggedPath(req.path),
        status: res.statusCode,
        ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
        ...(res.locals.renderedOn ? { renderedOn: res.locals.renderedOn as string } : {}),
      });
    });
    next();
  };
}

/** What /readyz says of the page pool. */
function pagePoolStatus(pool: PagePool | null): string {
  if (!pool?.alive()) return "page pool: none (charts are drawn on the main thread)";
  return `page pool: ${pool.threads} thread${pool.threads === 1 ? "" : "s"}, ${pool.running()} running (charts, milans, kept and shared charts)`;
}

/** Alive: the process answers. A load balancer restarts an instance that stops answering here. */
function alive(_req: express.Request, res: express.Response) {
  res.setHeader("Cache-Control", "no-store");
  res.status(200).type("text/plain").send("ok");
}

/**
 * Ready: migrated and set up, the database answers within a second, and not shutting down.
 * A load balancer sends traffic only to instances that answer 200 here.
 */
function readiness(state: EdgeState) {
  return async (_req: express.Request, res: express.Response) => {
    res.setHeader("Cache-Control", "no-store");
    if (state.isStopping() || !state.isReady()) {
      res
        .status(503)
        .type("text/plain")
        .send(state.isStopping() ? "stopping" : "starting");
      return;
    }
    try {
      await pingDatabase(1_000);
      res
        .status(200)
        .type("text/plain")
        .send(`ready\n${festivalYearsStatus()}\n${pagePoolStatus(state.pagePool?.() ?? null)}\n`);
    } catch (error) {
      logger.warn("readiness check failed", { error: error instanceof Error ? error.message : String(error) });
      res.status(503).type("text/plain").send("database unavailable");
    }
  };
}

/**
 * What failed outside the pages: a database out of reach is a 503 page; a request Express itself
 * found wrong keeps its 4xx; anything else is a plain 500, with its stack in the log only.
 */
function answerFailures(sendUnavailable: (req: express.Request, res: express.Response) => void) {
  return (error: unknown, req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (res.headersSent) return next(error);
    if (isDatabaseUnavailable(error)) {
      logger.warn("database unavailable", {
        method: req.method,
        path: req.path,
        error: error instanceof Error ? error.message : String(error),
      });
      sendUnavailable(req, res);
      return;
    }
    const status = clientErrorStatus(error);
    if (status) {
      res.status(status).type("text/plain").send("Bad request.");
      return;
    }
    logger.error("request failed", { method: req.method, path: req.path, error });
    res.status(500).type("text/plain").send("Something went wrong.");
  };
}

/** The 4xx status an error from Express or its middleware carries (status or statusCode), if any. */
function clientErrorStatus(error: unknown): number | null {
  if (typeof error !== "object" || error === null) return null;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const code = typeof status === "number" ? status : statusCode;
  return typeof code === "number" && code >= 400 && code < 500 ? code : null;
}
