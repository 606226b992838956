import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { broadcastDevReady, type ServerBuild } from "@remix-run/node";

import { startChangeNotices } from "../app/infra/change-listener.server";
import { isDatabaseUnavailable } from "../app/infra/database-errors.server";
import { closeDb, databasePool } from "../app/infra/db.server";
import { ConfigError, env } from "../app/infra/env.server";
import { logger } from "../app/infra/logger.server";
import { keepDataDirPrivate } from "../app/infra/private-data-dir.server";
import { warmFestivalYears } from "../app/infra/sky-worker.server";
import { prepareDatabase } from "../app/infra/startup.server";
import { setUpConfiguredAdmin } from "../app/services/admin-accounts.server";
import { startOutboxWorker } from "../app/services/outbox-worker.server";
import { scheduleRetention } from "../app/services/retention.server";
import { createEdge } from "./index";
import { type PagePool, pageThreads, startPagePool } from "./page-pool";

const BUILD_PATH = path.resolve("build/index.js");
const PAGE_WORK_PATH = path.resolve("build/page-work.js");

async function main() {
  // What this process creates (DATA_DIR, the embedded database's files, generated keys, the
  // outbox) is its owner's alone: nobody else on the machine may read the data or the keys.
  process.umask(0o077);
  const config = env();
  keepDataDirPrivate(config.dataDir);
  const build = (await import(pathToFileURL(BUILD_PATH).href)) as ServerBuild;
  // Under `npm run dev` (Remix's dev server, `remix dev --manual`): follow its rebuilds.
  const devServer = config.NODE_ENV === "development" ? config.REMIX_DEV_ORIGIN : undefined;

  let stopping = false;
  // Ready once migrated, seeded and the admin set up: until then pages answer 503 and /readyz says so.
  let ready = false;
  // Started once the database is prepared (below), stopped at shutdown.
  let stopRetention = () => {};
  let outboxWorker: ReturnType<typeof startOutboxWorker> | null = null;
  let stopChangeNotices = async () => {};
  // Charts are rendered on threads of their own once the database is ready (decision 121); under
  // `npm run dev`, whose builds change under the server, on this thread.
  let pagePool: PagePool | null = null;

  const edgeFor = (app: ServerBuild) =>
    createEdge(app, config, { isReady: () => ready, isStopping: () => stopping, pagePool: () => pagePool });
  let edge = edgeFor(build);
  const server = http.createServer(
    {
      // Slow or stalled clients must not hold sockets: Node enforces the header time only when
      // it checks its connections, every 30 s by default, so it checks every second. How long a
      // body may take depends on the route (an upload on a slow line may take minutes), so the
      // edge decides that (edge/body-deadlines.ts), not Node's one total time for all.
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      requestTimeout: 0,
      connectionsCheckingInterval: 1_000,
      keepAliveTimeout: 5_000,
    },
    (req, res) => edge(req, res),
  );
  // Listening comes first, so /healthz answers while another instance holds the start-up lock
  // or a long migration runs; /readyz turns 200 when the work below is done.
  server.listen(config.PORT, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    logger.info("listening", { url: `http://localhost:${port}`, publicOrigin: config.PUBLIC_ORIGIN });
    if (devServer) announceToDevServer(build);
  });
  if (devServer) {
    followRebuilds(build, (next) => {
      edge = edgeFor(next);
    });
  }

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
      await pagePool?.close().catch((error) => logger.error("stopping the page pool failed", { error }));
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
  // The embedded database's files, created just now or by an earlier start.
  keepDataDirPrivate(config.dataDir);
  // The festival years visitors ask for most, computed on the sky worker before they are asked for.
  warmFestivalYears(new Date().getUTCFullYear());
  // Expired sessions, old OTP challenges and sign-in failures go, as the privacy policy says.
  stopRetention = scheduleRetention();
  // Queued notices (approval and rejection e-mails) go out from every instance's worker.
  outboxWorker = startOutboxWorker();
  // On PostgreSQL, caches follow what administrators publish on the other instances.
  stopChangeNotices = await startChangeNotices();
  const pageThreadCount = config.PAGE_THREADS ?? pageThreads();
  if (!devServer && pageThreadCount > 0) pagePool = pagePoolOf(pageThreadCount);
  ready = true;
  logger.info("ready");
}

/**
 * The page pool, whose threads start when the first chart comes; if none can start, the pool is
 * given up (`alive()` false) and charts are drawn on this thread.
 */
function pagePoolOf(threads: number): PagePool {
  const pool = startPagePool({ threads, script: PAGE_WORK_PATH, buildPath: BUILD_PATH, database: databasePool });
  pool.ready.catch((error: unknown) =>
    logger.error("the page pool did not start: charts are drawn on the main thread", { error: String(error) }),
  );
  return pool;
}

/**
 * Remix's dev server writes build/version.txt once a rebuild is whole; the new build is then
 * imported (the file's time in its address makes Node load it afresh) and put in place, and the
 * dev server told, so it can reload the browser.
 */
function followRebuilds(initial: ServerBuild, use: (build: ServerBuild) => void) {
  let current = initial.assets.version;
  let queue = Promise.resolve();
  const reimport = async () => {
    const version = fs.readFileSync(path.join(path.dirname(BUILD_PATH), "version.txt"), "utf8").trim();
    if (version === current) return;
    const { mtimeMs } = fs.statSync(BUILD_PATH);
    const build = (await import(`${pathToFileURL(BUILD_PATH).href}?t=${mtimeMs}`)) as ServerBuild;
    current = build.assets.version;
    use(build);
    logger.info("rebuilt app loaded", { version: current });
    announceToDevServer(build);
  };
  fs.watch(path.dirname(BUILD_PATH), (_event, file) => {
    if (file !== "version.txt") return;
    queue = queue.then(reimport).catch((error: unknown) => logger.error("loading the rebuilt app failed", { error }));
  });
}

function announceToDevServer(build: ServerBuild) {
  broadcastDevReady(build).catch((error: unknown) => logger.warn("Remix's dev server did not answer", { error }));
}

/**
 * A database that is down when the instance starts is waited for (the instance stays alive
 * and not ready); any other failure, such as a migration that fails, ends the process.
 */
async function prepareDatabaseWhenReachable(stopped: () => boolean) {
  for (let attempt = 1; ; attempt++) {
    try {
      await prepareDatabase(setUpConfiguredAdmin);
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
