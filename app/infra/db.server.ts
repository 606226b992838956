import { spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import { CamelCasePlugin, Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient, sql } from "kysely";
import pg from "pg";

import type { RawPool } from "./database-port.server";
import type { Database } from "./db-schema.server";
import { env } from "./env.server";
import { logger } from "./logger.server";
import { migrateToLatest } from "./migrate.server";
import { pglitePool } from "./pglite-pool.server";
import { forgetSingleton, singleton, takeSingleton } from "./singleton.server";
import { openSessionsWith, withStartupLock } from "./startup-lock.server";

export type DB = Kysely<Database>;

const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;

// DATE stays a 'YYYY-MM-DD' string (a calendar day, never shifted by a time zone);
// counts and sums come back as numbers, as they fit comfortably in a double here.
const parseDate = (value: string) => value;
const parseNumber = (value: string) => Number(value);

export type DatabaseOptions = {
  /** PostgreSQL URL; when absent, embedded PGlite is used. */
  url?: string;
  /** PGlite data directory, or "memory://" for a throwaway database. */
  pgliteDir?: string;
  /**
   * A throwaway database starts as a copy of this file, a fresh data directory PGlite dumped,
   * instead of creating its own (initdb takes seconds, and the tests open one per file).
   */
  pgliteTemplate?: string;
  /** Schema to work in on PostgreSQL (tests use one per worker). */
  schema?: string;
  /** One dedicated connection without time limits, for start-up work (PostgreSQL only). */
  session?: boolean;
  /** Most connections this process opens to PostgreSQL (DATABASE_POOL_SIZE). */
  poolSize?: number;
};

/**
 * Time limits of the connections that serve requests: while the database is down or out of
 * reach, a page fails within seconds (and answers 503) instead of hanging. Connecting gives up
 * after 3 s; the server cancels a statement after 4 s; a statement sent on a connection whose
 * peer went silent gives up after 5 s on our side; a transaction left idle is ended after 10 s
 * so it cannot hold locks. Every page's queries take milliseconds.
 */
const REQUEST_LIMITS = {
  connectionTimeoutMillis: 3_000,
  statement_timeout: 4_000,
  query_timeout: 5_000,
  idle_in_transaction_session_timeout: 10_000,
  keepAlive: true,
} satisfies pg.PoolConfig;

/** Start-up work (waiting for another instance's migrations, migrating) may take long. */
const SESSION_LIMITS = { connectionTimeoutMillis: 3_000, idleTimeoutMillis: 0, keepAlive: true } satisfies pg.PoolConfig;

/**
 * The pool as Kysely gets it: a connection that broke while lent (the server stopped
 * mid-request), or whose statement timed out on our side and may never be answered, is closed
 * on release instead of going back to the pool for the next request to wait on.
 */
function guardedPool(pool: pg.Pool): PostgresPool {
  return {
    async connect() {
      const client = await pool.connect();
      let broken = false;
      const onError = () => {
        broken = true;
      };
      client.on("error", onError);
      return {
        query(...args: unknown[]) {
          const result = (client.query as (...a: unknown[]) => unknown).apply(client, args);
          if (result instanceof Promise) {
            return result.catch((error: unknown) => {
              if (error instanceof Error && error.message === "Query read timeout") broken = true;
              throw error;
            });
          }
          return result;
        },
        release() {
          client.removeListener("error", onError);
          client.release(broken || undefined);
        },
      } as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}

/** The pool under each database this process opened, for the page pool's threads to reach it. */
const rawPools = new WeakMap<DB, RawPool>();

export async function openDatabase(options: DatabaseOptions): Promise<DB> {
  const plugins = [new CamelCasePlugin()];
  if (options.url) {
    pg.types.setTypeParser(DATE_OID, parseDate);
    pg.types.setTypeParser(INT8_OID, parseNumber);
    pg.types.setTypeParser(NUMERIC_OID, parseNumber);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.session ? 1 : (options.poolSize ?? 10),
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
      ...(options.session ? SESSION_LIMITS : REQUEST_LIMITS),
    });
    // A connection the server dropped (a restart, a failover, a network cut) is only logged: its
    // query fails, the pool opens a new one for the next, and an unhandled 'error' event, idle in
    // the pool or handed out, would end the process.
    pool.on("connect", (client) => {
      client.on("error", (error) => logger.warn("database connection lost", { error: error.message }));
    });
    // The pool passes on an idle connection's error too; the connection's listener logged it.
    pool.on("error", () => undefined);
    const guarded = guardedPool(pool);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: guarded }), plugins });
    rawPools.set(db, guarded as unknown as RawPool);
    if (!options.session) openSessionsWith(db, () => openDatabase({ ...options, session: true }));
    return db;
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const dir = options.pgliteDir ?? "memory://";
  if (!dir.startsWith("memory://")) {
    fs.mkdirSync(dir, { recursive: true });
    if (!fs.existsSync(path.join(dir, "PG_VERSION"))) await createPgliteDataDir(dir);
  }
  const template = dir.startsWith("memory://") && options.pgliteTemplate ? new Blob([fs.readFileSync(options.pgliteTemplate)]) : undefined;
  const lite = await PGlite.create(dir, {
    ...(template ? { loadDataDir: template } : {}),
    parsers: { [DATE_OID]: parseDate, [INT8_OID]: parseNumber, [NUMERIC_OID]: parseNumber },
    // PostgreSQL's 128 MB of shared buffers are all resident in PGlite's WebAssembly memory;
    // our embedded database is a few MB, and the pages the site reads are cached above it.
    startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
  });
  const pool = pglitePool(lite);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pool as never }), plugins });
  rawPools.set(db, pool);
  return db;
}

