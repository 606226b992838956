// i18next with every text of both languages, as the server starts it: components rendered by
// the tests and the forms' validators translate with it.
import "~/infra/i18next.server";

import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, afterEach, beforeEach, inject, vi } from "vitest";

import { onServer } from "./cluster";

// Every test file gets its own data directory (outbox, secrets, uploads) and, on PostgreSQL, a
// database of its own with a schema of its own in it (the schema as a deployment may name one):
// files never see each other's rows, and two files migrating at once never see each other's
// tables in the catalog, so the files run side by side.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "grahavani-test-"));
process.env.NODE_ENV = "test";
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL = "silent";
// The migrated empty database each file's embedded one starts from (pglite-template.ts).
const pgliteTemplate = inject("pgliteTemplate");
if (pgliteTemplate) process.env.PGLITE_TEMPLATE = pgliteTemplate;
const serverUrl = process.env.DATABASE_URL;
const ownDatabase = serverUrl && !process.env.DATABASE_SCHEMA ? `test_${process.pid}_${Date.now().toString(36)}` : null;
if (serverUrl && ownDatabase) {
  await onServer(serverUrl, `create database ${ownDatabase}`);
  const url = new URL(serverUrl);
  url.pathname = `/${ownDatabase}`;
  process.env.DATABASE_URL = url.href;
  process.env.DATABASE_SCHEMA = ownDatabase;
}

// A test that logs console.error fails: errors must be asserted, not printed.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (errors.length > 0) {
    throw new Error(`console.error was called:\n${errors.map((a) => a.map(String).join(" ")).join("\n")}`);
  }
});

afterAll(async () => {
  const { closeDb, getDb } = await import("~/infra/db.server");
  const schema = process.env.DATABASE_SCHEMA;
  if (process.env.DATABASE_URL && schema) {
    const { sql } = await import("kysely");
    const db = await getDb();
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
  }
  await closeDb();
  if (serverUrl && ownDatabase) await onServer(serverUrl, `drop database if exists ${ownDatabase} with (force)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
});
