import crypto from "node:crypto";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";

import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";

import { startChangeNotices } from "./app/infra/change-listener.server";
import { withCookieReadsNoted } from "./app/infra/cookie-reads.server";
import { isDatabaseUnavailable } from "./app/infra/database-errors.server";
import { UNAVAILABLE_HEADERS, unavailablePage, withDatabaseOutageAnswers } from "./app/infra/database-outage.server";
import { closeDb, pingDatabase } from "./app/infra/db.server";
import { compressDocuments } from "./app/infra/document-compression.server";
import { ConfigError, env } from "./app/infra/env.server";
import {
  ALLOWED_METHODS,
  bodyLimitFor,
  contentSecurityPolicy,
  formBodyProblem,
  hasControlCharacterInUrl,
  isAllowedMethod,
  isCrossSiteRequest,
  uploadLimitFor,
} from "./app/infra/http-guards.server";
import { logger } from "./app/infra/logger.server";
import { capturePageForCache, type PageCapture, serveCachedPage, servePersonalPage } from "./app/infra/page-cache.server";
import { precompressedAssets } from "./app/infra/precompressed-assets.server";
import { createRequestHandler } from "./app/infra/remix-request-handler.server";
import { setFlash } from "./app/infra/session.server";
import { isDataRequest, pagePathOf, pageUrlOf, sendDataRedirect } from "./app/infra/single-fetch.server";
import { prepareDatabase } from "./app/infra/startup.server";
import { startOutboxWorker } from "./app/services/outbox-worker.server";
import { scheduleRetention } from "./app/services/retention.server";
import { cachedPageFrame } from "./app/services/visitor-frame.server";

/** Resource routes whose responses carry a Content-Security-Policy of their own. */
const OWN_CSP_PATHS = /^\/(admin\/documents|media\/blog)\//;

/** A path whose last segment has an extension: what express.static may find under public/. */
const FILE_NAME = /\.[^/]+$/;

/** Oversized uploads up to this size are drained and answered; beyond it the socket is closed. */
const UPLOAD_DRAIN_LIMIT = 96 * 1024 * 1024;