/** The process-wide database's own pool, which the page pool's threads borrow connections of. */
export async function databasePool(): Promise<RawPool> {
  const pool = rawPools.get(await getDb());
  if (!pool) throw new Error("The process-wide database was not opened here");
  return pool;
}

/**
 * In a thread of the page pool: the process-wide database is the main thread's, reached through
 * `pool` (database-port.server.ts); it was migrated there before this thread started.
 */
export function useDatabaseThrough(pool: RawPool & { end(): Promise<void> }): void {
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pool as never }), plugins: [new CamelCasePlugin()] });
  singleton("db", () => Promise.resolve(db));
}

/**
 * Creating a PGlite database (initdb) grows WebAssembly memory by hundreds of MB, which a process
 * never gives back: it is done once, in a short-lived child process, and the server opens the result.
 */
async function createPgliteDataDir(dir: string): Promise<void> {
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const script =
    "const { PGlite } = require(process.argv[1]);" +
    "PGlite.create(process.argv[2]).then((db) => db.close()).then(() => process.exit(0), (e) => { console.error(e); process.exit(1); });";
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ["-e", script, entry, dir], { stdio: ["ignore", "ignore", "inherit"] });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`creating the database in ${dir} failed (exit ${code})`))));
  });
}

/** Where the process-wide database is, from the configuration. */
export function databaseOptions(): DatabaseOptions {
  const config = env();
  const inMemory = config.NODE_ENV === "test" && !config.DATABASE_URL;
  return {
    url: config.DATABASE_URL,
    pgliteDir: inMemory ? "memory://" : path.join(config.dataDir, "pglite"),
    pgliteTemplate: inMemory ? process.env.PGLITE_TEMPLATE : undefined,
    schema: process.env.DATABASE_SCHEMA,
    poolSize: config.DATABASE_POOL_SIZE,
  };
}

/**
 * The process-wide database, migrated before first use. When it cannot be reached or migrated,
 * the next call tries again (a database that was down at start may come up later).
 */
export function getDb(): Promise<DB> {
  return singleton("db", () => {
    const opening = openAndMigrate(databaseOptions());
    opening.catch(() => forgetSingleton("db", opening));
    return opening;
  });
}

async function openAndMigrate(options: DatabaseOptions): Promise<DB> {
  const db = await openDatabase(options);
  try {
    // Instances starting together take turns; the second finds the work done.
    await withStartupLock(db, options.schema, async (session) => {
      if (options.schema) await sql`create schema if not exists ${sql.id(options.schema)}`.execute(session);
      await migrateToLatest(session, options.schema);
    });
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw error;
  }
  return db;
}

export async function pingDatabase(timeoutMs = 2_000): Promise<void> {
  const db = await getDb();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      sql`select 1`.execute(db),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("database ping timed out")), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export async function closeDb(): Promise<void> {
  const pending = takeSingleton<Promise<DB>>("db");
  const db = await pending?.catch(() => undefined);
  await db?.destroy();
}
