import { spawn } from "node:child_process";
import path from "node:path";
import fs from "node:fs";
import { createRequire } from "node:module";
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import type { Database } from "./db-schema.server";
import { env } from "./env.server";
import { migrateToLatest } from "./migrate.server";
import { pglitePool } from "./pglite-pool.server";
import { singleton, takeSingleton } from "./singleton.server";

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
  /** Schema to work in on PostgreSQL (tests use one per worker). */
  schema?: string;
  /** Most connections this process opens to PostgreSQL (DATABASE_POOL_SIZE). */
  poolSize?: number;
};

export async function openDatabase(options: DatabaseOptions): Promise<DB> {
  const plugins = [new CamelCasePlugin()];
  if (options.url) {
    pg.types.setTypeParser(DATE_OID, parseDate);
    pg.types.setTypeParser(INT8_OID, parseNumber);
    pg.types.setTypeParser(NUMERIC_OID, parseNumber);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const dir = options.pgliteDir ?? "memory://";
  if (!dir.startsWith("memory://")) {
    fs.mkdirSync(dir, { recursive: true });
    if (!fs.existsSync(path.join(dir, "PG_VERSION"))) await createPgliteDataDir(dir);
  }
  const lite = await PGlite.create(dir, {
    parsers: { [DATE_OID]: parseDate, [INT8_OID]: parseNumber, [NUMERIC_OID]: parseNumber },
    // PostgreSQL's 128 MB of shared buffers are all resident in PGlite's WebAssembly memory;
    // our embedded database is a few MB, and the pages the site reads are cached above it.
    startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
  });
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool: pglitePool(lite) as never }),
    plugins,
  });
}

/**
 * Creating a PGlite database (initdb) grows WebAssembly memory by about 500 MB, which a process
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

/** The process-wide database, migrated before first use. */
export function getDb(): Promise<DB> {
  return singleton("db", async () => {
    const config = env();
    const inMemory = config.NODE_ENV === "test" && !config.DATABASE_URL;
    const db = await openDatabase({
      url: config.DATABASE_URL,
      pgliteDir: inMemory ? "memory://" : path.join(config.dataDir, "pglite"),
      schema: process.env.DATABASE_SCHEMA,
      poolSize: config.DATABASE_POOL_SIZE,
    });
    if (process.env.DATABASE_SCHEMA) {
      await sql`create schema if not exists ${sql.id(process.env.DATABASE_SCHEMA)}`.execute(db);
    }
    await migrateToLatest(db, process.env.DATABASE_SCHEMA);
    return db;
  });
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