async function main() {
  const config = env();
  // HSTS and upgrading subresources only make sense where the site is served over https.
  const httpsOnly = config.NODE_ENV === "production" && config.PUBLIC_ORIGIN.startsWith("https:");
  // Loaders and actions that find the database unreachable answer 503, not 500.
  // Loaders reading cookies keep their page from session visitors' cache hits (cookie-reads.server.ts).
  const build = withDatabaseOutageAnswers(
    withCookieReadsNoted((await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild),
  );

  const app = express();
  app.disable("x-powered-by");
  // Only the proxies TRUST_PROXY names may say who the client is (X-Forwarded-For); by default
  // none, since any client can write that header and pick the address its rate limits count.
  app.set("trust proxy", config.TRUST_PROXY);

  let stopping = false;
  // Ready once migrated, seeded and the admin set up: until then pages answer 503 and /readyz says so.
  let ready = false;
  // Started once the database is prepared (below), stopped at shutdown.
  let stopRetention = () => {};
  let outboxWorker: ReturnType<typeof startOutboxWorker> | null = null;
  let stopChangeNotices = async () => {};
  const sendUnavailable = (req: express.Request, res: express.Response) => {
    // The browser's data reader cannot show a page: it is sent to load the page itself, which
    // answers this same 503 page while the server is not ready.
    if (isDataRequest(req.path)) {
      res.set(UNAVAILABLE_HEADERS);
      void sendDataRedirect(res, { method: req.method, location: pageUrlOf(req.originalUrl), reload: true });
      return;
    }
    res.status(503).set(UNAVAILABLE_HEADERS);
    res.type("html").send(unavailablePage(config.BRAND_NAME));
  };

  app.use((req, res, next) => {
    // While shutting down, each answered request also closes its connection.
    if (stopping) res.setHeader("Connection", "close");
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      logger.info("request", {
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      });
    });
    next();
  });

  app.use((req, res, next) => {
    const nonce = crypto.randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    // Routes that serve files (documents, uploaded images) send their own, stricter framing rules.
    if (!OWN_CSP_PATHS.test(req.path)) {
      res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, httpsOnly));
      res.setHeader("X-Frame-Options", "DENY");
    }
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (httpsOnly) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  });

  // Requests no page of ours can make are answered here, before any route could fail on them.
  app.use((req, res, next) => {
    if (!isAllowedMethod(req.method)) {
      res.setHeader("Allow", ALLOWED_METHODS.join(", "));
      res.setHeader("Connection", "close");
      res.status(405).type("text/plain").send("Method not allowed.");
      return;
    }
    if (hasControlCharacterInUrl(req.originalUrl)) {
      res.setHeader("Connection", "close");
      res.status(400).type("text/plain").send("Bad request.");
      return;
    }
    next();
  });

  app.use((req, res, next) => {
    const { origin, referer, host } = req.headers;
    if (isCrossSiteRequest(req.method, { origin, referer, host }, config.PUBLIC_ORIGIN)) {
      res.status(403).type("text/plain").send("Cross-site request refused.");
      return;
    }
    // Remix checks again that Origin names the request's host (X-Forwarded-Host, else Host) and
    // answers 500 when not. The origin was just found to be ours (this host or PUBLIC_ORIGIN,
    // behind a proxy that rewrites Host), so Remix is told that host instead.
    if (origin && origin !== "null" && req.method !== "GET" && req.method !== "HEAD") {
      req.headers["x-forwarded-host"] = new URL(origin).host;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      // A post from the scripts goes to the page's `.data` address, under the same rules.
      const page = pagePathOf(req.path);
      const limit = bodyLimitFor(page);
      const declared = req.headers["content-length"];
      // Browsers always declare the length of a form post; refusing chunked bodies
      // lets the cap be checked before a single byte is read.
      if (declared === undefined && req.headers["transfer-encoding"]) {
        res.status(411).type("text/plain").send("Length required.");
        return;
      }
      if (Number(declared ?? 0) > limit) {
        const upload = uploadLimitFor(page);
        if (upload && Number(declared) <= UPLOAD_DRAIN_LIMIT) {
          // An upload form that is too large is read to its end and answered with the form
          // again and the reason, so a phone sees a message, not a reset connection.
          req.resume();
          req.on("end", async () => {
            res.setHeader("Set-Cookie", await setFlash({ kind: "error", text: upload.message }));
            if (isDataRequest(req.path))
              await sendDataRedirect(res, { method: req.method, location: pageUrlOf(req.originalUrl), reload: false });
            else res.redirect(303, req.originalUrl);
          });
          return;
        }
        res.setHeader("Connection", "close");
        res.status(413).type("text/plain").send("The submitted data is too large.");
        return;
      }
      const problem = formBodyProblem(page, req.headers["content-type"], Number(declared ?? 0));
      if (problem) {
        res.setHeader("Connection", "close");
        res.status(problem.status).type("text/plain").send(problem.text);
        return;
      }
    }
    next();
  });

  // Alive: the process answers. A load balancer restarts an instance that stops answering here.
  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.status(200).type("text/plain").send("ok");
  });

  // Ready: migrated and set up, the database answers within a second, and not shutting down.
  // A load balancer sends traffic only to instances that answer 200 here.
  app.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (stopping || !ready) {
      res
        .status(503)
        .type("text/plain")
        .send(stopping ? "stopping" : "starting");
      return;
    }
    try {
      await pingDatabase(1_000);
      res.status(200).type("text/plain").send("ready");
    } catch (error) {
      logger.warn("readiness check failed", { error: error instanceof Error ? error.message : String(error) });
      res.status(503).type("text/plain").send("database unavailable");
    }
  });

  // Hashed scripts and stylesheets leave as compressed at build time; the rest on the fly.
  app.use("/build", precompressedAssets("public/build"));
  app.use(compression());
  // Every file under public/ has an extension; a page's address has none, and need not cost a
  // stat() of the disk on every render (decision 018).
  const buildFiles = express.static("public/build", { immutable: true, maxAge: "1y", index: false, redirect: false });
  const publicFiles = express.static("public", { maxAge: "1h", index: false, redirect: false });
  app.use("/build", (req, res, next) => (FILE_NAME.test(req.path) ? buildFiles(req, res, next) : next()));
  app.use((req, res, next) => (FILE_NAME.test(req.path) ? publicFiles(req, res, next) : next()));

  app.use((req, res, next) => (ready ? next() : sendUnavailable(req, res)));

  app.all(
    "*",
    // Rendered pages are gzipped whole, their stylesheet compressed once (document-compression.server.ts).
    compressDocuments,
    // Anonymous public pages are kept in memory once rendered (page-cache.server.ts).
    capturePageForCache,
    createRequestHandler({
      build,
      mode: build.mode,
      getLoadContext: (req, res) => ({
        cspNonce: res.locals.cspNonce as string,
        clientIp: req.ip ?? null,
        pageCapture: (res.locals.pageCapture as PageCapture | undefined) ?? null,
      }),
    }),
  );

  // What failed outside the pages: a database out of reach is a 503 page; anything else a
  // plain 500, with its stack in the log only.
  app.use((error: unknown, req: express.Request, res: express.Response, next: express.NextFunction) => {
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
    // A request Express itself found wrong (a malformed %-escape in the path: 400; a body it
    // cannot read) keeps the 4xx status the error carries, as Express's own handler would.
    const status = clientErrorStatus(error);
    if (status) {
      res.status(status).type("text/plain").send("Bad request.");
      return;
    }
    logger.error("request failed", { method: req.method, path: req.path, error });
    res.status(500).type("text/plain").send("Something went wrong.");
  });

  // A cached public page for an anonymous visitor is answered before Express runs at all; it was
  // stored with the security headers the middleware above gave it. Everything else goes to Express.
  // A visitor with a session cookie gets the cached page with their own header filled in, after
  // one read of their session (page-cache.server.ts), or Express when that cannot be done safely.
  const server = http.createServer((req, res) => {
    const started = process.hrtime.bigint();
    if (stopping) res.setHeader("Connection", "close");
    const logHit = (cache: "hit" | "personal") =>
      logger.info("request", {
        method: req.method,
        path: (req.url ?? "").split("?")[0],
        status: res.statusCode,
        ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
        cache,
      });
    if (serveCachedPage(req, res)) return logHit("hit");
    const personal = ready && !stopping ? servePersonalPage(req, res, cachedPageFrame) : false;
    if (personal === false) return app(req, res);
    void personal.then((served) => (served ? logHit("personal") : app(req, res)));
  });
  // Listening comes first, so /healthz answers while another instance holds the start-up lock
  // or a long migration runs; /readyz turns 200 when the work below is done.
  server.listen(config.PORT, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    logger.info("listening", { url: `http://localhost:${port}`, publicOrigin: config.PUBLIC_ORIGIN });
  });
  // Slow or stalled clients must not hold sockets forever.
  server.headersTimeout = 15_000;
  server.requestTimeout = 60_000;
  server.keepAliveTimeout = 5_000;

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    stopRetention();
    logger.info("shutting down", { signal });
    // In-flight requests get up to 10 s; idle keep-alive sockets are closed as they appear.
    const force = setTimeout(() => server.closeAllConnections(), 10_000);
    const sweep = setInterval(() => server.closeIdleConnections(), 200);
    force.unref();
    sweep.unref();
    server.close(async () => {
      clearTimeout(force);
      clearInterval(sweep);
      // A send under way finishes and is recorded, so no other instance sends it again.
      await outboxWorker?.stop().catch((error) => logger.error("stopping the outbox worker failed", { error }));
      await stopChangeNotices();
      await closeDb().catch((error) => logger.error("closing database failed", { error }));
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  // Migrate, seed and create the configured admin before taking traffic.
  await prepareDatabaseWhenReachable(() => stopping);
  if (stopping) return;
  // Expired sessions, old OTP challenges and sign-in failures go, as the privacy policy says.
  stopRetention = scheduleRetention();
  // Queued notices (approval and rejection e-mails) go out from every instance's worker.
  outboxWorker = startOutboxWorker();
  // On PostgreSQL, caches follow what administrators publish on the other instances.
  stopChangeNotices = await startChangeNotices();
  ready = true;
  logger.info("ready");
}

/**
 * A database that is down when the instance starts is waited for (the instance stays alive
 * and not ready); any other failure, such as a migration that fails, ends the process.
 */
async function prepareDatabaseWhenReachable(stopped: () => boolean) {
  for (let attempt = 1; ; attempt++) {
    try {
      await prepareDatabase();
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || stopped()) throw error;
      logger.warn("database unavailable at start; trying again", {
        attempt,
        error: error instanceof Error ? error.message : String(error),
      });
      await new Promise((resolve) => setTimeout(resolve, Math.min(attempt, 3) * 1_000));
    }
  }
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    logger.error("start failed", { error: error instanceof Error ? error.stack : String(error) });
  }
  process.exit(1);
});

/** The 4xx status an error from Express or its middleware carries (status or statusCode), if any. */
function clientErrorStatus(error: unknown): number | null {
  if (typeof error !== "object" || error === null) return null;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const code = typeof status === "number" ? status : statusCode;
  return typeof code === "number" && code >= 400 && code < 500 ? code : null;
}
